package io.agon.architekton.rules;

import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.model.Board;
import io.agon.core.Words;
import io.agon.core.component.SparseGrid;

/**
 * Spec 8: after a normal end, houses on buildings with only 1 or 2 landscapes around are removed; each player
 * then scores the size of their largest group of diagonally touching houses plus their chips. Ties: more
 * houses left on the table, then a draw (D19).
 */
public final class FinalScoring {

    /**
     * The final score of both players.
     *
     * @param largestGroup houses in each player's largest diagonal group
     * @param housesLeft   each player's houses on the table after the removal
     * @param removed      each player's houses taken off by the removal rule
     * @param chips        each player's chips
     * @param points       largest group + chips
     */
    public record Result(int[] largestGroup, int[] housesLeft, int[] removed, int[] chips, int[] points) {
    }

    private FinalScoring() {
    }

    /** True when the house on a building with value {@code v} survives the removal rule (8.1, D17). */
    static boolean survives(int v) {
        return Board.landscapesAround(v) >= 3;
    }

    /** Scores the table of {@code s} as it stands (normally at the end of the game). */
    public static Result score(ArchitektonState s) {
        SparseGrid grid = s.board.tiles();
        int[] group = new int[2];
        int[] left = new int[2];
        int[] removed = new int[2];
        int[] points = new int[2];
        for (int i = 0; i < grid.size(); i++) {
            int v = grid.valueAt(i);
            int owner = Board.isBuilding(v) ? Board.houseOf(v) : -1;
            if (owner >= 0) {
                if (survives(v)) {
                    left[owner]++;
                } else {
                    removed[owner]++;
                }
            }
        }
        for (int p = 0; p < 2; p++) {
            int seat = p;
            // 8.2, D18: groups connect diagonally only; other houses, houseless buildings and removed houses
            // connect nothing
            group[p] = grid.largestComponent(v -> Board.isBuilding(v) && Board.houseOf(v) == seat && survives(v),
                    false, true);
            points[p] = group[p] + s.chips[p];
        }
        return new Result(group, left, removed, s.chips.clone(), points);
    }

    /**
     * A one-line account, each seat's figures together, then who won and how, e.g. "P1: largest group 3 + 2 chips
     * = 5 points (6 houses left, 1 removed); P2: largest group 2 + 4 chips = 6 points (5 houses left, 1 removed);
     * P2 wins".
     */
    static String summary(Result r) {
        StringBuilder b = new StringBuilder();
        for (int p = 0; p < 2; p++) {
            b.append(p == 0 ? "" : "; ").append("P").append(p + 1).append(": largest group ")
                    .append(r.largestGroup()[p]).append(" + ").append(Words.count(r.chips()[p], "chip"))
                    .append(" = ").append(Words.count(r.points()[p], "point")).append(" (")
                    .append(Words.count(r.housesLeft()[p], "house")).append(" left, ").append(r.removed()[p])
                    .append(" removed)");
        }
        b.append("; ");
        int c = Integer.compare(r.points()[0], r.points()[1]);
        if (c == 0) {
            c = Integer.compare(r.housesLeft()[0], r.housesLeft()[1]);
            if (c != 0) {
                return b.append("tie on points, P").append(c > 0 ? 1 : 2).append(" wins on houses left")
                        .toString();
            }
            return b.append("a draw").toString();
        }
        return b.append("P").append(c > 0 ? 1 : 2).append(" wins").toString();
    }
}
