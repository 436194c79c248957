package io.agon.massilia.rules;

import io.agon.core.Action;
import java.util.List;

/**
 * Every Massilia action. A die use (spec 5.0) is declared in small steps ({@link UseDie}, then any of
 * {@link Recolour}, {@link PipStep}, {@link AddDie}) and only takes effect, all at once, with a final action
 * ({@link BuyGoods}, {@link MovePerson}, {@link BuyPrestige}, {@link Sacrifice}); {@link CancelDie} drops the
 * declaration without any change (D52). Colours, goods, persons and gods use the ids of
 * {@link io.agon.massilia.model.Ids}.
 */
public sealed interface MassiliaAction extends Action {

    /**
     * The kind of an action, one constant per record: a step rule tells its few actions apart with a
     * {@code switch} on it (no chain of type tests).
     */
    enum Kind {
        /** {@link ChooseCorner}. */
        CHOOSE_CORNER,
        /** {@link PlayMars}. */
        PLAY_MARS,
        /** {@link KeepDie}. */
        KEEP_DIE,
        /** {@link EndKeeping}. */
        END_KEEPING,
        /** {@link UseDie}. */
        USE_DIE,
        /** {@link Pass}. */
        PASS,
        /** {@link PlayVesta}. */
        PLAY_VESTA,
        /** {@link Recolour}. */
        RECOLOUR,
        /** {@link PipStep}. */
        PIP_STEP,
        /** {@link AddDie}. */
        ADD_DIE,
        /** {@link CancelDie}. */
        CANCEL_DIE,
        /** {@link BuyGoods}. */
        BUY_GOODS,
        /** {@link MovePerson}. */
        MOVE_PERSON,
        /** {@link BuyPrestige}. */
        BUY_PRESTIGE,
        /** {@link Sacrifice}. */
        SACRIFICE,
        /** {@link PlaceCube}. */
        PLACE_CUBE,
        /** {@link PlayPluto}. */
        PLAY_PLUTO,
        /** {@link NoPluto}. */
        NO_PLUTO,
        /** {@link PayForCube}. */
        PAY_FOR_CUBE,
        /** {@link SettleTax}. */
        SETTLE_TAX,
        /** {@link Build}. */
        BUILD,
        /** {@link DeclineBuild}. */
        DECLINE_BUILD,
        /** {@link MoveCube}. */
        MOVE_CUBE,
        /** {@link EndRelocation}. */
        END_RELOCATION,
        /** {@link ReturnCube}. */
        RETURN_CUBE,
        /** {@link TakeCard}. */
        TAKE_CARD,
        /** {@link StopTaking}. */
        STOP_TAKING,
        /** {@link EndTurn}. */
        END_TURN
    }

    /**
     * {@code a} as a Massilia action, or null for another game's action. It tests the exact record classes, most
     * frequent first, never the interface {@code MassiliaAction}: on Java 17 to 22 a type test against an interface
     * keeps its last answer in a one-entry cache inside the tested class, and the framework tests the same action
     * objects against {@link Action}. The two tests would take turns rewriting that cache, and with two threads playing
     * the write moves between the processors on every action: two threads then ran at 1.3-1.5 times one thread instead
     * of 1.8 (docs/benchmarks.md, "Type tests that threads fight over"). A test against a record class reads no cache.
     */
    static MassiliaAction of(Action a) {
        if (a instanceof UseDie x) { return x; }
        if (a instanceof AddDie x) { return x; }
        if (a instanceof CancelDie x) { return x; }
        if (a instanceof PipStep x) { return x; }
        if (a instanceof MovePerson x) { return x; }
        if (a instanceof Pass x) { return x; }
        if (a instanceof Recolour x) { return x; }
        if (a instanceof EndKeeping x) { return x; }
        if (a instanceof KeepDie x) { return x; }
        if (a instanceof EndTurn x) { return x; }
        if (a instanceof ReturnCube x) { return x; }
        if (a instanceof TakeCard x) { return x; }
        if (a instanceof ChooseCorner x) { return x; }
        if (a instanceof PlayMars x) { return x; }
        if (a instanceof PlayVesta x) { return x; }
        if (a instanceof BuyGoods x) { return x; }
        if (a instanceof BuyPrestige x) { return x; }
        if (a instanceof Sacrifice x) { return x; }
        if (a instanceof PlaceCube x) { return x; }
        if (a instanceof PlayPluto x) { return x; }
        if (a instanceof NoPluto x) { return x; }
        if (a instanceof PayForCube x) { return x; }
        if (a instanceof SettleTax x) { return x; }
        if (a instanceof Build x) { return x; }
        if (a instanceof DeclineBuild x) { return x; }
        if (a instanceof MoveCube x) { return x; }
        if (a instanceof EndRelocation x) { return x; }
        if (a instanceof StopTaking x) { return x; }
        return null;
    }

    /** This action's kind. */
    Kind actionKind();

    /** Set-up: put the first stall on corner {@code field} (spec 3.8, D22). */
    record ChooseCorner(int field) implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.CHOOSE_CORNER;
        }
    }

    /** Phase II: play Mars to keep up to two dice free (spec 6.2, D40). */
    record PlayMars() implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.PLAY_MARS;
        }
    }

    /** Phase II: keep one rolled die in the personal supply (2 sesterces, or free through Mars). */
    record KeepDie(int colour, int pips) implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.KEEP_DIE;
        }
    }

    /** Phase II: every die not kept goes to the temple. */
    record EndKeeping() implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.END_KEEPING;
        }
    }

    /** Phase III: start a die use with a die from the temple or the own personal supply. */
    record UseDie(boolean fromSupply, int colour, int pips) implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.USE_DIE;
        }
    }

    /** Phase III: take the highest round tile left and its sesterces; the last to pass takes none (4.3 B). */
    record Pass() implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.PASS;
        }
    }

    /** Vesta: return {@code stones} (1 or 2) penalty stones to the supply (D31, D41, D47). */
    record PlayVesta(int stones) implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.PLAY_VESTA;
        }
    }

    /** Declaration: recolour the first die (before any die is added), with a stone or Phoebus. */
    record Recolour(int die, int colour, boolean phoebus) implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.RECOLOUR;
        }
    }

    /** Declaration: one pip step up or down on the die taken last (6 wraps to 1), with a stone or Minerva. */
    record PipStep(int die, boolean up, boolean minerva) implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.PIP_STEP;
        }
    }

    /**
     * Declaration: add a die (its pips are summed), with a stone or Juno. A die of another colour must get the
     * action colour as it joins: {@code recolour} 1 pays that with a stone, 2 with Phoebus (0: same colour).
     */
    record AddDie(boolean fromSupply, int colour, int pips, boolean juno, int recolour) implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.ADD_DIE;
        }
        /** No recolour. */
        public static final int SAME = 0;
        /** Recoloured with a penalty stone. */
        public static final int STONE = 1;
        /** Recoloured with Phoebus. */
        public static final int PHOEBUS = 2;
    }

    /** Declaration: drop it; nothing happened. */
    record CancelDie() implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.CANCEL_DIE;
        }
    }

    /**
     * Beige action (5.1): buy {@code value - beige} cubes of {@code kind} and {@code beige} beige cubes;
     * {@code mercurius} (-1, 0, +1) changes the kind's price for this action.
     */
    record BuyGoods(int kind, int beige, int mercurius) implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.BUY_GOODS;
        }
    }

    /** Brown action (5.2): move a person; {@code mercurius} changes the temple price of a sale. */
    record MovePerson(int person, boolean clockwise, int mercurius) implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.MOVE_PERSON;
        }
    }

    /** Black action (5.3): buy prestige; {@code mercurius} changes the temple price. */
    record BuyPrestige(int mercurius) implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.BUY_PRESTIGE;
        }
    }

    /** Grey action (5.4): sacrifice cubes for a god card; with {@code jupiter}, up to two cards. */
    record Sacrifice(boolean jupiter) implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.SACRIFICE;
        }
    }

    /** Beige action: put the next bought cube on the own stall on {@code field}. */
    record PlaceCube(int field) implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.PLACE_CUBE;
        }
    }

    /** Consul at the own stall: play Pluto (D11). */
    record PlayPluto() implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.PLAY_PLUTO;
        }
    }

    /** Consul at the own stall: let the consul act. */
    record NoPluto() implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.NO_PLUTO;
        }
    }

    /** Consul tax: pay 1 sesterce to keep one cube of {@code goods} (D10). */
    record PayForCube(int goods) implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.PAY_FOR_CUBE;
        }
    }

    /** Consul tax: every cube not paid for goes back to the harbour. */
    record SettleTax() implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.SETTLE_TAX;
        }
    }

    /** Consul: build a stall on the field where it stopped, for 5 sesterces. */
    record Build() implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.BUILD;
        }
    }

    /** Consul: do not build. */
    record DeclineBuild() implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.DECLINE_BUILD;
        }
    }

    /** After building: move one cube of {@code goods} from the own stall on {@code from} to the new stall. */
    record MoveCube(int from, int goods) implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.MOVE_CUBE;
        }
    }

    /** After building: stop moving cubes. */
    record EndRelocation() implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.END_RELOCATION;
        }
    }

    /** Grey action: return one cube of {@code goods} from the own stall on {@code field} to the harbour. */
    record ReturnCube(int field, int goods) implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.RETURN_CUBE;
        }
    }

    /** Grey action: take face-up card {@code source} (0 or 1) or, with 2, the top of the deck. */
    record TakeCard(int source) implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.TAKE_CARD;
        }
    }

    /** Grey action with Jupiter: take no second card. */
    record StopTaking() implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.STOP_TAKING;
        }
    }

    /** End the turn (offered when Vesta could still be played after the die use). */
    record EndTurn() implements MassiliaAction {
        @Override
        public Kind actionKind() {
            return Kind.END_TURN;
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
