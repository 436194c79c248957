package io.agon.core.session;

import io.agon.core.Action;
import io.agon.core.GameEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * One action taken in a {@link Session}: its place in the history, who took it, what it caused, and (when the
 * session narrates) how each seat saw it.
 *
 * @param index  0-based place in the session's history
 * @param seat   the seat that took it
 * @param action the action
 * @param events what it caused, in order (empty when the session collects no events)
 * @param labels when the session narrates: the action's description for observers -1 (public), 0, 1, ... at
 *               index {@code observer + 1}, then at the end the decider's own wording
 *               ({@code Game.describe(state, action)}); otherwise empty
 */
public record Move(int index, int seat, Action action, List<GameEvent> events, List<String> labels) {

    /** Copies the lists. */
    public Move {
        events = List.copyOf(events);
        labels = List.copyOf(labels);
    }

    /** True when the session narrated this move (its labels are known). */
    public boolean narrated() {
        return !labels.isEmpty();
    }

    /**
     * The action as {@code observer} may see it (-1: public), e.g. "Auction a yellow card"; the action's own text
     * when the move was not narrated.
     */
    public String label(int observer) {
        return labels.isEmpty() ? action.toString() : labels.get(observer + 1);
    }

    /** The action as the deciding seat worded it ({@code Game.describe(state, action)}). */
    public String ownLabel() {
        return labels.isEmpty() ? action.toString() : labels.get(labels.size() - 1);
    }

    /** The move's line of the narration for {@code observer} (-1: public): "P2: Bid 5". */
    public String line(int observer) {
        return "P" + (seat + 1) + ": " + label(observer);
    }

    /**
     * The narration of this move for {@code observer} (-1: public): its {@link #line} and one "  * event" line per
     * event.
     */
    public List<String> narration(int observer) {
        List<String> out = new ArrayList<>(1 + events.size());
        out.add(line(observer));
        for (GameEvent e : events) {
            out.add("  * " + e.text());
        }
        return out;
    }
}
