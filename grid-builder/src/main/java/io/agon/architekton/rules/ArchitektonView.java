package io.agon.architekton.rules;

import io.agon.core.View;
import io.agon.core.Words;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What one player sees of an Architekton game: the whole table, the display, the sizes (not the order or
 * contents) of the draw stacks and reserves (D14), chips and house supplies, and the pending decision.
 *
 * @param observer       the seat this view is for
 * @param turn           the turn number, from 1
 * @param onTurn         the seat on turn (-1 when over)
 * @param decider        the seat that must decide now (-1 when over)
 * @param prompt         what is asked
 * @param table          every laid tile
 * @param landscapeRow   the display's landscapes
 * @param buildingRow    the display's buildings
 * @param stacks         tiles left in the landscape and building draw stacks
 * @param reserves       tiles left in the landscape and building reserves
 * @param reserveOpened  whether the final turns have begun
 * @param finalTurnsLeft turns still to play once counted down, -1 before
 * @param chips          chips per seat
 * @param supply         houses in each seat's supply
 * @param flushed        tiles taken out of the game by the flush rule (D12)
 * @param result         the outcome summary when the game is over, else empty
 * @param options        what this seat may do now, one entry per legal action in the order of the legal list
 *                       (empty when another seat decides): for a picture that makes the actions clickable
 */
public record ArchitektonView(int observer, int turn, int onTurn, int decider, String prompt, List<Cell> table,
                              List<DisplayTile> landscapeRow, List<DisplayTile> buildingRow, List<Integer> stacks,
                              List<Integer> reserves, boolean reserveOpened, int finalTurnsLeft,
                              List<Integer> chips, List<Integer> supply, List<String> flushed, String result,
                              List<Option> options)
        implements View {

    /**
     * One laid tile.
     *
     * @param x     column (east is +1)
     * @param y     row (north is +1)
     * @param tile  tile id
     * @param edges terrain letter on the N, E, S, W edge (a landscape shows its terrain on all four)
     * @param building true for a building
     * @param house seat of the house on a building, -1 for none
     */
    public record Cell(int x, int y, String tile, String edges, boolean building, int house) {
    }

    /**
     * One display tile.
     *
     * @param tile  tile id (as in the view options)
     * @param edges terrain letters: one for a landscape; N, E, S, W in the base orientation for a building
     * @param name  the tile as a person names it ("forest", "building SEMF"), as in the moves
     */
    public record DisplayTile(String tile, String edges, String name) {
    }

    /**
     * One legal action of the deciding seat, as data (the same facts as its {@code describe} label).
     *
     * @param kind      "place", "move" (the house on {@code (x, y)} moves onto the new building), "keep" or
     *                  "withdraw" (the house on the enclosed building at {@code (x, y)})
     * @param tile      the display tile laid ("place"), else empty
     * @param x         the cell's column
     * @param y         the cell's row
     * @param rotation  quarter turns clockwise of a building ("place"), else 0
     * @param cost      chips paid ("keep", "withdraw"), else 0
     * @param encloses  the buildings this placement encloses (spec 5), in the order they are scored
     */
    public record Option(String kind, String tile, int x, int y, int rotation, int cost, List<Enclosed> encloses) {
        /** Copies the list. */
        public Option {
            encloses = List.copyOf(encloses);
        }
    }

    /**
     * A building that a placement encloses (spec 5): a perfect one ({@code wrong} 0) earns its owner a chip, an
     * imperfect one costs its owner {@code wrong} chips (keep) or one less (withdraw); a houseless one nothing.
     *
     * @param x     the building's column
     * @param y     the building's row
     * @param owner the seat of its house, -1 for none
     * @param wrong the number of its edges whose landscape differs
     */
    public record Enclosed(int x, int y, int owner, int wrong) {
    }

    /** Copies every list. */
    public ArchitektonView {
        table = List.copyOf(table);
        landscapeRow = List.copyOf(landscapeRow);
        buildingRow = List.copyOf(buildingRow);
        stacks = List.copyOf(stacks);
        reserves = List.copyOf(reserves);
        chips = List.copyOf(chips);
        supply = List.copyOf(supply);
        flushed = List.copyOf(flushed);
        options = List.copyOf(options);
    }

    @Override
    public String render() {
        StringBuilder b = new StringBuilder();
        b.append("Architekton, turn ").append(turn);
        if (decider >= 0) {
            b.append(", P").append(onTurn + 1).append(" on turn");
        }
        b.append('\n');
        renderTable(b);
        b.append("Key: landscapes are filled with lower-case letters, buildings show the terrain each edge asks for\n")
         .append("     (N above, S below) around the house: 1 = P1, 2 = P2, - = none. '+' = free cell next to the\n")
         .append("     table. S/s sea, M/m meadow, F/f forest, E/e earth.\n");
        b.append("Display landscapes: ");
        appendRow(b, landscapeRow);
        b.append("Display buildings:  ");
        appendRow(b, buildingRow);
        b.append("  (a building is named by the terrains its edges ask for, north, east, south, west; it may be turned)\n");
        b.append("Stacks: ").append(Words.count(stacks.get(0), "landscape")).append(", ")
         .append(Words.count(stacks.get(1), "building")).append("; reserves ").append(reserves.get(0)).append(" + ").append(reserves.get(1))
         .append(reserveOpened ? " (opened: final turns left " + finalTurnsLeft + ")" : " (closed)").append('\n');
        if (!flushed.isEmpty()) {
            b.append("Out of the game: ").append(String.join(", ", flushed)).append('\n');
        }
        for (int p = 0; p < chips.size(); p++) {
            b.append(p == 0 ? "" : "   |   ").append("P").append(p + 1).append(p == observer ? " (you)" : "")
             .append(": ").append(chips.get(p)).append(chips.get(p) == 1 ? " chip, " : " chips, ").append(supply.get(p))
             .append(supply.get(p) == 1 ? " house" : " houses").append(" in supply");
        }
        b.append('\n');
        b.append(result.isEmpty() ? (decider >= 0 ? "P" + (decider + 1) + ": " + prompt : prompt) : result);
        return b.append('\n').toString();
    }

    private static void appendRow(StringBuilder b, List<DisplayTile> row) {
        if (row.isEmpty()) {
            b.append("(none)");
        }
        for (int i = 0; i < row.size(); i++) {
            DisplayTile t = row.get(i);
            b.append(i == 0 ? "" : ",  ").append(t.name());
        }
        b.append('\n');
    }

    private void renderTable(StringBuilder b) {
        Map<Long, Cell> at = new HashMap<>();
        int minX = Integer.MAX_VALUE;
        int maxX = Integer.MIN_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxY = Integer.MIN_VALUE;
        for (Cell c : table) {
            at.put(key(c.x(), c.y()), c);
            minX = Math.min(minX, c.x());
            maxX = Math.max(maxX, c.x());
            minY = Math.min(minY, c.y());
            maxY = Math.max(maxY, c.y());
        }
        if (table.isEmpty()) {
            b.append("(empty table)\n");
            return;
        }
        StringBuilder head = new StringBuilder("   y\\x");
        for (int x = minX - 1; x <= maxX + 1; x++) {
            head.append(String.format("%3d ", x));
        }
        b.append(head.toString().stripTrailing()).append('\n');
        for (int y = maxY + 1; y >= minY - 1; y--) {
            for (int line = 0; line < 3; line++) {
                StringBuilder row = new StringBuilder(line == 1 ? String.format("%5d ", y) : "      ");
                for (int x = minX - 1; x <= maxX + 1; x++) {
                    row.append(cellLine(at, x, y, line)).append(' ');
                }
                String s = row.toString().stripTrailing();
                b.append(s).append('\n');
            }
        }
    }

    private static String cellLine(Map<Long, Cell> at, int x, int y, int line) {
        Cell c = at.get(key(x, y));
        if (c == null) {
            boolean free = at.containsKey(key(x + 1, y)) || at.containsKey(key(x - 1, y))
                    || at.containsKey(key(x, y + 1)) || at.containsKey(key(x, y - 1));
            return line == 1 && free ? " + " : "   ";
        }
        String e = c.edges();
        if (!c.building()) {
            String l = e.substring(0, 1).toLowerCase(java.util.Locale.ROOT);
            return l + l + l;
        }
        char house = c.house() < 0 ? '-' : (char) ('1' + c.house());
        return switch (line) {
            case 0 -> " " + e.charAt(0) + " ";
            case 1 -> "" + e.charAt(3) + house + e.charAt(1);
            default -> " " + e.charAt(2) + " ";
        };
    }

    private static long key(int x, int y) {
        return ((long) x << 32) ^ (y & 0xFFFFFFFFL);
    }
}
