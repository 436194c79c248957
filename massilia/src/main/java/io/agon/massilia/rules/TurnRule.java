package io.agon.massilia.rules;

import io.agon.massilia.model.Step;
import io.agon.core.flow.StepContext;
import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.Rng;
import io.agon.massilia.model.SetDie;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step.Declare;
import io.agon.massilia.model.Step.Turn;
import io.agon.massilia.rules.MassiliaAction.PlayVesta;
import io.agon.massilia.rules.MassiliaAction.UseDie;
import java.util.List;

/** A Phase III turn (spec 4.3): start a die use (4.3 A), pass (4.3 B), or play {@link Vesta} first. */
final class TurnRule extends MassiliaRule<Turn> {

    /** For the random draw: which dice allow a final action on their own. */
    private final DeclareRule declare;

    TurnRule(MassiliaData data, DeclareRule declare) {
        super(data);
        this.declare = declare;
    }

    /**
     * The random draw of playouts ({@code rollout=random}): uniformly one of the legal actions, leaving out using
     * a die that on its own allows no final action (unless every legal action is such a die: then uniformly one
     * of all). With {@link DeclareRule#randomAction}, a random player uses dice as they fall instead of bending
     * them at random and taking them back: in uniform random play at 4 players, 204 of the 250 declarations a game
     * started were cancelled, and a playout lasted about 990 actions. Uniform random play over all legal actions
     * stays available as {@code rollout=uniform}.
     */
    @Override
    public Action randomAction(MassiliaState s, Turn t, Rng rng, List<Action> scratch) {
        scratch.clear();
        legal(s, t, scratch);
        int all = scratch.size();
        int n = all;
        while (n > 0) { // uniform over the actions kept: draw, and drop a dead die until a kept one is drawn
            int i = rng.nextInt(n);
            Action a = scratch.get(i);
            if (!(a instanceof MassiliaAction.UseDie u) || usable(s, t.player(), u, scratch, all)) {
                // the one type test of the draw: a record class, so no cache is shared between threads
                return a;
            }
            scratch.set(i, scratch.get(n - 1));
            scratch.set(n - 1, a);
            n--;
        }
        return scratch.get(rng.nextInt(all));
    }

    /**
     * True when die use {@code u} alone allows a final action; {@code list} (of {@code size} entries) is used as
     * scratch space beyond its end and left as it was.
     */
    private boolean usable(MassiliaState s, int p, MassiliaAction.UseDie u, List<Action> list, int size) {
        int die = SetDie.of(u.fromSupply(), u.colour(), u.pips()); // a declaration of this one die, nothing used yet
        declare.addFinals(s, p, 0, SetDie.effColour(die), SetDie.value(die), list);
        boolean any = list.size() > size;
        while (list.size() > size) {
            list.remove(list.size() - 1);
        }
        return any;
    }

    @Override
    public int decider(MassiliaState s, Turn t) {
        return t.player();
    }

    @Override
    public int turnOwner(MassiliaState s, Turn t) {
        return t.player();
    }

    @Override
    public void legal(MassiliaState s, Turn t, List<Action> out) {
        int p = t.player();
        // Pass first: it always makes progress. A die use may end in CancelDie, which restores the turn exactly
        // (D52), so a player who always takes the first choice would otherwise start the same die use forever.
        out.add(Acts.PASS);
        for (int code = 0; code < Ids.DIE_CODES; code++) {
            if (s.temple[code] > 0) {
                out.add(Acts.use(false, code));
            }
        }
        int b = p * Ids.DIE_CODES;
        for (int code = 0; code < Ids.DIE_CODES; code++) {
            if (s.supplyDice[b + code] > 0) {
                out.add(Acts.use(true, code));
            }
        }
        Vesta.legal(data, s, p, out);
    }

    @Override
    void declare(Actions<MassiliaState, Step, Turn> on) {
        on.on(MassiliaAction.Pass.class, this::onPass)
                .on(MassiliaAction.PlayVesta.class, this::onPlayVesta)
                .on(MassiliaAction.UseDie.class, this::onUseDie)
                .otherwise((ctx, a) -> new IllegalActionException("4.3", "in your turn you use a die or pass (4.3)"));
    }

    private void onPass(StepContext<MassiliaState, Step, Turn> ctx, MassiliaAction.Pass a) {
        int p = ctx.step().player();
        pass(ctx.state(), p, ctx.control(), ctx.events());
    }

    private void onPlayVesta(StepContext<MassiliaState, Step, Turn> ctx, MassiliaAction.PlayVesta a) {
        int p = ctx.step().player();
        int n = a.stones();
        Vesta.check(data, ctx.state(), p, n);
        Vesta.play(ctx.state(), p, n, ctx.events());
    }

    private void onUseDie(StepContext<MassiliaState, Step, Turn> ctx, MassiliaAction.UseDie u) {
        int p = ctx.step().player();
        if (!DieUse.validDie(u.colour(), u.pips())) {
            throw new IllegalActionException("4.3", "there is no " + u.colour() + "/" + u.pips() + " die");
        }
        int code = Ids.die(u.colour(), u.pips());
        if (DieUse.available(ctx.state(), p, u.fromSupply(), code, List.of()) <= 0) {
            throw new IllegalActionException("D17", u.fromSupply()
                    ? "you have no such die in your personal supply (4.3 A, D17)"
                    : "there is no such die in the temple (4.3 A, D17)");
        }
        ctx.push(Declare.ofDie(p, u.fromSupply(), u.colour(), u.pips()));
    }

    /** 4.3 B: the highest round tile left and its sesterces; the last to pass takes none (D49). */
    private void pass(MassiliaState s, int p, Control<MassiliaState> flow, EventSink events) {
        int tile = s.passedCount < s.players - 1 ? data.roundTile(s.players, s.passedCount) : 0;
        s.money[p] += tile;
        s.roundTile[p] = tile;
        s.passOrder[s.passedCount++] = p;
        s.passedMask |= 1 << p;
        flow.done(s, events);
        if (events.enabled()) {
            events.emit(new MassiliaEvent.Passed(p, tile));
        }
    }

    @Override
    public String prompt(MassiliaState s, Turn t) {
        return Ids.player(t.player()) + ": use a die or pass";
    }
}
