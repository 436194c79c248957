package io.agon.massilia.rules;

import io.agon.core.flow.Flow;
import io.agon.core.flow.Phase;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
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
    static final Phase SET_UP = Phase.named("Set-up");
    /** A round (4): its phases I-III and its end. */
    static final Phase ROUND = Phase.named("Round");

    private MassiliaFlow() {
    }

    /**
     * Phase III (spec 4.3): the next player in turn order who has not passed takes a turn; null when all passed.
     */
    static Turn nextTurn(MassiliaState s) {
        if (s.passedCount >= s.players) {
            return null;
        }
        int pos = s.turnPos;
        do {
            pos = (pos + 1) % s.players;
        } while (s.passed(s.order[pos]));
        s.turnPos = pos;
        int p = s.order[pos];
        s.stepCounter[p]++;
        s.godsThisTurn = 0;
        return Turn.of(p);
    }

    /** The flow of a game using {@code data}. */
    static Flow<MassiliaState, Step> of(MassiliaData data) {
        Market market = new Market(data);
        DeclareRule declare = new DeclareRule(data, market);
        return Flow.of(MassiliaState.class)
                // 3.8 set-up: in turn order, each player opens a first stall on a free corner
                .phase(SET_UP)
                    .step(SetupCorner.class, s -> new SetupCorner(0, s.order[0]), new SetupCornerRule(data))
                    .then(ROUND)
                // 4 a round: the prices change and the temple dice roll (4.1, 4.2.1); each player rolls and keeps
                // dice (4.2); turns until everyone passed (4.3); the round ends and sets the turn order (4.4)
                .phase(ROUND)
                    .step(RoundStart.class, s -> RoundStart.INSTANCE, new RoundStartRule(data))
                    .step(RollPhase.class, s -> RollPhase.of(0), new RollPhaseRule(data)).leadsTo(Keep.class)
                    // 4.3 the turns: a die use (a declaration, then its effects) or a pass, until all passed
                    .loop(Turn.class, MassiliaFlow::nextTurn, new TurnRule(data, declare)).leadsTo(Declare.class)
                        .turnsInto(TurnEnd.class, new TurnEndRule(data))     // D31: Vesta may still be played
                    .step(RoundEnd.class, s -> RoundEnd.INSTANCE, new RoundEndRule(data))
                    .repeatUnless(s -> s.over)                                // 7: after the last round
                // 4.2 a roll: the roller keeps dice or gives them to the temple (Mars)
                .on(Keep.class, new KeepRule(data))
                // 5.0 the die use is declared (stones, Phoebus, Minerva, Juno), then one final action commits it:
                // 5.1 beige places the bought cubes, 5.2 brown builds and moves cubes, 5.4 grey sacrifices and takes
                .on(Declare.class, declare)
                    .leadsTo(Place.class, BuildChoice.class, PlutoWindow.class, TakeCards.class, SacrificeCubes.class)
                .on(Place.class, new PlaceRule(data))
                .on(BuildChoice.class, new BuildChoiceRule(data)).leadsTo(Relocate.class)
                .on(Relocate.class, new RelocateRule(data))
                .on(TakeCards.class, new TakeCardsRule(data))
                .on(SacrificeCubes.class, new SacrificeCubesRule(data))
                // 5.2.2 brown, the consul: the stall owner's Pluto and the tax are decided out of turn
                .interrupt(PlutoWindow.class, new Pluto(data),
                        "Pluto is played by the stall's owner, during another player's turn too (D11)")
                                .leadsTo(BuildChoice.class,
                        Tax.class)
                .interrupt(Tax.class, new TaxRule(data), "the stall's owner takes the tax during another player's move")
                .build();
    }
}
