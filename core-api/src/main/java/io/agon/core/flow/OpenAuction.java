package io.agon.core.flow;

/**
 * The position of an open, ascending auction, kept in the game state and changed in place. Bidders are every
 * player except the seller, asked clockwise starting with the seller's left neighbour, again and again, until no
 * bidder other than the high bidder is still in. A pass is final. A bid must be at least {@link #minimumBid()}
 * (the minimum first bid, then the high bid plus the minimum raise) and at most the bidder's money, which the game
 * passes in. The result is the high bidder and bid, or "all passed". Settlement (who pays whom, thresholds,
 * buy-backs) is the game's.
 *
 * <p>A state holds one {@code OpenAuction} for its whole life, like its {@link StepStack}: the state's copy copies
 * it ({@link #copyFrom}), and its {@code equals} compares it. {@link AuctionRule} opens nothing itself: the game
 * calls {@link #open} when it pushes its bidding step, and the rule {@link #close closes} the auction after the
 * settlement. A bid or a pass then changes a few ints: the search's copies and moves make no garbage and read no
 * shared table.
 */
public final class OpenAuction {

    private int lot = -1;
    private int seller = -1;
    private int players;
    private int bidder = -1;
    private int highBid;
    private int highBidder = -1;
    private int outMask;
    private int minFirstBid = 1;
    private int minRaise = 1;

    /** A closed auction: nothing is being sold ({@link #isOpen()} is false). */
    public OpenAuction() {
    }

    /**
     * Opens an auction of {@code lot} (the game's id of what is sold) by {@code seller} at a table of
     * {@code players}: bidding starts with the seller's left neighbour.
     *
     * @param minFirstBid the lowest allowed first bid (at least 1)
     * @param minRaise    the least amount a bid must exceed the high bid by (at least 1)
     */
    public void open(int lot, int seller, int players, int minFirstBid, int minRaise) {
        if (players < 2) {
            throw new IllegalArgumentException("an auction needs at least one bidder");
        }
        if (minFirstBid < 1 || minRaise < 1) {
            throw new IllegalArgumentException("minimum bid and raise must be at least 1");
        }
        this.lot = lot;
        this.seller = seller;
        this.players = players;
        this.bidder = TurnOrder.next(seller, players);
        this.highBid = 0;
        this.highBidder = -1;
        this.outMask = 1 << seller;
        this.minFirstBid = minFirstBid;
        this.minRaise = minRaise;
    }

    /** Opens an auction with a minimum first bid of 1 and a minimum raise of 1. */
    public void open(int lot, int seller, int players) {
        open(lot, seller, players, 1, 1);
    }

    /** Closes the auction: back to the position of {@code new OpenAuction()}, so states after it compare equal. */
    public void close() {
        lot = -1;
        seller = -1;
        players = 0;
        bidder = -1;
        highBid = 0;
        highBidder = -1;
        outMask = 0;
        minFirstBid = 1;
        minRaise = 1;
    }

    /** Makes this position equal to {@code o} (the state's copy calls it). */
    public void copyFrom(OpenAuction o) {
        lot = o.lot;
        seller = o.seller;
        players = o.players;
        bidder = o.bidder;
        highBid = o.highBid;
        highBidder = o.highBidder;
        outMask = o.outMask;
        minFirstBid = o.minFirstBid;
        minRaise = o.minRaise;
    }

    /** A new position equal to this one. */
    public OpenAuction copy() {
        OpenAuction c = new OpenAuction();
        c.copyFrom(this);
        return c;
    }

    /**
     * Changes what is sold to {@code lot}, the bidding unchanged: for a determinization that deals a hidden lot
     * again.
     */
    public void relabel(int lot) {
        this.lot = lot;
    }

    /** True from {@link #open} to {@link #close}, even once the bidding is over (until the settlement). */
    public boolean isOpen() {
        return players > 0;
    }

    /** The game's id of what is sold (a card id, a colour, a slot...), -1 when closed. */
    public int lot() {
        return lot;
    }

    /** The selling seat, who never bids; -1 when closed. */
    public int seller() {
        return seller;
    }

    /** The number of seats at the table (0 when closed). */
    public int players() {
        return players;
    }

    /** The seat asked now, or -1 when the bidding is over. */
    public int bidder() {
        return bidder;
    }

    /** The current high bid, 0 when nobody has bid. */
    public int highBid() {
        return highBid;
    }

    /** The seat of the high bidder, or -1. */
    public int highBidder() {
        return highBidder;
    }

    /** Bit {@code p} set when seat {@code p} has passed (the seller's bit is always set). */
    public int outMask() {
        return outMask;
    }

    /** The lowest allowed first bid. */
    public int minFirstBid() {
        return minFirstBid;
    }

    /** The least amount a bid must exceed the high bid by. */
    public int minRaise() {
        return minRaise;
    }

    /** True when the bidding has ended (someone won, or all passed). */
    public boolean isOver() {
        return bidder < 0;
    }

    /** True when the bidding ended without a bid. */
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
     * The current bidder bids {@code amount}; the next bidder is asked.
     *
     * @throws IllegalArgumentException when the bid is not legal (callers check {@link #isLegalBid} first)
     */
    public void bid(int amount, int money) {
        if (!isLegalBid(amount, money)) {
            throw new IllegalArgumentException("illegal bid " + amount);
        }
        highBidder = bidder;
        highBid = amount;
        bidder = nextBidder(bidder, players, highBidder, outMask);
    }

    /** The current bidder passes (for good); the next bidder is asked. */
    public void pass() {
        if (isOver()) {
            throw new IllegalStateException("the bidding is over");
        }
        outMask |= 1 << bidder;
        bidder = nextBidder(bidder, players, highBidder, outMask);
    }

    /**
     * The current bidder and then each next one pass, as long as the bidder's money (read by {@code money}) is
     * below the minimum bid: the same as calling {@link #pass()} once for each of them. Returns true when at least
     * one passed, false (nothing changed) when the bidder can bid or the bidding is over.
     */
    <S> boolean passWhileShort(S state, AuctionRule.Money<S> money) {
        int out = outMask;
        int min = minimumBid();
        while (bidder >= 0 && money.of(state, bidder) < min) {
            outMask |= 1 << bidder;
            bidder = nextBidder(bidder, players, highBidder, outMask);
        }
        return outMask != out;
    }

    /**
     * The seat to bid after {@code from}: the first one clockwise that is still in ({@code out} is the mask of those
     * who passed) and is not the high bidder; -1 when there is none (the bidding is over).
     */
    private static int nextBidder(int from, int players, int highBidder, int out) {
        for (int i = 1; i < players; i++) {
            int p = (from + i) % players;
            if ((out & (1 << p)) == 0 && p != highBidder) {
                return p;
            }
        }
        return -1;
    }

    @Override
    public boolean equals(Object x) {
        return x instanceof OpenAuction o && lot == o.lot && seller == o.seller && players == o.players
                && bidder == o.bidder && highBid == o.highBid && highBidder == o.highBidder && outMask == o.outMask
                && minFirstBid == o.minFirstBid && minRaise == o.minRaise;
    }

    @Override
    public int hashCode() {
        int h = lot;
        h = h * 31 + seller;
        h = h * 31 + players;
        h = h * 31 + bidder;
        h = h * 31 + highBid;
        h = h * 31 + highBidder;
        h = h * 31 + outMask;
        h = h * 31 + minFirstBid;
        return h * 31 + minRaise;
    }

    @Override
    public String toString() {
        return !isOpen() ? "OpenAuction[closed]"
                : "OpenAuction[lot=" + lot + ", seller=" + seller + ", players=" + players + ", bidder=" + bidder
                + ", highBid=" + highBid + ", highBidder=" + highBidder + ", outMask=" + outMask
                + ", minFirstBid=" + minFirstBid + ", minRaise=" + minRaise + "]";
    }
}
