package io.agon.core.flow;

import io.agon.core.Action;
import io.agon.core.Decision;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameInfo;
import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.PendingStep;
import java.util.List;

/**
 * A base class for games whose flow is a declared {@link Flow}: {@link #currentPlayer}, {@link #isOver},
 * {@link #decision}, {@link #legalActions}, {@link #apply} and {@link #describe} are answered from the top of the
 * state's {@link StepStack} by the step's {@link StepRule}. The game still writes {@code newGame} (ending with
 * {@code flow().start(...)}), {@code outcome}, {@code view}, {@code info} unless it passes its {@link GameInfo} to
 * the constructor, and {@code determinize} unless it has {@link #perfectInformation() perfect information}.
 *
 * <p>A game that must extend another class delegates to its {@link Flow} the same way, one line per method.
 * Subclasses may override a method to add to it, e.g. {@code apply} to narrate the start of a new turn after
 * {@code super.apply}.
 *
 * @param <S> the game's state type
 * @param <T> the game's step type
 */
public abstract class FlowGame<S extends GameState<S>, T> implements Game<S> {

    private final Flow<S, T> flow;
    private final GameInfo info;

    /** A game routed by {@code flow}; it writes {@link #info()} itself. */
    protected FlowGame(Flow<S, T> flow) {
        this.flow = flow;
        this.info = null;
        this.newState = null;
    }

    /** A game described by {@code info} and routed by {@code flow}: {@link #info()} returns {@code info}. */
    protected FlowGame(GameInfo info, Flow<S, T> flow) {
        this.flow = flow;
        this.info = java.util.Objects.requireNonNull(info, "info");
        this.newState = null;
    }

    /**
     * A game described by {@code info} and routed by {@code flow}, whose set-up the framework runs: it checks the
     * set-up against {@code info}, makes the state with {@code newState} (deal, shuffle and place there) and starts
     * the flow's first declared phase. Such a game writes no {@code newGame}.
     */
    protected FlowGame(GameInfo info, Flow<S, T> flow, java.util.function.Function<Setup, S> newState) {
        this.flow = flow;
        this.info = java.util.Objects.requireNonNull(info, "info");
        this.newState = java.util.Objects.requireNonNull(newState, "newState");
    }

    /** Makes the state of a new game, or null when the game writes {@code newGame} itself. */
    private final java.util.function.Function<Setup, S> newState;

    /**
     * A new game: the set-up checked against {@link #info()}, the state made by the constructor's {@code newState},
     * the flow started at its first phase. A game built without {@code newState} overrides this method (or
     * {@link #newGame(Setup)}).
     */
    @Override
    public S newGame(Setup setup, EventSink events) {
        if (newState == null) {
            return Game.super.newGame(setup, events);
        }
        setup.validate(info());
        S state = newState.apply(setup);
        flow.start(state, flow.phaseNames().get(0), events);
        return state;
    }

    /**
     * The info given to the constructor.
     *
     * @throws IllegalStateException when the game was built without one and does not override this method
     */
    @Override
    public GameInfo info() {
        if (info == null) {
            throw new IllegalStateException(getClass().getName() + " gives no GameInfo: pass it to the FlowGame"
                    + " constructor or override info()");
        }
        return info;
    }

    /** The game's flow. */
    public final Flow<S, T> flow() {
        return flow;
    }

    @Override
    public int currentPlayer(S state) {
        return flow.currentPlayer(state);
    }

    @Override
    public boolean isOver(S state) {
        return flow.isOver(state);
    }

    @Override
    public Decision decision(S state) {
        return flow.decision(state);
    }

    @Override
    public void legalActions(S state, List<Action> out) {
        flow.legalActions(state, out);
    }

    /** The pending step's {@link StepRule#randomAction} (uniform over the legal actions unless a rule says). */
    @Override
    public Action randomAction(S state, Rng rng, List<Action> scratch) {
        return flow.randomAction(state, rng, scratch);
    }

    @Override
    public void apply(S state, int player, Action action, EventSink events) {
        flow.apply(state, player, action, events);
    }

    /**
     * A state consistent with what {@code observer} has seen: a copy, whose hidden parts {@link #redeal} deals again
     * with {@code rng}, and whose own generator ({@link GameState#rng()}) gets a fresh seed from {@code rng}, so that
     * neither a hidden card nor a die still to roll is known to a search. A game of perfect information gets the
     * copy with a fresh seed. A game overrides {@link #redeal}, not this method (or overrides this one entirely).
     */
    @Override
    public S determinize(S state, int observer, Rng rng) {
        S copy = state.copy();
        if (!perfectInformation()) {
            redeal(copy, observer, rng);
        }
        Rng own = copy.rng();
        if (own != null) {
            own.copyFrom(rng.split());
        }
        return copy;
    }

    /**
     * Deals again, into {@code copy}, everything {@code observer} cannot see (the other hands, the deck's order, the
     * dice behind the screens), drawing with {@code rng}; what the observer saw stays. Called by
     * {@link #determinize}. The default refuses: a game with hidden information overrides it.
     */
    protected void redeal(S copy, int observer, Rng rng) {
        throw new UnsupportedOperationException(info().name() + " has hidden information: it must override redeal"
                + " (or determinize), or declare perfectInformation() if every player sees the whole state");
    }

    /**
     * The seat and the legality were checked by the caller: the flow does not check them again. A game that adds to
     * {@link #apply} (events after a move, say) adds the same here; one that overrides {@code apply} only is sent
     * through its {@code apply}, checks and all, so that a listed action never skips what the game added.
     */
    @Override
    public void applyListed(S state, int player, Action action, EventSink events) {
        if (ownApply) {
            apply(state, player, action, events);
        } else {
            flow.applyListed(state, player, action, events);
        }
    }

    /** True when this game's class overrides {@code apply} but not {@code applyListed} (looked up once). */
    private final boolean ownApply = addsToApply(getClass());

    private static boolean addsToApply(Class<?> type) {
        try {
            Class<?> apply = type.getMethod("apply", GameState.class, int.class, Action.class, EventSink.class)
                    .getDeclaringClass();
            Class<?> listed = type.getMethod("applyListed", GameState.class, int.class, Action.class,
                    EventSink.class).getDeclaringClass();
            return apply != FlowGame.class && listed == FlowGame.class;
        } catch (NoSuchMethodException e) {
            return true;
        }
    }

    /** The action as the deciding seat sees it. */
    @Override
    public String describe(S state, Action action) {
        return flow.describe(state, action, flow.currentPlayer(state));
    }

    @Override
    public boolean hidesChoice(S state) {
        return flow.hidesChoice(state);
    }

    @Override
    public String describe(S state, Action action, int observer) {
        return flow.describe(state, action, observer);
    }

    /** The number its step rule declares for {@code action} ({@link StepRule.Builder#number}), or 0. */
    @Override
    public int choiceNumber(Action action) {
        return flow.choiceNumber(action);
    }

    @Override
    public List<PendingStep> pendingSteps(S state) {
        return flow.pendingSteps(state);
    }
}
