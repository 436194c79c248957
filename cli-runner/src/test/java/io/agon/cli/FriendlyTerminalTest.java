package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The terminal game for a newcomer: help at the prompt, full card texts, readable names and rules, small words. */
class FriendlyTerminalTest {

    private static final List<String> LABELS = List.of("Lay the forest landscape at column -1, row 1",
            "Lay the sea-earth-meadow-forest building at column 0, row 1, turned 0\u00b0",
            "Lay the sea-earth-meadow-forest building at column 0, row 1, turned 90\u00b0",
            "Lay the sea-forest-earth-meadow building at column 2, row 1, turned 270\u00b0");

    @Test
    void thePromptUnderstandsNumbersWordsHelpAndNames() {
        Map<String, String> glossary = Map.of("Troy", "its war symbols count only when you defend");
        assertThat(Prompt.read("2", LABELS, glossary)).isEqualTo(new Prompt.Choice(1));
        // "forest" is the forest landscape: inside "sea-earth-meadow-forest" it is not a whole word
        assertThat(Prompt.read("forest", LABELS, glossary)).isEqualTo(new Prompt.Choice(0));
        assertThat(Prompt.read("sea-earth-meadow column 0 turned 90", LABELS, glossary)).isEqualTo(new Prompt.Choice(2));
        assertThat(Prompt.read("sea-earth-meadow", LABELS, glossary)).isInstanceOf(Prompt.Say.class)
                .extracting(a -> ((Prompt.Say) a).text()).asString()
                .contains("2 choices match 'sea-earth-meadow'",
                        "   2. Lay the sea-earth-meadow-forest building at column 0, row 1, turned 0\u00b0", "   3. ");
        assertThat(((Prompt.Say) Prompt.read("castle", LABELS, glossary)).text()).contains("No choice matches");
        assertThat(((Prompt.Say) Prompt.read("9", LABELS, glossary)).text()).contains("not a choice");
        assertThat(((Prompt.Say) Prompt.read("?", LABELS, glossary)).text()).contains("Commands:", "? NAME", "q ");
        assertThat(((Prompt.Say) Prompt.read("help", LABELS, glossary)).text()).contains("Commands:");
        assertThat(((Prompt.Say) Prompt.read("? troy", LABELS, glossary)).text())
                .isEqualTo("Troy: its war symbols count only when you defend");
        assertThat(((Prompt.Say) Prompt.read("explain tro", LABELS, glossary)).text()).startsWith("Troy: ");
        assertThat(Prompt.read("view", LABELS, glossary)).isInstanceOf(Prompt.View.class);
        assertThat(Prompt.read(" Q ", LABELS, glossary)).isInstanceOf(Prompt.Quit.class);
    }

    /** Issue 43: "bid 1" is Bid 1, not the first of Bid 1, 10, 11, 12; "left" is the cell named left. */
    @Test
    void anExactMatchWinsOverAMatchInsideAWord() {
        // words in the typed order win: "column 0, row 1" is not "column 1, row 0"
        List<String> places = List.of("Lay it at column 1, row 0, turned 90", "Lay it at column 0, row 1, turned 90");
        assertThat(Prompt.read("column 0, row 1", places, Map.of())).isEqualTo(new Prompt.Choice(1));
        List<String> bids = List.of("Pass", "Bid 1", "Bid 10", "Bid 11", "Bid 12");
        assertThat(Prompt.read("bid 1", bids, Map.of())).isEqualTo(new Prompt.Choice(1));
        assertThat(Prompt.read("Bid 1", bids, Map.of())).isEqualTo(new Prompt.Choice(1));
        assertThat(Prompt.read("bid 12", bids, Map.of())).isEqualTo(new Prompt.Choice(4));
        assertThat(((Prompt.Say) Prompt.read("bid", bids, Map.of())).text()).startsWith("4 choices match 'bid'");
        List<String> cells = List.of("top left", "left", "bottom left");
        assertThat(Prompt.read("left", cells, Map.of())).isEqualTo(new Prompt.Choice(1));
        assertThat(Prompt.read("LEFT ", cells, Map.of())).isEqualTo(new Prompt.Choice(1));
        assertThat(Prompt.read("top", cells, Map.of())).isEqualTo(new Prompt.Choice(0));
        // a word inside a longer word still narrows when nothing matches whole
        assertThat(((Prompt.Say) Prompt.read("lef", cells, Map.of())).text()).startsWith("3 choices match 'lef'");
    }

    @Test
    void playShowsTheFullTextOfACardAndTheCommands() {
        Run r = Run.withInput("?\n? Troy\nview\nq\n", "play", "polis", "--players", "human,random,random",
                "--seed", "4");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("Commands:", "Troy: ", "only when you defend", "(? for help, q quits)");
        assertThat(r.out().split("---- P1 sees ----", -1)).hasSizeGreaterThanOrEqualTo(3); // view shows it again
    }

    @Test
    void polisSaysWhoStartsByLot() {
        Run r = Run.withInput("q\n", "play", "polis", "--players", "human,random,random", "--seed", "5");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("start player P[123]"); // in the view (Polis D64)
        Run bots = Run.of("play", "polis", "--players", "random,random,random", "--seed", "5");
        assertThat(bots.out()).containsPattern("P[123] is the start player and begins turn 1"); // in the narration
    }

    @Test
    void architektonMovesUseNamesAndCanBeTyped() {
        // the words of a move name the tile, the cell and the turn (issue 41: no ids, no r0-r3)
        Run r = Run.withInput("sea-earth-meadow-forest column 0, row 1, turned 90\nq\n", "play", "architekton",
                "--players", "human,random", "--seed", "1");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("P1: Lay the sea-earth-meadow-forest building at column 0, row 1, turned 90\u00b0",
                "type words of a choice");
        Run bots = Run.of("play", "architekton", "--players", "random,random", "--seed", "2");
        assertThat(bots.out()).doesNotContain("LANDSCAPE_").doesNotContain("BUILDING_").contains("Game over.");
    }

    @Test
    void alwaysAnsweringOneFinishesMassilia() {
        Run r = Run.withInput("1\n".repeat(3000), "play", "massilia", "--players", "human,random", "--seed", "5");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("Game over.");
    }

    @Test
    void rulesReadTheSameForEveryGame() {
        for (String game : new String[] {"polis", "massilia", "architekton"}) {
            Run r = Run.of("rules", game);
            assertThat(r.code()).as(r.err()).isZero();
            assertThat(r.out()).as(game).doesNotContain("## ").doesNotContain("**").doesNotContain("|---")
                    .doesNotContain("`").contains("GLOSSARY");
            assertThat(r.out()).as(game).startsWith(game.toUpperCase(java.util.Locale.ROOT));
        }
        assertThat(Run.of("rules", "polis").out()).contains("- Troy: ", "only when you defend");
        assertThat(Run.of("rules", "massilia").out()).contains("- Pluto: god card");
        Run module = Run.of("rules", "grid-builder");
        assertThat(module.code()).isZero();
        assertThat(module.out()).startsWith("(grid-builder is Architekton: its game id is architekton)");
    }

    @Test
    void smallWordsAndHelp() {
        Run help = Run.of("help");
        assertThat(help.code()).isZero();
        assertThat(help.out()).contains("Usage: agon", "--plugins");
        assertThat(Run.of("help", "play").out()).contains("Usage: agon play");
        Run three = Run.of("play", "architekton", "--players", "random,random,random");
        assertThat(three.err()).contains("Architekton is for 2 players, not 3").doesNotContain("2-2");
        assertThat(Run.of("list").out()).contains("architekton  Architekton  (2 players)");
        Run one = Run.of("simulate", "tokens", "--games", "1");
        assertThat(one.out()).contains("Tokens: 1 game,", "1 game in ").doesNotContain("1 games");
        Run longNames = Run.of("play", "tokens", "--players", "mcts:iterations=20,c=0.4,reward=score,random",
                "--seed", "1");
        List<String> table = longNames.out().lines().dropWhile(l -> !l.startsWith("player")).limit(3).toList();
        assertThat(table).hasSize(3);
        int scoreColumn = table.get(0).indexOf("score") + "score".length();
        assertThat(table.get(1).charAt(scoreColumn - 1)).isNotEqualTo(' ');
        assertThat(table.get(2).charAt(scoreColumn - 1)).isNotEqualTo(' ');
    }

    /** Issue 54, item 10: a cell keeps its number as the board fills (its rule declares the numbers). */
    @Test
    void ticTacToeCellsKeepTheirNumbers() {
        Run r = Run.withInput("5\n1\n9\n3\n7\n2\n4\n6\n8\n", "play", "tictactoe", "--players", "human,random",
                "--seed", "3");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("   5. centre", "P1: centre", "Choose 1-9 (");
        // after X took the centre and O one cell, cell 9 is still 9 (and the list says which numbers are free)
        String second = r.out().split("---- P1 sees ----")[2];
        assertThat(second).contains("X").contains("   9. bottom right").doesNotContain("   5. ");
        assertThat(second).containsPattern("Choose (\\d(-\\d)?, )*\\d(-\\d)? \\(");
        assertThat(r.out()).doesNotContain("Choose 1-1 ").contains("Game over.");
    }

    @Test
    void gamesWithoutTheirOwnNumbersKeepOneToN() {
        Prompt.Choices clash = Prompt.Choices.numbered(List.of("a", "b"), new int[] {3, 3});
        assertThat(clash.range()).isEqualTo("1-2");
        Prompt.Choices stable = Prompt.Choices.numbered(List.of("a", "b", "c", "d"), new int[] {9, 2, 3, 5});
        assertThat(stable.range()).isEqualTo("2-3, 5, 9");
        assertThat(Prompt.read("9", stable, Map.of())).isEqualTo(new Prompt.Choice(0));
        assertThat(((Prompt.Say) Prompt.read("1", stable, Map.of())).text()).contains("(2-3, 5, 9)");
    }

    /** Issue 54, item 10: a decision with many choices shows a page, 'more' the next one, and words narrow it. */
    @Test
    void aLongListOfChoicesIsPagedAndFiltered() {
        // Polis, seed 1: the third decision (after two opening draws) has 27 choices
        Run r = Run.withInput("1\n1\nmore\nall\nq\n", "play", "polis", "--players", "human,random,random", "--seed",
                "1");
        assertThat(r.code()).as(r.err()).isZero();
        String[] asked = r.out().split("Choose ");
        assertThat(asked[2]).as("the first page").contains("... 7 more: 'more' shows the next 7, 'all' every one")
                .contains("  20. ").doesNotContain("  21. ");
        assertThat(asked[3]).as("'more'").contains("  21. ", "  27. ").doesNotContain("  20. ").startsWith("1-27");
        assertThat(asked[4]).as("'all'").contains("   1. ", "  27. ");
        assertThat(Prompt.read("?", Prompt.Choices.inOrder(java.util.Collections.nCopies(30, "x")), Map.of()))
                .isEqualTo(new Prompt.Say(Prompt.help(Prompt.Choices.inOrder(java.util.Collections.nCopies(30, "x")),
                        false)));
        assertThat(Prompt.help(Prompt.Choices.inOrder(java.util.Collections.nCopies(30, "x")), false))
                .contains("more ");
    }

    /** Issue 54, item 10: Polis's board speaks in words, and its symbols can be looked up. */
    @Test
    void polisSymbolsAreWordsThatCanBeExplained() {
        Run r = Run.withInput("? START_MONEY\n? start money\n? vase\nq\n", "play", "polis", "--players",
                "human,random,random", "--seed", "3");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).doesNotContainPattern("[A-Z]{3,}_[A-Z]+").doesNotContain("POINTS:")
                .doesNotContain("[CULTURE")
                .contains("(culture, vase, 10 start money)", "start money: +n money at set-up",
                        "vase: In a trade, each vase gives 1 money").doesNotContain("Nothing named");
    }

    /** Issue 54, item 10: options put in the wrong place get a hint that says where they go. */
    @Test
    void optionsInTheWrongPlaceSayWhereTheyGo() {
        Run plugins = Run.of("list", "--plugins", "somewhere");
        assertThat(plugins.code()).isEqualTo(Main.USAGE);
        assertThat(plugins.oneLineError()).as(plugins.err()).isTrue();
        assertThat(plugins.err()).contains("--plugins goes before the command (agon --plugins DIR list ...)");
        Run agents = Run.of("simulate", "tokens", "--agents", "random,random");
        assertThat(agents.code()).isEqualTo(Main.USAGE);
        assertThat(agents.err()).contains("simulate gives one agent per seat with --players");
        Run players = Run.of("tournament", "tokens", "--players", "random,random");
        assertThat(players.code()).isEqualTo(Main.USAGE);
        assertThat(players.err()).contains("a tournament ranks the agents of --agents");
        assertThat(Run.of("simulate", "tokens", "--gmaes", "3").err()).doesNotContain("goes before", "--agents is");
    }
}
