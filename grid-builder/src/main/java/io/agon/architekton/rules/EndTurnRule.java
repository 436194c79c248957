package io.agon.architekton.rules;

import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.model.Step;
import io.agon.architekton.model.TileSet;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.flow.Control;
import io.agon.core.flow.StepRule;
import java.util.List;

/**
 * Step {@code EndTurn}, automatic: the end of a turn (spec 4.1, 7): refill the display, open the reserve and count
 * down the final turns (7.2, 7.3, D15, D24); the game ends when the countdown reaches 0. The phase's end (in
 * {@link ArchitektonGame}) then passes the turn.
 */
final class EndTurnRule implements StepRule<ArchitektonState, Step.EndTurn> {

    private final TileSet tiles;

    EndTurnRule(TileSet tiles) {
        this.tiles = tiles;
    }

    @Override
    public int decider(ArchitektonState s, Step.EndTurn step) {
        return AUTO;
    }

    @Override
    public void legal(ArchitektonState s, Step.EndTurn step, List<Action> out) {
        // nobody decides the end of a turn
    }

    @Override
    public boolean resolve(ArchitektonState s, Step.EndTurn step, Control<ArchitektonState> flow,
                           EventSink events) {
        Refill.endTurn(tiles, s, events);
        if (s.over && events.enabled()) {
            events.emit(new ArchitektonEvent.GameEnded(FinalScoring.summary(FinalScoring.score(s))));
        }
        flow.done(s, events);
        return true;
    }
}
