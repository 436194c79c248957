package io.agon.core.flow;

import io.agon.core.Rng;
import java.util.function.IntBinaryOperator;

/**
 * One auction of any {@link AuctionKind}, as an immutable step value: who is asked, the price, the leader, and for
 * the sealed kinds the {@link SealedChoices} of the bids. The game passes each seat's spending limit in
 * ({@link LotAuctionRule} reads it); the result is {@link #buyer()} and {@link #price()}, or unsold. Who pays whom
 * is the game's settlement.
 *
 * @param kind    the kind of auction
 * @param lot     the game's id of what is sold
 * @param seller  the selling seat
 * @param players number of seats
 * @param decider seat asked now, or -1 when the auction is over
 * @param price   the high bid (open, once around), the current price (Dutch), the named price (fixed price, 0
 *                while the seller names it); when over: the price the buyer pays
 * @param leader  the high bidder, or -1; when over: the buyer, or -1 when unsold
 * @param passed  open: bit {@code p} set when seat {@code p} has passed (the seller's bit is set)
 * @param asked   once around, Dutch, fixed price: how many seats have been asked in the current round
 * @param minimum the least first bid (open, once around, sealed, fixed price) or the floor price (Dutch)
 * @param step    the least raise (open, once around) or the price drop (Dutch)
 * @param ties    how a tie of sealed bids is broken
 * @param sealed  the sealed bids (sealed kinds; null for the others); 0 commits "no bid"
 */
public record LotAuction(AuctionKind kind, int lot, int seller, int players, int decider, int price, int leader,
                         int passed, int asked, int minimum, int step, Ties ties, SealedChoices sealed) {

    /** How a tie of the highest sealed bids is broken. */
    public enum Ties {
        /** The tied seat nearest the seller's left wins (the seller last). */
        SELLERS_LEFT_FIRST,
        /** A tied seat drawn with the state's {@link Rng}. */
        DRAW
    }

    /** Validates the parameters. */
    public LotAuction {
        if (players < 2 || players > 31) {
            throw new IllegalArgumentException("an auction needs 2-31 seats");
        }
        if (minimum < 1 || step < 1) {
            throw new IllegalArgumentException("minimum and step must be at least 1");
        }
    }

    /** An open ascending auction: bidding starts at the seller's left. */
    public static LotAuction open(int lot, int seller, int players, int minimum, int raise) {
        return new LotAuction(AuctionKind.OPEN, lot, seller, players, (seller + 1) % players, 0, -1, 1 << seller, 0,
                minimum, raise, Ties.SELLERS_LEFT_FIRST, null);
    }

    /** A once-around auction: each bidder once from the seller's left, then the seller. */
    public static LotAuction onceAround(int lot, int seller, int players, int minimum, int raise) {
        return new LotAuction(AuctionKind.ONCE_AROUND, lot, seller, players, (seller + 1) % players, 0, -1, 0, 0,
                minimum, raise, Ties.SELLERS_LEFT_FIRST, null);
    }

    /**
     * A sealed-bid auction ({@code kind} {@link AuctionKind#SEALED_FIRST_PRICE} or
     * {@link AuctionKind#SEALED_SECOND_PRICE}): every seat seals one bid, from the seller's left, the seller last.
     */
    public static LotAuction sealed(AuctionKind kind, int lot, int seller, int players, int minimum, Ties ties) {
        if (!kind.isSealed()) {
            throw new IllegalArgumentException(kind + " is not a sealed kind");
        }
        SealedChoices bids = SealedChoices.clockwiseFrom((seller + 1) % players, players);
        return new LotAuction(kind, lot, seller, players, bids.decider(), 0, -1, 0, 0, minimum, 1, ties, bids);
    }

    /** A Dutch auction: the price starts at {@code start} and falls by {@code drop} down to {@code floor}. */
    public static LotAuction dutch(int lot, int seller, int players, int start, int drop, int floor) {
        if (start < floor) {
            throw new IllegalArgumentException("the start price is below the floor");
        }
        return new LotAuction(AuctionKind.DUTCH, lot, seller, players, (seller + 1) % players, start, -1, 0, 0,
                floor, drop, Ties.SELLERS_LEFT_FIRST, null);
    }

    /** A fixed-price sale: the seller first names a price of at least {@code minimum}. */
    public static LotAuction fixedPrice(int lot, int seller, int players, int minimum) {
        return new LotAuction(AuctionKind.FIXED_PRICE, lot, seller, players, seller, 0, -1, 0, 0, minimum, 1,
                Ties.SELLERS_LEFT_FIRST, null);
    }

    /**
     * An auction of {@code kind} with common terms: {@code minimum} first bid (the floor for Dutch), {@code step}
     * raise (the drop for Dutch), {@code dutchStart} the Dutch start price, {@code ties} for sealed bids.
     */
    public static LotAuction of(AuctionKind kind, int lot, int seller, int players, int minimum, int step,
                                int dutchStart, Ties ties) {
        return switch (kind) {
            case OPEN -> open(lot, seller, players, minimum, step);
            case ONCE_AROUND -> onceAround(lot, seller, players, minimum, step);
            case SEALED_FIRST_PRICE, SEALED_SECOND_PRICE -> sealed(kind, lot, seller, players, minimum, ties);
            case DUTCH -> dutch(lot, seller, players, dutchStart, step, minimum);
            case FIXED_PRICE -> fixedPrice(lot, seller, players, minimum);
        };
    }

    /** True when the auction has ended. */
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
        return kind == AuctionKind.FIXED_PRICE && decider == seller && !isOver();
    }

    /** The least bid the decider may make now (for Dutch and a named fixed price: the price to accept). */
    public int minimumBid() {
        return switch (kind) {
            case OPEN, ONCE_AROUND -> leader < 0 ? minimum : price + step;
            case SEALED_FIRST_PRICE, SEALED_SECOND_PRICE -> minimum;
            case DUTCH -> price;
            case FIXED_PRICE -> naming() ? minimum : price;
        };
    }

    /** The most the decider may bid with spending limit {@code max} (less than {@link #minimumBid}: cannot bid). */
    public int maximumBid(int max) {
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
        return kind.isSealed() && !isOver() && sealed.count() < players - 1;
    }

    /**
     * The auction after the decider bids {@code amount} (checked by the caller with {@link #isLegalBid}).
     * {@code rng} breaks a {@link Ties#DRAW} tie at the reveal (may be null otherwise).
     */
    public LotAuction bid(int amount, int max, Rng rng) {
        if (!isLegalBid(amount, max)) {
            throw new IllegalArgumentException("illegal bid " + amount);
        }
        return switch (kind) {
            case OPEN -> nextOpen(decider, amount, passed);
            case ONCE_AROUND -> nextOnce(decider, amount);
            case SEALED_FIRST_PRICE, SEALED_SECOND_PRICE -> seal(amount, rng);
            case DUTCH -> over(decider, price);
            case FIXED_PRICE -> naming() ? with((seller + 1) % players, amount, -1, 0) : over(decider, price);
        };
    }

    /** The auction after the decider passes (declines, seals no bid). */
    public LotAuction pass(Rng rng) {
        if (isOver()) {
            throw new IllegalStateException("the auction is over");
        }
        return switch (kind) {
            case OPEN -> nextOpen(leader, price, passed | 1 << decider);
            case ONCE_AROUND -> nextOnce(leader, price);
            case SEALED_FIRST_PRICE, SEALED_SECOND_PRICE -> seal(0, rng);
            case DUTCH -> nextDutch();
            case FIXED_PRICE -> naming() ? over(-1, 0)
                    : asked + 1 >= players - 1 ? over(seller, price) : with((decider + 1) % players, price, -1, asked + 1);
        };
    }

    private LotAuction with(int nextDecider, int newPrice, int newLeader, int newAsked) {
        return new LotAuction(kind, lot, seller, players, nextDecider, newPrice, newLeader, passed, newAsked, minimum,
                step, ties, sealed);
    }

    private LotAuction over(int buyer, int paid) {
        return new LotAuction(kind, lot, seller, players, -1, buyer < 0 ? 0 : paid, buyer, passed, asked, minimum,
                step, ties, sealed);
    }

    private LotAuction nextOpen(int newLeader, int newPrice, int newPassed) {
        int next = -1;
        for (int i = 1; i < players; i++) {
            int p = (decider + i) % players;
            if ((newPassed & (1 << p)) == 0 && p != newLeader) {
                next = p;
                break;
            }
        }
        return new LotAuction(kind, lot, seller, players, next, next < 0 && newLeader < 0 ? 0 : newPrice, newLeader,
                newPassed, asked, minimum, step, ties, sealed);
    }

    private LotAuction nextOnce(int newLeader, int newPrice) {
        if (asked + 1 >= players) {
            return over(newLeader, newPrice);
        }
        return with((decider + 1) % players, newPrice, newLeader, asked + 1);
    }

    private LotAuction nextDutch() {
        if (asked + 1 < players - 1) {
            return with((decider + 1) % players, price, -1, asked + 1);
        }
        if (price - step < minimum) {
            return over(-1, 0);
        }
        return with((seller + 1) % players, price - step, -1, 0);
    }

    private LotAuction seal(int amount, Rng rng) {
        SealedChoices bids = sealed.commit(decider, amount);
        if (!bids.complete()) {
            return new LotAuction(kind, lot, seller, players, bids.decider(), 0, -1, 0, 0, minimum, step, ties, bids);
        }
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
        LotAuction done = new LotAuction(kind, lot, seller, players, -1, 0, -1, 0, 0, minimum, step, ties, bids);
        if (best == 0) {
            return done;
        }
        int pick = 0;
        if (tied > 1 && ties == Ties.DRAW) {
            if (rng == null) {
                throw new IllegalStateException("a drawn tie needs the state's Rng (LotAuctionRule.Builder.rng)");
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
        return new LotAuction(kind, lot, seller, players, -1, paid, winner, 0, 0, minimum, step, ties, bids);
    }

    /**
     * What {@code observer} may see of this auction: the other seats' sealed bids are masked until the reveal
     * ({@link SealedChoices#seenBy}). Put this, not the auction itself, into a view.
     */
    public LotAuction seenBy(int observer) {
        if (sealed == null || sealed.complete()) {
            return this;
        }
        return new LotAuction(kind, lot, seller, players, decider, price, leader, passed, asked, minimum, step, ties,
                sealed.seenBy(observer));
    }

    /**
     * For {@code determinize}: the other seats' sealed bids drawn again with {@code draw.applyAsInt(seat, bid)}
     * (return 0 for "no bid" or a bid the seat could have made).
     */
    public LotAuction resample(int observer, IntBinaryOperator draw) {
        if (sealed == null || sealed.complete()) {
            return this;
        }
        return new LotAuction(kind, lot, seller, players, decider, price, leader, passed, asked, minimum, step, ties,
                sealed.resample(observer, draw));
    }
}
