package io.agon.architekton.rules;

import static io.agon.architekton.rules.Fixture.G;
import static io.agon.architekton.rules.Fixture.T;
import static io.agon.architekton.rules.Fixture.id;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.model.Board;
import io.agon.architekton.model.Dir;
import io.agon.architekton.model.Kind;
import io.agon.architekton.model.Terrain;
import io.agon.architekton.rules.ArchitektonAction.Place;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.GameEvent;
import io.agon.core.IllegalActionException;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.SetupException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Rules beyond the worked examples: set-up, rotation, the placement rules one by one, D2, D12, D16, D18. */
class RulesTest {

    @Test
    @DisplayName("spec 2.3 rotation: BUILDING_01 r1 shows N=EARTH E=SEA S=MEADOW W=FOREST")
    void rotation() {
        int b = id("BUILDING_01");
        assertThat(T.facing(b, 1, Dir.N)).isEqualTo(Terrain.EARTH.ordinal());
        assertThat(T.facing(b, 1, Dir.E)).isEqualTo(Terrain.SEA.ordinal());
        assertThat(T.facing(b, 1, Dir.S)).isEqualTo(Terrain.MEADOW.ordinal());
        assertThat(T.facing(b, 1, Dir.W)).isEqualTo(Terrain.FOREST.ordinal());
        assertThat(T.facing(b, 0, Dir.N)).isEqualTo(Terrain.SEA.ordinal());
        assertThat(T.facing(b, 3, Dir.N)).isEqualTo(Terrain.MEADOW.ordinal());
    }

    @Test
    @DisplayName("spec 3 set-up: start layout, display 3+3, reserves 4+4, stacks 15+15, 12 houses, 1 chip")
    void setUp() {
        ArchitektonState s = G.newGame(Setup.of(2, 42));
        assertThat(s.board.size()).isEqualTo(2);
        assertThat(Board.isBuilding(s.board.cell(0, 0))).isFalse();
        assertThat(Board.isBuilding(s.board.cell(1, 1))).isFalse();
        assertThat(s.display).doesNotContain(-1);
        assertThat(s.reserveCount).containsExactly(4, 4);
        assertThat(s.stackCount).containsExactly(15, 15);
        assertThat(s.supply).containsExactly(12, 12);
        assertThat(s.chips).containsExactly(1, 1);
        assertThat(G.currentPlayer(s)).isZero();
        assertThat(s.reserveOpened).isFalse();
        assertThat(G.newGame(Setup.of(2, 42))).isEqualTo(s); // D21: one seed, one deal
        assertThat(G.newGame(Setup.of(2, 43))).isNotEqualTo(s);
    }

    @Test
    @DisplayName("spec 4.2 / D13: the first placement of every game is a building next to a start landscape")
    void firstPlacement() {
        for (long seed = 0; seed < 50; seed++) {
            ArchitektonState s = G.newGame(Setup.of(2, seed));
            List<Action> legal = G.legalActions(s);
            assertThat(legal).isNotEmpty();
            for (Action a : legal) {
                Place p = (Place) a;
                assertThat(T.isBuilding(p.tile())).isTrue();
                assertThat(List.of("1,0", "0,1", "-1,0", "0,-1", "2,1", "1,2")).contains(p.x() + "," + p.y());
            }
        }
    }

    @Test
    @DisplayName("D20 start player option; bad options and player counts are refused")
    void startOption() {
        ArchitektonState s = G.newGame(new Setup(2, 1, Map.of("start", "P2")));
        assertThat(G.currentPlayer(s)).isEqualTo(1);
        assertThat(s.startPlayer).isEqualTo(1);
        assertThatThrownBy(() -> G.newGame(new Setup(2, 1, Map.of("start", "P3"))))
                .isInstanceOf(SetupException.class).hasMessageContaining("start");
        assertThatThrownBy(() -> G.newGame(Setup.of(3, 1))).isInstanceOf(SetupException.class)
                .hasMessageContaining("is for 2 players, not");
    }

    @Test
    @DisplayName("spec 4.2 L1: a tile that is not in the display (or no tile at all) is TILE_NOT_IN_DISPLAY")
    void notInDisplay() {
        Fixture f = Fixture.opening().display("BUILDING_01", "LANDSCAPE_MEADOW_01").start(0);
        assertThat(f.refused("BUILDING_02", 1, 0, 2)).startsWith("TILE_NOT_IN_DISPLAY").contains("(rule L1)");
        assertThat(f.refused(new Place(-5, 1, 0, 2))).startsWith("TILE_NOT_IN_DISPLAY");
        assertThat(f.refused(new Place(99, 1, 0, 2))).startsWith("TILE_NOT_IN_DISPLAY");
    }

    @Test
    @DisplayName("spec 4.2 L6: a rotation outside 0-3 is BAD_ROTATION; a landscape's rotation 0-3 is ignored (D2)")
    void badRotation() {
        Fixture f = Fixture.opening().building(1, 0, "BUILDING_01", 2, 0)
                .display("BUILDING_02", "LANDSCAPE_EARTH_01").start(0);
        assertThat(f.refused("BUILDING_02", 1, 2, 4)).startsWith("BAD_ROTATION");
        assertThat(f.refused("BUILDING_02", 1, 2, -1)).startsWith("BAD_ROTATION");
        // L6 is reported before L5: a far-away cell is still NOT_ADJACENT first
        assertThat(f.refused("BUILDING_02", 9, 0, 7)).startsWith("NOT_ADJACENT");
        // issue 44: no tile, landscape or building, has a rotation outside 0-3
        assertThat(f.refused("LANDSCAPE_EARTH_01", 2, 0, -1)).startsWith("BAD_ROTATION");
        assertThat(f.refused("LANDSCAPE_EARTH_01", 2, 0, 7)).startsWith("BAD_ROTATION");
        assertThat(f.refused("LANDSCAPE_EARTH_01", 2, 0, Integer.MAX_VALUE)).startsWith("BAD_ROTATION");
        f.place("LANDSCAPE_EARTH_01", 2, 0, 3); // D2: rotation 3 on a landscape is treated as 0
        assertThat(Board.tileOf(f.s.board.cell(2, 0))).isEqualTo(id("LANDSCAPE_EARTH_01"));
    }

    @Test
    @DisplayName("spec 4.2 L2-L5: occupied, off the checkerboard, touching nothing, matching nothing; legal ones")
    void placementRules() {
        Fixture f = Fixture.opening().building(1, 0, "BUILDING_01", 2, 0)
                .display("BUILDING_02", "LANDSCAPE_EARTH_01", "LANDSCAPE_SEA_02", "LANDSCAPE_MEADOW_01").start(0);
        assertThat(f.refused("LANDSCAPE_EARTH_01", 1, 1, 0)).startsWith("CELL_OCCUPIED").contains("(1,1)");
        assertThat(f.refused("LANDSCAPE_EARTH_01", 2, 1, 0)).startsWith("WRONG_CELL_KIND");
        assertThat(f.refused("BUILDING_02", 2, 0, 0)).startsWith("WRONG_CELL_KIND");
        assertThat(f.refused("LANDSCAPE_EARTH_01", 4, 0, 0)).startsWith("NOT_ADJACENT");
        assertThat(f.refused("LANDSCAPE_EARTH_01", 30_000, 30_000, 0)).startsWith("NOT_ADJACENT");
        assertThat(f.refused("LANDSCAPE_EARTH_01", Integer.MAX_VALUE, Integer.MIN_VALUE + 1, 0))
                .startsWith("NOT_ADJACENT");
        // (1,0) shows E=EARTH, S=SEA: EARTH fits (2,0), SEA fits (1,-1), MEADOW fits neither
        assertThat(f.legal("LANDSCAPE_EARTH_01", 2, 0, 0)).isTrue();
        assertThat(f.refused("LANDSCAPE_EARTH_01", 1, -1, 0)).startsWith("NO_MATCHING_EDGE");
        assertThat(f.legal("LANDSCAPE_SEA_02", 1, -1, 0)).isTrue();
        assertThat(f.refused("LANDSCAPE_MEADOW_01", 2, 0, 0)).startsWith("NO_MATCHING_EDGE");
        assertThat(f.refused("LANDSCAPE_MEADOW_01", 1, -1, 0)).startsWith("NO_MATCHING_EDGE");
    }

    @Test
    @DisplayName("actions by the wrong player, out of turn or of the wrong kind are refused and change nothing")
    void wrongPlayerAndStep() {
        Fixture f = Fixture.opening().display("BUILDING_01", "LANDSCAPE_MEADOW_01").start(0);
        ArchitektonState before = f.s.copy();
        assertThatThrownBy(() -> G.apply(f.s, 1, new Place(id("BUILDING_01"), 1, 0, 2), EventSink.NONE))
                .isInstanceOf(IllegalActionException.class).hasMessageContaining("P1's decision, not P2's");
        assertThat(f.s).isEqualTo(before);
        assertThat(f.refused(ArchitektonAction.KeepHouse.INSTANCE)).contains("no enclosed building");
        assertThat(f.refused(ArchitektonAction.WithdrawHouse.INSTANCE)).contains("(rule 5)");
        assertThat(f.refused(new ArchitektonAction.MoveHouseFrom(0, 0))).startsWith("BAD_HOUSE_SOURCE");
    }

    @Test
    @DisplayName("spec 5 / D7: no placement while an owner's keep-or-withdraw choice is pending")
    void choiceBlocksPlacement() {
        Fixture f = SpecVectorsTest.tv03Table().display("LANDSCAPE_FOREST_02", "LANDSCAPE_SEA_02", "BUILDING_03")
                .chips(1, 3).start(0).place("LANDSCAPE_FOREST_02", 1, -1, 0);
        assertThatThrownBy(() -> G.apply(f.s, 0, new Place(id("LANDSCAPE_SEA_02"), 0, 2, 0), EventSink.NONE))
                .isInstanceOf(IllegalActionException.class).hasMessageContaining("P2's decision");
        assertThat(f.refused(new Place(id("LANDSCAPE_SEA_02"), 0, 2, 0))).contains("keep or withdraw");
    }

    @Test
    @DisplayName("D16 bankruptcy during the final turns ends the game without final scoring")
    void bankruptInFinalTurns() {
        Fixture f = SpecVectorsTest.tv03Table().display("LANDSCAPE_FOREST_02", "BUILDING_03").chips(1, 0).start(0);
        f.s.reserveOpened = true;
        f.s.finalTurnsLeft = 1;
        f.place("LANDSCAPE_FOREST_02", 1, -1, 0);
        assertThat(f.s.over).isTrue();
        Outcome o = G.outcome(f.s);
        assertThat(o.isWinner(0)).isTrue();
        assertThat(o.summary()).contains("bankruptcy");
        assertThat(f.events).anyMatch(e -> e instanceof ArchitektonEvent.Bankrupt);
    }

    @Test
    @DisplayName("D12 step 4: stuck with nothing left to draw -> the turn ends; final turns still count down")
    void stuckNothingToDraw() {
        Fixture f = SpecVectorsTest.tv09();
        for (int kind = Kind.LANDSCAPE; kind <= Kind.BUILDING; kind++) {
            f.s.setPiles(T, kind, new int[0], new int[0]);
        }
        f.s.reserveOpened = true;
        f.s.finalTurnsLeft = 2;
        f.settle();
        assertThat(f.s.over).isTrue();
        assertThat(f.events.stream().filter(e -> e instanceof ArchitektonEvent.TurnLost)).hasSize(2);
        assertThat(f.s.flushed).isZero(); // a row is never flushed when nothing could replace it
    }

    @Test
    @DisplayName("D12 step 3: no landscape can be drawn -> the building row is flushed while buildings remain")
    void flushBuildings() {
        Fixture f = SpecVectorsTest.tv09();
        f.s.setPiles(T, Kind.LANDSCAPE, new int[0], new int[0]);
        f.s.reserveOpened = true;
        f.s.finalTurnsLeft = 2;
        int buildings = f.s.drawable(Kind.BUILDING);
        int[] meadows = f.s.displayRow(Kind.LANDSCAPE);
        f.settle();
        int left = (int) java.util.Arrays.stream(f.s.displayRow(Kind.BUILDING)).filter(t -> t >= 0).count();
        assertThat(Long.bitCount(f.s.flushed)).isEqualTo(3 + buildings - left);
        assertThat(f.s.drawable(Kind.BUILDING)).isZero();
        assertThat(f.s.displayRow(Kind.LANDSCAPE)).containsExactly(meadows); // never flushed: nothing to replace
        assertThat(f.events).anyMatch(e -> e instanceof ArchitektonEvent.RowFlushed r && r.kind().equals("building"));
    }

    @Test
    @DisplayName("D12 / spec 7.2: a flush that needs the reserve opens it in that turn (second player: 2 final turns)")
    void flushOpensReserve() {
        Fixture f = SpecVectorsTest.tv09();
        int[] reserve = {id("LANDSCAPE_SEA_03"), id("LANDSCAPE_EARTH_02"), id("LANDSCAPE_SEA_04"),
            id("LANDSCAPE_EARTH_03")};
        f.s.setPiles(T, Kind.LANDSCAPE, reserve, new int[0]);
        f.settle();
        assertThat(f.s.reserveOpened).isTrue();
        assertThat(f.s.openedInTurn).isEqualTo(f.s.turn);
        assertThat(f.s.displayRow(Kind.LANDSCAPE)).containsExactly(reserve[0], reserve[1], reserve[2]);
        f.place("LANDSCAPE_SEA_03", 2, 2, 0).answerPending().place("LANDSCAPE_EARTH_02", 2, 0, 0).answerPending();
        assertThat(f.s.finalTurnsLeft).isEqualTo(2);
        assertThat(f.current()).isZero();
    }

    @Test
    @DisplayName("spec 8.2 / D18: houses connect diagonally only; two cells apart in a row do not connect")
    void diagonalGroups() {
        Fixture f = new Fixture();
        String[] lands = {"0,0", "1,1", "1,-1", "2,0", "3,1", "3,-1", "4,0", "2,2", "0,2"};
        for (int i = 0; i < lands.length; i++) {
            String[] xy = lands[i].split(",");
            f.land(Integer.parseInt(xy[0]), Integer.parseInt(xy[1]), T.id(i));
        }
        f.building(1, 0, "BUILDING_01", 0, 0).building(3, 0, "BUILDING_02", 0, 0);
        assertThat(FinalScoring.score(f.s).largestGroup()[0]).isEqualTo(1);
        f.building(2, 1, "BUILDING_03", 0, 0); // touches both diagonally
        assertThat(FinalScoring.score(f.s).largestGroup()[0]).isEqualTo(3);
        f.building(1, 2, "BUILDING_04", 0, 1); // an opponent's house links nothing and is its own group
        assertThat(FinalScoring.score(f.s).largestGroup()).containsExactly(3, 1);
    }

    @Test
    @DisplayName("events narrate a turn: tiles laid, refill, enclosure with P1/P2 names")
    void events() {
        List<GameEvent> events = new ArrayList<>();
        Fixture f = Fixture.opening()
                .display("BUILDING_13", "BUILDING_02", "BUILDING_03", "LANDSCAPE_EARTH_01", "LANDSCAPE_MEADOW_01")
                .start(0);
        G.apply(f.s, 0, new Place(id("BUILDING_13"), 1, 0, 3), EventSink.into(events));
        G.apply(f.s, 0, new Place(id("LANDSCAPE_EARTH_01"), 2, 0, 0), EventSink.into(events));
        G.apply(f.s, 1, new Place(id("LANDSCAPE_MEADOW_01"), 1, -1, 0), EventSink.into(events));
        List<String> text = events.stream().map(GameEvent::text).toList();
        assertThat(text.get(0)).isEqualTo("P1 laid the sea-forest-earth-meadow building at column 1, row 0, turned"
                + " 270\u00b0: north forest, east earth, south meadow, west sea; house from the supply");
        assertThat(text).anyMatch(t -> t.startsWith("New landscapes in the display: "));
        assertThat(text).contains("The building at column 1, row 0 is enclosed with all four edges matching: P1 gains a chip");
    }

    @Test
    @DisplayName("D14 views hide the piles: determinizing changes the deal but no view; render draws the board")
    void viewsHidePiles() {
        ArchitektonState s = G.newGame(Setup.of(2, 5));
        Rng rng = new Rng(9);
        Set<List<Integer>> stacks = new HashSet<>();
        for (int i = 0; i < 20; i++) {
            ArchitektonState d = G.determinize(s, 0, rng);
            assertThat(G.view(d, 0)).isEqualTo(G.view(s, 0));
            assertThat(G.view(d, 1)).isEqualTo(G.view(s, 1));
            assertThat(G.legalActions(d)).isEqualTo(G.legalActions(s));
            stacks.add(java.util.Arrays.stream(d.stack(T, Kind.BUILDING)).boxed().toList());
        }
        assertThat(stacks.size()).isGreaterThan(1);
        String view = G.view(s, 0).toString() + G.view(s, 0).render();
        for (int t : s.stack(T, Kind.LANDSCAPE)) {
            assertThat(view).doesNotContain(T.id(t));
        }
        for (int t : s.reserve(T, Kind.BUILDING)) {
            assertThat(view).doesNotContain(T.id(t));
        }
        String board = G.view(s, 0).render();
        assertThat(board).contains("y\\x", "P1 (you)", "Display buildings", "reserves 4 + 4")
                .contains("lay a tile from the display");
    }

    @Test
    @DisplayName("render draws terrain letters per edge, houses by player and coordinates on the margins")
    void render() {
        Fixture f = Fixture.opening().building(1, 0, "BUILDING_13", 3, 1).display("BUILDING_01").start(0);
        String r = G.view(f.s, 1).render();
        assertThat(r).contains("   y\\x -1   0   1   2");
        assertThat(r).contains("sss S2E"); // row y=0: the sea start tile, then the building's W, house, E
        assertThat(r).contains("  sss  F\n"); // the building's N edge above
        assertThat(r).contains("P2 (you)");
    }

    @Test
    @DisplayName("describe labels placements, house moves and the owner's choice")
    void describe() {
        Fixture f = SpecVectorsTest.tv03Table().display("LANDSCAPE_FOREST_02", "BUILDING_06").chips(1, 3).start(0);
        assertThat(G.describe(f.s, new Place(id("LANDSCAPE_FOREST_02"), 1, -1, 0)))
                .isEqualTo("Lay the forest landscape at column 1, row -1, matches 1 of 2 neighbours");
        assertThat(G.describe(f.s, new Place(id("BUILDING_06"), 0, 1, 2)))
                .isEqualTo("Lay the sea-earth-forest-meadow building at column 0, row 1, turned 180\u00b0: north forest,"
                        + " east meadow, south sea, west earth; matches 1 of 2 neighbours");
        f.place("LANDSCAPE_FOREST_02", 1, -1, 0);
        assertThat(G.describe(f.s, ArchitektonAction.KeepHouse.INSTANCE)).isEqualTo("Keep the house on the building at column 1, row 0 and pay 2 chips");
        assertThat(G.describe(f.s, ArchitektonAction.WithdrawHouse.INSTANCE))
                .isEqualTo("Withdraw the house from the building at column 1, row 0 and pay 1 chip");
        assertThat(G.decision(f.s).prompt()).contains("enclosed with 2 wrong edges");
    }

    @Test
    @DisplayName("moves, prompts and narration speak of columns, rows and turns, never of tile ids or r0-r3")
    void playerWords() {
        java.util.regex.Pattern internal = java.util.regex.Pattern.compile("\\b[A-Z]+_\\d+\\b|\\br\\d\\b|\\[|\\b[NESW]=|\\(-?\\d+,-?\\d+\\)");
        for (long seed = 0; seed < 20; seed++) {
            ArchitektonState s = G.newGame(Setup.of(2, seed));
            List<GameEvent> events = new ArrayList<>();
            Rng rng = new Rng(seed);
            while (!G.isOver(s)) {
                List<Action> legal = G.legalActions(s);
                for (Action a : legal) {
                    assertThat(G.describe(s, a)).doesNotContainPattern(internal);
                }
                assertThat(G.decision(s).prompt()).doesNotContainPattern(internal);
                G.apply(s, G.currentPlayer(s), legal.get(rng.nextInt(legal.size())), EventSink.into(events));
            }
            assertThat(events).isNotEmpty().allSatisfy(e -> assertThat(e.text()).doesNotContainPattern(internal));
        }
    }

    @Test
    @DisplayName("Decision 2 (README): identical display tiles are one action, named by the lowest tile number")
    void identicalDisplayTilesListedOnce() {
        Fixture f = Fixture.opening()
                .display("BUILDING_03", "BUILDING_02", "BUILDING_05", "LANDSCAPE_SEA_03", "LANDSCAPE_SEA_01",
                        "LANDSCAPE_MEADOW_01")
                .start(0);
        List<Action> legal = G.legalActions(f.s);
        Set<Integer> listedTiles = new HashSet<>();
        for (Action a : legal) {
            listedTiles.add(((Place) a).tile());
        }
        // BUILDING_02 and _03 have the same edges: only the lower number is offered; _05 differs
        assertThat(listedTiles).containsExactlyInAnyOrder(id("BUILDING_02"), id("BUILDING_05"));
        Place b02 = (Place) legal.stream().filter(a -> ((Place) a).tile() == id("BUILDING_02")).findFirst()
                .orElseThrow();
        assertThat(f.refused("BUILDING_03", b02.x(), b02.y(), b02.rotation()))
                .startsWith("TILE_NOT_IN_DISPLAY").contains("identical to BUILDING_02");
        // after any listed BUILDING_02 placement, SEA is offered as LANDSCAPE_SEA_01 only
        int seaListed = 0;
        for (Action a : legal) {
            Place p = (Place) a;
            if (p.tile() != id("BUILDING_02")) {
                continue;
            }
            Fixture g = Fixture.opening()
                    .display("BUILDING_03", "BUILDING_02", "BUILDING_05", "LANDSCAPE_SEA_03", "LANDSCAPE_SEA_01",
                            "LANDSCAPE_MEADOW_01")
                    .start(0)
                    .act(p);
            for (Action b : G.legalActions(g.s)) {
                Place q = (Place) b;
                assertThat(q.tile()).isNotEqualTo(id("LANDSCAPE_SEA_03"));
                if (q.tile() == id("LANDSCAPE_SEA_01")) {
                    seaListed++;
                    assertThat(g.refused("LANDSCAPE_SEA_03", q.x(), q.y(), 0)).startsWith("TILE_NOT_IN_DISPLAY");
                }
            }
        }
        assertThat(seaListed).isPositive();
    }

    @Test
    @DisplayName("issue 43: set-up tells the start landscapes and who begins; the state is the same with or without a sink")
    void setUpIsNarrated() {
        List<GameEvent> events = new ArrayList<>();
        ArchitektonState s = G.newGame(new Setup(2, 5, Map.of("start", "P2")), events::add);
        assertThat(s).isEqualTo(G.newGame(new Setup(2, 5, Map.of("start", "P2"))));
        assertThat(events).hasSize(1);
        assertThat(events.get(0).text()).matches("Set-up: the (sea|meadow|forest|earth) landscape at column 0, row 0 and"
                + " the (sea|meadow|forest|earth) landscape at column 1, row 1; P2 begins");
    }
}
