package io.agon.massilia.rules;

import io.agon.core.flow.Flow;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import io.agon.massilia.model.Step.ActionPhase;
import io.agon.massilia.model.Step.BuildChoice;
import io.agon.massilia.model.Step.Declare;
import io.agon.massilia.model.Step.Keep;
import io.agon.massilia.model.Step.Place;
import io.agon.massilia.model.Step.PlutoWindow;
import io.agon.massilia.model.Step.Relocate;
import io.agon.massilia.model.Step.RollPhase;
import io.agon.massilia.model.Step.RoundEnd;
import io.agon.massilia.model.Step.RoundStart;
import io.agon.massilia.model.Step.SacrificeCubes;
import io.agon.massilia.model.Step.SetupCorner;
import io.agon.massilia.model.Step.Tax;
import io.agon.massilia.model.Step.TakeCards;
import io.agon.massilia.model.Step.Turn;
import io.agon.massilia.model.Step.TurnEnd;

/**
 * Massilia's flow, declared once, in the order of the rulebook: the set-up phase (the first stalls, 3.8), then a
 * round phase (4: prices and the temple roll, the rolls, the turns, the round end) begun again until the last round
 * (7). Each phase step is automatic and pushes the decisions it needs on top: a roll pushes the keeping, the action
 * phase pushes each turn; a turn's die use pushes its declaration, whose final action pushes what it needs (cubes to
 * place, the consul's choices, the sacrifice). Who is on turn is the owner of the nearest turn-marking step (a roll,
 * a turn, a declaration, a corner choice), so a seat that decides off turn (Pluto, the tax) is an interrupt. Each
 * god card is one class that the steps consult: {@link Vesta}, {@link Mars}, {@link Mercurius}, {@link Jupiter},
 * {@link Minerva}, {@link Phoebus}, {@link Juno}; {@link Pluto} is the rule of its own reaction.
 */
final class MassiliaFlow {

    /** The set-up phase: the first stalls (3.8). */
    static final String SET_UP = "Set-up";
    /** A round (4): its phases I-III and its end. */
    static final String ROUND = "Round";

    private MassiliaFlow() {
    }

    /** The flow of a game using {@code data}. */
    static Flow<MassiliaState, Step> of(MassiliaData data) {
        Market market = new Market(data);
        DeclareRule declare = new DeclareRule(data, market);
        return Flow.of(MassiliaState.class)
                // 3.8 set-up: in turn order, each player opens a first stall on a free corner
                .phase(SET_UP)
                    .step(SetupCorner.class, s -> new SetupCorner(0, s.order[0]), new SetupCornerRule(data))
                    .thenPhase(ROUND)
                // 4 a round: the prices change and the temple dice roll (4.1, 4.2.1); each player rolls and keeps
                // dice (4.2); turns until everyone passed (4.3); the round ends and sets the turn order (4.4)
                .phase(ROUND)
                    .step(RoundStart.class, s -> RoundStart.INSTANCE, new RoundStartRule(data))
                    .step(RollPhase.class, s -> RollPhase.of(0), new RollPhaseRule(data))
                    .step(ActionPhase.class, s -> ActionPhase.INSTANCE, new ActionPhaseRule(data))
                    .step(RoundEnd.class, s -> RoundEnd.INSTANCE, new RoundEndRule(data))
                    .then((s, flow, ev) -> { // 7: after the last round the game is over
                        if (!s.over) {
                            flow.begin(s, ROUND, ev);
                        }
                    }, ROUND, "")
                // 4.2 a roll: the roller keeps dice or gives them to the temple (Mars)
                .on(Keep.class, new KeepRule(data))
                // 4.3 a turn: use a die or pass (Vesta before or after)
                .on(Turn.class, new TurnRule(data, declare))
                // 5.0 the die use is declared (stones, Phoebus, Minerva, Juno), then one final action commits it
                .on(Declare.class, declare)
                // 5.1 beige: place the bought cubes
                .on(Place.class, new PlaceRule(data))
                // 5.2.2 brown, the consul: the owner's Pluto (off turn), the tax, building, moving cubes
                .on(PlutoWindow.class, new Pluto(data))
                .on(Tax.class, new TaxRule(data))
                .on(BuildChoice.class, new BuildChoiceRule(data))
                .on(Relocate.class, new RelocateRule(data))
                // 5.4 grey: return the cubes, take the cards (Jupiter)
                .on(SacrificeCubes.class, new SacrificeCubesRule(data))
                .on(TakeCards.class, new TakeCardsRule(data))
                // D31 after the die use: Vesta may still be played
                .on(TurnEnd.class, new TurnEndRule(data))
                .build();
    }
}
