package io.agon.core.component;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Rng;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ComponentsTest {

    @Test
    void deckDrawPeekBlockAndCopy() {
        Deck d = Deck.of(1, 2, 3, 4);
        assertThat(d.peek()).isEqualTo(4);
        assertThat(d.peek(1)).isEqualTo(3);
        assertThat(d.draw()).isEqualTo(4);
        d.putAtBottom(9);
        assertThat(d.toArray()).containsExactly(9, 1, 2, 3);
        assertThat(d.drawBottom()).isEqualTo(9);
        d.putOnTop(7);
        assertThat(d.contains(7)).isTrue();
        assertThat(d.remove(7)).isTrue();
        assertThat(d.remove(7)).isFalse();
        Deck c = d.copy();
        assertThat(c).isEqualTo(d).hasSameHashCodeAs(d);
        c.setBlocked(true);
        assertThat(c).isNotEqualTo(d);
        assertThat(d.isBlocked()).isFalse();
        c.draw();
        assertThat(d.size()).isEqualTo(3);
        d.clear();
        assertThatThrownBy(d::draw).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void deckShuffleIsSeeded() {
        Deck a = Deck.of(1, 2, 3, 4, 5, 6, 7, 8);
        Deck b = a.copy();
        a.shuffle(new Rng(9));
        b.shuffle(new Rng(9));
        assertThat(a).isEqualTo(b);
        Deck top = Deck.of(1, 2, 3, 4, 5, 6, 7, 8);
        top.shuffleTop(3, new Rng(1));
        assertThat(Arrays.copyOf(top.toArray(), 5)).containsExactly(1, 2, 3, 4, 5);
    }

    @Test
    void dicePool() {
        DicePool pool = new DicePool(6, 1);
        Rng rng = new Rng(4);
        for (int i = 0; i < 10; i++) {
            pool.addRolled(i % 3, rng);
        }
        assertThat(pool.size()).isEqualTo(10);
        assertThat(pool.count(0)).isEqualTo(4);
        for (int i = 0; i < pool.size(); i++) {
            assertThat(pool.face(i)).isBetween(1, 6);
        }
        DicePool copy = pool.copy();
        assertThat(copy).isEqualTo(pool);
        int c = pool.colour(9);
        pool.remove(0);
        assertThat(pool.colour(0)).isEqualTo(c);
        assertThat(copy.size()).isEqualTo(10);
        pool.setFace(0, 6);
        assertThat(pool.find(c, 6)).isZero();
        assertThatThrownBy(() -> pool.setFace(0, 7)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void sparseGridStoresNeighboursAndComponents() {
        SparseGrid g = new SparseGrid(2);
        g.put(0, 0, 1);
        g.put(1, 0, 1);
        g.put(3, 0, 1);
        g.put(4, 1, 1);
        g.put(-5, -7, 2);
        assertThat(g.size()).isEqualTo(5);
        assertThat(g.get(-5, -7, -1)).isEqualTo(2);
        assertThat(g.get(9, 9, -1)).isEqualTo(-1);
        assertThat(g.indexOf(3, 0)).as("the third cell put, after the table grew").isEqualTo(2);
        assertThat(g.xAt(g.indexOf(-5, -7))).isEqualTo(-5);
        assertThat(g.indexOf(9, 9)).isEqualTo(-1);
        assertThat(g.orthogonalNeighbours(0, 0)).isEqualTo(1);
        assertThat(g.diagonalNeighbours(3, 0)).isEqualTo(1);
        assertThat(g.components(v -> v == 1, true, false)).hasSize(3);
        assertThat(g.components(v -> v == 1, true, true)).hasSize(2);
        assertThat(g.largestComponent(v -> v == 1, true, true)).isEqualTo(2);
        assertThat(g.largestComponent(v -> v == 1, false, true)).isEqualTo(2);
        SparseGrid c = g.copy();
        assertThat(c).isEqualTo(g).hasSameHashCodeAs(g);
        assertThat(g.remove(1, 0)).isTrue();
        assertThat(g.remove(1, 0)).isFalse();
        assertThat(g.contains(1, 0)).isFalse();
        assertThat(g.contains(3, 0)).isTrue();
        assertThat(c.contains(1, 0)).isTrue();
        assertThat(SparseGrid.keyX(SparseGrid.key(-3, 12))).isEqualTo(-3);
        assertThat(SparseGrid.keyY(SparseGrid.key(-3, -12))).isEqualTo(-12);
    }

    @Test
    void sparseGridEqualityIgnoresInsertionOrder() {
        SparseGrid a = new SparseGrid(4);
        SparseGrid b = new SparseGrid(4);
        a.put(1, 1, 5);
        a.put(2, 2, 6);
        b.put(2, 2, 6);
        b.put(1, 1, 5);
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        for (int i = 0; i < 500; i++) {
            a.put(i, -i, i);
        }
        assertThat(a.get(250, -250, -1)).isEqualTo(250);
    }

    @Test
    void trackRingAndOrder() {
        Track t = new Track(3, 12);
        t.set(0, 11);
        assertThat(t.advance(0, 3)).isEqualTo(2);
        t.set(1, 7);
        t.set(2, 7);
        assertThat(t.orderDescending()).containsExactly(1, 2, 0);
        assertThat(t.fieldAhead(10, -11)).isEqualTo(11);
        Track c = t.copy();
        c.set(0, 0);
        assertThat(t.get(0)).isEqualTo(2);
    }

    @Test
    void bankConservesMoneyAndRefusesOverdrafts() {
        Bank b = new Bank(3, 100, false);
        b.payFromBank(0, 30);
        b.transfer(0, 1, 10);
        b.payToBank(1, 5);
        assertThat(b.balance(0)).isEqualTo(20);
        assertThat(b.balance(1)).isEqualTo(5);
        assertThat(b.bankBalance()).isEqualTo(75);
        assertThat(b.isConserved()).isTrue();
        assertThatThrownBy(() -> b.transfer(2, 0, 1)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> b.payFromBank(2, 500)).isInstanceOf(IllegalStateException.class);
        Bank unlimited = new Bank(2, 0, true);
        unlimited.payFromBank(1, 50);
        assertThat(unlimited.bankBalance()).isEqualTo(-50);
        assertThat(unlimited.isConserved()).isTrue();
        assertThat(unlimited.copy()).isEqualTo(unlimited);
    }

    @Test
    void copyFromMakesAnEqualIndependentComponentInReusedStorage() {
        // a stale target with more content than the source, then one with too little room
        Deck big = Deck.of(9, 9, 9, 9, 9, 9, 9, 9, 9);
        Deck d = Deck.of(1, 2, 3);
        d.setBlocked(true);
        big.copyFrom(d);
        assertThat(big).isEqualTo(d).hasSameHashCodeAs(d);
        big.draw();
        assertThat(d.size()).isEqualTo(3);
        Deck small = new Deck(1);
        small.copyFrom(Deck.of(4, 5, 6, 7));
        assertThat(small.toArray()).containsExactly(4, 5, 6, 7);

        DicePool pool = new DicePool(6, 1);
        Rng rng = new Rng(2);
        for (int i = 0; i < 5; i++) {
            pool.addRolled(i % 2, rng);
        }
        DicePool into = new DicePool(6, 1);
        into.copyFrom(pool);
        assertThat(into).isEqualTo(pool);
        into.remove(0);
        assertThat(pool.size()).isEqualTo(5);
        assertThatThrownBy(() -> new DicePool(8, 1).copyFrom(pool)).isInstanceOf(IllegalArgumentException.class);

        SparseGrid g = new SparseGrid(2);
        for (int i = 0; i < 40; i++) {
            g.put(i % 7, i / 7, i);
        }
        SparseGrid stale = new SparseGrid(64);
        stale.put(100, 100, 1);
        stale.copyFrom(g);
        assertThat(stale).isEqualTo(g).hasSameHashCodeAs(g);
        assertThat(stale.contains(100, 100)).isFalse();
        for (int i = 0; i < g.size(); i++) {
            assertThat(stale.xAt(i)).isEqualTo(g.xAt(i)); // the same insertion order
            assertThat(stale.valueAt(i)).isEqualTo(g.valueAt(i));
        }
        stale.put(50, 50, 3);
        assertThat(g.contains(50, 50)).isFalse();
        SparseGrid tiny = new SparseGrid(1);
        tiny.copyFrom(g);
        assertThat(tiny).isEqualTo(g);
        assertThat(tiny.get(6, 5, -1)).isEqualTo(g.get(6, 5, -1));

        Track t = new Track(3, 12);
        t.set(1, 5);
        Track u = new Track(3, 12);
        u.copyFrom(t);
        assertThat(u).isEqualTo(t);
        assertThatThrownBy(() -> new Track(2, 12).copyFrom(t)).isInstanceOf(IllegalArgumentException.class);

        Bank b = new Bank(2, 100, false);
        b.payFromBank(1, 30);
        Bank c = new Bank(2, 0, false);
        c.copyFrom(b);
        assertThat(c).isEqualTo(b);
        assertThat(c.isConserved()).isTrue();
        c.payFromBank(0, 10);
        assertThat(b.balance(0)).isZero();
        assertThatThrownBy(() -> new Bank(2, 0, true).copyFrom(b)).isInstanceOf(IllegalArgumentException.class);

        DeckRow row = new DeckRow(2, 5, 10);
        row.setCards(0, 1, 2, 10);
        DeckRow other = new DeckRow(2, 5, 10);
        other.setCards(1, 4);
        other.copyFrom(row);
        assertThat(other).isEqualTo(row).hasSameHashCodeAs(row);
        assertThatThrownBy(() -> new DeckRow(2, 6, 10).copyFrom(row)).isInstanceOf(IllegalArgumentException.class);

        ReshufflingDeck gods = new ReshufflingDeck(4);
        gods.discard(3);
        gods.drawPile().putOnTop(2);
        ReshufflingDeck again = new ReshufflingDeck(1);
        again.copyFrom(gods);
        assertThat(again).isEqualTo(gods);
    }
}
