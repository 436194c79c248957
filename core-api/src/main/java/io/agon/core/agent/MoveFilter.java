package io.agon.core.agent;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import java.util.List;

/**
 * A game's advice on which legal moves a tree search should consider at all ({@code mcts:prune=KIND}), so that its
 * iterations are not spread over moves no sensible player makes.
 *
 * <p>Why: some games list many near-identical moves. An open auction lists every bid from the minimum to all of a
 * player's money (30 bids and more); with 1,000 iterations each gets a handful of noisy visits, and the most visited
 * one may well be an absurd bid. A filter keeps a few representative moves (say the least raise, a few larger
 * jumps and the pass); the search then spends its iterations where they tell something. It applies to every node
 * of the tree (the searching player's and the opponents' moves), not to rollouts, which have their
 * {@link RolloutPolicy}.
 *
 * <p>A filter sees a search state (a determinization, never the true state), must choose the same moves for the
 * same state, and is called at every tree step: it should allocate nothing. A game usually lets one of its agent
 * kinds implement this interface; the spec parameter {@code prune=KIND} names that kind.
 */
@FunctionalInterface
public interface MoveFilter {

    /**
     * Adds to {@code out} (empty on entry) the moves of {@code legal} worth searching in {@code state}, the same
     * instances and in the same order as in {@code legal}. Adding none means "search them all".
     *
     * @param legal the legal actions of the deciding player, never empty; not to be changed
     */
    <S extends GameState<S>> void candidates(Game<S> game, S state, List<Action> legal, List<Action> out);
}
