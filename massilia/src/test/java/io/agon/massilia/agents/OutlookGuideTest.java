package io.agon.massilia.agents;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.agent.InformationSet;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import io.agon.massilia.rules.MassiliaAction;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The agent kind {@code outlook}: the evaluator and the move filter a search uses in Massilia. */
class OutlookGuideTest {

    private static List<Action> legal(MassiliaState s) {
        List<Action> out = new ArrayList<>();
        AgentMatch.GAME.legalActions(s, out);
        return out;
    }

    /** A beige 4 die being declared by seat 0 with money for many purchases: 12 or more final actions. */
    private static MassiliaState beigeDeclaration() {
        MassiliaState s = HeuristicAgentTest.turn();
        s.stallOwner[0] = 0;
        s.reserve[0] = 4;
        s.stallOwner[12] = 1;
        s.reserve[1] = 4;
        s.temple[Ids.die(Ids.DIE_BEIGE, 4)] = 1;
        AgentMatch.GAME.apply(s, new MassiliaAction.UseDie(false, Ids.DIE_BEIGE, 4));
        assertThat(s.steps.peek()).isInstanceOf(Step.Declare.class);
        return s;
    }

    @Test
    @DisplayName("as an Evaluator: values summing to 1 with 2 players; 6 points of outlook ahead make a 73% favourite")
    void evaluator() {
        MassiliaState s = HeuristicAgentTest.turn();
        double[] v = new double[2];
        OutlookGuide g = new OutlookGuide(1);
        g.values(AgentMatch.GAME, s, v);
        assertThat(v[0]).isEqualTo(0.5);
        s.prestige[1] += 6; // SCALE points ahead: a 73% favourite
        g.values(AgentMatch.GAME, s, v);
        assertThat(v[1]).isCloseTo(1 / (1 + Math.exp(-6 / OutlookGuide.SCALE)), offset(1e-9));
        assertThat(v[1]).isCloseTo(0.731, offset(0.001));
        assertThat(v[0] + v[1]).isCloseTo(1.0, offset(1e-9));
    }

    @Test
    @DisplayName("as a MoveFilter: outside a die declaration it keeps every move (adds none)")
    void filterLeavesTurnsAlone() {
        MassiliaState s = HeuristicAgentTest.turn();
        s.temple[Ids.die(Ids.DIE_BEIGE, 4)] = 1;
        s.temple[Ids.die(Ids.DIE_BROWN, 2)] = 1;
        List<Action> out = new ArrayList<>();
        new OutlookGuide(1).candidates(AgentMatch.GAME, s, legal(s), out);
        assertThat(out).isEmpty();
    }

    @Test
    @DisplayName("as a MoveFilter: in a declaration (5.0) it keeps the final actions with the best outlook, every "
            + "consul move and the drop of the die, and leaves out the rest")
    void filterKeepsTheBestFinals() {
        MassiliaState s = beigeDeclaration();
        List<Action> legal = legal(s);
        List<Action> finals = new ArrayList<>();
        for (Action a : legal) {
            if (Outlook.isFinal(a)) {
                finals.add(a);
            }
        }
        assertThat(finals.size()).isGreaterThan(OutlookGuide.KEEP + 2);
        // the outlook of seat 0 after each final action, as the filter sees it
        double best = Double.NEGATIVE_INFINITY;
        double worst = Double.POSITIVE_INFINITY;
        Action bestFinal = null;
        Action worstFinal = null;
        for (Action a : finals) {
            if (a instanceof MassiliaAction.MovePerson m && m.person() == Ids.CONSUL) {
                continue; // always kept
            }
            MassiliaState t = s.copy();
            AgentMatch.GAME.apply(t, 0, a, EventSink.NONE);
            double[] scores = new double[2];
            Outlook.values(AgentMatch.GAME.data(), t, new double[Outlook.FEATURES], scores);
            double v = scores[0] - scores[1];
            if (v > best) {
                best = v;
                bestFinal = a;
            }
            if (v < worst) {
                worst = v;
                worstFinal = a;
            }
        }
        List<Action> out = new ArrayList<>();
        new OutlookGuide(1).candidates(AgentMatch.GAME, s, legal, out);
        long keptFinals = out.stream().filter(Outlook::isFinal).count();
        assertThat(keptFinals).isBetween(1L, (long) OutlookGuide.KEEP + 1); // ties at the bar may add one
        assertThat(out).contains(bestFinal).doesNotContain(worstFinal);
        assertThat(out).contains(new MassiliaAction.CancelDie());
        List<Action> again = new ArrayList<>();
        new OutlookGuide(7).candidates(AgentMatch.GAME, s, legal, again);
        assertThat(again).isEqualTo(out);
        // the same instances, in the listed order
        int at = -1;
        for (Action a : out) {
            int i = legal.indexOf(a);
            assertThat(i).isGreaterThan(at);
            at = i;
        }
    }

    @Test
    @DisplayName("as a MoveFilter: a bend (a penalty stone, 5.0) is kept when its best use beats every use without it, "
            + "dropped when it gains nothing")
    void filterKeepsOnlyBendsThatGain() {
        MassiliaState s = HeuristicAgentTest.turn();
        s.round = 7;
        s.stallOwner[0] = 0;
        s.reserve[0] = 4;
        s.cubes[Ids.VIOLET] = 3;
        s.harbour[Ids.VIOLET] -= 3;
        s.person[Ids.VIOLET] = 3; // 3 fields from the stall on 0: a brown 4 bent down to 3 sells
        s.money[0] = 2; // too poor to build where the consul could go
        s.temple[Ids.die(Ids.DIE_BROWN, 4)] = 1;
        AgentMatch.GAME.apply(s, new MassiliaAction.UseDie(false, Ids.DIE_BROWN, 4));
        List<Action> legal = legal(s);
        Action down = new MassiliaAction.PipStep(0, false, false);
        Action up = new MassiliaAction.PipStep(0, true, false);
        assertThat(legal).contains(down, up);
        List<Action> out = new ArrayList<>();
        new OutlookGuide(1).candidates(AgentMatch.GAME, s, legal, out);
        assertThat(out).contains(down).doesNotContain(up);
    }

    @Test
    @DisplayName("mcts:eval=outlook,prune=outlook plays a whole 2-player game against the heuristic")
    void searchPlaysAGame() {
        Agent mcts = Agents.create(AgentSpec.parse("mcts:iterations=30,eval=outlook,prune=outlook,c=0.4,mix=0.5"), 3,
                Map.of("outlook", (spec, seed) -> new OutlookGuide(seed)));
        HeuristicAgent other = new HeuristicAgent(4);
        MassiliaState s = AgentMatch.GAME.newGame(Setup.of(2, 9));
        int steps = 0;
        while (!AgentMatch.GAME.isOver(s) && steps++ < 20_000) {
            int p = AgentMatch.GAME.currentPlayer(s);
            Agent a = p == 0 ? mcts : other;
            AgentMatch.GAME.apply(s, a.choose(AgentMatch.GAME, new InformationSet<>(AgentMatch.GAME, s)));
        }
        assertThat(AgentMatch.GAME.isOver(s)).isTrue();
    }

    @Test
    @DisplayName("on its own it plays the move whose result it values best: a sale in the last round over nothing")
    void choosesGreedily() {
        MassiliaState s = HeuristicAgentTest.turn();
        s.round = 7;
        s.stallOwner[0] = 0;
        s.reserve[0] = 4;
        s.cubes[Ids.VIOLET] = 3;
        s.harbour[Ids.VIOLET] -= 3;
        s.person[Ids.VIOLET] = 3;
        s.temple[Ids.die(Ids.DIE_BROWN, 3)] = 1;
        AgentMatch.GAME.apply(s, new MassiliaAction.UseDie(false, Ids.DIE_BROWN, 3));
        Action a = new OutlookGuide(2).choose(AgentMatch.GAME, new InformationSet<>(AgentMatch.GAME, s));
        assertThat(a).isEqualTo(new MassiliaAction.MovePerson(Ids.VIOLET, false, 0));
    }
}
