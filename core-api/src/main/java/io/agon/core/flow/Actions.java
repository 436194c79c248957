package io.agon.core.flow;

import io.agon.core.Action;
import io.agon.core.IllegalActionException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Declares a step's actions by name: what each type of action does ({@link #on}), how it reads ({@link #words}),
 * and how an action that does not fit is refused ({@link #refuse}, {@link #otherwise}). Every handler takes one
 * {@link StepContext} and the typed action, so a rule reads like the rulebook and needs no cast:
 *
 * <pre>{@code
 * on.on(Keep.class, (ctx, keep) -> { ... ctx.done(); })
 *   .words(Keep.class, (ctx, keep, observer) -> "keep the " + keep.die())
 *   .otherwise((ctx, action) -> new IllegalActionException("4.2", "keep dice or pass"));
 * }</pre>
 *
 * <p>{@link StepRule#of(Class, Class)} hands one of these to the rule's builder; a rule written as a class builds
 * its table with {@link #table(Declaration)}.
 *
 * @param <S> the game's state type
 * @param <B> the game's step type
 * @param <T> the type of the step whose actions these are
 */
public final class Actions<S, B, T> {

    /**
     * What one type of action does: change the state and move the flow through {@code ctx}. The flow has checked the
     * seat; a handler that finds the action not legal now throws an {@link IllegalActionException} before it changes
     * anything.
     *
     * @param <S> the game's state type
     * @param <B> the game's step type
     * @param <T> the step type
     * @param <A> the action type
     */
    @FunctionalInterface
    public interface Handler<S, B, T, A extends Action> {
        /** Applies {@code action} of {@code ctx.seat()} to {@code ctx.step()}. */
        void apply(StepContext<S, B, T> ctx, A action);
    }

    /**
     * One type of action in words, as {@code observer} may see it (-1: every player): what that seat could not know
     * is left out. The context reads the state, the step and the deciding seat.
     *
     * @param <S> the game's state type
     * @param <B> the game's step type
     * @param <T> the step type
     * @param <A> the action type
     */
    @FunctionalInterface
    public interface Words<S, B, T, A extends Action> {
        /** {@code action} (legal now, not yet applied) in words. */
        String words(StepContext<S, B, T> ctx, A action, int observer);
    }

    /**
     * Why an action is refused at this step (the state is unchanged).
     *
     * @param <S> the game's state type
     * @param <B> the game's step type
     * @param <T> the step type
     */
    @FunctionalInterface
    public interface Refusal<S, B, T> {
        /** The exception that refuses {@code action}. */
        IllegalActionException refuse(StepContext<S, B, T> ctx, Action action);
    }

    /**
     * A rule class's declaration of its actions (for {@link #table}).
     *
     * @param <S> the game's state type
     * @param <B> the game's step type
     * @param <T> the step type
     */
    @FunctionalInterface
    public interface Declaration<S, B, T> {
        /** Declares the actions on {@code on}. */
        void declare(Actions<S, B, T> on);
    }

    private final Map<Class<?>, Handler<S, B, T, Action>> handlers = new LinkedHashMap<>();
    private final Map<Class<?>, Words<S, B, T, Action>> words = new LinkedHashMap<>();
    private final Map<Class<?>, Refusal<S, B, T>> refusals = new LinkedHashMap<>();
    private final Map<Class<?>, java.util.function.ToIntFunction<Action>> numbers = new LinkedHashMap<>();
    private Refusal<S, B, T> otherwise;

    Actions() {
    }

    /**
     * The action table that {@code declaration} declares, for a rule written as a class: build it once, in a field,
     * and return it from {@link StepRule#actions()}.
     */
    public static <S, B, T> ActionHandlers<S, T> table(Declaration<S, B, T> declaration) {
        Actions<S, B, T> on = new Actions<>();
        declaration.declare(on);
        return on.build();
    }

    /**
     * The action table that {@code declaration} declares for the step type {@code step} of a game whose state class
     * is {@code state}: the types come from the class literals, as in {@link StepRule#of(Class, Class)}.
     *
     * <pre>{@code
     * private final ActionHandlers<PigState, Turn> actions = Actions.table(PigState.class, Turn.class, on -> on
     *         .on(Roll.class, this::roll)
     *         .on(Hold.class, this::hold));
     * }</pre>
     */
    public static <S extends FlowState<B>, B, T extends B> ActionHandlers<S, T> table(
            Class<S> state, Class<T> step, Declaration<S, B, T> declaration) {
        return table(declaration);
    }

    /**
     * {@code handler} applies the actions of {@code type} (an action record, or an interface several records
     * implement).
     *
     * @throws IllegalArgumentException when {@code type} already has a handler or a refusal
     */
    @SuppressWarnings("unchecked")
    public <A extends Action> Actions<S, B, T> on(Class<A> type, Handler<S, B, T, ? super A> handler) {
        Objects.requireNonNull(handler, "handler");
        if (handlers.containsKey(type) || refusals.containsKey(type)) {
            throw new IllegalArgumentException("action type " + type.getSimpleName() + " has two handlers");
        }
        handlers.put(type, (Handler<S, B, T, Action>) (Handler<S, B, T, ?>) handler);
        return this;
    }

    /**
     * How actions of {@code type} read (default: the action's own text).
     *
     * @throws IllegalArgumentException when {@code type} has no handler yet or already has words
     */
    @SuppressWarnings("unchecked")
    public <A extends Action> Actions<S, B, T> words(Class<A> type, Words<S, B, T, ? super A> says) {
        Objects.requireNonNull(says, "words");
        if (!handlers.containsKey(type)) {
            throw new IllegalArgumentException("words for " + type.getSimpleName() + ", which has no handler: declare"
                    + " on(" + type.getSimpleName() + ".class, ...) first");
        }
        if (words.put(type, (Words<S, B, T, Action>) (Words<S, B, T, ?>) says) != null) {
            throw new IllegalArgumentException("action type " + type.getSimpleName() + " has two words");
        }
        return this;
    }

    /**
     * The number a player types for an action of {@code type} at a terminal, the same in every decision
     * (tic-tac-toe: a cell's number, 1 to 9), or 0 for none ({@link io.agon.core.Game#choiceNumber}).
     *
     * @throws IllegalArgumentException when {@code type} has no handler yet or already has numbers
     */
    @SuppressWarnings("unchecked")
    public <A extends Action> Actions<S, B, T> number(Class<A> type, java.util.function.ToIntFunction<? super A> n) {
        Objects.requireNonNull(n, "number");
        if (!handlers.containsKey(type)) {
            throw new IllegalArgumentException("a number for " + type.getSimpleName() + ", which has no handler:"
                    + " declare on(" + type.getSimpleName() + ".class, ...) first");
        }
        if (numbers.put(type, a -> ((java.util.function.ToIntFunction<Action>) n).applyAsInt(a)) != null) {
            throw new IllegalArgumentException("action type " + type.getSimpleName() + " has two numbers");
        }
        return this;
    }

    /**
     * Actions of {@code type} are not taken at this step: they are refused with {@code refusal}'s words (say what
     * must happen first) instead of the {@link #otherwise} refusal.
     */
    public <A extends Action> Actions<S, B, T> refuse(Class<A> type, Refusal<S, B, T> refusal) {
        Objects.requireNonNull(refusal, "refusal");
        if (handlers.containsKey(type) || refusals.put(type, refusal) != null) {
            throw new IllegalArgumentException("action type " + type.getSimpleName() + " has two handlers");
        }
        return this;
    }

    /** How an action that no handler takes is refused (default: "not possible now"). */
    public Actions<S, B, T> otherwise(Refusal<S, B, T> refusal) {
        this.otherwise = Objects.requireNonNull(refusal);
        return this;
    }

    /** True when nothing was declared. */
    boolean isEmpty() {
        return handlers.isEmpty();
    }

    /** The table the flow dispatches through. */
    ActionHandlers<S, T> build() {
        ActionHandlers.Builder<S, T> b = new ActionHandlers.Builder<>();
        for (Map.Entry<Class<?>, Handler<S, B, T, Action>> e : handlers.entrySet()) {
            b.declared(e.getKey(), e.getValue(), words.get(e.getKey()));
        }
        numbers.forEach(b::numbered);
        for (Map.Entry<Class<?>, Refusal<S, B, T>> e : refusals.entrySet()) {
            Refusal<S, B, T> r = e.getValue();
            b.refuseDeclared(e.getKey(), (s, step, a) -> r.refuse(StepContext.reading(s, step, -1), a));
        }
        if (otherwise != null) {
            Refusal<S, B, T> r = otherwise;
            b.otherwise((s, step, a) -> r.refuse(StepContext.reading(s, step, -1), a));
        }
        return b.build();
    }
}
