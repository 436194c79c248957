package io.agon.core.flow;

import io.agon.core.EventSink;
import io.agon.core.GameEvent;
import java.util.function.Supplier;

/**
 * What an action handler works with: the state, the pending step, the deciding seat, the flow (end this step,
 * push or replace a step, begin a phase, end the game) and the events. One context per call replaces the six
 * positional arguments of the first handler shape:
 *
 * <pre>{@code
 * .on(Place.class, (ctx, place) -> {
 *     ctx.state().cells[place.cell()] = ctx.seat() + 1;
 *     ctx.emit(() -> new Marked(ctx.seat(), place.cell()));
 *     ctx.done();
 * })
 * }</pre>
 *
 * <p>The flow has already checked the seat before the handler runs. The steps a context pushes or puts in place are
 * of the game's step type {@code B}, so the compiler refuses anything else. A context is valid only during the call
 * it was given to (the flow reuses it for the next action of the same state); words ({@link Actions#words}) get a
 * context that may read but not move the flow.
 *
 * @param <S> the game's state type
 * @param <B> the game's step type (what the flow's stack holds)
 * @param <T> the type of the step being decided
 */
public final class StepContext<S, B, T> {
    private Control<S> flow;
    private S state;
    private T step;
    private int seat;
    private EventSink events;
    private boolean moves;
    /** True while a handler runs with this context (a nested call gets its own). */
    boolean busy;

    StepContext() {
    }

    /** Points this context at one call. */
    StepContext<S, B, T> set(Control<S> flow, S state, T step, int seat, EventSink events, boolean moves) {
        this.flow = flow;
        this.state = state;
        this.step = step;
        this.seat = seat;
        this.events = events;
        this.moves = moves;
        return this;
    }

    /** The game's state, which the handler changes. */
    public S state() {
        return state;
    }

    /** The step being decided (the top of the stack). */
    public T step() {
        return step;
    }

    /** The deciding seat, already checked by the flow. */
    public int seat() {
        return seat;
    }

    /** Where events go (pass it on to rule code that reports what happened). */
    public EventSink events() {
        return events;
    }

    /**
     * Reports an event, built only when someone listens: {@code ctx.emit(() -> new Bought(seat, card))} costs no
     * event in a playout.
     */
    public void emit(Supplier<? extends GameEvent> event) {
        if (events.enabled()) {
            events.emit(event.get());
        }
    }

    /**
     * This step is over: it is popped; in a phase the phase's next step enters (or its end runs), an interrupt just
     * returns to the step below.
     */
    public void done() {
        control().done(state, events);
    }

    /** Pushes {@code next} on top: it is decided (or resolves) before the current step goes on. */
    public void push(B next) {
        control().push(state, next);
    }

    /** Puts {@code next} in place of the current step: the same step with new values, or what it turns into. */
    public void replace(B next) {
        control().replace(state, next);
    }

    /** Begins the declared phase {@code phase}: its first step enters. */
    public void begin(Phase phase) {
        control().begin(state, phase.name(), events);
    }

    /** Removes every step: the game is over. */
    public void endGame() {
        control().endGame(state);
    }

    /** The declared turn order (who is on turn, who is next), or null when the flow declares none. */
    public TurnPolicy<S> turns() {
        return flow.turns();
    }

    /** The flow, for rule code that takes it; only while a handler runs. */
    public Control<S> control() {
        if (!moves) {
            throw new IllegalStateException("words and prompts may read the state, not move the flow");
        }
        return flow;
    }

    /**
     * A context for {@code flow} at {@code state}: the state's own when it is free (no allocation), else a new one.
     */
    @SuppressWarnings("unchecked")
    static <S, B, T> StepContext<S, B, T> of(Control<S> flow, S state, T step, int seat, EventSink events) {
        StepStack<?> stack = flow instanceof Flow<S, ?> f ? f.steps(state) : null;
        StepContext<S, B, T> c = stack == null ? null : (StepContext<S, B, T>) stack.context;
        if (c == null || c.busy) {
            c = new StepContext<>();
            if (stack != null && stack.context == null) {
                stack.context = c;
            }
        }
        return c.set(flow, state, step, seat, events, true);
    }

    /** A context that may read the state but not move the flow (for words and prompts). */
    static <S, B, T> StepContext<S, B, T> reading(S state, T step, int seat) {
        return new StepContext<S, B, T>().set(null, state, step, seat, EventSink.NONE, false);
    }
}
