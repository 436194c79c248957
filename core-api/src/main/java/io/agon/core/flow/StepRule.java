package io.agon.core.flow;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Rng;
import java.util.List;

/**
 * The rule of one step type: everything the framework asks about a step of type {@code T} while it is on top of
 * the game's {@link StepStack}. A game writes one rule per step type (in a file named for the step, or grouped by
 * topic) and registers it once in its {@link Flow}. The framework then answers who decides, the legal actions,
 * applying an action and describing it, by looking up the rule of the top step's type.
 *
 * <p>Rules are stateless and thread-safe: all game data lives in the state {@code S}; the step value {@code T}
 * (an immutable record or enum) carries the step's own parameters. Hot path ({@link #decider}, {@link #legal},
 * {@link #apply}, {@link #resolve}): allocate little, never use reflection.
 *
 * @param <S> the game's state type
 * @param <T> the step type this rule handles (a record or enum of the game's step hierarchy)
 */
public interface StepRule<S, T> {

    /** {@link #decider} of a step that resolves itself (see {@link #resolve}); nobody decides it. */
    int AUTO = -2;

    /**
     * Lists the legal actions of a step, as {@link #legal}.
     *
     * @param <S> the game's state type
     * @param <T> the step type
     */
    @FunctionalInterface
    interface Lister<S, T> {
        /** Appends every legal action of the deciding seat to {@code out}. */
        void legal(S state, T step, List<Action> out);
    }

    /**
     * Starts a rule declared by named parts, its types inferred from the class literals (no type witness):
     *
     * <pre>{@code
     * static final StepRule<Board, Turn> PLAY = StepRule.of(Board.class, Turn.class)
     *         .decider((board, turn) -> turn.seat())
     *         .legal((board, turn, out) -> ...)
     *         .on(Place.class, (ctx, place) -> { ...; ctx.done(); })
     *         .words(Place.class, (ctx, place, observer) -> CELLS[place.cell()])
     *         .prompt((board, turn) -> "Place your mark")
     *         .build();
     * }</pre>
     *
     * @param state the game's state class (it keeps the flow's stack of {@code B}: {@link FlowState})
     * @param step  the step type this rule decides
     */
    static <S extends FlowState<B>, B, T extends B> Builder<S, B, T> of(Class<S> state, Class<T> step) {
        return new Builder<>();
    }

    /**
     * Resolves a step by itself ({@link Builder#resolve}): move the flow on through {@code ctx} and return true, or
     * return false when a seat must decide after all.
     *
     * @param <S> the game's state type
     * @param <B> the game's step type
     * @param <T> the step type
     */
    @FunctionalInterface
    interface Resolver<S, B, T> {
        /** True when the step was resolved (the flow moved on). */
        boolean resolve(StepContext<S, B, T> ctx);
    }

    /**
     * A step rule declared by named parts: who decides, what is legal, what each action does and says, the prompt,
     * and (for a step that can resolve itself) how it does. Made by {@link StepRule#of(Class, Class)}.
     *
     * @param <S> the game's state type
     * @param <B> the game's step type
     * @param <T> the step type of the rule
     */
    final class Builder<S, B, T> {
        private java.util.function.ToIntBiFunction<S, T> decider;
        private Lister<S, T> legal = (s, t, out) -> { };
        private java.util.function.BiFunction<S, T, String> prompt;
        private Resolver<S, B, T> resolver;
        private Actions.Refusal<S, B, T> unlisted;
        private final Actions<S, B, T> actions = new Actions<>();

        Builder() {
        }

        /** Who decides the step: a seat (maybe not on turn), or {@link StepRule#AUTO} when it resolves itself. */
        public Builder<S, B, T> decider(java.util.function.ToIntBiFunction<S, T> who) {
            this.decider = java.util.Objects.requireNonNull(who, "decider");
            return this;
        }

        /** Appends the deciding seat's legal actions to {@code out} ({@link StepRule#legal}). */
        public Builder<S, B, T> legal(Lister<S, T> lister) {
            this.legal = java.util.Objects.requireNonNull(lister, "legal");
            return this;
        }

        /** What an action of {@code type} does ({@link Actions#on}). */
        public <A extends Action> Builder<S, B, T> on(Class<A> type, Actions.Handler<S, B, T, ? super A> handler) {
            actions.on(type, handler);
            return this;
        }

        /** How an action of {@code type} reads ({@link Actions#words}). */
        public <A extends Action> Builder<S, B, T> words(Class<A> type, Actions.Words<S, B, T, ? super A> says) {
            actions.words(type, says);
            return this;
        }

        /** The number a player types for an action of {@code type} at a terminal ({@link Actions#number}). */
        public <A extends Action> Builder<S, B, T> number(Class<A> type,
                                                          java.util.function.ToIntFunction<? super A> n) {
            actions.number(type, n);
            return this;
        }

        /** How an action no handler takes is refused ({@link Actions#otherwise}). */
        public Builder<S, B, T> otherwise(Actions.Refusal<S, B, T> refusal) {
            actions.otherwise(refusal);
            return this;
        }

        /**
         * Applies only actions that {@link #legal} lists, refusing any other with {@code refusal} before a handler
         * runs: the legality is said once, and the handlers only change the state. Each action then costs a listing
         * of the legal actions: right for small games and for steps off the hot path.
         */
        public Builder<S, B, T> refuseUnlisted(Actions.Refusal<S, B, T> refusal) {
            this.unlisted = java.util.Objects.requireNonNull(refusal, "refusal");
            return this;
        }

        /** What the deciding seat is asked ({@link StepRule#prompt}). */
        public Builder<S, B, T> prompt(java.util.function.BiFunction<S, T, String> asked) {
            this.prompt = java.util.Objects.requireNonNull(asked, "prompt");
            return this;
        }

        /** How the step resolves by itself, when it can ({@link StepRule#resolve}). */
        public Builder<S, B, T> resolve(Resolver<S, B, T> how) {
            this.resolver = java.util.Objects.requireNonNull(how, "resolve");
            return this;
        }

        /**
         * The rule.
         *
         * @throws IllegalStateException when no decider was given, or actions were declared for a step that only
         *     resolves itself
         */
        public StepRule<S, T> build() {
            if (decider == null) {
                if (resolver == null) {
                    throw new IllegalStateException("a step rule needs a decider (or resolve, for an automatic step)");
                }
                decider = (s, t) -> AUTO;
            }
            ActionHandlers<S, T> table = actions.isEmpty() ? null : actions.build();
            if (table != null && unlisted != null) {
                table = new ListedActions<>(table, legal, unlisted);
            }
            return new DeclaredRule<>(decider, legal, table, prompt, resolver);
        }
    }

    /**
     * A rule made of functions, for a small decision step that needs no class of its own:
     * {@code StepRule.of((s, t) -> t.seat(), TicTacToe::legal, ACTIONS, (s, t) -> "Place your mark")}.
     *
     * @param decider who decides (a seat; see {@link #decider})
     * @param legal   the legal actions ({@link #legal})
     * @param actions the actions with their handlers and words ({@link #actions()})
     * @param prompt  what the decider is asked ({@link #prompt})
     * @deprecated four functions told apart only by their position: declare the rule by named parts with
     *     {@link #of(Class, Class)}. Kept for outside games.
     */
    @Deprecated(since = "0.3")
    static <S, T> StepRule<S, T> of(java.util.function.ToIntBiFunction<S, T> decider, Lister<S, T> legal,
                                    ActionHandlers<S, T> actions, java.util.function.BiFunction<S, T, String> prompt) {
        java.util.Objects.requireNonNull(decider, "decider");
        java.util.Objects.requireNonNull(legal, "legal");
        java.util.Objects.requireNonNull(actions, "actions");
        java.util.Objects.requireNonNull(prompt, "prompt");
        return new DeclaredRule<S, Object, T>(decider, legal, actions, prompt, null);
    }

    /**
     * The seat that decides this step now. It may be a seat that is not on turn (a bid, a reaction, a discard
     * asked of another player). Return {@link #AUTO} for a step that always resolves itself.
     *
     * <p>Asked only once the flow is settled (every step that could resolve itself has), so a step that is
     * sometimes automatic answers its seat here and does the automatic part in {@link #resolve}.
     */
    int decider(S state, T step);

    /**
     * Appends every legal action of the deciding seat to {@code out}; never nothing while this step waits for a
     * decision. Games may append cached action instances (no allocation). The default appends nothing: right
     * only for a step that always resolves itself ({@link #AUTO}), which then writes neither this method nor an
     * {@code apply} (its {@link #actions()} stay null and any action is refused).
     */
    default void legal(S state, T step, List<Action> out) {
    }

    /**
     * One legal action of the deciding seat drawn with {@code rng}, for random playouts ({@link
     * io.agon.core.Game#randomAction}): the default lists {@link #legal} into {@code scratch} and picks one
     * uniformly. A rule that overrides it returns only legal actions and documents its distribution.
     */
    default Action randomAction(S state, T step, Rng rng, List<Action> scratch) {
        scratch.clear();
        legal(state, step, scratch);
        return scratch.get(rng.nextInt(scratch.size()));
    }

    /**
     * This step's actions, each with its typed handler ({@link ActionHandlers}): the flow applies an action of the
     * deciding seat through them. Build the table once, in a field, and return it here. A rule without actions
     * (an automatic step) keeps the default, null.
     */
    default ActionHandlers<S, T> actions() {
        return null;
    }

    /**
     * Applies {@code action} of the deciding {@code seat} by {@link #actions()}. A rule without actions refuses
     * every action with an {@link io.agon.core.IllegalActionException} when it lists none (an automatic step needs
     * to write neither {@code legal} nor this method), and fails loudly when it lists some but handles none.
     *
     * @deprecated declare the actions with {@link #actions()} instead: each handler receives its action typed and
     *     a narrow {@link Control}, not the whole flow. The flow still calls a rule that overrides this method
     *     (and declares no actions) the old way.
     */
    @Deprecated(since = "0.2")
    default void apply(S state, T step, int seat, Action action, Flow<S, ?> flow, EventSink events) {
        ActionHandlers<S, T> actions = actions();
        if (actions == null) {
            List<Action> legal = new java.util.ArrayList<>();
            legal(state, step, legal);
            if (legal.isEmpty()) {     // an automatic step: no action is ever legal, so refuse and change nothing
                throw io.agon.core.IllegalActionException.notNow(action, "no action is taken at " + step);
            }
            throw new IllegalStateException(getClass().getName() + " declares no actions(): " + step
                    + " cannot take " + action);
        }
        actions.apply(state, step, seat, action, flow, events);
    }

    /**
     * Resolves this step by itself when no decision is needed, and says whether it did. The framework calls it on
     * the top step after every action (and after set-up) until it returns false: that step then waits for
     * {@link #decider}. A step that {@link #decider} calls {@link #AUTO} must resolve here (move the flow on through {@code flow}) and
     * return true; a step that is automatic only sometimes (a bidder who cannot bid passes by himself, a phase
     * with nothing to do ends) checks and returns false when a seat must decide. The default: never automatic.
     *
     * <p>Chance drawn here comes from the state's generator, in the order the rules say, like any other change.
     */
    default boolean resolve(S state, T step, Control<S> flow, EventSink events) {
        return false;
    }

    /**
     * Resolves this step by itself, given the whole flow.
     *
     * @deprecated override {@link #resolve(Object, Object, Control, EventSink)}, which receives only what a rule may
     *     do to the flow. The flow still calls a rule that overrides this method.
     */
    @Deprecated(since = "0.2")
    default boolean resolve(S state, T step, Flow<S, ?> flow, EventSink events) {
        return resolve(state, step, (Control<S>) flow, events);
    }

    /** What the deciding seat is asked, e.g. "Bid on the lot or pass" (shown in the game's {@code Decision}). */
    default String prompt(S state, T step) {
        return step.toString();
    }

    /**
     * {@code action} (legal now, not yet applied) as {@code observer} may see it: what that seat could not know is
     * left out. {@code observer} -1 means every player at once (a public narration). The default is the words its
     * type declared in {@link #actions()}, else the action's own text, right for steps whose actions reveal
     * nothing hidden.
     */
    default String describe(S state, T step, Action action, int observer) {
        ActionHandlers<S, T> actions = actions();
        String words = actions == null ? null : actions.describe(state, step, action, observer);
        return words != null ? words : action.toString();
    }

    /**
     * The seat whose turn this step belongs to, or -1 when the step does not mark a turn. When a {@link Flow} has
     * no {@link TurnPolicy}, the seat on turn is the first turn owner found from the top of the stack down, else
     * the decider. Most games set a turn policy instead and leave this alone.
     */
    default int turnOwner(S state, T step) {
        return -1;
    }

    /**
     * True when the decider's choice, once applied, stays hidden from every other seat: a sealed commit of a
     * simultaneous decision ({@link SealedChoices}) that is not the last before the reveal. The contract kit then
     * checks that no other seat's view or narration depends on which choice was made. Default false.
     */
    default boolean hidesChoice(S state, T step) {
        return false;
    }

    /**
     * The refusal of an action by {@code seat}, who does not decide this step now ({@code decider} does). The
     * default is the flow's standard "wrong player" refusal; a step can name its rule instead, e.g. "you have
     * already sealed your bid" for a second sealed bid. Called only on the refusal path.
     */
    default io.agon.core.IllegalActionException refuseSeat(S state, T step, int seat, int decider) {
        return io.agon.core.IllegalActionException.wrongPlayer(seat, decider);
    }
}
