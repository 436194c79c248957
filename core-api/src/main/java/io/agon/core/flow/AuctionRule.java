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
 * The framework's auction kit: the {@link StepRule} of an {@link Auction} of any {@link AuctionKind}, ready to plug
 * into a {@link Flow}. The auction's position is an {@link Auction} kept in the game state; the game's own selling
 * step only marks that it runs. The game says where the position is, how to read a seat's money (and, optionally,
 * a lower limit of its own), which actions are bids and the pass, and how a finished auction settles. The bidding
 * itself is the kit's.
 *
 * <pre>{@code
 * StepRule<State, Selling> rule = AuctionRule.<State, Selling>of(s -> s.auction)
 *         .money((s, seat) -> s.money[seat])
 *         .bids(Bid.class, Bid::amount, Bid::of, PASS)
 *         .rng(s -> s.rng)                                   // only for drawn ties of sealed bids
 *         .settle((s, auction, flow, ev) -> pay(s, auction, flow, ev))
 *         .ruleId("3.2")
 *         .build();
 * // to sell: s.auction.open(lot, seller, players, 1, 1); then enter (or push) the Selling step
 * }</pre>
 *
 * <p>One bid action and one pass serve every kind: in a Dutch auction and for a named fixed price a bid of the
 * price accepts it; a seller naming a fixed price bids it; a sealed pass seals "no bid". Legal actions: every
 * allowed bid in increasing order, then the pass (a seller naming a fixed price he can afford may not pass). A bid
 * above the seat's money or limit, below the minimum, a second sealed bid or a pass that is not allowed is refused
 * with the rule id given to {@link Builder#ruleId}, and nothing changes. With {@link Builder#autoPass}, a decider
 * who cannot bid at all passes by himself, and so does each next one who cannot either. When the bidding is over
 * the settlement runs, and then the rule {@link Auction#close closes} the position (unless the settlement opened
 * the next auction in it).
 *
 * <p>Sealed bids are {@link SealedChoices}: the rule describes another seat's sealed bid as "P2 seals a bid" and
 * reports {@link #hidesChoice}; the game's view reads {@link Auction#seenBy} and its {@code determinize} calls
 * {@link Auction#resample} on its copy.
 *
 * @param <S> the game's state type
 * @param <W> the game's selling step type (the step on top while the auction runs)
 */
public class AuctionRule<S, W> implements StepRule<S, W> {

    /** Reads a seat's spending limit (its money, or a lower limit the game gives). */
    @FunctionalInterface
    public interface Limit<S> {
        /** The most {@code seat} may bid now. */
        int of(S state, int seat);
    }

    /**
     * Settles a finished auction: who pays whom, where the lot goes, and the next step (e.g. flow.done). The
     * position is closed after it returns, so read what you need from it here.
     */
    @FunctionalInterface
    public interface Settlement<S> {
        /** {@code auction} is over; the selling step is still on top of the stack. */
        void settle(S state, Auction auction, Control<S> flow, EventSink events);
    }

    private final Function<S, Auction> position;
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

    AuctionRule(Builder<S, W> b) {
        this.position = b.position;
        this.money = Objects.requireNonNull(b.money, "money");
        this.limit = b.limit;
        this.bidType = Objects.requireNonNull(b.bidType, "bids");
        this.amount = b.amount;
        this.bid = b.bid;
        this.pass = b.pass;
        this.rng = b.rng;
        this.settlement = Objects.requireNonNull(b.settlement, "settle");
        this.ruleId = b.ruleId;
        this.actions = handlers();
    }

    /**
     * The table of this step's bid and pass. The kit answers them itself: an action of exactly the bid or the pass
     * class goes straight to {@link #bid} or {@link #pass}, so the flow's call of the table sees the kit and the
     * games' tables as two kinds, which the JIT inlines, where one handler per action type of every game would
     * make one call site for all of them. Anything else goes through the table (its refusals).
     */
    private ActionHandlers<S, W> handlers() {
        ActionHandlers<S, W> table = ActionHandlers.bidOrPass(bidType, pass.getClass(), this::apply);
        return pass.getClass() == bidType ? table : new KitActions(table);
    }

    /** The kit's table: bid and pass first, by an exact class comparison (no type-check cache, no handler call). */
    private final class KitActions extends ActionHandlers<S, W> {
        private final Class<?> passType = pass.getClass();
        private final boolean bidChecks = ActionHandlers.Builder.checksFields(bidType);
        private final boolean passChecks = ActionHandlers.Builder.checksFields(pass.getClass());

        KitActions(ActionHandlers<S, W> table) {
            super(table);
        }

        @Override
        public void apply(S state, W step, int seat, Action action, Control<S> flow, EventSink events) {
            Class<?> type = action.getClass();
            if (type == bidType) {
                if (bidChecks) {
                    action.checkFields();
                }
                bid(state, step, seat, amount.applyAsInt(action), flow, events);
            } else if (type == passType) {
                if (passChecks) {
                    action.checkFields();
                }
                pass(state, step, seat, flow, events);
            } else {
                super.apply(state, step, seat, action, flow, events);
            }
        }

        /** A listed bid or pass: legal by the listing, so the kit does not check it again. */
        @Override
        public void applyListed(S state, W step, int seat, Action action, Control<S> flow, EventSink events) {
            Class<?> type = action.getClass();
            if (type == bidType) {
                Auction a = position.apply(state);
                a.bid(amount.applyAsInt(action), max(state, seat), rng(state));
                moved(state, a, flow, events);
            } else if (type == passType) {
                Auction a = position.apply(state);
                a.pass(rng(state));
                moved(state, a, flow, events);
            } else {
                super.applyListed(state, step, seat, action, flow, events);
            }
        }
    }

    /** The bid and pass actions of this step, each with its handler. */
    @Override
    public ActionHandlers<S, W> actions() {
        return actions;
    }

    /** Starts declaring an auction rule whose position is {@code position}'s field of the state. */
    public static <S, W> Builder<S, W> of(Function<S, Auction> position) {
        return new Builder<>(position);
    }

    /**
     * Starts declaring the auction rule of the step type {@code step} in a game whose state class is {@code state},
     * the auction's position read by {@code position}: the types come from the class literals (no type witness).
     */
    public static <S, W> Builder<S, W> of(Class<S> state, Class<W> step, Function<S, Auction> position) {
        return new Builder<>(position);
    }

    /** The auction running in {@code state}. */
    public Auction auction(S state) {
        return position.apply(state);
    }

    /** The most {@code seat} may bid: its money, or the game's limit when lower. */
    public int max(S state, int seat) {
        int m = money.of(state, seat);
        return limit == null ? m : Math.min(m, limit.of(state, seat));
    }

    @Override
    public int decider(S state, W step) {
        return position.apply(state).decider();
    }

    @Override
    public void legal(S state, W step, List<Action> out) {
        Auction a = position.apply(state);
        int max = max(state, a.decider());
        for (int b = a.minimumBid(), top = a.maximumBid(max); b <= top; b++) {
            out.add(bid.apply(b));
        }
        if (a.canPass(max)) {
            out.add(pass);
        }
    }

    /**
     * Applies a bid or a pass of {@code seat} (a game whose pass is one of its bids, or a game's own handler that
     * adds its words first, comes here; the table of {@link #actions} goes straight to {@link #bid} or {@link #pass}).
     */
    public void apply(S state, W step, int seat, Action action, Control<S> flow, EventSink events) {
        if (pass.equals(action)) {
            pass(state, step, seat, flow, events);
        } else if (bidType.isInstance(action)) { // the kit's one type test: the game's bid type is a parameter
            bid(state, step, seat, amount.applyAsInt(action), flow, events);
        } else {
            throw IllegalActionException.notNow(action, "bid or pass");
        }
    }

    /**
     * {@code seat}, the decider, bids {@code amount} (refused, nothing changed, outside the limits); settles the
     * auction when it is over.
     */
    public void bid(S state, W step, int seat, int amount, Control<S> flow, EventSink events) {
        Auction a = position.apply(state);
        int max = max(state, seat);
        if (!a.isLegalBid(amount, max)) {
            throw new IllegalActionException(ruleId, refusal(a, max));
        }
        a.bid(amount, max, rng(state));
        moved(state, a, flow, events);
    }

    /** {@code seat}, the decider, passes (refused when the seat may not); settles the auction when it is over. */
    public void pass(S state, W step, int seat, Control<S> flow, EventSink events) {
        Auction a = position.apply(state);
        if (!a.canPass(max(state, seat))) {
            throw new IllegalActionException(ruleId, "the seller must name a price he can pay");
        }
        a.pass(rng(state));
        moved(state, a, flow, events);
    }

    Rng rng(S state) {
        return rng == null ? null : rng.apply(state);
    }

    /** After a bid or pass: the passes it forces (auto-pass), then the settlement when the bidding is over. */
    private void moved(S state, Auction a, Control<S> flow, EventSink events) {
        forcedPasses(state, a);
        settleIfOver(state, a, flow, events);
    }

    /** Without {@link Builder#autoPass}, none: returns false. */
    boolean forcedPasses(S state, Auction a) {
        return false;
    }

    /** Settles a finished auction, then closes it unless the settlement opened the next one in it. */
    void settleIfOver(S state, Auction a, Control<S> flow, EventSink events) {
        if (a.isOver()) {
            settlement.settle(state, a, flow, events);
            if (a.isOver()) {
                a.close();
            }
        }
    }

    /**
     * With {@link Builder#autoPass}: each decider in turn who cannot bid at all passes by himself, exactly as if he
     * passed in his turn. (A rule without auto-pass keeps the default {@code resolve}, so the flow never asks it.)
     */
    private static final class AutoPassing<S, W> extends AuctionRule<S, W> {
        AutoPassing(Builder<S, W> b) {
            super(b);
        }

        /** The deciders who cannot bid pass; true when at least one did (the flow then settles again). */
        @Override
        public boolean resolve(S state, W step, Control<S> flow, EventSink events) {
            Auction a = auction(state);
            if (!forcedPasses(state, a)) {
                return false;
            }
            settleIfOver(state, a, flow, events);
            return true;
        }

        @Override
        boolean forcedPasses(S state, Auction a) {
            boolean any = false;
            while (!a.isOver()) {
                int max = max(state, a.decider());
                if (a.minimumBid() <= a.maximumBid(max) || !a.canPass(max)) {
                    break;
                }
                a.pass(rng(state));
                any = true;
            }
            return any;
        }
    }

    /**
     * Exactly the uniform draw over {@link #legal}'s list (the allowed bids in increasing order, then the pass when
     * allowed), with the same single {@code rng.nextInt}, but without listing the bids.
     */
    @Override
    public Action randomAction(S state, W step, Rng rng, List<Action> scratch) {
        Auction a = position.apply(state);
        int max = max(state, a.decider());
        int min = a.minimumBid();
        int bids = Math.max(0, a.maximumBid(max) - min + 1);
        int i = rng.nextInt(bids + (a.canPass(max) ? 1 : 0));
        return i < bids ? bid.apply(min + i) : pass;
    }

    private String refusal(Auction a, int max) {
        int lo = a.minimumBid();
        int hi = a.maximumBid(max);
        if (lo > hi) {
            return "you cannot bid now (price " + lo + ", you may spend " + max + "): pass";
        }
        if (lo == hi) {
            return "the only bid now is " + lo;
        }
        return "a bid must be at least " + lo + " and at most " + (limit == null && hi == max ? "your money " + hi
                : hi + " (what you may spend)");
    }

    @Override
    public boolean hidesChoice(S state, W step) {
        return position.apply(state).hidesChoice();
    }

    @Override
    public IllegalActionException refuseSeat(S state, W step, int seat, int decider) {
        Auction a = position.apply(state);
        if (a.sealed() != null && seat >= 0 && seat < a.players() && a.sealed().committed(seat)) {
            return new IllegalActionException(ruleId, "P" + (seat + 1) + " has already sealed a bid");
        }
        return StepRule.super.refuseSeat(state, step, seat, decider);
    }

    @Override
    public String prompt(S state, W step) {
        Auction a = position.apply(state);
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

    private static String high(Auction a) {
        return a.leader() >= 0 ? " (high bid " + a.price() + " by P" + (a.leader() + 1) + ")" : "";
    }

    @Override
    public String describe(S state, W step, Action action, int observer) {
        Auction a = position.apply(state);
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
        private final Function<S, Auction> position;
        private Limit<S> money;
        private Limit<S> limit;
        private Class<? extends Action> bidType;
        private ToIntFunction<Action> amount;
        private IntFunction<? extends Action> bid;
        private Action pass;
        private Function<S, Rng> rng;
        private Settlement<S> settlement;
        private String ruleId = "auction";
        private boolean autoPass;

        private Builder(Function<S, Auction> position) {
            this.position = Objects.requireNonNull(position);
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

        /** The state's generator, which breaks {@link Auction.Ties#DRAW} ties of sealed bids. */
        public Builder<S, W> rng(Function<S, Rng> r) {
            this.rng = r;
            return this;
        }

        /** How a finished auction settles; it must move the flow on (replace or end the selling step). */
        public Builder<S, W> settle(Settlement<S> s) {
            this.settlement = s;
            return this;
        }

        /** The rule id of refusals (default "auction"), e.g. the section of the game's rules. */
        public Builder<S, W> ruleId(String id) {
            this.ruleId = Objects.requireNonNull(id);
            return this;
        }

        /**
         * When true, a decider who cannot bid at all (his money or limit is below the lowest bid) passes by himself,
         * and so does each next one who cannot either: the same as each passing in turn (default false).
         */
        public Builder<S, W> autoPass(boolean on) {
            this.autoPass = on;
            return this;
        }

        /** The rule. */
        public AuctionRule<S, W> build() {
            return autoPass ? new AutoPassing<>(this) : new AuctionRule<>(this);
        }
    }
}
