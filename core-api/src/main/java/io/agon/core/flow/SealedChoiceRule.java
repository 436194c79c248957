package io.agon.core.flow;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * The {@link StepRule} of a simultaneous decision (a secret selection, a simultaneous discard): the game wraps a
 * {@link SealedChoices} in a step of its own and says which actions each seat may choose from, the value each
 * action commits, and what the reveal does. Seats commit in the order of the {@link SealedChoices}; another seat's
 * commit is described as "P2 commits a sealed choice", and {@link #hidesChoice} tells the contract kit to check
 * that it leaks nowhere.
 *
 * <pre>{@code
 * StepRule<State, Discarding> rule = SealedChoiceRule.<State, Discarding>of(Discarding::choices, Discarding::new)
 *         .choices((s, seat, out) -> hand(s, seat).forEach(c -> out.add(DISCARD[c])))
 *         .value(a -> ((Discard) a).card())
 *         .reveal((s, choices, flow, ev) -> discardAll(s, choices, flow, ev))
 *         .ruleId("5.1")
 *         .build();
 * }</pre>
 *
 * @param <S> the game's state type
 * @param <W> the game's step type that wraps the {@link SealedChoices}
 */
public final class SealedChoiceRule<S, W> implements StepRule<S, W> {

    /** The actions a seat may commit. */
    @FunctionalInterface
    public interface Choices<S> {
        /** Appends every action {@code seat} may commit now to {@code out}; never nothing. */
        void legal(S state, int seat, List<Action> out);
    }

    /** What happens once every seat has committed: read the choices, apply them, move the flow on. */
    @FunctionalInterface
    public interface Reveal<S> {
        /** {@code choices} is complete; the wrapping step on top of the stack already holds it. */
        void reveal(S state, SealedChoices choices, Control<S> flow, EventSink events);
    }

    private final Function<W, SealedChoices> unwrap;
    private final Function<SealedChoices, W> wrap;
    private final Choices<S> choices;
    private final ToIntFunction<Action> value;
    private final Reveal<S> reveal;
    private final String ruleId;
    private final ActionHandlers<S, W> actions;

    private SealedChoiceRule(Builder<S, W> b) {
        this.unwrap = b.unwrap;
        this.wrap = b.wrap;
        this.choices = Objects.requireNonNull(b.choices, "choices");
        this.value = Objects.requireNonNull(b.value, "value");
        this.reveal = Objects.requireNonNull(b.reveal, "reveal");
        this.ruleId = b.ruleId;
        this.actions = ActionHandlers.<S, W>builder().on(Action.class, this::apply).build();
    }

    /** Every action of this step goes to {@link #apply(Object, Object, int, Action, Control, EventSink)}. */
    @Override
    public ActionHandlers<S, W> actions() {
        return actions;
    }

    /** Starts declaring the rule for the game's wrapping step type. */
    public static <S, W> Builder<S, W> of(Function<W, SealedChoices> unwrap, Function<SealedChoices, W> wrap) {
        return new Builder<>(unwrap, wrap);
    }

    @Override
    public int decider(S state, W step) {
        return unwrap.apply(step).decider();
    }

    @Override
    public void legal(S state, W step, List<Action> out) {
        choices.legal(state, unwrap.apply(step).decider(), out);
    }

    /** Applies a bid or pass (or a commit) of {@code seat}: the handler of every action this step takes. */
    public void apply(S state, W step, int seat, Action action, Control<S> flow, EventSink events) {
        List<Action> legal = new ArrayList<>();
        choices.legal(state, seat, legal);
        if (!legal.contains(action)) {
            throw new IllegalActionException(ruleId, action + " is not one of your choices now");
        }
        SealedChoices next = unwrap.apply(step).commit(seat, value.applyAsInt(action));
        flow.replace(state, wrap.apply(next));
        if (next.complete()) {
            reveal.reveal(state, next, flow, events);
        }
    }

    @Override
    public boolean hidesChoice(S state, W step) {
        SealedChoices c = unwrap.apply(step);
        return c.count() < c.order().length - 1;
    }

    @Override
    public IllegalActionException refuseSeat(S state, W step, int seat, int decider) {
        SealedChoices c = unwrap.apply(step);
        if (seat >= 0 && seat < 32 && c.takesPart(seat) && c.committed(seat)) {
            return new IllegalActionException(ruleId, "P" + (seat + 1) + " has already committed a choice");
        }
        return StepRule.super.refuseSeat(state, step, seat, decider);
    }

    @Override
    public String prompt(S state, W step) {
        return "Choose in secret";
    }

    @Override
    public String describe(S state, W step, Action action, int observer) {
        int seat = unwrap.apply(step).decider();
        return observer == seat ? "Choose " + action + " (sealed)" : "P" + (seat + 1) + " commits a sealed choice";
    }

    /**
     * Declares a simultaneous-decision rule.
     *
     * @param <S> the game's state type
     * @param <W> the wrapping step type
     */
    public static final class Builder<S, W> {
        private final Function<W, SealedChoices> unwrap;
        private final Function<SealedChoices, W> wrap;
        private Choices<S> choices;
        private ToIntFunction<Action> value;
        private Reveal<S> reveal;
        private String ruleId = "sealed";

        private Builder(Function<W, SealedChoices> unwrap, Function<SealedChoices, W> wrap) {
            this.unwrap = Objects.requireNonNull(unwrap);
            this.wrap = Objects.requireNonNull(wrap);
        }

        /** The actions each seat may commit. */
        public Builder<S, W> choices(Choices<S> c) {
            this.choices = c;
            return this;
        }

        /** The value an action commits (anything but {@link SealedChoices#NONE}). */
        public Builder<S, W> value(ToIntFunction<Action> v) {
            this.value = v;
            return this;
        }

        /** What the reveal does; it must move the flow on (replace or pop the wrapping step). */
        public Builder<S, W> reveal(Reveal<S> r) {
            this.reveal = r;
            return this;
        }

        /** The rule id of refusals (default "sealed"). */
        public Builder<S, W> ruleId(String id) {
            this.ruleId = Objects.requireNonNull(id);
            return this;
        }

        /** The rule. */
        public SealedChoiceRule<S, W> build() {
            return new SealedChoiceRule<>(this);
        }
    }
}
