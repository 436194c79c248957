package io.agon.polis.rules;

import static io.agon.polis.rules.Turn.PHASES;

import io.agon.core.flow.Flow;
import io.agon.core.EventSink;
import io.agon.core.flow.Control;
import io.agon.core.flow.StepRule;
import io.agon.core.flow.Phase;
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

    /** Set-up (spec 3): the boards, the starting money and opening draws, the start of turn 1. */
    static final Phase SET_UP = Phase.named("Set-up");

    private PolisFlow() {
    }

    /** What placing a card in a city may ask next (Colony, Phidias: spec 7). */
    private static final Class<?>[] PLACED = {Step.ColonyChoice.class, Step.PhidiasDraw.class,
        Step.PhidiasDiscard.class};

    /** Set-up work done by {@code then} when its automatic step comes on top. */
    @FunctionalInterface
    interface SetUpWork {
        /** Does the work; it moves the flow on itself. */
        void run(PolisState s, Control<PolisState> flow, EventSink ev);
    }

    /** The rule of an automatic set-up step of type {@code type}: it does {@code work} when it comes on top. */
    private static <T extends Step> StepRule<PolisState, T> automatic(Class<T> type, SetUpWork work) {
        return StepRule.of(PolisState.class, type).resolve(ctx -> {
            work.run(ctx.state(), ctx.control(), ctx.events());
            return true;
        }).build();
    }

    /** The flow over the given rule topics. */
    static Flow<PolisState, Step> build(Catalogue cat, Cards cards, Labels labels, PolisSetup setup, Drawing drawing,
                                        Auction auction, Building building, Protection protection,
                                        Symbols sym, PhaseFiveAbilities abilities, Trading trading,
                                        War war) {
        return Flow.of(PolisState.class)
                // Set-up (spec 3.1, 3.2): the boards, then the starting money and opening draws, then turn 1.
                .phase(SET_UP)
                    .step(Step.BoardDeal.class, s -> Step.BoardDeal.INSTANCE, automatic(Step.BoardDeal.class,
                            setup::dealBoards)).leadsTo(Step.SideChoice.class, Step.DraftPick.class)
                    .step(Step.OpeningDeal.class, s -> Step.OpeningDeal.INSTANCE, automatic(Step.OpeningDeal.class,
                            setup::finishBoards)).leadsTo(Step.OpeningDraw.class)
                    .step(Step.StartPlay.class, s -> Step.StartPlay.INSTANCE, automatic(Step.StartPlay.class,
                            setup::startPlay))
                    .thenPhase(PHASES[0])
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
                            new AuctionPhaseRule(labels, auction)).leadsTo(Step.Bidding.class)
                    .thenPhase(PHASES[3])
                .phase(PHASES[3])
                    .step(Step.BuildPhase.class, s -> Turn.enter(s, 3) ? Step.BuildPhase.INSTANCE : null,
                            new BuildPhaseRule(labels, building)).leadsTo(PLACED)
                    .thenPhase(PHASES[4])
                .phase(PHASES[4])
                    .step(Step.ProtectPhase.class, s -> Turn.enter(s, 4) ? Step.ProtectPhase.INSTANCE : null,
                            new ProtectPhaseRule(labels, protection))
                    .thenPhase(PHASES[5])
                .phase(PHASES[5])
                    .step(Step.IncomePhase.class, s -> Turn.enter(s, 5) ? Step.IncomePhase.INSTANCE : null,
                            new IncomePhaseRule(labels, sym, abilities))
                        .leadsTo(Step.EffectDraw.class, Step.HerodotusPick.class)
                    .thenPhase(PHASES[6])
                .phase(PHASES[6])
                    .step(Step.TradePhase.class, s -> Turn.enter(s, 6) ? trading.start(s) : null,
                            new Trading.TradePhaseRule(labels, trading))
                    .thenPhase(PHASES[7])
                .phase(PHASES[7])
                    .step(Step.WarPhase.class, s -> Turn.enter(s, 7) ? Step.WarPhase.INSTANCE : null,
                            new War.WarPhaseRule(labels, war))
                        .leadsTo(Step.SacrificeChoice.class, Step.DestroyChoice.class)
                    .then(Turn::afterWar, PHASES[0], "") // spec 4.8: the next turn, or 5.2 the end
                // Set-up (spec 3.1, 3.2), pushed by set-up's steps: each names the seat that decides.
                .on(Step.SideChoice.class, new SideChoiceRule(labels, setup, cat))
                .on(Step.DraftPick.class, new DraftPickRule(labels, setup))
                .on(Step.OpeningDraw.class, new OpeningDrawRule(labels, drawing))
                // Spec 4.2: the auction of an offered card (core's auction kit) and the seller's choices.
                .on(Step.Bidding.class, new BiddingRule(labels, auction))
                    .leadsTo(Step.SellerChoice.class, Step.NoBidChoice.class).leadsTo(PLACED)
                .on(Step.SellerChoice.class, new SellerChoiceRule(labels, auction)).leadsTo(PLACED)
                .on(Step.NoBidChoice.class, new NoBidChoiceRule(labels, auction)).leadsTo(PLACED)
                // Spec 7: choices pushed by special cards.
                .on(Step.ColonyChoice.class, new ColonyChoiceRule(labels, cards)).leadsTo(PLACED)
                .on(Step.PhidiasDraw.class, new PhidiasDrawRule(labels, drawing))
                .interrupt(Step.PhidiasDiscard.class, new PhidiasDiscardRule(labels, drawing),
                        "every other player discards a card for Phidias, out of turn (spec 7.15)")
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
                .build();
    }
}
