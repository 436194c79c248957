package io.agon.examples.auctionhouse.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Reads the player-facing rules of Auction House ({@code io/agon/examples/auctionhouse/rules.md}). */
public final class RulesText {

    /** The class-path resource. */
    public static final String RESOURCE = "/io/agon/examples/auctionhouse/rules.md";

    private RulesText() {
    }

    /** The rules text. */
    public static String load() {
        try (InputStream in = RulesText.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("rules text " + RESOURCE + " is missing from the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }
}
