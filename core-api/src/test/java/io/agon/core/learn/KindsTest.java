package io.agon.core.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Issue 51: a sealed type's kinds as one-hot floats. */
class KindsTest {

    sealed interface Step permits Draw, Play, Pass {
    }

    record Draw() implements Step {
    }

    record Play(int card) implements Step {
    }

    record Pass() implements Step {
    }

    @Test
    void eachKindHasItsOwnFloatInTheSealedTypesOrder() {
        Kinds kinds = new Kinds(Step.class);
        assertThat(kinds.count()).isEqualTo(3);
        float[] out = {9f, 0f, 0f, 0f, 9f};
        kinds.oneHot(new Play(4), out, 1);
        assertThat(out).containsExactly(9f, 0f, 1f, 0f, 9f);
        kinds.oneHot(null, out, 1);
        assertThat(out).containsExactly(9f, 0f, 1f, 0f, 9f);
        assertThatThrownBy(() -> new Kinds(String.class)).hasMessageContaining("not sealed");
    }
}
