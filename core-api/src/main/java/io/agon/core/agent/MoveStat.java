package io.agon.core.agent;

import io.agon.core.Action;

/**
 * What a search found about one of its root moves, for a learner following the bot.
 *
 * @param action the move
 * @param label  the game's description of the move
 * @param visits how many iterations tried it
 * @param mean   its mean value in {@code [0, 1]} for the deciding player (see {@link Reward})
 */
public record MoveStat(Action action, String label, int visits, double mean) {

    @Override
    public String toString() {
        return String.format(java.util.Locale.ROOT, "%-40s %7d visits  mean %.3f", label, visits, mean);
    }
}
