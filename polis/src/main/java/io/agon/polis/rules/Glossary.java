package io.agon.polis.rules;

import io.agon.core.Words;
import io.agon.polis.model.Ability;
import io.agon.polis.model.CardDesign;
import io.agon.polis.model.CardType;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.Symbol;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The full text of every Polis card, for {@code ? NAME} at the play prompt and {@code agon rules polis}: colour,
 * kind and count, each symbol in words ("protectable": a protection coin may cover it), and the special card's
 * effect (spec sections 7 and 8).
 */
final class Glossary {

    private static final Map<Ability, String> EFFECTS = new EnumMap<>(Ability.class);

    static {
        EFFECTS.put(Ability.ALEXANDER, "Phase 5, once a turn: tuck a hand card face down under Alexander; each"
                + " tucked card is +1 war for attack and defence. An attacker with Alexander may not destroy"
                + " Diogenes (7.1).");
        EFFECTS.put(Ability.ARCHIMEDES, "Phase 5, once a turn: put a hand card in the box, then draw the top"
                + " card of any unblocked deck (7.2).");
        EFFECTS.put(Ability.ARISTOTLE, "Phase 1: make the extra purchase with 2 point tokens instead of 5 money"
                + " (7.3).");
        EFFECTS.put(Ability.DIOGENES, "Cannot be destroyed in a war by an attacker who has Alexander (7.4).");
        EFFECTS.put(Ability.EUCLID, "Phase 5, any number of times: 3 money for 1 point token, or 1 point token"
                + " for 3 money (7.5).");
        EFFECTS.put(Ability.HARBOUR, "Phase 5: pay 2 point tokens and point it at another player, who must"
                + " trade with you in his next phase 6 (7.6).");
        EFFECTS.put(Ability.HERODOTUS, "Phase 5, once a game: look at another player's history pile and put"
                + " one of its cards in the box (7.7).");
        EFFECTS.put(Ability.HIPPOCRATES, "Phase 5, once a game: bring a card from your history pile back into"
                + " your city, face up and free (7.8).");
        EFFECTS.put(Ability.HOMER, "Phase 5, once a turn: put a hand card face down on your own history pile"
                + " (7.9).");
        EFFECTS.put(Ability.MERCENARY, "When you attack: buy +1 war per 2 money, as many as you like, while its"
                + " mercenary symbol is uncovered (7.10).");
        EFFECTS.put(Ability.ASSASSIN, "Phase 5, once a game: pay 3 point tokens to send a face-up person card"
                + " (not protected by another player's coin) to its owner's history pile (7.11).");
        EFFECTS.put(Ability.CORINTH_CANAL, "Phase 6: you may trade twice (7.12).");
        EFFECTS.put(Ability.CAPTAIN, "Income: +3 money while you have a ship face up in your city (7.13).");
        EFFECTS.put(Ability.COLONY, "When placed: you may pay its price again to put the top red card, unseen,"
                + " face up in your city (7.14).");
        EFFECTS.put(Ability.PHIDIAS, "When placed: you box your whole hand and draw as many cards; then every"
                + " other player boxes one hand card and draws one (7.15).");
        EFFECTS.put(Ability.PLATO, "Phase 5, once a turn: pay 1 point token; the bank pays you 10 money and 5 to"
                + " another player of your choice (7.16).");
        EFFECTS.put(Ability.PRIESTESS, "Phase 5, once a turn: pay 1 point token, box a hand card, then draw the"
                + " top card of any unblocked deck (7.17).");
        EFFECTS.put(Ability.STATUE_OF_ZEUS, "When you lose a war, an attacker must destroy the Statue if it is"
                + " unprotected (7.18).");
        EFFECTS.put(Ability.TEMPLE, "When placed: draw the top card of its colour's deck; in your own build phase"
                + " you may build it at once (7.19).");
        EFFECTS.put(Ability.TROY, "Its war symbols count only when you defend, never when you attack, and Troy is"
                + " never the sacrifice after your own attack (7.20).");
        EFFECTS.put(Ability.LIGHTHOUSE, "Before phase 1, once a turn: look at the top cards of two different"
                + " unblocked decks (7.21).");
    }

    /** Every symbol by the words the board and the moves use for it (spec section 8). */
    private static final Map<String, String> SYMBOLS = new LinkedHashMap<>();

    static {
        SYMBOLS.put("war", "A war symbol: +1 to your war total when you attack and when you defend (phase 7).");
        SYMBOLS.put("vase", "In a trade, each vase gives 1 money to the other party (phase 6).");
        SYMBOLS.put("culture", "At the end, your visible culture symbols multiply your history pile: culture x"
                + " history cards VP (6.1).");
        SYMBOLS.put("mercenary", "When you attack, buy +1 war per 2 money, as many as you like (phase 7).");
        SYMBOLS.put("money", "Income: +n money when you take your income (phase 5).");
        SYMBOLS.put("point tokens", "Income: +n point tokens when you take your income (phase 5).");
        SYMBOLS.put("VP", "At the end, +n victory points (6.1).");
        SYMBOLS.put("discount", "Every card you build costs n less; a coloured discount: every card of that colour"
                + " costs n less.");
        SYMBOLS.put("start money", "+n money at set-up (board sides only, 3.1).");
        SYMBOLS.put("money per building", "Income: +1 money per face-up card with the building symbol in your"
                + " city (phase 5).");
        SYMBOLS.put("VP per building", "At the end, +1 VP per face-up card with the building symbol in your city.");
        for (io.agon.polis.model.Colour c : io.agon.polis.model.Colour.values()) {
            SYMBOLS.put("money per " + c.label() + " card", "Income: +1 money per face-up " + c.label()
                    + " card in your city (phase 5).");
            SYMBOLS.put("VP per " + c.label() + " card", "At the end, +1 VP per face-up " + c.label()
                    + " card in your city.");
        }
        SYMBOLS.put("protectable", "A symbol with a thick border: a protection coin may cover it (phase 4).");
    }

    private Glossary() {
    }

    /** Every card design of {@code cat} by its English name, in catalogue order. */
    static Map<String, String> of(Catalogue cat) {
        Map<String, String> out = new LinkedHashMap<>();
        for (CardDesign d : cat.designs()) {
            StringBuilder b = new StringBuilder();
            b.append(d.colour().label()).append(d.type() == CardType.NONE ? " card"
                    : " " + d.type().name().toLowerCase(Locale.ROOT)).append(", ").append(d.count())
                    .append(" in the game");
            if (!d.symbols().isEmpty()) {
                b.append(". Symbols: ");
                for (int i = 0; i < d.symbols().size(); i++) {
                    b.append(i == 0 ? "" : "; ").append(words(d.symbols().get(i)));
                }
            }
            if (d.ability() != null) {
                b.append(". ").append(EFFECTS.getOrDefault(d.ability(), ""));
            } else {
                b.append('.');
            }
            out.put(d.nameEn(), b.toString().replace("..", ".").strip());
        }
        out.putAll(SYMBOLS);
        return Collections.unmodifiableMap(out);
    }

    /** One symbol in words (spec 8), with * when a protection coin may cover it. */
    /**
     * A symbol in a few player words, for action labels and narration: "3 money", "culture", "money per blue card"
     * (never the notation of spec section 11, "MONEY:3", which stays for data files and tables).
     */
    static String brief(Symbol s) {
        String c = s.colour() == null ? "" : s.colour().label();
        return switch (s.kind()) {
            case WAR -> "war";
            case VASE -> "vase";
            case CULTURE -> "culture";
            case MERCENARY -> "mercenary";
            case MONEY -> s.value() + " money";
            case POINTS -> Words.count(s.value(), "point token");
            case VP -> s.value() + " VP";
            case DISCOUNT_ANY -> "discount " + s.value();
            case START_MONEY -> s.value() + " start money";
            case MONEY_PER_BUILDING -> "money per building";
            case VP_PER_BUILDING -> "VP per building";
            case DISCOUNT -> c + " discount " + s.value();
            case MONEY_PER -> "money per " + c + " card";
            case VP_PER -> "VP per " + c + " card";
        };
    }

    /** Symbols in player words, separated by commas: "culture, vase, 3 money". */
    static String brief(java.util.List<Symbol> symbols) {
        StringBuilder b = new StringBuilder();
        for (Symbol s : symbols) {
            b.append(b.length() == 0 ? "" : ", ").append(brief(s));
        }
        return b.toString();
    }

    static String words(Symbol s) {
        String c = s.colour() == null ? "" : s.colour().label();
        String w = switch (s.kind()) {
            case WAR -> "1 war";
            case VASE -> "1 vase (trade)";
            case CULTURE -> "1 culture (x history cards at the end)";
            case MERCENARY -> "mercenary (buy war when attacking)";
            case MONEY -> "income " + s.value() + " money";
            case POINTS -> "income " + Words.count(s.value(), "point token");
            case VP -> s.value() + " VP at the end";
            case DISCOUNT_ANY -> "every build costs " + s.value() + " less";
            case START_MONEY -> s.value() + " start money";
            case MONEY_PER_BUILDING -> "income 1 money per building in your city";
            case VP_PER_BUILDING -> "1 VP per building in your city at the end";
            case DISCOUNT -> c + " cards cost " + s.value() + " less to build";
            case MONEY_PER -> "income 1 money per " + c + " card in your city";
            case VP_PER -> "1 VP per " + c + " card in your city at the end";
        };
        return s.protectable() ? w + " (protectable)" : w;
    }
}
