package ${package}.rules;

import ${package}.model.RaceSettings;
import ${package}.model.RaceState;
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
import java.util.Arrays;
import java.util.List;

/**
 * The forward model of ${gameName}: who decides, what they may do, and what happens when they do it. It holds no game
 * data, so one instance serves every thread; all data lives in {@link RaceState}.
 */
public final class RaceGame implements Game<RaceState> {

    private final RaceSettings settings;
    private final GameInfo info;

    /** A game with the numbers of {@code settings}. */
    public RaceGame(RaceSettings settings) {
        this.settings = settings;
        this.info = new GameInfo("${gameId}", "${gameName}", 2, 2, "1",
                "A dice race: roll on or hold, first to " + settings.target() + " wins.", List.of(),
                RaceAction.TYPES);
    }

    @Override
    public GameInfo info() {
        return info;
    }

    @Override
    public RaceState newGame(Setup setup) {
        setup.validate(info);
        return new RaceState(setup.players(), setup.seed());
    }

    @Override
    public int currentPlayer(RaceState s) {
        return s.winner >= 0 ? -1 : s.turn;
    }

    @Override
    public Decision decision(RaceState s) {
        if (s.winner >= 0) {
            return Decision.GAME_OVER;
        }
        return new Decision(s.turn, s.turn, s.rolls == 0 ? "roll the die" : "roll on or hold " + s.turnTotal);
    }

    /**
     * Hold comes first once allowed: a player who always takes the first choice then rolls once and holds, so the
     * game always ends (the contract kit checks this).
     */
    @Override
    public void legalActions(RaceState s, List<Action> out) {
        if (s.winner >= 0) {
            return;
        }
        if (s.rolls > 0) {
            out.add(RaceAction.Hold.INSTANCE);
        }
        out.add(RaceAction.Roll.INSTANCE);
    }

    /** Checks first (wrong player, unknown action, Hold before a roll), then changes the state. */
    @Override
    public void apply(RaceState s, int player, Action action, EventSink events) {
        int deciding = currentPlayer(s);
        if (deciding < 0 || player != deciding) {
            throw IllegalActionException.wrongPlayer(player, deciding);
        }
        if (action instanceof RaceAction.Hold) {
            if (s.rolls == 0) {
                throw new IllegalActionException("roll at least once before you hold");
            }
            s.banked[player] += s.turnTotal;
            if (events.enabled()) {
                events.emit(new RaceEvent("P" + (player + 1) + " holds and has " + s.banked[player]));
            }
            if (s.banked[player] >= settings.target()) {
                s.winner = player;
                return;
            }
            endTurn(s);
        } else if (action instanceof RaceAction.Roll) {
            int face = 1 + s.rng.nextInt(settings.faces());
            s.rolls++;
            if (face == settings.bust()) {
                if (events.enabled()) {
                    events.emit(new RaceEvent("P" + (player + 1) + " rolls " + face + " and loses "
                            + s.turnTotal));
                }
                endTurn(s);
            } else {
                s.turnTotal += face;
                if (events.enabled()) {
                    events.emit(new RaceEvent("P" + (player + 1) + " rolls " + face + " (turn total "
                            + s.turnTotal + ")"));
                }
            }
        } else {
            throw IllegalActionException.notNow(action, "roll or hold");
        }
    }

    private static void endTurn(RaceState s) {
        s.turn = (s.turn + 1) % s.banked.length;
        s.turnTotal = 0;
        s.rolls = 0;
    }

    @Override
    public Outcome outcome(RaceState s) {
        if (s.winner < 0) {
            throw new IllegalStateException("the game is not over");
        }
        return Outcome.ranked(s.banked.clone(), "P" + (s.winner + 1) + " reached " + settings.target());
    }

    @Override
    public View view(RaceState s, int player) {
        return new RaceView(player, Arrays.stream(s.banked).boxed().toList(), s.turn, s.turnTotal,
                settings.target());
    }

    /** Nothing is hidden: a copy is consistent with what anyone has seen (the die's future is re-seeded). */
    @Override
    public RaceState determinize(RaceState s, int observer, Rng rng) {
        RaceState d = s.copy();
        d.rng.copyFrom(rng.split());
        return d;
    }

    @Override
    public String describe(RaceState s, Action action) {
        return action instanceof RaceAction.Hold ? "Hold (bank " + s.turnTotal + ")" : "Roll";
    }

    /** The numbers this game plays with. */
    public RaceSettings settings() {
        return settings;
    }
}
