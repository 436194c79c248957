package io.agon.core.session;

import io.agon.core.Action;
import io.agon.core.AgonException;
import io.agon.core.Decision;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.flow.FlowGame;
import io.agon.core.GameEvent;
import io.agon.core.GameState;
import io.agon.core.IllegalActionException;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The one play loop of Agon: a game in progress with its set-up, its state and the history of every action (the
 * framework keeps the record). Every tool drives a session: the launcher's {@code play} and {@code replay}, the
 * match and tournament runner, {@code Replay}, the contract test kit, and a web server.
 *
 * <pre>{@code
 * Session<S> session = Session.start(game, Setup.of(3, 42)).narrate(true);
 * while (!session.isOver()) {
 *     Move m = session.apply(session.currentPlayer(), chosenAction);
 *     m.narration(-1).forEach(System.out::println);
 * }
 * GameRecord record = GameRecord.of(session);     // and back: Replay.session(game, record)
 * }</pre>
 *
 * <ul>
 *   <li>{@link #apply} refuses a bad action with {@link IllegalActionException} (wrong seat, game over, a rule
 *       forbids it) and then nothing has changed, neither the state nor the history. The seat is checked once,
 *       before any rule sees the action: by the game's flow, in the rule's words (here, for a game without a flow).
 *       {@link #applyLegal} takes the action by its number in the legal list, as a client that showed the list
 *       sends it: the seat is checked, the list is made once, and the game applies the listed action without
 *       checking it again ({@link Game#applyListed}).</li>
 *   <li>Events: {@link #setupEvents} are what set-up reported; each {@link Move} carries the events it caused
 *       (unless {@link #quiet}), listeners
 *       ({@link #listen}) hear every move, and a {@link #forward} sink receives every event as it happens.</li>
 *   <li>Narration per seat ({@link #narrate}): each move carries the action's description for every observer,
 *       from {@code Game.describe(state, action, observer)} on the state before the action.</li>
 *   <li>Undo and replay: {@link #replayTo} rebuilds the state from the set-up and a prefix of the history (chance
 *       comes from the state's generator, so the same prefix gives the same state); {@link #undo} is
 *       {@code replayTo(length() - 1)}. {@link #undo(int)} is the players' take-back under a strict policy (only
 *       one's own last action, and only when it revealed nothing hidden to its player: {@link #undoRefusal}). A
 *       record converts both ways: {@code GameRecord.of(session)} and
 *       {@code Replay.session(game, record)} (package {@code io.agon.core.record}, which builds on this one).</li>
 * </ul>
 *
 * <p><b>Threads:</b> a session is not thread-safe. Use it from one thread, or guard every call (and every use of
 * {@link #state()}) with one lock, as a web server serving several seats must.
 *
 * @param <S> the game's state type
 */
public final class Session<S extends GameState<S>> {

    /** Hears every move of a session. */
    @FunctionalInterface
    public interface Listener<S extends GameState<S>> {
        /** {@code move} has just been applied; {@code session.state()} is the state after it (do not modify). */
        void moved(Session<S> session, Move move);
    }

    private final Game<S> game;
    private final Setup setup;
    private S state;
    private final List<Action> history = new ArrayList<>();
    private final List<Listener<S>> listeners = new ArrayList<>();
    private final List<GameEvent> events = new ArrayList<>();
    private final List<GameEvent> setupEvents;
    private final EventSink collect;
    private EventSink forward = EventSink.NONE;
    private boolean quiet;
    private boolean narrate;

    private Session(Game<S> game, Setup setup) {
        this.game = Objects.requireNonNull(game);
        this.setup = Objects.requireNonNull(setup);
        List<GameEvent> atSetup = new ArrayList<>();
        this.state = game.newGame(setup, EventSink.into(atSetup));
        this.setupEvents = List.copyOf(atSetup);
        this.collect = e -> {
            events.add(e);
            forward.emit(e);
        };
    }

    /**
     * A new game of {@code setup}, at its first decision.
     *
     * @throws io.agon.core.SetupException for a player count or option the game does not support
     */
    public static <S extends GameState<S>> Session<S> start(Game<S> game, Setup setup) {
        return new Session<>(game, setup);
    }

    // ---------------------------------------------------------------- configuration

    /** With {@code on}, every move carries its description for every observer (for narration). */
    public Session<S> narrate(boolean on) {
        this.narrate = on;
        return this;
    }

    /** Collects no events in the moves (fastest: the game builds no event unless {@link #forward} wants them). */
    public Session<S> quiet() {
        this.quiet = true;
        return this;
    }

    /** Sends every event to {@code sink} as it happens (besides the moves' event lists). */
    public Session<S> forward(EventSink sink) {
        this.forward = Objects.requireNonNull(sink);
        return this;
    }

    /** Adds a listener told about every later move. */
    public Session<S> listen(Listener<S> listener) {
        listeners.add(Objects.requireNonNull(listener));
        return this;
    }

    // ---------------------------------------------------------------- reading

    /** The game. */
    public Game<S> game() {
        return game;
    }

    /** The set-up. */
    public Setup setup() {
        return setup;
    }

    /** The live state: read it, never modify it (copy it for experiments); it changes with every action. */
    public S state() {
        return state;
    }

    /**
     * What happened at set-up, before the first decision ("Round 1: the dice show a prize"), as the game reported it
     * to {@link Game#newGame(Setup, EventSink)}; empty for a game that reports nothing. Narrate these before the
     * first move. Undo and replay rebuild the state without them (they do not change).
     */
    public List<GameEvent> setupEvents() {
        return setupEvents;
    }

    /** Every action so far, in order (a read-only view). */
    public List<Action> history() {
        return Collections.unmodifiableList(history);
    }

    /** Number of actions so far. */
    public int length() {
        return history.size();
    }

    /** The deciding seat, or -1 when the game is over. */
    public int currentPlayer() {
        return game.currentPlayer(state);
    }

    /** True when the game has ended. */
    public boolean isOver() {
        return game.isOver(state);
    }

    /** The pending decision. */
    public Decision decision() {
        return game.decision(state);
    }

    /** The deciding seat's legal actions (a new list). */
    public List<Action> legalActions() {
        return game.legalActions(state);
    }

    /** What {@code seat} may see. */
    public View view(int seat) {
        return game.view(state, seat);
    }

    /** {@code action} (legal now, not yet taken) as {@code observer} may see it (-1: public). */
    public String describe(Action action, int observer) {
        return game.describe(state, action, observer);
    }

    /**
     * Final scores and ranks.
     *
     * @throws IllegalStateException when the game is not over
     */
    public Outcome outcome() {
        return game.outcome(state);
    }

    // ---------------------------------------------------------------- playing

    /** {@link #apply(int, Action)} for the deciding seat. */
    public Move apply(Action action) {
        return apply(currentPlayer(), action);
    }

    /**
     * {@code seat} takes {@code action}: the game checks and applies it, the history grows by one, listeners hear
     * the move.
     *
     * @throws IllegalActionException when the game is over, {@code seat} does not decide now, or the action is not
     *     legal now; nothing has changed then
     */
    public Move apply(int seat, Action action) {
        if (!(game instanceof FlowGame<?, ?>)) {
            checkSeat(seat); // a game on a flow checks the seat itself, once, in its rule's words
        }
        return applyChecked(seat, action, false);
    }

    /** The one check of the seat, in the players' words: "it is P2's decision, not P1's" (or: the game is over). */
    private void checkSeat(int seat) {
        int decider = game.currentPlayer(state);
        if (seat != decider) {
            throw IllegalActionException.wrongPlayer(seat, decider);
        }
    }

    /**
     * Applies {@code action} of {@code seat}; {@code listed}: taken from the legal list by the deciding seat, so the
     * game need not check either again ({@link Game#applyListed}).
     */
    private Move applyChecked(int seat, Action action, boolean listed) {
        if (action == null) {
            throw new IllegalActionException(IllegalActionException.FLOW, "no action given");
        }
        S before = narrate ? state.copy() : null;
        events.clear();
        EventSink sink = quiet ? forward : collect;
        try {
            if (listed) {
                game.applyListed(state, seat, action, sink);
            } else {
                game.apply(state, seat, action, sink);
            }
        } catch (IllegalActionException e) {
            events.clear();
            throw e;
        } catch (RuntimeException e) {
            // a bug in the game: rebuild the state from the history so the session stays usable
            events.clear();
            rebuild(history.size());
            throw e;
        }
        history.add(action);
        List<String> labels = before == null ? List.of() : labels(before, action);
        Move move = new Move(history.size() - 1, seat, action, quiet ? List.of() : events, labels);
        events.clear();
        for (Listener<S> l : listeners) {
            l.moved(this, move);
        }
        return move;
    }

    /**
     * {@code seat} takes the action at {@code index} of {@link #legalActions()} (the game's legal order): what a
     * client that was shown the numbered legal list sends. The seat is checked first, then the index.
     *
     * @throws IllegalActionException when the game is over or {@code seat} does not decide now (rule id
     *     {@link IllegalActionException#FLOW}), or when there is no action {@code index} (rule id
     *     {@link IllegalActionException#INDEX}); nothing has changed then
     */
    public Move applyLegal(int seat, int index) {
        checkSeat(seat);
        List<Action> legal = game.legalActions(state);
        if (index < 0 || index >= legal.size()) {
            throw IllegalActionException.noSuchAction(index, legal.size());
        }
        return applyChecked(seat, legal.get(index), true);
    }

    /** The action's description for every observer, on the state before it (a failing description: its text). */
    private List<String> labels(S before, Action action) {
        int players = setup.players();
        List<String> out = new ArrayList<>(players + 2);
        for (int o = -1; o <= players; o++) {
            String label;
            try {
                label = o < players ? game.describe(before, action, o) : game.describe(before, action);
            } catch (RuntimeException e) {
                label = action.toString();
            }
            out.add(label);
        }
        return out;
    }

    /**
     * Goes back to the state after the first {@code n} actions, by replaying them from the set-up; later
     * actions are forgotten. Listeners hear nothing.
     *
     * @throws IllegalArgumentException when {@code n} is negative or more than {@link #length()}
     */
    public void replayTo(int n) {
        if (n < 0 || n > history.size()) {
            throw new IllegalArgumentException("cannot go back to action " + n + " of " + history.size());
        }
        rebuild(n);
        history.subList(n, history.size()).clear();
    }

    /**
     * Takes back the last action.
     *
     * @throws IllegalStateException when no action has been taken
     */
    public void undo() {
        if (history.isEmpty()) {
            throw new IllegalStateException("nothing to undo");
        }
        replayTo(history.size() - 1);
    }

    /** How many re-deals {@link #undoRefusal} tries to find out whether an action revealed something. */
    static final int UNDO_SAMPLES = 16;

    /**
     * Why {@code seat} may not take back the last action now, or null when it may. The strict policy of a
     * take-back: a player may take back their own last decision, one at a time, while nobody else has acted since
     * and the decision revealed nothing hidden to them. "Revealed nothing" is checked with the game's own
     * {@link Game#determinize}: the state before the action is re-dealt {@value #UNDO_SAMPLES} times for
     * {@code seat} (every card, tile, die and future chance it cannot see), the same action is applied to each, and
     * {@code seat}'s view afterwards must be the same as in the game every time. A card drawn from a deck, a die
     * rolled or another seat's secret shown makes the views differ, so the action cannot be taken back. (A
     * re-deal that happens to give the same result every time, such as drawing the last two cards of a deck that
     * are alike, is no secret either.)
     */
    public String undoRefusal(int seat) {
        if (history.isEmpty()) {
            return "nothing has been played yet";
        }
        if (isOver()) {
            return "the game is over";
        }
        int n = history.size() - 1;
        S before = replayed(n);
        int actor = game.currentPlayer(before);
        if (actor != seat) {
            return "the last move is P" + (actor + 1) + "'s action; only your own last decision can be taken back,"
                    + " before anyone else acts";
        }
        if (revealed(before, seat, history.get(n))) {
            return "that action revealed hidden information to you (a card drawn, a die rolled, a secret shown)";
        }
        return null;
    }

    /**
     * {@code seat} takes back its last action under the strict policy of {@link #undoRefusal}: the state is
     * rebuilt exactly as it was before that action.
     *
     * @throws IllegalActionException (rule id {@code undo}) with the reason when the policy refuses; nothing
     *     changes then
     */
    public void undo(int seat) {
        String refusal = undoRefusal(seat);
        if (refusal != null) {
            throw new IllegalActionException("undo", refusal);
        }
        replayTo(history.size() - 1);
    }

    /** Whether applying {@code action} of {@code seat} to {@code before} shows {@code seat} something it did not know. */
    private boolean revealed(S before, int seat, Action action) {
        S after = before.copy();
        game.apply(after, seat, action, EventSink.NONE);
        View seen = game.view(after, seat);
        Rng rng = new Rng(setup.seed() ^ 0x5DEECE66DL ^ history.size());
        for (int i = 0; i < UNDO_SAMPLES; i++) {
            S other = game.determinize(before, seat, rng.split());
            try {
                game.apply(other, seat, action, EventSink.NONE);
            } catch (RuntimeException e) {
                return true; // the action depends on something the seat could not see
            }
            if (!seen.equals(game.view(other, seat))) {
                return true;
            }
        }
        return false;
    }

    /** A new state after the first {@code n} actions of the history. */
    private S replayed(int n) {
        S s = game.newGame(setup);
        for (int i = 0; i < n; i++) {
            game.apply(s, game.currentPlayer(s), history.get(i), EventSink.NONE);
        }
        return s;
    }

    private void rebuild(int n) {
        state = replayed(n);
    }
}
