package io.agon.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SetupAndOutcomeTest {

    private final GameInfo info = new GameInfo("g", "Game", 3, 5, "1", "", List.of(
            new OptionInfo("boards", "which boards", List.of("first-game", "random"), "first-game")), List.of());

    @Test
    void validateFillsDefaultsAndRejectsMistakes() {
        assertThat(Setup.of(3, 1).validate(info)).containsEntry("boards", "first-game");
        assertThat(new Setup(4, 1, Map.of("boards", "random")).validate(info)).containsEntry("boards", "random");
        assertThatThrownBy(() -> Setup.of(2, 1).validate(info)).isInstanceOf(SetupException.class)
                .hasMessage("Game is for 3-5 players, not 2");
        assertThatThrownBy(() -> new Setup(3, 1, Map.of("colour", "red")).validate(info))
                .hasMessage("unknown option 'colour' for Game (options: boards)");
        assertThatThrownBy(() -> new Setup(3, 1, Map.of("boards", "x")).validate(info))
                .hasMessage("option boards must be one of [first-game, random], not 'x'");
    }

    @Test
    void rankedAppliesTieBreaksInOrderAndSharesUnbrokenTies() {
        Outcome o = Outcome.ranked(new int[] {10, 12, 12, 9}, "", new int[] {1, 3, 2, 0});
        assertThat(o.ranks()).containsExactly(2, 0, 1, 3);
        assertThat(o.isWinner(1)).isTrue();
        assertThat(o.winnerCount()).isEqualTo(1);

        Outcome shared = Outcome.ranked(new int[] {5, 5, 1}, "", new int[] {2, 2, 9});
        assertThat(shared.ranks()).containsExactly(0, 0, 2);
        assertThat(shared.winnerCount()).isEqualTo(2);
    }

    @Test
    void decisionKnowsInterrupts() {
        assertThat(new Decision(2, 0, "bid").isInterrupt()).isTrue();
        assertThat(new Decision(0, 0, "build").isInterrupt()).isFalse();
        assertThat(Decision.GAME_OVER.isInterrupt()).isFalse();
    }
}
