package io.agon.massilia.rules;

import io.agon.core.Action;
import io.agon.core.Decision;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameInfo;
import io.agon.core.IllegalActionException;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.SetDie;
import io.agon.massilia.model.Step;
import io.agon.massilia.model.Step.*;
import io.agon.massilia.rules.MassiliaAction.*;
import java.util.List;

/**
 * Massilia's forward model: set-up (spec 3), the decisions of every step and their legality. The die use lives
 * in {@link DieUse}, the die actions and the consul in {@link Market}, the automatic phases in {@link Flow},
 * the final scoring in {@link Scoring} and what each player sees in {@link Views}.
 */
public final class MassiliaGame implements Game<MassiliaState> {

    /** The game id. */
    public static final String ID = "massilia";

    private final MassiliaData data;
    private final GameInfo info;
    private final Market market;
    private final DieUse dieUse;
    private final Flow flow;

    /** A game using the loaded and validated {@code data}. */
    public MassiliaGame(MassiliaData data) {
        this.data = data;
        this.info = new GameInfo(ID, "Massilia", data.minPlayers, data.maxPlayers, "1.0",
                "Roll dice, bend them with penalty stones and gods, and trade on a ring-shaped Roman market",
                List.of(), MassiliaAction.TYPES);
        this.market = new Market(data);
        this.dieUse = new DieUse(data, market);
        this.flow = new Flow(data, market);
    }

    /** The game data. */
    public MassiliaData data() {
        return data;
    }

    @Override
    public GameInfo info() {
        return info;
    }

    @Override
    public MassiliaState newGame(Setup setup) {
        setup.validate(info);
        int n = setup.players();
        MassiliaState s = new MassiliaState(n, setup.seed());
        Rng rng = s.rng;
        System.arraycopy(data.cubesPerGoods, 0, s.harbour, 0, Ids.GOODS);
        s.supply = data.stonesPerPlayer * n;
        for (int g = 0; g < Ids.GODS; g++) {
            for (int c = 0; c < data.godCopies[g]; c++) {
                s.deck.putOnTop(g);
            }
        }
        s.deck.shuffle(rng);
        s.faceUp[0] = s.deck.draw();
        s.faceUp[1] = s.deck.draw();
        int[] middles = data.middles.clone();
        rng.shuffle(middles);
        System.arraycopy(middles, 0, s.person, 0, Ids.PERSONS);
        for (int p = 0; p < n; p++) {
            for (int c = 0; c < Ids.DIE_COLOURS; c++) {
                s.screen[p * 4 + c] = data.playerDicePerColour;
            }
            s.reserve[p] = data.stallsPerPlayer;
            s.order[p] = p;
        }
        rng.shuffle(s.order);
        for (int pos = 0; pos < n; pos++) {
            s.money[s.order[pos]] = data.startMoney[pos];
        }
        System.arraycopy(data.startPrices, 0, s.price, 0, 4);
        java.util.Arrays.fill(s.marker, data.markerStart);
        for (int c = 0; c < Ids.DIE_COLOURS; c++) {
            for (int i = 0; i < data.templeDicePerColour; i++) {
                s.temple[Ids.die(c, 1 + rng.nextInt(6))]++;
            }
        }
        s.round = 1;
        s.steps.push(new RoundStart());
        s.steps.push(new SetupCorner(0, s.order[0]));
        flow.settle(s, EventSink.NONE);
        return s;
    }

    /** Runs automatic steps until the next decision (for tests that build a position by hand). */
    void advance(MassiliaState s) {
        flow.settle(s, EventSink.NONE);
    }

    @Override
    public int currentPlayer(MassiliaState s) {
        Step top = s.steps.peek();
        return top == null ? -1 : top.decider();
    }

    @Override
    public Decision decision(MassiliaState s) {
        Step top = s.steps.peek();
        if (top == null) {
            return Decision.GAME_OVER;
        }
        return new Decision(top.decider(), onTurn(s, top), Describer.prompt(s, top));
    }

    /** The player whose turn or roll step it is. */
    static int onTurn(MassiliaState s, Step top) {
        for (int d = 0; ; d++) {
            Step st = s.steps.peek(d);
            if (st == null) {
                return top.decider();
            }
            if (st instanceof Turn t) {
                return t.player();
            }
            if (st instanceof TurnEnd t) {
                return t.player();
            }
            if (st instanceof Declare t) {
                return t.player();
            }
            if (st instanceof Keep k) {
                return k.player();
            }
            if (st instanceof SetupCorner c) {
                return c.player();
            }
        }
    }

    @Override
    public void legalActions(MassiliaState s, List<Action> out) {
        Step top = s.steps.peek();
        if (top == null) {
            return;
        }
        if (top instanceof SetupCorner) {
            for (int f : data.corners) {
                if (s.stallOwner[f] < 0) {
                    out.add(Acts.CORNER[f]);
                }
            }
        } else if (top instanceof Keep k) {
            if (!k.mars() && Hands.playable(s, k.player(), Ids.MARS)) {
                out.add(Acts.PLAY_MARS);
            }
            if (k.free() > 0 || s.money[k.player()] >= data.keepCost) {
                for (int code = 0; code < Ids.DIE_CODES; code++) {
                    if (s.rolled[code] > 0) {
                        out.add(Acts.KEEP[code]);
                    }
                }
            }
            out.add(Acts.END_KEEPING);
        } else if (top instanceof Turn t) {
            dieUse.legalTurn(s, t.player(), out);
        } else if (top instanceof Declare d) {
            dieUse.legalDeclare(s, d, out);
        } else if (top instanceof Place pl) {
            market.legalPlace(s, pl, out);
        } else if (top instanceof PlutoWindow w) {
            if (Hands.playable(s, w.owner(), Ids.PLUTO)) {
                out.add(Acts.PLAY_PLUTO);
            }
            out.add(Acts.NO_PLUTO);
        } else if (top instanceof Tax t) {
            market.legalTax(s, t, out);
        } else if (top instanceof BuildChoice) {
            out.add(Acts.BUILD);
            out.add(Acts.DECLINE_BUILD);
        } else if (top instanceof Relocate r) {
            market.legalRelocate(s, r, out);
        } else if (top instanceof SacrificeCubes sc) {
            market.legalReturn(s, sc, out);
        } else if (top instanceof TakeCards t) {
            market.legalTake(s, t, out);
        } else if (top instanceof TurnEnd t) {
            dieUse.legalVesta(s, t.player(), out);
            out.add(Acts.END_TURN);
        } else {
            throw new IllegalStateException("automatic step on top: " + top);
        }
    }

    @Override
    public void apply(MassiliaState s, int player, Action action, EventSink events) {
        int current = currentPlayer(s);
        if (current < 0 || player != current) {
            throw IllegalActionException.wrongPlayer(player, current);
        }
        if (!(action instanceof MassiliaAction a)) {
            throw IllegalActionException.notNow(action, "a Massilia action");
        }
        Step top = s.steps.peek();
        String why = check(s, top, a);
        if (why != null) {
            throw new IllegalActionException(why);
        }
        perform(s, top, a, events);
        flow.settle(s, events);
    }

    /** Null when {@code a} is legal at step {@code top}, otherwise the rule it breaks. */
    private String check(MassiliaState s, Step top, MassiliaAction a) {
        if (top instanceof SetupCorner) {
            if (!(a instanceof ChooseCorner cc)) {
                return "choose a corner for your first stall (spec 3.8)";
            }
            for (int f : data.corners) {
                if (f == cc.field()) {
                    return s.stallOwner[f] < 0 ? null : "corner " + f + " is taken (D22)";
                }
            }
            return "field " + cc.field() + " is not a corner (0, 6, 12, 18; spec 3.8)";
        }
        if (top instanceof Keep k) {
            if (a instanceof PlayMars) {
                return k.mars() ? "Mars was already played in this roll step (6.1)"
                        : Hands.playable(s, k.player(), Ids.MARS) ? null : "you have no playable Mars (6.2, D14)";
            }
            if (a instanceof KeepDie kd) {
                if (kd.colour() < 0 || kd.colour() >= 4 || kd.pips() < 1 || kd.pips() > 6
                        || s.rolled[Ids.die(kd.colour(), kd.pips())] == 0) {
                    return "you rolled no such die (4.2)";
                }
                return k.free() > 0 || s.money[k.player()] >= data.keepCost ? null
                        : "keeping a die costs " + data.keepCost + " sesterces and you have " + s.money[k.player()]
                        + " (4.2)";
            }
            return a instanceof EndKeeping ? null
                    : "split your rolled dice: keep some for 2 sesterces each, the rest go to the temple (4.2)";
        }
        if (top instanceof Turn t) {
            return dieUse.checkTurn(s, t.player(), a);
        }
        if (top instanceof Declare d) {
            return dieUse.checkDeclare(s, d, a);
        }
        if (top instanceof Place pl) {
            return a instanceof PlaceCube pc ? market.checkPlace(s, pl, pc.field())
                    : "place the bought cubes on your stalls (5.1)";
        }
        if (top instanceof PlutoWindow w) {
            if (a instanceof PlayPluto) {
                return Hands.playable(s, w.owner(), Ids.PLUTO) ? null : "you have no playable Pluto (6.2, D14)";
            }
            return a instanceof NoPluto ? null : "the consul stopped at your stall: play Pluto or not (D11)";
        }
        if (top instanceof Tax t) {
            if (a instanceof PayForCube pc) {
                return market.checkPay(s, t, pc.goods());
            }
            return a instanceof SettleTax ? null : "pay the consul's tax for cubes to keep, then settle (5.2.2, D10)";
        }
        if (top instanceof BuildChoice) {
            return a instanceof Build || a instanceof DeclineBuild ? null : "build a stall here or decline (5.2.2, D43)";
        }
        if (top instanceof Relocate r) {
            if (a instanceof MoveCube mc) {
                return market.checkMoveCube(s, r, mc.from(), mc.goods());
            }
            return a instanceof EndRelocation ? null : "move cubes onto the new stall or stop (5.2.3)";
        }
        if (top instanceof SacrificeCubes sc) {
            return a instanceof ReturnCube rc ? market.checkReturn(s, sc, rc.field(), rc.goods())
                    : "return cubes from your stalls to the harbour (5.4.2)";
        }
        if (top instanceof TakeCards t) {
            if (a instanceof TakeCard tc) {
                return market.checkTake(s, t, tc.source());
            }
            if (a instanceof StopTaking) {
                return t.taken() > 0 ? null : "you must take one god card (5.4.3)";
            }
            return "take a god card (5.4.3)";
        }
        if (top instanceof TurnEnd t) {
            if (a instanceof PlayVesta v) {
                return dieUse.checkVesta(s, t.player(), v.stones());
            }
            return a instanceof EndTurn ? null : "your die use is done: play Vesta or end the turn (D31)";
        }
        return "no decision is pending";
    }

    private void perform(MassiliaState s, Step top, MassiliaAction a, EventSink events) {
        if (top instanceof SetupCorner c) {
            flow.chooseCorner(s, c, ((ChooseCorner) a).field(), events);
        } else if (top instanceof Keep k) {
            performKeep(s, k, a, events);
        } else if (top instanceof Turn t) {
            int p = t.player();
            if (a instanceof PlayVesta v) {
                dieUse.performVesta(s, p, v.stones(), events);
            } else if (a instanceof UseDie u) {
                s.steps.push(new Declare(p, List.of(SetDie.of(u.fromSupply(), u.colour(), u.pips())), 0, 0));
            } else {
                pass(s, p, events);
            }
        } else if (top instanceof Declare d) {
            dieUse.performDeclare(s, d, a, events);
        } else if (top instanceof Place pl) {
            market.performPlace(s, pl, ((PlaceCube) a).field());
        } else if (top instanceof PlutoWindow w) {
            market.performPluto(s, w, a instanceof PlayPluto, events);
        } else if (top instanceof Tax t) {
            if (a instanceof PayForCube pc) {
                market.performPay(s, t, pc.goods());
            } else {
                market.settleTax(s, t, events);
            }
        } else if (top instanceof BuildChoice b) {
            if (a instanceof Build) {
                market.performBuild(s, b, events);
            } else {
                s.steps.pop();
            }
        } else if (top instanceof Relocate r) {
            if (a instanceof MoveCube mc) {
                market.performMoveCube(s, r, mc.from(), mc.goods(), events);
            } else {
                s.steps.pop();
            }
        } else if (top instanceof SacrificeCubes sc) {
            ReturnCube rc = (ReturnCube) a;
            market.performReturn(s, sc, rc.field(), rc.goods(), events);
        } else if (top instanceof TakeCards t) {
            if (a instanceof TakeCard tc) {
                market.performTake(s, t, tc.source(), events);
            } else {
                s.steps.pop();
            }
        } else if (top instanceof TurnEnd t) {
            if (a instanceof PlayVesta v) {
                dieUse.performVesta(s, t.player(), v.stones(), events);
            }
            s.steps.pop();
        } else {
            throw new IllegalStateException(String.valueOf(top));
        }
    }

    private void performKeep(MassiliaState s, Keep k, MassiliaAction a, EventSink events) {
        int p = k.player();
        if (a instanceof PlayMars) {
            Hands.discard(s, p, Ids.MARS);
            s.steps.replaceTop(new Keep(p, k.free() + data.marsFreeKeeps, true));
            if (events.enabled()) {
                events.emit(new MassiliaEvent.GodPlayed(p, Ids.MARS, "two dice may be kept free"));
            }
        } else if (a instanceof KeepDie kd) {
            int code = Ids.die(kd.colour(), kd.pips());
            int paid = k.free() > 0 ? 0 : data.keepCost;
            s.money[p] -= paid;
            s.rolled[code]--;
            s.supplyDice[p * Ids.DIE_CODES + code]++;
            s.steps.replaceTop(new Keep(p, k.free() > 0 ? k.free() - 1 : 0, k.mars()));
            if (events.enabled()) {
                events.emit(new MassiliaEvent.DieKept(p, kd.colour(), kd.pips(), paid));
            }
        } else {
            if (events.enabled()) {
                events.emit(new MassiliaEvent.DiceToTemple(p, Describer.dice(s.rolled)));
            }
            for (int code = 0; code < Ids.DIE_CODES; code++) {
                s.temple[code] += s.rolled[code];
                s.rolled[code] = 0;
            }
            s.steps.pop();
        }
    }

    /** 4.3 B: the highest round tile left and its sesterces; the last to pass takes none (D49). */
    private void pass(MassiliaState s, int p, EventSink events) {
        int[] tiles = data.roundTiles(s.players);
        int tile = s.passedCount < tiles.length && s.passedCount < s.players - 1 ? tiles[s.passedCount] : 0;
        s.money[p] += tile;
        s.roundTile[p] = tile;
        s.passOrder[s.passedCount++] = p;
        s.passedMask |= 1 << p;
        s.steps.pop();
        if (events.enabled()) {
            events.emit(new MassiliaEvent.Passed(p, tile));
        }
    }

    @Override
    public Outcome outcome(MassiliaState s) {
        if (!s.over) {
            throw new IllegalStateException("the game is not over");
        }
        return Scoring.outcome(data, s);
    }

    @Override
    public View view(MassiliaState s, int player) {
        return Views.view(this, s, player);
    }

    @Override
    public MassiliaState determinize(MassiliaState s, int observer, Rng rng) {
        return Views.determinize(s, observer, rng);
    }

    /** The god cards with their full text ({@code ? Pluto} at the prompt). */
    @Override
    public java.util.Map<String, String> glossary() {
        return Gods.glossary();
    }

    @Override
    public String describe(MassiliaState s, Action action) {
        return Describer.describe(data, s, action);
    }
}
