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
 * The {@link StepRule} of an open ascending auction, ready to plug into any {@link Flow}: the game wraps an
 * {@link AuctionStep} in a step of its own (its step hierarchy is sealed) and says how to read money, which
 * actions are bids and passes, and how a finished auction settles. Bidding itself (order, minimum raise, money
 * cap, final passes) is the kit's.
 *
 * <pre>{@code
 * StepRule<State, Bidding> rule = AuctionRule.<State, Bidding>of(Bidding::auction, Bidding::new)
 *         .money((s, seat) -> s.money[seat])
 *         .bids(Bid.class, Bid::amount, amount -> BIDS[amount], PASS)
 *         .settle((s, auction, flow, ev) -> pay(s, auction, flow, ev))
 *         .build();
 * }</pre>
 *
 * <p>Legal actions: every bid from the minimum to the bidder's money, in increasing order, then the pass. With
 * {@link Builder#autoPass}, a bidder who cannot afford the minimum passes by himself (the step resolves), and so
 * does each next bidder who cannot either; the step then holds one new auction value for all these passes, equal to
 * the one passing them one at a time would give. A bid outside the limits is refused with the rule id given to
 * {@link Builder#ruleId}.
 *
 * @param <S> the game's state type
 * @param <W> the game's step type that wraps the {@link AuctionStep}
 */
public class AuctionRule<S, W> implements StepRule<S, W> {

    /** Reads a seat's money. */
    @FunctionalInterface
    public interface Money<S> {
        /** The money {@code seat} may bid with. */
        int of(S state, int seat);
    }

    /** Settles a finished auction (won or all passed): payment, the lot, and the next step (e.g. flow.done). */
    @FunctionalInterface
    public interface Settlement<S> {
        /** {@code auction} is over; the wrapping step on top of the stack already holds it. */
        void settle(S state, AuctionStep auction, Flow<S, ?> flow, EventSink events);
    }

    private final Function<W, AuctionStep> unwrap;
    private final Function<AuctionStep, W> wrap;
    private final Money<S> money;
    private final Class<? extends Action> bidType;
    private final ToIntFunction<Action> amount;
    private final IntFunction<? extends Action> bid;
    private final Action pass;
    private final Settlement<S> settlement;
    private final String ruleId;
    /**
     * Wrapping steps, at most one per slot of {@link AuctionStep}'s own value cache, written once (immutable values,
     * shared by threads; a race only costs a miss).
     */
    private final Object[] wraps = new Object[AuctionStep.CACHE_SLOTS];

    AuctionRule(Builder<S, W> b) {
        this.unwrap = b.unwrap;
        this.wrap = b.wrap;
        this.money = Objects.requireNonNull(b.money, "money");
        this.bidType = Objects.requireNonNull(b.bidType, "bids");
        this.amount = b.amount;
        this.bid = b.bid;
        this.pass = b.pass;
        this.settlement = Objects.requireNonNull(b.settlement, "settle");
        this.ruleId = b.ruleId;
    }

    /** Starts declaring an auction rule for the game's wrapping step type. */
    public static <S, W> Builder<S, W> of(Function<W, AuctionStep> unwrap, Function<AuctionStep, W> wrap) {
        return new Builder<>(unwrap, wrap);
    }

    @Override
    public int decider(S state, W step) {
        return unwrap.apply(step).bidder();
    }

    @Override
    public void legal(S state, W step, List<Action> out) {
        AuctionStep a = unwrap.apply(step);
        int max = money.of(state, a.bidder());
        for (int b = a.minimumBid(); b <= max; b++) {
            out.add(bid.apply(b));
        }
        out.add(pass);
    }

    /**
     * Exactly the uniform draw over {@link #legal}'s list (bids from the minimum up to the bidder's money, then
     * pass), with the same single {@code rng.nextInt}, but without listing the bids.
     */
    @Override
    public Action randomAction(S state, W step, Rng rng, List<Action> scratch) {
        AuctionStep a = unwrap.apply(step);
        int min = a.minimumBid();
        int bids = Math.max(0, money.of(state, a.bidder()) - min + 1);
        int i = rng.nextInt(bids + 1);
        return i < bids ? bid.apply(min + i) : pass;
    }

    @Override
    public void apply(S state, W step, int seat, Action action, Flow<S, ?> flow, EventSink events) {
        AuctionStep a = unwrap.apply(step);
        if (bidType.isInstance(action)) {
            int amt = amount.applyAsInt(action);
            int max = money.of(state, seat);
            if (!a.isLegalBid(amt, max)) {
                throw new IllegalActionException(ruleId, "a bid must be at least " + a.minimumBid()
                        + " and at most your money " + max);
            }
            a = a.bid(amt, max);
        } else if (pass.equals(action)) {
            a = a.pass();
        } else {
            throw IllegalActionException.notNow(action, "bid or pass");
        }
        next(state, afterMove(state, a), flow, events);
    }

    /** The auction after a bid or pass, before it replaces the step: {@code a} itself (auto-pass adds the passes). */
    AuctionStep afterMove(S state, AuctionStep a) {
        return a;
    }

    /**
     * With {@link Builder#autoPass}: a bidder who cannot afford the minimum passes by himself. (A rule without
     * auto-pass keeps the default {@code resolve}, so the flow does not even ask it.)
     */
    private static final class AutoPassing<S, W> extends AuctionRule<S, W> {
        AutoPassing(Builder<S, W> b) {
            super(b);
        }

        /**
         * Every bidder in turn who cannot afford the minimum passes, in one step value (not one per pass): the same
         * auction as passing them one at a time, for a fraction of the cache look-ups.
         */
        @Override
        public boolean resolve(S state, W step, Flow<S, ?> flow, EventSink events) {
            AuctionStep a = unwrap(step);
            AuctionStep after = afterMove(state, a);
            if (after == a) {
                return false;
            }
            next(state, after, flow, events);
            return true;
        }

        /** The bidders who cannot afford the minimum pass at once, so a bid and the passes it forces make one step. */
        @Override
        AuctionStep afterMove(S state, AuctionStep a) {
            return a.passWhileShort(state, money());
        }
    }

    AuctionStep unwrap(W step) {
        return unwrap.apply(step);
    }

    Money<S> money() {
        return money;
    }

    void next(S state, AuctionStep a, Flow<S, ?> flow, EventSink events) {
        @SuppressWarnings("unchecked")
        StepStack<Object> steps = (StepStack<Object>) flow.steps(state);
        steps.replaceTop(wrapped(a));
        if (a.isOver()) {
            settlement.settle(state, a, flow, events);
        }
    }

    /**
     * The game's step wrapping {@code a}: the one cached for this very value when its slot holds it
     * ({@link AuctionStep} values are shared, so their wrappers can be too), else a new one.
     */
    @SuppressWarnings("unchecked")
    private W wrapped(AuctionStep a) {
        int slot = AuctionStep.slot(a);
        Object w = wraps[slot];
        if (w != null && unwrap.apply((W) w) == a) {
            return (W) w;
        }
        W made = wrap.apply(a);
        if (w == null) {
            wraps[slot] = made; // write once (see AuctionStep's cache)
        }
        return made;
    }

    @Override
    public String prompt(S state, W step) {
        AuctionStep a = unwrap.apply(step);
        return "Bid at least " + a.minimumBid() + " or pass" + (a.highBidder() >= 0 ? " (high bid " + a.highBid()
                + " by P" + (a.highBidder() + 1) + ")" : "");
    }

    @Override
    public String describe(S state, W step, Action action, int observer) {
        return bidType.isInstance(action) ? "Bid " + amount.applyAsInt(action)
                : pass.equals(action) ? "Pass" : action.toString();
    }

    /**
     * Declares an auction rule.
     *
     * @param <S> the game's state type
     * @param <W> the wrapping step type
     */
    public static final class Builder<S, W> {
        private final Function<W, AuctionStep> unwrap;
        private final Function<AuctionStep, W> wrap;
        private Money<S> money;
        private Class<? extends Action> bidType;
        private ToIntFunction<Action> amount;
        private IntFunction<? extends Action> bid;
        private Action pass;
        private Settlement<S> settlement;
        private boolean autoPass;
        private String ruleId = "auction";

        private Builder(Function<W, AuctionStep> unwrap, Function<AuctionStep, W> wrap) {
            this.unwrap = Objects.requireNonNull(unwrap);
            this.wrap = Objects.requireNonNull(wrap);
        }

        /** How much money a seat may bid with. */
        public Builder<S, W> money(Money<S> m) {
            this.money = m;
            return this;
        }

        /**
         * The game's bid and pass actions: the bid type and its amount, a factory of (cached) bids by amount, and
         * the pass action (compared with {@code equals}).
         */
        public <B extends Action> Builder<S, W> bids(Class<B> type, ToIntFunction<B> amountOf, IntFunction<B> make,
                                                     Action passAction) {
            this.bidType = Objects.requireNonNull(type);
            this.amount = a -> amountOf.applyAsInt(type.cast(a));
            this.bid = Objects.requireNonNull(make);
            this.pass = Objects.requireNonNull(passAction);
            return this;
        }

        /** How a finished auction settles; it must move the flow on (replace or pop the wrapping step). */
        public Builder<S, W> settle(Settlement<S> s) {
            this.settlement = s;
            return this;
        }

        /** When true, a bidder who cannot afford the minimum bid passes by himself (default false). */
        public Builder<S, W> autoPass(boolean on) {
            this.autoPass = on;
            return this;
        }

        /** The rule id of refused bids (default "auction"), e.g. the spec section of the auction. */
        public Builder<S, W> ruleId(String id) {
            this.ruleId = Objects.requireNonNull(id);
            return this;
        }

        /** The rule. */
        public AuctionRule<S, W> build() {
            return autoPass ? new AutoPassing<>(this) : new AuctionRule<>(this);
        }
    }
}
