package io.agon.examples.auctionhouse.agents;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.agent.Agent;
import io.agon.core.agent.InformationSet;
import io.agon.core.agent.MoveFilter;
import io.agon.core.agent.RolloutPolicy;
import io.agon.core.flow.AuctionKind;
import io.agon.core.flow.Auction;
import io.agon.examples.auctionhouse.model.Cards;
import io.agon.examples.auctionhouse.model.HouseState;
import io.agon.examples.auctionhouse.model.Step;
import io.agon.examples.auctionhouse.rules.HouseAction;
import io.agon.examples.auctionhouse.rules.HouseView;
import java.util.List;

/**
 * The Auction House "heuristic" agent. It appraises a lot at what it would pay if the round ended now: the studio's
 * value so far plus the award its rank would bring (nothing when it would not rank). It pays up to 60% of that to a
 * rival and up to 90% to the bank (its own lot), bids high once in a one-chance auction, names half the appraisal as
 * a fixed price, and sells the card of the studio played most, keeping away from a studio's fifth card.
 *
 * <p>It plays from its {@link HouseView}, and also serves the searches: as a {@link RolloutPolicy}
 * ({@code mcts:rollout=heuristic}) it reads the rollout state directly (a determinization, so nothing leaks), and as
 * a {@link MoveFilter} ({@code mcts:prune=heuristic}) it keeps a few bids worth searching: the least, fractions of
 * its appraisal, and the pass.
 */
public final class Appraiser implements Agent, RolloutPolicy, MoveFilter {

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
        int[] played = ints(v.played());
        int[] values = ints(v.values());
        boolean naming = v.seller() == v.observer() && v.lot() >= 0 && Cards.kind(v.lot()) == AuctionKind.FIXED_PRICE
                && v.price() == 0;
        return decide(v.observer(), v.seller(), v.lot(), naming, played, values, legal);
    }

    @Override
    public <S extends GameState<S>> Action pick(Game<S> game, S state, List<Action> legal, Rng rng) {
        if (!(state instanceof HouseState s)) {
            return legal.get(rng.nextInt(legal.size()));
        }
        Auction a = s.steps.peek() instanceof Step.Selling ? s.auction : null;
        int me = game.currentPlayer(state);
        return decide(me, s.seller, s.lot, a != null && a.naming(), s.played, s.value, legal);
    }

    @Override
    public <S extends GameState<S>> void candidates(Game<S> game, S state, List<Action> legal, List<Action> out) {
        if (!(state instanceof HouseState s) || !(legal.get(0) instanceof HouseAction.Bid first)) {
            return;    // search them all (a hand of cards, or a single bid and the pass)
        }
        HouseAction.Bid last = null;
        for (Action a : legal) {
            if (a instanceof HouseAction.Bid b) {
                last = b;
            }
        }
        int span = last.amount() - first.amount();
        if (span <= 4) {
            return;
        }
        double worth = appraise(s.played, s.value, Cards.studio(s.lot), 0);
        int[] targets = {first.amount(), (int) (worth * 0.4), (int) (worth * 0.7), (int) worth,
                (int) (worth * 1.3)};
        for (Action a : legal) {
            if (!(a instanceof HouseAction.Bid b)) {
                out.add(a);    // the pass
                continue;
            }
            for (int t : targets) {
                int clamped = Math.max(first.amount(), Math.min(last.amount(), t));
                if (b.amount() == clamped) {
                    out.add(a);
                    break;
                }
            }
        }
    }

    /** The choice of seat {@code me}; {@code naming}: a seller naming a fixed price. */
    static Action decide(int me, int seller, int lot, boolean naming, int[] played, int[] values, List<Action> legal) {
        if (legal.get(0) instanceof HouseAction.PlayCard) {
            return play(played, values, legal);
        }
        double worth = appraise(played, values, Cards.studio(lot), 0);
        if (naming) {
            return closest(legal, (int) Math.round(worth * 0.5));
        }
        int limit = (int) Math.floor(worth * (seller == me ? 0.9 : 0.6));
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
        AuctionKind kind = Cards.kind(lot);
        if (kind == AuctionKind.SEALED_SECOND_PRICE) {
            return highest;    // bidding one's true value is safe when the price is the second bid
        }
        boolean oneShot = kind == AuctionKind.SEALED_FIRST_PRICE || kind == AuctionKind.ONCE_AROUND;
        return oneShot ? closest(legal, lowest.amount() + (highest.amount() - lowest.amount()) * 2 / 3) : lowest;
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
    private static Action play(int[] played, int[] values, List<Action> legal) {
        Action best = legal.get(0);
        double bestScore = -1;
        for (Action a : legal) {
            int c = ((HouseAction.PlayCard) a).card();
            int studio = Cards.studio(c);
            double score = played[studio] + 1 >= Cards.ROUND_END ? 0 : appraise(played, values, studio, 1);
            if (score > bestScore) {
                bestScore = score;
                best = a;
            }
        }
        return best;
    }

    /** What a card of {@code studio} would pay if the round ended now with {@code extra} more cards of it. */
    static double appraise(int[] played, int[] values, int studio, int extra) {
        int mine = played[studio] + extra;
        int rank = 0;
        for (int s = 0; s < Cards.STUDIOS; s++) {
            if (s != studio && (played[s] > mine || played[s] == mine && s < studio)) {
                rank++;
            }
        }
        return rank < Cards.AWARDS.length ? values[studio] + Cards.AWARDS[rank] : 0;
    }

    private static int[] ints(List<Integer> list) {
        int[] out = new int[list.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = list.get(i);
        }
        return out;
    }
}
