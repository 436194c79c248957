package io.agon.core.agent;

import io.agon.core.Action;
import io.agon.core.Decision;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameInfo;
import io.agon.core.GameState;
import io.agon.core.IllegalActionException;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import java.util.Arrays;
import java.util.List;

/**
 * A bidding dice game with a wide action space, for the search tests (issue 50): two players roll {@link #DICE}
 * six-sided dice each, hidden from the other. In turn they bid "at least {@code q} dice of face {@code f} among all
 * {@code 2 * DICE}", each bid higher than the last (more dice, or as many of a higher face), or call the last bid.
 * A call ends the game: the bidder wins if the bid holds, the caller otherwise; the highest bid cannot be raised, only
 * called. The first decision lists 96 bids, later ones fewer: about a hundred legal actions a decision early on.
 */
final class DiceBidGame implements Game<DiceBidGame.State> {

    /** Dice per player. */
    static final int DICE = 8;

    /** The highest quantity one may bid: every die. */
    static final int MAX_QUANTITY = 2 * DICE;

    /** A bid: at least {@code quantity} dice show {@code face}. */
    record Bid(int quantity, int face) implements Action {
        /** The bid's place in the order of bids (0 for "1 x face 1"). */
        int rank() {
            return (quantity - 1) * 6 + face - 1;
        }
    }

    /** Doubt the last bid. */
    record Call() implements Action {
    }

    static final Call CALL = new Call();

    /** Every bid by rank, shared (actions are values). */
    static final Bid[] BIDS = new Bid[MAX_QUANTITY * 6];

    static {
        for (int q = 1; q <= MAX_QUANTITY; q++) {
            for (int f = 1; f <= 6; f++) {
                BIDS[(q - 1) * 6 + f - 1] = new Bid(q, f);
            }
        }
    }

    static final GameInfo INFO = new GameInfo("dice-bid", "Dice bids", 2, 2, "1", "bid on the dice nobody sees all of",
            List.of(), List.of(Bid.class, Call.class));

    /** The dice, the last bid and the result. */
    static final class State implements GameState<State> {
        /** Player p's dice are {@code dice[p * DICE .. (p + 1) * DICE)}, faces 1 to 6. */
        final int[] dice = new int[2 * DICE];
        /** The rank of the last bid, or -1 before the first. */
        int last = -1;
        /** Who bid last. */
        int bidder = -1;
        /** Whose turn it is, or -1 when over. */
        int turn;
        /** The winner once over, else -1. */
        int winner = -1;

        @Override
        public State copy() {
            return new State().copyFrom(this);
        }

        @Override
        public State copyFrom(State o) {
            System.arraycopy(o.dice, 0, dice, 0, dice.length);
            last = o.last;
            bidder = o.bidder;
            turn = o.turn;
            winner = o.winner;
            return this;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof State s && Arrays.equals(s.dice, dice) && s.last == last && s.bidder == bidder
                    && s.turn == turn && s.winner == winner;
        }

        @Override
        public int hashCode() {
            return (Arrays.hashCode(dice) * 31 + last) * 31 + turn;
        }
    }

    /** What a player sees: its own dice and the bidding. */
    record DiceView(int observer, List<Integer> own, int last, int turn, int winner) implements View {
        @Override
        public String render() {
            return "dice " + own + ", last bid " + (last < 0 ? "none" : BIDS[last]);
        }
    }

    @Override
    public GameInfo info() {
        return INFO;
    }

    @Override
    public State newGame(Setup setup) {
        setup.validate(INFO);
        Rng rng = new Rng(setup.seed());
        State s = new State();
        for (int i = 0; i < s.dice.length; i++) {
            s.dice[i] = 1 + rng.nextInt(6);
        }
        return s;
    }

    @Override
    public int currentPlayer(State s) {
        return s.winner >= 0 ? -1 : s.turn;
    }

    @Override
    public Decision decision(State s) {
        int p = currentPlayer(s);
        return p < 0 ? Decision.GAME_OVER : new Decision(p, 0, "bid or call");
    }

    @Override
    public void legalActions(State s, List<Action> out) {
        if (s.winner >= 0) {
            return;
        }
        for (int r = s.last + 1; r < BIDS.length; r++) {
            out.add(BIDS[r]);
        }
        if (s.last >= 0) {
            out.add(CALL);
        }
    }

    @Override
    public void apply(State s, int player, Action action, EventSink events) {
        if (player != currentPlayer(s)) {
            throw IllegalActionException.wrongPlayer(player, currentPlayer(s));
        }
        if (action instanceof Bid b && b.quantity() >= 1 && b.quantity() <= MAX_QUANTITY && b.face() >= 1
                && b.face() <= 6 && b.rank() > s.last) {
            s.last = b.rank();
            s.bidder = player;
            s.turn = 1 - player;
        } else if (action instanceof Call && s.last >= 0) {
            Bid b = BIDS[s.last];
            s.winner = count(s, b.face()) >= b.quantity() ? s.bidder : player;
        } else {
            throw new IllegalActionException("not legal now: " + action);
        }
    }

    /** How many of all dice show {@code face}. */
    static int count(State s, int face) {
        int n = 0;
        for (int d : s.dice) {
            if (d == face) {
                n++;
            }
        }
        return n;
    }

    @Override
    public Outcome outcome(State s) {
        return Outcome.ranked(s.winner == 0 ? new int[] {1, 0} : new int[] {0, 1}, "");
    }

    @Override
    public View view(State s, int player) {
        Integer[] own = new Integer[DICE];
        for (int i = 0; i < DICE; i++) {
            own[i] = s.dice[player * DICE + i];
        }
        return new DiceView(player, List.of(own), s.last, s.turn, s.winner);
    }

    @Override
    public State determinize(State s, int observer, Rng rng) {
        State d = s.copy();
        int other = 1 - observer;
        for (int i = 0; i < DICE; i++) {
            d.dice[other * DICE + i] = 1 + rng.nextInt(6);
        }
        return d;
    }

    /**
     * The game's small heuristic: it expects its own dice of a face plus a sixth of the other's dice, calls a bid
     * that asks for more than that by over half a die, and otherwise raises to the face it expects most of, at the
     * least quantity it may bid; when that raise already asks for too much, it calls. It reads only its own dice and
     * the last bid, so as a rollout policy it does not peek either.
     */
    static final class Heuristic implements Agent, RolloutPolicy {
        @Override
        public String name() {
            return "heuristic";
        }

        @Override
        public <S extends GameState<S>> Action choose(Game<S> game, InformationSet<S> info) {
            return pick(game, info.sample(new Rng(0)), info.legalActions(), null);
        }

        @Override
        public <S extends GameState<S>> Action pick(Game<S> game, S state, List<Action> legal, Rng rng) {
            State s = (State) state;
            int me = s.turn;
            double[] expect = new double[7];
            for (int f = 1; f <= 6; f++) {
                expect[f] = DICE / 6.0;
            }
            for (int i = 0; i < DICE; i++) {
                expect[s.dice[me * DICE + i]]++;
            }
            if (s.last >= 0 && BIDS[s.last].quantity() > expect[BIDS[s.last].face()] + 0.5) {
                return CALL;
            }
            Bid best = null;
            double margin = Double.NEGATIVE_INFINITY;
            for (int f = 1; f <= 6; f++) {
                int q = s.last < 0 ? 1 : BIDS[s.last].quantity() + (f > BIDS[s.last].face() ? 0 : 1);
                if (q <= MAX_QUANTITY && expect[f] - q > margin) {
                    margin = expect[f] - q;
                    best = BIDS[(q - 1) * 6 + f - 1];
                }
            }
            return best == null || (margin < -0.5 && s.last >= 0) ? CALL : best;
        }
    }
}
