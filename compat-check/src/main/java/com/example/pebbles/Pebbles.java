package com.example.pebbles;

import io.agon.core.Action;
import io.agon.core.Decision;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameInfo;
import io.agon.core.IllegalActionException;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import java.util.List;

/**
 * Pebbles, for 2 to 4 players: a pile of 15 to 24 pebbles (by the seed); in turn each takes 1, 2 or 3; whoever
 * takes the last pebble wins. Written against Agon's public API as an outside game would be.
 */
public final class Pebbles implements Game<PebblesState> {

    private static final List<Action> TAKES = List.of(new Take(1), new Take(2), new Take(3));

    private final GameInfo info = new GameInfo("pebbles", "Pebbles", 2, 4, "1",
            "Take 1 to 3 pebbles; the last pebble wins.", List.of(), List.of(Take.class));

    @Override
    public GameInfo info() {
        return info;
    }

    @Override
    public PebblesState newGame(Setup setup) {
        setup.validate(info);
        return new PebblesState(setup.players(), 15 + new Rng(setup.seed()).nextInt(10));
    }

    @Override
    public int currentPlayer(PebblesState s) {
        return s.winner >= 0 ? -1 : s.turn;
    }

    @Override
    public Decision decision(PebblesState s) {
        return s.winner >= 0 ? Decision.GAME_OVER : new Decision(s.turn, s.turn, "take 1 to 3 pebbles");
    }

    @Override
    public void legalActions(PebblesState s, List<Action> out) {
        if (s.winner < 0) {
            out.addAll(TAKES.subList(0, Math.min(3, s.pile)));
        }
    }

    @Override
    public void apply(PebblesState s, int player, Action action, EventSink events) {
        if (s.winner >= 0 || player != s.turn) {
            throw IllegalActionException.wrongPlayer(player, currentPlayer(s));
        }
        if (!(action instanceof Take t) || t.count() < 1 || t.count() > Math.min(3, s.pile)) {
            throw IllegalActionException.notNow(action, "take 1 to " + Math.min(3, s.pile));
        }
        s.pile -= t.count();
        s.taken[player] += t.count();
        if (s.pile == 0) {
            s.winner = player;
        } else {
            s.turn = (s.turn + 1) % s.taken.length;
        }
    }

    @Override
    public Outcome outcome(PebblesState s) {
        if (s.winner < 0) {
            throw new IllegalStateException("the game is not over");
        }
        int[] scores = new int[s.taken.length];
        scores[s.winner] = 1;
        return Outcome.ranked(scores, "P" + (s.winner + 1) + " took the last pebble");
    }

    @Override
    public View view(PebblesState s, int player) {
        return new PebblesView(player, s.pile, s.turn);
    }

    @Override
    public PebblesState determinize(PebblesState s, int observer, Rng rng) {
        return s.copy(); // nothing is hidden
    }
}
