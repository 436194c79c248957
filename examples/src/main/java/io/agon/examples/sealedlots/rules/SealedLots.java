package io.agon.examples.sealedlots.rules;

import io.agon.core.EventSink;
import io.agon.core.GameInfo;
import io.agon.core.GameStats;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.component.Deck;
import io.agon.core.flow.Auction;
import io.agon.core.flow.Control;
import io.agon.core.flow.Flow;
import io.agon.core.flow.FlowGame;
import io.agon.core.flow.Phase;
import io.agon.core.flow.TurnPolicy;
import io.agon.examples.sealedlots.model.LotsState;
import io.agon.examples.sealedlots.model.Step;
import io.agon.examples.sealedlots.model.Step.AfterSale;
import io.agon.examples.sealedlots.model.Step.Auctioning;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Sealed Lots, the learner's example game (rules: {@code io/agon/examples/sealedlots/rules.md}; built step by step
 * in {@code docs/tutorial.md}). 2-4 players, 12 cards valued 1..12, 10 money each. On his turn the seller draws the
 * top card, looks at it in secret and auctions it; the high bidder pays the seller and takes it face up, or, if
 * all pass, the seller keeps it face down. Then the seller ends his turn, after peeking at the next card if he
 * likes. When the deck is empty, money + card values score; ties go to the most cards.
 *
 * <p>The flow is declared once ({@link #FLOW}); {@link FlowGame} answers the decision, the legal actions,
 * {@code apply} and {@code describe} from the rule of the step on top of the stack.
 */
public final class SealedLots extends FlowGame<LotsState, Step> implements GameStats<LotsState> {

    /** The game id. */
    public static final String ID = "sealed-lots";

    // tutorial:begin flow
    /** The game's one phase: a turn. */
    static final Phase TURN = Phase.named("Turn");

    /** The rulebook's order of play: one phase, the turn, repeated while cards are left. */
    static final Flow<LotsState, Step> FLOW = Flow.of(LotsState.class)
            .phase(TURN)
                .step(Auctioning.class, Sale::open, Sale.RULE)                                     // 2.1
                .step(AfterSale.class, s -> new AfterSale(s.seller, false), AfterSaleRule.RULE)     // 2.2
                .then(SealedLots::endTurn, TURN, Phase.GAME_OVER)                                   // 2.3
            .turns(TurnPolicy.clockwise(LotsState::seller, LotsState::players))
            .build();

    /** Rules 2.3: the next player clockwise sells, until the deck is empty (then the stack stays empty). */
    private static void endTurn(LotsState s, Control<LotsState> flow, EventSink events) {
        if (!s.deck.isEmpty()) {
            s.seller = flow.turns().next(s, s.seller);
            flow.begin(s, TURN, events);
        }
    }
    // tutorial:end flow

    private static final GameInfo INFO = new GameInfo(ID, "Sealed Lots", 2, 4, "1",
            "a tiny auction game: each player sells a hidden lot to the others, once around the table", List.of(),
            LotsAction.TYPES);

    /** The game (stateless: every game in progress is a {@link LotsState}). */
    public SealedLots() {
        super(FLOW);
    }

    @Override
    public GameInfo info() {
        return INFO;
    }

    // tutorial:begin new-game
    @Override
    public LotsState newGame(Setup setup, EventSink events) {
        setup.validate(INFO);
        LotsState s = new LotsState(setup.players(), setup.seed());
        Arrays.fill(s.money, LotsState.START_MONEY);
        int[] cards = new int[LotsState.CARDS];
        for (int i = 0; i < cards.length; i++) {
            cards[i] = i + 1;
        }
        s.deck = Deck.of(cards);
        s.deck.shuffle(s.rng);
        if (events.enabled()) {
            events.emit(new Dealt(LotsState.CARDS, s.seller));
        }
        flow().start(s, TURN, events);    // P1 sells first; waits at the first bid
        return s;
    }
    // tutorial:end new-game

    @Override
    public Outcome outcome(LotsState s) {
        if (!isOver(s)) {
            throw new IllegalStateException("the game is not over");
        }
        int[] scores = new int[s.players];
        int[] cards = new int[s.players];
        for (int p = 0; p < s.players; p++) {
            int all = s.open[p] | s.hidden[p];
            scores[p] = s.money[p];
            for (int v = 1; v <= LotsState.CARDS; v++) {
                if ((all & (1 << v)) != 0) {
                    scores[p] += v;
                }
            }
            cards[p] = Integer.bitCount(all);
        }
        return Outcome.scores(scores).tieBreak(cards).summary("money + card values");
    }

    /** For {@code agon analyze}: the first seller. */
    @Override
    public int startPlayer(LotsState start) {
        return start.seller;
    }

    /** For {@code agon analyze}: money plus the face-up cards' values, what every player sees of a score. */
    @Override
    public int[] standing(LotsState s) {
        int[] out = new int[s.players];
        for (int p = 0; p < s.players; p++) {
            out[p] = s.money[p];
            for (int v = 1; v <= LotsState.CARDS; v++) {
                out[p] += (s.open[p] & (1 << v)) != 0 ? v : 0;
            }
        }
        return out;
    }

    /** For {@code agon analyze}: the cards each seat bought ("bought the 12") and kept face down. */
    @Override
    public List<Set<String>> features(LotsState s) {
        List<Set<String>> out = new ArrayList<>();
        for (int p = 0; p < s.players; p++) {
            Set<String> f = new TreeSet<>();
            for (int v = 1; v <= LotsState.CARDS; v++) {
                if ((s.open[p] & (1 << v)) != 0) {
                    f.add("bought the " + v);
                }
                if ((s.hidden[p] & (1 << v)) != 0) {
                    f.add("kept the " + v + " unsold");
                }
            }
            out.add(f);
        }
        return out;
    }

    // tutorial:begin view-of
    @Override
    public LotsView view(LotsState s, int p) {
        List<Integer> money = new ArrayList<>();
        List<List<Integer>> open = new ArrayList<>();
        List<Integer> hiddenCounts = new ArrayList<>();
        for (int q = 0; q < s.players; q++) {
            money.add(s.money[q]);
            open.add(values(s.open[q]));
            hiddenCounts.add(Integer.bitCount(s.hidden[q]));
        }
        Auction auction = auction(s);
        int lot = auction != null && auction.seller() == p ? s.lot : -1;   // only the seller knows the lot
        int high = auction != null ? auction.price() : 0;
        return new LotsView(p, List.copyOf(money), s.deck.size(), lot, List.copyOf(open), values(s.hidden[p]),
                List.copyOf(hiddenCounts), s.peekedCard[p], high);
    }

    /** The card values in a set of cards (bit v is card v), lowest first. */
    private static List<Integer> values(int cards) {
        List<Integer> out = new ArrayList<>();
        for (int v = 1; v < 32; v++) {
            if ((cards & (1 << v)) != 0) {
                out.add(v);
            }
        }
        return List.copyOf(out);
    }
    // tutorial:end view-of

    /** What a spectator sees: money, open cards, the face-down cards as counts, the high bid; no lot, no peek. */
    @Override
    public LotsView publicView(LotsState s) {
        LotsView seat = view(s, 0); // what every seat sees alike, without the first seat's own secrets
        return new LotsView(-1, seat.money(), seat.deckSize(), -1, seat.open(), List.of(), seat.hiddenCounts(), -1,
                seat.highBid());
    }

    /** The auction in progress, or null. */
    private static Auction auction(LotsState s) {
        return s.steps.top(Auctioning.class) != null ? s.auction : null;
    }

    // tutorial:begin determinize
    @Override
    public LotsState determinize(LotsState s, int observer, Rng rng) {
        LotsState d = s.copy();
        // What the observer cannot see: the deck (except a card he peeked at, which stays on top), the lot
        // unless he sells it, and the other players' face-down cards. Pool them and deal them again.
        int[] pool = new int[LotsState.CARDS];
        int n = 0;
        int[] deck = d.deck.toArray();
        int deckHidden = s.peekedCard[observer] >= 0 ? deck.length - 1 : deck.length;
        for (int i = 0; i < deckHidden; i++) {
            pool[n++] = deck[i];
        }
        Auction auction = auction(s);
        boolean lotHidden = s.lot >= 0 && !(auction != null && auction.seller() == observer);
        if (lotHidden) {
            pool[n++] = s.lot;
        }
        for (int q = 0; q < s.players; q++) {
            for (int v = 1; q != observer && v <= LotsState.CARDS; v++) {
                if ((s.hidden[q] & (1 << v)) != 0) {
                    pool[n++] = v;
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
        d.rng.copyFrom(new Rng(rng.nextLong()));    // the future is unknown too
        return d;
    }
    // tutorial:end determinize
}
