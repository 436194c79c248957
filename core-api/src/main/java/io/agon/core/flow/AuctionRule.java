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
 * The {@link StepRule} of an open ascending auction, ready to plug into any {@link Flow}. The auction's position is
 * an {@link OpenAuction} kept in the game state; the game's own bidding step (its step hierarchy is sealed) only
 * marks that an auction is running. The game says where the position is, how to read money, which actions are
 * bids and passes, and how a finished auction settles. Bidding itself (order, minimum raise, money cap, final
 * passes) is the kit's.
 *
 * <pre>{@code
 * StepRule<State, Bidding> rule = AuctionRule.<State, Bidding>of(s -> s.auction)
 *         .money((s, seat) -> s.money[seat])
 *         .bids(Bid.class, Bid::amount, amount -> BIDS[amount], PASS)
 *         .settle((s, auction, flow, ev) -> pay(s, auction, flow, ev))
 *         .build();
 * // to sell: s.auction.open(lot, seller, players); s.steps.push(Bidding.INSTANCE);
 * }</pre>
 *
 * <p>Legal actions: every bid from the minimum to the bidder's money, in increasing order, then the pass. With
 * {@link Builder#autoPass}, a bidder who cannot afford the minimum passes by himself (the step resolves), and so
 * does each next bidder who cannot either, exactly as if each passed in turn. A bid outside the limits is refused
 * with the rule id given to {@link Builder#ruleId}. When the bidding is over the settlement runs, and then the
 * rule {@link OpenAuction#close closes} the position (unless the settlement opened the next auction in it).
 *
 * @param <S> the game's state type
 * @param <W> the game's bidding step type (the step on top while the auction runs)
 */
public class AuctionRule<S, W> implements StepRule<S, W> {

    /** Reads a seat's money. */
    @FunctionalInterface
    public interface Money<S> {
        /** The money {@code seat} may bid with. */
        int of(S state, int seat);
    }

    /**
     * Settles a finished auction (won or all passed): payment, the lot, and the next step (e.g. flow.done). The
     * position is closed after it returns, so read what you need from it here.
     */
    @FunctionalInterface
    public interface Settlement<S> {
        /** {@code auction} is over; the bidding step is still on top of the stack. */
        void settle(S state, OpenAuction auction, Control<S> flow, EventSink events);
    }

    private final Function<S, OpenAuction> position;
    private final Money<S> money;
    private final Class<? extends Action> bidType;
    private final ToIntFunction<Action> amount;
    private final IntFunction<? extends Action> bid;
    private final Action pass;
    private final Settlement<S> settlement;
    private final String ruleId;
    private final ActionHandlers<S, W> actions;

    AuctionRule(Builder<S, W> b) {
        this.position = b.position;
        this.money = Objects.requireNonNull(b.money, "money");
        this.bidType = Objects.requireNonNull(b.bidType, "bids");
        this.amount = b.amount;
        this.bid = b.bid;
        this.pass = b.pass;
        this.settlement = Objects.requireNonNull(b.settlement, "settle");
        this.ruleId = b.ruleId;
        this.actions = ActionHandlers.bidOrPass(bidType, pass.getClass(), this::apply);
    }

    /** Every action of this step goes to {@link #apply(Object, Object, int, Action, Control, EventSink)}. */
    @Override
    public ActionHandlers<S, W> actions() {
        return actions;
    }

    /** Starts declaring an auction rule whose position is {@code position}'s field of the state. */
    public static <S, W> Builder<S, W> of(Function<S, OpenAuction> position) {
        return new Builder<>(position);
    }

    /** The auction running in {@code state}. */
    public OpenAuction auction(S state) {
        return position.apply(state);
    }

    @Override
    public int decider(S state, W step) {
        return position.apply(state).bidder();
    }

    @Override
    public void legal(S state, W step, List<Action> out) {
        OpenAuction a = position.apply(state);
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
        OpenAuction a = position.apply(state);
        int min = a.minimumBid();
        int bids = Math.max(0, money.of(state, a.bidder()) - min + 1);
        int i = rng.nextInt(bids + 1);
        return i < bids ? bid.apply(min + i) : pass;
    }

    /** Applies a bid or pass (or a commit) of {@code seat}: the handler of every action this step takes. */
    public void apply(S state, W step, int seat, Action action, Control<S> flow, EventSink events) {
        OpenAuction a = position.apply(state);
        if (bidType.isInstance(action)) {
            int amt = amount.applyAsInt(action);
            int max = money.of(state, seat);
            if (!a.isLegalBid(amt, max)) {
                throw new IllegalActionException(ruleId, "a bid must be at least " + a.minimumBid()
                        + " and at most your money " + max);
            }
            a.bid(amt, max);
        } else if (pass.equals(action)) {
            a.pass();
        } else {
            throw IllegalActionException.notNow(action, "bid or pass");
        }
        afterMove(state, a);
        settleIfOver(state, a, flow, events);
    }

    /** After a bid or pass: nothing more here (auto-pass adds the passes it forces). */
    void afterMove(S state, OpenAuction a) {
    }

    /**
     * With {@link Builder#autoPass}: a bidder who cannot afford the minimum passes by himself. (A rule without
     * auto-pass keeps the default {@code resolve}, so the flow does not even ask it.)
     */
    private static final class AutoPassing<S, W> extends AuctionRule<S, W> {
        AutoPassing(Builder<S, W> b) {
            super(b);
        }

        /** Every bidder in turn who cannot afford the minimum passes, as if each passed in his turn. */
        @Override
        public boolean resolve(S state, W step, Control<S> flow, EventSink events) {
            OpenAuction a = auction(state);
            if (!a.passWhileShort(state, money())) {
                return false;
            }
            settleIfOver(state, a, flow, events);
            return true;
        }

        /** The bidders who cannot afford the minimum pass at once, so a bid and the passes it forces are one move. */
        @Override
        void afterMove(S state, OpenAuction a) {
            a.passWhileShort(state, money());
        }
    }

    Money<S> money() {
        return money;
    }

    void settleIfOver(S state, OpenAuction a, Control<S> flow, EventSink events) {
        if (a.isOver()) {
            settlement.settle(state, a, flow, events);
            if (a.isOver()) {
                a.close(); // the settlement did not open the next auction in this position
            }
        }
    }

    @Override
    public String prompt(S state, W step) {
        OpenAuction a = position.apply(state);
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
     * @param <W> the bidding step type
     */
    public static final class Builder<S, W> {
        private final Function<S, OpenAuction> position;
        private Money<S> money;
        private Class<? extends Action> bidType;
        private ToIntFunction<Action> amount;
        private IntFunction<? extends Action> bid;
        private Action pass;
        private Settlement<S> settlement;
        private boolean autoPass;
        private String ruleId = "auction";

        private Builder(Function<S, OpenAuction> position) {
            this.position = Objects.requireNonNull(position);
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

        /** How a finished auction settles; it must move the flow on (replace or pop the bidding step). */
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
