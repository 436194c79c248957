package io.agon.core.agent;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameState;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Single-observer information-set MCTS (SO-ISMCTS, Cowling, Powley and Whitehouse 2012): the default search for
 * games with hidden information, and correct for perfect-information games too.
 *
 * <p>Every iteration deals a NEW determinization with {@link InformationSet#sample}: a full state consistent with
 * what the deciding player has seen, never the true state. One tree is shared by all determinizations: a node is a
 * sequence of moves, not a state. Walking down, the search plays in the current determinization and considers only
 * the children whose move is legal in it. Because a move may exist in some determinizations only (an opponent's
 * card that is not always dealt to them), each child counts its <em>availability</em>, the number of times it
 * could have been chosen, and UCB1 uses that instead of the parent's visits:
 * {@code mean + c * sqrt(ln(availability) / visits)}. When some legal move has no child yet, one of them, chosen at
 * random, is added and a rollout is played from there.
 *
 * <p>Several players: each node keeps its statistics from the point of view of the player who chose the move into
 * it, and every player maximises their own {@link Reward}: by default {@link Reward#RANK}, 1 for first place, 0 for
 * last, evenly spaced between, tied players sharing the mean of their places ({@link Reward#WIN}, 1 for a sole win
 * and 1/k for a k-way shared win, is the other common choice). The answer is the most visited root move.
 *
 * <p>A known limit of the single-observer variant: opponents' nodes are shared by all determinizations too, so in
 * the tree the opponents choose as if they knew only what the searching player knows, and in random rollouts they
 * play blind. It cannot plan to hide or reveal information; it does not cheat either.
 */
public final class IsMcts extends SearchAgent {

    private static final Node[] NO_CHILDREN = new Node[0];
    private static final int[] NO_HASHES = new int[0];

    /**
     * One node: a move sequence. Children are kept in the order they were first added.
     *
     * <p>A child's availability (how often its move could have been chosen) is not counted child by child: it is
     * its parent's number of choices since the child was made, less the choices in which its move was not legal
     * ({@link #availability}). A choice then writes to its node and to the chosen child only, not to every legal
     * child, which matters when threads share the tree: a write to a node moves its memory between processors.
     */
    private static final class Node extends TreeNode {
        /** Atomic access to the fields a shared tree changes from several threads; looked up once. */
        private static final VarHandle LOCKED;
        private static final VarHandle CHOICES;
        private static final VarHandle MISSED;
        private static final VarHandle COUNT;
        private static final VarHandle CHILDREN;
        private static final VarHandle HASHES;
        private static final VarHandle VISITS;
        private static final VarHandle VALUE;

        static {
            try {
                MethodHandles.Lookup lookup = MethodHandles.lookup();
                LOCKED = lookup.findVarHandle(Node.class, "locked", int.class);
                CHOICES = lookup.findVarHandle(Node.class, "choices", int.class);
                MISSED = lookup.findVarHandle(Node.class, "missed", int.class);
                COUNT = lookup.findVarHandle(Node.class, "count", int.class);
                CHILDREN = lookup.findVarHandle(Node.class, "children", Node[].class);
                HASHES = lookup.findVarHandle(Node.class, "hashes", int[].class);
                VISITS = lookup.findVarHandle(TreeNode.class, "visits", int.class);
                VALUE = lookup.findVarHandle(TreeNode.class, "value", double.class);
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }

        final Action action;
        /** How many times a move was chosen at this node ({@link #select} calls). */
        int choices;
        /** The parent's {@link #choices} before the choice that made this node. */
        final int bornAt;
        /** The parent's choices since this node was made in which its move was not legal. */
        int missed;
        Node[] children = NO_CHILDREN;
        /**
         * The children's moves' hash codes, by the same index: a lookup compares these ints first and calls
         * {@code equals} only on a match, instead of on every child ({@link #find}).
         */
        int[] hashes = NO_HASHES;
        /** Children made so far; a shared tree publishes a new child by writing this last (release). */
        int count;
        /** True for a child made for the move the prior chose ({@link SearchSettings#prior()}): it gets the bias. */
        boolean favoured;
        /** 1 while a thread of a shared-tree search holds this node's lock (see {@link #lock()}). */
        private volatile int locked;

        Node(Action action, int mover, int bornAt) {
            super(mover);
            this.action = action;
            this.bornAt = bornAt;
        }

        /**
         * How many of its parent's choices this node's move was legal in (the choice that made it included), when
         * the parent has made {@code parentChoices} choices. At least 1: in a shared tree a thread may count with
         * a choice number that other threads have since passed, and their misses may already be counted.
         */
        int availability(int parentChoices) {
            return Math.max(1, parentChoices - bornAt - missed);
        }

        /**
         * Takes this node's lock (shared tree only, to add a child). A spin lock: it is held for well under a
         * microsecond, far less than parking and waking a thread would cost; a thread that spins long (its holder
         * was preempted) yields.
         */
        void lock() {
            int spins = 0;
            while (!LOCKED.compareAndSet(this, 0, 1)) {
                SpinningQueue.pause(++spins);
            }
        }

        void unlock() {
            LOCKED.setRelease(this, 0);
        }

        @Override
        int size() {
            return published();
        }

        @Override
        TreeNode child(int i) {
            return snapshot()[i];
        }

        /**
         * Index of the child for {@code a} (whose hash code is {@code hash}) among the first {@code n}, searching
         * from {@code from} on.
         */
        int find(Action a, int hash, int from, int n) {
            return find(children, hashes, a, hash, from, n);
        }

        /**
         * Index of the node for {@code a} among the first {@code n} of {@code children}, searching from {@code from}
         * on and round (the children of a node tend to come in the order of the legal moves). Only a child whose
         * entry in {@code hashes} equals {@code hash} ({@code a.hashCode()}) is compared with {@code equals}: equal
         * actions have equal hash codes ({@link Action}), so the answer is the same, for far fewer calls.
         */
        static int find(Node[] children, int[] hashes, Action a, int hash, int from, int n) {
            for (int k = 0, i = from; k < n; k++, i++) {
                if (i >= n) {
                    i = 0;
                }
                if (hashes[i] == hash) {
                    Action b = children[i].action;
                    if (b == a || b.equals(a)) {
                        return i;
                    }
                }
            }
            return -1;
        }

        /**
         * Adds a child for {@code a} (hash code {@code hash}), made in the choice that brought {@link #choices} to
         * {@code choice}, with {@code visits} visits ({@code favoured}: made for the prior's move). The child and
         * its hash are in their arrays before {@link #count} counts them (a release write), so a thread that reads
         * the count with acquire sees both.
         */
        Node add(Action a, int hash, int player, int choice, int visits, boolean favoured) {
            int n = count;
            Node[] array = children;
            int[] hashArray = hashes;
            if (n == array.length) {
                int size = Math.max(4, n * 2);
                hashArray = Arrays.copyOf(hashArray, size);
                HASHES.setRelease(this, hashArray);
                array = Arrays.copyOf(array, size);
                CHILDREN.setRelease(this, array);
            }
            Node child = new Node(a, player, choice - 1);
            child.visits = visits;
            child.favoured = favoured;
            array[n] = child;
            hashArray[n] = hash;
            COUNT.setRelease(this, n + 1);
            return child;
        }

        /** How many children a thread may read without the lock: the count, read with acquire. */
        int published() {
            return (int) COUNT.getAcquire(this);
        }

        /**
         * The children array, read with acquire: after {@link #published()} it holds at least that many children
         * (a larger array replaces it only as a copy that keeps every child).
         */
        Node[] snapshot() {
            return (Node[]) CHILDREN.getAcquire(this);
        }

        /** The hash codes' array, read with acquire: like {@link #snapshot()}, at least as long as it. */
        int[] hashSnapshot() {
            return (int[]) HASHES.getAcquire(this);
        }
    }

    private final List<Action> treeLegal = new ArrayList<>();
    private Node[] path = new Node[64];
    private int[] untried = new int[64];

    /**
     * @param settings budget, exploration constant, rollout and reward
     * @param seed     seed of the agent's generator
     */
    public IsMcts(SearchSettings settings, long seed) {
        super(settings, seed);
    }

    @Override
    protected SearchAgent newWorker(SearchSettings settings, long seed) {
        return new IsMcts(settings, seed);
    }

    @Override
    public String name() {
        return "ismcts(" + settings.describe() + ")";
    }

    @Override
    protected <S extends GameState<S>> Root search(Game<S> game, InformationSet<S> info) {
        Node root = new Node(null, -1, 0);
        long nodes = 1;
        long done = 0;
        while (more(done)) {
            nodes += iterate(game, info, root, null);
            done++;
        }
        return rootOf(root, done, nodes);
    }

    /** Tree parallelisation: the threads share one tree (see {@link SearchSettings#sharedTree()}). */
    @Override
    protected SharedTree newSharedTree(long iterations, long deadline) {
        return new SharedTree(new Node(null, -1, 0), iterations, deadline);
    }

    /**
     * One thread's part of a shared-tree search. No lock guards the whole tree, and no thread waits for another
     * while it reads: the statistics are changed with atomic adds, and a node's lock is taken only to add a child
     * to it (see {@link #selectShared}). The game's {@code legalActions} and {@code apply} and the whole rollout run
     * on the thread's own state.
     */
    @Override
    protected <S extends GameState<S>> void searchShared(Game<S> game, InformationSet<S> info, SharedTree tree) {
        Node root = (Node) tree.root;
        long added = 0;
        long done = 0;
        while (!tree.stopped() && more(done)) {
            added += iterate(game, info, root, tree);
            done++;
        }
        tree.finished(done, added);
    }

    /** Called once every thread has finished (their tasks' completion makes all their writes visible here). */
    @Override
    protected Root sharedRoot(SharedTree tree) {
        return rootOf((Node) tree.root, tree.iterations(), tree.nodes());
    }

    /** The root moves' visits and values. */
    private static Root rootOf(Node root, long done, long nodes) {
        int count = root.count;
        Action[] actions = new Action[count];
        int[] visits = new int[count];
        double[] values = new double[count];
        for (int i = 0; i < count; i++) {
            actions[i] = root.children[i].action;
            visits[i] = root.children[i].visits;
            values[i] = root.children[i].value;
        }
        return new Root(actions, visits, values, count, done, nodes, false);
    }

    /** Length of the current iteration's path (root included), set by {@link #descend}. */
    private int depth;
    /** The player who closed a loop in the current iteration's tree walk, or -1. */
    private int loopMover;
    /** Set by {@link #select}: the chosen move (the game's own instance) and whether its node is new. */
    private Action selected;
    private boolean selectedIsNew;

    /**
     * One iteration: a new determinization, the walk down the tree (adding at most one node), a rollout and the
     * update of the path. With a shared tree the walk counts each node's visit at once (a virtual loss: the other
     * threads see a visit without its reward and tend to walk elsewhere until the reward is added), and every node
     * is read and changed only under its lock (see {@link #searchShared}).
     *
     * @return the number of nodes added (0 or 1)
     */
    private <S extends GameState<S>> int iterate(Game<S> game, InformationSet<S> info, Node root, SharedTree tree) {
        S s = info.sample(rng, scratch(0));
        keep(0, s);
        startPath(s);
        double mix = settings.mix();
        boolean shared = tree != null;
        int added = descend(game, s, root, shared);
        rollout(game, s);
        if (loopMover >= 0) {
            reward[loopMover] = 0;
        }
        if (shared) {
            updateShared(mix);
        } else {
            update(mix);
        }
        return added;
    }

    /**
     * Walks down from {@code root} in {@code s}: UCB among the children legal in this determinization, until a
     * legal move without a child is found (added, chosen at random) or the game ends. Fills {@link #path}.
     *
     * @param shared a shared tree: the choice at each node is made with {@link #selectShared}; the game's
     *               {@code legalActions} and {@code apply} run outside every lock
     */
    private <S extends GameState<S>> int descend(Game<S> game, S s, Node root, boolean shared) {
        List<Action> legal = treeLegal;
        Node node = root;
        int d = 0;
        path[d++] = root;
        loopMover = -1;
        int added = 0;
        int player;
        while ((player = game.currentPlayer(s)) >= 0) {
            treeMoves(game, s, legal);
            Node best = shared ? selectShared(game, s, node, legal, player) : select(game, s, node, legal, player);
            boolean expanding = selectedIsNew;
            if (expanding) {
                added = 1;
            }
            game.applyListed(s, player, selected, EventSink.NONE);
            if (d == path.length) {
                path = Arrays.copyOf(path, d * 2);
            }
            path[d++] = best;
            node = best;
            if (loopsBack(s)) {
                loopMover = player;
                break;
            }
            if (expanding) {
                break;
            }
        }
        depth = d;
        return added;
    }

    /**
     * The child of {@code node} to walk into, among the moves {@code legal} for {@code player}: a new child for a
     * random untried move if there is one, else the best by UCB over availability. Counts the choice (and so every
     * legal child's availability) and sets {@link #selected} and {@link #selectedIsNew}.
     */
    private <S extends GameState<S>> Node select(Game<S> game, S s, Node node, List<Action> legal, int player) {
        int choice = ++node.choices;
        int count = node.count;
        Node best = scoreChildren(node.children, node.hashes, count, choice, legal, false);
        selectedIsNew = widens(choice);
        if (selectedIsNew) {
            boolean favoured = expansion(game, s, legal);
            best = node.add(selected, selected.hashCode(), player, choice, 0, favoured);
        } else {
            selected = legal.get(bestLegal); // the game's own instance, equal to best.action
        }
        return best;
    }

    /**
     * {@link #select} in a tree that other threads grow at the same time, without holding a lock while it reads:
     * the choice is counted with an atomic add, the children are read as far as {@link Node#published()} shows
     * them, and their statistics as they stand (another thread's update may land a moment later: the scores are
     * estimates anyway). Only adding a child takes the node's lock, and then checks that no other thread added the
     * same move meanwhile. The chosen child's visit is counted at once (a virtual loss, see {@link #iterate}); a
     * new child is made with that visit, so that no thread ever sees a child without one.
     */
    private <S extends GameState<S>> Node selectShared(Game<S> game, S s, Node node, List<Action> legal,
            int player) {
        int choice = (int) Node.CHOICES.getAndAdd(node, 1) + 1; // the root's own visits are not counted: unused
        int count = node.published();
        Node best = scoreChildren(node.snapshot(), node.hashSnapshot(), count, choice, legal, true);
        selectedIsNew = widens(choice);
        if (selectedIsNew) {
            boolean favoured = expansion(game, s, legal);
            int hash = selected.hashCode();
            node.lock();
            try {
                int idx = node.find(selected, hash, count, node.count);
                if (idx >= 0) { // another thread added this move since the children were read: walk into it
                    best = node.children[idx];
                    Node.VISITS.getAndAdd(best, 1);
                    selectedIsNew = false;
                } else {
                    best = node.add(selected, hash, player, choice, 1, favoured);
                }
            } finally {
                node.unlock();
            }
        } else {
            selected = legal.get(bestLegal); // the game's own instance, equal to best.action
            Node.VISITS.getAndAdd(best, 1);
        }
        return best;
    }

    /**
     * True when the current choice adds a child: some legal move has none, and either no legal move has one or
     * progressive widening ({@link SearchSettings#widen()}) allows another child after {@code choice} choices.
     */
    private boolean widens(int choice) {
        if (untriedCount == 0) {
            return false;
        }
        double widen = settings.widen();
        return widen == 0 || hitCount == 0 || hitCount < Math.ceil(widen * Math.sqrt(choice));
    }

    /**
     * Sets {@link #selected} to the move of the child about to be added: the prior's move when the settings have a
     * prior and its move has no child yet (returns true: the child is favoured), else a random move without one.
     */
    private <S extends GameState<S>> boolean expansion(Game<S> game, S s, List<Action> legal) {
        RolloutPolicy prior = settings.prior();
        if (prior != null) {
            Action p = prior.pick(game, s, legal, rng);
            for (int k = 0; k < untriedCount; k++) {
                Action a = legal.get(untried[k]);
                if (a == p || a.equals(p)) {
                    selected = a;
                    return true;
                }
            }
        }
        selected = legal.get(untried[rng.nextInt(untriedCount)]);
        return false;
    }

    /** Set by {@link #scoreChildren}: how many legal moves have no child, and the best child's index in legal. */
    private int untriedCount;
    /** Set by {@link #scoreChildren}: how many legal moves have a child. */
    private int hitCount;
    private int bestLegal;
    /** The children the current choice found legal, by index (see {@link #scoreChildren}). */
    private int[] found = new int[64];
    /** Marks of {@link #countMisses}: {@code marked[i] == stamp} for a child found legal. */
    private int[] marked = new int[64];
    private int stamp;

    /**
     * Finds the child of each legal move among the first {@code count} of {@code children} and returns the best by
     * UCB over availability (null when a legal move has no child: those go to {@link #untried}). Children whose move
     * is not legal in this choice are counted as missed, so that their availability does not grow (legal actions
     * are distinct, as {@link Game#legalActions} lists them).
     *
     * @param hashes the children's moves' hash codes ({@link Node#hashes}), as long as {@code children}
     * @param choice the node's choice count including this choice
     * @param atomic count the misses with an atomic add (shared tree)
     */
    private Node scoreChildren(Node[] children, int[] hashes, int count, int choice, List<Action> legal,
                               boolean atomic) {
        double mix = settings.mix();
        int n = legal.size();
        if (untried.length < n) {
            untried = new int[Math.max(n, untried.length * 2)];
        }
        if (found.length < n) {
            found = new int[Math.max(n, found.length * 2)];
        }
        int untried = 0;
        int hits = 0;
        Node best = null;
        int bestAt = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        int hint = 0;
        boolean widening = settings.widen() > 0;
        double bias = settings.bias();
        for (int i = 0; i < n; i++) {
            Action a = legal.get(i);
            int idx = Node.find(children, hashes, a, a.hashCode(), hint, count);
            if (idx < 0) {
                this.untried[untried++] = i;
                continue;
            }
            hint = idx + 1;
            found[hits++] = idx;
            if (untried == 0 || widening) {
                Node c = children[idx];
                int visits = c.visits;
                if (visits == 0) { // a child another thread has just added in a shared tree, its visit not yet seen
                    visits = 1;
                }
                double score = ucb(mix == 0 ? c.value : c.eff(mix) * visits, visits, log(c.availability(choice)));
                if (c.favoured) {
                    score += bias / (1 + visits);
                }
                if (score > bestScore) {
                    bestScore = score;
                    best = c;
                    bestAt = i;
                }
            }
        }
        if (hits < count) {
            countMisses(children, count, hits, atomic);
        }
        untriedCount = untried;
        hitCount = hits;
        bestLegal = bestAt;
        return best;
    }

    /** Counts a miss for each of the first {@code count} children that is not among the {@code hits} found. */
    private void countMisses(Node[] children, int count, int hits, boolean atomic) {
        if (marked.length < count) {
            marked = Arrays.copyOf(marked, Math.max(count, marked.length * 2));
        }
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(marked, 0);
            stamp = 1;
        }
        for (int k = 0; k < hits; k++) {
            marked[found[k]] = stamp;
        }
        for (int j = 0; j < count; j++) {
            if (marked[j] != stamp) {
                if (atomic) {
                    Node.MISSED.getAndAdd(children[j], 1);
                } else {
                    children[j].missed++;
                }
            }
        }
    }

    /** Adds the rollout's rewards and the visits along the path (one thread's own tree). */
    private void update(double mix) {
        for (int k = 0; k < depth; k++) {
            Node v = path[k];
            v.visits++;
            if (v.mover >= 0) {
                v.value += reward[v.mover];
            }
        }
        if (mix > 0) {
            TreeNode.refreshChains(path, depth, mix);
        }
    }

    /**
     * Adds the rollout's rewards along the path of a shared tree (the visits were counted on the way down), each
     * with an atomic add, and refreshes the best follow-ups ({@code mix}) from the children as they stand.
     */
    private void updateShared(double mix) {
        for (int k = 1; k < depth; k++) {
            Node v = path[k];
            double r = reward[v.mover];
            double old;
            do {
                old = (double) Node.VALUE.getVolatile(v);
            } while (!Node.VALUE.compareAndSet(v, old, old + r));
        }
        if (mix > 0) {
            TreeNode.refreshChains(path, depth, mix);
        }
    }
}
