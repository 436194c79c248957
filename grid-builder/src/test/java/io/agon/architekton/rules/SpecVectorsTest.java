package io.agon.architekton.rules;

import static io.agon.architekton.rules.Fixture.T;
import static io.agon.architekton.rules.Fixture.id;
import static org.assertj.core.api.Assertions.assertThat;

import io.agon.architekton.model.Board;
import io.agon.architekton.model.Kind;
import io.agon.architekton.model.Step;
import io.agon.architekton.rules.ArchitektonAction.MoveHouseFrom;
import io.agon.architekton.rules.ArchitektonAction.Place;
import io.agon.core.Action;
import io.agon.core.Outcome;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Every worked example of spec section 10, one nested class per test vector. */
class SpecVectorsTest {

    @Nested
    @DisplayName("TV-01 placement legality at the opening (spec 4.2)")
    class Tv01 {
        Fixture f = Fixture.opening().display("BUILDING_01", "LANDSCAPE_MEADOW_01").start(0);

        @Test
        @DisplayName("TV-01 landscape at (2,0): NOT_ADJACENT (diagonal contact only)")
        void diagonalOnly() {
            assertThat(f.refused("LANDSCAPE_MEADOW_01", 2, 0, 0)).startsWith("NOT_ADJACENT");
        }

        @Test
        @DisplayName("TV-01 landscape at (1,0): WRONG_CELL_KIND")
        void wrongColour() {
            assertThat(f.refused("LANDSCAPE_MEADOW_01", 1, 0, 0)).startsWith("WRONG_CELL_KIND");
        }

        @Test
        @DisplayName("TV-01 BUILDING_01 at (1,0): r0, r1 NO_MATCHING_EDGE; r2 (N matches, W does not) and r3 legal (spec 4.2 L5, D1)")
        void rotationsAt10() {
            assertThat(f.refused("BUILDING_01", 1, 0, 0)).startsWith("NO_MATCHING_EDGE");
            assertThat(f.refused("BUILDING_01", 1, 0, 1)).startsWith("NO_MATCHING_EDGE");
            assertThat(f.legal("BUILDING_01", 1, 0, 2)).isTrue();
            assertThat(f.legal("BUILDING_01", 1, 0, 3)).isTrue();
        }

        @Test
        @DisplayName("TV-01 BUILDING_01 r2 at (3,0): NOT_ADJACENT; r0 at (0,0): CELL_OCCUPIED")
        void farAndOccupied() {
            assertThat(f.refused("BUILDING_01", 3, 0, 2)).startsWith("NOT_ADJACENT");
            assertThat(f.refused("BUILDING_01", 0, 0, 0)).startsWith("CELL_OCCUPIED");
        }

        @Test
        @DisplayName("TV-01 BUILDING_01 at (2,1): r2 NO_MATCHING_EDGE, r1 legal")
        void at21() {
            assertThat(f.refused("BUILDING_01", 2, 1, 2)).startsWith("NO_MATCHING_EDGE");
            assertThat(f.legal("BUILDING_01", 2, 1, 1)).isTrue();
        }

        @Test
        @DisplayName("TV-01 / D13: the first placement of the game is a building next to a start landscape")
        void firstPlacementIsBuilding() {
            Set<String> cells = new HashSet<>();
            for (Action a : Fixture.G.legalActions(f.s)) {
                Place p = (Place) a;
                assertThat(T.isBuilding(p.tile())).isTrue();
                cells.add(p.x() + "," + p.y());
            }
            assertThat(cells).isSubsetOf("1,0", "0,1", "-1,0", "0,-1", "2,1", "1,2").contains("1,0", "2,1");
        }
    }

    @Nested
    @DisplayName("TV-02 a full turn; perfect enclosure completed by the opponent (spec 4, 5)")
    class Tv02 {
        Fixture f = Fixture.opening()
                .display("BUILDING_13", "BUILDING_02", "BUILDING_03", "LANDSCAPE_EARTH_01", "LANDSCAPE_MEADOW_01",
                        "LANDSCAPE_SEA_02")
                .start(0);

        @Test
        @DisplayName("TV-02 steps 1-3: house from supply, refill at turn end, opponent's landscape gives P1 +1")
        void fullTurn() {
            f.place("BUILDING_13", 1, 0, 3);
            assertThat(f.s.supply[0]).isEqualTo(11);
            assertThat(Board.landscapesAround(f.s.board.cell(1, 0))).isEqualTo(2);
            assertThat(f.current()).isZero();
            f.place("LANDSCAPE_EARTH_01", 2, 0, 0);
            assertThat(Board.landscapesAround(f.s.board.cell(1, 0))).isEqualTo(3);
            // end of turn: one landscape and one building drawn into the display
            assertThat(f.s.displayRow(Kind.LANDSCAPE)).doesNotContain(-1);
            assertThat(f.s.displayRow(Kind.BUILDING)).doesNotContain(-1);
            assertThat(f.s.stackCount[Kind.LANDSCAPE] + f.s.stackCount[Kind.BUILDING])
                    .isEqualTo(T.size() - 2 - 6 - 8 - 2);
            assertThat(f.current()).isEqualTo(1);
            // counter-check (step 4): SEA at (1,-1) faces MEADOW only
            assertThat(f.refused("LANDSCAPE_SEA_02", 1, -1, 0)).startsWith("NO_MATCHING_EDGE");
            f.place("LANDSCAPE_MEADOW_01", 1, -1, 0);
            assertThat(f.s.chips[0]).isEqualTo(2);
            assertThat(f.s.chips[1]).isEqualTo(1);
            assertThat(f.current()).isEqualTo(1);
            assertThat(f.s.steps.peek()).isEqualTo(Step.PlaceTile.of(2));
        }
    }

    /** The TV-03 table: P2 owns (1,0) (two wrong edges once (1,-1) is FOREST), P1 owns (2,-1). */
    static Fixture tv03Table() {
        return Fixture.opening().land(2, 0, "LANDSCAPE_EARTH_01")
                .building(1, 0, "BUILDING_01", 2, 1)
                .building(2, -1, "BUILDING_02", 1, 0);
    }

    @Nested
    @DisplayName("TV-03 two wrong edges: keep, withdraw, bankruptcy (spec 5, 6, D10)")
    class Tv03 {
        Fixture f(int p2Chips) {
            return tv03Table().display("LANDSCAPE_FOREST_02", "LANDSCAPE_SEA_02", "LANDSCAPE_EARTH_02",
                    "BUILDING_03").chips(1, p2Chips).start(0);
        }

        @Test
        @DisplayName("TV-03 legality at (1,-1): FOREST (one edge matches, one not) and SEA legal, EARTH and MEADOW NO_MATCHING_EDGE (spec 4.2 L5, D1)")
        void legality() {
            Fixture f = f(3);
            assertThat(f.legal("LANDSCAPE_FOREST_02", 1, -1, 0)).isTrue();
            assertThat(f.legal("LANDSCAPE_SEA_02", 1, -1, 0)).isTrue();
            assertThat(f.refused("LANDSCAPE_EARTH_02", 1, -1, 0)).startsWith("NO_MATCHING_EDGE");
            Fixture g = tv03Table().display("LANDSCAPE_MEADOW_02", "BUILDING_03").start(0);
            assertThat(g.refused("LANDSCAPE_MEADOW_02", 1, -1, 0)).startsWith("NO_MATCHING_EDGE");
        }

        @Test
        @DisplayName("TV-03 the owner P2 is asked during P1's turn; (2,-1) is not enclosed")
        void ownerAsked() {
            Fixture f = f(3).place("LANDSCAPE_FOREST_02", 1, -1, 0);
            assertThat(f.current()).isEqualTo(1);
            assertThat(Fixture.G.decision(f.s).isInterrupt()).isTrue();
            assertThat(f.s.steps.peek()).isEqualTo(new Step.OwnerChoice(1, 0, 1, 2));
            assertThat(Fixture.G.legalActions(f.s)).containsExactly(ArchitektonAction.KeepHouse.INSTANCE,
                    ArchitektonAction.WithdrawHouse.INSTANCE);
            assertThat(Board.landscapesAround(f.s.board.cell(2, -1))).isEqualTo(2);
        }

        @Test
        @DisplayName("TV-03 3 chips, KEEP: P2 chips 1, house stays, P1 continues")
        void keep() {
            Fixture f = f(3).place("LANDSCAPE_FOREST_02", 1, -1, 0).keep();
            assertThat(f.s.chips[1]).isEqualTo(1);
            assertThat(Board.houseOf(f.s.board.cell(1, 0))).isEqualTo(1);
            assertThat(f.current()).isZero();
            assertThat(f.s.steps.peek()).isEqualTo(Step.PlaceTile.of(2));
        }

        @Test
        @DisplayName("TV-03 3 chips, WITHDRAW: P2 chips 2, supply +1, (1,0) houseless")
        void withdraw() {
            Fixture f = f(3);
            int supply = f.s.supply[1];
            f.place("LANDSCAPE_FOREST_02", 1, -1, 0).withdraw();
            assertThat(f.s.chips[1]).isEqualTo(2);
            assertThat(f.s.supply[1]).isEqualTo(supply + 1);
            assertThat(Board.houseOf(f.s.board.cell(1, 0))).isEqualTo(-1);
            assertThat(f.current()).isZero();
        }

        @Test
        @DisplayName("TV-03 1 chip, KEEP: cost 2 > 1, game over, P1 wins by bankruptcy; no refill")
        void keepBankrupt() {
            Fixture f = f(1).place("LANDSCAPE_FOREST_02", 1, -1, 0).keep();
            assertThat(f.s.over).isTrue();
            assertThat(f.current()).isEqualTo(-1);
            Outcome o = Fixture.G.outcome(f.s);
            assertThat(o.isWinner(0)).isTrue();
            assertThat(o.isWinner(1)).isFalse();
            assertThat(f.s.displayRow(Kind.LANDSCAPE)).contains(-1); // no refill
        }

        @Test
        @DisplayName("TV-03 1 chip, WITHDRAW: P2 chips 0, game continues")
        void withdrawToZero() {
            Fixture f = f(1).place("LANDSCAPE_FOREST_02", 1, -1, 0).withdraw();
            assertThat(f.s.chips[1]).isZero();
            assertThat(f.s.over).isFalse();
            assertThat(f.current()).isZero();
        }

        @Test
        @DisplayName("TV-03 0 chips: even withdrawing costs 1 > 0, game over at once without asking, P1 wins")
        void notAsked() {
            Fixture f = f(0).place("LANDSCAPE_FOREST_02", 1, -1, 0);
            assertThat(f.s.over).isTrue();
            assertThat(f.s.bankrupt).isEqualTo(1);
            assertThat(Fixture.G.outcome(f.s).isWinner(0)).isTrue();
        }
    }

    static Fixture tv04(int p1Chips, String building) {
        return new Fixture().land(0, 0, "LANDSCAPE_SEA_01").land(1, 1, "LANDSCAPE_FOREST_01")
                .land(2, 0, "LANDSCAPE_EARTH_01").land(1, -1, "LANDSCAPE_MEADOW_01")
                .building(0, -1, "BUILDING_09", 0, 1).building(2, 1, "BUILDING_10", 0, 0)
                .display(building, "LANDSCAPE_SEA_02").chips(p1Chips, 1).start(0);
    }

    @Nested
    @DisplayName("TV-04 building laid into a hole: self-enclosure (spec 5, D10)")
    class Tv04 {
        @Test
        @DisplayName("TV-04 rotations of BUILDING_05 at (1,0): r0 m3, r1 illegal, r2 m3, r3 m2")
        void rotations() {
            Fixture f = tv04(3, "BUILDING_05");
            assertThat(f.refused("BUILDING_05", 1, 0, 1)).startsWith("NO_MATCHING_EDGE");
            int[] expected = {3, -1, 3, 2};
            for (int r : new int[] {0, 2, 3}) {
                Fixture g = tv04(3, "BUILDING_05").place("BUILDING_05", 1, 0, r);
                assertThat(g.s.steps.peek()).isEqualTo(new Step.OwnerChoice(1, 0, 0, expected[r]));
                assertThat(Fixture.G.decision(g.s).isInterrupt()).isFalse(); // own turn
            }
        }

        @Test
        @DisplayName("TV-04a 3 chips, r0: KEEP -> 0 chips, house stays; WITHDRAW -> 1 chip, house to supply")
        void keepOrWithdraw() {
            Fixture k = tv04(3, "BUILDING_05").place("BUILDING_05", 1, 0, 0).keep();
            assertThat(k.s.chips[0]).isZero();
            assertThat(Board.houseOf(k.s.board.cell(1, 0))).isZero();
            assertThat(k.s.supply[0]).isEqualTo(11);
            Fixture w = tv04(3, "BUILDING_05").place("BUILDING_05", 1, 0, 0).withdraw();
            assertThat(w.s.chips[0]).isEqualTo(1);
            assertThat(Board.houseOf(w.s.board.cell(1, 0))).isEqualTo(-1);
            assertThat(w.s.supply[0]).isEqualTo(12);
            assertThat(w.s.chips[1]).isEqualTo(1); // no other building affected
        }

        @Test
        @DisplayName("TV-04b 1 chip: keep 3 and withdraw 2 both unaffordable -> game over at once, P2 wins")
        void selfBankrupt() {
            Fixture f = tv04(1, "BUILDING_05").place("BUILDING_05", 1, 0, 0);
            assertThat(f.s.over).isTrue();
            assertThat(Fixture.G.outcome(f.s).isWinner(1)).isTrue();
            assertThat(Fixture.G.outcome(f.s).isWinner(0)).isFalse();
        }

        @Test
        @DisplayName("TV-04c BUILDING_14 at (1,0): only r3 legal, all four match -> +1 chip, no keep-or-withdraw question (spec 5, D8)")
        void perfectHole() {
            Fixture f = tv04(1, "BUILDING_14");
            for (int r = 0; r < 3; r++) {
                assertThat(f.refused("BUILDING_14", 1, 0, r)).startsWith("NO_MATCHING_EDGE");
            }
            f.place("BUILDING_14", 1, 0, 3);
            assertThat(f.s.chips[0]).isEqualTo(2);
            assertThat(f.s.steps.peek()).isEqualTo(Step.PlaceTile.of(2));
        }
    }

    static Fixture tv05(String start, int ownerOf10, int p1Chips, int p2Chips, int active) {
        return new Fixture().land(0, 0, start).land(1, 1, "LANDSCAPE_FOREST_01")
                .land(1, -1, "LANDSCAPE_MEADOW_01").land(3, 1, "LANDSCAPE_EARTH_01").land(4, 0, "LANDSCAPE_SEA_02")
                .land(3, -1, "LANDSCAPE_MEADOW_02")
                .building(1, 0, "BUILDING_13", 3, ownerOf10).building(3, 0, "BUILDING_03", 1, 0)
                .display("LANDSCAPE_EARTH_02", "BUILDING_01").chips(p1Chips, p2Chips).start(active);
    }

    @Nested
    @DisplayName("TV-05 one landscape encloses two buildings: gains first (D9)")
    class Tv05 {
        @Test
        @DisplayName("TV-05 (1,0) perfect first: P1 chips 1; then P1 decides (3,0) with m=1 in P2's turn")
        void gainsFirst() {
            Fixture f = tv05("LANDSCAPE_SEA_01", 0, 0, 1, 1).place("LANDSCAPE_EARTH_02", 2, 0, 0);
            assertThat(f.s.chips[0]).isEqualTo(1);
            assertThat(f.s.steps.peek()).isEqualTo(new Step.OwnerChoice(3, 0, 0, 1));
            assertThat(f.current()).isZero();
            assertThat(Fixture.G.decision(f.s).onTurn()).isEqualTo(1);
        }

        @Test
        @DisplayName("TV-05 KEEP -> P1 chips 0, house stays; game continues with P2")
        void keep() {
            Fixture f = tv05("LANDSCAPE_SEA_01", 0, 0, 1, 1).place("LANDSCAPE_EARTH_02", 2, 0, 0).keep();
            assertThat(f.s.chips[0]).isZero();
            assertThat(f.s.over).isFalse();
            assertThat(f.current()).isEqualTo(1);
        }

        @Test
        @DisplayName("TV-05 WITHDRAW with one wrong edge costs 0 -> P1 chips 1, house to supply (spec 5, D8)")
        void withdraw() {
            Fixture f = tv05("LANDSCAPE_SEA_01", 0, 0, 1, 1).place("LANDSCAPE_EARTH_02", 2, 0, 0).withdraw();
            assertThat(f.s.chips[0]).isEqualTo(1);
            assertThat(f.s.supply[0]).isEqualTo(13);
            assertThat(Board.houseOf(f.s.board.cell(3, 0))).isEqualTo(-1);
        }
    }

    @Nested
    @DisplayName("TV-05b two imperfect enclosures of different owners: N, E, S, W order (D9)")
    class Tv05b {
        Fixture f() {
            return tv05("LANDSCAPE_EARTH_03", 1, 0, 0, 0).place("LANDSCAPE_EARTH_02", 2, 0, 0);
        }

        @Test
        @DisplayName("TV-05b E neighbour (3,0) of P1 first; P1 KEEP -> bankrupt, P2 wins, (1,0) never resolved")
        void keepLoses() {
            Fixture f = f();
            assertThat(f.s.steps.peek()).isEqualTo(new Step.OwnerChoice(3, 0, 0, 1));
            assertThat(f.s.steps.peek(1)).isEqualTo(new Step.OwnerChoice(1, 0, 1, 1));
            f.keep();
            assertThat(f.s.over).isTrue();
            assertThat(Fixture.G.outcome(f.s).isWinner(1)).isTrue();
            assertThat(Board.houseOf(f.s.board.cell(1, 0))).isEqualTo(1);
        }

        @Test
        @DisplayName("TV-05b P1 WITHDRAW, then P2 KEEP -> P1 wins")
        void p2KeepLoses() {
            Fixture f = f().withdraw();
            assertThat(f.current()).isEqualTo(1);
            f.keep();
            assertThat(f.s.over).isTrue();
            assertThat(Fixture.G.outcome(f.s).isWinner(0)).isTrue();
            assertThat(Fixture.G.outcome(f.s).isWinner(1)).isFalse();
        }

        @Test
        @DisplayName("TV-05b both WITHDRAW -> game continues, both houseless, chips 0/0")
        void bothWithdraw() {
            Fixture f = f().withdraw().withdraw();
            assertThat(f.s.over).isFalse();
            assertThat(Board.houseOf(f.s.board.cell(1, 0))).isEqualTo(-1);
            assertThat(Board.houseOf(f.s.board.cell(3, 0))).isEqualTo(-1);
            assertThat(f.s.chips).containsExactly(0, 0);
            assertThat(f.current()).isZero();
        }
    }

    @Nested
    @DisplayName("TV-06 moving a house when the supply is empty (spec 4.3, D5)")
    class Tv06 {
        Fixture f(int p2Supply) {
            return tv03Table().display("BUILDING_06", "LANDSCAPE_FOREST_02").supply(1, p2Supply).start(1);
        }

        @Test
        @DisplayName("TV-06 BUILDING_06 at (0,1): r0, r1 NO_MATCHING_EDGE; r2, r3 legal")
        void rotations() {
            Fixture f = f(0);
            assertThat(f.refused("BUILDING_06", 0, 1, 0)).startsWith("NO_MATCHING_EDGE");
            assertThat(f.refused("BUILDING_06", 0, 1, 1)).startsWith("NO_MATCHING_EDGE");
            assertThat(f.legal("BUILDING_06", 0, 1, 2)).isTrue();
            assertThat(f.legal("BUILDING_06", 0, 1, 3)).isTrue();
        }

        @Test
        @DisplayName("TV-06 empty supply: the opponent's house is BAD_HOUSE_SOURCE, the own house moves")
        void move() {
            Fixture f = f(0).place("BUILDING_06", 0, 1, 2);
            assertThat(f.s.steps.peek()).isEqualTo(new Step.MoveHouse(0, 1));
            assertThat(f.current()).isEqualTo(1);
            assertThat(Fixture.G.legalActions(f.s)).containsExactly(new MoveHouseFrom(1, 0));
            assertThat(f.refused(new MoveHouseFrom(2, -1))).startsWith("BAD_HOUSE_SOURCE").contains("P1's");
            assertThat(f.refused(new MoveHouseFrom(5, 5))).startsWith("BAD_HOUSE_SOURCE");
            assertThat(f.refused("LANDSCAPE_FOREST_02", 1, -1, 0)).contains("choose the house");
            f.act(new MoveHouseFrom(1, 0));
            assertThat(Board.houseOf(f.s.board.cell(0, 1))).isEqualTo(1);
            assertThat(Board.houseOf(f.s.board.cell(1, 0))).isEqualTo(-1);
            assertThat(f.s.supply[1]).isZero();
            // later FOREST_02 at (1,-1) encloses the houseless (1,0) with 2 wrong edges: nothing happens
            int[] chips = f.s.chips.clone();
            f.place("LANDSCAPE_FOREST_02", 1, -1, 0);
            assertThat(Board.landscapesAround(f.s.board.cell(1, 0))).isEqualTo(4);
            assertThat(f.s.chips).containsExactly(chips);
            assertThat(f.s.steps.peek()).isNotInstanceOf(Step.OwnerChoice.class);
        }

        @Test
        @DisplayName("TV-06 counter-check: with a house in the supply, moving one is BAD_HOUSE_SOURCE")
        void supplyFirst() {
            Fixture f = f(1).place("BUILDING_06", 0, 1, 2);
            assertThat(f.s.supply[1]).isZero();
            assertThat(Board.houseOf(f.s.board.cell(0, 1))).isEqualTo(1);
            assertThat(Board.houseOf(f.s.board.cell(1, 0))).isEqualTo(1);
            assertThat(f.refused(new MoveHouseFrom(1, 0))).startsWith("BAD_HOUSE_SOURCE");
        }
    }

    static Fixture tv07(int p1Chips, int p2Chips, boolean houseless01) {
        Fixture f = new Fixture();
        String[] lands = {"0,0", "1,1", "2,0", "1,-1", "2,2", "3,1", "0,2", "4,0", "-1,-1"};
        for (int i = 0; i < lands.length; i++) {
            String[] xy = lands[i].split(",");
            f.land(Integer.parseInt(xy[0]), Integer.parseInt(xy[1]), T.id(i)); // terrains do not matter here
        }
        f.building(1, 0, "BUILDING_01", 0, 0).building(2, 1, "BUILDING_02", 0, 0)
                .building(3, 2, "BUILDING_03", 0, 0).building(3, 0, "BUILDING_04", 0, 0)
                .building(0, 1, "BUILDING_05", 0, 1).building(1, 2, "BUILDING_06", 0, 1)
                .building(5, 0, "BUILDING_07", 0, 1).building(0, -1, "BUILDING_08", 0, houseless01 ? -1 : 1);
        f.chips(p1Chips, p2Chips);
        f.s.over = true;
        return f;
    }

    @Nested
    @DisplayName("TV-07 final scoring: removal and diagonal groups (spec 8, D17-D19)")
    class Tv07 {
        @Test
        @DisplayName("TV-07 removal of (3,2) and (5,0); groups P1 3, P2 2")
        void removalAndGroups() {
            FinalScoring.Result r = FinalScoring.score(tv07(2, 4, false).s);
            assertThat(r.removed()).containsExactly(1, 1);
            assertThat(r.housesLeft()).containsExactly(3, 3);
            assertThat(r.largestGroup()).containsExactly(3, 2);
        }

        @Test
        @DisplayName("TV-07 chips 2/4: scores 5/6, P2 wins")
        void p2Wins() {
            Outcome o = Fixture.G.outcome(tv07(2, 4, false).s);
            assertThat(o.scores()).containsExactly(5, 6);
            assertThat(o.isWinner(1)).isTrue();
            assertThat(o.isWinner(0)).isFalse();
        }

        @Test
        @DisplayName("TV-07 chips 2/3: 5/5, houses left 3/3 -> draw")
        void draw() {
            Outcome o = Fixture.G.outcome(tv07(2, 3, false).s);
            assertThat(o.scores()).containsExactly(5, 5);
            assertThat(o.winnerCount()).isEqualTo(2);
        }

        @Test
        @DisplayName("TV-07 chips 2/3 with (0,-1) houseless: 5/5, houses left 3/2 -> P1 wins")
        void tieBreak() {
            Outcome o = Fixture.G.outcome(tv07(2, 3, true).s);
            assertThat(o.scores()).containsExactly(5, 5);
            assertThat(o.isWinner(0)).isTrue();
            assertThat(o.isWinner(1)).isFalse();
        }
    }

    /** TV-08 fixture: building stack 1, landscape stack 6, reserves 4, display full, reserve closed. */
    static Fixture tv08(int active) {
        Fixture f = Fixture.opening()
                .building(1, 0, "BUILDING_01", 2, 0)
                .building(0, 1, "BUILDING_13", 0, 1)
                .display("LANDSCAPE_EARTH_02", "LANDSCAPE_SEA_02", "LANDSCAPE_MEADOW_02", "BUILDING_02",
                        "BUILDING_05", "BUILDING_09")
                .start(active, List.of("LANDSCAPE_SEA_03", "LANDSCAPE_EARTH_03", "LANDSCAPE_MEADOW_03",
                        "LANDSCAPE_SEA_04", "LANDSCAPE_EARTH_04", "LANDSCAPE_MEADOW_04"), null);
        f.stackSize(Kind.LANDSCAPE, 6).stackSize(Kind.BUILDING, 1);
        return f;
    }

    @Nested
    @DisplayName("TV-08 opening the reserve and counting the last turns (spec 7, D15, D24)")
    class Tv08 {
        @Test
        @DisplayName("TV-08a opened at the end of the start player's turn -> P2 plays one more turn")
        void startPlayerTrigger() {
            Fixture f = tv08(0).placeAny(Kind.BUILDING).placeAny(Kind.BUILDING);
            assertThat(f.s.reserveOpened).isTrue();
            assertThat(f.s.stackCount[Kind.BUILDING]).isZero();
            assertThat(f.s.reserveCount[Kind.BUILDING]).isEqualTo(3);
            assertThat(f.s.finalTurnsLeft).isEqualTo(1);
            assertThat(f.current()).isEqualTo(1);
            // TV-08d: in the final turn, landscapes still come from the stack first
            f.placeAny(Kind.LANDSCAPE);
            assertThat(f.s.over).isFalse();
            f.placeAny(Kind.LANDSCAPE);
            assertThat(f.s.over).isTrue();
            assertThat(f.s.bankrupt).isEqualTo(-1);
            assertThat(f.s.stackCount[Kind.LANDSCAPE]).isEqualTo(4);
            assertThat(f.s.reserveCount[Kind.LANDSCAPE]).isEqualTo(4);
            assertThat(f.s.openedInTurn).isEqualTo(1);
            assertThat(Fixture.G.outcome(f.s).summary()).contains("largest group");
        }

        @Test
        @DisplayName("TV-08b opened at the end of the second player's turn -> P1 then P2 play one more turn")
        void secondPlayerTrigger() {
            Fixture f = tv08(1).placeAny(Kind.BUILDING).placeAny(Kind.BUILDING);
            assertThat(f.s.reserveOpened).isTrue();
            assertThat(f.s.finalTurnsLeft).isEqualTo(2);
            assertThat(f.current()).isZero();
            f.act(Fixture.G.legalActions(f.s).get(0)).answerPending();
            f.act(Fixture.G.legalActions(f.s).get(0)).answerPending();
            assertThat(f.s.over).isFalse();
            assertThat(f.current()).isEqualTo(1);
            assertThat(f.s.finalTurnsLeft).isEqualTo(1);
            f.act(Fixture.G.legalActions(f.s).get(0)).answerPending();
            assertThat(f.s.over).isFalse();
            f.act(Fixture.G.legalActions(f.s).get(0)).answerPending();
            assertThat(f.s.over).isTrue();
            assertThat(f.s.finalTurnsLeft).isZero();
        }

        @Test
        @DisplayName("TV-08c a stack running out while the row still fills does not open the reserve")
        void emptyStackNoTrigger() {
            Fixture f = tv08(0).place("BUILDING_02", 1, 2, 0).place("LANDSCAPE_EARTH_02", 2, 0, 0);
            assertThat(f.s.stackCount[Kind.BUILDING]).isZero();
            assertThat(f.s.displayRow(Kind.BUILDING)).doesNotContain(-1);
            assertThat(f.s.reserveOpened).isFalse();
            f.place("LANDSCAPE_SEA_02", 0, 2, 0).place("LANDSCAPE_MEADOW_02", -1, 1, 0).answerPending();
            assertThat(f.s.reserveOpened).isFalse();
            assertThat(f.s.stackCount[Kind.LANDSCAPE]).isEqualTo(3);
            f.placeAny(Kind.BUILDING).placeAny(Kind.LANDSCAPE);
            assertThat(f.s.reserveOpened).isTrue();
            assertThat(f.s.openedInTurn).isEqualTo(3);
            assertThat(f.s.finalTurnsLeft).isEqualTo(1);
            assertThat(f.current()).isEqualTo(1);
        }
    }

    static Fixture tv09() {
        return new Fixture().land(0, 0, "LANDSCAPE_MEADOW_01").land(1, 1, "LANDSCAPE_MEADOW_02")
                .building(1, 0, "BUILDING_03", 2, 0).building(0, 1, "BUILDING_14", 3, 0)
                .building(-1, 0, "BUILDING_11", 0, 0).building(0, -1, "BUILDING_19", 2, 0)
                .building(2, 1, "BUILDING_07", 0, 0).building(1, 2, "BUILDING_01", 1, 0)
                .display("LANDSCAPE_MEADOW_03", "LANDSCAPE_MEADOW_04", "LANDSCAPE_MEADOW_05", "BUILDING_02",
                        "BUILDING_04", "BUILDING_05")
                .start(1, List.of("LANDSCAPE_SEA_03", "LANDSCAPE_MEADOW_06", "LANDSCAPE_EARTH_02"), null);
    }

    @Nested
    @DisplayName("TV-09 stuck: the flush rule (D12)")
    class Tv09 {
        @Test
        @DisplayName("TV-09 the MEADOW row leaves the game, refilled SEA_03, MEADOW_06, EARTH_02; reserve untouched")
        void flush() {
            Fixture f = tv09();
            assertThat(Placement.anyLegal(T, f.s)).isFalse();
            f.settle();
            assertThat(f.s.flushed).isEqualTo((1L << id("LANDSCAPE_MEADOW_03")) | (1L << id("LANDSCAPE_MEADOW_04"))
                    | (1L << id("LANDSCAPE_MEADOW_05")));
            assertThat(f.s.displayRow(Kind.LANDSCAPE)).containsExactly(id("LANDSCAPE_SEA_03"),
                    id("LANDSCAPE_MEADOW_06"), id("LANDSCAPE_EARTH_02"));
            assertThat(f.s.reserveCount).containsExactly(4, 4);
            assertThat(f.s.reserveOpened).isFalse();
            assertThat(f.current()).isEqualTo(1);
            assertThat(f.s.steps.peek()).isEqualTo(Step.PlaceTile.of(1));
            assertThat(f.events).anyMatch(e -> e instanceof ArchitektonEvent.RowFlushed);
        }

        @Test
        @DisplayName("TV-09 after the flush: SEA_03 and EARTH_02 fit exactly where the spec says, MEADOW_06 nowhere")
        void afterFlush() {
            Fixture f = tv09().settle();
            Set<String> sea = new HashSet<>();
            Set<String> earth = new HashSet<>();
            for (Action a : Fixture.G.legalActions(f.s)) {
                Place p = (Place) a;
                assertThat(p.tile()).isNotEqualTo(id("LANDSCAPE_MEADOW_06"));
                assertThat(T.isBuilding(p.tile())).isFalse();
                (p.tile() == id("LANDSCAPE_SEA_03") ? sea : earth).add(p.x() + "," + p.y());
            }
            assertThat(sea).containsExactlyInAnyOrder("-1,1", "0,-2", "1,-1", "2,2");
            assertThat(earth).containsExactlyInAnyOrder("-1,-1", "1,-1", "1,3", "2,0", "3,1");
            int stack = f.s.stackCount[Kind.LANDSCAPE];
            f.place("LANDSCAPE_SEA_03", 2, 2, 0);
            f.place("LANDSCAPE_EARTH_02", 2, 0, 0);
            // the end-of-turn refill replaces only what P2 took
            assertThat(f.s.stackCount[Kind.LANDSCAPE]).isEqualTo(stack - 2);
            assertThat(f.s.displayRow(Kind.LANDSCAPE)[1]).isEqualTo(id("LANDSCAPE_MEADOW_06"));
            assertThat(f.current()).isZero();
        }
    }
}
