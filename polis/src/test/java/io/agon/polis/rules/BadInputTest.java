package io.agon.polis.rules;

import static io.agon.polis.model.Colour.RED;
import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.Action;
import io.agon.polis.rules.PolisAction.*;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Illegal actions are refused with a message naming the rule, and the state does not change. */
class BadInputTest {

    @Test
    @DisplayName("every action record is in the closed list of action types (records refuse anything else)")
    void actionTypes() {
        assertThat(new java.util.HashSet<Object>(Scenario.GAME.info().actionTypes()))
                .isEqualTo(new java.util.HashSet<Object>(java.util.List.of(PolisAction.class.getPermittedSubclasses())));
    }

    @Test
    @DisplayName("an action by a player who is not deciding is refused (wrong player)")
    void wrongPlayer() {
        Scenario x = new Scenario(3);
        x.phase(0, 1).settle();
        x.refusedBy(1, new Draw(RED), "it is P1's decision, not P2's");
    }

    @Test
    @DisplayName("a bid above one's money is refused (spec 4.2 step 3, D11)")
    void bidTooHigh() {
        Scenario x = new Scenario(3);
        x.money(1, 9);
        int card = x.hand(0, "HOPLITE");
        x.phase(0, 2).settle();
        x.act(new Offer(card));
        x.refused(new Bid(12), "Bid 12 is more than your 9 money");
    }

    @Test
    @DisplayName("a build one cannot pay is refused (spec 4.3, D4)")
    void buildTooExpensive() {
        Scenario x = new Scenario(3);
        x.money(0, 9);
        x.hand(0, "HOPLITE");
        int card = x.hand(0, "FARMER");
        x.city(0, "FORTRESS");
        x.money(0, 12);
        x.phase(0, 3).settle();
        x.money(0, 9);
        x.refused(new Build(card), "costs 10, you have 9 money");
    }

    @Test
    @DisplayName("attacking with too few war symbols is refused (spec 4.7, D33)")
    void attackTooWeak() {
        Scenario x = new Scenario(3);
        x.city(0, "HOPLITE");
        x.city(1, "CAVALRY");
        x.phase(0, 7);
        x.refused(new Attack(1, 0), "1 is not more than 2");
    }

    @Test
    @DisplayName("a second protection in one turn is refused (spec 4.4)")
    void secondProtection() {
        Scenario x = new Scenario(3);
        int a = x.city(0, "CAVALRY");
        int b = x.city(0, "ACROPOLIS");
        x.city(0, "EUCLID");
        x.phase(0, 4).settle();
        x.act(new Protect(a, 1));
        x.refused(new Protect(b, 1), "at most once per turn");
    }

    @Test
    @DisplayName("actions that do not fit the step, bad ids and foreign actions are refused")
    void nonsense() {
        Scenario x = new Scenario(3);
        x.hand(0, "HOPLITE");
        x.phase(0, 2).settle();
        x.refused(new Offer(99), "'card' must be 0 to 63, not 99");
        x.refused(new Offer(63), "from your hand");
        x.refused(new Trade(1), "phase 6");
        x.refused(new Bid(3), "no auction");
        Action foreign = new Action() {
        };
        x.refused(foreign, "not possible now");
        assertThat(x.invariants()).isNull();
    }
}
