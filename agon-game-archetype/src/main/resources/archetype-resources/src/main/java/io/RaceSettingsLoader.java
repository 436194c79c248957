package ${package}.io;

import ${package}.model.RaceSettings;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Reads the game's data and rules text from the jar's resources at start-up, checking them. */
public final class RaceSettingsLoader {

    private RaceSettingsLoader() {
    }

    /**
     * The numbers in {@code /race.json}.
     *
     * @throws IllegalStateException naming what is missing or wrong
     */
    public static RaceSettings load() {
        JsonNode root;
        try (InputStream in = RaceSettingsLoader.class.getResourceAsStream("/race.json")) {
            if (in == null) {
                throw new IllegalStateException("race.json is missing from the jar");
            }
            root = new ObjectMapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read race.json", e);
        }
        try {
            return new RaceSettings(number(root, "target"), number(root, "faces"), number(root, "bust"));
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("race.json: " + e.getMessage(), e);
        }
    }

    /** The rules summary shown by {@code agon rules}. */
    public static String rules() {
        try (InputStream in = RaceSettingsLoader.class.getResourceAsStream("/race-rules.md")) {
            return in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read race-rules.md", e);
        }
    }

    private static int number(JsonNode root, String field) {
        JsonNode n = root.get(field);
        if (n == null || !n.isInt()) {
            throw new IllegalStateException("race.json: '" + field + "' must be a whole number");
        }
        return n.asInt();
    }
}
