package io.agon.architekton.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.model.Kind;
import io.agon.architekton.model.TileSet;
import io.agon.architekton.rules.ArchitektonAction.Place;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.GameEvent;
import io.agon.core.IllegalActionException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Builds the fixtures of spec section 10 directly: tiles on the table, display, chips, supplies, piles and who
 * is on turn. Tiles not placed anywhere go to the piles (reserve 4, then the stack) so turns can end normally.
 */
final class Fixture {

    static final TileSet T = ContractTest.TILES;
    static final ArchitektonGame G = ContractTest.GAME;

    final ArchitektonState s = new ArchitektonState(T, 7);
    final List<GameEvent> events = new ArrayList<>();
    private final List<Integer> used = new ArrayList<>();

    Fixture() {
        s.supply[0] = 12;
        s.supply[1] = 12;
        s.chips[0] = 1;
        s.chips[1] = 1;
        s.turn = 1;
    }

    static int id(String tile) {
        int t = T.byId(tile);
        if (t < 0) {
            throw new IllegalArgumentException("no tile " + tile);
        }
        return t;
    }

    /** The start layout of TV-01: SEA_01 at (0,0), FOREST_01 at (1,1). */
    static Fixture opening() {
        return new Fixture().land(0, 0, "LANDSCAPE_SEA_01").land(1, 1, "LANDSCAPE_FOREST_01");
    }

    Fixture land(int x, int y, String tile) {
        int t = id(tile);
        used.add(t);
        s.board.placeLandscape(x, y, t, T.terrain(t));
        return this;
    }

    /** A building with {@code owner}'s house (-1 for none); the house does not come out of a supply. */
    Fixture building(int x, int y, String tile, int rotation, int owner) {
        int t = id(tile);
        used.add(t);
        s.board.placeBuilding(x, y, t, rotation, T.facings(t, rotation), owner);
        return this;
    }

    /** Sets the display rows (missing slots stay empty). */
    Fixture display(String... tiles) {
        Arrays.fill(s.display, -1);
        int[] n = new int[2];
        for (String tile : tiles) {
            int t = id(tile);
            used.add(t);
            int k = T.kind(t);
            s.display[s.displayStart(k) + n[k]++] = t;
        }
        return this;
    }

    Fixture chips(int p1, int p2) {
        s.chips[0] = p1;
        s.chips[1] = p2;
        return this;
    }

    Fixture supply(int seat, int houses) {
        s.supply[seat] = houses;
        return this;
    }

    /**
     * Deals every unused tile to the piles (reserve of 4, the rest in the stack, in id order, or the given
     * stacks top first) and starts {@code seat}'s turn with P1 as start player.
     */
    Fixture start(int seat) {
        return start(seat, null, null);
    }

    Fixture start(int seat, List<String> landscapeStackTop, Integer buildingStackSize) {
        for (int kind = Kind.LANDSCAPE; kind <= Kind.BUILDING; kind++) {
            List<Integer> free = new ArrayList<>();
            if (kind == Kind.LANDSCAPE && landscapeStackTop != null) {
                for (String tile : landscapeStackTop) {
                    free.add(id(tile));
                    used.add(id(tile));
                }
            }
            for (int t = T.first(kind); t < T.first(kind) + T.count(kind); t++) {
                if (!used.contains(t)) {
                    free.add(t);
                }
            }
            // the reserve comes from the end of the list, so the listed stack tops stay on top
            int[] reserve = free.subList(free.size() - 4, free.size()).stream().mapToInt(i -> i).toArray();
            List<Integer> rest = free.subList(0, free.size() - 4);
            if (kind == Kind.BUILDING && buildingStackSize != null) {
                rest = rest.subList(0, buildingStackSize);
            }
            s.setPiles(T, kind, reserve, rest.stream().mapToInt(i -> i).toArray());
        }
        s.startPlayer = 0;
        s.onTurn = seat;
        s.steps.clear();
        G.flow().begin(s, ArchitektonGame.TURN, EventSink.NONE);
        return this;
    }

    /** Trims a kind's stack to its top {@code n} tiles (the others leave the game as flushed, for conservation). */
    Fixture stackSize(int kind, int n) {
        int[] stack = s.stack(T, kind);
        int[] reserve = s.reserve(T, kind);
        for (int i = n; i < stack.length; i++) {
            s.flushed |= 1L << stack[i];
        }
        s.setPiles(T, kind, reserve, Arrays.copyOf(stack, n));
        return this;
    }

    /** Runs the automatic steps (e.g. the flush rule) as after an action. */
    Fixture settle() {
        G.flow().settle(s, EventSink.into(events));
        return this;
    }

    int current() {
        return G.currentPlayer(s);
    }

    /** Applies an action for the deciding player. */
    Fixture act(Action a) {
        G.apply(s, G.currentPlayer(s), a, EventSink.into(events));
        return this;
    }

    Fixture place(String tile, int x, int y, int rotation) {
        return act(new Place(id(tile), x, y, rotation));
    }

    Fixture keep() {
        return act(ArchitektonAction.KeepHouse.INSTANCE);
    }

    Fixture withdraw() {
        return act(ArchitektonAction.WithdrawHouse.INSTANCE);
    }

    /** Checks that a placement by the deciding player is refused, leaves the state unchanged; returns why. */
    String refused(String tile, int x, int y, int rotation) {
        return refused(new Place(id(tile), x, y, rotation));
    }

    String refused(Action a) {
        ArchitektonState before = s.copy();
        String[] msg = new String[1];
        assertThatThrownBy(() -> G.apply(s, G.currentPlayer(s), a, EventSink.NONE))
                .isInstanceOf(IllegalActionException.class)
                .satisfies(e -> msg[0] = e.getMessage());
        assertThat(s).isEqualTo(before);
        return msg[0];
    }

    /** True when the placement is among the legal actions and accepted on a copy. */
    boolean legal(String tile, int x, int y, int rotation) {
        Place p = new Place(id(tile), x, y, rotation);
        boolean listed = G.legalActions(s).contains(p);
        boolean accepted;
        try {
            G.apply(s.copy(), G.currentPlayer(s), p, EventSink.NONE);
            accepted = true;
        } catch (IllegalActionException e) {
            accepted = false;
        }
        assertThat(listed).as("listed == accepted for " + tile + " at (" + x + "," + y + ") r" + rotation)
                .isEqualTo(accepted);
        return accepted;
    }

    /** The first legal placement of a tile of {@code kind}. */
    Place firstLegal(int kind) {
        for (Action a : G.legalActions(s)) {
            if (a instanceof Place p && T.kind(p.tile()) == kind) {
                return p;
            }
        }
        throw new AssertionError("no legal " + Kind.name(kind) + " placement");
    }

    /** Lays the first legal tile of {@code kind}, then answers any question it raises (withdrawing). */
    Fixture placeAny(int kind) {
        act(firstLegal(kind));
        return answerPending();
    }

    /** Answers pending keep-or-withdraw choices (withdraw) and house moves (first listed). */
    Fixture answerPending() {
        while (!s.over && !(s.steps.peek() instanceof io.agon.architekton.model.Step.PlaceTile)) {
            List<Action> legal = G.legalActions(s);
            act(legal.get(legal.size() - 1));
        }
        return this;
    }
}
