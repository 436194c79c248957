package ${package};

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import ${package}.io.${gameName}SettingsLoader;
import ${package}.model.${gameName}State;
import ${package}.rules.${gameName}Action;
import ${package}.rules.${gameName}Game;
import ${package}.wiring.${gameName}Module;
import io.agon.core.IllegalActionException;
import io.agon.core.Setup;
import io.agon.core.flow.FlowShape;
import io.agon.core.spi.GameCatalog;
import io.agon.core.testkit.GameContract;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Agon contract kit over seeded random games, the declared flow, a rule check, and the launcher's wiring. */
class ${gameName}ContractTest {

    private final ${gameName}Game game = new ${gameName}Game(${gameName}SettingsLoader.load());

    @Test
    void theContractHolds() {
        GameContract.Report r = GameContract.of(game).players(2).games(500).seed(1)
                .invariant("points only grow and stay below the target until the end", s -> {
                    boolean ok = Arrays.stream(s.banked).allMatch(b -> b >= 0)
                            && (s.winner >= 0 || Arrays.stream(s.banked).allMatch(b -> b < game.settings().target()));
                    return ok ? null : "banked " + Arrays.toString(s.banked);
                })
                .run();
        assertEquals(500, r.games());
    }

    @Test
    void theFlowDeclaresOnePhaseWithItsActions() {
        FlowShape shape = game.flow().shape();
        assertEquals(List.of("Turn"), shape.phases().stream().map(FlowShape.Phase::name).toList());
        FlowShape.Step turn = shape.phases().get(0).steps().get(0);
        assertEquals("TurnRule", turn.rule());
        assertEquals(List.of("Roll", "Hold"), turn.actions());
    }

    @Test
    void holdNeedsARollFirst() {
        ${gameName}State s = game.newGame(Setup.of(2, 7));
        assertEquals(List.of(${gameName}Action.Roll.INSTANCE), game.legalActions(s));
        ${gameName}State before = s.copy();
        assertThrows(IllegalActionException.class, () -> game.apply(s, ${gameName}Action.Hold.INSTANCE));
        assertEquals(before, s);
    }

    @Test
    void theLauncherFindsTheGame() {
        GameCatalog catalog = GameCatalog.fromModules(List.of(new ${gameName}Module()));
        assertEquals("${gameName}", catalog.get("${gameId}").game().info().name());
    }
}
