package io.agon.massilia.model;

import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.component.Deck;
import io.agon.core.component.ReshufflingDeck;
import io.agon.core.flow.FlowState;
import io.agon.core.flow.StepStack;
import io.agon.core.state.AgonState;
import io.agon.core.state.NotCompared;
import io.agon.core.state.NotHashed;
import io.agon.core.state.Scratch;
import java.util.Arrays;

/**
 * The whole state of a Massilia game: plain int arrays indexed by the ids of {@link Ids}, so that {@link #copy()}
 * is a handful of array clones. Dice are counted by die index ({@code colour * 6 + pips - 1}); per-player arrays
 * are flattened ({@code seat * width + i}). The rules (package {@code rules}) change these fields directly.
 */
@AgonState
public final class MassiliaState implements GameState<MassiliaState>, FlowState<Step> {

    /** Number of players. */
    public int players;
    /** Current round, 1..7. */
    public int round;
    /** True once the final scoring is done. */
    public boolean over;
    /** The flow. */
    public StepStack<Step> steps;
    /** Seat at each order position (index 0 = position 1). */
    @NotHashed public int[] order;
    /** Seats in the order they passed this round; {@link #passedCount} are valid. */
    @NotHashed public int[] passOrder;
    /** How many players passed this round. */
    public int passedCount;
    /** Bit per seat: passed this round. */
    public int passedMask;
    /** Round tile value each seat took this round (0 = none). */
    @NotHashed public int[] roundTile;
    /** Order position of the last Phase III turn. */
    public int turnPos;
    /** Temple dice by die index. */
    public int[] temple;
    /** Personal-supply dice, {@code seat * 24 + die index}. */
    public int[] supplyDice;
    /** Dice behind each screen by colour, {@code seat * 4 + colour} (not rolled). */
    @NotHashed public int[] screen;
    /** The dice the current roller rolled and has not yet split, by die index (hidden from the others). */
    @NotHashed public int[] rolled;
    /** Harbour cubes by goods. */
    @NotHashed public int[] harbour;
    /** Price tile value by position (temple, violet, orange, pink). */
    @NotHashed public int[] price;
    /** Points marker by trade goods. */
    @NotHashed public int[] marker;
    /** Owner seat of each stall field, or -1. */
    @NotHashed public int[] stallOwner;
    /** Cubes on each stall field, {@code field * 4 + goods}. */
    public int[] cubes;
    /** Stall tiles each seat still has in reserve. */
    @NotHashed public int[] reserve;
    /** Field of each person. */
    public int[] person;
    /** The god cards (card = god id): face-down draw pile and face-up discard pile that reshuffles (D33). */
    public ReshufflingDeck gods;
    /** The draw pile of {@link #gods}, top last. Its order is hidden from everyone. */
    @Scratch public Deck deck;
    /** The face-up god cards, or -1 for an empty slot. */
    @NotHashed public int[] faceUp;
    /** Hand cards, {@code seat * 3 + i}; {@link #handSize} are valid. */
    public int[] hand;
    /** The step counter at which each hand card was taken (D14). */
    @NotHashed public int[] handAt;
    /** Cards in each hand. */
    @NotHashed public int[] handSize;
    /** Sesterces (hidden from others). */
    public int[] money;
    /** Prestige during play. */
    public int[] prestige;
    /** Penalty stones behind each screen (hidden from others). */
    @NotHashed public int[] stones;
    /** D14 step counter per seat. */
    @NotHashed public int[] stepCounter;
    /** General penalty-stone supply. */
    public int supply;
    /** Gods played by the player on turn in this turn (bit per god, D29). */
    public int godsThisTurn;
    /**
     * The gods each seat has played in this game: bit {@code seat * GODS + god} (public, every god is played face
     * up). History for {@code agon analyze}, not part of the position: {@code equals} and {@code hashCode} ignore
     * it, so two ways to one position stay one position for the searches.
     */
    @NotCompared public long godsPlayed;
    /** The state's random generator. */
    public Rng rng;

    /** An empty state for {@code players} players; the rules fill it in. */
    public MassiliaState(int players, long seed) {
        this.players = players;
        steps = new StepStack<>(8);
        order = new int[players];
        passOrder = new int[players];
        roundTile = new int[players];
        temple = new int[Ids.DIE_CODES];
        supplyDice = new int[players * Ids.DIE_CODES];
        screen = new int[players * Ids.DIE_COLOURS];
        rolled = new int[Ids.DIE_CODES];
        harbour = new int[Ids.GOODS];
        price = new int[4];
        marker = new int[Ids.TRADE_GOODS];
        stallOwner = new int[24];
        Arrays.fill(stallOwner, -1);
        cubes = new int[24 * Ids.GOODS];
        reserve = new int[players];
        person = new int[Ids.PERSONS];
        gods = new ReshufflingDeck(64);
        deck = gods.drawPile();
        faceUp = new int[] {-1, -1};
        hand = new int[players * 3];
        handAt = new int[players * 3];
        handSize = new int[players];
        money = new int[players];
        prestige = new int[players];
        stones = new int[players];
        stepCounter = new int[players];
        rng = new Rng(seed);
    }

    /** A blank for the generated copy. */
    MassiliaState() {
    }

    @Override
    public MassiliaState copy() {
        MassiliaState c = MassiliaStateFields.copy(this);
        c.deck = c.gods.drawPile();
        return c;
    }

    /** Overwrites every field with {@code o}'s, reusing this state's arrays when they have the right length. */
    @Override
    public MassiliaState copyFrom(MassiliaState o) {
        MassiliaStateFields.copyFrom(o, this);
        deck = gods.drawPile();
        return this;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MassiliaState s && MassiliaStateFields.equals(this, s);
    }

    @Override
    public int hashCode() {
        return MassiliaStateFields.hash(this);
    }

    // ---- small queries used everywhere ----

    /** Cubes of {@code goods} on stall {@code field}. */
    public int cubes(int field, int goods) {
        return cubes[field * 4 + goods];
    }

    /** All cubes on stall {@code field}. */
    public int cubesOn(int field) {
        int b = field * 4;
        return cubes[b] + cubes[b + 1] + cubes[b + 2] + cubes[b + 3];
    }

    /** Stalls {@code seat} has on the market. */
    public int stalls(int seat, int stallsPerPlayer) {
        return stallsPerPlayer - reserve[seat];
    }

    /** Total cubes on {@code seat}'s stalls. */
    public int ownCubes(int seat) {
        int n = 0;
        for (int f = 0; f < 24; f++) {
            if (stallOwner[f] == seat) {
                n += cubesOn(f);
            }
        }
        return n;
    }

    /** Free places on {@code seat}'s stalls. */
    public int freePlaces(int seat, int capacity) {
        int n = 0;
        for (int f = 0; f < 24; f++) {
            if (stallOwner[f] == seat) {
                n += capacity - cubesOn(f);
            }
        }
        return n;
    }

    /** Personal-supply dice of {@code seat} with die index {@code code}. */
    public int supplyDie(int seat, int code) {
        return supplyDice[seat * Ids.DIE_CODES + code];
    }

    /** Dice behind {@code seat}'s screen of {@code colour}. */
    public int screenDice(int seat, int colour) {
        return screen[seat * 4 + colour];
    }

    /** True when {@code seat} passed this round. */
    public boolean passed(int seat) {
        return (passedMask & (1 << seat)) != 0;
    }

    /** Number of god cards in play outside hands: deck, face up and discard. */
    public int cardsOutsideHands() {
        int n = gods.size();
        for (int c : faceUp) {
            if (c >= 0) {
                n++;
            }
        }
        return n;
    }

    @Override
    public String toString() {
        return "MassiliaState{round=" + round + ", steps=" + steps + "}";
    }

    /** The step stack (for the flow). */
    @Override
    public StepStack<Step> steps() {
        return steps;
    }
}
