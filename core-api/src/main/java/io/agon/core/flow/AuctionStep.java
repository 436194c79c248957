package io.agon.core.flow;

/**
 * A reusable open, ascending auction, as an immutable step. Bidders are every player except the seller, asked
 * clockwise starting with the seller's left neighbour, again and again, until no bidder other than the high
 * bidder is still in. A pass is final. A bid must be at least {@link #minimumBid()} and more than the high bid
 * (by at least the minimum raise) and at most the bidder's money, which the game passes in. The result is the
 * high bidder and bid, or "all passed". Settlement (who pays whom, thresholds, buy-backs) is the game's.
 *
 * @param lot         the game's id of what is sold (a card id, a slot...)
 * @param seller      the selling seat; never bids
 * @param players     number of seats
 * @param bidder      seat asked now, or -1 when the auction is over
 * @param highBid     the current high bid, 0 when nobody has bid
 * @param highBidder  seat of the high bidder, or -1
 * @param outMask     bit {@code p} set when seat {@code p} has passed (the seller's bit is always set)
 * @param minFirstBid the lowest allowed first bid (at least 1)
 * @param minRaise    the least amount a bid must exceed the high bid by (at least 1)
 */
public record AuctionStep(int lot, int seller, int players, int bidder, int highBid, int highBidder, int outMask,
                          int minFirstBid, int minRaise) {

    /** Opens an auction: bidding starts with the seller's left neighbour. */
    public static AuctionStep open(int lot, int seller, int players, int minFirstBid, int minRaise) {
        if (players < 2) {
            throw new IllegalArgumentException("an auction needs at least one bidder");
        }
        if (minFirstBid < 1 || minRaise < 1) {
            throw new IllegalArgumentException("minimum bid and raise must be at least 1");
        }
        return of(lot, seller, players, TurnOrder.next(seller, players), 0, -1, 1 << seller, minFirstBid, minRaise);
    }

    /** Opens an auction with a minimum first bid of 1 and a minimum raise of 1. */
    public static AuctionStep open(int lot, int seller, int players) {
        return open(lot, seller, players, 1, 1);
    }

    /** True when the auction has ended (someone won, or all passed). */
    public boolean isOver() {
        return bidder < 0;
    }

    /** True when the auction ended without a bid. */
    public boolean allPassed() {
        return isOver() && highBidder < 0;
    }

    /** True when seat {@code p} is still in. */
    public boolean isIn(int p) {
        return (outMask & (1 << p)) == 0;
    }

    /** The lowest bid allowed now. */
    public int minimumBid() {
        return highBidder < 0 ? minFirstBid : highBid + minRaise;
    }

    /** True when the current bidder, holding {@code money}, may bid at all (otherwise they can only pass). */
    public boolean canBid(int money) {
        return !isOver() && money >= minimumBid();
    }

    /** True when {@code amount} is a legal bid for the current bidder holding {@code money}. */
    public boolean isLegalBid(int amount, int money) {
        return !isOver() && amount >= minimumBid() && amount <= money;
    }

    /**
     * The step after the current bidder bids {@code amount}.
     *
     * @throws IllegalArgumentException when the bid is not legal (callers check {@link #isLegalBid} first)
     */
    public AuctionStep bid(int amount, int money) {
        if (!isLegalBid(amount, money)) {
            throw new IllegalArgumentException("illegal bid " + amount);
        }
        return advance(bidder, amount, outMask);
    }

    /** The step after the current bidder passes (for good). */
    public AuctionStep pass() {
        if (isOver()) {
            throw new IllegalStateException("the auction is over");
        }
        return advance(highBidder, highBid, outMask | (1 << bidder));
    }

    private AuctionStep advance(int newHighBidder, int newHighBid, int newOut) {
        return of(lot, seller, players, nextBidder(bidder, players, newHighBidder, newOut), newHighBid,
                newHighBidder, newOut, minFirstBid, minRaise);
    }

    /**
     * The seat to bid after {@code from}: the first one clockwise that is still in ({@code out} is the mask of those
     * who passed) and is not the high bidder; -1 when there is none (the auction is over).
     */
    static int nextBidder(int from, int players, int highBidder, int out) {
        for (int i = 1; i < players; i++) {
            int p = (from + i) % players;
            if ((out & (1 << p)) == 0 && p != highBidder) {
                return p;
            }
        }
        return -1;
    }

    /**
     * This step after the current bidder and then each next one have passed, as long as the bidder's money (read by
     * {@code money}, a seat's money) is below the minimum bid: the same value as calling {@link #pass()} once for
     * each of them, without one for every pass in between. This step itself when the bidder can bid or the auction
     * is over.
     */
    <S> AuctionStep passWhileShort(S state, AuctionRule.Money<S> money) {
        int next = bidder;
        int out = outMask;
        int min = minimumBid();
        while (next >= 0 && money.of(state, next) < min) {
            out |= 1 << next;
            next = nextBidder(next, players, highBidder, out);
        }
        return out == outMask ? this
                : of(lot, seller, players, next, highBid, highBidder, out, minFirstBid, minRaise);
    }

    /** Slots of the value cache of {@link #of}: a power of two. */
    static final int CACHE_SLOTS = 1 << 14;
    /**
     * Auction values, at most one per slot chosen by a hash of the fields (a flyweight cache): the same auction
     * position comes back in game after game of a search, so bids and passes mostly find their step here instead
     * of allocating one. A slot is written once, by the first value that lands in it, and never replaced: replacing
     * would make every stored value garbage a little later. Values are immutable, so threads may share the slots;
     * a race only costs a miss.
     */
    private static final AuctionStep[] CACHE = new AuctionStep[CACHE_SLOTS];

    /** The auction value with these fields: the cached one when a slot holds it, else a new one (then cached). */
    static AuctionStep of(int lot, int seller, int players, int bidder, int highBid, int highBidder, int outMask,
                          int minFirstBid, int minRaise) {
        int slot = slot(lot, seller, players, bidder, highBid, highBidder, outMask, minFirstBid, minRaise);
        AuctionStep c = CACHE[slot];
        if (c != null && c.lot == lot && c.seller == seller && c.players == players && c.bidder == bidder
                && c.highBid == highBid && c.highBidder == highBidder && c.outMask == outMask
                && c.minFirstBid == minFirstBid && c.minRaise == minRaise) {
            return c;
        }
        AuctionStep made = new AuctionStep(lot, seller, players, bidder, highBid, highBidder, outMask, minFirstBid,
                minRaise);
        if (c == null) {
            CACHE[slot] = made; // write once: a slot never changes after, so the cache makes no garbage of its own
        }
        return made;
    }

    /** This value's slot in a cache of {@code CACHE_SLOTS} slots (also used by {@link AuctionRule}'s wrappers). */
    static int slot(AuctionStep a) {
        return slot(a.lot, a.seller, a.players, a.bidder, a.highBid, a.highBidder, a.outMask, a.minFirstBid,
                a.minRaise);
    }

    private static int slot(int lot, int seller, int players, int bidder, int highBid, int highBidder, int outMask,
                            int minFirstBid, int minRaise) {
        int h = lot;
        h = h * 31 + seller;
        h = h * 31 + players;
        h = h * 31 + bidder;
        h = h * 31 + highBid;
        h = h * 31 + highBidder;
        h = h * 31 + outMask;
        h = h * 31 + minFirstBid;
        h = h * 31 + minRaise;
        h ^= h >>> 15;
        h *= 0x2c1b3c6d;
        h ^= h >>> 12;
        return h & (CACHE_SLOTS - 1);
    }
}
