package io.agon.examples.auctionhouse;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.Action;
import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.agent.InformationSet;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import io.agon.examples.auctionhouse.model.HouseState;
import io.agon.examples.auctionhouse.rules.AuctionHouse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Auction House agents, kept small (the strength of MCTS against the heuristic is measured with
 * {@code ./agon tournament} and reported in docs/tutorial-auctions.md).
 */
class AgentsOnAuctionHouseTest {

    private final GameEntry entry = GameCatalog.load().get(AuctionHouse.ID);
    private final AuctionHouse game = (AuctionHouse) entry.game();

    private Agent agent(String spec, long seed) {
        return Agents.create(AgentSpec.parse(spec), seed, entry.agents());
    }

    @Test
    void theHeuristicBeatsRandomPlayers() {
        int wins = 0;
        for (int g = 0; g < 10; g++) {
            HouseState s = game.newGame(Setup.of(3, 40 + g));
            int seat = g % 3;
            Agent me = agent("heuristic", g);
            Agent other = agent("random", g);
            while (!game.isOver(s)) {
                int p = game.currentPlayer(s);
                game.apply(s, (p == seat ? me : other).choose(game, new InformationSet<>(game, s)));
            }
            wins += game.outcome(s).isWinner(seat) ? 1 : 0;
        }
        assertThat(wins).as("wins of 10 (random would win about 3)").isGreaterThanOrEqualTo(8);
    }

    @Test
    void thePrunedSearchIsReproducibleAndKeepsTheMovesItMaySearch() {
        HouseState s = game.newGame(Setup.of(2, 7));
        game.apply(s, game.legalActions(s).get(0));     // a lot goes on sale: bids from 1 to 40
        List<Action> legal = game.legalActions(s);
        List<Action> kept = new ArrayList<>();
        ((io.agon.core.agent.MoveFilter) agent("heuristic", 1)).candidates(game, s, legal, kept);
        if (legal.size() > 6) {
            assertThat(kept).isNotEmpty().hasSizeLessThan(legal.size()).isSubsetOf(legal);
        }
        String spec = "mcts:iterations=60,rollout=heuristic,prune=heuristic";
        Action a = agent(spec, 3).choose(game, new InformationSet<>(game, s));
        Action b = agent(spec, 3).choose(game, new InformationSet<>(game, s));
        assertThat(a).isEqualTo(b).isIn(legal);
    }
}
