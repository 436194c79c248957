package io.agon.polis.rules;

import io.agon.core.Action;
import io.agon.core.flow.Actions;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.cards.Alexander;
import io.agon.polis.rules.cards.Archimedes;
import io.agon.polis.rules.cards.Assassin;
import io.agon.polis.rules.cards.CardUse;
import io.agon.polis.rules.cards.Euclid;
import io.agon.polis.rules.cards.Harbour;
import io.agon.polis.rules.cards.Herodotus;
import io.agon.polis.rules.cards.Hippocrates;
import io.agon.polis.rules.cards.Homer;
import io.agon.polis.rules.cards.Plato;
import io.agon.polis.rules.cards.Priestess;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntFunction;

/**
 * The one table of the phase-5 abilities (spec 4.5, 7): each row names a card of {@code rules/cards/}, which
 * holds its legality, its effect and its spec section, and says how the phase lists and takes its actions. The
 * income phase's rule ({@link IncomePhaseRule}) consults this table for its legal list, for "can anything be
 * activated" and for its handlers. The order of the rows is the order of the legal list: first, for each hand
 * card, the abilities used on a hand card (ALEXANDER, ARCHIMEDES, HOMER, PRIESTESS), then EUCLID, PLATO,
 * HIPPOCRATES, HERODOTUS, HARBOUR and ASSASSIN.
 *
 * <p>The cards know only the model; the zone moves of {@link Cards} and the event of an ability used reach them
 * through {@link CardUse.Moves}, which {@code Cards} implements.
 */
final class PhaseFiveAbilities {

    /** Is the ability usable by {@code p} now (its part of "can anything be activated")? */
    private interface Test {
        boolean test(PolisState s, int p);
    }

    /** Its part of the legal list, after the hand cards. */
    private interface Lister {
        void legal(PolisState s, int p, List<Action> out);
    }

    /**
     * One ability: {@code activatable}; for an ability used on a hand card, {@code onHand} (offered at all now?)
     * and {@code handAction} (the action for a hand card), else {@code lister}; and its handler.
     */
    private record Row(String card, Test activatable, Test onHand, IntFunction<Action> handAction, Lister lister,
                       Consumer<Actions<PolisState, Step, Step.IncomePhase>> handler) {

        static Row onHandCard(String card, Test activatable, Test offered, IntFunction<Action> action,
                              Consumer<Actions<PolisState, Step, Step.IncomePhase>> handler) {
            return new Row(card, activatable, offered, action, null, handler);
        }

        static Row other(String card, Test activatable, Lister lister,
                         Consumer<Actions<PolisState, Step, Step.IncomePhase>> handler) {
            return new Row(card, activatable, null, null, lister, handler);
        }
    }

    private final CardUse use;
    /** Every row, in table order (arrays, read on the hot path: no iterator, no allocation). */
    private final Row[] rows;
    private final Row[] onHand;
    private final Row[] others;

    PhaseFiveAbilities(Cards cards) {
        this.use = cards.use();
        CardUse u = use;
        List<Row> table = List.of(
                Row.onHandCard("Alexander", (s, p) -> Alexander.activatable(u, s, p),
                        (s, p) -> Alexander.offered(u, s, p), c -> Acts.TUCK[c],
                        on -> on.on(PolisAction.Tuck.class, (ctx, a) -> Alexander.use(u, ctx.state(), ctx.seat(),
                                a.card(), ctx.events()))),
                Row.onHandCard("Archimedes", (s, p) -> Archimedes.activatable(u, s, p),
                        (s, p) -> Archimedes.offered(u, s, p), c -> Acts.ARCHIMEDES[c],
                        on -> on.on(PolisAction.Archimedes.class, (ctx, a) -> Archimedes.use(u, ctx.state(),
                                ctx.seat(), a.card(), ctx.control(), ctx.events()))),
                Row.onHandCard("Homer", (s, p) -> Homer.activatable(u, s, p),
                        (s, p) -> Homer.offered(u, s, p), c -> Acts.HOMER[c],
                        on -> on.on(PolisAction.Homer.class, (ctx, a) -> Homer.use(u, ctx.state(), ctx.seat(),
                                a.card(), ctx.events()))),
                Row.onHandCard("Priestess", (s, p) -> Priestess.activatable(u, s, p),
                        (s, p) -> Priestess.offered(u, s, p), c -> Acts.PRIESTESS[c],
                        on -> on.on(PolisAction.Priestess.class, (ctx, a) -> Priestess.use(u, ctx.state(), ctx.seat(),
                                a.card(), ctx.control(), ctx.events()))),
                Row.other("Euclid", (s, p) -> Euclid.activatable(u, s, p), (s, p, out) -> {
                    if (Euclid.canBuy(u, s, p)) {
                        out.add(Acts.EUCLID_BUY);
                    }
                    if (Euclid.canSell(u, s, p)) {
                        out.add(Acts.EUCLID_SELL);
                    }
                }, on -> on.on(PolisAction.Euclid.class, (ctx, a) -> Euclid.use(u, ctx.state(), ctx.seat(),
                        a.buyPoint(), ctx.events()))),
                Row.other("Plato", (s, p) -> Plato.activatable(u, s, p), (s, p, out) -> {
                    if (Plato.offered(u, s, p)) {
                        for (int q = 0; q < s.players; q++) {
                            if (q != p) {
                                out.add(Acts.PLATO[q]);
                            }
                        }
                    }
                }, on -> on.on(PolisAction.Plato.class, (ctx, a) -> Plato.use(u, ctx.state(), ctx.seat(),
                        a.recipient(), ctx.events()))),
                Row.other("Hippocrates", (s, p) -> Hippocrates.activatable(u, s, p), (s, p, out) -> {
                    long m = Hippocrates.offered(u, s, p);
                    while (m != 0) {
                        int card = CardUse.first(m);
                        m &= m - 1;
                        out.add(Acts.HIPPOCRATES[card]);
                    }
                }, on -> on.on(PolisAction.Hippocrates.class, (ctx, a) -> Hippocrates.use(u, ctx.state(), ctx.seat(),
                        a.card(), ctx.events()))),
                Row.other("Herodotus", (s, p) -> Herodotus.activatable(u, s, p), (s, p, out) -> {
                    int t = Herodotus.targets(u, s, p);
                    for (int q = 0; q < s.players; q++) {
                        if ((t & (1 << q)) != 0) {
                            out.add(Acts.HERODOTUS[q]);
                        }
                    }
                }, on -> on.on(PolisAction.Herodotus.class, (ctx, a) -> Herodotus.use(u, ctx.state(), ctx.seat(),
                        a.target(), ctx.control(), ctx.events()))),
                Row.other("Harbour", (s, p) -> Harbour.activatable(u, s, p), (s, p, out) -> {
                    long m = Harbour.offered(u, s, p);
                    while (m != 0) {
                        int card = CardUse.first(m);
                        m &= m - 1;
                        for (int q = 0; q < s.players; q++) {
                            if (q != p) {
                                out.add(Acts.HARBOUR[card][q]);
                            }
                        }
                    }
                }, on -> on.on(PolisAction.Harbour.class, (ctx, a) -> Harbour.use(u, ctx.state(), ctx.seat(), a.card(),
                        a.target(), ctx.events()))),
                Row.other("Assassin", (s, p) -> Assassin.activatable(u, s, p), (s, p, out) -> {
                    long a = Assassin.offered(u, s, p);
                    while (a != 0) {
                        int card = CardUse.first(a);
                        a &= a - 1;
                        long t = Assassin.targets(u, s, p, card);
                        while (t != 0) {
                            int target = CardUse.first(t);
                            t &= t - 1;
                            out.add(Acts.assassinate(card, target));
                        }
                    }
                }, on -> on.on(PolisAction.Assassinate.class, (ctx, a) -> Assassin.use(u, ctx.state(), ctx.seat(),
                        a.assassin(), a.target(), ctx.events()))));
        this.rows = table.toArray(Row[]::new);
        this.onHand = table.stream().filter(r -> r.onHand() != null).toArray(Row[]::new);
        this.others = table.stream().filter(r -> r.onHand() == null).toArray(Row[]::new);
    }

    /** The shared helpers the cards use, over this table's moves. */
    CardUse use() {
        return use;
    }

    /** True when an ability of the table can be used now by the active player. */
    boolean anyActivation(PolisState s) {
        int p = s.active;
        for (Row r : rows) {
            if (r.activatable().test(s, p)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Adds the abilities' actions to the phase-5 list: for each hand card, the abilities used on a hand card that
     * are offered, in table order; then the other abilities' parts, in table order.
     */
    void legal(PolisState s, List<Action> out) {
        int p = s.active;
        int offered = 0; // bit i: the hand-card ability of row i is offered now
        for (int i = 0; i < onHand.length; i++) {
            if (onHand[i].onHand().test(s, p)) {
                offered |= 1 << i;
            }
        }
        long h = offered == 0 ? 0 : s.hand[p];
        while (h != 0) {
            int card = CardUse.first(h);
            h &= h - 1;
            for (int i = 0; i < onHand.length; i++) {
                if ((offered & (1 << i)) != 0) {
                    out.add(onHand[i].handAction().apply(card));
                }
            }
        }
        for (Row r : others) {
            r.lister().legal(s, p, out);
        }
    }

    /** Declares every ability's handler, in table order. */
    void declare(Actions<PolisState, Step, Step.IncomePhase> on) {
        for (Row r : rows) {
            r.handler().accept(on);
        }
    }
}
