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
 * Massilia's flow, declared once, in the order of the rulebook: one {@link io.agon.core.flow.StepRule} per
 * {@link Step}. The steps live on the state's stack: set-up pushes the round start below the corner choices; the
 * round start lays out the round's phases at once (the rolls of Phase II, Phase III, the round end), each an
 * automatic step that pushes the decisions it needs on top. Who is on turn is the owner of the nearest
 * turn-marking step (a roll, a turn, a declaration, a corner choice), so a seat that decides off turn (Pluto, the
 * tax) is an interrupt. God cards that bend several steps are consulted through their own classes:
 * {@link Vesta}, {@link Mars}, {@link Mercurius}, {@link Jupiter}; {@link Pluto} is the rule of its own reaction.
 */
final class MassiliaFlow {

    private MassiliaFlow() {
    }

    /** The flow of a game using {@code data}. */
    static Flow<MassiliaState, Step> of(MassiliaData data) {
        Market market = new Market(data);
        return Flow.<MassiliaState, Step>builder(s -> s.steps)
                // 3.8 set-up: in turn order, a first stall on a free corner
                .on(SetupCorner.class, new SetupCornerRule(data))
                // 4.1 Phase I prices and 4.2.1 the temple roll; the round's phases follow
                .on(RoundStart.class, new RoundStartRule(data))
                // 4.2 Phase II: each player rolls, then keeps dice or gives them to the temple (Mars)
                .on(RollPhase.class, new RollPhaseRule(data))
                .on(Keep.class, new KeepRule(data))
                // 4.3 Phase III: turns until everyone passed; a turn uses a die or passes (Vesta before or after)
                .on(ActionPhase.class, new ActionPhaseRule(data))
                .on(Turn.class, new TurnRule(data))
                // 5.0 the die use is declared (stones, Phoebus, Minerva, Juno), then one final action commits it
                .on(Declare.class, new DeclareRule(data, market))
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
                // 4.4 end of round; after the last round, 7 the end of the game
                .on(RoundEnd.class, new RoundEndRule(data))
                .build();
    }
}
