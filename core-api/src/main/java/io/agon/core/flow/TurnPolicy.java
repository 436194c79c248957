package io.agon.core.flow;

import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * The turn order of a game as a policy: who is on turn now and whose turn comes next. A {@link Flow} uses it for
 * the "on turn" part of a {@code Decision} (the decider may be someone else: a bidder, a reacting player); the
 * game's rules ask it for the next seat when a turn ends. Seats are {@code 0..players-1}.
 *
 * @param <S> the game's state type
 */
public interface TurnPolicy<S> {

    /** The seat on turn, given the seat that decides now (an interrupt's decider may be someone else). */
    int onTurn(S state, int decider);

    /** The seat whose turn comes after {@code seat}'s, or -1 when the round is over (for fixed orders). */
    int next(S state, int seat);

    /**
     * Clockwise from a seat kept in the state: {@code active} reads the seat on turn, {@code players} the number
     * of seats; after the last seat comes seat 0 again (never -1).
     */
    static <S> TurnPolicy<S> clockwise(ToIntFunction<S> active, ToIntFunction<S> players) {
        return new TurnPolicy<>() {
            @Override
            public int onTurn(S state, int decider) {
                int a = active.applyAsInt(state);
                return a >= 0 ? a : decider;
            }

            @Override
            public int next(S state, int seat) {
                return TurnOrder.next(seat, players.applyAsInt(state));
            }
        };
    }

    /**
     * Clockwise from a seat kept in the state, passing over the seats that {@code out} says are out of the game
     * (eliminated, bankrupt): {@link #next} is the next seat clockwise still in, or -1 when none is.
     */
    static <S> TurnPolicy<S> clockwiseSkipping(ToIntFunction<S> active, ToIntFunction<S> players,
                                               java.util.function.BiPredicate<S, Integer> out) {
        TurnPolicy<S> clockwise = clockwise(active, players);
        return new TurnPolicy<>() {
            @Override
            public int onTurn(S state, int decider) {
                return clockwise.onTurn(state, decider);
            }

            @Override
            public int next(S state, int seat) {
                int n = players.applyAsInt(state);
                for (int k = 1, q = clockwise.next(state, seat); k <= n; k++, q = clockwise.next(state, q)) {
                    if (!out.test(state, q)) {
                        return q;
                    }
                }
                return -1;
            }
        };
    }

    /**
     * In the order of a round kept in the state (e.g. taken from a track, or {@link TurnOrder#byTrackAscending}):
     * {@code order} reads the seats in turn order, {@code active} the seat on turn; {@link #next} is -1 after the
     * last seat of the round.
     */
    static <S> TurnPolicy<S> inOrder(Function<S, int[]> order, ToIntFunction<S> active) {
        return new TurnPolicy<>() {
            @Override
            public int onTurn(S state, int decider) {
                int a = active.applyAsInt(state);
                return a >= 0 ? a : decider;
            }

            @Override
            public int next(S state, int seat) {
                int[] o = order.apply(state);
                for (int i = 0; i < o.length - 1; i++) {
                    if (o[i] == seat) {
                        return o[i + 1];
                    }
                }
                return -1;
            }
        };
    }

    /** The deciding seat is always on turn (games without interrupts); {@link #next} is clockwise. */
    static <S> TurnPolicy<S> deciderOnTurn(ToIntFunction<S> players) {
        return new TurnPolicy<>() {
            @Override
            public int onTurn(S state, int decider) {
                return decider;
            }

            @Override
            public int next(S state, int seat) {
                return TurnOrder.next(seat, players.applyAsInt(state));
            }
        };
    }
}
