package io.agon.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a line typed at the {@code play} prompt means: a choice by number, words that pick or narrow the choices
 * (e.g. {@code forest column -1}), {@code ?} or {@code help} for the commands, {@code ? NAME} for the full text of a
 * card, god or tile from the game's glossary, {@code view} to see the board again, {@code u} to take back the
 * player's last decision, or {@code q} to quit.
 */
final class Prompt {

    /** What to do with a line. */
    sealed interface Answer {
    }

    /** The player chose the action at {@code index} (0-based). */
    record Choice(int index) implements Answer {
    }

    /** The player quits. */
    record Quit() implements Answer {
    }

    /** The player takes back their last decision (the session decides whether that is allowed). */
    record Undo() implements Answer {
    }

    /** Show the view and the choices again. */
    record View() implements Answer {
    }

    /** Print {@code text} and ask again. */
    record Say(String text) implements Answer {
    }

    /** Show the next page of a long list of choices. */
    record More() implements Answer {
    }

    /** Show every choice of a long list. */
    record All() implements Answer {
    }

    /** The choices of a decision: each one's text and the number a player types for it. */
    record Choices(List<String> labels, int[] numbers) {

        /** Choices numbered 1, 2, 3... in order. */
        static Choices inOrder(List<String> labels) {
            int[] numbers = new int[labels.size()];
            for (int i = 0; i < numbers.length; i++) {
                numbers[i] = i + 1;
            }
            return new Choices(labels, numbers);
        }

        /**
         * Choices numbered by the game's own stable numbers when it gives every one a distinct number (tic-tac-toe's
         * cells keep theirs as the board fills), else 1, 2, 3... in order.
         */
        static Choices numbered(List<String> labels, int[] stable) {
            java.util.Set<Integer> seen = new java.util.HashSet<>();
            for (int n : stable) {
                if (n < 1 || !seen.add(n)) {
                    return inOrder(labels);
                }
            }
            return new Choices(labels, stable.clone());
        }

        /** The index of the choice numbered {@code n}, or -1. */
        int indexOf(int n) {
            for (int i = 0; i < numbers.length; i++) {
                if (numbers[i] == n) {
                    return i;
                }
            }
            return -1;
        }

        /** The numbers in a few words: "1-9", "1", or "2, 4-6, 9". */
        String range() {
            int[] sorted = numbers.clone();
            java.util.Arrays.sort(sorted);
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < sorted.length; i++) {
                int j = i;
                while (j + 1 < sorted.length && sorted[j + 1] == sorted[j] + 1) {
                    j++;
                }
                b.append(b.length() == 0 ? "" : ", ").append(sorted[i]);
                if (j > i) {
                    b.append('-').append(sorted[j]);
                }
                i = j;
            }
            return b.toString();
        }

        /** Choice {@code i} as a line of the list: its number and text. */
        String line(int i) {
            return String.format(Locale.ROOT, "%4d. %s", numbers[i], labels.get(i));
        }
    }

    /** The commands, for {@code ?} and {@code help}. */
    static String help(Choices choices, boolean glossary) {
        return "Commands:\n"
                + String.format(Locale.ROOT, "  %-12s take that choice%n", choices.range())
                + "  WORDS        take the one choice whose text has all these words (e.g. 'forest column -1'),\n"
                + "               or list the choices that have them; a choice that is exactly what you\n"
                + "               typed, or has each word whole ('bid 1' is not 'bid 10'), wins\n"
                + (glossary ? "  ? NAME       the full text of a card, god or tile (also: explain NAME)\n"
                        + "  ? all        every name that can be explained\n" : "")
                + (choices.labels().size() > PAGE
                        ? "  more         the next page of choices (all: every choice)\n" : "")
                + "  view         show the board and the choices again\n"
                + "  u or undo    take back your last decision (while nobody else has acted since and it\n"
                + "               revealed nothing hidden to you)\n"
                + "  ? or help    this list\n"
                + "  q            quit (the record is saved when --save was given)";
    }

    private Prompt() {
    }

    /**
     * Reads {@code line} against the labels of the choices and the game's glossary.
     *
     * @param labels   the text of each choice, in order
     * @param glossary the game's named things and their text
     */
    static Answer read(String line, List<String> labels, Map<String, String> glossary) {
        return read(line, Choices.inOrder(labels), glossary);
    }

    /** Lists of more choices than this are shown a page at a time. */
    static final int PAGE = 20;

    /**
     * Reads {@code line} against the choices and the game's glossary.
     *
     * @param choices  the text and number of each choice, in order
     * @param glossary the game's named things and their text
     */
    static Answer read(String line, Choices choices, Map<String, String> glossary) {
        List<String> labels = choices.labels();
        String t = line.strip();
        String lower = t.toLowerCase(Locale.ROOT);
        if (lower.equals("q") || lower.equals("quit")) {
            return new Quit();
        }
        if (lower.equals("u") || lower.equals("undo")) {
            return new Undo();
        }
        if (lower.equals("?") || lower.equals("help") || lower.equals("h")) {
            return new Say(help(choices, !glossary.isEmpty()));
        }
        if (lower.equals("view") || lower.equals("v")) {
            return new View();
        }
        if (labels.size() > PAGE && (lower.equals("more") || lower.equals("m"))) {
            return new More();
        }
        if (labels.size() > PAGE && lower.equals("all")) {
            return new All();
        }
        if (lower.startsWith("?") || lower.startsWith("explain ")) {
            return new Say(explain(t.substring(lower.startsWith("?") ? 1 : 8).strip(), glossary));
        }
        if (t.isEmpty()) {
            return new Say("Type a number (" + choices.range() + "), or ? for help.");
        }
        try {
            int n = Integer.parseInt(t);
            int i = choices.indexOf(n);
            if (i >= 0) {
                return new Choice(i);
            }
            return new Say("'" + t + "' is not a choice: type a number (" + choices.range() + "), or ? for help.");
        } catch (NumberFormatException e) {
            return byWords(t, choices);
        }
    }

    private static Answer byWords(String t, Choices choices) {
        List<String> labels = choices.labels();
        String[] words = t.toLowerCase(Locale.ROOT).split("\\s+");
        List<Integer> hits = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) {
            String label = labels.get(i).toLowerCase(Locale.ROOT);
            boolean all = true;
            for (String w : words) {
                if (!label.contains(w)) {
                    all = false;
                    break;
                }
            }
            if (all) {
                hits.add(i);
            }
        }
        if (hits.size() > 1) {
            hits = exact(t, words, labels, hits);
        }
        if (hits.size() == 1) {
            return new Choice(hits.get(0));
        }
        if (hits.isEmpty()) {
            return new Say("No choice matches '" + t + "': type a number (" + choices.range()
                    + "), words of a choice, or ? for help.");
        }
        StringBuilder b = new StringBuilder(hits.size() + " choices match '" + t + "':");
        for (int i : hits) {
            b.append(System.lineSeparator()).append(choices.line(i));
        }
        return new Say(b.toString());
    }

    /**
     * Of several choices whose text contains the words, the ones that match exactly: the choice whose whole text is
     * what was typed ("left" among "top left", "left", "bottom left"), else those that have every typed word as a
     * whole word ("bid 1" is Bid 1, not Bid 10 or Bid 11; "forest" is the forest landscape, not the
     * sea-earth-meadow-forest building), else all of them; of these, the ones that have the words in the typed order
     * when there are any ("column 0, row 1" is not "column 1, row 0").
     */
    private static List<Integer> exact(String typed, String[] words, List<String> labels, List<Integer> hits) {
        for (int i : hits) {
            if (labels.get(i).strip().equalsIgnoreCase(typed)) {
                return List.of(i);
            }
        }
        List<Integer> whole = new ArrayList<>();
        for (int i : hits) {
            String label = labels.get(i).toLowerCase(Locale.ROOT);
            boolean all = true;
            for (String w : words) {
                if (!java.util.regex.Pattern.compile("(?<![\\p{L}\\p{N}-])" + java.util.regex.Pattern.quote(w)
                        + "(?![\\p{L}\\p{N}-])").matcher(label).find()) {
                    all = false;
                    break;
                }
            }
            if (all) {
                whole.add(i);
            }
        }
        List<Integer> some = whole.isEmpty() ? hits : whole;
        List<Integer> ordered = new ArrayList<>();
        for (int i : some) {
            String label = labels.get(i).toLowerCase(Locale.ROOT);
            int at = 0;
            for (String w : words) {
                int found = at < 0 ? -1 : label.indexOf(w, at);
                at = found < 0 ? -1 : found + w.length();
            }
            if (at >= 0) {
                ordered.add(i);
            }
        }
        return ordered.isEmpty() ? some : ordered;
    }

    /** The glossary entries whose name contains {@code name} (case-insensitive), or what there is to ask. */
    static String explain(String name, Map<String, String> glossary) {
        if (glossary.isEmpty()) {
            return "This game has no glossary; agon rules GAME shows its rules.";
        }
        // a symbol's engine name (START_MONEY) finds its words (start money)
        String key = name.toLowerCase(Locale.ROOT).replace('_', ' ');
        if (key.isEmpty() || key.equals("all")) {
            return "Names: " + String.join(", ", glossary.keySet());
        }
        List<String> hits = new ArrayList<>();
        for (Map.Entry<String, String> e : glossary.entrySet()) {
            String n = e.getKey().toLowerCase(Locale.ROOT);
            if (n.equals(key)) {
                return e.getKey() + ": " + e.getValue();
            }
            if (n.contains(key)) {
                hits.add(e.getKey());
            }
        }
        if (hits.size() == 1) {
            return hits.get(0) + ": " + glossary.get(hits.get(0));
        }
        if (hits.isEmpty()) {
            return "Nothing named '" + name + "' (? all lists the names).";
        }
        StringBuilder b = new StringBuilder();
        for (String h : hits) {
            b.append(b.length() == 0 ? "" : "\n").append(h).append(": ").append(glossary.get(h));
        }
        return b.toString();
    }
}
