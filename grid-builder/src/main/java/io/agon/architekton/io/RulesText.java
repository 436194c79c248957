package io.agon.architekton.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** Reads the player-facing rules summary ({@code io/agon/architekton/rules.md}). */
public final class RulesText {

    /** The class-path resource. */
    public static final String RESOURCE = "/io/agon/architekton/rules.md";

    private RulesText() {
    }

    /** The rules summary text. */
    public static String load() {
        try (InputStream in = RulesText.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new TileDataException("rules text " + RESOURCE + " is missing from the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new TileDataException("cannot read " + RESOURCE + ": " + e.getMessage());
        }
    }
}
