package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What an author reads is written for the reader (issue 49): no game, example, archetype template or tutorial
 * writes a type witness ({@code Foo.<A, B>bar(...)}) or an action handler of six positional arguments
 * ({@code (s, step, seat, a, flow, events) -> ...}, or a method of that shape); handlers take one context.
 */
class AuthorApiTest {

    /** {@code .<Type, Type>name(}: a type witness. */
    static final Pattern WITNESS = Pattern.compile("\\.<[A-Z$][\\w.${}<>, ?]*>\\s*\\w+\\(");
    /** A lambda of six parameters. */
    static final Pattern SIX_LAMBDA = Pattern.compile("\\(\\s*\\w+,\\s*\\w+,\\s*\\w+,\\s*\\w+,\\s*\\w+,\\s*\\w+\\s*\\)\\s*->");
    /** A method of the old handler shape: state, step, seat, action, control, events. */
    static final Pattern SIX_METHOD = Pattern.compile("\\(\\s*[\\w${}]*State \\w+,\\s*(?!int )[\\w.${}]+ \\w+,\\s*int \\w+,"
            + "\\s*(?!int )[\\w.${}]+ \\w+,\\s*Control<[\\w${}]+> \\w+,\\s*EventSink \\w+\\)");

    /** The places an author reads: the games, the examples, the archetype's template and the tutorials. */
    static final List<String> READ = List.of("polis/src/main", "massilia/src/main", "grid-builder/src/main",
            "examples/src/main", "agon-game-archetype/src/main/resources/archetype-resources",
            "agon-game-archetype/src/test/resources/projects/noughts/tutorial", "docs/tutorial.md",
            "docs/tutorial-auctions.md");

    @Test
    void noTypeWitnessAndNoSixArgumentHandler() throws IOException {
        List<String> found = new ArrayList<>();
        int files = 0;
        for (String place : READ) {
            Path root = Path.of("..").resolve(place);
            assertThat(root).as(place).exists();
            try (Stream<Path> all = Files.walk(root)) {
                for (Path f : all.filter(p -> p.toString().endsWith(".java") || p.toString().endsWith(".md")).toList()) {
                    files++;
                    String text = Files.readString(f);
                    for (Pattern p : List.of(WITNESS, SIX_LAMBDA, SIX_METHOD)) {
                        Matcher m = p.matcher(text);
                        while (m.find()) {
                            found.add(f + ": " + m.group());
                        }
                    }
                }
            }
        }
        assertThat(files).as("files read").isGreaterThan(100);
        assertThat(found).as("type witnesses and six-argument handlers").isEmpty();
    }

    @Test
    void thePatternsFindWhatTheyLookFor() {
        assertThat(WITNESS.matcher("ActionHandlers.<LiarsState, Bidding>builder()").find()).isTrue();
        assertThat(WITNESS.matcher("Flow.<ArrayState<Turn>, Turn>builder(b -> b.steps)").find()).isTrue();
        assertThat(WITNESS.matcher("StepRule.of(Board.class, Turn.class)").find()).isFalse();
        assertThat(SIX_LAMBDA.matcher(".on(Bid.class, (s, step, seat, bid, flow, events) -> {").find()).isTrue();
        assertThat(SIX_LAMBDA.matcher(".on(Bid.class, (ctx, bid) -> {").find()).isFalse();
        assertThat(SIX_METHOD.matcher("void keep(MassiliaState s, Keep k, int seat, KeepDie a,\n"
                + "        Control<MassiliaState> flow, EventSink events)").find()).isTrue();
        assertThat(SIX_METHOD.matcher("void buy(MassiliaState s, int p, int v, BuyGoods b, Control<MassiliaState> flow,"
                + " EventSink events)").find()).isFalse();
    }
}
