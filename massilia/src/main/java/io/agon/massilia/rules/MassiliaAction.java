package io.agon.massilia.rules;

import io.agon.core.Action;
import io.agon.core.Words;
import io.agon.massilia.model.Ids;
import java.util.List;

/**
 * Every Massilia action. A die use (spec 5.0) is declared in small steps ({@link UseDie}, then any of
 * {@link Recolour}, {@link PipStep}, {@link AddDie}) and only takes effect, all at once, with a final action
 * ({@link BuyGoods}, {@link MovePerson}, {@link BuyPrestige}, {@link Sacrifice}); {@link CancelDie} drops the
 * declaration without any change (D52). Colours, goods, persons and gods use the ids of
 * {@link io.agon.massilia.model.Ids}.
 */
public sealed interface MassiliaAction extends Action {

    /** This action in a player's words, as the step it answers sees it ({@link Describer.Words}). */
    String words(Describer.Words w);

    /**
     * This action as data for a picture ({@link MassiliaView#options()}): its kind and the dice, fields, goods it
     * names; {@code w} gives the declared value and where a person move ends. The default names the kind only.
     */
    default MassiliaView.Option option(MassiliaView.Where w) {
        return MassiliaView.field(viewKind(), -1, -1);
    }

    /** The action's kind in the view's JSON: its record name in snake case ("keep_die"). */
    default String viewKind() {
        return Describer.snake(getClass().getSimpleName());
    }

    /** Set-up: put the first stall on corner {@code field} (spec 3.8, D22). */
    record ChooseCorner(int field) implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "Open the first stall on corner field " + field();
        }

        @Override
        public MassiliaView.Option option(MassiliaView.Where w) {
            return MassiliaView.field(viewKind(), field(), -1);
        }
    }

    /** Phase II: play Mars to keep up to two dice free (spec 6.2, D40). */
    record PlayMars() implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "Play Mars: keep up to two dice free";
        }
    }

    /** Phase II: keep one rolled die in the personal supply (2 sesterces, or free through Mars). */
    record KeepDie(int colour, int pips) implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "Keep " + Ids.DIE_NAMES[colour()] + " " + pips()
                    + (w.keepFree() > 0 ? " (free, Mars)" : " for 2 sesterces");
        }

        @Override
        public MassiliaView.Option option(MassiliaView.Where w) {
            return new MassiliaView.Option(viewKind(), colour(), pips(), false, -1, false, -1, -1, -1, false, 0, 0);
        }
    }

    /** Phase II: every die not kept goes to the temple. */
    record EndKeeping() implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "Put the other dice into the temple";
        }
    }

    /** Phase III: start a die use with a die from the temple or the own personal supply. */
    record UseDie(boolean fromSupply, int colour, int pips) implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "Take " + Ids.DIE_NAMES[colour()] + " " + pips() + " from "
                    + (fromSupply() ? "your supply" : "the temple");
        }

        @Override
        public MassiliaView.Option option(MassiliaView.Where w) {
            return new MassiliaView.Option(viewKind(), colour(), pips(), fromSupply(), -1, false, -1, -1, -1, false, 0, 0);
        }
    }

    /** Phase III: take the highest round tile left and its sesterces; the last to pass takes none (4.3 B). */
    record Pass() implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "Pass";
        }
    }

    /** Vesta: return {@code stones} (1 or 2) penalty stones to the supply (D31, D41, D47). */
    record PlayVesta(int stones) implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "Play Vesta: return " + Words.count(stones(), "penalty stone");
        }

        @Override
        public MassiliaView.Option option(MassiliaView.Where w) {
            return new MassiliaView.Option(viewKind(), -1, -1, false, -1, false, -1, -1, -1, false, 0, stones());
        }
    }

    /** Declaration: recolour the first die (before any die is added), with a stone or Phoebus. */
    record Recolour(int die, int colour, boolean phoebus) implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "Recolour " + (w.decl() != null && die() < w.decl().dice().size() ? Describer.die(w.decl().dice().get(die()))
                    : "die " + die()) + " to " + Ids.DIE_NAMES[colour()]
                    + (phoebus() ? " with Phoebus" : " with a penalty stone");
        }

        @Override
        public MassiliaView.Option option(MassiliaView.Where w) {
            return new MassiliaView.Option(viewKind(), colour(), -1, false, die(), false, -1, -1, -1, phoebus(), 0, 0);
        }
    }

    /** Declaration: one pip step up or down on the die taken last (6 wraps to 1), with a stone or Minerva. */
    record PipStep(int die, boolean up, boolean minerva) implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return (up() ? "+1" : "-1") + " on " + (w.decl() != null && die() < w.decl().dice().size()
                    ? Describer.die(w.decl().dice().get(die())) : "die " + die())
                    + (minerva() ? " with Minerva" : " with a penalty stone");
        }

        @Override
        public MassiliaView.Option option(MassiliaView.Where w) {
            return new MassiliaView.Option(viewKind(), -1, -1, false, die(), up(), -1, -1, -1, minerva(), 0, 0);
        }
    }

    /**
     * Declaration: add a die (its pips are summed), with a stone or Juno. A die of another colour must get the
     * action colour as it joins: {@code recolour} 1 pays that with a stone, 2 with Phoebus (0: same colour).
     */
    record AddDie(boolean fromSupply, int colour, int pips, boolean juno, int recolour) implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "Add " + Ids.DIE_NAMES[colour()] + " " + pips() + " from "
                    + (fromSupply() ? "your supply" : "the temple") + (juno() ? " with Juno" : " with a penalty stone")
                    + (recolour() == AddDie.STONE ? ", recoloured with a penalty stone"
                    : recolour() == AddDie.PHOEBUS ? ", recoloured with Phoebus" : "");
        }
        /** No recolour. */
        public static final int SAME = 0;
        /** Recoloured with a penalty stone. */
        public static final int STONE = 1;
        /** Recoloured with Phoebus. */
        public static final int PHOEBUS = 2;

        @Override
        public MassiliaView.Option option(MassiliaView.Where w) {
            return new MassiliaView.Option(viewKind(), colour(), pips(), fromSupply(), -1, false, -1, -1, -1, juno(), recolour(),
                    0);
        }
    }

    /** Declaration: drop it; nothing happened. */
    record CancelDie() implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "Cancel this die use";
        }
    }

    /**
     * Beige action (5.1): buy {@code value - beige} cubes of {@code kind} and {@code beige} beige cubes;
     * {@code mercurius} (-1, 0, +1) changes the kind's price for this action.
     */
    record BuyGoods(int kind, int beige, int mercurius) implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            int k = w.value() - beige();
            int cost = k * (w.s().price[kind() + 1] + mercurius()) + beige() * w.data().beigePrice;
            return Describer.use(w.decl(), mercurius() != 0 ? 1 << Ids.MERCURIUS : 0) + " to buy " + k + " "
                    + Ids.GOODS_NAMES[kind()] + (beige() > 0 ? " + " + beige() + " beige" : "") + " for "
                    + cost + Describer.merc(mercurius(), Ids.GOODS_NAMES[kind()]);
        }

        @Override
        public MassiliaView.Option option(MassiliaView.Where w) {
            return new MassiliaView.Option(viewKind(), -1, -1, false, -1, false, -1, -1, kind(), false, mercurius(), beige());
        }
    }

    /** Brown action (5.2): move a person; {@code mercurius} changes the temple price of a sale. */
    record MovePerson(int person, boolean clockwise, int mercurius) implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            int f = Math.floorMod(w.s().person[person()] + (clockwise() ? w.value() : -w.value()), w.data().ringSize);
            return Describer.use(w.decl(), mercurius() != 0 ? 1 << Ids.MERCURIUS : 0) + " to move the "
                    + Ids.PERSON_NAMES[person()] + (clockwise() ? " clockwise" : " counter-clockwise")
                    + " to field " + f + Describer.whatHappens(w.s(), w.decl() == null ? -1 : w.decl().player(), person(), f)
                    + Describer.merc(mercurius(), "temple");
        }

        @Override
        public MassiliaView.Option option(MassiliaView.Where w) {
            int to = Math.floorMod(w.s().person[person()] + (clockwise() ? w.value() : -w.value()), w.ringSize());
            return new MassiliaView.Option(viewKind(), -1, -1, false, -1, clockwise(), person(), to, -1, false, mercurius(), 0);
        }
    }

    /** Black action (5.3): buy prestige; {@code mercurius} changes the temple price. */
    record BuyPrestige(int mercurius) implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return Describer.use(w.decl(), mercurius() != 0 ? 1 << Ids.MERCURIUS : 0) + " to buy " + w.value() + " prestige for "
                    + w.value() * (w.s().price[Ids.TEMPLE] + mercurius()) + Describer.merc(mercurius(), "temple");
        }

        @Override
        public MassiliaView.Option option(MassiliaView.Where w) {
            return new MassiliaView.Option(viewKind(), -1, -1, false, -1, false, -1, -1, -1, false, mercurius(), 0);
        }
    }

    /** Grey action (5.4): sacrifice cubes for a god card; with {@code jupiter}, up to two cards. */
    record Sacrifice(boolean jupiter) implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return Describer.use(w.decl(), jupiter() ? 1 << Ids.JUPITER : 0) + " to sacrifice "
                    + Words.count(w.value(), "cube") + " for " + (jupiter() ? "up to two god cards" : "a god card");
        }

        @Override
        public MassiliaView.Option option(MassiliaView.Where w) {
            return new MassiliaView.Option(viewKind(), -1, -1, false, -1, false, -1, -1, -1, jupiter(), 0, 0);
        }
    }

    /** Beige action: put the next bought cube on the own stall on {@code field}. */
    record PlaceCube(int field) implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "Place on your stall on field " + field() + " (" + w.s().cubesOn(field()) + "/6)";
        }

        @Override
        public MassiliaView.Option option(MassiliaView.Where w) {
            return MassiliaView.field(viewKind(), field(), -1);
        }
    }

    /** Consul at the own stall: play Pluto (D11). */
    record PlayPluto() implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "Play Pluto: the consul does nothing here";
        }
    }

    /** Consul at the own stall: let the consul act. */
    record NoPluto() implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "Let the consul act";
        }
    }

    /** Consul tax: pay 1 sesterce to keep one cube of {@code goods} (D10). */
    record PayForCube(int goods) implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "Pay 1 to keep " + Ids.aGoods(goods()) + " cube";
        }

        @Override
        public MassiliaView.Option option(MassiliaView.Where w) {
            return MassiliaView.field(viewKind(), -1, goods());
        }
    }

    /** Consul tax: every cube not paid for goes back to the harbour. */
    record SettleTax() implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "Return every cube not paid for";
        }
    }

    /** Consul: build a stall on the field where it stopped, for 5 sesterces. */
    record Build() implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "Build a stall here for 5 sesterces";
        }
    }

    /** Consul: do not build. */
    record DeclineBuild() implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "Do not build";
        }
    }

    /** After building: move one cube of {@code goods} from the own stall on {@code from} to the new stall. */
    record MoveCube(int from, int goods) implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "Move " + Ids.aGoods(goods()) + " cube from field " + from() + " to the new stall";
        }

        @Override
        public MassiliaView.Option option(MassiliaView.Where w) {
            return MassiliaView.field(viewKind(), from(), goods());
        }
    }

    /** After building: stop moving cubes. */
    record EndRelocation() implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "Stop moving cubes";
        }
    }

    /** Grey action: return one cube of {@code goods} from the own stall on {@code field} to the harbour. */
    record ReturnCube(int field, int goods) implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "Sacrifice " + Ids.aGoods(goods()) + " cube from field " + field();
        }

        @Override
        public MassiliaView.Option option(MassiliaView.Where w) {
            return MassiliaView.field(viewKind(), field(), goods());
        }
    }

    /** Grey action: take face-up card {@code source} (0 or 1) or, with 2, the top of the deck. */
    record TakeCard(int source) implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return source() < 2 && w.s().faceUp[source()] >= 0
                    ? "Take the face-up " + Ids.GOD_NAMES[w.s().faceUp[source()]] : "Take the top card of the deck";
        }

        @Override
        public MassiliaView.Option option(MassiliaView.Where w) {
            return new MassiliaView.Option(viewKind(), -1, -1, false, -1, false, -1, -1, -1, false, source(), 0);
        }
    }

    /** Grey action with Jupiter: take no second card. */
    record StopTaking() implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "Take no second card";
        }
    }

    /** End the turn (offered when Vesta could still be played after the die use). */
    record EndTurn() implements MassiliaAction {
        @Override
        public String words(Describer.Words w) {
            return "End the turn";
        }
    }

    /** Every action type, for {@link io.agon.core.GameInfo#actionTypes()}. */
    List<Class<? extends io.agon.core.Action>> TYPES = List.of(ChooseCorner.class, PlayMars.class,
            KeepDie.class, EndKeeping.class, UseDie.class, Pass.class, PlayVesta.class, Recolour.class,
            PipStep.class, AddDie.class, CancelDie.class, BuyGoods.class, MovePerson.class, BuyPrestige.class,
            Sacrifice.class, PlaceCube.class, PlayPluto.class, NoPluto.class, PayForCube.class, SettleTax.class,
            Build.class, DeclineBuild.class, MoveCube.class, EndRelocation.class, ReturnCube.class,
            TakeCard.class, StopTaking.class, EndTurn.class);
}
