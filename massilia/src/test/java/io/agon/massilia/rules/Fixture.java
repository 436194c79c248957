package io.agon.massilia.rules;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import io.agon.core.Setup;
import io.agon.massilia.io.MassiliaDataLoader;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Builds hand-made positions for the rule tests: an empty market, no dice, no cards, a chosen player on turn. */
final class Fixture {

    static final MassiliaData DATA = MassiliaDataLoader.load();
    static final MassiliaGame GAME = new MassiliaGame(DATA);

    static final int RED = 0, GREEN = 1, YELLOW = 2, BLUE = 3;

    final MassiliaState s;

    private Fixture(MassiliaState s) {
        this.s = s;
    }

    /** {@code players} players, round 3, order 0..n-1, {@code onTurn} in Phase III with a fresh turn. */
    static Fixture turn(int players, int onTurn) {
        MassiliaState s = GAME.newGame(Setup.of(players, 7));
        Arrays.fill(s.stallOwner, -1);
        Arrays.fill(s.cubes, 0);
        System.arraycopy(DATA.cubesPerGoods, 0, s.harbour, 0, 4);
        Arrays.fill(s.temple, 0);
        Arrays.fill(s.screen, 0);
        Arrays.fill(s.supplyDice, 0);
        Arrays.fill(s.rolled, 0);
        for (int p = 0; p < players; p++) {
            s.order[p] = p;
            s.reserve[p] = DATA.stallsPerPlayer;
            s.money[p] = 10;
            s.stepCounter[p] = 10;
        }
        // every card back in the deck, face-up slots refilled from it
        for (int p = 0; p < players; p++) {
            for (int i = 0; i < s.handSize[p]; i++) {
                s.deck.putOnTop(s.hand[p * 3 + i]);
            }
            s.handSize[p] = 0;
        }
        s.round = 3;
        s.steps.clear();
        s.passedCount = 0;
        s.passedMask = 0;
        s.turnPos = onTurn;
        s.godsThisTurn = 0;
        s.steps.push(new Step.Turn(onTurn));
        return new Fixture(s);
    }

    static Fixture wrap(MassiliaState s) {
        return new Fixture(s);
    }

    Fixture stall(int field, int owner, int violet, int orange, int pink, int beige) {
        s.stallOwner[field] = owner;
        s.reserve[owner]--;
        int[] c = {violet, orange, pink, beige};
        for (int g = 0; g < 4; g++) {
            s.cubes[field * 4 + g] = c[g];
            s.harbour[g] -= c[g];
        }
        return this;
    }

    Fixture temple(int colour, int pips) {
        s.temple[Ids.die(colour, pips)]++;
        return this;
    }

    Fixture supplyDie(int seat, int colour, int pips) {
        s.supplyDice[seat * Ids.DIE_CODES + Ids.die(colour, pips)]++;
        return this;
    }

    /** Gives {@code seat} a playable card of {@code god} (taken from the deck). */
    Fixture card(int seat, int god) {
        s.deck.remove(god);
        int i = seat * 3 + s.handSize[seat]++;
        s.hand[i] = god;
        s.handAt[i] = s.stepCounter[seat] - 1;
        return this;
    }

    Fixture money(int seat, int m) {
        s.money[seat] = m;
        return this;
    }

    Fixture person(int person, int field) {
        s.person[person] = field;
        return this;
    }

    Fixture price(int position, int value) {
        s.price[position] = value;
        return this;
    }

    Fixture marker(int goods, int value) {
        s.marker[goods] = value;
        return this;
    }

    Fixture stones(int seat, int n) {
        s.supply -= n - s.stones[seat];
        s.stones[seat] = n;
        return this;
    }

    Fixture supply(int n) {
        s.supply = n; // tests that set this do not check conservation
        return this;
    }

    /** Applies actions as the deciding player. */
    Fixture play(Action... actions) {
        for (Action a : actions) {
            GAME.apply(s, GAME.currentPlayer(s), a, EventSink.NONE);
        }
        return this;
    }

    /** Asserts that {@code a} is refused with a message containing {@code rule} and changes nothing. */
    void refused(Action a, String rule) {
        MassiliaState before = s.copy();
        assertThatThrownBy(() -> GAME.apply(s, GAME.currentPlayer(s), a, EventSink.NONE))
                .isInstanceOf(IllegalActionException.class).hasMessageContaining(rule);
        assertThat(s).isEqualTo(before);
        assertThat(GAME.legalActions(s)).doesNotContain(a);
    }

    int current() {
        return GAME.currentPlayer(s);
    }

    Step top() {
        return s.steps.peek();
    }

    int discard(int god) {
        return s.gods.discarded(god);
    }
}
