package io.agon.polis.rules;

import io.agon.core.flow.ActionHandlers;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.flow.Flow;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import java.util.List;

/**
 * Phase 5 (spec 4.5): income exactly once (D26) and the phase-5 abilities in any order ({@link PhaseFive}).
 * With nothing to choose, the income is collected by itself; the income may enable an ability, so the phase
 * looks again before it ends.
 */
final class IncomePhaseRule extends PolisStep<Step.IncomePhase> {
    private final PhaseFive phaseFive;

    IncomePhaseRule(Labels labels, PhaseFive phaseFive) {
        super(labels);
        this.phaseFive = phaseFive;
    }

    @Override
    public void legal(PolisState s, Step.IncomePhase step, List<Action> out) {
        phaseFive.legal(s, out);
    }

    @Override
    void declare(ActionHandlers.Builder<PolisState, Step.IncomePhase> on) {
        on.on(PolisAction.Done.class, (s, step, p, a, flow, ev) -> {
            if (!s.incomeTaken) {
                phaseFive.collectIncome(s, p, ev);
            }
            flow.done(s, ev);
        },
                    (s, step, a, observer) -> "End phase 5");
        phaseFive.declare(on);
    }

    @Override
    public boolean resolve(PolisState s, Step.IncomePhase step, Control<PolisState> flow, EventSink ev) {
        if (Turn.endsNow(s, flow)) {
            return true;
        }
        if (phaseFive.anyActivation(s)) {
            return false;
        }
        if (!s.incomeTaken) {
            // D26: nothing to choose before income; the income may enable an ability (tokens for Plato, money for
            // Euclid...), so look again before the phase ends (spec 4.5: any order).
            phaseFive.collectIncome(s, s.active, ev);
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
