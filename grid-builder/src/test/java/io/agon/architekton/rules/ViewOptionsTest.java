package io.agon.architekton.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.model.Step;
import io.agon.architekton.rules.ArchitektonAction.KeepHouse;
import io.agon.architekton.rules.ArchitektonAction.MoveHouseFrom;
import io.agon.architekton.rules.ArchitektonAction.Place;
import io.agon.architekton.rules.ArchitektonView.Enclosed;
import io.agon.architekton.rules.ArchitektonView.Option;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.GameEvent;
import io.agon.core.Rng;
import io.agon.core.Setup;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The view's options (what a browser picture makes clickable): one per legal action, in order, for the deciding
 * seat only; and each placement's announced enclosures are exactly the buildings the placement encloses (spec 5),
 * checked against playing it on a copy.
 */
class ViewOptionsTest {

    private static final ArchitektonGame G = ContractTest.GAME;

    @Test
    void optionsMatchTheLegalActionsAndTheirEnclosures() {
        int enclosing = 0;
        int checked = 0;
        for (long seed = 1; seed <= 6; seed++) {
            ArchitektonState s = G.newGame(new Setup(2, seed, java.util.Map.of()));
            Rng rng = new Rng(seed);
            while (!s.over) {
                int p = G.currentPlayer(s);
                List<Action> legal = G.legalActions(s);
                List<Option> options = G.view(s, p).options();
                assertThat(G.view(s, 1 - p).options()).as("the other seat gets no options").isEmpty();
                assertThat(options).hasSize(legal.size());
                for (int i = 0; i < legal.size(); i++) {
                    Action a = legal.get(i);
                    Option o = options.get(i);
                    if (a instanceof Place pl) {
                        assertThat(o.kind()).isEqualTo("place");
                        assertThat(o.tile()).isEqualTo(G.tiles().id(pl.tile()));
                        assertThat(List.of(o.x(), o.y())).containsExactly(pl.x(), pl.y());
                        if (i % 3 == 0 || !o.encloses().isEmpty()) {
                            checked++;
                            Set<Enclosed> actual = enclosedBy(s, p, a);
                            if (actual != null) {
                                assertThat(new HashSet<>(o.encloses())).as("seed %d, %s", seed, a)
                                        .isEqualTo(actual);
                                enclosing += o.encloses().isEmpty() ? 0 : 1;
                            }
                        }
                    } else if (a instanceof MoveHouseFrom m) {
                        assertThat(List.of(o.kind(), o.x(), o.y())).containsExactly("move", m.x(), m.y());
                    } else {
                        Step.OwnerChoice c = (Step.OwnerChoice) s.steps.peek();
                        assertThat(o.kind()).isEqualTo(a instanceof KeepHouse ? "keep" : "withdraw");
                        assertThat(o.cost()).isEqualTo(a instanceof KeepHouse ? c.wrongEdges() : c.wrongEdges() - 1);
                    }
                }
                G.apply(s, p, legal.get(rng.nextInt(legal.size())), EventSink.NONE);
            }
        }
        assertThat(checked).isGreaterThan(500);
        assertThat(enclosing).as("placements that enclose something were seen").isGreaterThan(20);
    }

    /** What playing {@code a} on a copy encloses (events and pending owner choices), or null after a house move. */
    private static Set<Enclosed> enclosedBy(ArchitektonState s, int p, Action a) {
        ArchitektonState c = s.copy();
        List<GameEvent> events = new ArrayList<>();
        G.apply(c, p, a, EventSink.into(events));
        Set<Enclosed> out = new HashSet<>();
        for (GameEvent e : events) {
            if (e instanceof ArchitektonEvent.BuildingEnclosed b) {
                out.add(new Enclosed(b.x(), b.y(), b.owner(), b.wrongEdges()));
            }
        }
        for (int d = 0; d < c.steps.size(); d++) {
            Step step = c.steps.peek(d);
            if (step instanceof Step.MoveHouse) {
                return null;
            }
            if (step instanceof Step.OwnerChoice o) {
                out.add(new Enclosed(o.x(), o.y(), o.owner(), o.wrongEdges()));
            }
        }
        return out;
    }
}
