package io.agon.architekton.rules;

/**
 * Why a placement is illegal: the reason codes of spec 4.2 (L1-L7). Messages of rejected placements start with
 * the code and end with the rule.
 */
public enum Reason {
    /** L1: the tile is not in the display. */
    TILE_NOT_IN_DISPLAY("L1"),
    /** L2: the cell already holds a tile. */
    CELL_OCCUPIED("L2"),
    /** L3: landscapes go on cells with even x + y, buildings on odd. */
    WRONG_CELL_KIND("L3"),
    /** L4: the cell touches no tile along an edge. */
    NOT_ADJACENT("L4"),
    /** L5: none of the shared edges matches. */
    NO_MATCHING_EDGE("L5"),
    /** L6: a building's rotation must be 0-3. */
    BAD_ROTATION("L6"),
    /** L7: the house must come from the supply, or (supply empty) from one of one's own buildings. */
    BAD_HOUSE_SOURCE("L7");

    private final String rule;

    Reason(String rule) {
        this.rule = rule;
    }

    /** The rule number in spec 4.2, e.g. "L2". */
    public String rule() {
        return rule;
    }

    /** "CODE: detail (spec 4.2 Ln)". */
    public String message(String detail) {
        return name() + ": " + detail + " (spec 4.2 " + rule + (this == BAD_HOUSE_SOURCE ? ", 4.3, D5)" : ")");
    }
}
