package io.agon.massilia.rules;

import io.agon.core.EventSink;
import io.agon.core.flow.TurnOrder;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import io.agon.massilia.model.Step.*;

/**
 * Runs the automatic steps: Phase I price change, the temple roll and the player rolls of Phase II, turn order
 * in Phase III, the end of the round and of the game (spec 4, 7), and steps whose only choice is forced (e.g.
 * placing cubes when one stall has room). Stops at the next real decision.
 */
final class Flow {

    private final MassiliaData data;
    private final Market market;

    Flow(MassiliaData data, Market market) {
        this.data = data;
        this.market = market;
    }

    void settle(MassiliaState s, EventSink events) {
        while (true) {
            Step top = s.steps.peek();
            if (top == null) {
                return;
            }
            if (top instanceof RoundStart) {
                roundStart(s, events);
            } else if (top instanceof RollPhase r) {
                rollPhase(s, r.pos());
            } else if (top instanceof ActionPhase) {
                actionPhase(s);
            } else if (top instanceof RoundEnd) {
                roundEnd(s, events);
            } else if (!forced(s, top, events)) {
                return;
            }
        }
    }

    /** Resolves {@code top} when its decision is forced; false when a real choice is left. */
    private boolean forced(MassiliaState s, Step top, EventSink events) {
        if (top instanceof SetupCorner c) {
            int free = -1;
            int count = 0;
            for (int f : data.corners) {
                if (s.stallOwner[f] < 0) {
                    free = f;
                    count++;
                }
            }
            if (count != 1) {
                return false;
            }
            chooseCorner(s, c, free, events);
            return true;
        }
        if (top instanceof Keep) {
            if (anyDie(s.rolled)) {
                return false;
            }
            s.steps.pop();
            return true;
        }
        if (top instanceof Place pl) {
            int only = -1;
            for (int f = 0; f < 24; f++) {
                if (s.stallOwner[f] == pl.player() && s.cubesOn(f) < data.stallCapacity) {
                    if (only >= 0) {
                        return false;
                    }
                    only = f;
                }
            }
            s.cubes[only * 4 + pl.kind()] += pl.kindLeft();
            s.cubes[only * 4 + Ids.BEIGE] += pl.beigeLeft();
            s.steps.pop();
            return true;
        }
        if (top instanceof Tax t) {
            if (t.keptTotal() == s.cubesOn(t.field()) || s.money[t.owner()] < data.taxPerCube) {
                market.settleTax(s, t, events);
                return true;
            }
            return false;
        }
        if (top instanceof BuildChoice b) {
            if (market.canBuild(s, b.player(), b.field())) {
                return false;
            }
            s.steps.pop();
            return true;
        }
        if (top instanceof Relocate r) {
            if (!market.relocationDone(s, r)) {
                return false;
            }
            s.steps.pop();
            return true;
        }
        if (top instanceof SacrificeCubes sc) {
            if (s.ownCubes(sc.player()) != sc.left()) {
                return false;
            }
            for (int f = 0; f < 24; f++) {
                if (s.stallOwner[f] == sc.player()) {
                    for (int g = 0; g < Ids.GOODS; g++) {
                        s.harbour[g] += s.cubes(f, g);
                        s.cubes[f * 4 + g] = 0;
                    }
                }
            }
            s.steps.pop();
            return true;
        }
        if (top instanceof TurnEnd t) {
            // Asked on public facts only (D16): stones held (every transfer is announced), Vesta not yet played
            // this turn, and some card in hand old enough to play (D14). Asking only when the hand really holds
            // a Vesta would tell everyone that it does.
            int p = t.player();
            if (s.stones[p] > 0 && (s.godsThisTurn & (1 << Ids.VESTA)) == 0 && Hands.anyPlayable(s, p)) {
                return false;
            }
            s.steps.pop();
            return true;
        }
        return false;
    }

    private static boolean anyDie(int[] dice) {
        for (int c : dice) {
            if (c > 0) {
                return true;
            }
        }
        return false;
    }

    void chooseCorner(MassiliaState s, SetupCorner c, int field, EventSink events) {
        int p = c.player();
        s.stallOwner[field] = p;
        s.reserve[p]--;
        for (int g = 0; g < Ids.TRADE_GOODS; g++) {
            s.cubes[field * 4 + g]++;
            s.harbour[g]--;
        }
        if (c.pos() + 1 < s.players) {
            s.steps.replaceTop(new SetupCorner(c.pos() + 1, s.order[c.pos() + 1]));
        } else {
            s.steps.pop();
        }
        if (events.enabled()) {
            events.emit(new MassiliaEvent.CornerChosen(p, field));
        }
    }

    /** Phase I (not in round 1) and the temple roll; then Phase II, Phase III and the round end follow. */
    private void roundStart(MassiliaState s, EventSink events) {
        if (s.round > 1) {
            int[] old = s.price.clone();
            for (int i = 0; i < 4; i++) {
                s.price[(i + 1) % 4] = old[i]; // TEMPLE -> VIOLET -> ORANGE -> PINK -> TEMPLE (4.1)
            }
        }
        int[] perColour = new int[Ids.DIE_COLOURS];
        for (int code = 0; code < Ids.DIE_CODES; code++) {
            perColour[Ids.dieColour(code)] += s.temple[code];
            s.temple[code] = 0;
        }
        for (int c = 0; c < Ids.DIE_COLOURS; c++) {
            for (int i = 0; i < perColour[c]; i++) {
                s.temple[Ids.die(c, 1 + s.rng.nextInt(6))]++;
            }
        }
        s.passedCount = 0;
        s.passedMask = 0;
        java.util.Arrays.fill(s.roundTile, 0);
        s.turnPos = s.players - 1;
        s.steps.replaceTop(new RoundEnd());
        s.steps.push(new ActionPhase());
        s.steps.push(new RollPhase(0));
        if (events.enabled()) {
            events.emit(new MassiliaEvent.RoundStarted(s.round, Describer.prices(s), Describer.dice(s.temple)));
        }
    }

    private void rollPhase(MassiliaState s, int pos) {
        if (pos >= s.players) {
            s.steps.pop();
            return;
        }
        int p = s.order[pos];
        s.stepCounter[p]++;
        s.steps.replaceTop(new RollPhase(pos + 1));
        boolean any = false;
        for (int c = 0; c < Ids.DIE_COLOURS; c++) {
            int n = s.screen[p * 4 + c];
            s.screen[p * 4 + c] = 0;
            for (int i = 0; i < n; i++) {
                s.rolled[Ids.die(c, 1 + s.rng.nextInt(6))]++;
                any = true;
            }
        }
        if (any) {
            s.steps.push(new Keep(p, 0, false)); // D51: nothing to roll, nothing to decide
        }
    }

    private void actionPhase(MassiliaState s) {
        if (s.passedCount >= s.players) {
            s.steps.pop();
            return;
        }
        int pos = s.turnPos;
        do {
            pos = (pos + 1) % s.players;
        } while (s.passed(s.order[pos]));
        s.turnPos = pos;
        int p = s.order[pos];
        s.stepCounter[p]++;
        s.godsThisTurn = 0;
        s.steps.push(new Turn(p));
    }

    /** 4.4: the new order by round tile; kept dice go behind the screens; after round 7 the end. */
    private void roundEnd(MassiliaState s, EventSink events) {
        // from the smallest round tile up; the last passer took none (value 0) and goes first (4.4)
        int[] next = TurnOrder.byTrackAscending(s.roundTile, s.passOrder);
        System.arraycopy(next, 0, s.order, 0, s.players);
        for (int p = 0; p < s.players; p++) {
            for (int code = 0; code < Ids.DIE_CODES; code++) {
                int n = s.supplyDice[p * Ids.DIE_CODES + code];
                if (n > 0) {
                    s.screen[p * 4 + Ids.dieColour(code)] += n;
                    s.supplyDice[p * Ids.DIE_CODES + code] = 0;
                }
            }
        }
        java.util.Arrays.fill(s.roundTile, 0);
        if (events.enabled()) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < s.players; i++) {
                b.append(i > 0 ? ", " : "").append(Ids.player(s.order[i]));
            }
            events.emit(new MassiliaEvent.RoundEnded(s.round, b.toString()));
        }
        if (s.round >= data.rounds) {
            s.over = true;
            s.steps.pop();
            if (events.enabled()) {
                events.emit(new MassiliaEvent.GameEnded(Scoring.summary(data, s)));
            }
        } else {
            s.round++;
            s.steps.replaceTop(new RoundStart());
        }
    }
}
