package io.agon.polis.rules;

import io.agon.core.Action;
import io.agon.core.Decision;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameInfo;
import io.agon.core.IllegalActionException;
import io.agon.core.OptionInfo;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.*;
import java.util.List;
import java.util.Map;

/**
 * Polis (Leo Colovini, 999 Games 2017) as an Agon forward model, following the binding spec
 * {@code shared/rules/polis.md}. The flow lives on the state's step stack ({@link Step}); this class routes
 * each pending step to the rule class of its topic: {@code Drawing} (phases 0-1 and every draw of choice),
 * {@code Auction} (phase 2), {@code Building} (phase 3, Colony), {@code Protection} (phase 4), {@code PhaseFive}
 * (income and abilities), {@code Trade} (phase 6), {@code War} (phase 7), {@code Scoring}, with {@code Flow}
 * for the order of play and {@code Cards} for moving cards (end-game cards, placement effects).
 */
public final class PolisGame implements Game<PolisState> {

    /** The game id. */
    public static final String ID = "polis";
    /** The set-up option for board distribution (spec 3.1 step 2 and 3.2). */
    public static final String BOARDS_OPTION = "boards";

    private final PolisRules r;
    private final GameInfo info;
    private final Views views;
    private volatile java.util.Map<String, String> glossary;

    /** A game over the validated card and board data {@code catalogue}. */
    public PolisGame(Catalogue catalogue) {
        this.r = new PolisRules(catalogue);
        this.views = new Views(r);
        this.info = new GameInfo(ID, "Polis", 3, 5, "1.0",
                "Build an ancient Greek city: auction cards, build, trade and make war (Leo Colovini)",
                List.of(new OptionInfo(BOARDS_OPTION, "city boards: first-game (A sides of the first-game boards), "
                        + "random (V1: random boards, each player picks the side) or draft (V2: draft from the "
                        + "last seat counter-clockwise)", List.of(PolisSetup.FIRST_GAME, PolisSetup.RANDOM,
                        PolisSetup.DRAFT), PolisSetup.FIRST_GAME)),
                PolisAction.TYPES);
    }

    /** The rule classes (package-private: for tests in this package). */
    PolisRules rules() {
        return r;
    }

    /** The card and board data. */
    public Catalogue catalogue() {
        return r.cat;
    }

    @Override
    public GameInfo info() {
        return info;
    }

    @Override
    public PolisState newGame(Setup setup) {
        Map<String, String> options = setup.validate(info);
        PolisState s = r.setup.newGame(setup.players(), setup.seed(), options.get(BOARDS_OPTION));
        r.flow.advance(s, EventSink.NONE);
        return s;
    }

    @Override
    public int currentPlayer(PolisState s) {
        if (s.over) {
            return -1;
        }
        return r.flow.decider(s, s.steps.peek());
    }

    @Override
    public Decision decision(PolisState s) {
        if (s.over) {
            return Decision.GAME_OVER;
        }
        Step step = s.steps.peek();
        int p = r.flow.decider(s, step);
        int onTurn = s.phase < 0 ? p : s.active;
        return new Decision(p, onTurn, Prompts.prompt(r, s, step));
    }

    @Override
    public void legalActions(PolisState s, List<Action> out) {
        if (s.over) {
            return;
        }
        Step step = s.steps.peek();
        int p = r.flow.decider(s, step);
        if (step instanceof Step.SideChoice || step instanceof Step.DraftPick) {
            r.setup.legal(s, step, out);
        } else if (step instanceof Step.OpeningDraw || step instanceof Step.EffectDraw
                || step instanceof Step.PhidiasDraw) {
            Drawing.legalAnyDraw(s, out);
        } else if (step instanceof Step.LighthousePhase) {
            r.drawing.legalPeek(s, out);
        } else if (step instanceof Step.DrawPhase d) {
            r.drawing.legalPhaseOneDraw(s, d, out);
        } else if (step instanceof Step.BuyPhase) {
            r.drawing.legalBuy(s, out);
        } else if (step instanceof Step.AuctionPhase a) {
            r.auction.legalOffer(s, a, out);
        } else if (step instanceof Step.Bidding b) {
            r.auction.legalBids(s, b, out);
        } else if (step instanceof Step.SellerChoice c) {
            r.auction.legalSellerChoice(s, c, out);
        } else if (step instanceof Step.NoBidChoice) {
            r.auction.legalNoBid(out);
        } else if (step instanceof Step.BuildPhase) {
            r.building.legal(s, out);
        } else if (step instanceof Step.ColonyChoice) {
            r.building.legalColony(out);
        } else if (step instanceof Step.PhidiasDiscard) {
            r.drawing.legalPhidiasDiscard(s, p, out);
        } else if (step instanceof Step.ProtectPhase) {
            r.protection.legal(s, out);
        } else if (step instanceof Step.IncomePhase) {
            r.phaseFive.legal(s, out);
        } else if (step instanceof Step.HerodotusPick h) {
            r.phaseFive.legalHerodotusPick(s, h, out);
        } else if (step instanceof Step.TradePhase t) {
            r.trade.legal(s, t, out);
        } else if (step instanceof Step.WarPhase) {
            r.war.legal(s, out);
        } else if (step instanceof Step.DestroyChoice d) {
            r.war.legalDestroy(s, d, out);
        } else if (step instanceof Step.SacrificeChoice) {
            r.war.legalSacrifice(s, out);
        }
    }

    @Override
    public void apply(PolisState s, int player, Action action, EventSink events) {
        int deciding = currentPlayer(s);
        if (deciding < 0 || player != deciding) {
            throw IllegalActionException.wrongPlayer(player, deciding);
        }
        if (!(action instanceof PolisAction a)) {
            throw IllegalActionException.notNow(action, "a Polis action");
        }
        a.checkFields();
        Step step = s.steps.peek();
        int turn = s.turn;
        dispatch(s, player, step, a, events);
        r.flow.advance(s, events, turn);
    }

    /** Validates {@code a} against the pending {@code step} and applies it; a refusal changes nothing. */
    private void dispatch(PolisState s, int p, Step step, PolisAction a, EventSink ev) {
        if (a instanceof PickBoard x && (step instanceof Step.SideChoice || step instanceof Step.DraftPick)) {
            r.setup.pick(s, p, step, x.side(), ev);
        } else if (a instanceof Draw x && (step instanceof Step.OpeningDraw || step instanceof Step.EffectDraw
                || step instanceof Step.PhidiasDraw)) {
            r.drawing.drawOfChoice(s, p, step, x.colour().ordinal(), ev);
        } else if (step instanceof Step.LighthousePhase && a instanceof Peek x) {
            r.drawing.peek(s, p, x.first().ordinal(), x.second().ordinal(), ev);
        } else if (step instanceof Step.LighthousePhase && a instanceof Done) {
            r.flow.endPhase(s);
        } else if (step instanceof Step.DrawPhase d && a instanceof Draw x) {
            r.drawing.phaseOneDraw(s, p, d, x.colour().ordinal(), ev);
        } else if (step instanceof Step.BuyPhase && a instanceof Buy x) {
            r.drawing.buy(s, p, x.colour().ordinal(), x.withPoints(), ev);
        } else if (step instanceof Step.BuyPhase && a instanceof Done) {
            r.flow.endPhase(s);
        } else if (step instanceof Step.AuctionPhase au && a instanceof Offer x) {
            r.auction.offer(s, p, au, x.card(), ev);
        } else if (step instanceof Step.AuctionPhase au && a instanceof Done) {
            r.auction.endAuctions(s, au);
        } else if (step instanceof Step.Bidding b && a instanceof Bid x) {
            r.auction.bid(s, p, b, x.amount(), ev);
        } else if (step instanceof Step.Bidding b && a instanceof Pass) {
            r.auction.pass(s, b, false, ev);
        } else if (step instanceof Step.SellerChoice c && a instanceof Sell) {
            r.auction.sell(s, c, ev);
        } else if (step instanceof Step.SellerChoice c && a instanceof BuyBack) {
            r.auction.buyBack(s, p, c, ev);
        } else if (step instanceof Step.NoBidChoice && a instanceof KeepUnsold) {
            r.auction.keepUnsold(s, p, ev);
        } else if (step instanceof Step.NoBidChoice && a instanceof Done) {
            r.auction.boxUnsold(s, ev);
        } else if (step instanceof Step.BuildPhase && a instanceof Build x) {
            r.building.build(s, p, x.card(), ev);
        } else if (step instanceof Step.BuildPhase && a instanceof Done) {
            r.flow.endPhase(s);
        } else if (step instanceof Step.ColonyChoice c && a instanceof UseColony) {
            r.building.useColony(s, p, c, ev);
        } else if (step instanceof Step.ColonyChoice && a instanceof Done) {
            s.steps.pop();
        } else if (step instanceof Step.PhidiasDiscard && a instanceof Discard x) {
            r.drawing.phidiasDiscard(s, p, x.card(), ev);
        } else if (step instanceof Step.ProtectPhase && a instanceof Protect x) {
            r.protection.protect(s, p, x.card(), x.symbol(), ev);
        } else if (step instanceof Step.ProtectPhase && a instanceof Done) {
            r.flow.endPhase(s);
        } else if (step instanceof Step.IncomePhase) {
            r.phaseFive.apply(s, p, a, ev);
        } else if (step instanceof Step.HerodotusPick h && a instanceof HerodotusBox x) {
            r.phaseFive.herodotusBox(s, p, h, x.card(), ev);
        } else if (step instanceof Step.TradePhase t && a instanceof Trade x) {
            r.trade.trade(s, p, t, x.partner(), ev);
        } else if (step instanceof Step.TradePhase t && a instanceof Done) {
            r.trade.done(s, t);
        } else if (step instanceof Step.WarPhase && a instanceof Attack x) {
            r.war.attack(s, p, x.target(), x.mercenaries(), ev);
        } else if (step instanceof Step.WarPhase && a instanceof Done) {
            r.flow.endTurn(s);
        } else if (step instanceof Step.DestroyChoice d && a instanceof Destroy x) {
            r.war.destroy(s, p, d, x.card(), ev);
        } else if (step instanceof Step.SacrificeChoice && a instanceof Sacrifice x) {
            r.war.sacrifice(s, p, x.card(), ev);
        } else {
            throw new IllegalActionException(Prompts.notNow(r, s, step, a));
        }
    }

    @Override
    public Outcome outcome(PolisState s) {
        if (!s.over) {
            throw new IllegalStateException("the game is not over");
        }
        return r.scoring.outcome(s);
    }

    /** The final score of seat {@code p} as the state stands (spec 6.1), also during play. */
    public int score(PolisState s, int p) {
        return r.scoring.score(s, p);
    }

    /**
     * A rough money value of {@code p}'s engine for agents: income, discounts and war strength as they stand.
     */
    public double incomeValue(PolisState s, int p) {
        return 1.5 * r.sym.moneyIncome(s, p) + 3.0 * r.sym.pointsIncome(s, p)
                + 0.8 * (r.sym.visible(s, p, Symbols.DISCOUNT_ANY)) + 0.5 * r.sym.defenceWar(s, p)
                + 0.6 * r.sym.vases(s, p) + 1.5 * r.sym.culture(s, p);
    }

    @Override
    public View view(PolisState s, int player) {
        return views.view(s, player, decision(s));
    }

    @Override
    public PolisState determinize(PolisState s, int observer, Rng rng) {
        return Determinizer.determinize(s, observer, rng);
    }

    /** Every card with its colour, kind, symbols in words and special effect ({@code ? Troy} at the prompt). */
    @Override
    public java.util.Map<String, String> glossary() {
        if (glossary == null) {
            glossary = Glossary.of(r.cat);
        }
        return glossary;
    }

    @Override
    public String describe(PolisState s, Action action) {
        return Prompts.describe(r, s, action);
    }

    @Override
    public String describe(PolisState s, Action action, int observer) {
        return Prompts.describeFor(r, s, action, observer);
    }
}
