package io.agon.polis.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.polis.model.BoardSide;
import io.agon.polis.model.CardDesign;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.Colour;
import io.agon.polis.model.Symbol;
import io.agon.polis.model.SymbolKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 43: the terminal and the browser tell symbols in player words, never in the data notation of spec section
 * 11 ("MONEY_PER:BLUE*", "[CULTURE, VASE, MONEY:3]").
 */
class PlayerWordsTest {

    private static final Catalogue CAT = Scenario.CAT;

    @Test
    void symbolsAreToldInPlayerWords() {
        assertThat(Glossary.brief(new Symbol(SymbolKind.MONEY_PER, Colour.BLUE, 1, true)))
                .isEqualTo("money per blue card");
        assertThat(Glossary.brief(List.of(new Symbol(SymbolKind.CULTURE, null, 1, false),
                new Symbol(SymbolKind.VASE, null, 1, false), new Symbol(SymbolKind.MONEY, null, 3, false))))
                .isEqualTo("culture, vase, 3 money");
    }

    @Test
    void noBoardSideNorProtectionLabelShowsTheNotation() {
        for (int side = 0; side < CAT.sides().size(); side++) {
            BoardSide b = CAT.sides().get(side);
            String label = new PolisAction.PickBoard(side).words(new ActionWords(CAT, null, null, 0));
            assertThat(label).startsWith("Take " + b.cityName()).doesNotContainPattern("[A-Z]{2,}[_:\\]]")
                    .doesNotContain("[", "*");
        }
        for (int card = 0; card < Catalogue.CARDS; card++) {
            CardDesign d = CAT.design(card);
            for (int i = 0; i < d.symbols().size(); i++) {
                String label = new PolisAction.Protect(card, i).words(new ActionWords(CAT, null, null, 0));
                assertThat(label).contains(": coin on ").doesNotContainPattern("[A-Z]{2,}[_:]").doesNotContain("*");
            }
        }
    }
}
