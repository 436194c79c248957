package io.agon.massilia.rules;

import io.agon.massilia.model.Ids;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The full text of the god cards (spec 6), for {@code ? NAME} at the play prompt and {@code agon rules massilia}.
 * Any god: at most one of each per turn, playable from the turn after it was taken, hand limit 3 (spec 6.1).
 */
final class Gods {

    private static final String[] TEXT = {
        "with a grey action in your turn: take up to 2 god cards instead of 1 (hand limit 3 still applies). 4 in the"
                + " deck.",
        "when you roll in phase II: keep up to 2 dice in your supply without paying 2 sesterces each. 4 in the deck.",
        "with an action that reads a price tile: that price counts 1 higher or 1 lower for this action only (it"
                + " stays within 1-3). 5 in the deck.",
        "when the consul stops at a stall of yours, in anyone's turn: no closure, no tax, and nobody builds there."
                + " 5 in the deck.",
        "with a die use: one pip step (+1 or -1, 6 and 1 wrap) without a penalty stone. 6 in the deck.",
        "with a die use: recolour one die without a penalty stone. 6 in the deck.",
        "with a die use: add a die of the action colour (pips summed) without a penalty stone. 6 in the deck.",
        "in your turn, before or after the die use or before passing: return 1 or 2 of your penalty stones. 6 in"
                + " the deck.",
    };

    private Gods() {
    }

    /** Every god by name, in card order. */
    static Map<String, String> glossary() {
        Map<String, String> out = new LinkedHashMap<>();
        for (int g = 0; g < Ids.GODS; g++) {
            out.put(Ids.GOD_NAMES[g], "god card, " + TEXT[g]);
        }
        return Collections.unmodifiableMap(out);
    }
}
