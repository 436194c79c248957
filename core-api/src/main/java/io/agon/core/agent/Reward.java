package io.agon.core.agent;

import io.agon.core.Outcome;

/**
 * Turns a finished game's {@link Outcome} into one value in {@code [0, 1]} per player, the quantity a Monte Carlo
 * search maximises for the player deciding at each node. A sole winner who also has the top score gets 1 from
 * every kind; in a two-player game the two values sum to 1.
 */
public enum Reward {

    /** 1 for a sole win, {@code 1/k} to each of {@code k} players sharing the win, 0 otherwise. */
    WIN {
        @Override
        public void values(Outcome outcome, double[] out) {
            int n = outcome.players();
            double share = 1.0 / outcome.winnerCount();
            for (int p = 0; p < n; p++) {
                out[p] = outcome.rank(p) == 0 ? share : 0.0;
            }
        }
    },

    /**
     * By finishing position: first 1, last 0, evenly spaced between; players tied on a rank share the mean value
     * of the places they occupy (two players tied for first of two get 0.5 each). Gives the search a reason to
     * prefer second place over last in games with three or more players. The default; in a two-player game it
     * equals {@link #WIN}.
     */
    RANK {
        @Override
        public void values(Outcome outcome, double[] out) {
            int n = outcome.players();
            if (n == 1) {
                out[0] = 1.0;
                return;
            }
            for (int p = 0; p < n; p++) {
                int r = outcome.rank(p);
                int tied = 0;
                for (int q = 0; q < n; q++) {
                    if (outcome.rank(q) == r) {
                        tied++;
                    }
                }
                // places r .. r+tied-1, each worth (n-1-place)/(n-1): the mean is at the middle place.
                double middle = r + (tied - 1) / 2.0;
                out[p] = (n - 1 - middle) / (n - 1);
            }
        }
    },


    /**
     * Half the {@link #WIN} value plus half the relative score {@code (score - lowest) / (highest - lowest)}
     * (0.5 each when all scores are equal): a winner still gets more than any loser, but a close game is told
     * apart from a rout, which gives the search a gradient when random rollouts rarely change the winner.
     */
    SCORE {
        @Override
        public void values(Outcome outcome, double[] out) {
            WIN.values(outcome, out);
            int n = outcome.players();
            int lo = Integer.MAX_VALUE;
            int hi = Integer.MIN_VALUE;
            for (int p = 0; p < n; p++) {
                lo = Math.min(lo, outcome.score(p));
                hi = Math.max(hi, outcome.score(p));
            }
            for (int p = 0; p < n; p++) {
                double relative = hi == lo ? 0.5 : (outcome.score(p) - lo) / (double) (hi - lo);
                out[p] = 0.5 * out[p] + 0.5 * relative;
            }
        }
    },

    /**
     * Half the {@link #WIN} value plus a quarter of {@code 1 + (score - best other score) / (highest - lowest)}
     * (that quarter is 0.25 when all scores are equal): like {@link #SCORE}, a winner gets more than any loser,
     * but a loser's gradient points at the leader, not at the players behind. With three or more players it
     * values only what decides an outright win: the distance to the best opponent ({@code reward=margin}).
     */
    MARGIN {
        @Override
        public void values(Outcome outcome, double[] out) {
            WIN.values(outcome, out);
            int n = outcome.players();
            int lo = Integer.MAX_VALUE;
            int hi = Integer.MIN_VALUE;
            int top = Integer.MIN_VALUE;
            int second = Integer.MIN_VALUE;
            for (int p = 0; p < n; p++) {
                int s = outcome.score(p);
                lo = Math.min(lo, s);
                hi = Math.max(hi, s);
                if (s > top) {
                    second = top;
                    top = s;
                } else if (s > second) {
                    second = s;
                }
            }
            for (int p = 0; p < n; p++) {
                int s = outcome.score(p);
                int bestOther = s == top ? (n == 1 ? s : second) : top;
                double margin = hi == lo ? 0 : (s - bestOther) / (double) (hi - lo);
                out[p] = 0.5 * out[p] + 0.25 * (1 + margin);
            }
        }
    };

    /** Writes each player's value into {@code out[0 .. outcome.players())}. */
    public abstract void values(Outcome outcome, double[] out);
}
