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

    /** One node: a move sequence. Children are kept in the order they were first added. */
    private static final class Node extends TreeNode {
        /** Compare-and-set access to {@link #locked}; looked up once, when the class loads. */
        private static final VarHandle LOCKED;

        static {
            try {
                LOCKED = MethodHandles.lookup().findVarHandle(Node.class, "locked", int.class);
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }

        final Action action;
        int availability;
        Node[] children = NO_CHILDREN;
        int count;
        /** 1 while a thread of a shared-tree search holds this node's lock (see {@link #lock()}). */
        private volatile int locked;

        Node(Action action, int mover) {
            super(mover);
            this.action = action;
        }

        /**
         * Takes this node's lock (shared tree only). A spin lock: it is held for well under a microsecond, far less
         * than parking and waking a thread would cost; a thread that spins long (its holder was preempted) yields.
         */
        void lock() {
            int spins = 0;
            while (!LOCKED.compareAndSet(this, 0, 1)) {
                if (++spins % 64 == 0) {
                    Thread.yield();
                } else {
                    Thread.onSpinWait();
                }
            }
        }

        void unlock() {
            LOCKED.setRelease(this, 0);
        }

        @Override
        int size() {
            return count;
        }

        @Override
        TreeNode child(int i) {
            return children[i];
        }

        /** Index of the child for {@code a}, searching from {@code from} on (children tend to come in order). */
        int find(Action a, int from) {
            int n = count;
            for (int k = 0, i = from; k < n; k++, i++) {
                if (i >= n) {
                    i = 0;
                }
                Action b = children[i].action;
                if (b == a || b.equals(a)) {
                    return i;
                }
            }
            return -1;
        }

        Node add(Action a, int player) {
            if (count == children.length) {
                children = Arrays.copyOf(children, Math.max(4, count * 2));
            }
            Node child = new Node(a, player);
            children[count++] = child;
            return child;
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
        Node root = new Node(null, -1);
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
        return new SharedTree(new Node(null, -1), iterations, deadline);
    }

    /**
     * One thread's part of a shared-tree search. There is no lock on the whole tree: each node has its own (the
     * node object), and a thread holds at most two at a time, a node and then its child, and never while it runs
     * the game. A node's list of children and its children's statistics belong to the node's lock; the game's
     * {@code legalActions} and {@code apply} on the way down and the whole rollout run outside every lock, so two
     * threads wait for each other only while both choose at the same node.
     */
    @Override
    protected <S extends GameState<S>> void searchShared(Game<S> game, InformationSet<S> info, SharedTree tree) {
        Node root = (Node) tree.root;
        long added = 0;
        while (tree.claim()) {
            added += iterate(game, info, root, tree);
        }
        tree.added(added);
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
     * @param shared a shared tree: each node's choice is made under the node's lock and counts the chosen child's
     *               visit at once; the game's {@code legalActions} and {@code apply} run outside every lock
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
            Node best;
            if (shared) {
                node.lock();
                try {
                    if (node == root) {
                        root.visits++; // the root's own visit, under the lock its child is chosen under
                    }
                    best = select(node, legal, player, true);
                } finally {
                    node.unlock();
                }
            } else {
                best = select(node, legal, player, false);
            }
            boolean expanding = selectedIsNew;
            if (expanding) {
                added = 1;
            }
            game.apply(s, player, selected, EventSink.NONE);
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
     * random untried move if there is one, else the best by UCB over availability. Counts each legal child's
     * availability and sets {@link #selected} and {@link #selectedIsNew}.
     *
     * @param virtual count the chosen child's visit now (shared tree)
     */
    private Node select(Node node, List<Action> legal, int player, boolean virtual) {
        double mix = settings.mix();
        int n = legal.size();
        if (untried.length < n) {
            untried = new int[Math.max(n, untried.length * 2)];
        }
        int untriedCount = 0;
        Node best = null;
        int bestLegal = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        int hint = 0;
        for (int i = 0; i < n; i++) {
            int idx = node.find(legal.get(i), hint);
            if (idx < 0) {
                untried[untriedCount++] = i;
                continue;
            }
            hint = idx + 1;
            Node c = node.children[idx];
            c.availability++;
            if (untriedCount == 0) {
                double score = ucb(mix == 0 ? c.value : c.eff(mix) * c.visits, c.visits, log(c.availability));
                if (score > bestScore) {
                    bestScore = score;
                    best = c;
                    bestLegal = i;
                }
            }
        }
        selectedIsNew = untriedCount > 0;
        if (selectedIsNew) {
            selected = legal.get(untried[rng.nextInt(untriedCount)]);
            best = node.add(selected, player);
            best.availability = 1;
        } else {
            selected = legal.get(bestLegal); // the game's own instance, equal to best.action
        }
        if (virtual) {
            best.visits++;
        }
        return best;
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
     * Adds the rollout's rewards along the path of a shared tree (the visits were counted on the way down). A node's
     * statistics are guarded by its parent's lock, the one {@link #select} holds while it reads them; a node's best
     * follow-up is computed from its children, so under its parent's lock and then its own (always parent first:
     * no two threads can wait for each other).
     */
    private void updateShared(double mix) {
        for (int k = 1; k < depth; k++) {
            Node v = path[k];
            Node parent = path[k - 1];
            parent.lock();
            v.value += reward[v.mover];
            parent.unlock();
        }
        if (mix > 0) {
            for (int k = depth - 2; k >= 1; k--) {
                Node v = path[k];
                if (path[k + 1].mover == v.mover) {
                    Node parent = path[k - 1];
                    parent.lock();
                    v.lock();
                    v.chainBest = TreeNode.bestFollowUp(v, mix);
                    v.unlock();
                    parent.unlock();
                }
            }
        }
    }
}
