package io.agon.massilia.model;

import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.component.Deck;
import io.agon.core.component.ReshufflingDeck;
import io.agon.core.flow.FlowState;
import io.agon.core.flow.StepStack;
import java.util.Arrays;
import java.util.Objects;

/**
 * The whole state of a Massilia game: plain int arrays indexed by the ids of {@link Ids}, so that {@link #copy()}
 * is a handful of array clones. Dice are counted by die index ({@code colour * 6 + pips - 1}); per-player arrays
 * are flattened ({@code seat * width + i}). The rules (package {@code rules}) change these fields directly.
 */
public final class MassiliaState implements GameState<MassiliaState>, FlowState<Step> {

    /** Number of players. */
    public final int players;
    /** Current round, 1..7. */
    public int round;
    /** True once the final scoring is done. */
    public boolean over;
    /** The flow. */
    public StepStack<Step> steps;
    /** Seat at each order position (index 0 = position 1). */
    public int[] order;
    /** Seats in the order they passed this round; {@link #passedCount} are valid. */
    public int[] passOrder;
    /** How many players passed this round. */
    public int passedCount;
    /** Bit per seat: passed this round. */
    public int passedMask;
    /** Round tile value each seat took this round (0 = none). */
    public int[] roundTile;
    /** Order position of the last Phase III turn. */
    public int turnPos;
    /** Temple dice by die index. */
    public int[] temple;
    /** Personal-supply dice, {@code seat * 24 + die index}. */
    public int[] supplyDice;
    /** Dice behind each screen by colour, {@code seat * 4 + colour} (not rolled). */
    public int[] screen;
    /** The dice the current roller rolled and has not yet split, by die index (hidden from the others). */
    public int[] rolled;
    /** Harbour cubes by goods. */
    public int[] harbour;
    /** Price tile value by position (temple, violet, orange, pink). */
    public int[] price;
    /** Points marker by trade goods. */
    public int[] marker;
    /** Owner seat of each stall field, or -1. */
    public int[] stallOwner;
    /** Cubes on each stall field, {@code field * 4 + goods}. */
    public int[] cubes;
    /** Stall tiles each seat still has in reserve. */
    public int[] reserve;
    /** Field of each person. */
    public int[] person;
    /** The god cards (card = god id): face-down draw pile and face-up discard pile that reshuffles (D33). */
    public ReshufflingDeck gods;
    /** The draw pile of {@link #gods}, top last. Its order is hidden from everyone. */
    public Deck deck;
    /** The face-up god cards, or -1 for an empty slot. */
    public int[] faceUp;
    /** Hand cards, {@code seat * 3 + i}; {@link #handSize} are valid. */
    public int[] hand;
    /** The step counter at which each hand card was taken (D14). */
    public int[] handAt;
    /** Cards in each hand. */
    public int[] handSize;
    /** Sesterces (hidden from others). */
    public int[] money;
    /** Prestige during play. */
    public int[] prestige;
    /** Penalty stones behind each screen (hidden from others). */
    public int[] stones;
    /** D14 step counter per seat. */
    public int[] stepCounter;
    /** General penalty-stone supply. */
    public int supply;
    /** Gods played by the player on turn in this turn (bit per god, D29). */
    public int godsThisTurn;
    /**
     * The gods each seat has played in this game: bit {@code seat * GODS + god} (public, every god is played face
     * up). History for {@code agon analyze}, not part of the position: {@code equals} and {@code hashCode} ignore
     * it, so two ways to one position stay one position for the searches.
     */
    public long godsPlayed;
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

    private MassiliaState(MassiliaState o) {
        players = o.players;
        round = o.round;
        over = o.over;
        steps = o.steps.copy();
        order = o.order.clone();
        passOrder = o.passOrder.clone();
        passedCount = o.passedCount;
        passedMask = o.passedMask;
        roundTile = o.roundTile.clone();
        turnPos = o.turnPos;
        temple = o.temple.clone();
        supplyDice = o.supplyDice.clone();
        screen = o.screen.clone();
        rolled = o.rolled.clone();
        harbour = o.harbour.clone();
        price = o.price.clone();
        marker = o.marker.clone();
        stallOwner = o.stallOwner.clone();
        cubes = o.cubes.clone();
        reserve = o.reserve.clone();
        person = o.person.clone();
        gods = o.gods.copy();
        deck = gods.drawPile();
        faceUp = o.faceUp.clone();
        hand = o.hand.clone();
        handAt = o.handAt.clone();
        handSize = o.handSize.clone();
        money = o.money.clone();
        prestige = o.prestige.clone();
        stones = o.stones.clone();
        stepCounter = o.stepCounter.clone();
        supply = o.supply;
        godsThisTurn = o.godsThisTurn;
        godsPlayed = o.godsPlayed;
        rng = o.rng.copy();
    }

    @Override
    public MassiliaState copy() {
        return new MassiliaState(this);
    }

    /**
     * Overwrites every field with {@code o}'s, reusing this state's arrays (the rules may have replaced an array, so
     * each is reused only when it has the right length); a fresh copy for another player count.
     */
    @Override
    public MassiliaState copyFrom(MassiliaState o) {
        if (o.players != players) {
            return o.copy();
        }
        round = o.round;
        over = o.over;
        steps.copyFrom(o.steps);
        order = copy(o.order, order);
        passOrder = copy(o.passOrder, passOrder);
        passedCount = o.passedCount;
        passedMask = o.passedMask;
        roundTile = copy(o.roundTile, roundTile);
        turnPos = o.turnPos;
        temple = copy(o.temple, temple);
        supplyDice = copy(o.supplyDice, supplyDice);
        screen = copy(o.screen, screen);
        rolled = copy(o.rolled, rolled);
        harbour = copy(o.harbour, harbour);
        price = copy(o.price, price);
        marker = copy(o.marker, marker);
        stallOwner = copy(o.stallOwner, stallOwner);
        cubes = copy(o.cubes, cubes);
        reserve = copy(o.reserve, reserve);
        person = copy(o.person, person);
        gods.copyFrom(o.gods);
        deck = gods.drawPile();
        faceUp = copy(o.faceUp, faceUp);
        hand = copy(o.hand, hand);
        handAt = copy(o.handAt, handAt);
        handSize = copy(o.handSize, handSize);
        money = copy(o.money, money);
        prestige = copy(o.prestige, prestige);
        stones = copy(o.stones, stones);
        stepCounter = copy(o.stepCounter, stepCounter);
        supply = o.supply;
        godsThisTurn = o.godsThisTurn;
        godsPlayed = o.godsPlayed;
        rng.copyFrom(o.rng);
        return this;
    }

    /** {@code from}'s values in {@code into} when it has the same length, else in a clone of {@code from}. */
    private static int[] copy(int[] from, int[] into) {
        if (into == from || into.length != from.length) {
            return from.clone();
        }
        System.arraycopy(from, 0, into, 0, from.length);
        return into;
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
    public boolean equals(Object x) {
        if (this == x) {
            return true;
        }
        if (!(x instanceof MassiliaState o)) {
            return false;
        }
        return players == o.players && round == o.round && over == o.over && passedCount == o.passedCount
                && passedMask == o.passedMask && turnPos == o.turnPos && supply == o.supply
                && godsThisTurn == o.godsThisTurn && steps.equals(o.steps) && Arrays.equals(order, o.order)
                && Arrays.equals(passOrder, o.passOrder) && Arrays.equals(roundTile, o.roundTile)
                && Arrays.equals(temple, o.temple) && Arrays.equals(supplyDice, o.supplyDice)
                && Arrays.equals(screen, o.screen) && Arrays.equals(rolled, o.rolled)
                && Arrays.equals(harbour, o.harbour) && Arrays.equals(price, o.price)
                && Arrays.equals(marker, o.marker) && Arrays.equals(stallOwner, o.stallOwner)
                && Arrays.equals(cubes, o.cubes) && Arrays.equals(reserve, o.reserve)
                && Arrays.equals(person, o.person) && gods.equals(o.gods) && Arrays.equals(faceUp, o.faceUp)
                && Arrays.equals(hand, o.hand)
                && Arrays.equals(handAt, o.handAt) && Arrays.equals(handSize, o.handSize)
                && Arrays.equals(money, o.money) && Arrays.equals(prestige, o.prestige)
                && Arrays.equals(stones, o.stones) && Arrays.equals(stepCounter, o.stepCounter)
                && rng.equals(o.rng);
    }

    @Override
    public int hashCode() {
        // the value of Objects.hash(players, round, over, ..., rng), without its array and boxes (the searches hash
        // every position they pass through)
        int h = 1;
        h = 31 * h + players;
        h = 31 * h + round;
        h = 31 * h + Boolean.hashCode(over);
        h = 31 * h + passedCount;
        h = 31 * h + passedMask;
        h = 31 * h + turnPos;
        h = 31 * h + supply;
        h = 31 * h + godsThisTurn;
        h = 31 * h + rng.hashCode();
        h = 31 * h + steps.hashCode();
        h = 31 * h + Arrays.hashCode(temple);
        h = 31 * h + Arrays.hashCode(supplyDice);
        h = 31 * h + Arrays.hashCode(cubes);
        h = 31 * h + Arrays.hashCode(money);
        h = 31 * h + Arrays.hashCode(prestige);
        h = 31 * h + Arrays.hashCode(person);
        h = 31 * h + Arrays.hashCode(hand);
        h = 31 * h + gods.hashCode();
        return h;
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
