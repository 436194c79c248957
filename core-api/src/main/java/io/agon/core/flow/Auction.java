package io.agon.core.flow;

import io.agon.core.Rng;
import java.util.function.IntBinaryOperator;

/**
 * The position of one auction of any {@link AuctionKind}, kept in the game state and changed in place: who is
 * asked, the price, the leader, and for the sealed kinds the {@link SealedChoices} of the bids. "Bidders" are every
 * seat but the seller, asked clockwise from the seller's left. The game passes each seat's spending limit in
 * ({@link AuctionRule} reads it); the result is {@link #buyer()} and {@link #price()}, or unsold. Who pays whom is
 * the game's settlement.
 *
 * <p>A state holds one {@code Auction} for its whole life, like its {@link StepStack}: the state's copy copies it
 * ({@link #copyFrom}) and its {@code equals} compares it. The game opens it ({@link #open}, {@link #start}, ...)
 * when it pushes its selling step; {@link AuctionRule} {@link #close closes} it after the settlement. A bid or a
 * pass changes a few ints, so a search's copies and moves make no garbage (a sealed bid makes a new
 * {@link SealedChoices}).
 *
 * <p>What is sold is the game's: {@link #lot()} is only an id (a colour, a card that every seat sees). A secret lot
 * stays in the game state, where the game's view and {@code determinize} hide it.
 */
public final class Auction {

    /** How a tie of the highest sealed bids is broken. */
    public enum Ties {
        /** The tied seat nearest the seller's left wins (the seller last). */
        SELLERS_LEFT_FIRST,
        /** A tied seat drawn with the state's {@link Rng}. */
        DRAW
    }

    private AuctionKind kind;
    private int lot = -1;
    private int seller = -1;
    private int players;
    private int decider = -1;
    private int price;
    private int leader = -1;
    private int passed;
    private int asked;
    private int minimum = 1;
    private int step = 1;
    private Ties ties = Ties.SELLERS_LEFT_FIRST;
    private SealedChoices sealed;

    /** A closed auction: nothing is being sold ({@link #isOpen()} is false). */
    public Auction() {
    }

    // ------------------------------------------------------------------------------------------------ opening

    /**
     * Opens an auction of {@code kind} with common terms: {@code minimum} first bid (the floor for Dutch),
     * {@code step} raise (the drop for Dutch), {@code dutchStart} the Dutch start price, {@code ties} for sealed
     * bids.
     */
    public void start(AuctionKind kind, int lot, int seller, int players, int minimum, int step, int dutchStart,
                      Ties ties) {
        switch (kind) {
            case OPEN -> open(lot, seller, players, minimum, step);
            case ONCE_AROUND -> onceAround(lot, seller, players, minimum, step);
            case SEALED_FIRST_PRICE, SEALED_SECOND_PRICE -> sealed(kind, lot, seller, players, minimum, ties);
            case DUTCH -> dutch(lot, seller, players, dutchStart, step, minimum);
            case FIXED_PRICE -> fixedPrice(lot, seller, players, minimum);
            default -> throw new IllegalArgumentException(String.valueOf(kind));
        }
    }

    /**
     * Opens an open ascending auction: bidders raise in turn, from the seller's left, until all but the high
     * bidder have passed; a pass is final.
     *
     * @param minimum the lowest first bid (at least 1)
     * @param raise   the least amount a bid must exceed the high bid by (at least 1)
     */
    public void open(int lot, int seller, int players, int minimum, int raise) {
        set(AuctionKind.OPEN, lot, seller, players, (seller + 1) % players, 0, 1 << seller, minimum, raise,
                Ties.SELLERS_LEFT_FIRST, null);
    }

    /** Opens a once-around auction: each bidder once from the seller's left, then the seller. */
    public void onceAround(int lot, int seller, int players, int minimum, int raise) {
        set(AuctionKind.ONCE_AROUND, lot, seller, players, (seller + 1) % players, 0, 0, minimum, raise,
                Ties.SELLERS_LEFT_FIRST, null);
    }

    /**
     * Opens a sealed-bid auction ({@code kind} {@link AuctionKind#SEALED_FIRST_PRICE} or
     * {@link AuctionKind#SEALED_SECOND_PRICE}): every seat seals one bid, from the seller's left, the seller last.
     */
    public void sealed(AuctionKind kind, int lot, int seller, int players, int minimum, Ties ties) {
        if (!kind.isSealed()) {
            throw new IllegalArgumentException(kind + " is not a sealed kind");
        }
        check(players, minimum, 1);
        SealedChoices bids = SealedChoices.clockwiseFrom((seller + 1) % players, players);
        set(kind, lot, seller, players, bids.decider(), 0, 0, minimum, 1, ties, bids);
    }

    /** Opens a Dutch auction: the price starts at {@code start} and falls by {@code drop} down to {@code floor}. */
    public void dutch(int lot, int seller, int players, int start, int drop, int floor) {
        if (start < floor) {
            throw new IllegalArgumentException("the start price is below the floor");
        }
        set(AuctionKind.DUTCH, lot, seller, players, (seller + 1) % players, start, 0, floor, drop,
                Ties.SELLERS_LEFT_FIRST, null);
    }

    /** Opens a fixed-price sale: the seller first names a price of at least {@code minimum}. */
    public void fixedPrice(int lot, int seller, int players, int minimum) {
        set(AuctionKind.FIXED_PRICE, lot, seller, players, seller, 0, 0, minimum, 1, Ties.SELLERS_LEFT_FIRST, null);
    }

    private static void check(int players, int minimum, int step) {
        if (players < 2 || players > 31) {
            throw new IllegalArgumentException("an auction needs 2-31 seats");
        }
        if (minimum < 1 || step < 1) {
            throw new IllegalArgumentException("minimum and step must be at least 1");
        }
    }

    private void set(AuctionKind kind, int lot, int seller, int players, int decider, int price, int passed,
                     int minimum, int step, Ties ties, SealedChoices sealed) {
        check(players, minimum, step);
        this.kind = kind;
        this.lot = lot;
        this.seller = seller;
        this.players = players;
        this.decider = decider;
        this.price = price;
        this.leader = -1;
        this.passed = passed;
        this.asked = 0;
        this.minimum = minimum;
        this.step = step;
        this.ties = ties;
        this.sealed = sealed;
    }

    /** Closes the auction: back to the position of {@code new Auction()}, so states after it compare equal. */
    public void close() {
        copyFrom(CLOSED);
    }

    private static final Auction CLOSED = new Auction();

    /** Makes this position equal to {@code o} (the state's copy calls it). */
    public void copyFrom(Auction o) {
        kind = o.kind;
        lot = o.lot;
        seller = o.seller;
        players = o.players;
        decider = o.decider;
        price = o.price;
        leader = o.leader;
        passed = o.passed;
        asked = o.asked;
        minimum = o.minimum;
        step = o.step;
        ties = o.ties;
        sealed = o.sealed;  // immutable: shared
    }

    /** A new position equal to this one. */
    public Auction copy() {
        Auction c = new Auction();
        c.copyFrom(this);
        return c;
    }

    // ------------------------------------------------------------------------------------------------ reading

    /** True from opening to {@link #close}, even once the bidding is over (until the settlement). */
    public boolean isOpen() {
        return kind != null;
    }

    /** The kind of auction, or null when closed. */
    public AuctionKind kind() {
        return kind;
    }

    /** The game's id of what is sold, -1 when closed. */
    public int lot() {
        return lot;
    }

    /** The selling seat; -1 when closed. */
    public int seller() {
        return seller;
    }

    /** The number of seats (0 when closed). */
    public int players() {
        return players;
    }

    /** The seat asked now, or -1 when the bidding is over. */
    public int decider() {
        return decider;
    }

    /**
     * The high bid (open, once around), the current price (Dutch), the named price (fixed price, 0 while the seller
     * names it); when over: the price the buyer pays (0 when unsold).
     */
    public int price() {
        return price;
    }

    /** The high bidder, or -1; when over: the buyer, or -1 when unsold. */
    public int leader() {
        return leader;
    }

    /** Open ascending: bit {@code p} set when seat {@code p} has passed (the seller's bit is set). */
    public int passed() {
        return passed;
    }

    /** Once around, Dutch, fixed price: how many seats have been asked in the current round. */
    public int asked() {
        return asked;
    }

    /** The least first bid (open, once around, sealed, fixed price) or the floor price (Dutch). */
    public int minimum() {
        return minimum;
    }

    /** The least raise (open, once around) or the price drop (Dutch). */
    public int step() {
        return step;
    }

    /** How a tie of sealed bids is broken. */
    public Ties ties() {
        return ties;
    }

    /** The sealed bids (sealed kinds; null for the others); 0 commits "no bid". */
    public SealedChoices sealed() {
        return sealed;
    }

    /** True when the bidding has ended (or the auction is closed). */
    public boolean isOver() {
        return decider < 0;
    }

    /** True when it ended with a buyer (possibly the seller: once around, sealed, fixed price). */
    public boolean sold() {
        return isOver() && leader >= 0;
    }

    /** The buyer once over, or -1 when unsold. */
    public int buyer() {
        return isOver() ? leader : -1;
    }

    /** True while the seller of a fixed-price sale is naming the price. */
    public boolean naming() {
        return kind == AuctionKind.FIXED_PRICE && decider == seller && decider >= 0;
    }

    /** The least bid the decider may make now (for Dutch and a named fixed price: the price to accept). */
    public int minimumBid() {
        if (kind == AuctionKind.OPEN) { // the common kind first: a search asks this at every bid
            return leader < 0 ? minimum : price + step;
        }
        return switch (kind) {
            case OPEN, ONCE_AROUND -> leader < 0 ? minimum : price + step;
            case SEALED_FIRST_PRICE, SEALED_SECOND_PRICE -> minimum;
            case DUTCH -> price;
            case FIXED_PRICE -> naming() ? minimum : price;
        };
    }

    /** The most the decider may bid with spending limit {@code max} (less than {@link #minimumBid}: cannot bid). */
    public int maximumBid(int max) {
        if (kind == AuctionKind.OPEN) {
            return max;
        }
        return switch (kind) {
            case DUTCH -> price <= max ? price : price - 1;
            case FIXED_PRICE -> naming() ? max : price <= max ? price : price - 1;
            default -> max;
        };
    }

    /** True when the decider, whose spending limit is {@code max}, may bid {@code amount}. */
    public boolean isLegalBid(int amount, int max) {
        return !isOver() && amount >= minimumBid() && amount <= maximumBid(max);
    }

    /** True when the decider may pass: always, except a seller naming a fixed price he can afford. */
    public boolean canPass(int max) {
        return !isOver() && !(naming() && max >= minimum);
    }

    /** True when the decider's choice is a sealed bid that stays hidden (not the last before the reveal). */
    public boolean hidesChoice() {
        return kind != null && kind.isSealed() && !isOver() && sealed.count() < players - 1;
    }

    // ------------------------------------------------------------------------------------------------ moving

    /**
     * The decider bids {@code amount} (checked by the caller with {@link #isLegalBid}). {@code rng} breaks a
     * {@link Ties#DRAW} tie at the reveal (may be null otherwise).
     *
     * @throws IllegalArgumentException when the bid is not legal
     */
    public void bid(int amount, int max, Rng rng) {
        if (!isLegalBid(amount, max)) {
            throw new IllegalArgumentException("illegal bid " + amount);
        }
        if (kind == AuctionKind.OPEN) {
            nextOpen(decider, amount, passed);
            return;
        }
        switch (kind) {
            case OPEN -> nextOpen(decider, amount, passed);
            case ONCE_AROUND -> nextOnce(decider, amount);
            case SEALED_FIRST_PRICE, SEALED_SECOND_PRICE -> seal(amount, rng);
            case DUTCH -> over(decider, price);
            case FIXED_PRICE -> {
                if (naming()) {
                    moveTo((seller + 1) % players, amount, -1, 0);
                } else {
                    over(decider, price);
                }
            }
            default -> throw new IllegalStateException();
        }
    }

    /** The decider passes (declines, seals no bid). */
    public void pass(Rng rng) {
        if (isOver()) {
            throw new IllegalStateException("the auction is over");
        }
        if (kind == AuctionKind.OPEN) {
            nextOpen(leader, price, passed | 1 << decider);
            return;
        }
        switch (kind) {
            case OPEN -> nextOpen(leader, price, passed | 1 << decider);
            case ONCE_AROUND -> nextOnce(leader, price);
            case SEALED_FIRST_PRICE, SEALED_SECOND_PRICE -> seal(0, rng);
            case DUTCH -> nextDutch();
            case FIXED_PRICE -> {
                if (naming()) {
                    over(-1, 0);
                } else if (asked + 1 >= players - 1) {
                    over(seller, price);
                } else {
                    moveTo((decider + 1) % players, price, -1, asked + 1);
                }
            }
            default -> throw new IllegalStateException();
        }
    }

    private void moveTo(int nextDecider, int newPrice, int newLeader, int newAsked) {
        decider = nextDecider;
        price = newPrice;
        leader = newLeader;
        asked = newAsked;
    }

    private void over(int buyer, int paid) {
        decider = -1;
        price = buyer < 0 ? 0 : paid;
        leader = buyer;
    }

    private void nextOpen(int newLeader, int newPrice, int newPassed) {
        int next = -1;
        for (int i = 1; i < players; i++) {
            int p = (decider + i) % players;
            if ((newPassed & (1 << p)) == 0 && p != newLeader) {
                next = p;
                break;
            }
        }
        decider = next;
        price = next < 0 && newLeader < 0 ? 0 : newPrice;
        leader = newLeader;
        passed = newPassed;
    }

    private void nextOnce(int newLeader, int newPrice) {
        if (asked + 1 >= players) {
            over(newLeader, newPrice);
        } else {
            moveTo((decider + 1) % players, newPrice, newLeader, asked + 1);
        }
    }

    private void nextDutch() {
        if (asked + 1 < players - 1) {
            moveTo((decider + 1) % players, price, -1, asked + 1);
        } else if (price - step < minimum) {
            over(-1, 0);
        } else {
            moveTo((seller + 1) % players, price - step, -1, 0);
        }
    }

    private void seal(int amount, Rng rng) {
        SealedChoices bids = sealed.commit(decider, amount);
        sealed = bids;
        price = 0;
        leader = -1;
        passed = 0;
        asked = 0;
        if (!bids.complete()) {
            decider = bids.decider();
            return;
        }
        decider = -1;
        int[] order = bids.order();
        int best = 0;
        int tied = 0;
        for (int p : order) {
            int b = bids.choice(p);
            if (b > best) {
                best = b;
                tied = 1;
            } else if (b == best && b > 0) {
                tied++;
            }
        }
        if (best == 0) {
            return;
        }
        int pick = 0;
        if (tied > 1 && ties == Ties.DRAW) {
            if (rng == null) {
                throw new IllegalStateException("a drawn tie needs the state's Rng (AuctionRule.Builder.rng)");
            }
            pick = rng.nextInt(tied);
        }
        int winner = -1;
        for (int p : order) {
            if (bids.choice(p) == best && pick-- == 0) {
                winner = p;
                break;
            }
        }
        int paid = best;
        if (kind == AuctionKind.SEALED_SECOND_PRICE) {
            paid = minimum;
            for (int p : order) {
                if (p != winner && bids.choice(p) > paid) {
                    paid = bids.choice(p);
                }
            }
        }
        price = paid;
        leader = winner;
    }

    // ------------------------------------------------------------------------------------------------ hidden bids

    /**
     * A copy as {@code observer} may see it: the other seats' sealed bids are masked until the reveal
     * ({@link SealedChoices#seenBy}). Read a view's figures from this, not from the position itself.
     */
    public Auction seenBy(int observer) {
        Auction c = copy();
        if (sealed != null && !sealed.complete()) {
            c.sealed = sealed.seenBy(observer);
        }
        return c;
    }

    /**
     * For {@code determinize}, on the copy: the other seats' sealed bids drawn again with
     * {@code draw.applyAsInt(seat, bid)} (return 0 for "no bid" or a bid the seat could have made).
     */
    public void resample(int observer, IntBinaryOperator draw) {
        if (sealed != null && !sealed.complete()) {
            sealed = sealed.resample(observer, draw);
        }
    }

    // ------------------------------------------------------------------------------------------------ value

    @Override
    public boolean equals(Object x) {
        return x instanceof Auction o && kind == o.kind && lot == o.lot && seller == o.seller
                && players == o.players && decider == o.decider && price == o.price && leader == o.leader
                && passed == o.passed && asked == o.asked && minimum == o.minimum && step == o.step
                && ties == o.ties && java.util.Objects.equals(sealed, o.sealed);
    }

    /** The same on every run (no identity hash of an enum): searches compare positions by hash. */
    @Override
    public int hashCode() {
        int h = kind == null ? -1 : kind.ordinal();
        h = h * 31 + lot;
        h = h * 31 + seller;
        h = h * 31 + players;
        h = h * 31 + decider;
        h = h * 31 + price;
        h = h * 31 + leader;
        h = h * 31 + passed;
        h = h * 31 + asked;
        h = h * 31 + minimum;
        h = h * 31 + step;
        h = h * 31 + ties.ordinal();
        return h * 31 + (sealed == null ? 0 : sealed.hashCode());
    }

    @Override
    public String toString() {
        return kind == null ? "Auction[closed]"
                : "Auction[" + kind + ", lot=" + lot + ", seller=" + seller + ", players=" + players + ", decider="
                + decider + ", price=" + price + ", leader=" + leader + ", passed=" + passed + ", asked=" + asked
                + ", minimum=" + minimum + ", step=" + step + ", ties=" + ties + "]";
    }
}
