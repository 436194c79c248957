package io.agon.core;

import java.util.ArrayList;
import java.util.List;

/**
 * The forward model: the one interface every game implements and every tool (launcher, agents, replay, the
 * contract test kit) uses. Implementations are stateless and thread-safe; all game data lives in {@code S}.
 *
 * <p>Hot path contract: {@link #currentPlayer}, {@link #legalActions(GameState, List)}, {@link #apply} and
 * {@link GameState#copy()} must allocate little and never use reflection.
 *
 * @param <S> the game's state type
 */
public interface Game<S extends GameState<S>> {

    /** Id, name, player counts, options, rules version and the closed list of action types. */
    GameInfo info();

    /**
     * A new game at its first decision, with all set-up randomness drawn from {@code setup.seed()}. A game
     * implements this method or {@link #newGame(Setup, EventSink)}, which delegate to each other by default (a
     * game that implements neither is told so by an {@link IllegalStateException} at the first call).
     *
     * @throws SetupException for a player count or option the game does not support
     */
    default S newGame(Setup setup) {
        return NewGameDefaults.delegate(this, () -> newGame(setup, EventSink.NONE));
    }

    /**
     * {@link #newGame(Setup)}, reporting what happens at set-up ("Round 1: the dice show a prize") to
     * {@code events}, as {@link #apply} reports what an action causes; a session hands these to the narration
     * before the first move. Set-up must play exactly the same whatever the sink. The default calls
     * {@link #newGame(Setup)} and reports nothing: a game with set-up events overrides this method (and may then
     * leave {@link #newGame(Setup)} to its default).
     *
     * @throws SetupException for a player count or option the game does not support
     */
    default S newGame(Setup setup, EventSink events) {
        return NewGameDefaults.delegate(this, () -> newGame(setup));
    }

    /** The player who must decide now (possibly not the player on turn), or {@code -1} when the game is over. */
    int currentPlayer(S state);

    /** True when the game has ended and {@link #outcome} may be asked. */
    default boolean isOver(S state) {
        return currentPlayer(state) < 0;
    }

    /** The pending decision for display: who decides, who is on turn, and a short prompt. */
    Decision decision(S state);

    /**
     * Appends every legal action of {@link #currentPlayer} to {@code out} (which the caller cleared). Never adds
     * nothing while the game is not over. Games may reuse cached action instances.
     */
    void legalActions(S state, List<Action> out);

    /** Convenience form of {@link #legalActions(GameState, List)} that allocates a new list. */
    default List<Action> legalActions(S state) {
        List<Action> out = new ArrayList<>();
        legalActions(state, out);
        return out;
    }

    /**
     * Applies {@code action} taken by {@code player}, drawing any chance from the state's own generator and
     * reporting what happened to {@code events}.
     *
     * @throws IllegalActionException when the game is over, {@code player} is not the deciding player, or the
     *     action is not legal now; the state is then left exactly as it was
     */
    void apply(S state, int player, Action action, EventSink events);

    /**
     * Applies {@code action}, taken from this state's current legal list ({@link #legalActions}) by the deciding
     * {@code player}: the caller vouches for the seat and the legality, so the game need not check them again (a
     * client that picked by number, a search, a playout). The default is {@link #apply}, which checks anyway; a game
     * on a {@link io.agon.core.flow.Flow} skips the seat check and the checks its rules declared as listed. Passing
     * anything else is a bug of the caller and may corrupt the state.
     */
    default void applyListed(S state, int player, Action action, EventSink events) {
        apply(state, player, action, events);
    }

    /** {@link #apply(GameState, int, Action, EventSink)} for the deciding player, without events. */
    default void apply(S state, Action action) {
        apply(state, currentPlayer(state), action, EventSink.NONE);
    }

    /**
     * One legal action of {@link #currentPlayer} drawn with {@code rng}, for random playouts (the searches'
     * {@code rollout=random}): a hook that lets a game draw without listing every legal action, or with a
     * distribution that suits playouts better. The default lists {@link #legalActions(GameState, List)} into
     * {@code scratch} and returns {@code scratch.get(rng.nextInt(scratch.size()))}: uniform over the listed actions.
     * A game that overrides it must document its distribution and return only actions of the listed legal ones
     * (equal to one of them), drawn from {@code rng} alone (the same state and generator give the same action).
     * Tools that need the uniform draw over the list (the fingerprint tests, {@code rollout=uniform}) list the
     * actions themselves.
     *
     * @param scratch a list the caller no longer needs (cleared and filled at will; its content afterwards is
     *                undefined)
     */
    default Action randomAction(S state, Rng rng, List<Action> scratch) {
        scratch.clear();
        legalActions(state, scratch);
        return scratch.get(rng.nextInt(scratch.size()));
    }

    /**
     * Final scores and ranking with the game's tie-breaks.
     *
     * @throws IllegalStateException when the game is not over
     */
    Outcome outcome(S state);

    /**
     * What {@code player} may see: other players' secrets, deck orders and anything face down are masked. The
     * returned view must have value equality: the test kit checks that it does not change when only parts of
     * the state hidden from {@code player} change.
     */
    View view(S state, int player);

    /**
     * A full state consistent with everything {@code observer} has seen: every card, tile or die the observer
     * cannot see is re-dealt at random from {@code rng}. The result is a new state; {@code state} is unchanged,
     * and {@code observer}'s view of the result equals the view of {@code state}.
     *
     * <p>The default serves games of {@link #perfectInformation() perfect information} only: it returns
     * {@code state.copy()} (nothing is hidden, so nothing is re-dealt, and {@code rng} is not drawn from). For any
     * other game it throws: a game with hidden information must re-deal what the observer cannot see, or the
     * searching bots would see it.
     *
     * @throws UnsupportedOperationException when the game hides something and does not override this method
     */
    default S determinize(S state, int observer, Rng rng) {
        if (!perfectInformation()) {
            throw new UnsupportedOperationException(info().name() + " has hidden information: it must override"
                    + " determinize, or declare perfectInformation() if every player sees the whole state");
        }
        return state.copy();
    }

    /**
     * What someone who holds no seat (a spectator) may see of a running game: public information only, every hand,
     * deck order, screen and sealed bid masked (their counts shown). It must not depend on anything some seat alone
     * knows, or nobody knows: two states that differ only there (a {@link #determinize} for any seat) give equal
     * public views, which the test kit checks. The view's {@link View#observer()} is -1. The default is null: the
     * game offers no public view, and its spectators read the public narration only.
     */
    default View publicView(S state) {
        return null;
    }

    /**
     * True when every player sees the whole state at all times and nothing is left to chance (no hidden cards, no
     * deck order, no die still to roll): then the default {@link #determinize(GameState, int, Rng)} is a copy. The
     * default is false. A game that says true must have views that hide nothing. A game that draws chance during
     * play (a die, a shuffle) says false even when nothing is hidden, and re-seeds the state's generator in its
     * {@code determinize} (a copy would let the searches know every future roll).
     */
    default boolean perfectInformation() {
        return false;
    }

    /**
     * {@link #determinize(GameState, int, Rng)} written into {@code reuse} where the game can (see
     * {@link GameState#copyFrom}), for the searches, which determinize once per iteration. {@code reuse} is null or
     * a state of this game that the caller no longer needs (never {@code state}); the result is {@code reuse} or a
     * new state. It must draw from {@code rng} exactly as {@link #determinize(GameState, int, Rng)} does and be
     * equal to what it returns. The default ignores {@code reuse}.
     */
    default S determinize(S state, int observer, Rng rng, S reuse) {
        return determinize(state, observer, rng);
    }

    /**
     * A short human description of {@code action} in {@code state} as the deciding player sees it, e.g.
     * "Auction Temple of Apollo" or "Bid 5 on the red card". Used to label the decider's own choices.
     */
    default String describe(S state, Action action) {
        return action.toString();
    }

    /**
     * The description of {@code action} (taken by the deciding player in {@code state}) as {@code observer} may
     * see it: what {@code observer} could not know is left out, e.g. "Auction a yellow card" for a hidden hand
     * card. {@code observer} -1 means every player at once (a public narration). The launcher narrates other
     * players' moves with this. The default returns {@link #describe(GameState, Action)}, which is right for
     * games whose action labels reveal nothing hidden; games with hidden hands override it.
     */
    default String describe(S state, Action action, int observer) {
        return describe(state, action);
    }

    /**
     * The named things of the game a player may look up, with their full text: cards, gods, tiles... in display
     * order, e.g. "Troy" -> "red building, cost ...: its war symbols count only in its owner's defence". The
     * launcher shows an entry at the play prompt ({@code ? NAME}) and lists them all under {@code agon rules}.
     * The default is none.
     */
    default java.util.Map<String, String> glossary() {
        return java.util.Map.of();
    }

    /**
     * The number a player types for {@code action} at a terminal, the same in every decision (tic-tac-toe: its cell,
     * 1 to 9, so that a cell keeps its number as the board fills), or 0 for none. The launcher uses these numbers
     * when every legal action of a decision has one and no two are the same; otherwise it numbers the choices 1, 2,
     * 3... in the order of the legal list. The default is 0.
     */
    default int choiceNumber(Action action) {
        return 0;
    }

    /**
     * How a record made under an older rules version of this game replays under the current rules: the set-up
     * that plays exactly as {@code setup} did under {@code rulesVersion} (usually {@code setup} plus an option that
     * keeps the old behaviour, e.g. "seat 0 starts"), or null when records of that version cannot be replayed.
     * {@link io.agon.core.record.RecordCodec#RecordCodec(Game)} reads such a record as a record of the current
     * version with this set-up. The default is null: only records of the current version replay.
     */
    default Setup replaySetup(String rulesVersion, Setup setup) {
        return null;
    }

    /**
     * True when the deciding player's choice, once applied, stays hidden from every other player until a later
     * reveal: a sealed commit of a simultaneous decision (see {@link io.agon.core.flow.SealedChoices}). The
     * contract kit then checks that no other player's view or narration depends on the choice. Default false.
     */
    default boolean hidesChoice(S state) {
        return false;
    }

    /**
     * The steps waiting on the game's step stack, the one deciding now first, for a learner's "flow" panel. Only
     * the steps' kinds, phases and deciders, which every seat may see. The default (a game whose flow is not a
     * step stack) is an empty list; {@link io.agon.core.flow.FlowGame} answers it from its flow. Not on the hot
     * path.
     */
    default List<PendingStep> pendingSteps(S state) {
        return List.of();
    }
}
