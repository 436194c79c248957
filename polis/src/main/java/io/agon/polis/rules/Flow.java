package io.agon.polis.rules;

import io.agon.core.EventSink;
import io.agon.polis.model.Ability;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;

/**
 * The order of play: set-up stages, the seven phases of a turn (spec 4), the end of a turn (4.8) and the end of
 * the game (5.2, D9). After every action {@link #advance} resolves whatever needs no decision (a phase with
 * nothing left to do, a bidder who can only pass, an empty hand asked for Phidias) until a real decision is
 * pending or the game is over.
 */
final class Flow {

    /** Phase value during board choices. */
    static final int BOARDS = -2;
    /** Phase value during the opening draws. */
    static final int OPENING = -1;

    private final PolisRules r;

    Flow(PolisRules r) {
        this.r = r;
    }

    /** Starts phase {@code n} of the active player (or ends the game / turn as the rules say). */
    void startPhase(PolisState s, int n) {
        if (n >= 4 && s.endTriggered) {
            gameOver(s);
            return;
        }
        s.phase = n;
        switch (n) {
            case 0 -> s.steps.push(new Step.LighthousePhase());
            case 1 -> s.steps.push(new Step.DrawPhase(0, -1));
            case 2 -> s.steps.push(new Step.AuctionPhase(0));
            case 3 -> s.steps.push(new Step.BuildPhase());
            case 4 -> s.steps.push(new Step.ProtectPhase());
            case 5 -> s.steps.push(new Step.IncomePhase());
            case 6 -> s.steps.push(r.trade.start(s));
            case 7 -> s.steps.push(new Step.WarPhase());
            default -> endTurn(s);
        }
    }

    /** Ends the phase whose step is on top and starts the next one. */
    void endPhase(PolisState s) {
        s.steps.pop();
        startPhase(s, s.phase + 1);
    }

    /** Spec 4.8: clear the per-turn state and give the turn to the next seat. */
    void endTurn(PolisState s) {
        s.steps.clear();
        s.builds = 0;
        s.purchased = false;
        s.incomeTaken = false;
        s.tradePartners = 0;
        s.usedTurn = 0;
        s.warDefender = -1;
        s.active = (s.active + 1) % s.players;
        s.turn++;
        startPhase(s, 0);
    }

    void gameOver(PolisState s) {
        s.over = true;
        s.steps.clear();
    }

    /** Resolves automatic steps until a decision is pending; emits the turn and end narration. */
    void advance(PolisState s, EventSink ev) {
        advance(s, ev, s.turn);
    }

    /** As {@link #advance(PolisState, EventSink)}, narrating a new turn if the turn is no longer {@code turn}. */
    void advance(PolisState s, EventSink ev, int turn) {
        while (!s.over) {
            Step top = s.steps.peek();
            if (top == null) {
                if (s.phase == BOARDS) {
                    r.setup.finishBoards(s);
                } else {
                    r.setup.startPlay(s);
                }
                continue;
            }
            if (!autoResolve(s, top, ev)) {
                break;
            }
        }
        if (ev.enabled()) {
            if (s.over) {
                ev.emit(new PolisEvent.GameEnded(r.scoring.summary(s)));
            } else if (s.turn != turn) {
                ev.emit(new PolisEvent.TurnStarted(s.active, s.turn));
            }
        }
    }

    /** Resolves {@code top} when it needs no decision; returns false when a player must decide. */
    private boolean autoResolve(PolisState s, Step top, EventSink ev) {
        if (s.endTriggered && s.phase >= 4 && isPhaseStep(top)) {
            // D9: a trigger in phase 5 ends the game once the current effect is done.
            gameOver(s);
            return true;
        }
        if (top instanceof Step.LighthousePhase) {
            if (r.drawing.canPeek(s)) {
                return false;
            }
            endPhase(s);
        } else if (top instanceof Step.DrawPhase d) {
            if (d.drawn() < 2 && r.drawing.canDrawPhaseOne(s, d)) {
                return false;
            }
            s.steps.replaceTop(new Step.BuyPhase());
        } else if (top instanceof Step.BuyPhase) {
            if (r.drawing.canBuy(s)) {
                return false;
            }
            endPhase(s);
        } else if (top instanceof Step.OpeningDraw) {
            if (Cards.anyUnblocked(s)) {
                return false;
            }
            s.steps.pop();
        } else if (top instanceof Step.EffectDraw) {
            if (Cards.anyUnblocked(s)) {
                return false;
            }
            s.steps.pop();
        } else if (top instanceof Step.PhidiasDraw d) {
            if (d.remaining() > 0 && Cards.anyUnblocked(s)) {
                return false;
            }
            s.steps.pop();
        } else if (top instanceof Step.PhidiasDiscard d) {
            if (s.hand[d.player()] != 0) {
                return false;
            }
            s.steps.pop();
        } else if (top instanceof Step.AuctionPhase) {
            if (s.hand[s.active] != 0) {
                return false;
            }
            endPhase(s);
        } else if (top instanceof Step.Bidding b) {
            if (r.auction.bidderCanBid(s, b)) {
                return false;
            }
            r.auction.pass(s, b, true, ev);
        } else if (top instanceof Step.SellerChoice c) {
            if (s.money[s.active] >= c.bid() + 1) {
                return false;
            }
            r.auction.sell(s, c, ev);
        } else if (top instanceof Step.NoBidChoice) {
            if (s.money[s.active] >= 1) {
                return false;
            }
            r.auction.boxUnsold(s, ev);
        } else if (top instanceof Step.ColonyChoice c) {
            if (r.building.canUseColony(s, c)) {
                return false;
            }
            s.steps.pop();
        } else if (top instanceof Step.BuildPhase) {
            if (r.building.canBuildAny(s)) {
                return false;
            }
            endPhase(s);
        } else if (top instanceof Step.ProtectPhase) {
            if (r.protection.canProtectAny(s)) {
                return false;
            }
            endPhase(s);
        } else if (top instanceof Step.IncomePhase) {
            if (r.phaseFive.anyActivation(s)) {
                return false;
            }
            if (!s.incomeTaken) {
                // D26: nothing to choose before income; the income may enable an ability (tokens for Plato,
                // money for Euclid...), so look again before the phase ends (spec 4.5: any order).
                r.phaseFive.collectIncome(s, s.active, ev);
                return true;
            }
            endPhase(s);
        } else if (top instanceof Step.TradePhase t) {
            if (t.done() < t.max()) {
                return false;
            }
            r.trade.finish(s);
            endPhase(s);
        } else if (top instanceof Step.WarPhase) {
            if (r.war.canAttackAny(s)) {
                return false;
            }
            endPhase(s);
        } else if (top instanceof Step.DestroyChoice d) {
            if (r.war.destroyable(s, d.defender()) != 0) {
                return false;
            }
            s.steps.pop();
        } else {
            return false;
        }
        return true;
    }

    private static boolean isPhaseStep(Step top) {
        return top instanceof Step.ProtectPhase || top instanceof Step.IncomePhase
                || top instanceof Step.TradePhase || top instanceof Step.WarPhase;
    }

    /** The seat that decides {@code step}. */
    int decider(PolisState s, Step step) {
        if (step instanceof Step.SideChoice c) {
            return c.seat();
        } else if (step instanceof Step.DraftPick d) {
            return d.seat();
        } else if (step instanceof Step.OpeningDraw o) {
            return o.seat();
        } else if (step instanceof Step.Bidding b) {
            return b.auction().bidder();
        } else if (step instanceof Step.EffectDraw e) {
            return e.player();
        } else if (step instanceof Step.ColonyChoice c) {
            return c.owner();
        } else if (step instanceof Step.PhidiasDraw d) {
            return d.player();
        } else if (step instanceof Step.PhidiasDiscard d) {
            return d.player();
        }
        return s.active;
    }

    /** True when seat {@code p} has ability {@code a} face up (shortcut for the phase classes). */
    boolean has(PolisState s, int p, Ability a) {
        return r.sym.has(s, p, a);
    }
}
