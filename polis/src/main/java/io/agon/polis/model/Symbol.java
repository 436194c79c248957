package io.agon.polis.model;

/**
 * One symbol instance printed on a card or board side.
 *
 * @param kind        what it does
 * @param colour      the colour of a coloured kind, otherwise null
 * @param value       the number of a valued kind, otherwise 1
 * @param protectable true for a thick-bordered symbol that can take a protection coin
 */
public record Symbol(SymbolKind kind, Colour colour, int value, boolean protectable) {

    /** Number of channels: the uncoloured kinds plus 4 colours for each of the 3 coloured kinds. */
    public static final int CHANNELS = 11 + 12;

    /** The channel index used by fast symbol sums: uncoloured kinds by ordinal, coloured ones per colour. */
    public int channel() {
        return channel(kind, colour);
    }

    /** The channel of {@code kind} (and {@code colour} for coloured kinds). */
    public static int channel(SymbolKind kind, Colour colour) {
        return switch (kind) {
            case DISCOUNT -> 11 + colour.ordinal();
            case MONEY_PER -> 15 + colour.ordinal();
            case VP_PER -> 19 + colour.ordinal();
            default -> kind.ordinal();
        };
    }

    /**
     * The symbol written in the notation of spec section 11, as {@link #toString()} writes it.
     *
     * @throws IllegalArgumentException when {@code notation} is not such a symbol
     */
    public static Symbol parse(String notation) {
        String t = notation.strip();
        boolean protectable = t.endsWith("*");
        String[] parts = (protectable ? t.substring(0, t.length() - 1) : t).split(":");
        SymbolKind kind = SymbolKind.valueOf(parts[0]);
        int next = 1;
        Colour colour = kind.coloured() ? Colour.valueOf(parts[next++]) : null;
        int value = kind.valued() ? Integer.parseInt(parts[next++]) : 1;
        if (parts.length != next) {
            throw new IllegalArgumentException("not a symbol: " + notation);
        }
        return new Symbol(kind, colour, value, protectable);
    }

    /** Notation of spec section 11, e.g. "DISCOUNT:RED:2*". */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(kind.name());
        if (colour != null) {
            b.append(':').append(colour.name());
        }
        if (kind.valued()) {
            b.append(':').append(value);
        }
        return protectable ? b.append('*').toString() : b.toString();
    }
}
