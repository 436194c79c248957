package io.agon.architekton.rules;

import static io.agon.architekton.rules.Fixture.G;
import static io.agon.architekton.rules.Fixture.T;
import static io.agon.architekton.rules.Fixture.id;
import static org.assertj.core.api.Assertions.assertThat;

import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.model.Board;
import io.agon.architekton.model.Kind;
import io.agon.architekton.model.Step;
import io.agon.architekton.rules.ArchitektonAction.MoveHouseFrom;
import io.agon.core.Decision;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Items of the spec checklist (README "Spec conformance") that no worked example pins down on its own: the deal
 * order, the display between the two placements, the unlimited chip bank, houseless buildings in matching,
 * reuse of a withdrawn house, a house moved onto a building laid into a hole, the reserve opened by the
 * landscape row, a player without houses at the end, the owner's decision in the opponent's turn and the
 * hidden piles after determinizing.
 */
class SpecConformanceTest {

    @Test
    @DisplayName("D21 / spec 3 deal order: reserve = top 4, display = next 3, start tiles (0,0), (1,1) = next 2,"
            + " stack = the rest; landscapes shuffled before buildings")
    void dealOrder() {
        for (long seed : new long[] {1, 42, 977}) {
            ArchitektonState s = G.newGame(Setup.of(2, seed));
            Rng rng = new Rng(seed);
            for (int kind = Kind.LANDSCAPE; kind <= Kind.BUILDING; kind++) {
                int[] pile = new int[T.count(kind)];
                for (int i = 0; i < pile.length; i++) {
                    pile[i] = T.first(kind) + i;
                }
                rng.shuffle(pile); // pile[0] is the top
                assertThat(s.reserve(T, kind)).containsExactly(Arrays.copyOfRange(pile, 0, 4));
                assertThat(s.displayRow(kind)).containsExactly(Arrays.copyOfRange(pile, 4, 7));
                int next = 7;
                if (kind == Kind.LANDSCAPE) {
                    assertThat(Board.tileOf(s.board.cell(0, 0))).isEqualTo(pile[7]);
                    assertThat(Board.tileOf(s.board.cell(1, 1))).isEqualTo(pile[8]);
                    next = 9;
                }
                assertThat(s.stack(T, kind)).containsExactly(Arrays.copyOfRange(pile, next, pile.length));
            }
        }
    }

    @Test
    @DisplayName("spec 4.1: the display is not refilled between the two placements, only at the end of the turn")
    void noRefillBetweenPlacements() {
        Fixture f = Fixture.opening()
                .display("BUILDING_13", "BUILDING_02", "BUILDING_03", "LANDSCAPE_EARTH_01", "LANDSCAPE_MEADOW_01",
                        "LANDSCAPE_SEA_02")
                .start(0);
        int[] stacks = f.s.stackCount.clone();
        f.place("BUILDING_13", 1, 0, 3);
        assertThat(f.s.displayRow(Kind.BUILDING)).containsExactly(-1, id("BUILDING_02"), id("BUILDING_03"));
        assertThat(f.s.stackCount).containsExactly(stacks);
        assertThat(f.s.steps.peek()).isEqualTo(Step.PlaceTile.of(2));
        // the second tile comes from what the first left behind: BUILDING_13 is gone
        assertThat(f.refused("BUILDING_13", 0, 1, 0)).startsWith("TILE_NOT_IN_DISPLAY");
        f.place("LANDSCAPE_EARTH_01", 2, 0, 0);
        assertThat(f.s.displayRow(Kind.BUILDING)).doesNotContain(-1);
        assertThat(f.s.displayRow(Kind.LANDSCAPE)).doesNotContain(-1);
        assertThat(f.s.stackCount).containsExactly(stacks[0] - 1, stacks[1] - 1);
    }

    @Test
    @DisplayName("D11 unlimited chip bank: a perfect enclosure pays a chip even when the 8 physical chips are out")
    void unlimitedChips() {
        Fixture f = Fixture.opening()
                .display("BUILDING_13", "BUILDING_02", "BUILDING_03", "LANDSCAPE_EARTH_01", "LANDSCAPE_MEADOW_01",
                        "LANDSCAPE_SEA_02")
                .chips(5, 4)
                .start(0);
        f.place("BUILDING_13", 1, 0, 3).place("LANDSCAPE_EARTH_01", 2, 0, 0).place("LANDSCAPE_MEADOW_01", 1, -1, 0);
        assertThat(f.s.chips).containsExactly(6, 4); // 10 chips in play, more than the box holds
    }

    @Test
    @DisplayName("D23: a houseless building still counts for the matching rule L5 (spec 4.2) but never for groups")
    void houselessBuildingStillMatches() {
        // (1,0) BUILDING_01 r2 [FOREST EARTH SEA MEADOW] without a house: shows EARTH to the east, SEA to the south
        Fixture f = Fixture.opening()
                .building(1, 0, "BUILDING_01", 2, -1)
                .display("BUILDING_02", "LANDSCAPE_EARTH_01", "LANDSCAPE_SEA_02", "LANDSCAPE_MEADOW_01")
                .start(0);
        assertThat(f.legal("LANDSCAPE_EARTH_01", 2, 0, 0)).isTrue();
        assertThat(f.legal("LANDSCAPE_SEA_02", 1, -1, 0)).isTrue();
        assertThat(f.refused("LANDSCAPE_SEA_02", 2, 0, 0)).startsWith("NO_MATCHING_EDGE");
        assertThat(f.refused("LANDSCAPE_MEADOW_01", 1, -1, 0)).startsWith("NO_MATCHING_EDGE");
        assertThat(FinalScoring.score(f.s).largestGroup()).containsExactly(0, 0);
    }

    @Test
    @DisplayName("spec 5: a withdrawn house is back in the supply and goes on the next building (no move needed)")
    void withdrawnHouseIsReused() {
        // TV-03 table with P2 active, supply 0: P2 encloses their own (1,0) with 2 wrong edges and withdraws
        Fixture f = SpecVectorsTest.tv03Table().display("LANDSCAPE_FOREST_02", "BUILDING_06").supply(1, 0)
                .chips(1, 3).start(1);
        f.place("LANDSCAPE_FOREST_02", 1, -1, 0);
        assertThat(f.s.steps.peek()).isEqualTo(new Step.OwnerChoice(1, 0, 1, 2));
        f.withdraw();
        assertThat(f.s.supply[1]).isEqualTo(1);
        assertThat(f.s.chips[1]).isEqualTo(2);
        f.place("BUILDING_06", 0, 1, 2);
        assertThat(f.events).noneMatch(e -> e instanceof ArchitektonEvent.HouseMoved);
        assertThat(Board.houseOf(f.s.board.cell(0, 1))).isEqualTo(1);
        assertThat(f.s.supply[1]).isZero();
        assertThat(f.current()).isZero(); // P2's turn is over
    }

    @Test
    @DisplayName("spec 4.3 + 5 (TV-04 with an empty supply): a building laid into a hole is scored once its moved"
            + " house stands on it")
    void movedHouseOntoHole() {
        Fixture f = SpecVectorsTest.tv04(3, "BUILDING_05").supply(0, 0);
        f.place("BUILDING_05", 1, 0, 0);
        assertThat(f.s.steps.peek()).isEqualTo(new Step.MoveHouse(1, 0));
        assertThat(f.s.chips[0]).isEqualTo(3); // not scored before the house is there
        assertThat(G.legalActions(f.s)).containsExactly(new MoveHouseFrom(2, 1));
        f.act(new MoveHouseFrom(2, 1));
        assertThat(Board.houseOf(f.s.board.cell(2, 1))).isEqualTo(-1);
        assertThat(f.s.steps.peek()).isEqualTo(new Step.OwnerChoice(1, 0, 0, 3));
        f.keep();
        assertThat(f.s.chips[0]).isZero();
        assertThat(Board.houseOf(f.s.board.cell(1, 0))).isZero();
    }

    @Test
    @DisplayName("spec 7.2: the landscape row can open the reserve too (start player: one final turn)")
    void landscapeRowOpensReserve() {
        Fixture f = SpecVectorsTest.tv08(0).stackSize(Kind.LANDSCAPE, 1);
        f.placeAny(Kind.LANDSCAPE).placeAny(Kind.LANDSCAPE);
        assertThat(f.s.reserveOpened).isTrue();
        assertThat(f.s.stackCount[Kind.LANDSCAPE]).isZero();
        assertThat(f.s.reserveCount).containsExactly(3, 4);
        assertThat(f.s.finalTurnsLeft).isEqualTo(1);
        assertThat(f.current()).isEqualTo(1);
    }

    @Test
    @DisplayName("spec 8.3 / D19: a player with no house left scores 0 + chips; equal totals -> more houses left wins")
    void noHousesLeft() {
        Fixture f = Fixture.opening().land(2, 0, "LANDSCAPE_EARTH_01")
                .building(1, 0, "BUILDING_01", 2, 0) // 3 landscapes: stays
                .building(0, 1, "BUILDING_02", 0, 1) // 2 landscapes: removed
                .chips(2, 3);
        f.s.over = true;
        FinalScoring.Result r = FinalScoring.score(f.s);
        assertThat(r.largestGroup()).containsExactly(1, 0);
        assertThat(r.removed()).containsExactly(0, 1);
        assertThat(r.points()).containsExactly(3, 3);
        Outcome o = G.outcome(f.s);
        assertThat(o.isWinner(0)).isTrue();
        assertThat(o.isWinner(1)).isFalse();
    }

    @Test
    @DisplayName("D7: the owner's keep-or-withdraw is the owner's decision inside the opponent's turn")
    void ownerDecidesInOpponentsTurn() {
        Fixture f = SpecVectorsTest.tv03Table().display("LANDSCAPE_FOREST_02", "BUILDING_06").chips(1, 3).start(0);
        f.place("LANDSCAPE_FOREST_02", 1, -1, 0);
        Decision d = G.decision(f.s);
        assertThat(d.player()).isEqualTo(1);
        assertThat(d.onTurn()).isZero();
        assertThat(G.view(f.s, 0).toString()).isNotEmpty();
        f.keep();
        assertThat(G.decision(f.s).player()).isZero(); // back to P1's second placement
        assertThat(f.s.steps.peek()).isEqualTo(Step.PlaceTile.of(2));
    }

    @Test
    @DisplayName("D14: determinize re-deals each kind's stack + reserve (same tiles, same sizes) and nothing else")
    void determinizeKeepsWhatIsKnown() {
        ArchitektonState s = G.newGame(Setup.of(2, 11));
        Rng rng = new Rng(3);
        for (int i = 0; i < 10; i++) {
            ArchitektonState d = G.determinize(s, i & 1, rng);
            for (int kind = Kind.LANDSCAPE; kind <= Kind.BUILDING; kind++) {
                assertThat(d.stackCount[kind]).isEqualTo(s.stackCount[kind]);
                assertThat(d.reserveCount[kind]).isEqualTo(s.reserveCount[kind]);
                assertThat(unseen(d, kind)).isEqualTo(unseen(s, kind));
            }
            assertThat(d.board).isEqualTo(s.board);
            assertThat(d.display).isEqualTo(s.display);
            assertThat(G.view(d, i & 1)).isEqualTo(G.view(s, i & 1));
        }
    }

    private static int[] unseen(ArchitektonState s, int kind) {
        int[] a = Arrays.copyOf(s.stack(T, kind), s.stackCount[kind] + s.reserveCount[kind]);
        System.arraycopy(s.reserve(T, kind), 0, a, s.stackCount[kind], s.reserveCount[kind]);
        Arrays.sort(a);
        return a;
    }

    @Test
    @DisplayName("D6 / spec 5: a building is scored at the placement that fills its fourth side, once; a houseless one is skipped")
    void enclosureTiming() {
        // BUILDING_13 r3 at (1,0) shows N FOREST, E EARTH, S MEADOW, W SEA: the start tiles fill N and W
        Fixture f = Fixture.opening().building(1, 0, "BUILDING_13", 3, 0)
                .display("LANDSCAPE_EARTH_01", "LANDSCAPE_MEADOW_01", "BUILDING_02").start(0);
        f.place("LANDSCAPE_EARTH_01", 2, 0, 0);
        assertThat(f.s.chips).containsExactly(1, 1); // 3 of 4 sides: not yet
        f.place("LANDSCAPE_MEADOW_01", 1, -1, 0);
        assertThat(f.s.chips).containsExactly(2, 1); // the fourth side: +1 for the perfect building
        assertThat(f.current()).isEqualTo(1);
        for (int i = 0; i < 2; i++) { // P2's turn: whatever it lays, P1's enclosed building is not scored again
            f.act(G.legalActions(f.s).get(0)).answerPending();
        }
        assertThat(f.s.chips[0]).as("never scored twice").isEqualTo(2);

        // BUILDING_01 r2 shows N FOREST, E EARTH, S SEA, W MEADOW: a SEA at (1,-1) encloses it with W wrong
        for (int owner : new int[] {-1, 0}) {
            Fixture g = Fixture.opening().building(1, 0, "BUILDING_01", 2, owner).land(2, 0, "LANDSCAPE_EARTH_01")
                    .display("LANDSCAPE_SEA_02", "LANDSCAPE_MEADOW_01", "BUILDING_02").start(0);
            g.place("LANDSCAPE_SEA_02", 1, -1, 0);
            if (owner < 0) {
                assertThat(g.s.steps.peek()).isEqualTo(Step.PlaceTile.of(2));
                assertThat(g.s.chips).containsExactly(1, 1);
            } else {
                assertThat(g.s.steps.peek()).isEqualTo(new Step.OwnerChoice(1, 0, 0, 1));
            }
        }
    }

    @Test
    @DisplayName("D22 / spec 3: the start tiles are ordinary landscapes for matching, enclosure and the removal count")
    void startTilesAreOrdinary() {
        // a real deal: a building laid at (1,0) counts both start tiles as landscape neighbours
        ArchitektonState g = G.newGame(Setup.of(2, 3));
        ArchitektonAction.Place first = null;
        for (io.agon.core.Action a : G.legalActions(g)) {
            if (a instanceof ArchitektonAction.Place p && p.x() == 1 && p.y() == 0) {
                first = p;
                break;
            }
        }
        assertThat(first).as("a building fits next to the start tiles").isNotNull();
        G.apply(g, g.onTurn, first, io.agon.core.EventSink.NONE);
        assertThat(Board.landscapesAround(g.board.cell(1, 0))).isEqualTo(2);

        // removal: two start tiles + one more landscape = 3, the house stays; with the start tiles alone it goes
        Fixture two = Fixture.opening().building(1, 0, "BUILDING_13", 3, 0);
        assertThat(FinalScoring.score(two.s).removed()).containsExactly(1, 0);
        Fixture three = Fixture.opening().building(1, 0, "BUILDING_13", 3, 0).land(2, 0, "LANDSCAPE_EARTH_01");
        assertThat(FinalScoring.score(three.s).housesLeft()).containsExactly(1, 0);
        assertThat(FinalScoring.score(three.s).removed()).containsExactly(0, 0);

        // enclosure: with the start tiles on N and W, the landscape on S completes it (+1, all four match)
        Fixture enclose = Fixture.opening().building(1, 0, "BUILDING_13", 3, 1).land(2, 0, "LANDSCAPE_EARTH_01")
                .display("LANDSCAPE_MEADOW_01", "BUILDING_02").start(0);
        enclose.place("LANDSCAPE_MEADOW_01", 1, -1, 0);
        assertThat(enclose.s.chips).containsExactly(1, 2);
    }
}
