package io.agon.architekton.rules;

import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.model.Kind;
import io.agon.architekton.model.TileSet;
import io.agon.core.EventSink;
import java.util.ArrayList;
import java.util.List;

/**
 * Spec 7 and D12: refilling the display from the draw stacks and then the reserves, opening the reserve, the
 * final-turn countdown, the end of a turn, and the flush rule for a player who cannot lay any display tile.
 */
final class Refill {

    private Refill() {
    }

    /**
     * Spec 7.1: fills the empty slots of a display row, from the draw stack first, then the reserve; a row
     * whose sources are both empty stays short.
     */
    static void refillRow(TileSet tiles, ArchitektonState s, int kind, EventSink events) {
        int[] row = s.display;
        List<String> drawn = events.enabled() ? new ArrayList<>() : null;
        for (int i = s.displayStart(kind); i < s.displayEnd(kind); i++) {
            if (row[i] < 0) {
                int t = draw(tiles, s, kind, events);
                if (t < 0) {
                    break;
                }
                row[i] = t;
                if (drawn != null) {
                    drawn.add(tiles.label(t));
                }
            }
        }
        if (drawn != null && !drawn.isEmpty()) {
            events.emit(new ArchitektonEvent.Refilled(Kind.name(kind), drawn));
        }
    }

    /**
     * Draws one tile of {@code kind}: the top of the draw stack, or, when the stack is empty, the top of the
     * reserve. The first time a tile is needed from an empty stack, the reserve is opened (spec 7.2, D24).
     *
     * @return the tile, or -1 when both are empty
     */
    static int draw(TileSet tiles, ArchitektonState s, int kind, EventSink events) {
        int seg = tiles.first(kind);
        if (s.stackCount[kind] > 0) {
            int i = seg + s.reserveCount[kind] + s.stackCount[kind] - 1;
            int t = s.pile[i];
            s.pile[i] = -1;
            s.stackCount[kind]--;
            return t;
        }
        if (!s.reserveOpened) {
            s.reserveOpened = true;
            s.openedInTurn = s.turn;
            if (events.enabled()) {
                events.emit(new ArchitektonEvent.ReserveOpened(s.onTurn, Kind.name(kind)));
            }
        }
        if (s.reserveCount[kind] > 0) {
            int i = seg + s.reserveCount[kind] - 1;
            int t = s.pile[i];
            s.pile[i] = -1;
            s.reserveCount[kind]--;
            return t;
        }
        return -1;
    }

    /**
     * D12 steps 1-3: the player on turn cannot lay any display tile. Flush the landscape row if a landscape can
     * still be drawn, otherwise the building row if a building can; the flushed tiles leave the game.
     *
     * @return false when nothing could be flushed (D12 step 4: the turn ends)
     */
    static boolean flushOnce(TileSet tiles, ArchitektonState s, EventSink events) {
        for (int kind = Kind.LANDSCAPE; kind <= Kind.BUILDING; kind++) {
            if (s.drawable(kind) == 0) {
                continue;
            }
            int[] row = s.display;
            List<String> gone = events.enabled() ? new ArrayList<>() : null;
            for (int i = s.displayStart(kind); i < s.displayEnd(kind); i++) {
                if (row[i] >= 0) {
                    s.flushed |= 1L << row[i];
                    if (gone != null) {
                        gone.add(tiles.label(row[i]));
                    }
                    row[i] = -1;
                }
            }
            if (gone != null) {
                events.emit(new ArchitektonEvent.RowFlushed(Kind.name(kind), gone));
            }
            refillRow(tiles, s, kind, events);
            return true;
        }
        return false;
    }

    /**
     * The end of a turn (spec 4.1, 7): refill both rows and count down the final turns once the reserve is open
     * (7.3); the game is over when the countdown reaches 0. Passing the turn is the flow's (the phase's end).
     */
    static void endTurn(TileSet tiles, ArchitektonState s, EventSink events) {
        refillRow(tiles, s, Kind.LANDSCAPE, events);
        refillRow(tiles, s, Kind.BUILDING, events);
        if (s.reserveOpened) {
            if (s.openedInTurn == s.turn) {
                // spec 7.3: opened in the start player's turn -> 1 more turn, else 2
                s.finalTurnsLeft = s.onTurn == s.startPlayer ? 1 : 2;
            } else {
                s.finalTurnsLeft--;
            }
            if (events.enabled()) {
                events.emit(new ArchitektonEvent.FinalTurns(s.finalTurnsLeft));
            }
            if (s.finalTurnsLeft == 0) {
                s.over = true;
            }
        }
    }
}
