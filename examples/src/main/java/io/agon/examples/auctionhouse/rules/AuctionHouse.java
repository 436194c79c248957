package io.agon.examples.auctionhouse.rules;

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
import io.agon.core.flow.SealedChoices;
import io.agon.core.flow.TurnPolicy;
import io.agon.examples.auctionhouse.model.Cards;
import io.agon.examples.auctionhouse.model.HouseState;
import io.agon.examples.auctionhouse.model.Step;
import io.agon.examples.auctionhouse.model.Step.Play;
import io.agon.examples.auctionhouse.model.Step.Selling;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Auction House, the learner's example of the auction kit (rules: {@code io/agon/examples/auctionhouse/rules.md};
 * explained in {@code docs/tutorial-auctions.md}). 2-4 players sell cards of four studios over three rounds; each
 * card names the auction that sells it (open, once around, sealed first or second price, Dutch, fixed price). At
 * a round's end the studios played most gain value and pay their buyers. The most money wins.
 */
public final class AuctionHouse extends FlowGame<HouseState, Step> implements GameStats<HouseState> {

    /** The game id. */
    public static final String ID = "auction-house";

    /** The game's one phase: a turn. */
    static final Phase TURN = Phase.named("Turn");

    // tutorial:begin house-flow
    /** A turn: play a card, sell it by its auction; the end hook ends the round or passes the turn on. */
    static final Flow<HouseState, Step> FLOW = Flow.of(HouseState.class)
            .phase(TURN)
                .step(Play.class, s -> new Play(s.seller), PlayRule.RULE)     // 3.1
                .step(Selling.class, Sale::open, Sale.RULE)                   // 3.2, 3.3
                .then(AuctionHouse::endTurn, TURN, Phase.GAME_OVER)           // 3.4, 4
            .turns(TurnPolicy.clockwise(HouseState::seller, HouseState::players))
            .build();
    // tutorial:end house-flow

    private static final GameInfo INFO = new GameInfo(ID, "Auction House", 2, 4, "1",
            "an auction house whose lots each name their auction: open, once around, sealed or fixed price",
            List.of(), HouseAction.TYPES);

    /** The game (stateless: every game in progress is a {@link HouseState}). */
    public AuctionHouse() {
        super(FLOW);
    }

    @Override
    public GameInfo info() {
        return INFO;
    }

    @Override
    public HouseState newGame(Setup setup) {
        setup.validate(INFO);
        HouseState s = new HouseState(setup.players(), setup.seed());
        Arrays.fill(s.money, Cards.START_MONEY);
        int[] cards = new int[Cards.COUNT];
        for (int c = 0; c < cards.length; c++) {
            cards[c] = c;
        }
        s.deck = Deck.of(cards);
        s.deck.shuffle(s.rng);
        deal(s);
        flow().start(s, TURN, EventSink.NONE);
        return s;
    }

    /** Section 1 and 4: deals the round's cards to every player, P1 first. */
    private static void deal(HouseState s) {
        int n = Cards.dealt(s.round, s.players);
        for (int p = 0; p < s.players; p++) {
            for (int i = 0; i < n && !s.deck.isEmpty(); i++) {
                s.hand[p] |= 1L << s.deck.draw();
            }
        }
    }

    /** Rules 3.4 and 4: the round ends (scored, then the next round or the end), or the next seller plays. */
    private static void endTurn(HouseState s, Control<HouseState> flow, EventSink events) {
        if (s.roundOver || allHandsEmpty(s)) {
            scoreRound(s, events);
            if (s.round == Cards.ROUNDS) {
                return;    // the stack stays empty: the game is over
            }
            s.round++;
            s.roundOver = false;
            deal(s);
        }
        int next = s.seller;
        for (int i = 1; i <= s.players; i++) {
            next = (s.seller + i) % s.players;
            if (s.hand[next] != 0) {
                break;
            }
        }
        s.seller = next;
        flow.begin(s, TURN, events);
    }

    private static boolean allHandsEmpty(HouseState s) {
        for (long h : s.hand) {
            if (h != 0) {
                return false;
            }
        }
        return true;
    }

    /** Rules 4: rank the studios played this round, raise the top three's values, pay their buyers. */
    static void scoreRound(HouseState s, EventSink events) {
        int[] order = ranking(s.played);
        StringBuilder text = events.enabled() ? new StringBuilder("Round " + s.round + " ends:") : null;
        for (int r = 0; r < Cards.AWARDS.length && s.played[order[r]] > 0; r++) {
            int studio = order[r];
            s.value[studio] += Cards.AWARDS[r];
            for (int p = 0; p < s.players; p++) {
                s.money[p] += s.gallery[p * Cards.STUDIOS + studio] * s.value[studio];
            }
            if (text != null) {
                text.append(' ').append(Cards.STUDIO_NAMES[studio]).append(" pays ").append(s.value[studio])
                        .append(r < 2 ? "," : "");
            }
        }
        if (text != null) {
            events.emit(new HouseEvent.RoundScored(s.round, text.toString()));
        }
        Arrays.fill(s.played, 0);
        Arrays.fill(s.gallery, 0);
    }

    /** The studios by cards played, most first; ties: the studio listed first (Amber, Birch, Coral, Slate). */
    static int[] ranking(int[] played) {
        int[] order = {0, 1, 2, 3};
        for (int i = 1; i < order.length; i++) {
            for (int j = i; j > 0 && played[order[j]] > played[order[j - 1]]; j--) {
                int t = order[j];
                order[j] = order[j - 1];
                order[j - 1] = t;
            }
        }
        return order;
    }

    @Override
    public Outcome outcome(HouseState s) {
        if (!isOver(s)) {
            throw new IllegalStateException("the game is not over");
        }
        return Outcome.ranked(s.money.clone(), "money");
    }

    /** For {@code agon analyze}: the first seller. */
    @Override
    public int startPlayer(HouseState start) {
        return start.seller;
    }

    /** For {@code agon analyze}: money, the score, which every player sees. */
    @Override
    public int[] standing(HouseState s) {
        return s.money.clone();
    }

    /** For {@code agon analyze}: the studios each seat bought from, and the kinds of auction it won. */
    @Override
    public List<Set<String>> features(HouseState s) {
        List<Set<String>> out = new ArrayList<>();
        for (int p = 0; p < s.players; p++) {
            Set<String> f = new TreeSet<>();
            for (long b = s.bought[p]; b != 0; b &= b - 1) {
                int c = Long.numberOfTrailingZeros(b);
                f.add("bought a work of " + Cards.STUDIO_NAMES[Cards.studio(c)]);
                f.add("won a lot at a " + Cards.kindName(Cards.kind(c)) + " auction");
            }
            out.add(f);
        }
        return out;
    }

    /** The auction on top of the stack, or null. */
    static Auction auction(HouseState s) {
        return s.steps.top(Selling.class) != null ? s.auction : null;
    }

    // tutorial:begin house-view
    @Override
    public HouseView view(HouseState s, int p) {
        List<Integer> money = new ArrayList<>();
        List<Integer> counts = new ArrayList<>();
        for (int q = 0; q < s.players; q++) {
            money.add(s.money[q]);
            counts.add(Long.bitCount(s.hand[q]));
        }
        List<Integer> hand = new ArrayList<>();
        for (long h = s.hand[p]; h != 0; h &= h - 1) {
            hand.add(Long.numberOfTrailingZeros(h));
        }
        Auction a = auction(s);
        List<Boolean> sealed = new ArrayList<>();
        int myBid = -1;
        if (a != null) {
            a = a.seenBy(p);                      // the others' sealed bids are masked until the reveal
            for (int q = 0; q < s.players; q++) {
                sealed.add(a.sealed() != null && a.sealed().committed(q));
            }
            if (a.sealed() != null && a.sealed().committed(p)) {
                myBid = a.sealed().choice(p);
            }
        }
        return new HouseView(p, s.round, List.copyOf(money), List.copyOf(hand), List.copyOf(counts),
                s.deck.size(), list(s.played), list(s.value), list(s.gallery), s.seller, s.lot,
                a == null ? "" : Cards.kindName(a.kind()), a == null ? 0 : a.price(), a == null ? -1 : a.leader(),
                List.copyOf(sealed), myBid);
    }
    // tutorial:end house-view

    /** What a spectator sees: the money, galleries and values, each hand as a count, and who has bid (no bid). */
    @Override
    public HouseView publicView(HouseState s) {
        List<Integer> money = new ArrayList<>();
        List<Integer> counts = new ArrayList<>();
        for (int q = 0; q < s.players; q++) {
            money.add(s.money[q]);
            counts.add(Long.bitCount(s.hand[q]));
        }
        Auction a = auction(s);
        List<Boolean> sealed = new ArrayList<>();
        if (a != null) {
            a = a.seenBy(-1);                     // every sealed bid masked until the reveal
            for (int q = 0; q < s.players; q++) {
                sealed.add(a.sealed() != null && a.sealed().committed(q));
            }
        }
        return new HouseView(-1, s.round, List.copyOf(money), List.of(), List.copyOf(counts), s.deck.size(),
                list(s.played), list(s.value), list(s.gallery), s.seller, s.lot,
                a == null ? "" : Cards.kindName(a.kind()), a == null ? 0 : a.price(), a == null ? -1 : a.leader(),
                List.copyOf(sealed), -1);
    }

    private static List<Integer> list(int[] a) {
        List<Integer> out = new ArrayList<>(a.length);
        for (int v : a) {
            out.add(v);
        }
        return List.copyOf(out);
    }

    // tutorial:begin house-determinize
    @Override
    public HouseState determinize(HouseState s, int observer, Rng rng) {
        HouseState d = s.copy();
        // Hidden from the observer: the deck and the other hands (re-dealt from one pool, keeping their sizes),
        // and the other seats' sealed bids (drawn again among the bids each could have made: 0 = no bid).
        int[] pool = new int[Cards.COUNT];
        int n = 0;
        for (int c : d.deck.toArray()) {
            pool[n++] = c;
        }
        for (int q = 0; q < s.players; q++) {
            for (long h = q == observer ? 0 : s.hand[q]; h != 0; h &= h - 1) {
                pool[n++] = Long.numberOfTrailingZeros(h);
            }
        }
        rng.shuffle(pool, 0, n);
        int k = 0;
        int[] deck = new int[s.deck.size()];
        for (int i = 0; i < deck.length; i++) {
            deck[i] = pool[k++];
        }
        d.deck = Deck.of(deck);
        for (int q = 0; q < s.players; q++) {
            if (q != observer) {
                d.hand[q] = 0;
                for (int i = Long.bitCount(s.hand[q]); i > 0; i--) {
                    d.hand[q] |= 1L << pool[k++];
                }
            }
        }
        if (auction(s) != null) {
            d.auction.resample(observer, (seat, bid) -> rng.nextInt(s.money[seat] + 1));
        }
        d.rng.copyFrom(new Rng(rng.nextLong()));    // the future is unknown too
        return d;
    }
    // tutorial:end house-determinize

    /** The bid {@code seat} sealed in the running auction (for tests), or {@link SealedChoices#NONE}. */
    static int sealedBid(HouseState s, int seat) {
        Auction a = auction(s);
        return a == null || a.sealed() == null ? SealedChoices.NONE : a.sealed().choice(seat);
    }
}
