package io.agon.massilia.rules;

import io.agon.core.flow.StepContext;
import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.Rng;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.SetDie;
import io.agon.massilia.model.Step;
import io.agon.massilia.model.Step.Declare;
import io.agon.massilia.rules.MassiliaAction.AddDie;
import io.agon.massilia.rules.MassiliaAction.BuyGoods;
import io.agon.massilia.rules.MassiliaAction.BuyPrestige;
import io.agon.massilia.rules.MassiliaAction.MovePerson;
import io.agon.massilia.rules.MassiliaAction.PipStep;
import io.agon.massilia.rules.MassiliaAction.Recolour;
import io.agon.massilia.rules.MassiliaAction.Sacrifice;
import java.util.List;

/**
 * The declaration of a die use (spec 5.0, 6, D15, D28, D29, D52, D54): the dice are bent with penalty stones or
 * with Phoebus (recolour), Minerva (pip step) and Juno (add a die), which act only here; nothing is taken from the
 * state until one of the four final actions of {@link Market} commits the whole declaration at once, or it is
 * cancelled.
 */
final class DeclareRule extends MassiliaRule<Declare> {

    private final Market market;

    DeclareRule(MassiliaData data, Market market) {
        super(data);
        this.market = market;
    }

    @Override
    public int decider(MassiliaState s, Declare d) {
        return d.player();
    }

    @Override
    public int turnOwner(MassiliaState s, Declare d) {
        return d.player();
    }

    // ------------------------------------------------------------------ legal actions

    @Override
    public void legal(MassiliaState s, Declare d, List<Action> out) {
        int p = d.player();
        List<Integer> set = d.dice();
        boolean stone = s.supply - d.stones() >= 1;
        boolean phoebus = Phoebus.free(s, p, d.gods());
        boolean minerva = Minerva.free(s, p, d.gods());
        boolean juno = Juno.free(s, p, d.gods());
        int before = out.size();
        addFinals(s, d, out);
        boolean noFinal = out.size() == before;
        {
            int i = set.size() - 1; // only the die taken last can still be bent
            int die = set.get(i);
            if (set.size() == 1 && !SetDie.recoloured(die)) {
                for (int c = 0; c < Ids.DIE_COLOURS; c++) {
                    if (c != SetDie.effColour(die)) {
                        if (stone) {
                            out.add(Acts.recolour(i, c, false));
                        }
                        if (phoebus) {
                            out.add(Acts.recolour(i, c, true));
                        }
                    }
                }
            }
            int delta = SetDie.delta(die);
            for (int up = 0; up < 2; up++) {
                int nd = delta + (up == 1 ? 1 : -1);
                if (Math.abs(nd) <= data.maxPipDelta && Math.abs(nd) > Math.abs(delta)) {
                    if (stone) {
                        out.add(Acts.pip(i, up == 1, false));
                    }
                    if (minerva) {
                        out.add(Acts.pip(i, up == 1, true));
                    }
                }
            }
        }
        if (stone || juno) {
            int action = SetDie.effColour(set.get(0));
            int stonesLeft = s.supply - d.stones();
            for (int src = 0; src < 2; src++) {
                boolean supply = src == 1;
                int base = supply ? p * Ids.DIE_CODES : 0;
                int[] pool = supply ? s.supplyDice : s.temple;
                for (int code = 0; code < Ids.DIE_CODES; code++) {
                    if (pool[base + code] == 0 || DieUse.available(s, p, supply, code, set) <= 0) {
                        continue;
                    }
                    if (Ids.dieColour(code) == action) {
                        if (stone) {
                            out.add(Acts.add(supply, code, false, AddDie.SAME));
                        }
                        if (juno) {
                            out.add(Acts.add(supply, code, true, AddDie.SAME));
                        }
                        continue;
                    }
                    for (int j = 0; j < 2; j++) {
                        boolean byJuno = j == 1;
                        if (byJuno ? !juno : !stone) {
                            continue;
                        }
                        if (stonesLeft - (byJuno ? 0 : 1) >= 1) {
                            out.add(Acts.add(supply, code, byJuno, AddDie.STONE));
                        }
                        if (phoebus) {
                            out.add(Acts.add(supply, code, byJuno, AddDie.PHOEBUS));
                        }
                    }
                }
            }
        }
        if (noFinal || untouched(d)) {
            out.add(Acts.CANCEL);
        }
    }

    /** True when nothing was bent or added yet. */
    private static boolean untouched(Declare d) {
        int first = d.dice().get(0);
        return d.dice().size() == 1 && d.stones() == 0 && d.gods() == 0 && SetDie.delta(first) == 0
                && !SetDie.recoloured(first);
    }

    /** Appends the final actions legal in declaration {@code d} (none when its dice allow none yet). */
    void addFinals(MassiliaState s, Declare d, List<Action> out) {
        int colour = DieUse.actionColour(d.dice());
        if (colour >= 0) {
            addFinals(s, d.player(), d.gods(), colour, DieUse.value(d.dice()), out);
        }
    }

    /**
     * The final actions of a die use by {@code p} of action colour {@code colour} and value {@code v} with the gods
     * {@code gods} already used (the same list as {@link #addFinals(MassiliaState, Declare, List)} for such a use).
     */
    void addFinals(MassiliaState s, int p, int gods, int colour, int v, List<Action> out) {
        switch (colour) {
            case Ids.DIE_BEIGE -> market.legalBuy(s, p, gods, v, out);
            case Ids.DIE_BROWN -> market.legalMove(s, p, gods, v, out);
            case Ids.DIE_BLACK -> market.legalPrestige(s, p, gods, v, out);
            default -> market.legalSacrifice(s, p, gods, v, out);
        }
    }

    /** True when the declaration may be dropped: nothing bent yet, or no final action is possible (D52). */
    private boolean cancellable(MassiliaState s, Declare d) {
        if (untouched(d)) {
            return true;
        }
        List<Action> finals = new java.util.ArrayList<>();
        addFinals(s, d, finals);
        return finals.isEmpty();
    }

    /**
     * The random draw of playouts ({@code rollout=random}): uniformly one of the final actions (purchase, move,
     * sacrifice) when the dice as they are allow one, else cancelling the declaration (D52); the dice are never
     * bent or added to.
     */
    @Override
    public Action randomAction(MassiliaState s, Declare d, Rng rng, List<Action> scratch) {
        scratch.clear();
        addFinals(s, d, scratch);
        return scratch.isEmpty() ? Acts.CANCEL : scratch.get(rng.nextInt(scratch.size()));
    }

    // ------------------------------------------------------------------ check and apply

    @Override
    void declare(Actions<MassiliaState, Step, Declare> on) {
        on.on(MassiliaAction.CancelDie.class, this::onCancelDie)
                .on(MassiliaAction.Recolour.class, this::onRecolour)
                .on(MassiliaAction.PipStep.class, this::onPipStep)
                .on(MassiliaAction.AddDie.class, this::onAddDie)
                .on(MassiliaAction.BuyGoods.class, this::onBuyGoods)
                .on(MassiliaAction.MovePerson.class, this::onMovePerson)
                .on(MassiliaAction.BuyPrestige.class, this::onBuyPrestige)
                .on(MassiliaAction.Sacrifice.class, this::onSacrifice)
                .otherwise((ctx, a) -> new IllegalActionException("5.0",
                        "declare your die use: bend it, add dice, carry out"
                    + " its action, or cancel (5.0)"));
    }

    private void onCancelDie(StepContext<MassiliaState, Step, Declare> ctx, MassiliaAction.CancelDie a) {
        if (!cancellable(ctx.state(), ctx.step())) {
            throw new IllegalActionException("D52", "a die use can be dropped before it is bent, or when no"
                    + " action can complete it (D52)");
        }
        ctx.done();
    }

    private void onRecolour(StepContext<MassiliaState, Step, Declare> ctx, MassiliaAction.Recolour r) {
        Declare d = ctx.step();
        int p = d.player();
        int stonesLeft = ctx.state().supply - d.stones();
        List<Integer> set = d.dice();
        if (r.die() != 0 || set.size() != 1) {
            throw new IllegalActionException("D28", "only the first die is recoloured this way, before dice"
                    + " are added; added dice get the action colour as they join (D28)");
        }
        int die = set.get(r.die());
        if (SetDie.recoloured(die)) {
            throw new IllegalActionException("D28", "a die is recoloured at most once (D28)");
        }
        if (r.colour() < 0 || r.colour() >= Ids.DIE_COLOURS || r.colour() == SetDie.effColour(die)) {
            throw new IllegalActionException("5.0", "recolouring must change the colour (5.0)");
        }
        pay(ctx.state(), p, d, r.phoebus(), Ids.PHOEBUS, stonesLeft);
        ctx.replace(new Declare(p, with(set, r.die(), SetDie.withColour(die, r.colour())),
                d.stones() + (r.phoebus() ? 0 : 1), d.gods() | Phoebus.bit(r.phoebus())));
    }

    private void onPipStep(StepContext<MassiliaState, Step, Declare> ctx, MassiliaAction.PipStep st) {
        Declare d = ctx.step();
        int p = d.player();
        int stonesLeft = ctx.state().supply - d.stones();
        List<Integer> set = d.dice();
        if (st.die() != set.size() - 1) {
            throw new IllegalActionException("5.0", "bend the die taken last (die " + (set.size() - 1)
                    + "); earlier dice are settled");
        }
        int die = set.get(st.die());
        int delta = SetDie.delta(die);
        int nd = delta + (st.up() ? 1 : -1);
        if (Math.abs(nd) > data.maxPipDelta) {
            throw new IllegalActionException("5.0", "a die changes by at most " + data.maxPipDelta
                    + " pips (5.0)");
        }
        if (Math.abs(nd) < Math.abs(delta)) {
            throw new IllegalActionException("5.0", "pip steps on one die all go the same way (its net"
                    + " change is what counts, 5.0)");
        }
        pay(ctx.state(), p, d, st.minerva(), Ids.MINERVA, stonesLeft);
        ctx.replace(new Declare(p, with(set, st.die(), SetDie.withDelta(die, nd)),
                d.stones() + (st.minerva() ? 0 : 1), d.gods() | Minerva.bit(st.minerva())));
    }

    private void onAddDie(StepContext<MassiliaState, Step, Declare> ctx, MassiliaAction.AddDie ad) {
        Declare d = ctx.step();
        int p = d.player();
        int stonesLeft = ctx.state().supply - d.stones();
        List<Integer> set = d.dice();
        checkAdd(ctx.state(), p, d, ad, stonesLeft);
        Integer[] arr = set.toArray(new Integer[set.size() + 1]);
        int die = SetDie.of(ad.fromSupply(), ad.colour(), ad.pips());
        if (ad.recolour() != AddDie.SAME) {
            die = SetDie.withColour(die, SetDie.effColour(set.get(0)));
        }
        arr[set.size()] = die;
        ctx.replace(new Declare(p, List.of(arr),
                d.stones() + (ad.juno() ? 0 : 1) + (ad.recolour() == AddDie.STONE ? 1 : 0),
                d.gods() | Juno.bit(ad.juno()) | Phoebus.bit(ad.recolour() == AddDie.PHOEBUS)));
    }

    private void onBuyGoods(StepContext<MassiliaState, Step, Declare> ctx, MassiliaAction.BuyGoods b) {
        MassiliaState s = ctx.state();
        Declare d = ctx.step();
        int p = d.player();
        int v = value(d, Ids.DIE_BEIGE, "buying goods needs a beige action (5.1)", "5.1");
        market.checkBuy(s, p, d.gods(), v, b);
        commit(s, d, Mercurius.bit(b.mercurius()), v, ctx.control(), ctx.events());
        market.performBuy(s, p, v, b, ctx.control(), ctx.events());
    }

    private void onMovePerson(StepContext<MassiliaState, Step, Declare> ctx, MassiliaAction.MovePerson m) {
        MassiliaState s = ctx.state();
        Declare d = ctx.step();
        int p = d.player();
        int v = value(d, Ids.DIE_BROWN, "moving a person needs a brown action (5.2)", "5.2");
        market.checkMove(s, p, d.gods(), v, m);
        commit(s, d, Mercurius.bit(m.mercurius()), v, ctx.control(), ctx.events());
        market.performMove(s, p, v, m, ctx.control(), ctx.events());
    }

    private void onBuyPrestige(StepContext<MassiliaState, Step, Declare> ctx, MassiliaAction.BuyPrestige b) {
        MassiliaState s = ctx.state();
        Declare d = ctx.step();
        int p = d.player();
        int v = value(d, Ids.DIE_BLACK, "buying prestige needs a black action (5.3)", "5.3");
        market.checkPrestige(s, p, d.gods(), v, b.mercurius());
        commit(s, d, Mercurius.bit(b.mercurius()), v, ctx.control(), ctx.events());
        market.performPrestige(s, p, v, b.mercurius(), ctx.events());
    }

    private void onSacrifice(StepContext<MassiliaState, Step, Declare> ctx, MassiliaAction.Sacrifice g) {
        MassiliaState s = ctx.state();
        Declare d = ctx.step();
        int p = d.player();
        int v = value(d, Ids.DIE_GREY, "sacrificing needs a grey action (5.4)", "5.4");
        market.checkSacrifice(s, p, d.gods(), v, g.jupiter());
        commit(s, d, Jupiter.bit(g.jupiter()), v, ctx.control(), ctx.events());
        market.performSacrifice(s, p, v, g.jupiter(), ctx.control());
    }

    private void checkAdd(MassiliaState s, int p, Declare d, AddDie ad, int stonesLeft) {
        if (!DieUse.validDie(ad.colour(), ad.pips())) {
            throw new IllegalActionException("5.0", "there is no such die");
        }
        if (DieUse.available(s, p, ad.fromSupply(), Ids.die(ad.colour(), ad.pips()), d.dice()) <= 0) {
            throw new IllegalActionException("D17", ad.fromSupply() ? "no such die left in your personal supply"
                    + " (D17)" : "no such die left in the temple (D17)");
        }
        pay(s, p, d, ad.juno(), Ids.JUNO, stonesLeft);
        boolean same = ad.colour() == SetDie.effColour(d.dice().get(0));
        if (same) {
            if (ad.recolour() != AddDie.SAME) {
                throw new IllegalActionException("D28", "the added die already has the action colour (D28)");
            }
            return;
        }
        if (ad.recolour() == AddDie.STONE) {
            if (stonesLeft - (ad.juno() ? 0 : 1) < 1) {
                throw new IllegalActionException("D15", "the penalty-stone supply is empty (D15)");
            }
            return;
        }
        if (ad.recolour() == AddDie.PHOEBUS) {
            if (!Phoebus.free(s, p, d.gods())) {
                throw new IllegalActionException("D29", "no playable Phoebus left for this turn (one card per god"
                        + " per turn, 6.1, D29)");
            }
            return;
        }
        throw new IllegalActionException("D28", "an added die must end with the action colour: recolour it as it"
                + " joins (D28)");
    }

    /** The set's value, after checking that every die ends with the action colour and that it is {@code colour}. */
    private static int value(Declare d, int colour, String wrongColour, String rule) {
        int c = DieUse.actionColour(d.dice());
        if (c < 0) {
            throw new IllegalActionException("D28", "every die in the set must end with the action colour (D28)");
        }
        if (c != colour) {
            throw new IllegalActionException(rule, wrongColour);
        }
        return DieUse.value(d.dice());
    }

    /** Refuses a bend paid by a god card that is not free, or by a stone when the supply is empty. */
    private static void pay(MassiliaState s, int p, Declare d, boolean byCard, int god, int stonesLeft) {
        if (byCard) {
            if (!Hands.godFree(s, p, d.gods(), god)) {
                throw new IllegalActionException("D29", "no playable " + Ids.GOD_NAMES[god]
                        + " left for this turn (one card per god per turn, 6.1, D14, D29)");
            }
        } else if (stonesLeft < 1) {
            throw new IllegalActionException("D15", "the penalty-stone supply is empty (D15)");
        }
    }

    private static List<Integer> with(List<Integer> set, int i, int die) {
        Integer[] arr = set.toArray(new Integer[0]);
        arr[i] = die;
        return List.of(arr);
    }

    /**
     * Takes the dice behind the screen, the stones from the supply and the cards to the discard pile; the turn
     * continues with {@link Step.TurnEnd} below the action's own steps.
     */
    private static void commit(MassiliaState s, Declare d, int extraGods, int v, Control<MassiliaState> flow,
                               EventSink events) {
        int p = d.player();
        List<Integer> dice = d.dice();
        for (int i = 0, size = dice.size(); i < size; i++) { // indexed: no iterator on the hot path
            int die = dice.get(i);
            int code = SetDie.code(die);
            if (SetDie.fromSupply(die)) {
                s.supplyDice[p * Ids.DIE_CODES + code]--;
            } else {
                s.temple[code]--;
            }
            s.screen[p * 4 + SetDie.colour(die)]++;
        }
        s.supply -= d.stones();
        s.stones[p] += d.stones();
        int gods = d.gods() | extraGods;
        for (int g = 0; g < Ids.GODS; g++) {
            if ((gods & (1 << g)) != 0) {
                Hands.discard(s, p, g);
                if (events.enabled()) {
                    events.emit(new MassiliaEvent.GodPlayed(p, g, ""));
                }
            }
        }
        s.godsThisTurn |= gods;
        flow.done(s, events);                  // the declaration is over
        flow.replace(s, Step.TurnEnd.of(p));   // and the turn goes on to its end (Vesta may still be played)
        if (events.enabled()) {
            events.emit(new MassiliaEvent.DiceUsed(p, Describer.dieSet(d.dice()), v, d.stones()));
        }
    }

    @Override
    public String prompt(MassiliaState s, Declare d) {
        return Ids.player(d.player()) + ": declaring " + Describer.declaration(d, 0) + " = "
                + DieUse.value(d.dice()) + "; bend it, add dice, or carry out the action";
    }

    @Override
    public String describe(MassiliaState s, Declare d, Action action, int observer) {
        return ActionText.of(data, s, action, d, 0);
    }
}
