package io.agon.examples.sealedlots.agents;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.agent.Agent;
import io.agon.core.agent.InformationSet;
import io.agon.examples.sealedlots.rules.LotsAction;
import io.agon.examples.sealedlots.rules.LotsView;
import java.util.List;

/**
 * The Sealed Lots "heuristic" agent: it values an unknown lot at the mean of the cards it has not seen, bids the
 * minimum while that stays below the value (a bid is paid to a rival, so it keeps a margin of one), and ends its
 * turn without peeking. It sees only its {@link LotsView}.
 */
public final class ValueBidder implements Agent {

    @Override
    public String name() {
        return "heuristic";
    }

    @Override
    public <S extends GameState<S>> Action choose(Game<S> game, InformationSet<S> info) {
        List<Action> legal = info.legalActions();
        if (!(info.view() instanceof LotsView v) || !(legal.get(0) instanceof LotsAction.Bid first)) {
            return legal.get(0);    // after the sale: end the turn (first in the list); or a pass when broke
        }
        double value = unseenMean(v);
        return first.amount() + 1 <= value ? first : LotsAction.PASS;
    }

    private static double unseenMean(LotsView v) {
        int seen = 0;
        for (int card : v.hidden()) {
            seen |= 1 << card;
        }
        for (List<Integer> open : v.open()) {
            for (int card : open) {
                seen |= 1 << card;
            }
        }
        if (v.peeked() >= 0) {
            seen |= 1 << v.peeked();
        }
        int sum = 0;
        int n = 0;
        for (int c = 1; c <= 12; c++) {
            if ((seen & (1 << c)) == 0) {
                sum += c;
                n++;
            }
        }
        return n == 0 ? 0 : (double) sum / n;
    }
}
