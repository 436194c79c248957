package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameEvent;
import io.agon.core.GameInfo;
import io.agon.core.GameState;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.session.Move;
import io.agon.core.session.Session;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 53 (words): every line a player can read, in every registered game, at every player count, written one way.
 * Random games are played through the session; every prompt, every legal action's words for the seat that decides,
 * every seat's board text, every narration line for every seat and for the public, and the outcome's summary are
 * scanned for a count with the wrong number ("1 penalty stones"), a wrong article ("a orange", "a 8"), a bare -1
 * standing for "none", and engine ids ({@code START_MONEY}, {@code LANDSCAPE_FOREST_06}).
 */
class EveryWordTest {

    private static final int GAMES_PER_COUNT = 6;

    /** A count of one with a plural noun: "1 chips", "1 sesterces" (not "1 of", "1 VP", "1 class"). */
    private static final Pattern ONE_PLURAL = Pattern.compile("(?<![\\w.,/+-])1 (?!(?:of|for|and|to|in|at|on|or|from"
            + "|with|by|than|per|each|more|is|was|has|does|ends|wins|pays|gets|takes|goes|gives|moves|sells|buys|draws"
            + "|places|loses|scores|leads|starts|keeps|plays|bids|ties|comes|counts)\\b)(?:[a-z]+ )?"
            + "[a-z]+(?<!ss|us|is|ous)s\\b");
    /** "a" before a vowel sound: "a orange", "a 8", "a 11" ("a u..." is often right: "a unit"). */
    private static final Pattern A_VOWEL = Pattern.compile("\\b[Aa] ([aeio][a-z]*|8\\d*|11|18)\\b");
    /** "an" before a consonant. */
    private static final Pattern AN_CONSONANT = Pattern.compile("\\b[Aa]n ([b-df-hj-np-tv-z][a-z]*|[0-79])\\b");
    /**
     * -1 as the value of something named ("Peeked -1", "House -1"); not a coordinate ("column -1"), a change of a die
     * ("-1 on black 4", "rolled brown 2, -1") or a score ("P2 -1 = ...").
     */
    private static final Pattern MINUS_ONE = Pattern.compile(
            "(?<=[A-Za-z] |[A-Za-z]: )(?<!column |row |x )-1\\b(?! on\\b| =)");
    /** An engine id: upper-case words joined by an underscore. */
    private static final Pattern ENGINE_ID = Pattern.compile("\\b[A-Z]{2,}(_[A-Z0-9]+)+\\b");
    /** A count written with "(s)". */
    private static final Pattern MAYBE_PLURAL = Pattern.compile("[a-z]\\(s\\)");

    private static final Map<String, Pattern> RULES = new LinkedHashMap<>();

    static {
        RULES.put("one with a plural", ONE_PLURAL);
        RULES.put("'a' before a vowel", A_VOWEL);
        RULES.put("'an' before a consonant", AN_CONSONANT);
        RULES.put("-1 for none", MINUS_ONE);
        RULES.put("an engine id", ENGINE_ID);
        RULES.put("(s) for a count", MAYBE_PLURAL);
    }

    @Test
    void everyLineAPlayerReadsIsWrittenOneWay() {
        GameCatalog catalog = GameCatalog.load();
        Map<String, List<String>> found = new TreeMap<>();
        for (GameEntry entry : catalog.games().values()) {
            GameInfo info = entry.game().info();
            for (int players = info.minPlayers(); players <= info.maxPlayers(); players++) {
                for (int g = 0; g < GAMES_PER_COUNT; g++) {
                    scan(entry.game(), players, 1000L * players + g, found);
                }
            }
        }
        List<String> report = new ArrayList<>();
        found.forEach((k, v) -> report.add(k + " (" + v.size() + " lines), e.g. " + v.get(0)));
        assertThat(report).as("lines a player reads").isEmpty();
    }

    @Test
    void theScanCatchesEachMistake() {
        Map<String, List<String>> found = new TreeMap<>();
        for (String bad : List.of("P2 pays 1 penalty stones", "Pay 1 to keep a orange cube", "bought a 8",
                "3 point token(s)", "Peeked -1", "LANDSCAPE_FOREST_06", "an red card")) {
            check("test", "line", bad, found);
        }
        assertThat(found).hasSize(6); // one entry per rule that found something
        assertThat(String.join(" ", found.keySet())).contains("one with a plural", "'a' before a vowel",
                "(s) for a count", "-1 for none", "an engine id", "'an' before a consonant");
        Map<String, List<String>> fine = new TreeMap<>();
        for (String good : List.of("1 penalty stone", "a unit", "an orange cube", "column -1, row 0", "1 VP",
                "an 8", "a 7", "1 of 3", "P1 pays 1 sesterce", "Round 1 ends", "-1 on black 4", "rolled brown 2, -1",
                "P2 -1 = prestige 4", "1 + 0 chips")) {
            check("test", "line", good, fine);
        }
        assertThat(fine).isEmpty();
    }

    private static <S extends GameState<S>> void scan(Game<S> game, int players, long seed,
                                                      Map<String, List<String>> found) {
        String id = game.info().id();
        Session<S> session = Session.start(game, new Setup(players, seed, Map.of())).narrate(true);
        for (GameEvent e : session.setupEvents()) {
            check(id, "set-up", e.text(), found);
        }
        Rng rng = new Rng(seed);
        int steps = 0;
        while (!session.isOver() && steps++ < 5000) {
            int seat = session.currentPlayer();
            check(id, "prompt", session.decision().prompt(), found);
            if (steps % 7 == 1) { // the boards change slowly: every seventh decision is enough
                for (int p = 0; p < players; p++) {
                    check(id, "board", session.view(p).render(), found);
                }
            }
            List<Action> legal = session.legalActions();
            for (Action a : legal) {
                check(id, "choice", session.describe(a, seat), found);
            }
            Move move = session.apply(seat, legal.get(rng.nextInt(legal.size())));
            for (int observer = -1; observer < players; observer++) {
                for (String line : move.narration(observer)) {
                    check(id, "narration", line, found);
                }
            }
        }
        if (session.isOver()) {
            Outcome o = session.outcome();
            check(id, "outcome", o.summary(), found);
            for (int p = 0; p < players; p++) {
                check(id, "final board", session.view(p).render(), found);
            }
        }
    }

    private static void check(String game, String where, String text, Map<String, List<String>> found) {
        if (text == null) {
            return;
        }
        for (String line : text.split("\n")) {
            for (Map.Entry<String, Pattern> rule : RULES.entrySet()) {
                Matcher m = rule.getValue().matcher(line);
                if (m.find()) {
                    found.computeIfAbsent(game + ": " + rule.getKey() + " in a " + where, k -> new ArrayList<>())
                            .add("'" + m.group() + "' in \"" + line.strip() + "\"");
                }
            }
        }
    }
}
