package ${package}.io;

import ${package}.model.${gameName}Settings;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Reads the game's data and rules text from the jar's resources at start-up, checking them. */
public final class ${gameName}SettingsLoader {

    private ${gameName}SettingsLoader() {
    }

    /**
     * The numbers in {@code /${gameId}.json}.
     *
     * @throws IllegalStateException naming what is missing or wrong
     */
    public static ${gameName}Settings load() {
        JsonNode root;
        try (InputStream in = ${gameName}SettingsLoader.class.getResourceAsStream("/${gameId}.json")) {
            if (in == null) {
                throw new IllegalStateException("${gameId}.json is missing from the jar");
            }
            root = new ObjectMapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read ${gameId}.json", e);
        }
        try {
            return new ${gameName}Settings(number(root, "target"), number(root, "faces"), number(root, "bust"));
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("${gameId}.json: " + e.getMessage(), e);
        }
    }

    /** The rules summary shown by {@code agon rules}. */
    public static String rules() {
        try (InputStream in = ${gameName}SettingsLoader.class.getResourceAsStream("/${gameId}-rules.md")) {
            return in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read ${gameId}-rules.md", e);
        }
    }

    private static int number(JsonNode root, String field) {
        JsonNode n = root.get(field);
        if (n == null || !n.isInt()) {
            throw new IllegalStateException("${gameId}.json: '" + field + "' must be a whole number");
        }
        return n.asInt();
    }
}
