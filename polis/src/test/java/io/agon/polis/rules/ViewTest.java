package io.agon.polis.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.Rng;
import io.agon.polis.model.PolisState;
import io.agon.polis.rules.PolisAction.*;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Hidden information (D2): views, determinization and the terminal rendering. */
class ViewTest {

    @Test
    @DisplayName("D2 other players' hands show colours only; the owner sees names; deck order is hidden")
    void handsAreHidden() {
        Scenario x = new Scenario(3);
        x.hand(0, "TEMPLE_OF_APOLLO");
        x.hand(0, "HOPLITE");
        PolisView mine = (PolisView) Scenario.GAME.view(x.s, 0);
        PolisView theirs = (PolisView) Scenario.GAME.view(x.s, 1);
        assertThat(mine.players().get(0).hand().known()).containsExactlyInAnyOrder("Temple of Apollo", "Hoplite");
        assertThat(theirs.players().get(0).hand().known()).isEmpty();
        assertThat(theirs.players().get(0).hand().hiddenColour()).containsExactly(1, 1, 0, 0);
        assertThat(theirs.render()).doesNotContain("Temple of Apollo").contains("1 red, 1 green");
        assertThat(theirs.players().get(0).hand().faces()).isEmpty();
    }

    @Test
    @DisplayName("the owner's hand cards come with their colour and printed symbols, as city cards do")
    void handFaces() {
        Scenario x = new Scenario(3);
        x.hand(0, "HOPLITE");
        x.city(1, "HOPLITE");
        PolisView mine = (PolisView) Scenario.GAME.view(x.s, 0);
        PolisView.Face face = mine.players().get(0).hand().faces().get(0);
        PolisView.CityCard same = mine.players().get(1).city().get(0);
        assertThat(face.name()).isEqualTo("Hoplite").isEqualTo(mine.players().get(0).hand().known().get(0));
        assertThat(face.colour()).isEqualTo(same.colour()).isEqualTo("red");
        assertThat(face.symbols()).isNotEmpty().isEqualTo(same.symbols());
    }

    @Test
    @DisplayName("D2 the auctioned card is known to the seller only; determinize keeps every view")
    void auctionLot() {
        Scenario x = new Scenario(3);
        int card = x.hand(0, "TEMPLE_OF_APOLLO");
        x.hand(0, "HOPLITE");
        x.phase(0, 2).settle();
        x.act(new Offer(card));
        PolisView seller = (PolisView) Scenario.GAME.view(x.s, 0);
        PolisView bidder = (PolisView) Scenario.GAME.view(x.s, 1);
        assertThat(seller.auction()).contains("Temple of Apollo");
        assertThat(bidder.auction()).contains("a green card").doesNotContain("Temple");
        Rng rng = new Rng(3);
        for (int o = 0; o < 3; o++) {
            for (int i = 0; i < 20; i++) {
                PolisState d = Scenario.GAME.determinize(x.s, o, rng);
                assertThat(Scenario.GAME.view(d, o)).isEqualTo(Scenario.GAME.view(x.s, o));
                assertThat(io.agon.polis.Fixtures.cardsConserved(d)).isNull();
            }
        }
        PolisState d = Scenario.GAME.determinize(x.s, 1, new Rng(9));
        assertThat(Scenario.GAME.legalActions(d)).isEqualTo(x.legal());
    }

    @Test
    @DisplayName("4.2 step 1 / D2 narrating an auction to the other players names the colour only")
    void narrationHidesTheLot() {
        Scenario x = new Scenario(3);
        int card = x.hand(0, "TEMPLE_OF_APOLLO");
        x.hand(0, "HOPLITE");
        x.phase(0, 2).settle();
        Offer offer = new Offer(card);
        assertThat(Scenario.GAME.describe(x.s, offer, 0)).isEqualTo(Scenario.GAME.describe(x.s, offer))
                .contains("Temple of Apollo");
        assertThat(Scenario.GAME.describe(x.s, offer, 1)).isEqualTo("Auction a green card");
        assertThat(Scenario.GAME.describe(x.s, offer, -1)).isEqualTo("Auction a green card");
    }

    @Test
    @DisplayName("views serialise to JSON with Jackson (launcher --json)")
    void json() throws Exception {
        Scenario x = new Scenario(4);
        x.city(0, "ACROPOLIS");
        x.hand(1, "HOPLITE");
        x.phase(0, 1).settle();
        String json = new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(Scenario.GAME.view(x.s, 2));
        assertThat(json).contains("\"observer\":2").contains("Acropolis").doesNotContain("Hoplite");
    }

    @Test
    @DisplayName("render shows decks, money, city and the pending decision")
    void render() {
        Scenario x = new Scenario(3);
        x.city(0, "ACROPOLIS");
        x.phase(0, 1).settle();
        String text = Scenario.GAME.view(x.s, 0).render();
        assertThat(text).contains("Decks:").contains("red").contains("Acropolis").contains("money")
                .contains("> P1: Phase 1");
        assertThat(Scenario.GAME.describe(x.s, new Draw(io.agon.polis.model.Colour.RED))).isEqualTo("Draw a red card");
    }

    @Test
    @DisplayName("D2 history piles and the box: names only of cards the observer saw; colours of the rest")
    void historyAndBox() {
        Scenario x = new Scenario(3);
        x.city(0, "HOMER");
        x.city(0, "ARCHIMEDES");
        int homered = x.hand(0, "TEMPLE_OF_APOLLO");
        int boxed = x.hand(0, "LEONIDAS");
        int destroyed = x.city(1, "FARMER");
        x.rules().cards.cityToHistory(x.s, 1, destroyed);
        x.phase(0, 5);
        x.act(new Homer(homered)).act(new Archimedes(boxed));
        PolisView own = (PolisView) Scenario.GAME.view(x.s, 0);
        PolisView other = (PolisView) Scenario.GAME.view(x.s, 2);
        assertThat(own.players().get(0).history().known()).containsExactly("Temple of Apollo");
        assertThat(other.players().get(0).history().known()).isEmpty();
        assertThat(other.players().get(0).history().hiddenColour()).containsExactly(0, 1, 0, 0);
        // A card destroyed face up was seen by everyone.
        assertThat(other.players().get(1).history().known()).containsExactly("Farmer");
        assertThat(own.box().known()).contains("Leonidas");
        assertThat(other.box().known()).doesNotContain("Leonidas");
        assertThat(other.render()).doesNotContain("Leonidas").doesNotContain("Temple of Apollo");
        assertThat(other.decks()).allMatch(d -> d.knownTop().isEmpty());
    }

    @Test
    @DisplayName("D2/3.1 determinize re-deals unseen cards within their colour; each end-game card stays in its bottom five")
    void determinizeKeepsEndGameCardsLow() {
        PolisState s = Scenario.GAME.newGame(io.agon.core.Setup.of(4, 11));
        for (int i = 0; i < 4; i++) {
            int p = (s.startPlayer + i) % 4; // the opening draws go round from the start player (D64)
            Scenario.GAME.apply(s, p, new Draw(io.agon.polis.model.Colour.of(p)), io.agon.core.EventSink.NONE);
        }
        Rng rng = new Rng(5);
        boolean otherHandChanged = false;
        for (int i = 0; i < 200; i++) {
            PolisState d = Scenario.GAME.determinize(s, 0, rng);
            assertThat(Scenario.GAME.view(d, 0)).isEqualTo(Scenario.GAME.view(s, 0));
            assertThat(d.hand[0]).isEqualTo(s.hand[0]);
            assertThat(io.agon.polis.Fixtures.cardsConserved(d)).isNull();
            otherHandChanged |= d.hand[1] != s.hand[1];
            for (int c = 0; c < 4; c++) {
                int egAt = -1;
                for (int k = 0; k < d.decks.size(c); k++) {
                    int card = d.decks.card(c, k);
                    if (card >= io.agon.polis.model.Catalogue.EG) {
                        egAt = k;
                    } else {
                        assertThat(io.agon.polis.model.Catalogue.colourOf(card)).isEqualTo(c);
                    }
                }
                assertThat(egAt).isBetween(0, 4);
            }
        }
        assertThat(otherHandChanged).isTrue();
    }
}
