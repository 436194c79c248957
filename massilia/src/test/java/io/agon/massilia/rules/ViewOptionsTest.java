package io.agon.massilia.rules;

import static io.agon.massilia.rules.Fixture.GAME;
import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import io.agon.massilia.rules.MassiliaAction.MovePerson;
import io.agon.massilia.rules.MassiliaAction.PipStep;
import io.agon.massilia.rules.MassiliaAction.UseDie;
import io.agon.massilia.rules.MassiliaView.Option;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The view's data for a browser picture: one option per legal action, in order, for the deciding seat only; a
 * person move names the field the person really reaches (spec 5.2); the declared die use is the pending one with
 * its value (spec 5.0).
 */
class ViewOptionsTest {

    @Test
    void optionsDescribeTheLegalActions() {
        int moves = 0;
        int declared = 0;
        for (long seed = 1; seed <= 3; seed++) {
            MassiliaState s = GAME.newGame(new Setup(3, seed, Map.of()));
            Rng rng = new Rng(seed);
            for (int step = 0; step < 3000 && !s.over; step++) {
                int p = GAME.currentPlayer(s);
                List<Action> legal = GAME.legalActions(s);
                MassiliaView view = (MassiliaView) GAME.view(s, p);
                List<Option> options = view.options();
                assertThat(((MassiliaView) GAME.view(s, (p + 1) % 3)).options()).isEmpty();
                assertThat(options).hasSize(legal.size());
                if (s.steps.peek() instanceof Step.Declare d) {
                    assertThat(view.declared().dice()).hasSize(d.dice().size());
                    assertThat(view.declared().value()).isEqualTo(DieUse.value(d.dice()));
                    declared++;
                } else {
                    assertThat(view.declared()).isNull();
                }
                for (int i = 0; i < legal.size(); i++) {
                    Action a = legal.get(i);
                    Option o = options.get(i);
                    assertThat(o.kind()).isEqualTo(((MassiliaAction) a).viewKind());
                    if (a instanceof MovePerson m) {
                        MassiliaState c = s.copy();
                        GAME.apply(c, p, a, EventSink.NONE);
                        assertThat(o.person()).isEqualTo(m.person());
                        assertThat(c.person[m.person()]).as("the field the person reaches").isEqualTo(o.field());
                        moves++;
                    } else if (a instanceof UseDie u) {
                        assertThat(List.of(o.colour(), o.pips(), o.fromSupply()))
                                .containsExactly(u.colour(), u.pips(), u.fromSupply());
                    } else if (a instanceof PipStep ps) {
                        assertThat(List.of(o.die(), o.up(), o.god())).containsExactly(ps.die(), ps.up(), ps.minerva());
                    }
                }
                GAME.apply(s, p, legal.get(rng.nextInt(legal.size())), EventSink.NONE);
            }
        }
        assertThat(moves).isGreaterThan(100);
        assertThat(declared).isGreaterThan(50);
    }
}
