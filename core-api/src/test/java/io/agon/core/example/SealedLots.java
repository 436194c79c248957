package io.agon.core.example;

import io.agon.core.Action;
import io.agon.core.Decision;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameEvent;
import io.agon.core.GameInfo;
import io.agon.core.GameState;
import io.agon.core.IllegalActionException;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import io.agon.core.component.Deck;
import io.agon.core.flow.AuctionStep;
import io.agon.core.flow.StepStack;
import io.agon.core.flow.TurnOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A complete small example game used to test the framework and to show how a game is written.
 *
 * <p>Rules: 2-4 players, 12 cards valued 1..12, 10 money each. On his turn the seller draws the top card, looks at
 * it in secret, and auctions it with the core {@link AuctionStep}. The high bidder pays the seller and takes the
 * card face up. If all pass, the seller keeps it face down (only he knows its value). The seller then chooses to
 * end his turn or, once per turn, "peek" at the next card (an extra decision). The game ends when the deck is
 * empty; score = money + card values; ties are broken by the number of cards.
 */
public final class SealedLots implements Game<SealedLots.State> {

    /** The actions of this game. */
    public sealed interface LotsAction extends Action permits Bid, Pass, EndTurn, Peek {
    }

    /** Bid {@code amount} on the lot. */
    public record Bid(int amount) implements LotsAction {
    }

    /** Pass in the auction (final). */
    public record Pass() implements LotsAction {
    }

    /** The seller ends his turn. */
    public record EndTurn() implements LotsAction {
    }

    /** The seller peeks at the next card (once per turn). */
    public record Peek() implements LotsAction {
    }

    /** The steps of a turn. */
    public sealed interface Step permits Auctioning, AfterSale {
    }

    /** Bidding on the lot. */
    public record Auctioning(AuctionStep auction) implements Step {
    }

    /** The seller's choice after the sale. */
    public record AfterSale(int seller, boolean peeked) implements Step {
    }

    /** A card changed hands. */
    public record Sold(int seller, int buyer, int card, int price) implements GameEvent {
        @Override
        public String text() {
            return buyer < 0 ? "P" + (seller + 1) + " kept the lot face down"
                    : "P" + (buyer + 1) + " bought a " + card + " from P" + (seller + 1) + " for " + price;
        }
    }

    static final int CARDS = 12;
    static final int START_MONEY = 10;
    private static final Pass PASS = new Pass();
    private static final EndTurn END_TURN = new EndTurn();
    private static final Peek PEEK = new Peek();
    private static final Bid[] BIDS = new Bid[200];

    static {
        for (int i = 0; i < BIDS.length; i++) {
            BIDS[i] = new Bid(i);
        }
    }

    private static final GameInfo INFO = new GameInfo("lots", "Sealed Lots", 2, 4, "1", "a tiny auction game",
            List.of(), List.of(Bid.class, Pass.class, EndTurn.class, Peek.class));

    /** The state: money, a deck, the lot, cards won face up, cards kept face down, and the step stack. */
    public static final class State implements GameState<State> {
        final int players;
        final int[] money;
        Deck deck;
        int lot = -1;
        /** Per player: bit v set when he owns card v face up. */
        final int[] open;
        /** Per player: bit v set when he owns card v face down. */
        final int[] hidden;
        /** Per player: the card he peeked at this turn, or -1. */
        final int[] peekedCard;
        StepStack<Step> steps;
        final Rng rng;

        State(int players, long seed) {
            this.players = players;
            this.money = new int[players];
            this.open = new int[players];
            this.hidden = new int[players];
            this.peekedCard = new int[players];
            Arrays.fill(peekedCard, -1);
            this.steps = new StepStack<>(4);
            this.rng = new Rng(seed);
        }

        private State(State o) {
            players = o.players;
            money = o.money.clone();
            deck = o.deck.copy();
            lot = o.lot;
            open = o.open.clone();
            hidden = o.hidden.clone();
            peekedCard = o.peekedCard.clone();
            steps = o.steps.copy();
            rng = o.rng.copy();
        }

        /** The card being auctioned, or -1. */
        public int lot() {
            return lot;
        }

        @Override
        public State copy() {
            return new State(this);
        }

        @Override
        public boolean equals(Object x) {
            return x instanceof State s && s.players == players && Arrays.equals(s.money, money)
                    && s.deck.equals(deck) && s.lot == lot && Arrays.equals(s.open, open)
                    && Arrays.equals(s.hidden, hidden) && Arrays.equals(s.peekedCard, peekedCard)
                    && s.steps.equals(steps) && s.rng.equals(rng);
        }

        @Override
        public int hashCode() {
            return Objects.hash(Arrays.hashCode(money), deck, lot, Arrays.hashCode(open), Arrays.hashCode(hidden),
                    steps, rng);
        }
    }

    /**
     * What one player sees.
     *
     * @param observer  the seat
     * @param money     everyone's money
     * @param deckSize  cards left
     * @param lot       the lot's value if the observer is the seller, else -1
     * @param open      face-up cards per player
     * @param hidden    the observer's own face-down cards
     * @param hiddenCounts face-down card counts per player
     * @param peeked    the card the observer peeked at this turn, or -1
     * @param highBid   the current high bid
     */
    public record LotsView(int observer, List<Integer> money, int deckSize, int lot, List<Integer> open,
                           int hidden, List<Integer> hiddenCounts, int peeked, int highBid) implements View {
        @Override
        public String render() {
            return "money " + money + ", deck " + deckSize + (lot >= 0 ? ", lot " + lot : "") + ", high bid "
                    + highBid;
        }
    }

    @Override
    public GameInfo info() {
        return INFO;
    }

    @Override
    public State newGame(Setup setup) {
        setup.validate(INFO);
        State s = new State(setup.players(), setup.seed());
        Arrays.fill(s.money, START_MONEY);
        int[] cards = new int[CARDS];
        for (int i = 0; i < CARDS; i++) {
            cards[i] = i + 1;
        }
        s.deck = Deck.of(cards);
        s.deck.shuffle(s.rng);
        startTurn(s, 0);
        return s;
    }

    private static void startTurn(State s, int seller) {
        s.lot = s.deck.draw();
        s.steps.push(new Auctioning(AuctionStep.open(s.lot, seller, s.players)));
    }

    @Override
    public int currentPlayer(State s) {
        Step top = s.steps.peek();
        if (top == null) {
            return -1;
        }
        return top instanceof Auctioning a ? a.auction().bidder() : ((AfterSale) top).seller();
    }

    @Override
    public Decision decision(State s) {
        Step top = s.steps.peek();
        if (top == null) {
            return Decision.GAME_OVER;
        }
        if (top instanceof Auctioning a) {
            return new Decision(a.auction().bidder(), a.auction().seller(), "Bid on the lot or pass");
        }
        int seller = ((AfterSale) top).seller();
        return new Decision(seller, seller, "End your turn or peek");
    }

    @Override
    public void legalActions(State s, List<Action> out) {
        Step top = s.steps.peek();
        if (top instanceof Auctioning a) {
            AuctionStep au = a.auction();
            int money = s.money[au.bidder()];
            for (int b = au.minimumBid(); b <= money; b++) {
                out.add(BIDS[b]);
            }
            out.add(PASS);
        } else if (top instanceof AfterSale after) {
            out.add(END_TURN);
            if (!after.peeked() && !s.deck.isEmpty()) {
                out.add(PEEK);
            }
        }
    }

    @Override
    public void apply(State s, int player, Action action, EventSink events) {
        int current = currentPlayer(s);
        if (player != current) {
            throw IllegalActionException.wrongPlayer(player, current);
        }
        Step top = s.steps.peek();
        if (top instanceof Auctioning a) {
            AuctionStep au = a.auction();
            if (action instanceof Bid bid) {
                if (!au.isLegalBid(bid.amount(), s.money[player])) {
                    throw new IllegalActionException("a bid must be at least " + au.minimumBid()
                            + " and at most your money " + s.money[player]);
                }
                au = au.bid(bid.amount(), s.money[player]);
            } else if (action instanceof Pass) {
                au = au.pass();
            } else {
                throw IllegalActionException.notNow(action, "bid or pass");
            }
            if (!au.isOver()) {
                s.steps.replaceTop(new Auctioning(au));
                return;
            }
            settle(s, au, events);
            return;
        }
        AfterSale after = (AfterSale) top;
        if (action instanceof Peek) {
            if (after.peeked() || s.deck.isEmpty()) {
                throw new IllegalActionException("you may peek once per turn, and only at a card that is there");
            }
            s.peekedCard[player] = s.deck.peek();
            s.steps.replaceTop(new AfterSale(after.seller(), true));
        } else if (action instanceof EndTurn) {
            s.steps.pop();
            s.peekedCard[player] = -1;
            if (!s.deck.isEmpty()) {
                startTurn(s, TurnOrder.next(after.seller(), s.players));
            }
        } else {
            throw IllegalActionException.notNow(action, "end your turn or peek");
        }
    }

    private static void settle(State s, AuctionStep au, EventSink events) {
        int seller = au.seller();
        if (au.allPassed()) {
            s.hidden[seller] |= 1 << s.lot;
            if (events.enabled()) {
                events.emit(new Sold(seller, -1, -1, 0));
            }
        } else {
            int buyer = au.highBidder();
            s.money[buyer] -= au.highBid();
            s.money[seller] += au.highBid();
            s.open[buyer] |= 1 << s.lot;
            if (events.enabled()) {
                events.emit(new Sold(seller, buyer, s.lot, au.highBid()));
            }
        }
        s.lot = -1;
        s.steps.replaceTop(new AfterSale(seller, false));
    }

    @Override
    public Outcome outcome(State s) {
        if (!s.steps.isEmpty()) {
            throw new IllegalStateException("the game is not over");
        }
        int[] scores = new int[s.players];
        int[] cards = new int[s.players];
        for (int p = 0; p < s.players; p++) {
            int all = s.open[p] | s.hidden[p];
            scores[p] = s.money[p];
            for (int v = 1; v <= CARDS; v++) {
                if ((all & (1 << v)) != 0) {
                    scores[p] += v;
                }
            }
            cards[p] = Integer.bitCount(all);
        }
        return Outcome.ranked(scores, "money + card values", cards);
    }

    @Override
    public LotsView view(State s, int p) {
        List<Integer> money = new ArrayList<>();
        List<Integer> open = new ArrayList<>();
        List<Integer> hiddenCounts = new ArrayList<>();
        for (int q = 0; q < s.players; q++) {
            money.add(s.money[q]);
            open.add(s.open[q]);
            hiddenCounts.add(Integer.bitCount(s.hidden[q]));
        }
        Step top = s.steps.peek();
        int lot = -1;
        int high = 0;
        if (top instanceof Auctioning a) {
            lot = a.auction().seller() == p ? s.lot : -1;
            high = a.auction().highBid();
        }
        return new LotsView(p, List.copyOf(money), s.deck.size(), lot, List.copyOf(open), s.hidden[p],
                List.copyOf(hiddenCounts), s.peekedCard[p], high);
    }

    @Override
    public State determinize(State s, int observer, Rng rng) {
        State d = s.copy();
        // Everything the observer cannot see: the deck (except a card he peeked at, which stays on top),
        // the lot unless he sells it, and other players' face-down cards.
        int[] pool = new int[CARDS];
        int n = 0;
        int[] deck = d.deck.toArray();
        boolean keepTop = s.peekedCard[observer] >= 0;
        int deckHidden = keepTop ? deck.length - 1 : deck.length;
        for (int i = 0; i < deckHidden; i++) {
            pool[n++] = deck[i];
        }
        Step top = s.steps.peek();
        boolean lotHidden = s.lot >= 0 && !(top instanceof Auctioning a && a.auction().seller() == observer);
        if (lotHidden) {
            pool[n++] = s.lot;
        }
        for (int q = 0; q < s.players; q++) {
            if (q != observer) {
                for (int v = 1; v <= CARDS; v++) {
                    if ((s.hidden[q] & (1 << v)) != 0) {
                        pool[n++] = v;
                    }
                }
            }
        }
        rng.shuffle(pool, 0, n);
        int k = 0;
        for (int i = 0; i < deckHidden; i++) {
            deck[i] = pool[k++];
        }
        d.deck = Deck.of(deck);
        if (lotHidden) {
            d.lot = pool[k++];
            Auctioning a = (Auctioning) top;
            AuctionStep au = a.auction();
            d.steps.replaceTop(new Auctioning(new AuctionStep(d.lot, au.seller(), au.players(), au.bidder(),
                    au.highBid(), au.highBidder(), au.outMask(), au.minFirstBid(), au.minRaise())));
        }
        for (int q = 0; q < s.players; q++) {
            if (q != observer) {
                int count = Integer.bitCount(s.hidden[q]);
                d.hidden[q] = 0;
                for (int i = 0; i < count; i++) {
                    d.hidden[q] |= 1 << pool[k++];
                }
            }
        }
        d.rng.copyFrom(new Rng(rng.nextLong()));
        return d;
    }

    @Override
    public String describe(State s, Action action) {
        if (action instanceof Bid b) {
            return "Bid " + b.amount();
        }
        if (action instanceof Pass) {
            return "Pass";
        }
        return action instanceof Peek ? "Peek at the next card" : "End the turn";
    }

    /** Options are not used by this game; exposed for tests. */
    static Map<String, String> noOptions() {
        return Map.of();
    }
}
