package io.agon.core;

import java.util.Locale;

/**
 * Text from a file or a plug-in (a game's name, an action's label, an exception's message) made harmless before a
 * terminal or a log shows it: control characters (ESC, CR, LF, NUL...), bidirectional overrides and line or
 * paragraph separators are shown as their escapes ({@code \n}, <code>&#92;u001b</code>, <code>&#92;u202e</code>), so
 * the text can neither forge lines nor send terminal commands. The launcher and the server both use it.
 */
public final class SafeText {

    private SafeText() {
    }

    /** {@code text} as one safe line: every control character, line breaks and tabs included, escaped. */
    public static String line(String text) {
        return escape(text, false);
    }

    /** {@code text} made safe as {@link #line} does, keeping its line breaks and tabs (a view, a rules text). */
    public static String lines(String text) {
        return escape(text, true);
    }

    private static String escape(String text, boolean keepLines) {
        if (text == null) {
            return "null";
        }
        StringBuilder b = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean bad = (c < 0x20 || (c >= 0x7F && c <= 0x9F) || isBidiOrSeparator(c))
                    && !(keepLines && (c == '\n' || c == '\t'));
            if (bad && b == null) {
                b = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (b != null) {
                if (!bad) {
                    b.append(c);
                } else if (c == '\n') {
                    b.append("\\n");
                } else if (c == '\r') {
                    b.append("\\r");
                } else if (c == '\t') {
                    b.append("\\t");
                } else {
                    b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                }
            }
        }
        return b == null ? text : b.toString();
    }

    private static boolean isBidiOrSeparator(char c) {
        return c == '\u061C' || c == '\u200E' || c == '\u200F' || (c >= '\u202A' && c <= '\u202E')
                || (c >= '\u2066' && c <= '\u2069') || c == '\u2028' || c == '\u2029';
    }
}
