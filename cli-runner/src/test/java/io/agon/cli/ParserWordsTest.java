package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 54, item 7: record and option errors in the user's words. Many malformed records (each mistake a person or
 * an editor makes in JSON, and every cut of a real record) are refused with one line that never names the parser's
 * features, classes or internal ranges; a line feed in a game id is shown, not obeyed; paths that cannot be used say
 * why.
 */
class ParserWordsTest {

    @TempDir
    Path dir;

    /** Words of the parser's that mean nothing to a player. */
    private static final List<String> PARSER_WORDS = List.of("Feature", "ALLOW_", "JsonReadFeature", "`", "(code ",
            "CTRL-CHAR", "Numeric value (", "out of range of int", "com.fasterxml", "Jackson", "Exception",
            "token 'null'",
            "Object entries", "marker");

    private String record() {
        Path saved = dir.resolve("game.json");
        Run play = Run.of("play", "tictactoe", "--players", "random,random", "--seed", "1", "--save", saved.toString());
        assertThat(play.code()).as(play.err()).isZero();
        try {
            return Files.readString(saved);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void noMalformedRecordIsAnsweredInTheParsersWords() throws IOException {
        String good = record();
        Map<String, String> bad = new LinkedHashMap<>();
        bad.put("NaN", good.replace("\"seed\" : 1", "\"seed\" : NaN"));
        bad.put("Infinity", good.replace("\"seed\" : 1", "\"seed\" : -Infinity"));
        bad.put("plus", good.replace("\"seed\" : 1", "\"seed\" : +1"));
        bad.put("comment", good.replace("\"seed\" : 1,", "\"seed\" : 1, // the seed"));
        bad.put("block comment", good.replace("\"seed\" : 1,", "\"seed\" : 1, /* the seed */"));
        bad.put("large cell", good.replaceFirst("\"cell\" : \\d", "\"cell\" : 2147483648"));
        bad.put("large players", good.replace("\"players\" : 2", "\"players\" : 2147483648"));
        bad.put("stray bracket", good.replace("\"options\" : { }", "\"options\" : { ] }"));
        bad.put("single quotes", good.replace("\"game\"", "'game'"));
        bad.put("unquoted name", good.replace("\"game\"", "game"));
        bad.put("trailing text", good + " and more");
        bad.put("tab in a text", good.replace("\"tictactoe\"", "\"tic\ttoe\""));
        bad.put("hex", good.replace("\"seed\" : 1", "\"seed\" : 0x10"));
        bad.put("leading zero", good.replace("\"seed\" : 1", "\"seed\" : 01"));
        bad.put("trailing comma", good.replace("\"options\" : { }", "\"options\" : { },"));
        bad.put("missing colon", good.replace("\"seed\" : 1", "\"seed\" 1"));
        bad.put("missing comma", good.replace("\"players\" : 2,", "\"players\" : 2"));
        bad.put("true in capitals", good.replace("\"players\" : 2", "\"players\" : TRUE"));
        for (int cut = 1; cut < good.length(); cut += 13) {
            bad.put("cut at " + cut, good.substring(0, cut));
        }
        Path file = dir.resolve("bad.json");
        List<String> failures = new ArrayList<>();
        for (Map.Entry<String, String> e : bad.entrySet()) {
            assertThat(e.getValue()).as(e.getKey() + " is a change").isNotEqualTo(good);
            Files.writeString(file, e.getValue());
            Run r = Run.of("replay", file.toString());
            if (r.code() == 0 || !r.oneLineError()) {
                failures.add(e.getKey() + ": exit " + r.code() + ", " + r.err());
                continue;
            }
            for (String word : PARSER_WORDS) {
                if (r.err().contains(word)) {
                    failures.add(e.getKey() + ": '" + word + "' in " + r.err().strip());
                }
            }
        }
        assertThat(failures).isEmpty();
        Files.writeString(file, bad.get("NaN"));
        assertThat(Run.of("replay", file.toString()).err()).contains("'NaN' is not a JSON value", "at line 6");
        Files.writeString(file, bad.get("large cell"));
        assertThat(Run.of("replay", file.toString()).err()).contains("2147483648 is too large a number");
    }

    @Test
    void aLineFeedInAGameIdIsShownNotObeyed() throws IOException {
        Path file = dir.resolve("id.json");
        Files.writeString(file, record().replace("\"game\" : \"tictactoe\"", "\"game\" : \"tic\\nagon: forged\""));
        Run r = Run.of("replay", file.toString());
        assertThat(r.code()).isEqualTo(Main.ERROR);
        assertThat(r.err().strip()).isEqualTo("agon: " + file + ": a record of 'tic\\nagon: forged', which is not"
                + " installed");
    }

    @Test
    void pathsThatCannotBeUsedSayWhy() throws IOException {
        Path aFile = Files.writeString(dir.resolve("a-file"), "mine");
        Run json = Run.of("simulate", "tokens", "--games", "2", "--json", aFile.resolve("x.json").toString());
        assertThat(json.code()).isEqualTo(Main.USAGE);
        assertThat(json.err()).contains(aFile + " is a file, not a folder").doesNotContain("does not exist");
        Run records = Run.of("simulate", "tokens", "--games", "2", "--save-records", aFile.resolve("games").toString());
        assertThat(records.code()).isEqualTo(Main.USAGE);
        assertThat(records.err().strip()).isEqualTo("agon: cannot create the records folder " + aFile.resolve("games")
                + ": " + aFile + " is a file, not a folder");
        Path loop = dir.resolve("loop");
        Files.createSymbolicLink(loop, dir.resolve("loop2"));
        Files.createSymbolicLink(dir.resolve("loop2"), loop);
        Run plugins = Run.of("--plugins", loop.toString(), "list");
        assertThat(plugins.code()).isEqualTo(Main.USAGE);
        assertThat(plugins.err()).contains("--plugins " + loop + ": a symbolic link that leads nowhere");
        assertThat(Files.readString(aFile)).isEqualTo("mine");
    }
}
