package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.spi.GameCatalog;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The server never sends what a seat may not see: re-dealing everything hidden from a seat (the game's
 * {@code determinize} for that seat) does not change a byte of the message that seat receives, and a spectator's
 * message (with the game's public board, {@code Game.publicView}) does not change whatever is re-dealt.
 */
class HiddenInformationTest {

    static final GameCatalog CATALOG = GameCatalog.load();

    @ParameterizedTest(name = "{0}, {1} players")
    @CsvSource({"polis, 3", "polis, 5", "massilia, 2", "massilia, 4", "architekton, 2", "sealed-lots, 3",
        "auction-house, 3", "kuhn-poker, 2"})
    void redealingHiddenPartsChangesNoByteASeatReceives(String gameId, int players) {
        check(CATALOG.get(gameId).game(), players);
    }

    private static <S extends GameState<S>> void check(Game<S> game, int players) {
        List<Table.Seat> seats = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            seats.add(new Table.Seat(p, "human", "t" + p));
        }
        Table.Header header = new Table.Header("0123456789abcdef", game.info().id(), game.info().name(), seats, null);
        int checked = 0;
        int controlsThatDiffer = 0;
        int spectatorBoards = 0;
        for (long seed = 1; seed <= 3; seed++) {
            S state = game.newGame(Setup.of(players, seed));
            Rng choices = new Rng(seed * 7919);
            int version = 0;
            while (!game.isOver(state) && version < 2000) {
                if (version % 37 == 0) {
                    for (int p = -1; p < players; p++) {
                        String sent = message(header, game, state, p, version);
                        if (p < 0) {
                            spectatorBoards += sent.contains("\"view\":null") ? 0 : 1;
                        }
                        for (int deal = 0; deal < 3; deal++) {
                            Rng rng = new Rng(seed * 1000 + version * 10L + deal);
                            int redealtFor = p >= 0 ? p : deal % players; // a spectator: re-deal for anyone
                            S redealt = game.determinize(state, redealtFor, rng);
                            assertThat(message(header, game, redealt, p, version))
                                    .as("%s seed %d version %d observer %d", game.info().id(), seed, version, p)
                                    .isEqualTo(sent);
                            checked++;
                        }
                        if (p >= 0) {
                            // control: re-dealing for ANOTHER seat does change what this seat would be sent
                            S other = game.determinize(state, (p + 1) % players, new Rng(seed + version));
                            if (!message(header, game, other, p, version).equals(sent)) {
                                controlsThatDiffer++;
                            }
                        }
                    }
                }
                List<Action> legal = game.legalActions(state);
                game.apply(state, legal.get(choices.nextInt(legal.size())));
                version++;
            }
        }
        assertThat(checked).isGreaterThan(game.info().id().startsWith("polis") || game.info().id().equals("massilia")
                ? 100 : 20);
        assertThat(spectatorBoards).as("a spectator gets the game's public view while it runs").isPositive();
        if (!game.info().id().equals("architekton")) { // Architekton's views hide nothing a seat could see
            assertThat(controlsThatDiffer).as("the comparison can fail").isPositive();
        }
    }

    private static <S extends GameState<S>> String message(Table.Header header, Game<S> game, S state, int observer,
                                                           int version) {
        return Messages.state(header, CoreSession.snapshot(game, state, observer, version), List.of(), 0,
                game.isOver(state) ? game.outcome(state) : null,
                new Messages.Extras(version, false, game.isOver(state) ? List.of() : game.pendingSteps(state), null));
    }
}
