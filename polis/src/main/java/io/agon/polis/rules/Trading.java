package io.agon.polis.rules;

import io.agon.polis.rules.cards.CorinthCanal;
import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.polis.model.Ability;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import java.util.List;

/**
 * Phase 6 (spec 4.6, D39): one trade (two with CORINTH_CANAL, 7.12, D41); each side gets from the bank money
 * equal to the other's visible vases. HARBOURs pointing at the active player make trades with their owners
 * compulsory (7.6), and all of them slide back when the phase ends (D40). Trade partners cannot be attacked
 * this turn. The step rule of phase 6, {@link TradePhaseRule}, is at the end of this file.
 */
final class Trading {

    private final Catalogue cat;
    private final Symbols sym;

    Trading(Catalogue cat, Symbols sym) {
        this.cat = cat;
        this.sym = sym;
    }

    /** The phase-6 step with this turn's Harbour obligations. */
    Step.TradePhase start(PolisState s) {
        int p = s.active;
        int max = CorinthCanal.trades(cat, s, p);
        int a = -1;
        int b = -1;
        long harbours = cat.withAbility(Ability.HARBOUR);
        while (harbours != 0) {
            int card = Long.numberOfTrailingZeros(harbours);
            harbours &= harbours - 1;
            if (s.harbourTarget[card] == p + 1) {
                int owner = s.cityOwner(card);
                if (a < 0) {
                    a = owner;
                } else {
                    b = owner;
                }
            }
        }
        boolean either = max == 1 && b >= 0;
        return Step.TradePhase.of(0, max, a, b, either);
    }

    /** True when trading with {@code q} now keeps every Harbour obligation satisfiable. */
    boolean allowed(PolisState s, Step.TradePhase t, int q) {
        if (q == s.active || q < 0 || q >= s.players || t.done() >= t.max()) {
            return false;
        }
        boolean required = q == t.reqA() || q == t.reqB();
        if (t.either()) {
            return required;
        }
        int open = (t.reqA() >= 0 ? 1 : 0) + (t.reqB() >= 0 ? 1 : 0);
        return required || open < t.max() - t.done();
    }

    static boolean obligationsMet(Step.TradePhase t) {
        return t.reqA() < 0 && t.reqB() < 0;
    }

    void legal(PolisState s, Step.TradePhase t, List<Action> out) {
        for (int q = 0; q < s.players; q++) {
            if (allowed(s, t, q)) {
                out.add(Acts.TRADE[q]);
            }
        }
        if (obligationsMet(t)) {
            out.add(Acts.DONE);
        }
    }

    void trade(PolisState s, int p, Step.TradePhase t, int q, Control<PolisState> flow, EventSink ev) {
        Refusals.requireSeat(s, q);
        if (q == p) {
            throw Refusals.illegal("4.6", "you cannot trade with yourself (spec 4.6)");
        }
        if (!allowed(s, t, q)) {
            throw Refusals.illegal("7.6", "a Harbour obliges you to trade with " + owners(t)
                    + " (spec 7.6, D40)");
        }
        int got = sym.vases(s, q);
        int gave = sym.vases(s, p);
        Cards.fromBank(s, p, got);
        Cards.fromBank(s, q, gave);
        s.tradePartners |= 1 << q;
        if (ev.enabled()) {
            ev.emit(new PolisEvent.Traded(p, q, got, gave));
        }
        int a = t.reqA();
        int b = t.reqB();
        if (t.either()) {
            a = -1;
            b = -1;
        } else if (q == a) {
            a = -1;
        } else if (q == b) {
            b = -1;
        }
        flow.replace(s, Step.TradePhase.of(t.done() + 1, t.max(), a, b, false));
    }

    void done(PolisState s, Step.TradePhase t) {
        if (!obligationsMet(t)) {
            throw Refusals.illegal("7.6", "a Harbour obliges you to trade with " + owners(t) + " (spec 7.6)");
        }
        finish(s);
    }

    /** D40: every Harbour pointing at the active player slides back. */
    void finish(PolisState s) {
        for (int card = 0; card < Catalogue.CARDS; card++) {
            if (s.harbourTarget[card] == s.active + 1) {
                s.harbourTarget[card] = 0;
            }
        }
    }

    private static String owners(Step.TradePhase t) {
        String a = t.reqA() >= 0 ? PolisEvent.seat(t.reqA()) : "";
        String b = t.reqB() >= 0 ? PolisEvent.seat(t.reqB()) : "";
        return a.isEmpty() ? b : b.isEmpty() ? a : a + (t.either() ? " or " : " and ") + b;
    }

    // ---- the step rules of trade (registered in PolisFlow) ----

    /** Phase 6 (spec 4.6): trade with up to the allowed number of partners; a Harbour may oblige a trade. */
    static final class TradePhaseRule extends PolisStep<Step.TradePhase> {
        private final Trading trading;

        TradePhaseRule(Labels labels, Trading trading) {
            super(labels);
            this.trading = trading;
        }

        @Override
        public void legal(PolisState s, Step.TradePhase step, List<Action> out) {
            trading.legal(s, step, out);
        }

        @Override
        void declare(Actions<PolisState, Step, Step.TradePhase> on) {
            on.on(PolisAction.Trade.class, (ctx, a) -> trading.trade(ctx.state(), ctx.seat(), ctx.step(), a.partner(),
                    ctx.control(), ctx.events()))
                    .on(PolisAction.Done.class, (ctx, a) -> {
                        trading.done(ctx.state(), ctx.step());
                        ctx.done();
                    })
                .words(PolisAction.Done.class, (ctx, a, observer) -> ctx.step()
                        .done() == 0 ? "Do not trade" : "Trade no more");
        }

        @Override
        public boolean resolve(PolisState s, Step.TradePhase step, Control<PolisState> flow, EventSink ev) {
            if (Turn.endsNow(s, flow)) {
                return true;
            }
            if (step.done() < step.max()) {
                return false;
            }
            trading.finish(s);
            flow.done(s, ev);
            return true;
        }

        @Override
        public String prompt(PolisState s, Step.TradePhase t) {
            return "Phase 6: trade (" + t.done() + " of " + t.max() + ")" + (Trading.obligationsMet(t) ? ""
                    : ", a Harbour obliges a trade with " + (t.reqA() >= 0 ? Labels.seat(t.reqA()) : "")
                    + (t.reqB() >= 0 ? (t.either() ? " or " : " and ") + Labels.seat(t.reqB()) : ""));
        }

    }
}
