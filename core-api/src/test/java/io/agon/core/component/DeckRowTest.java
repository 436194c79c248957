package io.agon.core.component;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Rng;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class DeckRowTest {

    /** Two decks of capacity 6; ids 100 and up are blocking cards. */
    private static DeckRow row() {
        DeckRow r = new DeckRow(2, 6, 100);
        r.setCards(0, 1, 2, 3, 100, 4);
        r.setCards(1, 10, 11, 12);
        return r;
    }

    @Test
    @DisplayName("a plain draw takes the top card and leaves the deck open")
    void plainDraw() {
        DeckRow r = row();
        assertThat(r.draw(0)).isEqualTo(4);
        assertThat(r.size(0)).isEqualTo(4);
        assertThat(r.isBlocked(0)).isFalse();
        assertThat(r.top(0)).isEqualTo(100);
    }

    @Test
    @DisplayName("drawing the blocking card reveals it, blocks the deck and draws the card below instead")
    void blockingDraw() {
        DeckRow r = row();
        r.draw(0);
        assertThat(r.draw(0)).isEqualTo(3);
        assertThat(r.isBlocked(0)).isTrue();
        assertThat(r.cards(0)).containsExactly(1, 2);
        assertThat(r.blockedCount()).isEqualTo(1);
        assertThat(r.allBlocked()).isFalse();
        assertThatThrownBy(() -> r.draw(0)).isInstanceOf(IllegalStateException.class);
        assertThat(r.isBlocked(1)).isFalse();
    }

    @Test
    @DisplayName("last-card rule: when the only face-down card left is the blocking card, the deck blocks")
    void lastCard() {
        DeckRow r = new DeckRow(1, 4, 100);
        r.setCards(0, 100, 7, 8);
        assertThat(r.draw(0)).isEqualTo(8);
        assertThat(r.isBlocked(0)).isFalse();
        assertThat(r.draw(0)).isEqualTo(7);
        assertThat(r.isBlocked(0)).isTrue();
        assertThat(r.size(0)).isZero();
        assertThat(r.allBlocked()).isTrue();
    }

    @Test
    @DisplayName("one plain card left stays drawable; a blocking card with nothing below gives -1")
    void edgeCases() {
        DeckRow r = new DeckRow(2, 4, 100);
        r.setCards(0, 5, 6);
        assertThat(r.draw(0)).isEqualTo(6);
        assertThat(r.isBlocked(0)).isFalse();
        assertThat(r.draw(0)).isEqualTo(5);
        r.setCards(1, 101);
        assertThat(r.draw(1)).isEqualTo(-1);
        assertThat(r.isBlocked(1)).isTrue();
    }

    @Test
    @DisplayName("peek, put back, remove, set and pop work on the bottom-first order")
    void editing() {
        DeckRow r = row();
        assertThat(r.peek(0, 0)).isEqualTo(4);
        assertThat(r.peek(0, 1)).isEqualTo(100);
        assertThat(r.card(0, 0)).isEqualTo(1);
        r.push(1, 13);
        assertThat(r.top(1)).isEqualTo(13);
        assertThat(r.removeAt(1, 0)).isEqualTo(10);
        assertThat(r.cards(1)).containsExactly(11, 12, 13);
        r.setCard(1, 0, 9);
        assertThat(r.pop(1)).isEqualTo(13);
        assertThat(r.cards(1)).containsExactly(9, 12);
        assertThatThrownBy(() -> r.peek(1, 2)).isInstanceOf(IndexOutOfBoundsException.class);
        r.setCards(1, 1, 2, 3, 4, 5, 6);
        assertThatThrownBy(() -> r.push(1, 7)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    @DisplayName("a copy is independent and equal; equality is by value and ignores removed cards")
    void copyAndEquality() {
        DeckRow a = row();
        DeckRow b = a.copy();
        assertThat(b).isEqualTo(a).hasSameHashCodeAs(a);
        b.draw(0);
        assertThat(a.size(0)).isEqualTo(5);
        assertThat(b).isNotEqualTo(a);
        a.draw(0);
        assertThat(b).isEqualTo(a).hasSameHashCodeAs(a);
        a.draw(0);
        assertThat(b.isBlocked(0)).isFalse();
        assertThat(a).isNotEqualTo(b);
        DeckRow c = row();
        c.push(1, 50);
        c.pop(1);
        assertThat(c).isEqualTo(row()).hasSameHashCodeAs(row());
        assertThat(new DeckRow(2, 6, 99)).isNotEqualTo(new DeckRow(2, 6, 100));
    }

    @Test
    @DisplayName("shuffling a range uses the given Rng, is reproducible and keeps the other cards in place")
    void shuffleRange() {
        DeckRow a = new DeckRow(1, 10, 100);
        a.setCards(0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
        DeckRow b = a.copy();
        a.shuffle(0, 2, 8, new Rng(5));
        b.shuffle(0, 2, 8, new Rng(5));
        assertThat(a).isEqualTo(b);
        int[] cards = a.cards(0);
        assertThat(cards[0]).isZero();
        assertThat(cards[1]).isEqualTo(1);
        assertThat(cards[8]).isEqualTo(8);
        assertThat(cards[9]).isEqualTo(9);
        assertThat(cards).containsExactlyInAnyOrder(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
        assertThatThrownBy(() -> a.shuffle(0, 5, 11, new Rng(1))).isInstanceOf(IndexOutOfBoundsException.class);
    }
}
