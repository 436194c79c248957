package io.agon.core.flow;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import io.agon.core.Rng;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.ToIntFunction;

/**
 * The {@link StepRule} of a {@link LotAuction} of any {@link AuctionKind}, ready to plug into a {@link Flow}: the game
 * wraps the auction in a step of its own and says how to read a seat's money (and, optionally, a lower limit of its
 * own), which actions are bids and the pass, and how a finished auction settles. The bidding itself is the kit's.
 *
 * <pre>{@code
 * StepRule<State, Selling> rule = LotAuctionRule.<State, Selling>of(Selling::auction, Selling::new)
 *         .money((s, seat) -> s.money[seat])
 *         .bids(Bid.class, Bid::amount, Bid::of, PASS)
 *         .rng(s -> s.rng)                                   // only for drawn ties of sealed bids
 *         .settle((s, auction, flow, ev) -> pay(s, auction, flow, ev))
 *         .ruleId("3.2")
 *         .build();
 * }</pre>
 *
 * <p>One bid action and one pass serve every kind: in a Dutch auction and for a named fixed price a bid of the
 * price accepts it; a seller naming a fixed price bids it; a sealed pass seals "no bid". Legal actions: every
 * allowed bid in increasing order, then the pass (a seller naming a fixed price he can afford may not pass). A bid
 * above the seat's money or limit, below the minimum, a second sealed bid or a pass that is not allowed is refused
 * with the rule id given to {@link Builder#ruleId}, and nothing changes.
 *
 * <p>Sealed bids are {@link SealedChoices}: the rule describes another seat's sealed bid as "P2 seals a bid" and
 * reports {@link #hidesChoice}; the game's view shows {@link LotAuction#seenBy} and its {@code determinize} uses
 * {@link LotAuction#resample}.
 *
 * @param <S> the game's state type
 * @param <W> the game's step type that wraps the {@link LotAuction}
 */
public final class LotAuctionRule<S, W> implements StepRule<S, W> {

    /** Reads a seat's spending limit (its money, or a lower limit the game gives). */
    @FunctionalInterface
    public interface Limit<S> {
        /** The most {@code seat} may bid now. */
        int of(S state, int seat);
    }

    /** Settles a finished auction: who pays whom, where the lot goes, and the next step (e.g. flow.done). */
    @FunctionalInterface
    public interface Settlement<S> {
        /** {@code auction} is over; the wrapping step on top of the stack already holds it. */
        void settle(S state, LotAuction auction, Control<S> flow, EventSink events);
    }

    private final Function<W, LotAuction> unwrap;
    private final Function<LotAuction, W> wrap;
    private final Limit<S> money;
    private final Limit<S> limit;
    private final Class<? extends Action> bidType;
    private final ToIntFunction<Action> amount;
    private final IntFunction<? extends Action> bid;
    private final Action pass;
    private final Function<S, Rng> rng;
    private final Settlement<S> settlement;
    private final String ruleId;
    private final ActionHandlers<S, W> actions;

    private LotAuctionRule(Builder<S, W> b) {
        this.unwrap = b.unwrap;
        this.wrap = b.wrap;
        this.money = Objects.requireNonNull(b.money, "money");
        this.limit = b.limit;
        this.bidType = Objects.requireNonNull(b.bidType, "bids");
        this.amount = b.amount;
        this.bid = b.bid;
        this.pass = b.pass;
        this.rng = b.rng;
        this.settlement = Objects.requireNonNull(b.settlement, "settle");
        this.ruleId = b.ruleId;
        this.actions = ActionHandlers.bidOrPass(bidType, pass.getClass(), this::apply);
    }

    /** Every action of this step goes to {@link #apply(Object, Object, int, Action, Control, EventSink)}. */
    @Override
    public ActionHandlers<S, W> actions() {
        return actions;
    }

    /** Starts declaring the rule for the game's wrapping step type. */
    public static <S, W> Builder<S, W> of(Function<W, LotAuction> unwrap, Function<LotAuction, W> wrap) {
        return new Builder<>(unwrap, wrap);
    }

    /** The most {@code seat} may bid: its money, or the game's limit when lower. */
    public int max(S state, int seat) {
        int m = money.of(state, seat);
        return limit == null ? m : Math.min(m, limit.of(state, seat));
    }

    @Override
    public int decider(S state, W step) {
        return unwrap.apply(step).decider();
    }

    @Override
    public void legal(S state, W step, List<Action> out) {
        LotAuction a = unwrap.apply(step);
        int max = max(state, a.decider());
        for (int b = a.minimumBid(), top = a.maximumBid(max); b <= top; b++) {
            out.add(bid.apply(b));
        }
        if (a.canPass(max)) {
            out.add(pass);
        }
    }

    /** Applies a bid or pass (or a commit) of {@code seat}: the handler of every action this step takes. */
    public void apply(S state, W step, int seat, Action action, Control<S> flow, EventSink events) {
        LotAuction a = unwrap.apply(step);
        int max = max(state, seat);
        Rng r = rng == null ? null : rng.apply(state);
        if (bidType.isInstance(action)) {
            int amt = amount.applyAsInt(action);
            if (!a.isLegalBid(amt, max)) {
                throw new IllegalActionException(ruleId, refusal(a, max));
            }
            a = a.bid(amt, max, r);
        } else if (pass.equals(action)) {
            if (!a.canPass(max)) {
                throw new IllegalActionException(ruleId, "the seller must name a price he can pay");
            }
            a = a.pass(r);
        } else {
            throw IllegalActionException.notNow(action, "bid or pass");
        }
        flow.replace(state, wrap.apply(a));
        if (a.isOver()) {
            settlement.settle(state, a, flow, events);
        }
    }

    private static String refusal(LotAuction a, int max) {
        int lo = a.minimumBid();
        int hi = a.maximumBid(max);
        if (lo > hi) {
            return "you cannot bid now (price " + lo + ", you may spend " + max + "): pass";
        }
        return lo == hi ? "the only bid now is " + lo : "a bid must be at least " + lo + " and at most " + hi
                + " (what you may spend)";
    }

    @Override
    public boolean hidesChoice(S state, W step) {
        return unwrap.apply(step).hidesChoice();
    }

    @Override
    public IllegalActionException refuseSeat(S state, W step, int seat, int decider) {
        LotAuction a = unwrap.apply(step);
        if (a.sealed() != null && seat >= 0 && seat < a.players() && a.sealed().committed(seat)) {
            return new IllegalActionException(ruleId, "P" + (seat + 1) + " has already sealed a bid");
        }
        return StepRule.super.refuseSeat(state, step, seat, decider);
    }

    @Override
    public String prompt(S state, W step) {
        LotAuction a = unwrap.apply(step);
        return switch (a.kind()) {
            case OPEN -> "Open auction: bid at least " + a.minimumBid() + " or pass for good" + high(a);
            case ONCE_AROUND -> "Once around: bid at least " + a.minimumBid() + " or pass (one chance)" + high(a);
            case SEALED_FIRST_PRICE -> "Sealed bid (the winner pays his bid): seal a bid or no bid";
            case SEALED_SECOND_PRICE -> "Sealed bid (the winner pays the second bid): seal a bid or no bid";
            case DUTCH -> "Dutch auction: buy at " + a.price() + " or pass";
            case FIXED_PRICE -> a.naming() ? "Fixed price: name the price (you buy if nobody does)"
                    : "Fixed price: buy at " + a.price() + " or decline";
        };
    }

    private static String high(LotAuction a) {
        return a.leader() >= 0 ? " (high bid " + a.price() + " by P" + (a.leader() + 1) + ")" : "";
    }

    @Override
    public String describe(S state, W step, Action action, int observer) {
        LotAuction a = unwrap.apply(step);
        boolean isBid = bidType.isInstance(action);
        boolean isPass = pass.equals(action);
        if (!isBid && !isPass) {
            return action.toString();
        }
        int amt = isBid ? amount.applyAsInt(action) : 0;
        return switch (a.kind()) {
            case OPEN, ONCE_AROUND -> isBid ? "Bid " + amt : "Pass";
            case SEALED_FIRST_PRICE, SEALED_SECOND_PRICE -> observer != a.decider()
                    ? "P" + (a.decider() + 1) + " seals a bid" : isBid ? "Seal a bid of " + amt : "Seal no bid";
            case DUTCH -> isBid ? "Buy at " + amt : "Pass at " + a.price();
            case FIXED_PRICE -> a.naming() ? isBid ? "Name the price " + amt : "Withdraw the lot"
                    : isBid ? "Buy at " + amt : "Decline";
        };
    }

    /**
     * Declares an auction rule.
     *
     * @param <S> the game's state type
     * @param <W> the wrapping step type
     */
    public static final class Builder<S, W> {
        private final Function<W, LotAuction> unwrap;
        private final Function<LotAuction, W> wrap;
        private Limit<S> money;
        private Limit<S> limit;
        private Class<? extends Action> bidType;
        private ToIntFunction<Action> amount;
        private IntFunction<? extends Action> bid;
        private Action pass;
        private Function<S, Rng> rng;
        private Settlement<S> settlement;
        private String ruleId = "auction";

        private Builder(Function<W, LotAuction> unwrap, Function<LotAuction, W> wrap) {
            this.unwrap = Objects.requireNonNull(unwrap);
            this.wrap = Objects.requireNonNull(wrap);
        }

        /** A seat's money: nobody bids more. */
        public Builder<S, W> money(Limit<S> m) {
            this.money = m;
            return this;
        }

        /** An extra limit of the game (e.g. a bidding cap); a seat bids at most the lower of it and its money. */
        public Builder<S, W> limit(Limit<S> l) {
            this.limit = l;
            return this;
        }

        /** The game's bid type and its amount, a factory of (cached) bids, and the pass (compared with equals). */
        public <B extends Action> Builder<S, W> bids(Class<B> type, ToIntFunction<B> amountOf, IntFunction<B> make,
                                                     Action passAction) {
            this.bidType = Objects.requireNonNull(type);
            this.amount = a -> amountOf.applyAsInt(type.cast(a));
            this.bid = Objects.requireNonNull(make);
            this.pass = Objects.requireNonNull(passAction);
            return this;
        }

        /** The state's generator, which breaks {@link LotAuction.Ties#DRAW} ties of sealed bids. */
        public Builder<S, W> rng(Function<S, Rng> r) {
            this.rng = r;
            return this;
        }

        /** How a finished auction settles; it must move the flow on (replace or pop the wrapping step). */
        public Builder<S, W> settle(Settlement<S> s) {
            this.settlement = s;
            return this;
        }

        /** The rule id of refusals (default "auction"), e.g. the section of the game's rules. */
        public Builder<S, W> ruleId(String id) {
            this.ruleId = Objects.requireNonNull(id);
            return this;
        }

        /** The rule. */
        public LotAuctionRule<S, W> build() {
            return new LotAuctionRule<>(this);
        }
    }
}
