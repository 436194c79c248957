package io.agon.examples.auctionhouse;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.Decision;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameInfo;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import io.agon.core.testkit.GameContract;
import io.agon.examples.auctionhouse.model.HouseState;
import io.agon.examples.auctionhouse.model.Step;
import io.agon.examples.auctionhouse.rules.AuctionHouse;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The contract kit catches a sealed bid that leaks to another seat, by narration or by view. */
class SealedLeakBitesTest {

    /** Delegates everything (hidesChoice too) to Auction House; subclasses leak. */
    private static class Wrapper implements Game<HouseState> {
        final AuctionHouse inner = new AuctionHouse();

        @Override
        public GameInfo info() {
            return inner.info();
        }

        @Override
        public HouseState newGame(Setup setup) {
            return inner.newGame(setup);
        }

        @Override
        public int currentPlayer(HouseState s) {
            return inner.currentPlayer(s);
        }

        @Override
        public Decision decision(HouseState s) {
            return inner.decision(s);
        }

        @Override
        public void legalActions(HouseState s, List<Action> out) {
            inner.legalActions(s, out);
        }

        @Override
        public void apply(HouseState s, int player, Action a, EventSink events) {
            inner.apply(s, player, a, events);
        }

        @Override
        public Outcome outcome(HouseState s) {
            return inner.outcome(s);
        }

        @Override
        public View view(HouseState s, int player) {
            return inner.view(s, player);
        }

        @Override
        public HouseState determinize(HouseState s, int observer, Rng rng) {
            return inner.determinize(s, observer, rng);
        }

        @Override
        public boolean hidesChoice(HouseState s) {
            return inner.hidesChoice(s);
        }

        @Override
        public String describe(HouseState s, Action a, int observer) {
            return inner.describe(s, a, observer);
        }
    }

    @Test
    void catchesASealedBidToldToTheOthers() {
        Game<HouseState> loud = new Wrapper() {
            @Override
            public String describe(HouseState s, Action a, int observer) {
                return inner.hidesChoice(s) ? "P" + (inner.currentPlayer(s) + 1) + " seals " + a
                        : inner.describe(s, a, observer);
            }
        };
        assertThatThrownBy(() -> GameContract.of(loud).players(3).games(3).run())
                .isInstanceOf(AssertionError.class).hasMessageContaining("[hidden choice leaks nothing]")
                .hasMessageContaining("sealed choice is told to");
    }

    @Test
    void catchesAViewThatShowsAnotherSeatsSealedBid() {
        Game<HouseState> peeking = new Wrapper() {
            @Override
            public View view(HouseState s, int player) {
                // leaks whether anyone has sealed a bid above 10
                return withKind(inner.view(s, player), sealedAbove(s, 10) ? " (high sealed bid)" : "");
            }
        };
        assertThatThrownBy(() -> GameContract.of(peeking).players(3).games(3).run())
                .isInstanceOf(AssertionError.class).hasMessageContaining("leaks nothing");
    }

    private static boolean sealedAbove(HouseState s, int amount) {
        if (s.steps.peek() instanceof Step.Selling && s.auction.sealed() != null) {
            for (int p = 0; p < s.players; p++) {
                if (s.auction.sealed().choice(p) > amount) {
                    return true;
                }
            }
        }
        return false;
    }

    private static View withKind(View v, String leak) {
        var h = (io.agon.examples.auctionhouse.rules.HouseView) v;
        return new io.agon.examples.auctionhouse.rules.HouseView(h.observer(), h.round(), h.money(), h.hand(),
                h.handCounts(), h.deckSize(), h.played(), h.values(), h.galleries(), h.seller(), h.lot(),
                h.kind() + leak, h.price(), h.leader(), h.sealed(), h.myBid());
    }
}
