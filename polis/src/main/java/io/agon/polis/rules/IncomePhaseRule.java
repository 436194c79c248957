package io.agon.polis.rules;

import io.agon.core.Words;
import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import java.util.List;

/**
 * Phase 5 (spec 4.5): income exactly once (D26) and, in any order, the phase-5 abilities of spec 7, each within
 * the frequency its catalogue entry gives (once per turn: slides back at the end of the turn, D58; once per game:
 * stays up, D31). The income is this rule's; the abilities are registered in one table
 * ({@link PhaseFiveAbilities}), each in its own file under {@code rules/cards/}. With nothing to choose, the income
 * is collected by itself; the income may enable an ability, so the phase looks again before it ends.
 */
final class IncomePhaseRule extends PolisStep<Step.IncomePhase> {
    private final Symbols sym;
    private final PhaseFiveAbilities abilities;

    IncomePhaseRule(Labels labels, Symbols sym, PhaseFiveAbilities abilities) {
        super(labels);
        this.sym = sym;
        this.abilities = abilities;
    }

    /** Spec 4.5: {@code p} collects his income (money and point tokens from his visible symbols). */
    void collectIncome(PolisState s, int p, EventSink ev) {
        int money = sym.moneyIncome(s, p);
        int pts = sym.pointsIncome(s, p);
        Cards.fromBank(s, p, money);
        Cards.points(s, p, pts);
        s.incomeTaken = true;
        if (ev.enabled()) {
            ev.emit(new PolisEvent.Payment(p, PolisEvent.seat(p) + " collects income: " + money + " money and "
                    + Words.count(pts, "point token")));
        }
    }

    /** Spec 4.5: the income, collected exactly once (D26). */
    private void collectIncomeOnce(PolisState s, int p, EventSink ev) {
        if (s.incomeTaken) {
            throw Refusals.illegal("4.5", "income is collected exactly once (spec 4.5, D26)");
        }
        collectIncome(s, p, ev);
    }

    /**
     * The phase-5 choices. Ending the phase (which collects the income first if it is still due) is listed first:
     * EUCLID may be used without limit (7.5, D54), so a list that put it first would let a player who always
     * takes the first choice buy and sell a point forever. Then the income while it is due, then the abilities.
     */
    @Override
    public void legal(PolisState s, Step.IncomePhase step, List<Action> out) {
        out.add(Acts.DONE);
        if (!s.incomeTaken) {
            out.add(Acts.INCOME);
        }
        abilities.legal(s, out);
    }

    @Override
    void declare(Actions<PolisState, Step, Step.IncomePhase> on) {
        on.on(PolisAction.Done.class, (ctx, a) -> {
            if (!ctx.state().incomeTaken) {
                collectIncome(ctx.state(), ctx.seat(), ctx.events());
            }
            ctx.done();
        })
                .words(PolisAction.Done.class, (ctx, a, observer) -> "End phase 5");
        on.on(PolisAction.CollectIncome.class, (ctx, a) -> collectIncomeOnce(ctx.state(), ctx.seat(), ctx.events()));
        abilities.declare(on);
    }

    @Override
    public boolean resolve(PolisState s, Step.IncomePhase step, Control<PolisState> flow, EventSink ev) {
        if (Turn.endsNow(s, flow)) {
            return true;
        }
        if (abilities.anyActivation(s)) {
            return false;
        }
        if (!s.incomeTaken) {
            // D26: nothing to choose before income; the income may enable an ability (tokens for Plato, money for
            // Euclid...), so look again before the phase ends (spec 4.5: any order).
            collectIncome(s, s.active, ev);
            return true;
        }
        flow.done(s, ev);
        return true;
    }

    @Override
    public String prompt(PolisState s, Step.IncomePhase step) {
        return "Phase 5: " + (s.incomeTaken ? "income collected; " : "collect income; ")
                + "use your cards, or end the phase";
    }

}
