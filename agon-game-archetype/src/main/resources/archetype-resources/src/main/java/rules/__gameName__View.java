package ${package}.rules;

import io.agon.core.View;
import java.util.List;

/**
 * What a seat sees. Nothing is hidden in this game, so every seat sees everything but the die's future; a game
 * with secrets leaves them out here (the contract kit checks that a view never changes when only hidden parts
 * do).
 */
public record ${gameName}View(int observer, List<Integer> banked, int turn, int turnTotal, int target) implements View {

    @Override
    public String render() {
        StringBuilder b = new StringBuilder();
        for (int p = 0; p < banked.size(); p++) {
            b.append("P").append(p + 1).append(p == observer ? " (you)" : "").append(": ").append(banked.get(p))
                    .append(" banked").append('\n');
        }
        b.append("P").append(turn + 1).append(" has ").append(turnTotal).append(" this turn; first to ")
                .append(target).append(" wins");
        return b.toString();
    }
}
