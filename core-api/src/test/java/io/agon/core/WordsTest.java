package io.agon.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The one way games write counts and articles (issue 53, words). */
class WordsTest {

    @Test
    void countsAreSingularForOneOnly() {
        assertThat(Words.count(1, "penalty stone")).isEqualTo("1 penalty stone");
        assertThat(Words.count(0, "chip")).isEqualTo("0 chips");
        assertThat(Words.count(3, "mercenary")).isEqualTo("3 mercenaries");
        assertThat(Words.count(2, "box")).isEqualTo("2 boxes");
        assertThat(Words.count(2, "day")).isEqualTo("2 days");
        assertThat(Words.count(-1, "point")).isEqualTo("-1 point");
        assertThat(Words.count(5, "sesterce")).isEqualTo("5 sesterces");
        assertThat(Words.count(2, "penny", "pence")).isEqualTo("2 pence");
        assertThat(Words.noun(1, "landscape")).isEqualTo("landscape");
    }

    @Test
    void theArticleFollowsTheSound() {
        assertThat(Words.a("orange cube")).isEqualTo("an orange cube");
        assertThat(Words.a("red card")).isEqualTo("a red card");
        assertThat(Words.a("8")).isEqualTo("an 8");
        assertThat(Words.a("80")).isEqualTo("an 80");
        assertThat(Words.a("11")).isEqualTo("an 11");
        assertThat(Words.a("18")).isEqualTo("an 18");
        assertThat(Words.a("11,000")).isEqualTo("an 11,000");
        assertThat(Words.a("7")).isEqualTo("a 7");
        assertThat(Words.a("110")).isEqualTo("a 110");
        assertThat(Words.a("1")).isEqualTo("a 1");
        assertThat(Words.a("unit")).isEqualTo("a unit");
        assertThat(Words.a("unknown card")).isEqualTo("an unknown card");
        assertThat(Words.a("European")).isEqualTo("a European");
        assertThat(Words.a("one")).isEqualTo("a one");
        assertThat(Words.a("Ionian")).isEqualTo("an Ionian");
    }
}
