package io.agon.core.agent;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.View;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * What the Monte Carlo agents share: the budget, the rollout, the reward and the explanation of the last choice.
 * Subclasses implement {@link #search}. One instance serves one seat of one game at a time (not thread-safe).
 *
 * <p>An iteration plays on a state of its own, and the searches keep reusing the same few state objects for that
 * ({@link #scratch}, filled with {@link GameState#copyFrom} or {@link InformationSet#sample(Rng, GameState)}), so
 * that an iteration allocates next to nothing beyond what the game's rules allocate. The pool belongs to the agent,
 * which one thread uses at a time: a per-thread pool that no other search (not even one nested in a rollout
 * policy) can touch.
 *
 * <p>Parallel search ({@link SearchSettings#threads()} {@code = N > 1}): root parallelisation. The agent keeps
 * {@code N - 1} worker agents of its own class, each with its own generator (seeded from the agent's seed and the
 * worker's number), scratch states, reward buffer and, when made from a spec, its own rollout policy, evaluator
 * and move filter. A decision runs {@code N} independent searches at once, tree 0 on the calling thread and tree
 * {@code k} on worker {@code k} in a pool of daemon threads owned by the agent, and adds up the root moves' visits
 * and values, tree 0's moves first, then each further tree's new moves in tree order. With an iteration budget
 * {@code I}, tree {@code k} runs {@code I / N} iterations, one more for {@code k < I % N}, so a fixed seed and
 * budget give the same choice on every machine and under any load. With a time budget every tree runs until the
 * deadline: how many iterations each gets depends on the machine and its load, so choices are not reproducible
 * (as with one thread). With {@code threads=1} nothing of this runs: the search is exactly the single-thread one.
 * With {@code parallel=tree} ({@link SearchSettings#sharedTree()}) a search that supports it ({@link IsMcts}) grows
 * one tree on all threads instead: the threads read the tree without locks and change its statistics with atomic
 * adds, a node's lock is taken only to add a child to it (the game's rules and the rollout run on each thread's own
 * state), and the walk counts a visit on every node at once (a virtual loss), so that the other threads tend to walk
 * elsewhere until the reward arrives. Thread timing then decides which thread adds which node: unlike root
 * parallelisation, such a search is not reproducible per seed. {@code uct} and {@code flatmc} ignore it.
 * A pool thread that has finished its part watches for the next decision's work for a few times the length of the
 * last decision before it sleeps ({@link SpinningQueue}): waking a sleeping thread costs tens of microseconds.
 * The pool's threads stop after a few idle seconds, or at once with {@link #close()}. An agent made directly
 * ({@code new IsMcts(settings.withThreads(2), seed)}) gives its workers the same settings, so its rollout policy,
 * evaluator and move filter are then called from several threads at once and must be thread-safe
 * ({@link RolloutPolicy#RANDOM} and {@link RolloutPolicy#UNIFORM} are); {@link Agents#create} gives each worker
 * its own.
 */
public abstract class SearchAgent implements Agent, AutoCloseable {

    /** Most players any game may have (the size of the reward buffer). */
    static final int MAX_PLAYERS = 64;

    /** A rollout longer than this is taken as a game that never ends: a bug in the game, reported as such. */
    static final int ROLLOUT_LIMIT = 1_000_000;

    /** How many root moves {@link #explainLastChoice()} lists. */
    static final int EXPLAIN_TOP = 5;

    /** The budget, exploration constant, rollout and reward. */
    protected final SearchSettings settings;

    /** The agent's own generator: determinizations, tie-breaks, random rollouts. */
    protected final Rng rng;

    /** Reused by rollouts: the legal actions of the current rollout state. */
    private final List<Action> rolloutLegal = new ArrayList<>();

    /** Each player's value of the last finished rollout (see {@link Reward}). */
    protected final double[] reward = new double[MAX_PLAYERS];

    /** Hash codes of the positions the current iteration has passed through in the tree (see {@link #loopsBack}). */
    private int[] pathHashes = new int[64];
    private int pathHashCount;

    /** The reused states (see {@link #scratch}); any game's, checked by type before use. */
    private final GameState<?>[] pool = new GameState<?>[2];

    private long rolloutActions;
    private long deadline;

    /** Set by {@link #stopSoon()} from another thread; cleared when the decision ends. */
    private volatile boolean stopAsked;

    /** The agent whose {@link #stopSoon()} also stops this one (a worker's leader), or null. */
    private SearchAgent leader;
    private SearchStats lastStats = SearchStats.NONE;
    private List<MoveStat> lastMoves = List.of();
    private Function<Action, String> labeler = String::valueOf;

    /** The seed of {@link #rng}, from which the workers' seeds are derived. */
    private final long seed;

    /** The iteration budget of the running search: the settings' budget, or this tree's share of it. */
    private long budget;

    /** The settings of worker {@code k} (1 to threads - 1); by default these same settings. */
    private IntFunction<SearchSettings> workerSettings;

    /** Workers 1 to threads - 1 (slot 0 unused), made on first use. */
    private SearchAgent[] workers;

    /** The pool the workers search in, made on first use; see {@link #close()}. */
    private ThreadPoolExecutor threadPool;

    /** The pool's work queue, which its threads watch for a while before they sleep (see {@link SpinningQueue}). */
    private SpinningQueue handOff;

    /**
     * How long the pool threads watch for the next decision's work, as a multiple of the last decision's length:
     * in a game between bots the next decision of this agent usually comes after one or two other decisions.
     */
    static final int WATCH_DECISIONS = 3;

    /** How long this thread watches for a pool thread's result before it sleeps (see {@link #awaitWorkers}). */
    static final long RESULT_WATCH_NANOS = 1_000_000;

    /** Every thread the pool made (ended ones included until {@link #close()}), so that close can wait for them. */
    private final List<Thread> poolThreads = new java.util.concurrent.CopyOnWriteArrayList<>();

    /** How long an idle pool thread waits for work before it ends. */
    static final long IDLE_SECONDS = 5;

    /**
     * @param settings budget and policies
     * @param seed     seed of the agent's generator
     */
    protected SearchAgent(SearchSettings settings, long seed) {
        this.settings = settings;
        this.rng = new Rng(seed);
        this.seed = seed;
        this.budget = settings.iterations();
        this.workerSettings = k -> settings;
    }

    /**
     * A new agent of this class with {@code settings} and {@code seed}, for one tree of a parallel search; null
     * (the default) when the class cannot search in parallel: it then searches on one thread whatever
     * {@link SearchSettings#threads()} says.
     */
    protected SearchAgent newWorker(SearchSettings settings, long seed) {
        return null;
    }

    /**
     * Gives worker {@code k} (1 to threads - 1) the settings {@code perWorker.apply(k)} instead of these same
     * settings: {@link Agents} uses it so that each worker has its own rollout policy, evaluator and move filter
     * (a game's agents need not be thread-safe). Only the policies may differ; budget and threads are taken from
     * this agent.
     */
    final void workerSettings(IntFunction<SearchSettings> perWorker) {
        this.workerSettings = perWorker;
    }

    /** The seed of worker {@code k}: the agent's seed mixed with the worker's number. */
    static long workerSeed(long seed, int k) {
        long z = seed + k * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** The settings of this agent. */
    public SearchSettings settings() {
        return settings;
    }

    @Override
    public final <S extends GameState<S>> Action choose(Game<S> game, InformationSet<S> info) {
        List<Action> legal = info.legalActions();
        if (legal.size() == 1) {
            lastStats = SearchStats.NONE;
            lastMoves = List.of(new MoveStat(legal.get(0), "", 0, Double.NaN));
            S label = info.sample(rng);
            labeler = a -> game.describe(label, a);
            return legal.get(0);
        }
        long start = System.nanoTime();
        long timeBudget = settings.budgetNanos();
        deadline = timeBudget > 0 ? start + timeBudget : Long.MAX_VALUE;
        rolloutActions = 0;
        S label = info.sample(rng);
        labeler = a -> game.describe(label, a);
        boolean parallel = parallel();
        Root root;
        try {
            root = parallel ? searchInParallel(game, info) : search(game, info);
        } finally {
            stopAsked = false;
        }
        long nanos = System.nanoTime() - start;
        if (parallel) {
            handOff.spinFor(WATCH_DECISIONS * nanos);
        }
        lastStats = new SearchStats(root.iterations, nanos, rolloutActions, root.treeNodes);
        View view = info.view();
        Action chosen = pick(root, legal, view);
        remember(view, chosen);
        return chosen;
    }

    /**
     * How many recent (view, choice) pairs the repetition guard keeps: enough for a loop of a few hundred choices
     * (a Massilia declaration built up die by die and then cancelled, D52, takes 10-20 choices a round).
     */
    static final int REMEMBERED = 4096;

    /** One remembered choice: {@code choice} was made from {@code view}. */
    private record Seen(View view, Action choice) {
    }

    /** The recent choices, oldest first (it grows with the game, up to {@link #REMEMBERED}). */
    private final ArrayDeque<Seen> seen = new ArrayDeque<>();

    /** The same choices by view: every move chosen from an equal view among the remembered ones (one entry each). */
    private final Map<View, List<Action>> seenByView = new HashMap<>();

    /**
     * The repetition guard. Some games let a player undo a step (Massilia: put a die back, D52), so a position can
     * come back unchanged. A search that valued doing nothing above every real move would then go round forever.
     * Remembering which move it chose from each recent view, the agent never repeats a choice from a view it
     * has been in (unless every move was already tried there): a loop of choices shorter than {@link #REMEMBERED}
     * is always left.
     *
     * @return the moves chosen before from a view equal to {@code view} (empty if none)
     */
    private List<Action> chosenBefore(View view) {
        List<Action> before = seenByView.get(view);
        return before == null ? List.of() : before;
    }

    private void remember(View view, Action a) {
        if (seen.size() == REMEMBERED) {
            Seen oldest = seen.removeFirst();
            List<Action> before = seenByView.get(oldest.view());
            before.remove(oldest.choice());
            if (before.isEmpty()) {
                seenByView.remove(oldest.view());
            }
        }
        seen.addLast(new Seen(view, a));
        seenByView.computeIfAbsent(view, v -> new ArrayList<>(2)).add(a);
    }

    /**
     * Runs the search for the deciding player of {@code info} and reports each root move's visits and total
     * value. Loop with {@link #more(long)}; play simulated games to the end with {@link #rollout}.
     */
    protected abstract <S extends GameState<S>> Root search(Game<S> game, InformationSet<S> info);

    /**
     * The reused state in slot {@code slot} (0 or 1), or null: pass it to {@link InformationSet#sample(Rng,
     * GameState)} or {@link #copyInto}, and give the result back with {@link #keep}. The state's content is stale.
     */
    protected final GameState<?> scratch(int slot) {
        return pool[slot];
    }

    /** Keeps {@code state} in slot {@code slot} for reuse by the next iteration (or decision). */
    protected final void keep(int slot, GameState<?> state) {
        pool[slot] = state;
    }

    /**
     * {@code original}'s content in the state of slot {@code slot} ({@link GameState#copyFrom}), kept there: a copy
     * that allocates nothing once the slot holds a state of the same type.
     */
    @SuppressWarnings("unchecked")
    protected final <S extends GameState<S>> S copyInto(int slot, S original) {
        GameState<?> old = pool[slot];
        S s = old != null && old != original && old.getClass() == original.getClass()
                ? ((S) old).copyFrom(original) : original.copy();
        pool[slot] = s;
        return s;
    }

    /**
     * True while the budget allows another iteration after {@code done} iterations (and no {@link #stopSoon()}
     * came).
     */
    protected final boolean more(long done) {
        if (budget > 0 && done >= budget) {
            return false;
        }
        // At least one iteration, so that a tiny time budget still gives a searched answer.
        if (done == 0) {
            return true;
        }
        if (stopAsked || leader != null && leader.stopAsked) {
            return false;
        }
        return deadline == Long.MAX_VALUE || System.nanoTime() < deadline;
    }

    /**
     * Asks the decision under way to stop at its next iteration and choose from what it has searched so far (a
     * decision not yet started stops after its first iteration); the request ends with that decision. Safe to call
     * from any thread: a server that shares its processors among several tables' searches uses it to cut a long
     * think short while another table waits. A search that is never asked chooses exactly as before.
     */
    public final void stopSoon() {
        stopAsked = true;
    }

    /**
     * True when this decision searches several trees: more than one thread asked for, a class that can make
     * workers, and more than one iteration to share.
     */
    private boolean parallel() {
        if (settings.threads() < 2 || settings.iterations() == 1) {
            return false;
        }
        if (workers == null && newWorker(settings.withThreads(1), 0) == null) {
            return false;
        }
        return true;
    }

    /**
     * The parallel search (see the class comment): trees 1 to N - 1 on the pool, tree 0 here, root statistics
     * added up in tree order (or, with {@code parallel=tree}, one tree grown by all threads).
     */
    private <S extends GameState<S>> Root searchInParallel(Game<S> game, InformationSet<S> info) {
        int n = settings.threads();
        long total = settings.iterations();
        if (total > 0 && total < n) {
            n = (int) total;
        }
        SearchAgent[] w = workers(n);
        if (settings.sharedTree()) {
            SharedTree tree = newSharedTree(total, deadline);
            if (tree != null) {
                return searchSharedInParallel(game, info, n, w, tree);
            }
        }
        @SuppressWarnings("unchecked")
        Future<Root>[] futures = new Future[n];
        Root[] roots = new Root[n];
        RuntimeException failure = null;
        try {
            for (int k = 1; k < n; k++) {
                SearchAgent worker = startWorker(w[k]);
                worker.budget = share(total, n, k);
                futures[k] = threadPool.submit(() -> worker.search(game, info));
            }
            budget = share(total, n, 0);
            roots[0] = search(game, info);
        } catch (RuntimeException e) {
            failure = e;
        } finally {
            budget = total;
        }
        Object[] results = awaitWorkers(futures, w, failure);
        for (int k = 1; k < n; k++) {
            roots[k] = (Root) results[k];
        }
        return merge(roots);
    }

    /** {@code worker} readied for this decision: the same deadline, its rollout count reset. */
    private SearchAgent startWorker(SearchAgent worker) {
        worker.deadline = deadline;
        worker.rolloutActions = 0;
        return worker;
    }

    /**
     * Waits for every worker's task (even after one failed, so that no worker is still busy when the next decision
     * starts), adds up their rollout actions and returns their results (slot 0 unused), or throws the first failure:
     * {@code failure} (the calling thread's own) or a worker's.
     */
    private Object[] awaitWorkers(Future<?>[] futures, SearchAgent[] w, RuntimeException failure) {
        Object[] results = new Object[futures.length];
        boolean interrupted = false;
        for (int k = 1; k < futures.length; k++) {
            if (futures[k] == null) {
                continue;
            }
            Future<?> f = futures[k];
            SpinningQueue.watchFor(f::isDone, RESULT_WATCH_NANOS);
            while (true) {
                try {
                    results[k] = f.get();
                    rolloutActions += w[k].rolloutActions;
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (failure == null) {
                        failure = cause instanceof RuntimeException r ? r
                                : new IllegalStateException("a search thread failed: " + cause, cause);
                    }
                    break;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (failure != null) {
            throw failure;
        }
        return results;
    }

    /**
     * Tree parallelisation ({@link SearchSettings#sharedTree()}): every thread runs {@link #searchShared} on the same
     * tree, with its share of an iteration budget ({@link #share}) or until the common deadline; the root statistics
     * are then read from that one tree. The threads share no counter while they search: each counts its own
     * iterations and adds them to the tree's once it has finished.
     */
    private <S extends GameState<S>> Root searchSharedInParallel(Game<S> game, InformationSet<S> info, int n,
                                                                SearchAgent[] w, SharedTree tree) {
        Future<?>[] futures = new Future<?>[n];
        long total = budget;
        RuntimeException failure = null;
        try {
            for (int k = 1; k < n; k++) {
                SearchAgent worker = startWorker(w[k]);
                worker.budget = share(total, n, k);
                futures[k] = threadPool.submit(() -> worker.searchShared(game, info, tree));
            }
            budget = share(total, n, 0);
            searchShared(game, info, tree);
        } catch (RuntimeException e) {
            failure = e;
            tree.stop();
        } finally {
            budget = total;
        }
        awaitWorkers(futures, w, failure);
        return sharedRoot(tree);
    }

    /**
     * A new empty tree that several threads can grow together, or null (the default) when this search cannot share
     * one: {@code threads=N,parallel=tree} then searches one tree per thread.
     *
     * @param iterations the budget of all threads together (0 = none)
     * @param deadline   the {@link System#nanoTime()} at which the search stops (Long.MAX_VALUE = none)
     */
    protected SharedTree newSharedTree(long iterations, long deadline) {
        return null;
    }

    /**
     * One thread's part of a shared-tree search: iterations on {@code tree} while {@link #more} allows (this
     * thread's share of the budget, the common deadline) and the tree is not {@linkplain SharedTree#stopped()
     * stopped}; then {@link SharedTree#finished} with what it did.
     */
    protected <S extends GameState<S>> void searchShared(Game<S> game, InformationSet<S> info, SharedTree tree) {
        throw new UnsupportedOperationException(name() + " cannot share a tree");
    }

    /** The root statistics of a shared tree once every thread has finished. */
    protected Root sharedRoot(SharedTree tree) {
        throw new UnsupportedOperationException(name() + " cannot share a tree");
    }

    /**
     * One search tree grown by several threads at once (tree parallelisation): its root and, once the threads have
     * finished, their iterations and the nodes they added.
     */
    protected static final class SharedTree {
        /** The root node (of the search's own node type); how its nodes are shared is the search's own choice. */
        public final Object root;
        private final AtomicLong iterations = new AtomicLong();
        private final AtomicLong nodes = new AtomicLong(1);
        private volatile boolean stopped;

        /**
         * @param root       the empty tree's root
         * @param iterations the budget of all threads together (0 = none); each thread runs its own share
         * @param deadline   the {@link System#nanoTime()} at which the search stops (Long.MAX_VALUE = none)
         */
        public SharedTree(Object root, long iterations, long deadline) {
            this.root = root;
        }

        /** True once a thread failed: the others stop at their next iteration. */
        public boolean stopped() {
            return stopped;
        }

        /** Adds one thread's part when it has finished: {@code iterations} run, {@code added} nodes made. */
        public void finished(long iterations, long added) {
            this.iterations.addAndGet(iterations);
            nodes.addAndGet(added);
        }

        /** Iterations of the threads that have finished. */
        public long iterations() {
            return iterations.get();
        }

        /** Nodes in the tree, the root included (counted as the threads finish). */
        public long nodes() {
            return nodes.get();
        }

        void stop() {
            stopped = true;
        }
    }

    /** Tree {@code k}'s share of {@code total} iterations over {@code n} trees (0 = no iteration limit). */
    static long share(long total, int n, int k) {
        return total == 0 ? 0 : total / n + (k < total % n ? 1 : 0);
    }

    /** Workers 1 to {@code n - 1} and the pool, made on first use. */
    private SearchAgent[] workers(int n) {
        if (workers == null || workers.length < n) {
            SearchAgent[] w = new SearchAgent[n];
            for (int k = 1; k < n; k++) {
                w[k] = workers != null && k < workers.length ? workers[k] : newWorker(workerSettings.apply(k)
                        .withThreads(1), workerSeed(seed, k));
            }
            for (int k = 1; k < n; k++) {
                if (w[k] != null) {
                    w[k].leader = this;
                }
            }
            workers = w;
        }
        if (threadPool == null) {
            AtomicInteger made = new AtomicInteger();
            String name = name();
            handOff = new SpinningQueue();
            threadPool = new ThreadPoolExecutor(settings.threads() - 1, settings.threads() - 1, IDLE_SECONDS,
                    TimeUnit.SECONDS, handOff, r -> {
                        Thread t = new Thread(r, "agon-search-" + made.incrementAndGet() + " " + name);
                        t.setDaemon(true);
                        poolThreads.add(t);
                        return t;
                    });
            threadPool.allowCoreThreadTimeOut(true);
        }
        return workers;
    }

    /** The root statistics of all trees added up: tree 0's moves first, then each tree's new ones in its order. */
    private static Root merge(Root[] roots) {
        Map<Action, Integer> index = new HashMap<>();
        List<Action> actions = new ArrayList<>();
        int[] visits = new int[16];
        double[] values = new double[16];
        long iterations = 0;
        long nodes = 0;
        for (Root r : roots) {
            iterations += r.iterations;
            nodes += r.treeNodes;
            for (int i = 0; i < r.count; i++) {
                Integer at = index.get(r.actions[i]);
                if (at == null) {
                    at = actions.size();
                    index.put(r.actions[i], at);
                    actions.add(r.actions[i]);
                    if (at == visits.length) {
                        visits = Arrays.copyOf(visits, at * 2);
                        values = Arrays.copyOf(values, at * 2);
                    }
                }
                visits[at] += r.visits[i];
                values[at] += r.values[i];
            }
        }
        return new Root(actions.toArray(new Action[0]), visits, values, actions.size(), iterations, nodes,
                roots[0].byMean);
    }

    /**
     * Stops the search threads of a parallel agent (nothing to do for one thread). The agent stays usable: a later
     * decision starts new threads. Idle threads also end by themselves after a few seconds, so an agent that is
     * never closed leaks no thread for long.
     */
    @Override
    public void close() {
        ThreadPoolExecutor p = threadPool;
        threadPool = null;
        if (p != null) {
            p.shutdown();
            try {
                for (Thread t : poolThreads) {
                    t.join(10_000);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            poolThreads.clear();
        }
    }

    /** How many of this agent's search threads are alive (for tests). */
    final long liveThreads() {
        return poolThreads.stream().filter(Thread::isAlive).count();
    }

    /** Starts the loop check of a new iteration at its first position (see {@link #loopsBack}). */
    protected final void startPath(GameState<?> state) {
        pathHashes[0] = state.hashCode();
        pathHashCount = 1;
    }

    /**
     * True if {@code state}, reached by a move in the tree, is a position this iteration already passed through
     * (by hash code): the moves since then were a loop that changed nothing, e.g. taking a die and putting it back.
     * The searches score such a loop as a loss for the player who closed it, so that "doing nothing" by going round
     * in a circle never looks better than a real move (a loop is never the only choice: the position it returns to
     * had the same moves, and the repetition guard keeps the played game out of it too).
     */
    protected final boolean loopsBack(GameState<?> state) {
        int h = state.hashCode();
        for (int k = 0; k < pathHashCount; k++) {
            if (pathHashes[k] == h) {
                return true;
            }
        }
        if (pathHashCount == pathHashes.length) {
            pathHashes = Arrays.copyOf(pathHashes, pathHashCount * 2);
        }
        pathHashes[pathHashCount++] = h;
        return false;
    }

    /**
     * Plays {@code state} to the end with the rollout policy ({@link RolloutPolicy#RANDOM}: the game's own
     * {@link Game#randomAction}) and writes each player's value into {@link #reward};
     * with an {@link Evaluator}, stops after {@link SearchSettings#depth()} actions and lets it value the position,
     * or with a {@link SearchSettings#blend()} plays to the end and mixes the evaluator's value of the first position
     * into the result.
     * The state is used up.
     */
    protected final <S extends GameState<S>> void rollout(Game<S> game, S state) {
        List<Action> legal = rolloutLegal;
        RolloutPolicy policy = settings.rollout();
        int depth = settings.depth(); // TO_THE_END (-1) never equals steps
        int steps = 0;
        int player;
        double blend = settings.blend();
        if (blend > 0 && game.currentPlayer(state) >= 0) {
            settings.evaluator().values(game, state, blended);
        } else {
            blend = 0;
        }
        while ((player = game.currentPlayer(state)) >= 0) {
            if (steps == depth) {
                rolloutActions += steps;
                settings.evaluator().values(game, state, reward);
                return;
            }
            if (++steps > ROLLOUT_LIMIT) {
                throw new IllegalStateException(game.info().id() + ": a rollout did not end after "
                        + ROLLOUT_LIMIT + " actions");
            }
            Action a;
            if (policy == RolloutPolicy.RANDOM) {
                a = game.randomAction(state, rng, legal);
            } else {
                legal.clear();
                game.legalActions(state, legal);
                a = policy.pick(game, state, legal, rng);
            }
            game.applyListed(state, player, a, EventSink.NONE);
        }
        rolloutActions += steps;
        io.agon.core.Outcome outcome = game.outcome(state);
        settings.reward().values(outcome, reward);
        if (blend > 0) {
            for (int p = 0, n = outcome.players(); p < n; p++) {
                reward[p] = (1 - blend) * reward[p] + blend * blended[p];
            }
        }
    }

    /** The evaluator's values of the position where the current rollout began ({@link SearchSettings#blend()}). */
    private final double[] blended = new double[MAX_PLAYERS];

    /** Reused by {@link #treeMoves}: every legal action, before the move filter. */
    private final List<Action> allLegal = new ArrayList<>();

    /**
     * Replaces the content of {@code out} with the moves the tree considers in {@code state}: the legal actions of
     * the deciding player, or with a {@link MoveFilter} the ones it keeps (all of them if it keeps none).
     */
    protected final <S extends GameState<S>> void treeMoves(Game<S> game, S state, List<Action> out) {
        out.clear();
        MoveFilter filter = settings.filter();
        if (filter == null) {
            game.legalActions(state, out);
            return;
        }
        List<Action> all = allLegal;
        all.clear();
        game.legalActions(state, all);
        filter.candidates(game, state, all, out);
        if (out.isEmpty()) {
            out.addAll(all);
        }
    }

    private static final double[] LOG = new double[4096];

    static {
        for (int i = 1; i < LOG.length; i++) {
            LOG[i] = Math.log(i);
        }
    }

    /** Natural logarithm of a positive count, from a table for small counts (the tree search calls it a lot). */
    protected static double log(int n) {
        return n < LOG.length ? LOG[n] : Math.log(n);
    }

    /** UCB1 value of a move: mean plus exploration bonus; {@code logParent} is ln of the parent's count. */
    protected final double ucb(double value, int visits, double logParent) {
        return value / visits + settings.c() * Math.sqrt(logParent / visits);
    }

    /** The root moves found by a search: parallel arrays over the first {@code count} moves. */
    protected static final class Root {
        final Action[] actions;
        final int[] visits;
        final double[] values;
        final int count;
        final long iterations;
        final long treeNodes;
        final boolean byMean;

        /**
         * @param actions    the root moves
         * @param visits     iterations through each move
         * @param values     total value of each move for the deciding player
         * @param count      how many moves
         * @param iterations iterations run
         * @param treeNodes  size of the tree (0 if none)
         * @param byMean     choose the best mean (flat search) instead of the most visited move (tree search)
         */
        protected Root(Action[] actions, int[] visits, double[] values, int count, long iterations,
                long treeNodes, boolean byMean) {
            this.byMean = byMean;
            this.actions = actions;
            this.visits = visits;
            this.values = values;
            this.count = count;
            this.iterations = iterations;
            this.treeNodes = treeNodes;
        }
    }

    /**
     * The most visited root move (ties: higher mean, then first listed), or for a flat search the best mean (ties:
     * more visits), returned as the listed instance; a move already chosen from this same view comes last (the
     * repetition guard).
     */
    private Action pick(Root root, List<Action> legal, View view) {
        Integer[] order = new Integer[root.count];
        for (int i = 0; i < root.count; i++) {
            order[i] = i;
        }
        boolean[] repeated = new boolean[root.count];
        List<Action> before = chosenBefore(view);
        for (int i = 0; i < root.count; i++) {
            repeated[i] = before.contains(root.actions[i]);
        }
        Arrays.sort(order, (x, y) -> {
            if (repeated[x] != repeated[y]) {
                return repeated[x] ? 1 : -1;
            }
            int byVisits = Integer.compare(root.visits[y], root.visits[x]);
            int byMean = Double.compare(mean(root, y), mean(root, x));
            if (root.byMean) {
                return byMean != 0 ? byMean : byVisits;
            }
            return byVisits != 0 ? byVisits : byMean;
        });
        List<MoveStat> moves = new ArrayList<>(root.count);
        for (Integer i : order) {
            moves.add(new MoveStat(root.actions[i], null, root.visits[i], mean(root, i)));
        }
        lastMoves = moves;
        Action best = root.count == 0 ? legal.get(0) : root.actions[order[0]];
        for (Action a : legal) {
            if (a.equals(best)) {
                return a;
            }
        }
        throw new IllegalStateException("the search chose " + best + ", which is not a legal action");
    }

    private static double mean(Root root, int i) {
        return root.visits[i] == 0 ? 0.0 : root.values[i] / root.visits[i];
    }

    /** What the last search did (iterations, time, rollout length, tree size). */
    public SearchStats lastSearchStats() {
        return lastStats;
    }

    /** Every root move of the last choice, most visited first, with the game's labels. */
    public List<MoveStat> lastMoveStats() {
        List<MoveStat> out = new ArrayList<>(lastMoves.size());
        for (MoveStat m : lastMoves) {
            out.add(m.label() != null && !m.label().isEmpty() ? m
                    : new MoveStat(m.action(), labeler.apply(m.action()), m.visits(), m.mean()));
        }
        return out;
    }

    @Override
    public String explainLastChoice() {
        if (lastMoves.isEmpty()) {
            return "";
        }
        List<MoveStat> moves = lastMoveStats();
        if (lastStats.iterations() == 0) {
            return name() + ": only one legal move: " + moves.get(0).label();
        }
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "%s: %d iterations in %.0f ms, mean rollout %.1f actions%n", name(),
                lastStats.iterations(), lastStats.nanos() / 1e6, lastStats.meanRolloutLength()));
        for (int i = 0; i < Math.min(EXPLAIN_TOP, moves.size()); i++) {
            b.append(String.format(Locale.ROOT, "%s %d. ", i == 0 ? "*" : " ", i + 1)).append(moves.get(i))
                    .append(System.lineSeparator());
        }
        if (moves.size() > EXPLAIN_TOP) {
            b.append("  (").append(moves.size() - EXPLAIN_TOP).append(" more moves)")
                    .append(System.lineSeparator());
        }
        return b.toString().stripTrailing();
    }
}
