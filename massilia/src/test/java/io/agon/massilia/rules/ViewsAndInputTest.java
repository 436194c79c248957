package io.agon.massilia.rules;

import io.agon.core.EventSink;
import io.agon.core.GameEvent;
import io.agon.core.IllegalActionException;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import io.agon.massilia.rules.MassiliaAction.*;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static io.agon.massilia.model.Ids.*;
import static io.agon.massilia.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Hidden information (D16), labels, rendering, events and bad input. */
class ViewsAndInputTest {

    @Test
    @DisplayName("D16: the turn-end step after a die use is asked on public facts only, so it does not reveal a Vesta")
    void turnEndRevealsNoCard() {
        List<Step> tops = new ArrayList<>();
        List<String> prompts = new ArrayList<>();
        for (int god : new int[] {MINERVA, VESTA}) {
            Fixture f = Fixture.turn(2, RED).card(RED, god).temple(DIE_BLACK, 2).money(RED, 10);
            f.play(new UseDie(false, DIE_BLACK, 2), new PipStep(0, false, false), new BuyPrestige(0));
            tops.add(f.top());
            prompts.add(GAME.decision(f.s).prompt());
            assertThat(GAME.legalActions(f.s)).contains(new EndTurn());
            assertThat(GAME.legalActions(f.s).contains(new PlayVesta(1))).isEqualTo(god == VESTA);
        }
        assertThat(tops).containsExactly(new Step.TurnEnd(RED), new Step.TurnEnd(RED));
        assertThat(prompts.get(0)).isEqualTo(prompts.get(1)).doesNotContain("play Vesta or");
        // with no card in hand (public: the hand is a count) the turn simply ends
        Fixture none = Fixture.turn(2, RED).temple(DIE_BLACK, 2).money(RED, 10);
        none.play(new UseDie(false, DIE_BLACK, 2), new PipStep(0, false, false), new BuyPrestige(0));
        assertThat(none.top()).isEqualTo(new Step.Turn(GREEN));
    }

    @Test
    @DisplayName("D16: a card taken from the deck is not named in the event, a face-up card is")
    void deckCardEvent() {
        Fixture f = Fixture.turn(2, RED).stall(0, RED, 1, 0, 0, 0).temple(DIE_GREY, 1);
        List<GameEvent> events = new ArrayList<>();
        GAME.apply(f.s, RED, new UseDie(false, DIE_GREY, 1), EventSink.NONE);
        GAME.apply(f.s, RED, new Sacrifice(false), EventSink.NONE);
        GAME.apply(f.s, RED, new TakeCard(2), EventSink.into(events));
        MassiliaEvent.CardTaken taken = events.stream().filter(e -> e instanceof MassiliaEvent.CardTaken)
                .map(e -> (MassiliaEvent.CardTaken) e).findFirst().orElseThrow();
        assertThat(taken.god()).isEqualTo(-1);
        int drawn = f.s.hand[RED * 3];
        assertThat(taken.text()).doesNotContain(GOD_NAMES[drawn]).contains("top card of the deck");
    }

    @Test
    @DisplayName("D16: others' money, stones and cards are hidden; own ones shown; deck only as a size")
    void views() {
        Fixture f = Fixture.turn(3, RED).card(GREEN, PLUTO).card(RED, MARS).money(GREEN, 13);
        MassiliaView v = (MassiliaView) GAME.view(f.s, RED);
        assertThat(v.players().get(GREEN).money()).isEqualTo(-1);
        assertThat(v.players().get(GREEN).stones()).isEqualTo(-1);
        assertThat(v.players().get(GREEN).cards()).isEqualTo(1);
        assertThat(v.players().get(RED).money()).isEqualTo(10);
        assertThat(v.ownHand()).containsExactly(MARS);
        assertThat(v.deckSize()).isEqualTo(f.s.deck.size());
        assertThat(v.toString()).doesNotContain("Pluto");
        MassiliaView g = (MassiliaView) GAME.view(f.s, GREEN);
        assertThat(g.ownHand()).containsExactly(PLUTO);
        assertThat(g.players().get(GREEN).money()).isEqualTo(13);
    }

    @Test
    @DisplayName("D16: determinize re-deals other hands and the deck, keeps the observer's view and own hand")
    void determinize() {
        Fixture f = Fixture.turn(3, RED).card(GREEN, PLUTO).card(GREEN, JUNO).card(RED, MARS);
        Rng rng = new Rng(3);
        boolean changed = false;
        for (int i = 0; i < 20; i++) {
            MassiliaState d = GAME.determinize(f.s, RED, rng);
            assertThat(GAME.view(d, RED)).isEqualTo(GAME.view(f.s, RED));
            assertThat(d.hand[RED * 3]).isEqualTo(MARS);
            assertThat(d.handSize[GREEN]).isEqualTo(2);
            changed |= d.hand[GREEN * 3] != PLUTO || d.hand[GREEN * 3 + 1] != JUNO;
            assertThat(GAME.legalActions(d)).isEqualTo(GAME.legalActions(f.s));
        }
        assertThat(changed).isTrue();
    }

    @Test
    @DisplayName("D16: another player's unsplit roll is seen by colour only")
    void rollHidden() {
        MassiliaState s = GAME.newGame(Setup.of(2, 4));
        GAME.apply(s, new ChooseCorner(0));
        GAME.apply(s, new ChooseCorner(6));
        int roller = GAME.currentPlayer(s);
        int other = 1 - roller;
        MassiliaView mine = (MassiliaView) GAME.view(s, roller);
        MassiliaView theirs = (MassiliaView) GAME.view(s, other);
        assertThat(mine.ownRolled()).isNotEmpty();
        assertThat(theirs.ownRolled()).isEmpty();
        assertThat(theirs.rolledColours()).containsExactly(1, 1, 1, 1);
    }

    @Test
    @DisplayName("describe: the die set, its bending and the effect are named")
    void labels() {
        Fixture f = Fixture.turn(2, RED).temple(DIE_BROWN, 2).person(CONSUL, 13);
        f.play(new UseDie(false, DIE_BROWN, 2), new PipStep(0, true, false));
        String label = GAME.describe(f.s, new MovePerson(CONSUL, true, 0));
        assertThat(label).isEqualTo("Use brown 3 (rolled brown 2, +1) [1 penalty stone] to move the consul clockwise"
                + " to field 16 (empty field: you may build)");
        assertThat(GAME.describe(f.s, new PipStep(0, true, false))).isEqualTo(
                "+1 on brown 3 (rolled brown 2, +1) with a penalty stone");
    }

    @Test
    @DisplayName("render shows the market, prices, temple dice, own dice and cards; events narrate")
    void renderAndEvents() {
        Fixture f = Fixture.turn(2, RED).card(RED, MINERVA).stall(12, RED, 0, 2, 0, 0).person(1, 15)
                .temple(DIE_BROWN, 3).supplyDie(RED, DIE_BLACK, 4);
        String text = GAME.view(f.s, RED).render();
        assertThat(text).contains("Massilia - round 3/7", "Prices: temple", "Temple dice: brown 3",
                "supply [black 4]", "Your gods: Minerva", "[12 P1: 2 orange]", "12 P1:2");
        List<GameEvent> events = new ArrayList<>();
        GAME.apply(f.s, RED, new UseDie(false, DIE_BROWN, 3), EventSink.into(events));
        GAME.apply(f.s, RED, new MovePerson(1, false, 0), EventSink.into(events));
        assertThat(events).extracting(GameEvent::text).contains("P1 uses brown 3 = 3",
                "P1 moves the orange customer from field 15 to 12",
                "P1 sells 2 orange for 4 sesterces and 4 prestige");
    }

    @Test
    @DisplayName("bad input: wrong player, game over, foreign action types; state unchanged")
    void badInput() {
        Fixture f = Fixture.turn(2, RED).temple(DIE_BROWN, 3);
        MassiliaState before = f.s.copy();
        assertThatThrownBy(() -> GAME.apply(f.s, GREEN, new MassiliaAction.Pass(), EventSink.NONE))
                .isInstanceOf(IllegalActionException.class).hasMessageContaining("P1's decision, not P2's");
        assertThat(f.s).isEqualTo(before);
        f.refused(new PlaceCube(3), "in your turn you use a die or pass");
        f.refused(new UseDie(false, 7, 3), "there is no");
        f.play(new UseDie(false, DIE_BROWN, 3));
        f.refused(new BuyPrestige(0), "needs a black action");
        f.refused(new PipStep(4, true, false), "bend the die taken last");
        f.refused(new MovePerson(9, true, 0), "no such person");
        f.refused(new MassiliaAction.Pass(), "declare your die use");
    }

    @Test
    @DisplayName("bad input: a die you do not own, a bend without stones, an unaffordable purchase (5.0, 5.1)")
    void badDice() {
        Fixture f = Fixture.turn(2, RED).supplyDie(GREEN, DIE_BEIGE, 3).temple(DIE_BEIGE, 2).supply(0)
                .stall(0, RED, 0, 0, 0, 0).money(RED, 1);
        f.refused(new UseDie(true, DIE_BEIGE, 3), "personal supply");
        f.play(new UseDie(false, DIE_BEIGE, 2));
        f.refused(new PipStep(0, false, false), "supply is empty");
        f.refused(new Recolour(0, DIE_BLACK, false), "supply is empty");
        f.refused(new BuyGoods(PINK, 0, 0), "cost 2 sesterces but you have 1");
        assertThat(GAME.legalActions(f.s)).containsExactly(new CancelDie());
        f.play(new CancelDie());
        assertThat(f.top()).isEqualTo(new Step.Turn(RED));
        assertThat(f.s.temple[die(DIE_BEIGE, 2)]).isEqualTo(1);
    }

    @Test
    @DisplayName("bad input: Pluto by someone not affected (6.2, D11), a god played twice in a turn (6.1)")
    void plutoNotAffected() {
        Fixture f = Fixture.turn(3, GREEN).card(GREEN, PLUTO).card(YELLOW, PLUTO).stall(6, RED, 1, 0, 0, 0)
                .person(CONSUL, 5).temple(DIE_BROWN, 1);
        f.refused(new PlayPluto(), "in your turn you use a die or pass");
        f.play(new UseDie(false, DIE_BROWN, 1), new MovePerson(CONSUL, true, 0));
        MassiliaState before = f.s.copy();
        assertThatThrownBy(() -> GAME.apply(f.s, GREEN, new PlayPluto(), EventSink.NONE))
                .isInstanceOf(IllegalActionException.class).hasMessageContaining("P1's decision, not P2's");
        assertThatThrownBy(() -> GAME.apply(f.s, YELLOW, new PlayPluto(), EventSink.NONE))
                .isInstanceOf(IllegalActionException.class).hasMessageContaining("P1's decision, not P3's");
        assertThat(f.s).isEqualTo(before);
        f.refused(new PlayPluto(), "no playable Pluto");
    }

    @Test
    @DisplayName("every legal action has a label and every view renders, all through random games")
    void labelsEverywhere() {
        Rng rng = new Rng(9);
        for (int g = 0; g < 12; g++) {
            MassiliaState s = GAME.newGame(Setup.of(2 + g % 3, 100 + g));
            List<GameEvent> events = new ArrayList<>();
            while (!GAME.isOver(s)) {
                List<io.agon.core.Action> legal = GAME.legalActions(s);
                for (io.agon.core.Action a : legal) {
                    assertThat(GAME.describe(s, a)).isNotBlank().doesNotContain("[die");
                }
                if (rng.nextInt(20) == 0) {
                    for (int p = 0; p < s.players; p++) {
                        assertThat(GAME.view(s, p).render()).contains("Massilia - round");
                    }
                }
                assertThat(GAME.decision(s).prompt()).isNotBlank();
                GAME.apply(s, GAME.currentPlayer(s), legal.get(rng.nextInt(legal.size())), EventSink.into(events));
            }
            assertThat(events).allSatisfy(e -> assertThat(e.text()).isNotBlank());
            assertThat(GAME.view(s, 0).render()).contains("game over");
        }
    }
}
