package io.agon.polis.rules;

import io.agon.core.flow.ActionHandlers;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.polis.model.Colour;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.cards.Colony;
import java.util.List;

/** COLONY on placement (spec 7.14): the owner may pay the price again for the top red card. */
final class ColonyChoiceRule extends PolisStep<Step.ColonyChoice> {
    private final Cards cards;

    ColonyChoiceRule(Labels labels, Cards cards) {
        super(labels);
        this.cards = cards;
    }

    @Override
    public int decider(PolisState s, Step.ColonyChoice step) {
        return step.owner();
    }

    @Override
    public void legal(PolisState s, Step.ColonyChoice step, List<Action> out) {
        out.add(Acts.USE_COLONY);
        out.add(Acts.DONE);
    }

    @Override
    void declare(ActionHandlers.Builder<PolisState, Step.ColonyChoice> on) {
        on.on(PolisAction.UseColony.class, (s, step, p, a, flow, ev) -> {
            Colony.checkUse(s, p, step);
            flow.done(s, ev);
            Cards.toBank(s, p, step.price());
            int card = cards.drawFrom(s, Colour.RED.ordinal(), ev);
            cards.place(s, p, card, step.price(), ev.enabled() ? "places {card} with the Colony (paid "
                    + step.price() + ")" : "", flow, ev);
        },
                (s, step, a, observer) -> "Pay " + step.price() + " for the top red card (Colony)").on(PolisAction.Done.class, (s, step, p, a, flow, ev) -> flow.done(s, ev),
                (s, step, a, observer) -> "Decline the Colony");
    }

    @Override
    public boolean resolve(PolisState s, Step.ColonyChoice step, Control<PolisState> flow, EventSink ev) {
        if (Colony.canUse(s, step)) {
            return false;
        }
        flow.done(s, ev);
        return true;
    }

    @Override
    public String prompt(PolisState s, Step.ColonyChoice step) {
        return "Colony: pay " + step.price() + " again for the top red card, or decline";
    }


}
