package io.agon.examples.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.IllegalActionException;
import io.agon.core.Outcome;
import io.agon.core.Setup;
import io.agon.core.flow.ArrayState;
import io.agon.core.testkit.GameContract;
import io.agon.examples.tictactoe.TicTacToe.Place;
import io.agon.examples.tictactoe.TicTacToe.Turn;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Tic-tac-toe: the contract kit, the exact count of its positions, its rules, and its size (issue 43). */
class TicTacToeTest {

    private final TicTacToe game = new TicTacToe();

    @Test
    void contractHolds() {
        GameContract.Report r = GameContract.of(game).players(2).games(300).seed(3).run();
        assertThat(r.games()).isEqualTo(300);
        assertThat(r.shortestGame()).isEqualTo(5);
    }

    /** Every position reachable from the empty board, as OpenSpiel counts them: 5,478. */
    @Test
    void reaches5478PositionsOfWhich958Final() {
        Set<ArrayState<Turn>> seen = new HashSet<>();
        int[] over = new int[1];
        walk(game.newGame(Setup.of(2, 1)), seen, over);
        assertThat(seen).hasSize(5478);
        assertThat(over[0]).isEqualTo(958);
    }

    private void walk(ArrayState<Turn> s, Set<ArrayState<Turn>> seen, int[] over) {
        if (!seen.add(s)) {
            return;
        }
        if (game.isOver(s)) {
            over[0]++;
            return;
        }
        for (Action a : game.legalActions(s)) {
            ArrayState<Turn> next = s.copy();
            game.apply(next, a);
            walk(next, seen, over);
        }
    }

    @Test
    void threeInARowWinsAndAFullBoardDraws() {
        ArrayState<Turn> s = play(4, 0, 8, 2, 6);
        assertThat(game.isOver(s)).isFalse();
        s = play(4, 0, 8, 1, 5, 2);                      // O: top left, top, top right
        assertThat(game.isOver(s)).isTrue();
        Outcome o = game.outcome(s);
        assertThat(o.isWinner(1)).isTrue();
        assertThat(o.summary()).isEqualTo("P2 wins");
        ArrayState<Turn> draw = play(0, 1, 2, 4, 3, 5, 7, 6, 8);
        assertThat(game.isOver(draw)).isTrue();
        assertThat(game.outcome(draw).winnerCount()).isEqualTo(2);
        assertThat(game.view(draw, 0).render()).isEqualTo("X O X\nX O O\nO X X");
    }

    @Test
    void aTakenCellAndACellOffTheBoardAreRefusedWithoutChange() {
        ArrayState<Turn> s = play(4);
        ArrayState<Turn> before = s.copy();
        assertThatThrownBy(() -> game.apply(s, 1, new Place(4), io.agon.core.EventSink.NONE))
                .isInstanceOf(IllegalActionException.class).hasMessage("mark a free cell (rule 1)");
        assertThatThrownBy(() -> game.apply(s, 1, new Place(9), io.agon.core.EventSink.NONE))
                .isInstanceOf(IllegalActionException.class);
        assertThatThrownBy(() -> game.apply(s, 0, new Place(0), io.agon.core.EventSink.NONE))
                .isInstanceOf(IllegalActionException.class).hasMessageContaining("P2's decision");
        assertThat(s).isEqualTo(before);
        assertThat(game.describe(s, new Place(0))).isEqualTo("top left");
        assertThat(game.decision(s).prompt()).isEqualTo("Place your O");
    }

    private ArrayState<Turn> play(int... cells) {
        ArrayState<Turn> s = game.newGame(Setup.of(2, 1));
        for (int c : cells) {
            game.apply(s, new Place(c));
        }
        return s;
    }

    /** The first page of the tutorial promises at most 80 lines, counted without imports and blank lines. */
    @Test
    void isAtMost80LinesWithoutImportsAndBlankLines() throws IOException {
        Path dir = Path.of("src/main/java/io/agon/examples/tictactoe");
        long lines;
        try (Stream<Path> files = Files.walk(dir)) {
            List<Path> sources = files.filter(p -> p.toString().endsWith(".java")).toList();
            assertThat(sources).hasSize(2);
            lines = 0;
            for (Path f : sources) {
                lines += Files.readAllLines(f).stream().filter(l -> !l.isBlank() && !l.startsWith("import "))
                        .count();
            }
        }
        assertThat(lines).as("lines of tic-tac-toe's main code").isLessThanOrEqualTo(80);
    }

    /**
     * The tutorial's own game (built outside the reactor by the archetype's integration test, project "noughts") is
     * this game with the reader's names: package, class, id and display name. Nothing else may drift.
     */
    @Test
    void theTutorialsOwnGameIsThisGameWithTheReadersNames() throws IOException {
        Path tutorial = Path.of("../agon-game-archetype/src/test/resources/projects/noughts/tutorial/src/main/java/org"
                + "/example/noughts");
        Path here = Path.of("src/main/java/io/agon/examples/tictactoe");
        assertThat(Files.readString(tutorial.resolve("Noughts.java")))
                .isEqualTo(renamed(Files.readString(here.resolve("TicTacToe.java"))));
        assertThat(Files.readString(tutorial.resolve("wiring/NoughtsPlugin.java")))
                .isEqualTo(renamed(Files.readString(here.resolve("wiring/TicTacToePlugin.java"))));
    }

    private static String renamed(String source) {
        return source.replace("io.agon.examples.tictactoe", "org.example.noughts").replace("TicTacToe", "Noughts")
                .replace("\"tictactoe\"", "\"noughts\"").replace("Tic-tac-toe", "Noughts and crosses")
                .replace("tic-tac-toe", "noughts and crosses");
    }
}
