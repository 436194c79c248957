package io.agon.core.agent;

/**
 * What the nodes of the tree searches ({@link Uct}, {@link IsMcts}) share: visit count and total reward from the
 * point of view of the player who chose the move into the node, and the best follow-up used by
 * {@link SearchSettings#mix()}.
 */
abstract class TreeNode {

    /** The player who chose the move into this node, or -1 for the root. */
    final int mover;
    int visits;
    double value;
    /** Best {@link #eff} among the children chosen by this node's own mover (NaN: none yet). */
    double chainBest = Double.NaN;

    TreeNode(int mover) {
        this.mover = mover;
    }

    /** Children created so far. */
    abstract int size();

    /** Child {@code i} (below {@link #size()}). */
    abstract TreeNode child(int i);

    /** The mean reward, mixed with the best follow-up when the mover decides again right after this move. */
    final double eff(double mix) {
        double mean = value / visits;
        return Double.isNaN(chainBest) ? mean : (1 - mix) * mean + mix * chainBest;
    }

    /**
     * After an iteration's rewards are added along {@code path} (root first, {@code depth} nodes), refreshes the
     * best follow-up of every node whose mover also chose the next move, deepest first.
     */
    static void refreshChains(TreeNode[] path, int depth, double mix) {
        for (int k = depth - 2; k >= 1; k--) {
            TreeNode v = path[k];
            if (path[k + 1].mover == v.mover) {
                v.chainBest = bestFollowUp(v, mix);
            }
        }
    }

    /** The best {@link #eff} among {@code v}'s visited children chosen by {@code v}'s own mover. */
    static double bestFollowUp(TreeNode v, double mix) {
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0, n = v.size(); i < n; i++) {
            TreeNode c = v.child(i);
            if (c.mover == v.mover && c.visits > 0) {
                best = Math.max(best, c.eff(mix));
            }
        }
        return best;
    }
}
