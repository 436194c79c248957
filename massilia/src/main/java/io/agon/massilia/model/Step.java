package io.agon.massilia.model;

import java.util.List;

/**
 * The steps of Massilia's flow, kept in the state's {@link io.agon.core.flow.StepStack}. Phase steps
 * ({@link RoundStart}, {@link RollPhase}, {@link RoundEnd}) resolve automatically; the others
 * ask one player for a decision.
 */
public sealed interface Step {

    /** The player who must decide at this step, or -1 for an automatic step. */
    int decider();

    /** Set-up: order position {@code pos} picks a free corner for the first stall (spec 3.8, D22). */
    record SetupCorner(int pos, int player) implements Step {
        @Override
        public int decider() {
            return player;
        }
    }

    /** Phase I and the temple roll of Phase II (spec 4.1, 4.2.1). */
    record RoundStart() implements Step {
        /** The one value (the step has no fields; the hot path allocates none). */
        public static final RoundStart INSTANCE = new RoundStart();

        @Override
        public int decider() {
            return -1;
        }
    }

    /** Phase II: order position {@code pos} rolls next (spec 4.2.2). */
    record RollPhase(int pos) implements Step {
        private static final RollPhase[] CACHE = new RollPhase[8];

        static {
            for (int i = 0; i < CACHE.length; i++) {
                CACHE[i] = new RollPhase(i);
            }
        }

        /** The step, shared for the usual values (no allocation on the hot path). */
        public static RollPhase of(int pos) {
            return pos >= 0 && pos < CACHE.length ? CACHE[pos] : new RollPhase(pos);
        }

        @Override
        public int decider() {
            return -1;
        }
    }

    /**
     * Phase II: {@code player} splits the rolled dice (in the state's {@code rolled}) into kept and temple dice.
     *
     * @param free keeps still free through Mars
     * @param mars true once Mars was played in this roll step
     */
    record Keep(int player, int free, boolean mars) implements Step {
        private static final Keep[] CACHE = new Keep[8 * 8 * 2];

        static {
            for (int p = 0; p < 8; p++) {
                for (int f = 0; f < 8; f++) {
                    CACHE[(p * 8 + f) * 2] = new Keep(p, f, false);
                    CACHE[(p * 8 + f) * 2 + 1] = new Keep(p, f, true);
                }
            }
        }

        /** The step, shared for the usual values (no allocation on the hot path). */
        public static Keep of(int player, int free, boolean mars) {
            return player >= 0 && player < 8 && free >= 0 && free < 8 ? CACHE[(player * 8 + free) * 2 + (mars ? 1 : 0)]
                    : new Keep(player, free, mars);
        }

        @Override
        public int decider() {
            return player;
        }
    }

    /** Phase III: {@code player}'s turn: use a die, pass, or play Vesta first. */
    record Turn(int player) implements Step {
        private static final Turn[] CACHE = new Turn[8];

        static {
            for (int i = 0; i < CACHE.length; i++) {
                CACHE[i] = new Turn(i);
            }
        }

        /** The step, shared for the usual values (no allocation on the hot path). */
        public static Turn of(int player) {
            return player >= 0 && player < CACHE.length ? CACHE[player] : new Turn(player);
        }

        @Override
        public int decider() {
            return player;
        }
    }

    /**
     * A die use being declared (spec 5.0): nothing is taken from the state until a final action commits it.
     *
     * @param dice   the die set, encoded by {@link SetDie}
     * @param stones penalty stones the declaration needs so far
     * @param gods   bit mask of the god cards the declaration uses so far
     */
    record Declare(int player, List<Integer> dice, int stones, int gods) implements Step {
        /** Declarations of one fresh die, by player, source, colour and pips (shared: none is built per use). */
        private static final Declare[] FRESH = new Declare[8 * 2 * 4 * 8];

        static {
            for (int p = 0; p < 8; p++) {
                for (int src = 0; src < 2; src++) {
                    for (int c = 0; c < 4; c++) {
                        for (int pips = 0; pips < 8; pips++) {
                            FRESH[((p * 2 + src) * 4 + c) * 8 + pips] =
                                    new Declare(p, List.of(SetDie.of(src == 1, c, pips)), 0, 0);
                        }
                    }
                }
            }
        }

        /** The declaration {@code player} starts by taking one die (no stone or god used yet). */
        public static Declare ofDie(int player, boolean fromSupply, int colour, int pips) {
            return player >= 0 && player < 8 && colour >= 0 && colour < 4 && pips >= 0 && pips < 8
                    ? FRESH[((player * 2 + (fromSupply ? 1 : 0)) * 4 + colour) * 8 + pips]
                    : new Declare(player, List.of(SetDie.of(fromSupply, colour, pips)), 0, 0);
        }

        @Override
        public int decider() {
            return player;
        }
    }

    /** Beige action: place the bought cubes ({@code kind} first, then beige) on own stalls (D45). */
    record Place(int player, int kind, int kindLeft, int beigeLeft) implements Step {
        private static final Place[] CACHE = new Place[8 * 4 * 8 * 8];

        /** The step, made once per value in the usual range and then shared (no allocation on the hot path). */
        public static Place of(int player, int kind, int kindLeft, int beigeLeft) {
            if (player < 0 || player >= 8 || kind < 0 || kind >= 4 || kindLeft < 0 || kindLeft >= 8 || beigeLeft < 0
                    || beigeLeft >= 8) {
                return new Place(player, kind, kindLeft, beigeLeft);
            }
            int i = ((player * 4 + kind) * 8 + kindLeft) * 8 + beigeLeft;
            Place v = CACHE[i];
            if (v == null) {
                v = new Place(player, kind, kindLeft, beigeLeft);
                CACHE[i] = v; // immutable: a race between threads only makes an equal value twice
            }
            return v;
        }

        @Override
        public int decider() {
            return player;
        }
    }

    /** The consul stopped at {@code owner}'s stall on {@code field}: Pluto or not (D11, D61). */
    record PlutoWindow(int owner, int mover, int field) implements Step {
        @Override
        public int decider() {
            return owner;
        }
    }

    /**
     * Consul tax (5.2.2 case 3, D10): the owner pays for cubes to keep; {@code kept} holds 4 bits per goods.
     */
    record Tax(int owner, int field, int kept) implements Step {
        @Override
        public int decider() {
            return owner;
        }

        /** Kept cubes of {@code goods}. */
        public int kept(int goods) {
            return (kept >>> (4 * goods)) & 15;
        }

        /** Total kept cubes. */
        public int keptTotal() {
            return kept(0) + kept(1) + kept(2) + kept(3);
        }
    }

    /** The consul left {@code field} empty: the mover may build there (5.2.2 cases 1 and 2, D43). */
    record BuildChoice(int player, int field) implements Step {
        private static final BuildChoice[] CACHE = new BuildChoice[8 * 64];

        /** The step, made once per value in the usual range and then shared (no allocation on the hot path). */
        public static BuildChoice of(int player, int field) {
            if (player < 0 || player >= 8 || field < 0 || field >= 64) {
                return new BuildChoice(player, field);
            }
            int i = player * 64 + field;
            BuildChoice v = CACHE[i];
            if (v == null) {
                v = new BuildChoice(player, field);
                CACHE[i] = v; // immutable: a race between threads only makes an equal value twice
            }
            return v;
        }

        @Override
        public int decider() {
            return player;
        }
    }

    /** Right after building on {@code field}: the builder may move cubes onto it (5.2.3, D46). */
    record Relocate(int player, int field) implements Step {
        @Override
        public int decider() {
            return player;
        }
    }

    /** Grey action: {@code left} cubes still to return from own stalls (5.4.2, D12). */
    record SacrificeCubes(int player, int left) implements Step {
        private static final SacrificeCubes[] CACHE = new SacrificeCubes[8 * 16];

        static {
            for (int p = 0; p < 8; p++) {
                for (int l = 0; l < 16; l++) {
                    CACHE[p * 16 + l] = new SacrificeCubes(p, l);
                }
            }
        }

        /** The step, shared for the usual values (no allocation on the hot path). */
        public static SacrificeCubes of(int player, int left) {
            return player >= 0 && player < 8 && left >= 0 && left < 16 ? CACHE[player * 16 + left]
                    : new SacrificeCubes(player, left);
        }

        @Override
        public int decider() {
            return player;
        }
    }

    /** Grey action: take cards; the first is due, a second ({@code max} 2, Jupiter) is optional (5.4.3-4). */
    record TakeCards(int player, int max, int taken) implements Step {
        private static final TakeCards[] CACHE = new TakeCards[8 * 8 * 8];

        /** The step, made once per value in the usual range and then shared (no allocation on the hot path). */
        public static TakeCards of(int player, int max, int taken) {
            if (player < 0 || player >= 8 || max < 0 || max >= 8 || taken < 0 || taken >= 8) {
                return new TakeCards(player, max, taken);
            }
            int i = (player * 8 + max) * 8 + taken;
            TakeCards v = CACHE[i];
            if (v == null) {
                v = new TakeCards(player, max, taken);
                CACHE[i] = v; // immutable: a race between threads only makes an equal value twice
            }
            return v;
        }

        @Override
        public int decider() {
            return player;
        }
    }

    /** After the die use: Vesta may still be played (D31), then the turn ends. */
    record TurnEnd(int player) implements Step {
        private static final TurnEnd[] CACHE = new TurnEnd[8];

        static {
            for (int i = 0; i < CACHE.length; i++) {
                CACHE[i] = new TurnEnd(i);
            }
        }

        /** The step, shared for the usual values (no allocation on the hot path). */
        public static TurnEnd of(int player) {
            return player >= 0 && player < CACHE.length ? CACHE[player] : new TurnEnd(player);
        }

        @Override
        public int decider() {
            return player;
        }
    }

    /** End of round (spec 4.4) and, after the last round, the end of the game. */
    record RoundEnd() implements Step {
        /** The one value (the step has no fields; the hot path allocates none). */
        public static final RoundEnd INSTANCE = new RoundEnd();

        @Override
        public int decider() {
            return -1;
        }
    }
}
