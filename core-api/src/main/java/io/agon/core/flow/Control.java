package io.agon.core.flow;

import io.agon.core.EventSink;

/**
 * What a step's rule may do to the flow, and nothing more: end its step, push an interrupt, go on with a changed
 * step, begin a phase, end the game. Rules receive it in their action handlers ({@link ActionHandlers.Handler})
 * and in {@link StepRule#resolve(Object, Object, Control, EventSink)}; no rule edits the step stack by hand.
 *
 * @param <S> the game's state type
 */
public interface Control<S> {

    /**
     * The top step is over: it is popped, and if it belongs to a phase, the phase's next step enters (or, after
     * its last step, the phase's end hook runs). An interrupt is just popped: the step below continues.
     */
    void done(S state, EventSink events);

    /** Pushes {@code step} (of a registered type) on top: an interrupt, or a step the rules add to a turn. */
    void push(S state, Object step);

    /** Replaces the top step with {@code step}: the same step goes on with new values (a bid raised, a die kept). */
    void replace(S state, Object step);

    /** Begins the declared phase {@code phase}: its first step enters. */
    void begin(S state, String phase, EventSink events);

    /** Begins the declared phase {@code phase}: its first step enters. */
    default void begin(S state, Phase phase, EventSink events) {
        begin(state, phase.name(), events);
    }

    /** The declared turn order (who is on turn, who is next), or null when the flow declares none. */
    TurnPolicy<S> turns();

    /** Removes every step: the game is over (unless the flow's {@code whenEmpty} hook refills the stack). */
    void endGame(S state);
}
