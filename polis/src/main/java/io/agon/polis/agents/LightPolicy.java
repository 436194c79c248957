package io.agon.polis.agents;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.agent.Agent;
import io.agon.core.agent.InformationSet;
import io.agon.core.agent.MoveFilter;
import io.agon.core.agent.RolloutPolicy;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction;
import io.agon.polis.rules.PolisGame;
import java.util.List;

/**
 * A cheap, plausible Polis rollout policy ({@code mcts:rollout=light}; agent kind {@code light}): random play with
 * a few rules of thumb where random play is absurd. Bidders raise by the least step only while the bid stays below
 * a rough value of the lot and leaves a small reserve (random bidders throw all their money at any card); a seller
 * keeps an unsold card for 1 and buys back a card worth more than the price; a builder builds an affordable card
 * rather than stop; an attacker does not buy needless mercenaries. Everything else is uniformly random.
 *
 * <p>As a {@link MoveFilter} ({@code mcts:prune=light}) it keeps a search's tree to sensible moves: of the bids
 * from the minimum to all of one's money it keeps the minimum and a few growing jumps (raises of 0, 1, 2, 4, 7, 11,
 * 16, ... above it) and the pass, and of the attacks only those with the fewest mercenaries on each target (more
 * mercenaries cost money and win nothing more). Every other legal move is kept.
 *
 * <p>It reads the rollout state only (a determinization, never the true state) and allocates nothing per action
 * except what {@link PolisGame#score} allocates when a lot is valued.
 */
public final class LightPolicy implements Agent, RolloutPolicy, MoveFilter {

    /** Money a bidder keeps back (as the heuristic agent does). */
    static final int RESERVE = 4;

    /** Chance to build an affordable card instead of ending the build phase. */
    static final double BUILD_CHANCE = 0.9;

    /** Chance to stop auctioning after the compulsory first auction. */
    static final double STOP_AUCTIONS = 0.6;

    private final PolisGame game;
    private final Evaluation evaluation;
    private final Rng rng;

    /** The policy for {@code game}; {@code seed} seeds its generator when it plays as an agent. */
    public LightPolicy(PolisGame game, long seed) {
        this.game = game;
        this.evaluation = new Evaluation(game);
        this.rng = new Rng(seed);
    }

    @Override
    public String name() {
        return "light";
    }

    @Override
    public <S extends GameState<S>> Action choose(Game<S> g, InformationSet<S> info) {
        List<Action> legal = info.legalActions();
        if (legal.size() == 1) {
            return legal.get(0);
        }
        return pick((PolisState) info.sample(rng), legal, rng);
    }

    @Override
    public <S extends GameState<S>> Action pick(Game<S> g, S state, List<Action> legal, Rng r) {
        return legal.size() == 1 ? legal.get(0) : pick((PolisState) state, legal, r);
    }

    /** The rule-of-thumb choice among {@code legal} (at least two actions) in {@code s}. */
    Action pick(PolisState s, List<Action> legal, Rng r) {
        int n = legal.size();
        Step top = s.steps.peek();
        int me = game.currentPlayer(s);
        if (top instanceof Step.Bidding) {
            // Bids come in increasing order, the pass last.
            if (legal.get(0) instanceof PolisAction.Bid b) {
                double worth = lotValue(s, me) * (0.75 + 0.5 * r.nextDouble());
                if (b.amount() <= worth && b.amount() <= s.money[me] - RESERVE) {
                    return b;
                }
            }
            return legal.get(n - 1);
        }
        if (top instanceof Step.NoBidChoice) {
            return first(legal, Kind.KEEP, legal.get(n - 1));
        }
        if (top instanceof Step.SellerChoice c) {
            Action back = first(legal, Kind.BUY_BACK, null);
            if (back != null && c.bid() + 1 <= lotValue(s, me)) {
                return back;
            }
            return first(legal, Kind.SELL, legal.get(0));
        }
        if (top instanceof Step.BuildPhase) {
            int builds = count(legal, Kind.BUILD);
            if (builds > 0 && r.nextDouble() < BUILD_CHANCE) {
                return nth(legal, Kind.BUILD, r.nextInt(builds));
            }
            return first(legal, Kind.DONE, legal.get(r.nextInt(n)));
        }
        if (top instanceof Step.AuctionPhase) {
            int offers = count(legal, Kind.OFFER);
            boolean canStop = offers < n;
            if (canStop && r.nextDouble() < STOP_AUCTIONS) {
                return first(legal, Kind.DONE, legal.get(n - 1));
            }
            return nth(legal, Kind.OFFER, r.nextInt(offers));
        }
        if (top instanceof Step.WarPhase) {
            return war(legal, r);
        }
        return legal.get(r.nextInt(n));
    }

    @Override
    public <S extends GameState<S>> void candidates(Game<S> g, S state, List<Action> legal, List<Action> out) {
        int n = legal.size();
        Action head = legal.get(0);
        if (head instanceof PolisAction.Bid min) {
            int next = min.amount();
            int step = 1;
            for (int i = 0; i < n; i++) {
                Action a = legal.get(i);
                if (a instanceof PolisAction.Bid b) {
                    if (b.amount() == next) {
                        out.add(b);
                        next += step;
                        step = next - min.amount() < 2 ? 1 : step + 1;
                    }
                } else {
                    out.add(a);
                }
            }
            return;
        }
        if (head instanceof PolisAction.Attack || legal.get(n - 1) instanceof PolisAction.Attack) {
            for (int i = 0; i < n; i++) {
                Action a = legal.get(i);
                if (!(a instanceof PolisAction.Attack at) || at.mercenaries() == fewest(legal, at.target())) {
                    out.add(a);
                }
            }
            return;
        }
        out.addAll(legal);
    }

    /** The fewest mercenaries of the listed attacks on {@code target}. */
    private static int fewest(List<Action> legal, int target) {
        int least = Integer.MAX_VALUE;
        for (int i = 0, n = legal.size(); i < n; i++) {
            if (legal.get(i) instanceof PolisAction.Attack a && a.target() == target) {
                least = Math.min(least, a.mercenaries());
            }
        }
        return least;
    }

    /** An attack with the fewest mercenaries on a random target, or the end of the war phase (half the time). */
    private static Action war(List<Action> legal, Rng r) {
        int n = legal.size();
        Action done = first(legal, Kind.DONE, null);
        if (done != null && r.nextDouble() < 0.5) {
            return done;
        }
        int least = Integer.MAX_VALUE;
        int ties = 0;
        for (int i = 0; i < n; i++) {
            if (legal.get(i) instanceof PolisAction.Attack a) {
                if (a.mercenaries() < least) {
                    least = a.mercenaries();
                    ties = 1;
                } else if (a.mercenaries() == least) {
                    ties++;
                }
            }
        }
        if (ties == 0) {
            return legal.get(r.nextInt(n));
        }
        int k = r.nextInt(ties);
        for (int i = 0; i < n; i++) {
            if (legal.get(i) instanceof PolisAction.Attack a && a.mercenaries() == least && k-- == 0) {
                return a;
            }
        }
        throw new IllegalStateException("unreachable");
    }

    /** What the lot would add to {@code p}'s position, in money (as the heuristic values it), without a copy. */
    double lotValue(PolisState s, int p) {
        if (s.lotCard < 0) {
            return 0;
        }
        long bit = 1L << s.lotCard;
        double before = evaluation.own(s, p);
        long city = s.city[p];
        s.city[p] = city | bit;
        double after = evaluation.own(s, p);
        s.city[p] = city;
        return Math.max(0, (after - before) * 2.5);
    }

    /** Kinds of action the policy looks for in a legal list. */
    private enum Kind {
        BUILD, OFFER, DONE, KEEP, SELL, BUY_BACK;

        boolean matches(Action a) {
            return switch (this) {
                case BUILD -> a instanceof PolisAction.Build;
                case OFFER -> a instanceof PolisAction.Offer;
                case DONE -> a instanceof PolisAction.Done;
                case KEEP -> a instanceof PolisAction.KeepUnsold;
                case SELL -> a instanceof PolisAction.Sell;
                case BUY_BACK -> a instanceof PolisAction.BuyBack;
            };
        }
    }

    private static Action first(List<Action> legal, Kind kind, Action otherwise) {
        for (int i = 0, n = legal.size(); i < n; i++) {
            if (kind.matches(legal.get(i))) {
                return legal.get(i);
            }
        }
        return otherwise;
    }

    private static int count(List<Action> legal, Kind kind) {
        int k = 0;
        for (int i = 0, n = legal.size(); i < n; i++) {
            if (kind.matches(legal.get(i))) {
                k++;
            }
        }
        return k;
    }

    private static Action nth(List<Action> legal, Kind kind, int k) {
        for (int i = 0, n = legal.size(); i < n; i++) {
            if (kind.matches(legal.get(i)) && k-- == 0) {
                return legal.get(i);
            }
        }
        throw new IllegalStateException("fewer " + kind + " actions than expected");
    }
}
