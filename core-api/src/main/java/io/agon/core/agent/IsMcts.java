package io.agon.core.agent;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameState;
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
        final Action action;
        int availability;
        Node[] children = NO_CHILDREN;
        int count;

        Node(Action action, int mover) {
            super(mover);
            this.action = action;
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

    @Override
    protected <S extends GameState<S>> void searchShared(Game<S> game, InformationSet<S> info, SharedTree tree) {
        Node root = (Node) tree.root;
        while (tree.claim()) {
            tree.added(iterate(game, info, root, tree));
        }
    }

    @Override
    protected Root sharedRoot(SharedTree tree) {
        Node root = (Node) tree.root;
        synchronized (root) {
            return rootOf(root, tree.iterations(), tree.nodes());
        }
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

    /**
     * One iteration: a new determinization, the walk down the tree (adding at most one node), a rollout and the
     * update of the path. With a shared tree the walk and the update hold the tree's lock, the rollout does not, and
     * the walk counts each node's visit at once (a virtual loss: the other threads see a visit without its reward
     * and tend to walk elsewhere until the reward is added).
     *
     * @return the number of nodes added (0 or 1)
     */
    private <S extends GameState<S>> int iterate(Game<S> game, InformationSet<S> info, Node root, SharedTree tree) {
        S s = info.sample(rng, scratch(0));
        keep(0, s);
        startPath(s);
        double mix = settings.mix();
        int added;
        if (tree == null) {
            added = descend(game, s, root, false);
        } else {
            synchronized (root) {
                added = descend(game, s, root, true);
            }
        }
        rollout(game, s);
        if (loopMover >= 0) {
            reward[loopMover] = 0;
        }
        if (tree == null) {
            update(mix, true);
        } else {
            synchronized (root) {
                update(mix, false);
            }
        }
        return added;
    }

    /**
     * Walks down from {@code root} in {@code s}: UCB among the children legal in this determinization, until a
     * legal move without a child is found (added, chosen at random) or the game ends. Fills {@link #path}.
     *
     * @param virtual count each path node's visit now (shared tree) instead of in {@link #update}
     */
    private <S extends GameState<S>> int descend(Game<S> game, S s, Node root, boolean virtual) {
        double mix = settings.mix();
        List<Action> legal = treeLegal;
        Node node = root;
        int d = 0;
        path[d++] = root;
        if (virtual) {
            root.visits++;
        }
        loopMover = -1;
        int added = 0;
        int player;
        while ((player = game.currentPlayer(s)) >= 0) {
            treeMoves(game, s, legal);
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
                    double score = ucb(mix == 0 ? c.value : c.eff(mix) * c.visits, c.visits,
                            log(c.availability));
                    if (score > bestScore) {
                        bestScore = score;
                        best = c;
                        bestLegal = i;
                    }
                }
            }
            Action action;
            boolean expanding = untriedCount > 0;
            if (expanding) {
                action = legal.get(untried[rng.nextInt(untriedCount)]);
                best = node.add(action, player);
                best.availability = 1;
                added = 1;
            } else {
                action = legal.get(bestLegal); // the game's own instance, equal to best.action
            }
            game.apply(s, player, action, EventSink.NONE);
            if (d == path.length) {
                path = Arrays.copyOf(path, d * 2);
            }
            path[d++] = best;
            if (virtual) {
                best.visits++;
            }
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

    /** Adds the rollout's rewards (and, unless counted on the way down, the visits) along the path. */
    private void update(double mix, boolean countVisits) {
        for (int k = 0; k < depth; k++) {
            Node v = path[k];
            if (countVisits) {
                v.visits++;
            }
            if (v.mover >= 0) {
                v.value += reward[v.mover];
            }
        }
        if (mix > 0) {
            TreeNode.refreshChains(path, depth, mix);
        }
    }
}
