package io.agon.core.testkit;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.IllegalActionException;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import io.agon.core.record.GameRecord;
import io.agon.core.record.RecordCodec;
import io.agon.core.record.Replay;
import io.agon.core.session.Session;
import io.agon.core.state.AgonState;
import io.agon.core.state.Scratch;
import io.agon.core.state.Shared;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The game contract test kit: seeded random playouts (driving a {@link Session}) that check, after every action,
 * everything the framework relies on. Use it from any test framework; a broken contract throws {@link AssertionError} naming the seed,
 * game, action number and check. For example, in a JUnit test:
 *
 * <pre>{@code
 * GameContract.of(new PolisGame())
 *     .players(3, 4, 5).games(2000).seed(1)
 *     .invariant("money is conserved", s -> s.moneyConserved() ? null : "money leaked")
 *     .run();
 * }</pre>
 *
 * <p>Checks on every action: a non-empty legal-action list until the game is over; the decision names the same
 * player; {@code copy()} is equal (and hashes equal) and independent (for an {@link AgonState}, on sampled actions
 * also field by field: no array or component shared with the original); the same action applied to the copy gives
 * an equal state (chance comes only from the state's generator); {@code copyFrom} into a state reused from earlier
 * (on sampled actions: from the end of the previous game) is the same, leaves the original alone, and continues
 * equally; the game's own invariants. Checks on every
 * action of the first {@link #fullGames} games and every {@link #sampleEvery}-th action after: every listed
 * action is accepted; an action by another player is refused and changes nothing; an earlier action that is not
 * legal now is refused and changes nothing; actions of every listed type built with null, out-of-range and random
 * field values (by reflection over the record components) are refused with {@link IllegalActionException} and
 * change nothing, unless listed or another spelling of a listed action; listed actions with one whole-number
 * field set to -1, the extremes or a million are refused and change nothing unless listed themselves (an
 * out-of-range value is never another spelling); for every observer, determinizing keeps
 * the observer's view (a view must not change when only hidden parts change) and, for the deciding player, the
 * legal actions, and determinizing into a reused state gives an equal state from the same draws; when the decider's
 * choice stays sealed ({@link Game#hidesChoice}), no other seat's view or narration depends on it. Checks per
 * game: it ends within {@link #maxActions}; the outcome is well formed; the record survives a JSON round trip
 * and replays to an equal state; the same seed replays the same game. Per player count: always taking the first
 * listed action ends the game within {@link #maxActions}.
 *
 * @param <S> the game's state type
 */
public final class GameContract<S extends GameState<S>> {

    /** A game-specific invariant: returns null when it holds, or a message saying what is wrong. */
    @FunctionalInterface
    public interface Invariant<S> {
        /** @return null when the invariant holds, otherwise what is wrong */
        String check(S state);
    }

    /** What a run covered. */
    public record Report(int games, long actions, int shortestGame, int longestGame, long fullyCheckedSteps) {

        /** Mean actions per game. */
        public double meanLength() {
            return games == 0 ? 0 : (double) actions / games;
        }
    }

    /** The bad-field-value check runs on every this many fully checked steps (it tries ~100 actions each). */
    private static final int HOSTILE_EVERY = 10;

    private final Game<S> game;
    private final RecordCodec codec;
    private int[] players;
    private int games = 1000;
    private long seed = 1;
    private int maxActions = 100_000;
    private boolean firstChoiceEnds = true;
    private int fullGames = 20;
    private int sampleEvery = 25;
    private Map<String, String> options = Map.of();
    private final Map<String, Invariant<S>> invariants = new LinkedHashMap<>();

    private GameContract(Game<S> game) {
        this.game = game;
        this.codec = new RecordCodec(game.info());
        this.players = new int[] {game.info().minPlayers()};
    }

    /** A contract check of {@code game} with defaults: the fewest players, 1,000 games, seed 1. */
    public static <S extends GameState<S>> GameContract<S> of(Game<S> game) {
        return new GameContract<>(game);
    }

    /** Player counts to cycle through (game {@code i} uses {@code counts[i % counts.length]}). */
    public GameContract<S> players(int... counts) {
        this.players = counts.clone();
        return this;
    }

    /** Number of games to play. */
    public GameContract<S> games(int n) {
        this.games = n;
        return this;
    }

    /** Base seed: game {@code i} uses set-up seed {@code seed + i} and a chooser seeded from it. */
    public GameContract<S> seed(long s) {
        this.seed = s;
        return this;
    }

    /**
     * Whether to check that always taking the first legal action ends the game (default true). Turn it off only
     * for a game with a known, named loop that is still to be fixed, and say why where you do.
     */
    public GameContract<S> firstChoiceEnds(boolean check) {
        this.firstChoiceEnds = check;
        return this;
    }

    /** The most actions a game may take before the check fails. */
    public GameContract<S> maxActions(int n) {
        this.maxActions = n;
        return this;
    }

    /** How many games get the expensive checks on every action (default 20). */
    public GameContract<S> fullGames(int n) {
        this.fullGames = n;
        return this;
    }

    /** After the first {@link #fullGames} games, the expensive checks run on every n-th action (default 25). */
    public GameContract<S> sampleEvery(int n) {
        this.sampleEvery = Math.max(1, n);
        return this;
    }

    /** Set-up options for every game. */
    public GameContract<S> options(Map<String, String> opts) {
        this.options = Map.copyOf(opts);
        return this;
    }

    /** Adds a game-specific invariant checked after every action. */
    public GameContract<S> invariant(String name, Invariant<S> check) {
        invariants.put(name, check);
        return this;
    }

    /** Plays every game and checks the contract; throws {@link AssertionError} at the first broken check. */
    public Report run() {
        long total = 0;
        long full = 0;
        int shortest = Integer.MAX_VALUE;
        int longest = 0;
        for (int g = 0; g < games; g++) {
            Setup setup = new Setup(players[g % players.length], seed + g, options);
            boolean fullGame = g < fullGames;
            Played<S> played = play(setup, g, fullGame);
            stale = played.state;
            total += played.actions.size();
            full += played.fullSteps;
            shortest = Math.min(shortest, played.actions.size());
            longest = Math.max(longest, played.actions.size());
            if (fullGame || g % 10 == 0) {
                checkRecord(setup, g, played);
            }
            if (g < 3) {
                Played<S> again = play(setup, g, false);
                require(again.actions.equals(played.actions) && again.state.equals(played.state), setup, g,
                        played.actions.size(), "same seed, same game",
                        "replaying with the same seeds gave a different game");
            }
        }
        if (firstChoiceEnds) {
            checkFirstChoiceEnds();
        }
        return new Report(games, total, games == 0 ? 0 : shortest, longest, full);
    }

    /**
     * A player who always takes the first listed action (a tired human typing 1, a script) must finish the game:
     * for each player count, a game where every seat takes the first legal action ends within
     * {@link #maxActions}.
     */
    private void checkFirstChoiceEnds() {
        java.util.Set<Integer> counts = new java.util.TreeSet<>();
        for (int n : players) {
            counts.add(n);
        }
        List<Action> legal = new ArrayList<>();
        for (int n : counts) {
            Setup setup = new Setup(n, seed, options);
            S s = game.newGame(setup);
            int step = 0;
            while (!game.isOver(s)) {
                require(step < maxActions, setup, -1, step, "first choice ends",
                        "always taking the first legal action never ends the game (" + maxActions + " actions)");
                legal.clear();
                game.legalActions(s, legal);
                game.apply(s, game.currentPlayer(s), legal.get(0), io.agon.core.EventSink.NONE);
                step++;
            }
        }
    }

    private record Played<S>(S state, List<Action> actions, long fullSteps) {
    }

    /** The end of the previous game: a stale state to reuse with {@code copyFrom} (null before the first). */
    private S stale;

    /** A state to overwrite: a copy of the stale one on sampled steps, else {@code previous} (or a copy of s). */
    private S target(S s, S previous, boolean fullStep) {
        if (fullStep && stale != null) {
            return stale.copy();
        }
        return previous != null ? previous : s.copy();
    }

    private Played<S> play(Setup setup, int g, boolean fullGame) {
        Session<S> session;
        try {
            session = Session.start(game, setup).quiet();
        } catch (RuntimeException e) {
            throw failure(setup, g, 0, "newGame", "threw " + e, e);
        }
        Rng chooser = new Rng(setup.seed() * 0x9E3779B97F4A7C15L + 12345);
        Rng hidden = new Rng(setup.seed() ^ 0x5DEECE66DL);
        Rng hostile = new Rng(setup.seed() ^ 0x2545F4914F6CDD1DL);
        List<Action> legal = new ArrayList<>();
        Map<Action, Boolean> seen = new HashMap<>();
        long fullSteps = 0;
        S scratch = null;
        checkInvariants(session.state(), setup, g, 0);
        while (!session.isOver()) {
            S s = session.state();
            int step = session.length();
            require(step < maxActions, setup, g, step, "game ends", "no end after " + maxActions + " actions");
            int p = game.currentPlayer(s);
            require(p >= 0 && p < setup.players(), setup, g, step, "current player", "bad seat " + p);
            require(game.decision(s).player() == p, setup, g, step, "decision",
                    "decision() names P" + (game.decision(s).player() + 1) + " but currentPlayer is P" + (p + 1));
            legal.clear();
            game.legalActions(s, legal);
            require(!legal.isEmpty(), setup, g, step, "legal actions", "no legal action while the game is on");
            boolean fullStep = fullGame || step % sampleEvery == 0;
            if (fullStep) {
                fullSteps++;
                checkEveryActionAccepted(s, p, legal, setup, g, step);
                checkWrongPlayer(s, p, legal.get(0), setup, g, step);
                checkStaleAction(s, p, legal, seen, setup, g, step);
                if (fullSteps % HOSTILE_EVERY == 1) {
                    checkHostileActions(s, p, legal, hostile, setup, g, step);
                }
                checkViews(s, p, legal, hidden, setup, g, step);
                checkHiddenChoice(s, p, legal, setup, g, step);
            }
            Action a = legal.get(chooser.nextInt(legal.size()));
            seen.put(a, Boolean.TRUE);
            S copy = s.copy();
            require(copy.equals(s), setup, g, step, "copy", "copy() is not equal to the original");
            require(copy.hashCode() == s.hashCode(), setup, g, step, "copy", "copy() hashes differently");
            S untouched = s.copy();
            S reused = target(s, scratch, fullStep).copyFrom(s);
            require(reused != s && reused.equals(s), setup, g, step, "copyFrom",
                    "copyFrom(state) is not equal to the state");
            require(reused.hashCode() == s.hashCode(), setup, g, step, "copyFrom", "copyFrom(state) hashes differently");
            require(s.equals(untouched), setup, g, step, "copyFrom", "copyFrom changed the state it copied");
            if (fullStep) {
                checkNothingShared(s, copy, setup, g, step, "copy");
                checkNothingShared(s, reused, setup, g, step, "copyFrom");
            }
            try {
                session.apply(p, a);
            } catch (RuntimeException e) {
                throw failure(setup, g, step, "apply", "listed action " + a + " threw " + e, e);
            }
            s = session.state();
            require(copy.equals(untouched), setup, g, step, "copy independence",
                    "applying " + a + " to the original changed its copy");
            try {
                game.apply(copy, p, a, EventSink.NONE);
            } catch (RuntimeException e) {
                throw failure(setup, g, step, "determinism", "the copy refused " + a + ": " + e, e);
            }
            require(copy.equals(s), setup, g, step, "determinism",
                    "the same action on an equal copy gave a different state (chance outside the state's Rng?)");
            try {
                game.apply(reused, p, a, io.agon.core.EventSink.NONE);
            } catch (RuntimeException e) {
                throw failure(setup, g, step, "copyFrom", "the state made by copyFrom refused " + a + ": " + e, e);
            }
            require(reused.equals(s), setup, g, step, "copyFrom",
                    "the same action on a state made by copyFrom gave a different state (a field not copied?)");
            scratch = reused;
            checkInvariants(s, setup, g, step + 1);
        }
        S s = session.state();
        List<Action> actions = List.copyOf(session.history());
        Outcome o;
        try {
            o = game.outcome(s);
        } catch (RuntimeException e) {
            throw failure(setup, g, actions.size(), "outcome", "threw " + e, e);
        }
        require(o.players() == setup.players(), setup, g, actions.size(), "outcome",
                "outcome has " + o.players() + " players");
        require(o.winnerCount() >= 1, setup, g, actions.size(), "outcome", "nobody has rank 0");
        return new Played<>(s, actions, fullSteps);
    }

    private void checkEveryActionAccepted(S s, int p, List<Action> legal, Setup setup, int g, int step) {
        for (Action a : legal) {
            S c = s.copy();
            try {
                game.apply(c, p, a, EventSink.NONE);
            } catch (RuntimeException e) {
                throw failure(setup, g, step, "every listed action is accepted", a + " threw " + e, e);
            }
        }
    }

    private void checkWrongPlayer(S s, int p, Action a, Setup setup, int g, int step) {
        if (setup.players() < 2) {
            return;
        }
        int q = (p + 1) % setup.players();
        S c = s.copy();
        try {
            game.apply(c, q, a, EventSink.NONE);
        } catch (IllegalActionException e) {
            require(c.equals(s), setup, g, step, "wrong player", "a refused action changed the state");
            return;
        } catch (RuntimeException e) {
            throw failure(setup, g, step, "wrong player", "expected IllegalActionException, got " + e, e);
        }
        throw failure(setup, g, step, "wrong player", "P" + (q + 1) + " was allowed to take P" + (p + 1)
                + "'s decision " + a, null);
    }

    private void checkStaleAction(S s, int p, List<Action> legal, Map<Action, Boolean> seen, Setup setup, int g,
                                  int step) {
        for (Action old : seen.keySet()) {
            if (legal.contains(old)) {
                continue;
            }
            S c = s.copy();
            try {
                game.apply(c, p, old, EventSink.NONE);
            } catch (IllegalActionException e) {
                require(c.equals(s), setup, g, step, "illegal action", "a refused action changed the state");
                require(e.getMessage() != null && !e.getMessage().isBlank(), setup, g, step, "illegal action",
                        "refusal without a message");
                return;
            } catch (RuntimeException e) {
                throw failure(setup, g, step, "illegal action", "unlisted " + old
                        + " should throw IllegalActionException, got " + e, e);
            }
            throw failure(setup, g, step, "illegal action", "unlisted action " + old + " was accepted", null);
        }
    }

    /**
     * Actions of every listed type with null, out-of-range and random fields (as a hand-edited record may hold):
     * each that is not listed must be refused with {@link IllegalActionException}, leaving the state unchanged, or
     * have exactly the effect of a listed action (another spelling of it, e.g. a rotation a game ignores).
     */
    private void checkHostileActions(S s, int p, List<Action> legal, Rng rng, Setup setup, int g, int step) {
        S c = s.copy();
        for (Action bad : HostileActions.build(game.info().actionTypes(), rng)) {
            if (legal.contains(bad)) {
                continue;
            }
            try {
                game.apply(c, p, bad, io.agon.core.EventSink.NONE);
            } catch (IllegalActionException e) {
                require(c.equals(s), setup, g, step, "bad field values",
                        "refusing " + bad + " changed the state");
                require(e.getMessage() != null && !e.getMessage().isBlank() && !e.getMessage().contains("\n"),
                        setup, g, step, "bad field values", "refusal of " + bad + " without a one-line message");
                continue;
            } catch (RuntimeException e) {
                throw failure(setup, g, step, "bad field values", bad
                        + " should throw IllegalActionException, got " + e, e);
            }
            require(isAlias(s, p, legal, c), setup, g, step, "bad field values",
                    "unlisted action " + bad + " was accepted");
            c = s.copy();
        }
        // a listed action with one whole-number field out of range: refused, or itself listed, never an alias
        for (Action bad : HostileActions.outOfRange(legal, 4, rng)) {
            if (legal.contains(bad)) {
                continue;
            }
            c = s.copy();
            try {
                game.apply(c, p, bad, io.agon.core.EventSink.NONE);
            } catch (IllegalActionException e) {
                require(c.equals(s), setup, g, step, "out-of-range field", "refusing " + bad + " changed the state");
                continue;
            } catch (RuntimeException e) {
                throw failure(setup, g, step, "out-of-range field", bad
                        + " should throw IllegalActionException, got " + e, e);
            }
            throw failure(setup, g, step, "out-of-range field", "unlisted action " + bad + " was accepted", null);
        }
    }

    /** True when {@code after} is what some listed action gives (an accepted spelling of a listed action). */
    private boolean isAlias(S s, int p, List<Action> legal, S after) {
        for (Action a : legal) {
            S c = s.copy();
            game.apply(c, p, a, io.agon.core.EventSink.NONE);
            if (c.equals(after)) {
                return true;
            }
        }
        return false;
    }

    private void checkViews(S s, int p, List<Action> legal, Rng hidden, Setup setup, int g, int step) {
        S before = s.copy();
        View pub = game.isOver(s) ? null : game.publicView(s);
        if (pub != null) {
            require(pub.equals(game.publicView(s)), setup, g, step, "public view",
                    "public view has no value equality");
        }
        for (int o = 0; o < setup.players(); o++) {
            View v = game.view(s, o);
            require(v.observer() == o, setup, g, step, "view", "view for P" + (o + 1) + " says observer "
                    + v.observer());
            require(v.equals(game.view(s, o)), setup, g, step, "view", "view has no value equality");
            S d;
            Rng drawsBefore = hidden.copy();
            try {
                d = game.determinize(s, o, hidden);
            } catch (RuntimeException e) {
                throw failure(setup, g, step, "determinize", "threw " + e, e);
            }
            require(d != s, setup, g, step, "determinize", "must return a new state");
            Rng again = new Rng(0);
            again.copyFrom(drawsBefore);
            S into = game.determinize(s, o, again, target(s, null, true));
            require(into.equals(d) && into.hashCode() == d.hashCode(), setup, g, step, "determinize into a reused state",
                    "differs from determinize into a new state");
            require(again.equals(hidden), setup, g, step, "determinize into a reused state",
                    "drew differently from determinize into a new state");
            View dv = game.view(d, o);
            require(v.equals(dv), setup, g, step, "view leaks nothing hidden",
                    "P" + (o + 1) + "'s view changed when only what P" + (o + 1)
                            + " cannot see was re-dealt:\n  before: " + v + "\n  after:  " + dv);
            if (pub != null) { // re-dealt for any seat: what nobody but that seat knows is hidden from everyone
                View dp = game.publicView(d);
                require(pub.equals(dp), setup, g, step, "public view leaks nothing hidden",
                        "the public view changed when what P" + (o + 1) + " cannot see was re-dealt:\n  before: "
                                + pub + "\n  after:  " + dp);
            }
            if (o == p) {
                require(game.currentPlayer(d) == p, setup, g, step, "determinize",
                        "the deciding player changed");
                require(legal.equals(game.legalActions(d)), setup, g, step, "determinize",
                        "the decider's legal actions depend on hidden information");
            }
        }
        require(before.equals(s), setup, g, step, "determinize", "determinize or view changed the true state");
    }

    /**
     * A sealed commit ({@link Game#hidesChoice}) must leak nowhere: whichever listed action the decider commits
     * (up to four are tried: the first, the last and two between), every other seat's view after it, and its
     * narration for every other seat and for everyone (-1), are the same.
     */
    private void checkHiddenChoice(S s, int p, List<Action> legal, Setup setup, int g, int step) {
        if (!game.hidesChoice(s) || legal.size() < 2) {
            return;
        }
        int n = legal.size();
        int[] picks = {0, n - 1, n / 3, 2 * n / 3};
        int others = setup.players();
        View[] views = new View[others];
        View publicBefore = null;
        String[] told = new String[others + 1];
        Action first = null;
        for (int i : picks) {
            Action a = legal.get(i);
            S c = s.copy();
            game.apply(c, p, a, EventSink.NONE);
            for (int o = -1; o < others; o++) {
                if (o == p) {
                    continue;
                }
                String d = game.describe(s, a, o);
                if (first == null) {
                    told[o + 1] = d;
                    if (o >= 0) {
                        views[o] = game.view(c, o);
                    } else if (!game.isOver(c)) {
                        publicBefore = game.publicView(c);
                    }
                    continue;
                }
                String who = o < 0 ? "everyone" : "P" + (o + 1);
                require(told[o + 1].equals(d), setup, g, step, "hidden choice leaks nothing",
                        "P" + (p + 1) + "'s sealed choice is told to " + who + ": '" + told[o + 1] + "' for " + first
                                + " but '" + d + "' for " + a);
                if (o >= 0) {
                    View v = game.view(c, o);
                    require(views[o].equals(v), setup, g, step, "hidden choice leaks nothing",
                            who + "'s view depends on P" + (p + 1) + "'s sealed choice (" + first + " vs " + a
                                    + "):\n  " + views[o] + "\n  " + v);
                } else if (publicBefore != null && !game.isOver(c)) {
                    View v = game.publicView(c);
                    require(publicBefore.equals(v), setup, g, step, "hidden choice leaks nothing",
                            "the public view depends on P" + (p + 1) + "'s sealed choice (" + first + " vs " + a
                                    + "):\n  " + publicBefore + "\n  " + v);
                }
            }
            if (first == null) {
                first = a;
            }
        }
    }

    private void checkRecord(Setup setup, int g, Played<S> played) {
        GameRecord rec = new GameRecord(game.info().id(), game.info().rulesVersion(), setup, played.actions);
        String json = codec.write(rec);
        GameRecord back;
        try {
            back = codec.read(json, "record");
        } catch (RuntimeException e) {
            throw failure(setup, g, played.actions.size(), "record round trip", "reading back threw " + e, e);
        }
        require(back.equals(rec), setup, g, played.actions.size(), "record round trip",
                "the record read back differs from the one written");
        S replayed = Replay.replay(game, back);
        require(replayed.equals(played.state), setup, g, played.actions.size(), "replay",
                "replaying the record gave a different state");
    }

    private void checkInvariants(S s, Setup setup, int g, int step) {
        for (Map.Entry<String, Invariant<S>> e : invariants.entrySet()) {
            String msg;
            try {
                msg = e.getValue().check(s);
            } catch (RuntimeException ex) {
                throw failure(setup, g, step, e.getKey(), "threw " + ex, ex);
            }
            require(msg == null, setup, g, step, e.getKey(), Objects.toString(msg));
        }
    }

    /**
     * For a state whose copies are generated ({@link AgonState}): no field of {@code copy} holds the same array (or
     * row of a two-dimensional array) or mutable object as {@code s}, except {@link Shared} and {@link Scratch}
     * ones, so that changing the copy cannot change the original. Reflection, in the test only.
     */
    private void checkNothingShared(S s, S copy, Setup setup, int g, int step, String check) {
        if (!s.getClass().isAnnotationPresent(AgonState.class)) {
            return;
        }
        for (Field f : s.getClass().getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers()) || f.isAnnotationPresent(Shared.class)
                    || f.isAnnotationPresent(Scratch.class) || f.getType().isPrimitive()) {
                continue;
            }
            Object mine;
            Object theirs;
            try {
                f.setAccessible(true);
                mine = f.get(copy);
                theirs = f.get(s);
            } catch (ReflectiveOperationException | RuntimeException e) {
                continue; // a field the kit cannot read: the play checks still cover it
            }
            if (immutable(mine)) {
                continue;
            }
            require(mine != theirs, setup, g, step, check, "the copy shares " + f.getName() + " with the original");
            if (mine instanceof Object[] rows && theirs instanceof Object[] others && rows.length == others.length) {
                for (int i = 0; i < rows.length; i++) {
                    require(immutable(rows[i]) || rows[i] != others[i], setup, g, step, check,
                            "the copy shares " + f.getName() + "[" + i + "] with the original");
                }
            }
        }
    }

    private static boolean immutable(Object o) {
        return o == null || o instanceof String || o instanceof Number || o instanceof Boolean
                || o instanceof Character || o instanceof Enum<?>;
    }

    private void require(boolean ok, Setup setup, int g, int step, String check, String message) {
        if (!ok) {
            throw failure(setup, g, step, check, message, null);
        }
    }

    private AssertionError failure(Setup setup, int g, int step, String check, String message, Throwable cause) {
        AssertionError e = new AssertionError(game.info().id() + " contract broken [" + check + "] in game " + g
                + " (players=" + setup.players() + ", seed=" + setup.seed() + ", options=" + setup.options()
                + ") after " + step + " actions: " + message);
        if (cause != null) {
            e.initCause(cause);
        }
        return e;
    }
}
