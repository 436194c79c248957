package io.agon.core.agent;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Rng;
import java.util.ArrayList;
import java.util.List;

/**
 * UCT: Monte Carlo tree search with the UCB1 selection rule, for perfect-information games.
 *
 * <p>It deals ONE state per decision with {@link InformationSet#sample} and searches it as if it were the truth.
 * In a perfect-information game the sample is the true state, so this is plain UCT. In a game with hidden cards it
 * would bet everything on one guess: use {@link IsMcts} there. Chance inside {@code apply} (dice, draws) comes from
 * the sampled state's own generator, which every iteration copies, so the search plans against one fixed future
 * of the dice; that is exact for games without chance after the decision, an approximation otherwise.
 *
 * <p>Each iteration copies the sampled state and walks down the tree: at a node whose moves are not all tried
 * yet it adds the next one (moves are tried in a random order) and plays a rollout from there; otherwise it
 * follows the child with the best UCB1 value {@code mean + c * sqrt(ln(parent visits) / visits)}. Every node keeps
 * its statistics from the point of view of the player who chose the move into it, so the search works for any
 * number of players (each player maximises their own {@link Reward}). The answer is the most visited root move.
 */
public final class Uct extends SearchAgent {

    /** One node: the position after a move. Children are created lazily, in the shuffled order of the moves. */
    private static final class Node extends TreeNode {
        Action[] actions;
        Node[] children;
        int expanded;

        Node(int mover) {
            super(mover);
        }

        @Override
        int size() {
            return expanded;
        }

        @Override
        TreeNode child(int i) {
            return children[i];
        }

        void init(List<Action> legal, Rng rng) {
            Action[] a = legal.toArray(new Action[legal.size()]);
            for (int i = a.length - 1; i > 0; i--) {
                int j = rng.nextInt(i + 1);
                Action t = a[i];
                a[i] = a[j];
                a[j] = t;
            }
            actions = a;
            children = new Node[a.length];
        }
    }

    private final List<Action> treeLegal = new ArrayList<>();
    private Node[] path = new Node[64];

    /**
     * @param settings budget, exploration constant, rollout and reward
     * @param seed     seed of the agent's generator
     */
    public Uct(SearchSettings settings, long seed) {
        super(settings, seed);
    }

    @Override
    protected SearchAgent newWorker(SearchSettings settings, long seed) {
        return new Uct(settings, seed);
    }

    @Override
    public String name() {
        return "uct(" + settings.describe() + ")";
    }

    @Override
    protected <S extends GameState<S>> Root search(Game<S> game, InformationSet<S> info) {
        S base = info.sample(rng, scratch(0));
        keep(0, base);
        Node root = new Node(-1);
        List<Action> rootMoves = info.legalActions();
        if (settings.filter() != null) {
            treeMoves(game, base, treeLegal);
            rootMoves = treeLegal;
        }
        root.init(rootMoves, rng);
        long nodes = 1;
        long done = 0;
        while (more(done)) {
            S s = copyInto(1, base);
            Node node = root;
            int depth = 0;
            path[depth++] = root;
            startPath(s);
            int loopMover = -1;
            int player;
            while ((player = game.currentPlayer(s)) >= 0) {
                if (node.actions == null) {
                    treeMoves(game, s, treeLegal);
                    node.init(treeLegal, rng);
                }
                Node next;
                int i;
                boolean expanding = node.expanded < node.actions.length;
                if (expanding) {
                    i = node.expanded++;
                    next = new Node(player);
                    node.children[i] = next;
                    nodes++;
                } else {
                    i = select(node);
                    next = node.children[i];
                }
                game.apply(s, player, node.actions[i], EventSink.NONE);
                if (depth == path.length) {
                    path = java.util.Arrays.copyOf(path, depth * 2);
                }
                path[depth++] = next;
                node = next;
                if (loopsBack(s)) {
                    loopMover = player;
                    break;
                }
                if (expanding) {
                    break;
                }
            }
            rollout(game, s);
            if (loopMover >= 0) {
                reward[loopMover] = 0;
            }
            for (int k = 0; k < depth; k++) {
                Node n = path[k];
                n.visits++;
                if (n.mover >= 0) {
                    n.value += reward[n.mover];
                }
            }
            double mix = settings.mix();
            if (mix > 0) {
                TreeNode.refreshChains(path, depth, mix);
            }
            done++;
        }
        int count = root.expanded;
        int[] visits = new int[count];
        double[] values = new double[count];
        for (int i = 0; i < count; i++) {
            visits[i] = root.children[i].visits;
            values[i] = root.children[i].value;
        }
        return new Root(root.actions, visits, values, count, done, nodes, false);
    }

    /** The child with the best UCB1 value (all children exist); the first one on ties. */
    private int select(Node node) {
        double logN = log(node.visits);
        int best = 0;
        double bestScore = Double.NEGATIVE_INFINITY;
        Node[] ch = node.children;
        double mix = settings.mix();
        for (int i = 0; i < ch.length; i++) {
            double score = ucb(mix == 0 ? ch[i].value : ch[i].eff(mix) * ch[i].visits, ch[i].visits, logN);
            if (score > bestScore) {
                bestScore = score;
                best = i;
            }
        }
        return best;
    }
}
