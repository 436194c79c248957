package io.agon.examples.sealedlots;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every code snippet of {@code docs/tutorial.md} and {@code docs/tutorial-auctions.md} is code that this build compiles: each fenced block is preceded
 * by {@code <!-- snippet: NAME -->} and must equal, line for line (common indentation removed), the region between
 * {@code // tutorial:begin NAME} and {@code // tutorial:end NAME} in this module's sources, or, for
 * {@code file:PATH}, the whole file at that path of this module. A Java block without a marker fails, and so does a
 * marked region that the tutorial does not show. A snippet says what it is (issue 43): the line above a region's
 * marker is "Excerpt of `FILE`:" naming the region's file, and the paragraph above a whole file says "(whole
 * file)".
 */
class TutorialSnippetsTest {

    private static final Path TUTORIAL = Path.of("..", "docs", "tutorial.md");
    private static final Pattern SNIPPET = Pattern.compile(
            "<!-- snippet: (\\S+) -->\\n```[a-z]*\\n(.*?)\\n```", Pattern.DOTALL);
    private static final Pattern REGION = Pattern.compile(
            "// tutorial:begin (\\S+)\\n(.*?)\\n[ \\t]*// tutorial:end \\1\\n", Pattern.DOTALL);

    /** The auction kit's page (Auction House), checked the same way. */
    private static final Path AUCTIONS = Path.of("..", "docs", "tutorial-auctions.md");

    @Test
    void everySnippetIsCompiledSource() throws IOException {
        Map<String, String[]> regions = regions();
        List<String> shown = new ArrayList<>(check(TUTORIAL, regions, 10));
        shown.addAll(check(AUCTIONS, regions, 5));
        assertThat(shown).as("every marked source region is shown").containsAll(regions.keySet());
    }

    /** Checks one page's snippets against the regions; returns the names it shows. */
    private static List<String> check(Path page, Map<String, String[]> regions, int atLeast) throws IOException {
        String tutorial = Files.readString(page, StandardCharsets.UTF_8);
        Matcher m = SNIPPET.matcher(tutorial);
        List<String> shown = new ArrayList<>();
        while (m.find()) {
            String name = m.group(1);
            boolean whole = name.startsWith("file:");
            String[] region = regions.get(name);
            String want = whole ? Files.readString(Path.of(name.substring(5)), StandardCharsets.UTF_8).strip()
                    : region == null ? null : region[0];
            assertThat(want).as("source region '" + name + "' (// tutorial:begin " + name + ")").isNotNull();
            String before = tutorial.substring(0, m.start()).stripTrailing();
            if (whole) {
                String paragraph = before.substring(Math.max(before.lastIndexOf("\n\n"), 0));
                assertThat(paragraph).as("the text above snippet '" + name + "' of " + page + " says it is a whole"
                        + " file").contains("(whole file)");
            } else {
                assertThat(before.substring(before.lastIndexOf('\n') + 1)).as("the line above snippet '" + name
                        + "' of " + page).isEqualTo("Excerpt of `" + region[1] + "`:");
            }
            assertThat(m.group(2)).as("snippet '" + name + "' of " + page).isEqualTo(want);
            shown.add(name);
        }
        assertThat(shown).as("snippets in " + page).hasSizeGreaterThanOrEqualTo(atLeast);
        long javaBlocks = Pattern.compile("```java\\n").matcher(tutorial).results().count();
        long markedJava = Pattern.compile("<!-- snippet: \\S+ -->\\n```java\\n").matcher(tutorial).results().count();
        assertThat(markedJava).as("every ```java block of " + page + " is a marked snippet").isEqualTo(javaBlocks);
        return shown;
    }

    /** Every marked region of this module's sources, its common indentation removed, and its file. */
    private static Map<String, String[]> regions() throws IOException {
        Map<String, String[]> out = new LinkedHashMap<>();
        for (String root : List.of("src/main/java", "src/test/java")) {
            try (Stream<Path> files = Files.walk(Path.of(root))) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                    Matcher m = REGION.matcher(Files.readString(f, StandardCharsets.UTF_8));
                    while (m.find()) {
                        String file = "examples/" + f.toString().replace('\\', '/');
                        assertThat(out.put(m.group(1), new String[] {dedent(m.group(2)), file}))
                                .as("region " + m.group(1) + " is unique").isNull();
                    }
                }
            }
        }
        return out;
    }

    static String dedent(String text) {
        List<String> lines = text.lines().toList();
        int indent = Integer.MAX_VALUE;
        for (String l : lines) {
            if (!l.isBlank()) {
                indent = Math.min(indent, l.length() - l.stripLeading().length());
            }
        }
        StringBuilder b = new StringBuilder();
        for (String l : lines) {
            b.append(l.isBlank() ? "" : l.substring(indent)).append('\n');
        }
        return b.toString().stripTrailing();
    }
}
