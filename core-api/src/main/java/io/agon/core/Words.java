package io.agon.core;

import java.util.Locale;

/**
 * The one way a game writes counts and articles in what a player reads: {@code count(1, "penalty stone")} is
 * "1 penalty stone", {@code count(3, "mercenary")} "3 mercenaries", {@code a("orange cube")} "an orange cube",
 * {@code a("8")} "an 8". Plain English rules, with the irregular plural given where a noun needs it.
 */
public final class Words {

    private Words() {
    }

    /** {@code n} and the noun, singular for one and minus one: "1 card", "0 cards", "3 mercenaries". */
    public static String count(long n, String singular) {
        return n + " " + noun(n, singular);
    }

    /** {@code n} and the noun with an irregular plural: {@code count(2, "penny", "pence")}. */
    public static String count(long n, String singular, String plural) {
        return n + " " + (n == 1 || n == -1 ? singular : plural);
    }

    /** The noun alone in the number {@code n} calls for: "card" for one, "cards" otherwise. */
    public static String noun(long n, String singular) {
        return n == 1 || n == -1 ? singular : plural(singular);
    }

    /**
     * The regular plural of the last word of {@code singular}: "card" "cards", "mercenary" "mercenaries", "box"
     * "boxes", "penalty stone" "penalty stones".
     */
    public static String plural(String singular) {
        String s = singular;
        String lower = s.toLowerCase(Locale.ROOT);
        if (lower.endsWith("y") && lower.length() > 1 && "aeiou".indexOf(lower.charAt(lower.length() - 2)) < 0) {
            return s.substring(0, s.length() - 1) + "ies";
        }
        if (lower.endsWith("s") || lower.endsWith("x") || lower.endsWith("ch") || lower.endsWith("sh")
                || lower.endsWith("z")) {
            return s + "es";
        }
        return s + "s";
    }

    /** The indefinite article and {@code phrase}: "a red card", "an orange cube", "an 8", "a 7", "an 11". */
    public static String a(String phrase) {
        return article(phrase) + " " + phrase;
    }

    /** "a" or "an", as the sound that starts {@code phrase} calls for. */
    public static String article(String phrase) {
        String p = phrase.strip().toLowerCase(Locale.ROOT);
        if (p.isEmpty()) {
            return "a";
        }
        char c = p.charAt(0);
        if (Character.isDigit(c)) {
            int digits = 0;
            while (digits < p.length() && (Character.isDigit(p.charAt(digits)) || p.charAt(digits) == ',')) {
                digits++;
            }
            String number = p.substring(0, digits).replace(",", "");
            // eight..., and eleven / eighteen (alone or as the thousands, millions... of a number)
            boolean an = c == '8' || number.length() % 3 == 2 && (number.startsWith("11") || number.startsWith("18"));
            return an ? "an" : "a";
        }
        if (p.startsWith("u")) {
            // "a unit", "a user", "a usual", but "an umbrella", "an unknown card"
            return p.startsWith("uni") || p.startsWith("use") || p.startsWith("usu") || p.startsWith("uti")
                    ? "a" : "an";
        }
        if (p.startsWith("eu") || p.startsWith("one")) {
            return "a";
        }
        return "aeio".indexOf(c) >= 0 ? "an" : "a";
    }
}
