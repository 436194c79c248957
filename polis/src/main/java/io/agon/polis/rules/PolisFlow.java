package io.agon.polis.rules;

import static io.agon.polis.rules.Turn.PHASES;

import io.agon.core.flow.Flow;
import io.agon.core.flow.TurnPolicy;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;

/**
 * The flow of Polis, declared once and read like the rulebook (spec 3 and 4). Set-up pushes the board choices
 * and the opening draws; then each turn runs the eight phases in order, each phase a step of the active player
 * (phase 1 has two: the draws, then the purchase); after phase 7 the next seat's turn begins (4.8), unless the
 * end was triggered (5.2). Choices that cards and auctions push on top (interrupts) are decided by the seat they
 * name. Each step type has one rule, in a file named for it ({@code BiddingRule.java}...), except the rules of war
 * ({@code War}) and of trade ({@code Trading}), nested in their topic; the rules consult the topic classes
 * (Drawing, Auction, Building...).
 *
 * <p>Phase entry (spec 5.2, D9): once the end is triggered the game ends before phase 4 would begin; a phase
 * 4-7 step on top also ends it as soon as the current effect is done ({@link Turn}).
 */
final class PolisFlow {

    private PolisFlow() {
    }

    /** The flow over the given rule topics. */
    static Flow<PolisState, Step> build(Catalogue cat, Cards cards, Labels labels, PolisSetup setup, Drawing drawing,
                                        Auction auction, Building building, Protection protection,
                                        Symbols sym, PhaseFiveAbilities abilities, Trading trading,
                                        War war) {
        return Flow.of(PolisState.class)
                // Spec 4.0-4.7: the phases of a turn, in order; the active player decides each step.
                .phase(PHASES[0])
                    .step(Step.LighthousePhase.class, s -> Turn.enter(s, 0) ? Step.LighthousePhase.INSTANCE : null,
                            new LighthouseRule(labels, drawing))
                    .thenPhase(PHASES[1])
                .phase(PHASES[1])
                    .step(Step.DrawPhase.class, s -> Turn.enter(s, 1) ? Step.DrawPhase.of(0, -1) : null,
                            new DrawPhaseRule(labels, drawing))
                    .step(Step.BuyPhase.class, s -> Turn.enter(s, 1) ? Step.BuyPhase.INSTANCE : null,
                            new BuyPhaseRule(labels, drawing))
                    .thenPhase(PHASES[2])
                .phase(PHASES[2])
                    .step(Step.AuctionPhase.class, s -> Turn.enter(s, 2) ? Step.AuctionPhase.of(0) : null,
                            new AuctionPhaseRule(labels, auction))
                    .thenPhase(PHASES[3])
                .phase(PHASES[3])
                    .step(Step.BuildPhase.class, s -> Turn.enter(s, 3) ? Step.BuildPhase.INSTANCE : null,
                            new BuildPhaseRule(labels, building))
                    .thenPhase(PHASES[4])
                .phase(PHASES[4])
                    .step(Step.ProtectPhase.class, s -> Turn.enter(s, 4) ? Step.ProtectPhase.INSTANCE : null,
                            new ProtectPhaseRule(labels, protection))
                    .thenPhase(PHASES[5])
                .phase(PHASES[5])
                    .step(Step.IncomePhase.class, s -> Turn.enter(s, 5) ? Step.IncomePhase.INSTANCE : null,
                            new IncomePhaseRule(labels, sym, abilities))
                    .thenPhase(PHASES[6])
                .phase(PHASES[6])
                    .step(Step.TradePhase.class, s -> Turn.enter(s, 6) ? trading.start(s) : null,
                            new Trading.TradePhaseRule(labels, trading))
                    .thenPhase(PHASES[7])
                .phase(PHASES[7])
                    .step(Step.WarPhase.class, s -> Turn.enter(s, 7) ? Step.WarPhase.INSTANCE : null,
                            new War.WarPhaseRule(labels, war))
                    .then(Turn::afterWar, PHASES[0], "") // spec 4.8: the next turn, or 5.2 the end
                // Set-up (spec 3.1, 3.2), pushed by PolisSetup: each names the seat that decides.
                .on(Step.SideChoice.class, new SideChoiceRule(labels, setup, cat))
                .on(Step.DraftPick.class, new DraftPickRule(labels, setup))
                .on(Step.OpeningDraw.class, new OpeningDrawRule(labels, drawing))
                // Spec 4.2: the auction of an offered card (core's auction kit) and the seller's choices.
                .on(Step.Bidding.class, new BiddingRule(labels, auction))
                .on(Step.SellerChoice.class, new SellerChoiceRule(labels, auction))
                .on(Step.NoBidChoice.class, new NoBidChoiceRule(labels, auction))
                // Spec 7: choices pushed by special cards.
                .on(Step.ColonyChoice.class, new ColonyChoiceRule(labels, cards))
                .on(Step.PhidiasDraw.class, new PhidiasDrawRule(labels, drawing))
                .on(Step.PhidiasDiscard.class, new PhidiasDiscardRule(labels, drawing))
                .on(Step.EffectDraw.class, new EffectDrawRule(labels, drawing))
                .on(Step.HerodotusPick.class, new HerodotusPickRule(labels, abilities.use()))
                // Spec 4.7: the attacker's two choices; the sacrifice ends the turn.
                .on(Step.DestroyChoice.class, new War.DestroyChoiceRule(labels, war))
                .on(Step.SacrificeChoice.class, new War.SacrificeChoiceRule(labels, war))
                // During set-up every seat is on turn when deciding; in play, the active player is.
                .turns(new TurnPolicy<>() {
                    @Override
                    public int onTurn(PolisState s, int decider) {
                        return s.phase < 0 ? decider : s.active;
                    }

                    @Override
                    public int next(PolisState s, int seat) {
                        return (seat + 1) % s.players;
                    }
                })
                // An empty stack: the board choices are over (starting money, opening draws), or the opening
                // draws are (the start player starts turn 1), or the game is over.
                .whenEmpty((s, flow, ev) -> {
                    if (s.over) {
                        return false;
                    }
                    if (s.phase == Turn.BOARDS) {
                        setup.finishBoards(s, flow);
                    } else {
                        setup.startPlay(s, flow, ev);
                        flow.begin(s, Turn.FIRST_PHASE, ev);
                    }
                    return true;
                })
                .build();
    }
}
