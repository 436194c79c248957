package io.agon.polis.agents;

import static io.agon.polis.Fixtures.legal;
import static io.agon.polis.Fixtures.playUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.agent.InformationSet;
import io.agon.core.agent.SearchAgent;
import io.agon.polis.Fixtures;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction;
import io.agon.polis.rules.PolisGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class LightPolicyTest {

    private static final PolisGame GAME = Fixtures.GAME;

    @Test
    @DisplayName("as a rollout policy it only returns legal actions and finishes every game")
    void playsLegalGames() {
        Fixtures.assertPlaysLegalGames(new LightPolicy(GAME, 1));
    }

    @Test
    @DisplayName("a bidder raises by the least step while the lot is worth it and passes when money runs short")
    void bids() {
        LightPolicy policy = new LightPolicy(GAME, 1);
        PolisState s = playUntil(3, x -> x.steps.peek() instanceof Step.Bidding);
        assertThat(s).isNotNull();
        int bidder = GAME.currentPlayer(s);
        s.money[bidder] = 40;
        List<Action> legal = legal(s);
        PolisState before = s.copy();
        Action a = policy.pick(GAME, s, legal, new Rng(1));
        assertThat(s).isEqualTo(before);
        assertThat(a).isIn(legal.get(0), legal.get(legal.size() - 1)); // the least bid or the pass, never a jump
        s.money[bidder] = ((PolisAction.Bid) legal.get(0)).amount() + LightPolicy.RESERVE - 1;
        for (int i = 0; i < 20; i++) {
            assertThat(policy.pick(GAME, s, legal(s), new Rng(i))).isInstanceOf(PolisAction.Pass.class);
        }
    }

    @Test
    @DisplayName("a builder builds an affordable card far more often than it stops")
    void builds() {
        LightPolicy policy = new LightPolicy(GAME, 1);
        PolisState s = playUntil(5, x -> x.steps.peek() instanceof Step.BuildPhase
                && legal(x).get(0) instanceof PolisAction.Build);
        assertThat(s).isNotNull();
        Rng rng = new Rng(2);
        int builds = 0;
        for (int i = 0; i < 200; i++) {
            if (policy.pick(GAME, s, legal(s), rng) instanceof PolisAction.Build) {
                builds++;
            }
        }
        assertThat(builds).isGreaterThan(160);
    }

    @Test
    @DisplayName("as a move filter it keeps the least bid, a few growing jumps and the pass, in the listed order")
    void filtersBids() {
        LightPolicy policy = new LightPolicy(GAME, 1);
        PolisState s = playUntil(3, x -> x.steps.peek() instanceof Step.Bidding);
        assertThat(s).isNotNull();
        s.money[GAME.currentPlayer(s)] = 40;
        List<Action> legal = legal(s);
        int min = ((PolisAction.Bid) legal.get(0)).amount();
        List<Action> out = new ArrayList<>();
        policy.candidates(GAME, s, legal, out);
        List<Integer> raises = new ArrayList<>();
        for (Action a : out) {
            assertThat(legal).contains(a);
            if (a instanceof PolisAction.Bid b) {
                raises.add(b.amount() - min);
            }
        }
        assertThat(raises).startsWith(0, 1, 2, 4, 7, 11, 16).isSorted();
        assertThat(out.get(out.size() - 1)).isInstanceOf(PolisAction.Pass.class);
        assertThat(out.size()).isLessThan(legal.size() / 2);
    }

    @Test
    @DisplayName("as a move filter it keeps only the cheapest attack on each target and every other move as listed")
    void filtersEverythingElse() {
        LightPolicy policy = new LightPolicy(GAME, 1);
        int attacksSeen = 0;
        for (long seed = 1; seed <= 60; seed++) {
            PolisState s = GAME.newGame(Setup.of(3, seed));
            Rng rng = new Rng(seed);
            while (!s.over) {
                List<Action> legal = legal(s);
                List<Action> out = new ArrayList<>();
                policy.candidates(GAME, s, legal, out);
                assertThat(out).isNotEmpty().isSubsetOf(legal);
                boolean bidding = legal.get(0) instanceof PolisAction.Bid;
                for (Action a : legal) {
                    if (a instanceof PolisAction.Attack at) {
                        attacksSeen++;
                        int least = Integer.MAX_VALUE;
                        for (Action b : legal) {
                            if (b instanceof PolisAction.Attack bt && bt.target() == at.target()) {
                                least = Math.min(least, bt.mercenaries());
                            }
                        }
                        assertThat(out.contains(a)).isEqualTo(at.mercenaries() == least);
                    } else if (!bidding) {
                        assertThat(out).contains(a);
                    }
                }
                GAME.apply(s, GAME.currentPlayer(s), legal.get(rng.nextInt(legal.size())), EventSink.NONE);
            }
        }
        assertThat(attacksSeen).isGreaterThan(0);
    }

    @Test
    @DisplayName("mcts:prune=light,rollout=light plays a whole game, and its root moves are the filtered ones")
    void searchWithIt() {
        Map<String, io.agon.core.agent.AgentFactory> kinds = Map.of("light",
                (spec, seed) -> new LightPolicy(GAME, seed));
        SearchAgent mcts = (SearchAgent) Agents.create(AgentSpec.parse("mcts:iterations=40,prune=light,rollout=light"),
                3, kinds);
        assertThat(mcts.name()).contains("rollout=light").contains("prune=light");
        PolisState s = GAME.newGame(Setup.of(3, 12));
        LightPolicy light = new LightPolicy(GAME, 1);
        int steps = 0;
        while (!s.over && steps++ < 5000) {
            InformationSet<PolisState> info = new InformationSet<>(GAME, s);
            Action a = GAME.currentPlayer(s) == 0 ? mcts.choose(GAME, info) : light.choose(GAME, info);
            if (GAME.currentPlayer(s) == 0 && a instanceof PolisAction.Bid) {
                assertThat(mcts.lastMoveStats().size()).isLessThanOrEqualTo(13);
            }
            GAME.apply(s, GAME.currentPlayer(s), a, EventSink.NONE);
        }
        assertThat(s.over).isTrue();
    }
}
