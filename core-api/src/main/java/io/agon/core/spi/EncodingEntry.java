package io.agon.core.spi;

import com.google.inject.Binder;
import com.google.inject.multibindings.Multibinder;
import io.agon.core.learn.Encoding;
import java.util.Objects;

/**
 * How learning agents see one game, bound next to the games (from the game's own plug-in, or from another one: an
 * encoding is an add-on, like an agent). {@link GameCatalog#encoding} finds it by the game's id.
 *
 * @param game     the id of the game it encodes
 * @param encoding its fixed action ids and observations
 */
public record EncodingEntry(String game, Encoding<?> encoding) {

    /** Checks the parts. */
    public EncodingEntry {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(encoding, "encoding");
    }

    /** Adds the encoding {@code encoding} of the game {@code game} to the injector (from a plug-in's module). */
    public static void bind(Binder binder, String game, Encoding<?> encoding) {
        Multibinder.newSetBinder(binder, EncodingEntry.class).addBinding().toInstance(new EncodingEntry(game,
                encoding));
    }
}
