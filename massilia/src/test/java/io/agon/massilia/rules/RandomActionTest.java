package io.agon.massilia.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The playouts' random draw ({@link MassiliaGame#randomAction}) checked against the listed legal actions: every
 * action it returns is legal, and it draws uniformly from exactly the documented subset (spec 4.3 turn, spec 6 /
 * D52 declaration), found here independently by trying each legal action.
 */
class RandomActionTest {

    private static final MassiliaGame GAME = Fixture.GAME;

    /** True for the steps of a declaration that are not final: bending, adding a die, cancelling. */
    private static boolean building(Action a) {
        return a instanceof MassiliaAction.AddDie || a instanceof MassiliaAction.PipStep
                || a instanceof MassiliaAction.Recolour || a instanceof MassiliaAction.CancelDie;
    }

    /** The documented support of the draw in {@code s}, worked out from the listed legal actions. */
    private static Set<Action> support(MassiliaState s) {
        List<Action> legal = GAME.legalActions(s);
        Step top = s.steps.peek();
        Set<Action> out = new LinkedHashSet<>();
        if (top instanceof Step.Declare) {
            for (Action a : legal) {
                if (!building(a)) {
                    out.add(a);
                }
            }
            if (out.isEmpty()) {
                out.add(Acts.CANCEL);
            }
            return out;
        }
        if (top instanceof Step.Turn) {
            for (Action a : legal) {
                if (a instanceof MassiliaAction.UseDie) {
                    MassiliaState t = s.copy();
                    GAME.apply(t, a);
                    if (GAME.legalActions(t).stream().allMatch(RandomActionTest::building)) {
                        continue; // a die that allows no final action on its own
                    }
                }
                out.add(a);
            }
            if (out.isEmpty()) {
                out.addAll(legal);
            }
            return out;
        }
        out.addAll(legal);
        return out;
    }

    /** Positions of uniformly random games at 2 and 4 players, every {@code stride}-th decision. */
    private static List<MassiliaState> positions(int stride) {
        List<MassiliaState> out = new ArrayList<>();
        Rng rng = new Rng(99);
        for (int players : new int[] {2, 4}) {
            for (int g = 0; g < 3; g++) {
                MassiliaState s = GAME.newGame(new Setup(players, 40 + g, Map.of()));
                int i = 0;
                while (!GAME.isOver(s)) {
                    if (i++ % stride == 0) {
                        out.add(s.copy());
                    }
                    List<Action> legal = GAME.legalActions(s);
                    GAME.apply(s, GAME.currentPlayer(s), legal.get(rng.nextInt(legal.size())), EventSink.NONE);
                }
            }
        }
        return out;
    }

    @Test
    @DisplayName("every drawn action is legal and in the documented subset, which it covers (spec 4.3, 6, D52)")
    void drawsOnlyFromTheDocumentedSubset() {
        List<Action> scratch = new ArrayList<>();
        Rng rng = new Rng(5);
        int declarations = 0;
        int turns = 0;
        for (MassiliaState s : positions(7)) {
            Set<Action> support = support(s);
            List<Action> legal = GAME.legalActions(s);
            assertThat(legal).containsAll(support);
            Set<Action> seen = new LinkedHashSet<>();
            for (int k = 0; k < 12 * support.size(); k++) {
                Action a = GAME.randomAction(s, rng, scratch);
                assertThat(legal).as("legal in %s", s.steps.peek()).contains(a);
                assertThat(support).contains(a);
                seen.add(a);
            }
            assertThat(seen).as("every documented action is drawn (%s)", s.steps.peek()).isEqualTo(support);
            declarations += s.steps.peek() instanceof Step.Declare ? 1 : 0;
            turns += s.steps.peek() instanceof Step.Turn ? 1 : 0;
        }
        assertThat(declarations).isGreaterThan(10);
        assertThat(turns).isGreaterThan(10);
    }

    @Test
    @DisplayName("the draw is uniform over the documented subset: chi-square over 6,000 draws per position")
    void uniformOverTheSubset() {
        List<Action> scratch = new ArrayList<>();
        Rng rng = new Rng(11);
        int tested = 0;
        for (MassiliaState s : positions(53)) {
            Set<Action> support = support(s);
            int k = support.size();
            if (k < 3) {
                continue;
            }
            int draws = 6_000;
            Map<Action, Integer> counts = new HashMap<>();
            for (int i = 0; i < draws; i++) {
                counts.merge(GAME.randomAction(s, rng, scratch), 1, Integer::sum);
            }
            double expected = (double) draws / k;
            double chi2 = 0;
            for (Action a : support) {
                double d = counts.getOrDefault(a, 0) - expected;
                chi2 += d * d / expected;
            }
            int df = k - 1;
            // far above the 99.9th percentile of chi-square with df degrees of freedom (fixed seeds: no flakiness)
            assertThat(chi2).as("chi-square, %d actions at %s", k, s.steps.peek())
                    .isLessThan(df + 5 * Math.sqrt(2.0 * df) + 10);
            tested++;
        }
        assertThat(tested).isGreaterThan(5);
    }

    @Test
    @DisplayName("the draw depends only on the state and the generator")
    void deterministic() {
        List<Action> scratch = new ArrayList<>();
        for (MassiliaState s : positions(31)) {
            Rng a = new Rng(3);
            Rng b = new Rng(3);
            for (int i = 0; i < 5; i++) {
                assertThat(GAME.randomAction(s, b, scratch)).isEqualTo(GAME.randomAction(s, a, new ArrayList<>()));
            }
        }
    }
}
