package io.agon.massilia.rules;

import static io.agon.massilia.rules.Fixture.GAME;
import static io.agon.massilia.rules.Fixture.RED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import io.agon.core.Setup;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.rules.MassiliaAction.ChooseCorner;
import io.agon.massilia.rules.MassiliaAction.EndTurn;
import io.agon.massilia.rules.MassiliaAction.Pass;
import io.agon.massilia.rules.MassiliaAction.UseDie;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** One refusal type (issue 11): every illegal action names its rule (spec section or decision), state unchanged. */
class RefusalsTest {

    private static void refusedWithRule(MassiliaState s, Action a, String rule) {
        MassiliaState before = s.copy();
        assertThatThrownBy(() -> GAME.apply(s, GAME.currentPlayer(s), a, EventSink.NONE))
                .isInstanceOfSatisfying(IllegalActionException.class, e -> assertThat(e.ruleId()).isEqualTo(rule));
        assertThat(s).isEqualTo(before);
    }

    @Test
    @DisplayName("set-up 3.8 and D22: a field that is no corner, a taken corner, another action")
    void setUp() {
        MassiliaState s = GAME.newGame(Setup.of(3, 7));
        refusedWithRule(s, new ChooseCorner(1), "3.8");
        GAME.apply(s, GAME.currentPlayer(s), new ChooseCorner(0), EventSink.NONE);
        refusedWithRule(s, new ChooseCorner(0), "D22");
        refusedWithRule(s, new Pass(), "3.8");
    }

    @Test
    @DisplayName("4.3: in a turn, a die that does not exist or an action of another step")
    void turn() {
        Fixture f = Fixture.turn(2, RED);
        refusedWithRule(f.s, new UseDie(false, 9, 1), "4.3");
        refusedWithRule(f.s, new EndTurn(), "4.3");
    }
}
