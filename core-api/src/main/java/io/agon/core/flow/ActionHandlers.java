package io.agon.core.flow;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A step rule's actions, each with its typed handler: the one way a game applies an action. The flow finds the
 * handler by the action's class in a {@link TypeTable} (one identity-hash probe, no {@code instanceof} chain, no
 * reflection per call), checks the action's fields ({@link Action#checkFields}, also before a refusal), and calls the handler with the
 * action already typed, so a rule needs no cast. An action of a type the step does not handle is refused by the
 * {@link Builder#otherwise} hook, before anything changes.
 *
 * <pre>{@code
 * private final ActionHandlers<State, Keep> actions = ActionHandlers.<State, Keep>builder()
 *         .on(KeepDie.class, this::keep)
 *         .on(EndKeeping.class, (s, step, seat, a, flow, ev) -> flow.done(s, ev))
 *         .otherwise((s, step, a) -> new IllegalActionException("4.2", "keep dice or put them into the temple"))
 *         .build();
 * }</pre>
 *
 * <p>Only core extends this class: the auction kit answers its bid and pass by itself (see {@link AuctionRule}).
 *
 * @param <S> the game's state type
 * @param <T> the step type of the rule
 */
public class ActionHandlers<S, T> {

    /**
     * Applies one type of action. Checks first: an action that is not legal now is refused with
     * {@link IllegalActionException#IllegalActionException(String, String) IllegalActionException(ruleId, message)}
     * before anything changes. Then changes the state, moves the flow through {@code flow}, and reports what
     * happened to {@code events} (test {@link EventSink#enabled()} before building an event).
     *
     * @param <S> the game's state type
     * @param <T> the step type
     * @param <A> the action type
     */
    @FunctionalInterface
    public interface Handler<S, T, A extends Action> {
        /** Applies {@code action} of the deciding {@code seat} (already checked by the flow) to {@code step}. */
        void handle(S state, T step, int seat, A action, Control<S> flow, EventSink events);
    }

    /**
     * The refusal of an action that this step does not handle (the state is unchanged).
     *
     * @param <S> the game's state type
     * @param <T> the step type
     */
    @FunctionalInterface
    public interface Refusal<S, T> {
        /** The exception that refuses {@code action} at {@code step}. */
        IllegalActionException refuse(S state, T step, Action action);
    }

    /**
     * Says one type of action in words, as {@code observer} may see it (-1: every player): what that seat could not
     * know is left out.
     *
     * @param <S> the game's state type
     * @param <T> the step type
     * @param <A> the action type
     */
    @FunctionalInterface
    public interface Words<S, T, A extends Action> {
        /** {@code action} (legal now, not yet applied) in words. */
        String describe(S state, T step, A action, int observer);
    }

    /**
     * One registered action type: its handler of either shape (a {@link Actions.Handler} taking a context, else the
     * six-argument {@link Handler}), its words (or null), whether its class checks its own fields.
     */
    private record Slot<S, T>(Handler<S, T, Action> handler, Words<S, T, Action> words,
                              Actions.Handler<S, Object, T, Action> act, Actions.Words<S, Object, T, Action> says,
                              boolean checks) {
    }

    private final TypeTable<Slot<S, T>> table;
    private final TypeTable<Refusal<S, T>> refusals;
    private final Refusal<S, T> otherwise;
    private final List<Class<? extends Action>> types;
    private final Map<Class<?>, java.util.function.ToIntFunction<Action>> numbers;

    private ActionHandlers(Builder<S, T> b) {
        this.table = new TypeTable<>(b.slots);
        this.refusals = new TypeTable<>(b.refusals);
        this.otherwise = b.otherwise;
        this.types = List.copyOf(b.types.values());
        this.numbers = Map.copyOf(b.numbers);
    }

    /** The same table (for a core kit that answers some actions by itself first). */
    ActionHandlers(ActionHandlers<S, T> same) {
        this.table = same.table;
        this.refusals = same.refusals;
        this.otherwise = same.otherwise;
        this.types = same.types;
        this.numbers = same.numbers;
    }

    /**
     * The number a player types for {@code action} at a terminal, as its type declared it
     * ({@link Actions#number}), or 0 when it declared none.
     */
    public int choiceNumber(Action action) {
        for (Map.Entry<Class<?>, java.util.function.ToIntFunction<Action>> e : numbers.entrySet()) {
            if (e.getKey().isInstance(action)) {
                return e.getValue().applyAsInt(action);
            }
        }
        return 0;
    }

    /**
     * Starts declaring a rule's actions with six-argument handlers.
     *
     * @deprecated declare them with {@link Actions} ({@link Actions#table(Class, Class, Actions.Declaration)}, or
     *     {@link StepRule#of(Class, Class)}): each handler takes one {@link StepContext}. Kept for outside games.
     */
    @Deprecated(since = "0.3")
    public static <S, T> Builder<S, T> builder() {
        return new Builder<>();
    }

    /** A kit's table: bids of {@code bidType} and passes of {@code passType} both go to {@code handler}. */
    static <S, T> ActionHandlers<S, T> bidOrPass(Class<? extends Action> bidType,
                                                 Class<? extends Action> passType, Handler<S, T, Action> handler) {
        Builder<S, T> b = new Builder<S, T>().on(bidType, handler);
        if (passType != bidType) {
            b.on(passType, handler);
        }
        return b.otherwise((s, step, a) -> IllegalActionException.notNow(a, "bid or pass")).build();
    }

    /**
     * Applies {@code action} of {@code seat} at {@code step} through its handler, or refuses it (unchanged state).
     */
    public void apply(S state, T step, int seat, Action action, Control<S> flow, EventSink events) {
        Slot<S, T> slot = table.get(action.getClass());
        if (slot == null) {
            action.checkFields(); // a malformed action is refused for its fields first, as when it fits
            Refusal<S, T> r = refusals.get(action.getClass());
            throw (r != null ? r : otherwise).refuse(state, step, action);
        }
        if (slot.checks) {
            action.checkFields();
        }
        handle(slot, state, step, seat, action, flow, events);
    }

    /** Calls {@code slot}'s handler, of either shape: a declared one gets the state's reusable context. */
    private void handle(Slot<S, T> slot, S state, T step, int seat, Action action, Control<S> flow,
                        EventSink events) {
        Actions.Handler<S, Object, T, Action> act = slot.act;
        if (act == null) {
            slot.handler.handle(state, step, seat, action, flow, events);
            return;
        }
        StepContext<S, Object, T> ctx = StepContext.of(flow, state, step, seat, events);
        ctx.busy = true;
        try {
            act.apply(ctx, action);
        } finally {
            ctx.busy = false;
        }
    }

    /**
     * Applies {@code action}, taken from the current legal list, through its handler: its fields are not checked
     * again. A table that checks listing ({@code refuseUnlisted}) or a kit's legality skips that check here.
     */
    public void applyListed(S state, T step, int seat, Action action, Control<S> flow, EventSink events) {
        Slot<S, T> slot = table.get(action.getClass());
        if (slot == null) {
            apply(state, step, seat, action, flow, events); // not handled here: refused as any other action
            return;
        }
        handle(slot, state, step, seat, action, flow, events);
    }

    /**
     * {@code action} in the words its type declared ({@link Builder#on(Class, Handler, Words)}), or null when it
     * declared none (the rule then says it its own way).
     */
    public String describe(S state, T step, Action action, int observer) {
        return describe(state, step, -1, action, observer);
    }

    /**
     * {@code action} in the words its type declared, with {@code seat} deciding (the seat a declared
     * {@link Actions#words} reads from its context), or null when it declared none.
     */
    public String describe(S state, T step, int seat, Action action, int observer) {
        Slot<S, T> slot = table.get(action.getClass());
        if (slot == null) {
            return null;
        }
        if (slot.says != null) {
            return slot.says.words(StepContext.reading(state, step, seat), action, observer);
        }
        return slot.words == null ? null : slot.words.describe(state, step, action, observer);
    }

    /** True when {@code type} has a handler here (for tools and tests, not the hot path). */
    public boolean handles(Class<? extends Action> type) {
        return table.get(type) != null;
    }

    /** The registered action types, in the order of their declaration (for tools such as {@code agon flow}). */
    public List<Class<? extends Action>> types() {
        return types;
    }

    /**
     * Declares the handlers of one step rule.
     *
     * @param <S> the game's state type
     * @param <T> the step type
     */
    public static final class Builder<S, T> {
        private final Map<Class<?>, Slot<S, T>> slots = new LinkedHashMap<>();
        private final Map<Class<?>, Refusal<S, T>> refusals = new LinkedHashMap<>();
        private final Map<Class<?>, Class<? extends Action>> types = new LinkedHashMap<>();
        private final Map<Class<?>, java.util.function.ToIntFunction<Action>> numbers = new LinkedHashMap<>();
        private Refusal<S, T> otherwise = (s, step, a) -> IllegalActionException.notNow(a, "it does not fit " + step);

        Builder() {
        }

        /**
         * {@code handler} applies the actions of {@code type} (an action record, or an interface that several
         * records implement; the exact class is found fastest).
         */
        public <A extends Action> Builder<S, T> on(Class<A> type, Handler<S, T, ? super A> handler) {
            return on(type, handler, null);
        }

        /**
         * {@code handler} applies the actions of {@code type}, and {@code words} says them (the step rule's
         * {@link StepRule#describe} then needs no type test).
         */
        @SuppressWarnings("unchecked")
        public <A extends Action> Builder<S, T> on(Class<A> type, Handler<S, T, ? super A> handler,
                                                   Words<S, T, ? super A> words) {
            Objects.requireNonNull(handler, "handler");
            if (slots.containsKey(type) || refusals.containsKey(type)) {
                throw new IllegalArgumentException("action type " + type.getSimpleName() + " has two handlers");
            }
            slots.put(type, new Slot<>((Handler<S, T, Action>) (Handler<S, T, ?>) handler,
                    (Words<S, T, Action>) (Words<S, T, ?>) words, null, null, checksFields(type)));
            types.put(type, type);
            return this;
        }

        /** A handler declared through {@link Actions} (one context per call), with its words or null. */
        @SuppressWarnings("unchecked")
        <B> void declared(Class<?> type, Actions.Handler<S, B, T, Action> act, Actions.Words<S, B, T, Action> says) {
            slots.put(type, new Slot<>(null, null, (Actions.Handler<S, Object, T, Action>) (Actions.Handler<S, ?, T, Action>) act,
                    (Actions.Words<S, Object, T, Action>) (Actions.Words<S, ?, T, Action>) says, checksFields(type)));
            types.put(type, (Class<? extends Action>) type);
        }

        /** The terminal numbers of the actions of {@code type} ({@link Actions#number}). */
        void numbered(Class<?> type, java.util.function.ToIntFunction<Action> number) {
            numbers.put(type, number);
        }

        /** A refusal declared through {@link Actions}. */
        void refuseDeclared(Class<?> type, Refusal<S, T> refusal) {
            refusals.put(type, refusal);
        }

        /**
         * Actions of {@code type} are not taken at this step, and are refused with {@code refusal}'s own words
         * (say what must happen first), instead of the {@link #otherwise} refusal.
         */
        public <A extends Action> Builder<S, T> refuse(Class<A> type, Refusal<S, T> refusal) {
            Objects.requireNonNull(refusal, "refusal");
            if (slots.containsKey(type) || refusals.containsKey(type)) {
                throw new IllegalArgumentException("action type " + type.getSimpleName() + " has two handlers");
            }
            refusals.put(type, refusal);
            return this;
        }

        /** How an action that no handler takes is refused (default: the flow's "not possible now" refusal). */
        public Builder<S, T> otherwise(Refusal<S, T> refusal) {
            this.otherwise = Objects.requireNonNull(refusal);
            return this;
        }

        /** The table. */
        public ActionHandlers<S, T> build() {
            if (slots.isEmpty()) {
                throw new IllegalStateException("a step's actions need at least one handler");
            }
            return new ActionHandlers<>(this);
        }

        /** Whether {@code type} overrides {@link Action#checkFields} (looked up once, here). */
        static boolean checksFields(Class<?> type) {
            try {
                return type.getMethod("checkFields").getDeclaringClass() != Action.class;
            } catch (NoSuchMethodException | SecurityException e) {
                return true;
            }
        }
    }

    /** The declared action types' simple names (for diagnostics). */
    @Override
    public String toString() {
        List<String> names = new ArrayList<>();
        for (Class<? extends Action> t : types) {
            names.add(t.getSimpleName());
        }
        return "ActionHandlers" + names;
    }
}
