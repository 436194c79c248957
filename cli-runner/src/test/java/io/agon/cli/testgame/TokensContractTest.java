package io.agon.cli.testgame;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.testkit.GameContract;
import org.junit.jupiter.api.Test;

/** The fake test game honours the forward-model contract, so the launcher tests built on it mean something. */
class TokensContractTest {

    @Test
    void honoursTheGameContract() {
        GameContract.Report r = GameContract.of(new Tokens()).players(2, 3).games(300).seed(1)
                .invariant("tokens are conserved", s -> {
                    int sum = s.pile;
                    for (int t : s.tokens) {
                        sum += t;
                    }
                    return sum == 9 ? null : "tokens + pile = " + sum;
                })
                .run();
        assertThat(r.games()).isEqualTo(300);
        assertThat(r.longestGame()).isLessThan(40);
    }
}
