package io.agon.architekton.rules;

import io.agon.core.GameEvent;
import io.agon.core.Words;
import java.util.List;

/** What happened in Architekton, for the launcher's narration. Players are "P1", "P2". */
public sealed interface ArchitektonEvent extends GameEvent {

    /** "P1" for seat 0. */
    static String p(int seat) {
        return "P" + (seat + 1);
    }

    /** "column 2, row -1": a cell as the board, the moves and the narration name it (columns grow east, rows north). */
    static String at(int x, int y) {
        return "column " + x + ", row " + y;
    }

    /** Set-up (spec 3): the two start landscapes on the board, and who begins. */
    record SetUp(String first, String second, int starter) implements ArchitektonEvent {
        @Override
        public String text() {
            return "Set-up: the " + first + " landscape at column 0, row 0 and the " + second
                    + " landscape at column 1, row 1; " + p(starter) + " begins";
        }
    }

    /** A tile was laid ({@code tile}: "the forest landscape"); {@code detail} names a building's edges and where its house came from. */
    record TileLaid(int player, String tile, int x, int y, String detail) implements ArchitektonEvent {
        @Override
        public String text() {
            return p(player) + " laid " + tile + " at " + at(x, y) + (detail.isEmpty() ? "" : ", " + detail);
        }
    }

    /** A house was moved onto a new building because the supply was empty (spec 4.3). */
    record HouseMoved(int player, int fromX, int fromY, int toX, int toY) implements ArchitektonEvent {
        @Override
        public String text() {
            return p(player) + " moved a house from " + at(fromX, fromY) + " to " + at(toX, toY)
                    + "; the building at " + at(fromX, fromY) + " stays houseless";
        }
    }

    /** A building was enclosed; {@code owner} -1 means it has no house and nothing happens (D6). */
    record BuildingEnclosed(int owner, int x, int y, int wrongEdges) implements ArchitektonEvent {
        @Override
        public String text() {
            String at = "The building at " + at(x, y) + " is enclosed";
            if (owner < 0) {
                return at + " but has no house: nothing happens";
            }
            if (wrongEdges == 0) {
                return at + " with all four edges matching: " + p(owner) + " gains a chip";
            }
            return at + " with " + Words.count(wrongEdges, "wrong edge") + ": " + p(owner)
                    + " must keep the house (pay " + wrongEdges + ") or withdraw it (pay " + (wrongEdges - 1) + ")";
        }
    }

    /** The owner kept or withdrew the house of an enclosed building and paid. */
    record OwnerChose(int owner, int x, int y, boolean withdrew, int paid, int chipsLeft)
            implements ArchitektonEvent {
        @Override
        public String text() {
            return p(owner) + (withdrew ? " withdrew the house from the building at "
                    : " kept the house on the building at ") + at(x, y)
                    + " and paid " + Words.count(paid, "chip") + " (" + chipsLeft + " left)";
        }
    }

    /** A player could not pay: the game ends, the other player wins (spec 6). */
    record Bankrupt(int loser, int cost, int chips) implements ArchitektonEvent {
        @Override
        public String text() {
            return p(loser) + " must pay " + cost + " chips but has only " + chips + ": " + p(1 - loser)
                    + " wins by bankruptcy";
        }
    }

    /** No display tile fitted anywhere, so a display row left the game and was refilled (D12). */
    record RowFlushed(String kind, List<String> tiles) implements ArchitektonEvent {
        /** Copies the list. */
        public RowFlushed {
            tiles = List.copyOf(tiles);
        }

        @Override
        public String text() {
            return "No display tile can be laid anywhere: the " + kind + " row (" + String.join(", ", tiles)
                    + ") leaves the game";
        }
    }

    /** Still stuck with nothing left to draw: the rest of the turn is lost (D12 step 4). */
    record TurnLost(int player) implements ArchitektonEvent {
        @Override
        public String text() {
            return p(player) + " cannot lay any tile and nothing can be drawn: the turn ends";
        }
    }

    /** Tiles were turned face up into the display. */
    record Refilled(String kind, List<String> tiles) implements ArchitektonEvent {
        /** Copies the list. */
        public Refilled {
            tiles = List.copyOf(tiles);
        }

        @Override
        public String text() {
            return "New " + Words.noun(tiles.size(), kind) + " in the display: " + String.join(", ", tiles);
        }
    }

    /** A display row could not be completed from its stack: the reserve is opened (spec 7.2). */
    record ReserveOpened(int player, String kind) implements ArchitektonEvent {
        @Override
        public String text() {
            return "The " + kind + " stack is empty: the reserve is opened in " + p(player)
                    + "'s turn and the final turns begin";
        }
    }

    /** The final-turn countdown after a turn. */
    record FinalTurns(int turnsLeft) implements ArchitektonEvent {
        @Override
        public String text() {
            return turnsLeft == 0 ? "That was the last turn." : Words.count(turnsLeft, "final turn")
                    + " left";
        }
    }

    /** The game ended normally; {@code summary} gives the final scoring. */
    record GameEnded(String summary) implements ArchitektonEvent {
        @Override
        public String text() {
            return "Game over. " + summary;
        }
    }
}
