package io.agon.polis;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.testkit.GameContract;
import io.agon.polis.model.PolisState;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

class PolisContractTest {

    private static GameContract<PolisState> contract() {
        return GameContract.of(Fixtures.GAME)
                .invariant("cards conserved (64 + 4)", Fixtures::cardsConserved)
                .invariant("money and tokens conserved, never negative", Fixtures::moneyConserved)
                .invariant("the second end-game card ends the game", Fixtures::secondEndGameCardEnds);
    }

    @Test
    @DisplayName("contract kit: 2,000 random games with 3, 4 and 5 players and the Polis invariants")
    void twoThousandGames() {
        var report = contract().players(3, 4, 5).games(2000).seed(1).fullGames(12).sampleEvery(97).run();
        assertThat(report.games()).isEqualTo(2000);
    }

    @Test
    @DisplayName("contract kit: board variants V1 (random) and V2 (draft) (spec 3.2)")
    void variants() {
        contract().players(3, 4, 5).games(30).seed(77).fullGames(6).options(Map.of("boards", "random")).run();
        contract().players(5, 4, 3).games(30).seed(99).fullGames(6).options(Map.of("boards", "draft")).run();
    }

    @Test
    @EnabledIfSystemProperty(named = "agon.long", matches = "true")
    @DisplayName("long contract run: 20,000 games")
    void longRun() {
        contract().players(3, 4, 5).games(20000).seed(100_000).fullGames(100).sampleEvery(13).run();
    }
}
