package io.agon.core.component;

import io.agon.core.Rng;
import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ReshufflingDeckTest {

    @Test
    @DisplayName("draws from the top; an empty draw pile is refilled by shuffling the discard pile")
    void reshuffles() {
        ReshufflingDeck d = new ReshufflingDeck(4);
        d.drawPile().putOnTop(1);
        d.drawPile().putOnTop(2);
        Rng rng = new Rng(1);
        assertThat(d.draw(rng)).isEqualTo(2);
        assertThat(d.draw(rng)).isEqualTo(1);
        assertThat(d.canDraw()).isFalse();
        assertThat(d.draw(rng)).isEqualTo(-1);
        for (int c = 10; c < 20; c++) {
            d.discard(c);
        }
        assertThat(d.discarded(12)).isEqualTo(1);
        assertThat(d.canDraw()).isTrue();
        int first = d.draw(rng);
        assertThat(d.discardPile().isEmpty()).isTrue();
        assertThat(d.drawPile().size()).isEqualTo(9);
        int[] rest = d.drawPile().toArray();
        int[] all = Arrays.copyOf(rest, 10);
        all[9] = first;
        Arrays.sort(all);
        assertThat(all).containsExactly(10, 11, 12, 13, 14, 15, 16, 17, 18, 19);
        assertThat(rest).isNotEqualTo(new int[] {10, 11, 12, 13, 14, 15, 16, 17, 18});
    }

    @Test
    @DisplayName("copies are equal and independent; the same seed shuffles the same way")
    void copies() {
        ReshufflingDeck a = new ReshufflingDeck(8);
        for (int c = 0; c < 8; c++) {
            a.discard(c);
        }
        ReshufflingDeck b = a.copy();
        assertThat(b).isEqualTo(a).hasSameHashCodeAs(a);
        assertThat(a.draw(new Rng(7))).isEqualTo(b.draw(new Rng(7)));
        assertThat(b).isEqualTo(a);
        b.discard(3);
        assertThat(b).isNotEqualTo(a);
        assertThat(a.size()).isEqualTo(7);
    }
}
