package io.agon.massilia.agents;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import io.agon.core.Action;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.rules.MassiliaAction;
import io.agon.massilia.rules.Scoring;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The search evaluation {@link Outlook}: what it counts and how. */
class OutlookTest {

    private static final MassiliaData DATA = AgentMatch.GAME.data();

    private static double[] outlook(MassiliaState s) {
        double[] out = new double[s.players];
        Outlook.values(DATA, s, new double[Outlook.FEATURES], out);
        return out;
    }

    private static double[] features(MassiliaState s, int p) {
        double[] f = new double[Outlook.FEATURES];
        Outlook.features(DATA, s, p, Outlook.share(s), f);
        return f;
    }

    @Test
    @DisplayName("a finished game's outlook is each seat's final score (spec 7)")
    void finishedGameIsTheFinalScore() {
        Rng r = new Rng(3);
        for (int g = 0; g < 5; g++) {
            MassiliaState s = AgentMatch.GAME.newGame(Setup.of(2 + g % 3, g));
            List<Action> legal = new ArrayList<>();
            while (!AgentMatch.GAME.isOver(s)) {
                legal.clear();
                AgentMatch.GAME.legalActions(s, legal);
                AgentMatch.GAME.apply(s, legal.get(r.nextInt(legal.size())));
            }
            double[] v = outlook(s);
            for (int p = 0; p < s.players; p++) {
                assertThat(v[p]).isEqualTo(Scoring.finalScore(DATA, s, p));
            }
        }
    }

    @Test
    @DisplayName("passing gives up the dice still to use (4.3 B): the passer's share goes to the seats still active")
    void passingGivesUpDice() {
        MassiliaState s = HeuristicAgentTest.turn();
        s.temple[Ids.die(Ids.DIE_BROWN, 3)] = 2;
        s.temple[Ids.die(Ids.DIE_BLACK, 5)] = 2;
        int dice = 5; // index of the dice feature
        assertThat(Outlook.NAMES[dice]).isEqualTo("dice");
        assertThat(features(s, 0)[dice]).isEqualTo(2.0);
        assertThat(features(s, 1)[dice]).isEqualTo(2.0);
        AgentMatch.GAME.apply(s, new MassiliaAction.Pass());
        assertThat(features(s, 0)[dice]).isZero();
        assertThat(features(s, 1)[dice]).isEqualTo(4.0);
    }

    @Test
    @DisplayName("penalty stones (7.3): charged lightly before the last round (2 stones cost 1.5, 12 cost 6.5), the "
            + "table in it (2 stones cost 3); never more than 15")
    void penaltyDeduction() {
        MassiliaState s = HeuristicAgentTest.turn();
        s.stones[0] = 0;
        assertThat(Outlook.deduction(DATA, s, 0)).isZero();
        s.stones[0] = 2;
        assertThat(Outlook.deduction(DATA, s, 0)).isEqualTo(1.5);
        s.stones[0] = 12;
        assertThat(Outlook.deduction(DATA, s, 0)).isEqualTo(6.5);
        s.stones[0] = 40;
        assertThat(Outlook.deduction(DATA, s, 0)).isEqualTo(15.0);
        s.round = 7;
        s.stones[0] = 2;
        assertThat(Outlook.deduction(DATA, s, 0)).isEqualTo(3.0);
        assertThat(features(s, 0)[0]).isEqualTo(-3.0);
    }

    @Test
    @DisplayName("a sesterce is worth more while rounds are left; a cube near its customer more than a far one")
    void moneyAndGoods() {
        MassiliaState s = HeuristicAgentTest.turn();
        double early = outlook(s)[0];
        s.money[0] += 3;
        double perSesterceEarly = (outlook(s)[0] - early) / 3;
        s.round = 7;
        double late = outlook(s)[0];
        s.money[0] += 3;
        double perSesterceLate = (outlook(s)[0] - late) / 3;
        assertThat(perSesterceLate).isCloseTo(1.0 / 3, offset(1e-9));
        assertThat(perSesterceEarly).isGreaterThan(perSesterceLate);

        s.round = 3;
        s.stallOwner[0] = 0;
        s.reserve[0] = 4;
        s.person[Ids.VIOLET] = 2;
        double none = outlook(s)[0];
        s.cubes[Ids.VIOLET] = 1;
        double near = outlook(s)[0] - none;
        s.person[Ids.VIOLET] = 12;
        double far = outlook(s)[0] - none;
        assertThat(near).isGreaterThan(far).isGreaterThan(0);
    }
}
