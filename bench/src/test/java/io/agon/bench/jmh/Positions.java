package io.agon.bench.jmh;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.Setup;
import java.util.ArrayList;
import java.util.List;

/**
 * A fixed sample of positions of one game, reached by seeded random play, for the benchmarks: each position
 * comes with one of its legal actions. The benchmarks cycle through them so that no single position (and no
 * single branch of the game's code) dominates. Works on any game through the forward model alone.
 *
 * @param <S> the game's state type
 */
final class Positions<S extends GameState<S>> {

    final Game<S> game;
    final int players;
    final List<S> states = new ArrayList<>();
    final List<Action> actions = new ArrayList<>();
    final List<Integer> movers = new ArrayList<>();
    final S start;
    private final List<Action> buffer = new ArrayList<>();
    private final Rng rng = new Rng(12345);
    private int next;
    /** The state the reusing benchmarks overwrite. */
    private S scratch;

    /**
     * Plays {@code games} seeded random games and keeps every {@code every}-th position of each.
     *
     * @param players the player count, or 0 for the game's smallest count of at least 3 (or its largest)
     */
    Positions(Game<S> game, int players, int games, int every) {
        this.game = game;
        this.players = players > 0 ? players
                : Math.min(Math.max(3, game.info().minPlayers()), game.info().maxPlayers());
        this.start = game.newGame(Setup.of(this.players, 1));
        Rng pick = new Rng(99);
        for (int g = 0; g < games; g++) {
            S s = game.newGame(Setup.of(this.players, 1000 + g));
            int step = 0;
            while (!game.isOver(s)) {
                buffer.clear();
                game.legalActions(s, buffer);
                Action a = buffer.get(pick.nextInt(buffer.size()));
                if (step++ % every == 0) {
                    states.add(s.copy());
                    actions.add(a);
                    movers.add(game.currentPlayer(s));
                }
                game.apply(s, a);
            }
        }
    }

    /** The index of the next position (cycling). */
    int next() {
        int i = next;
        next = i + 1 == states.size() ? 0 : i + 1;
        return i;
    }

    /** Copies position {@code i}. */
    S copy(int i) {
        return states.get(i).copy();
    }

    /** Copies position {@code i} into one reused state ({@code GameState.copyFrom}). */
    S copyFrom(int i) {
        S s = states.get(i);
        scratch = scratch == null ? s.copy() : scratch.copyFrom(s);
        return scratch;
    }

    /** Deals a determinization of position {@code i} into one reused state. */
    S determinizeInto(int i) {
        scratch = game.determinize(states.get(i), movers.get(i), rng, scratch);
        return scratch;
    }

    /** Lists the legal actions of position {@code i} into a reused list; returns how many. */
    int legal(int i) {
        buffer.clear();
        game.legalActions(states.get(i), buffer);
        return buffer.size();
    }

    /** Copies position {@code i} and applies its sampled action to the copy. */
    S copyAndApply(int i) {
        S s = states.get(i).copy();
        game.apply(s, movers.get(i), actions.get(i), EventSink.NONE);
        return s;
    }

    /** Deals a determinization of position {@code i} for the deciding player. */
    S determinize(int i) {
        return game.determinize(states.get(i), movers.get(i), rng);
    }

    /** Plays a whole game at random from the start position; returns the number of actions. */
    int randomPlayout() {
        S s = start.copy();
        int n = 0;
        int p;
        while ((p = game.currentPlayer(s)) >= 0) {
            buffer.clear();
            game.legalActions(s, buffer);
            game.apply(s, p, buffer.get(rng.nextInt(buffer.size())), EventSink.NONE);
            n++;
        }
        return n;
    }
}
