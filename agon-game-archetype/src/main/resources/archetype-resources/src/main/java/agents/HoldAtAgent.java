package ${package}.agents;

import ${package}.rules.${gameName}Action;
import ${package}.rules.${gameName}View;
import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.agent.Agent;
import io.agon.core.agent.InformationSet;
import java.util.List;

/**
 * The game's own heuristic: roll until the turn total reaches {@code holdAt} (or would win), then hold. Like every
 * agent it sees only an {@link InformationSet}: its seat's view and legal actions, never the true state.
 */
public final class HoldAtAgent implements Agent {

    private final int holdAt;

    /** Holds once the turn total reaches {@code holdAt}. */
    public HoldAtAgent(int holdAt) {
        this.holdAt = holdAt;
    }

    @Override
    public String name() {
        return "heuristic";
    }

    @Override
    public <S extends GameState<S>> Action choose(Game<S> game, InformationSet<S> info) {
        List<Action> legal = info.legalActions();
        ${gameName}View v = (${gameName}View) info.view();
        boolean wins = v.banked().get(info.player()) + v.turnTotal() >= v.target();
        if (legal.contains(${gameName}Action.Hold.INSTANCE) && (v.turnTotal() >= holdAt || wins)) {
            return ${gameName}Action.Hold.INSTANCE;
        }
        return ${gameName}Action.Roll.INSTANCE;
    }
}
