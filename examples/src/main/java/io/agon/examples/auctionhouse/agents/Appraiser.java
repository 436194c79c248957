package io.agon.examples.auctionhouse.agents;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.agent.Agent;
import io.agon.core.agent.InformationSet;
import io.agon.examples.auctionhouse.model.Cards;
import io.agon.examples.auctionhouse.rules.HouseAction;
import io.agon.examples.auctionhouse.rules.HouseView;
import java.util.List;

/**
 * The Auction House "heuristic" agent. It appraises a lot from its view: the studio's value so far plus the award
 * its studio would get if the round ended now (nothing when it would not rank). It pays up to 60% of that to a
 * rival and up to 90% to the bank (its own lot), names half of it as a fixed price, and sells the card of the
 * studio that is played most (a lot worth more earns its seller more), keeping away from a studio's fifth card.
 */
public final class Appraiser implements Agent {

    @Override
    public String name() {
        return "heuristic";
    }

    @Override
    public <S extends GameState<S>> Action choose(Game<S> game, InformationSet<S> info) {
        List<Action> legal = info.legalActions();
        if (!(info.view() instanceof HouseView v)) {
            return legal.get(0);
        }
        if (legal.get(0) instanceof HouseAction.PlayCard) {
            return play(v, legal);
        }
        int me = v.observer();
        double worth = appraise(v, Cards.studio(v.lot()), 0);
        boolean ownLot = v.seller() == me;
        int limit = (int) Math.floor(worth * (ownLot ? 0.9 : 0.6));
        boolean naming = ownLot && v.kind().equals("fixed price") && v.price() == 0;
        if (naming) {
            return closest(legal, (int) Math.round(worth * 0.5));
        }
        HouseAction.Bid lowest = null;
        HouseAction.Bid highest = null;
        for (Action a : legal) {
            if (a instanceof HouseAction.Bid b && b.amount() <= limit) {
                lowest = lowest == null ? b : lowest;
                highest = b;
            }
        }
        if (lowest == null) {
            return HouseAction.PASS;
        }
        boolean oneShot = v.kind().startsWith("sealed") || v.kind().equals("once around");
        return oneShot ? bidBetween(legal, lowest.amount(), highest.amount(), v.kind().endsWith("second price"))
                : lowest;
    }

    /** Sealed and once-around: one chance, so bid high; a second-price bid may be the full limit. */
    private static Action bidBetween(List<Action> legal, int lo, int hi, boolean secondPrice) {
        int target = secondPrice ? hi : lo + (hi - lo) * 2 / 3;
        return closest(legal, target);
    }

    /** The legal bid nearest to {@code amount}. */
    private static Action closest(List<Action> legal, int amount) {
        Action best = legal.get(0);
        int gap = Integer.MAX_VALUE;
        for (Action a : legal) {
            if (a instanceof HouseAction.Bid b && Math.abs(b.amount() - amount) < gap) {
                gap = Math.abs(b.amount() - amount);
                best = b;
            }
        }
        return best;
    }

    /** The card of the studio played most this round that is not its fifth; else the first card. */
    private static Action play(HouseView v, List<Action> legal) {
        Action best = legal.get(0);
        double bestScore = -1;
        for (Action a : legal) {
            int c = ((HouseAction.PlayCard) a).card();
            int studio = Cards.studio(c);
            double score = v.played().get(studio) + 1 >= Cards.ROUND_END ? 0 : appraise(v, studio, 1);
            if (score > bestScore) {
                bestScore = score;
                best = a;
            }
        }
        return best;
    }

    /** What a card of {@code studio} would pay if the round ended now with {@code extra} more cards of it. */
    static double appraise(HouseView v, int studio, int extra) {
        int[] played = new int[Cards.STUDIOS];
        for (int s = 0; s < Cards.STUDIOS; s++) {
            played[s] = v.played().get(s) + (s == studio ? extra : 0);
        }
        int rank = 0;
        for (int s = 0; s < Cards.STUDIOS; s++) {
            if (played[s] > played[studio] || played[s] == played[studio] && s < studio) {
                rank++;
            }
        }
        return rank < Cards.AWARDS.length ? v.values().get(studio) + Cards.AWARDS[rank] : 0;
    }
}
