package io.agon.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Text for the terminal. {@link #safe} and {@link #safeLines} make text from a file or a plug-in (a record's
 * agents and options, a game id, an action's label, a rules text, an exception's message) harmless before it is
 * printed: control characters (ESC, CR, LF, NUL...), bidirectional overrides and line separators are shown escaped
 * (<code>&#92;u001b</code>), so a file can neither forge lines of output nor send terminal commands. {@link #of} renders
 * the small Markdown of the games' rules texts as plain terminal text, so every game's {@code rules} reads the
 * same: headings in capitals, tables as aligned columns, emphasis, code marks and link targets dropped. Text that
 * is not Markdown passes through unchanged.
 */
public final class PlainText {

    private PlainText() {
    }

    /**
     * {@code text} as one safe line: every control character (line breaks and tabs too), bidirectional control
     * and line or paragraph separator is shown as its escape, e.g. {@code \n}, <code>&#92;u001b</code>, <code>&#92;u202e</code>.
     */
    public static String safe(String text) {
        return io.agon.core.SafeText.line(text);
    }

    /** {@code text} made safe as {@link #safe} does, but keeping its line breaks and tabs (a view, a rules text). */
    public static String safeLines(String text) {
        return io.agon.core.SafeText.lines(text);
    }

    /** {@code markdown} as plain text (made safe: see {@link #safeLines}). */
    static String of(String markdown) {
        List<String> out = new ArrayList<>();
        List<String[]> table = new ArrayList<>();
        for (String line : safeLines(markdown.replace("\r\n", "\n")).split("\n", -1)) {
            String t = line.strip();
            if (t.startsWith("|") && t.endsWith("|") && t.length() > 1) {
                if (!t.matches("\\|[\\s:|-]+\\|")) { // not the |---|---| rule under the header
                    String[] cells = t.substring(1, t.length() - 1).split("\\|", -1);
                    for (int i = 0; i < cells.length; i++) {
                        cells[i] = inline(cells[i].strip());
                    }
                    table.add(cells);
                }
                continue;
            }
            flush(table, out);
            if (t.matches("#{1,6}\\s+.*")) {
                out.add(inline(t.replaceFirst("#{1,6}\\s+", "")).toUpperCase(Locale.ROOT));
            } else if (t.matches("[-*_]{3,}")) {
                out.add("");
            } else {
                out.add(inline(line.stripTrailing()).replaceFirst("^(\\s*)\\* ", "$1- "));
            }
        }
        flush(table, out);
        return String.join("\n", out).replaceAll("\n{3,}", "\n\n").strip();
    }

    /** Emphasis, code marks and links inside one line. */
    private static String inline(String s) {
        return s.replaceAll("\\*\\*(.+?)\\*\\*", "$1")
                .replaceAll("(?<![\\w*])\\*(?!\\s)(.+?)(?<!\\s)\\*(?![\\w*])", "$1")
                .replaceAll("`([^`]*)`", "$1")
                .replaceAll("\\[([^\\]]+)]\\(([^)]+)\\)", "$1 ($2)");
    }

    private static void flush(List<String[]> table, List<String> out) {
        if (table.isEmpty()) {
            return;
        }
        int cols = 0;
        for (String[] row : table) {
            cols = Math.max(cols, row.length);
        }
        int[] width = new int[cols];
        for (String[] row : table) {
            for (int i = 0; i < row.length; i++) {
                width[i] = Math.max(width[i], row[i].length());
            }
        }
        for (String[] row : table) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < row.length; i++) {
                b.append(i == 0 ? "" : "  ").append(i == row.length - 1 ? row[i]
                        : String.format(Locale.ROOT, "%-" + width[i] + "s", row[i]));
            }
            out.add(b.toString().stripTrailing());
        }
        table.clear();
    }
}
