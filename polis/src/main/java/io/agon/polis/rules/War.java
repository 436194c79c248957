package io.agon.polis.rules;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Words;
import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.cards.Diogenes;
import io.agon.polis.rules.cards.Mercenary;
import io.agon.polis.rules.cards.StatueOfZeus;
import io.agon.polis.rules.cards.Troy;
import java.util.List;

/**
 * Phase 7 (spec 4.7, D33-D38): attack one player who is not a trade partner of this turn with strictly more
 * war symbols (TROY only defends, 7.20; cards under ALEXANDER add 1 each, D32; MERCENARY buys +1 per 2 money,
 * 7.10, in {@code cards/Mercenary}), if the attacker has a card to sacrifice. Then plunder (the defender's face-up cards, from the bank),
 * destroy one allowed enemy card (no coin; not DIOGENES against ALEXANDER; an unprotected STATUE_OF_ZEUS
 * first, D36), and sacrifice an own war card (never TROY, D37).
 *
 * <p>The rule for war is all in this file: the topic (what may be attacked, the fight, plunder, destruction,
 * sacrifice) and, at its end, the step rules of the war ({@link WarPhaseRule} for phase 7, then the attacker's
 * two choices {@link DestroyChoiceRule} and {@link SacrificeChoiceRule}), which {@code PolisFlow} registers.
 */
final class War {

    private final Catalogue cat;
    private final Symbols sym;
    private final Cards cards;

    War(Catalogue cat, Symbols sym, Cards cards) {
        this.cat = cat;
        this.sym = sym;
        this.cards = cards;
    }

    /** Own face-up cards with a visible printed WAR symbol, TROY excluded (D37). */
    long sacrificable(PolisState s, int p) {
        long m = s.city[p] & cat.warPrinted() & ~Troy.cards(cat);
        long ok = 0;
        while (m != 0) {
            int card = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            if (sym.onCard(s, card, Symbols.WAR) > 0) {
                ok |= 1L << card;
            }
        }
        return ok;
    }

    /** The defender's cards the attacker may destroy (spec 4.7 step 3, D35, D36). */
    long destroyable(PolisState s, int defender) {
        long m = s.city[defender];
        long unprotected = 0;
        while (m != 0) {
            int card = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            if (s.coin[card] == 0) {
                unprotected |= 1L << card;
            }
        }
        long statue = StatueOfZeus.firstToGo(cat, unprotected);
        if (statue != 0) {
            return statue;
        }
        return unprotected & ~Diogenes.spared(cat, s, s.active);
    }

    private boolean mercenaries(PolisState s, int p) {
        return sym.visible(s, p, Symbols.MERCENARY) > 0;
    }

    boolean canAttackAny(PolisState s) {
        int p = s.active;
        if (sacrificable(s, p) == 0) {
            return false;
        }
        int attack = sym.attackWar(s, p);
        int extra = Mercenary.most(s, p, mercenaries(s, p));
        for (int q = 0; q < s.players; q++) {
            if (q != p && (s.tradePartners & (1 << q)) == 0 && attack + extra > sym.defenceWar(s, q)) {
                return true;
            }
        }
        return false;
    }

    void legal(PolisState s, List<Action> out) {
        int p = s.active;
        if (sacrificable(s, p) != 0) {
            int attack = sym.attackWar(s, p);
            int maxM = Mercenary.most(s, p, mercenaries(s, p));
            for (int q = 0; q < s.players; q++) {
                if (q == p || (s.tradePartners & (1 << q)) != 0) {
                    continue;
                }
                int need = Math.max(0, sym.defenceWar(s, q) - attack + 1);
                if (need == 0) {
                    out.add(Acts.attack(q, 0));
                }
                for (int m = Math.max(1, need); m <= maxM; m++) {
                    out.add(Acts.attack(q, m));
                }
            }
        }
        out.add(Acts.DONE);
    }

    void attack(PolisState s, int p, int target, int m, Control<PolisState> flow, EventSink ev) {
        Refusals.requireSeat(s, target);
        if (target == p) {
            throw Refusals.illegal("4.7", "you cannot attack yourself (spec 4.7)");
        }
        if ((s.tradePartners & (1 << target)) != 0) {
            throw Refusals.illegal("4.7", "you traded with " + PolisEvent.seat(target)
                    + " this turn and cannot attack him (spec 4.7 condition 1, D41)");
        }
        Mercenary.check(s, p, m, m > 0 && mercenaries(s, p));
        int attack = sym.attackWar(s, p) + m;
        int defence = sym.defenceWar(s, target);
        if (attack <= defence) {
            throw Refusals.illegal("4.7", "an attack needs more war symbols than the defender: " + attack
                    + " is not more than " + defence + " (spec 4.7 condition 2, D33)");
        }
        if (sacrificable(s, p) == 0) {
            throw Refusals.illegal("4.7", "an attack needs an own card with a visible war symbol to "
                    + "sacrifice (spec 4.7 condition 3, D37)");
        }
        Cards.toBank(s, p, Mercenary.COST * m);
        int plunder = Long.bitCount(s.city[target]);
        Cards.fromBank(s, p, plunder);
        s.warDefender = target;
        if (ev.enabled()) {
            ev.emit(new PolisEvent.WarNews(PolisEvent.seat(p) + " attacks " + PolisEvent.seat(target) + " ("
                    + attack + " against " + defence + (m > 0 ? ", " + Words.count(m, "mercenary") + " for " + Mercenary.COST * m : "")
                    + ") and plunders " + plunder + " money"));
        }
        flow.replace(s, Step.SacrificeChoice.INSTANCE);
        flow.push(s, Step.DestroyChoice.of(target));
    }

    void legalDestroy(PolisState s, Step.DestroyChoice d, List<Action> out) {
        long m = destroyable(s, d.defender());
        while (m != 0) {
            int card = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            out.add(Acts.DESTROY[card]);
        }
    }

    void destroy(PolisState s, int p, Step.DestroyChoice d, int card, Control<PolisState> flow, EventSink ev) {
        Refusals.requireCard(card);
        if ((s.city[d.defender()] & (1L << card)) == 0) {
            throw Refusals.illegal("4.7", "that card is not in "
                    + PolisEvent.seat(d.defender()) + "'s city (spec 4.7 step 3)");
        }
        if ((destroyable(s, d.defender()) & (1L << card)) == 0) {
            throw Refusals.illegal("4.7", cat.name(card)
                    + " may not be destroyed: protected cards never, Diogenes not against Alexander, and an "
                    + "unprotected Statue of Zeus must be chosen (spec 4.7 step 3, D36)");
        }
        cards.cityToHistory(s, d.defender(), card);
        flow.done(s, ev);
        if (ev.enabled()) {
            ev.emit(new PolisEvent.WarNews(PolisEvent.seat(p) + " destroys " + cat.name(card) + " of "
                    + PolisEvent.seat(d.defender())));
        }
    }

    void legalSacrifice(PolisState s, List<Action> out) {
        long m = sacrificable(s, s.active);
        while (m != 0) {
            int card = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            out.add(Acts.SACRIFICE[card]);
        }
    }

    void sacrifice(PolisState s, int p, int card, Control<PolisState> flow, EventSink ev) {
        Refusals.requireCard(card);
        if ((sacrificable(s, p) & (1L << card)) == 0) {
            throw Refusals.illegal("4.7", "the sacrifice must be an own face-up card "
                    + "with a visible war symbol, not Troy (spec 4.7 step 4, D37)");
        }
        cards.cityToHistory(s, p, card);
        if (ev.enabled()) {
            ev.emit(new PolisEvent.WarNews(PolisEvent.seat(p) + " sacrifices " + cat.name(card)));
        }
        s.warDefender = -1;
    }

    // ---- the step rules of war (registered in PolisFlow) ----

    /** Phase 7 (spec 4.7): attack one player, or end the turn. */
    static final class WarPhaseRule extends PolisStep<Step.WarPhase> {
        private final War war;

        WarPhaseRule(Labels labels, War war) {
            super(labels);
            this.war = war;
        }

        @Override
        public void legal(PolisState s, Step.WarPhase step, List<Action> out) {
            war.legal(s, out);
        }

        @Override
        void declare(Actions<PolisState, Step, Step.WarPhase> on) {
            on.on(PolisAction.Attack.class, (ctx, a) -> war.attack(ctx.state(), ctx.seat(), a.target(),
                    a.mercenaries(), ctx.control(), ctx.events()))
                    .on(PolisAction.Done.class, (ctx, a) -> Turn.endTurn(ctx.state(), ctx.control(), ctx.events()))
                .words(PolisAction.Done.class, (ctx, a, observer) -> "Make no war (end the turn)");
        }

        @Override
        public boolean resolve(PolisState s, Step.WarPhase step, Control<PolisState> flow, EventSink ev) {
            if (Turn.endsNow(s, flow)) {
                return true;
            }
            if (war.canAttackAny(s)) {
                return false;
            }
            flow.done(s, ev);
            return true;
        }

        @Override
        public String prompt(PolisState s, Step.WarPhase step) {
            return "Phase 7: attack a player, or end your turn";
        }

    }

    /** War step 3: the attacker picks the defender's card to destroy. */
    static final class DestroyChoiceRule extends PolisStep<Step.DestroyChoice> {
        private final War war;

        DestroyChoiceRule(Labels labels, War war) {
            super(labels);
            this.war = war;
        }

        @Override
        public void legal(PolisState s, Step.DestroyChoice step, List<Action> out) {
            war.legalDestroy(s, step, out);
        }

        @Override
        void declare(Actions<PolisState, Step, Step.DestroyChoice> on) {
            on.on(PolisAction.Destroy.class, (ctx, a) -> war.destroy(ctx.state(), ctx.seat(), ctx.step(), a.card(),
                    ctx.control(), ctx.events()));
        }

        @Override
        public boolean resolve(PolisState s, Step.DestroyChoice step, Control<PolisState> flow, EventSink ev) {
            if (war.destroyable(s, step.defender()) != 0) {
                return false;
            }
            flow.done(s, ev);
            return true;
        }

        @Override
        public String prompt(PolisState s, Step.DestroyChoice step) {
            return "War: choose the card of " + Labels.seat(step.defender()) + " to destroy";
        }
    }

    /** War step 4: the attacker sacrifices one of his own war cards; the turn ends (spec 4.7, 4.8). */
    static final class SacrificeChoiceRule extends PolisStep<Step.SacrificeChoice> {
        private final War war;

        SacrificeChoiceRule(Labels labels, War war) {
            super(labels);
            this.war = war;
        }

        @Override
        public void legal(PolisState s, Step.SacrificeChoice step, List<Action> out) {
            war.legalSacrifice(s, out);
        }

        @Override
        void declare(Actions<PolisState, Step, Step.SacrificeChoice> on) {
            on.on(PolisAction.Sacrifice.class, (ctx, a) -> {
                war.sacrifice(ctx.state(), ctx.seat(), a.card(), ctx.control(), ctx.events());
                ctx.done();
                Turn.endTurn(ctx.state(), ctx.control(), ctx.events());
            });
        }

        @Override
        public String prompt(PolisState s, Step.SacrificeChoice step) {
            return "War: sacrifice one of your war cards";
        }
    }
}
