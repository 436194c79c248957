package io.agon.polis.rules;

import io.agon.core.Action;
import io.agon.core.IllegalActionException;
import io.agon.polis.model.BoardSide;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;
import io.agon.polis.rules.PolisAction.*;

/**
 * Human texts for the launcher: a label for each action, told as each seat may see it. The step rules add their
 * own labels for Done and for actions whose text depends on the step (their {@code label} methods).
 */
final class Labels {

    private final Catalogue cat;
    private final Symbols sym;

    Labels(Catalogue cat, Symbols sym) {
        this.cat = cat;
        this.sym = sym;
    }

    static String seat(int p) {
        return PolisEvent.seat(p);
    }

    static String colour(int c) {
        return Drawing.colour(c);
    }

    /** The kind of {@code a}, or null for an action of another game. */
    static PolisAction.Kind kind(Action a) {
        PolisAction pa = PolisAction.of(a);
        return pa == null ? null : pa.kind();
    }

    /** The refusal of an action that does not fit the pending step (the step's prompt is {@code pending}). */
    IllegalActionException notNow(String label, Action a, String pending) {
        String why;
        String rule;
        PolisAction.Kind k = kind(a);
        if (k == PolisAction.Kind.PROTECT) {
            why = "protection happens in phase 4, at most once per turn (spec 4.4)";
            rule = "4.4";
        } else if (k == PolisAction.Kind.BUILD) {
            why = "building happens in phase 3 (spec 4.3)";
            rule = "4.3";
        } else if (k == PolisAction.Kind.ATTACK) {
            why = "war happens in phase 7 (spec 4.7)";
            rule = "4.7";
        } else if (k == PolisAction.Kind.TRADE) {
            why = "trading happens in phase 6 (spec 4.6)";
            rule = "4.6";
        } else if (k == PolisAction.Kind.BID || k == PolisAction.Kind.PASS) {
            why = "no auction is asking you for a bid (spec 4.2)";
            rule = "4.2";
        } else {
            why = "it does not fit the pending step";
            rule = "4";
        }
        return new IllegalActionException(rule, label + " is not possible now: " + why + ". Pending: " + pending);
    }

    String card(int card) {
        return card >= 0 && card < Catalogue.CARDS ? cat.name(card) : "card #" + card;
    }

    /**
     * The label {@code full} of {@code action} of seat {@code actor} as {@code observer} may see it (-1: every
     * player). A card that moves between hidden zones (hand, history pile, box, under Alexander, the face-down
     * auction lot) is named only to a seat that already knows it; anyone else learns its colour only (spec 4.2
     * step 1, D2). A build reveals its card, so builds are always named.
     */
    String hide(PolisState s, Action action, int observer, int actor, String full) {
        int card = hiddenCard(action);
        if (observer == actor || card < 0 || card >= Catalogue.CARDS || s.cityOwner(card) >= 0
                || (observer >= 0 && (s.known[observer] & (1L << card)) != 0)) {
            return full;
        }
        String secret = "a " + colour(Catalogue.colourOf(card)) + " card";
        if (kind(action) == PolisAction.Kind.OFFER) {
            return "Auction " + secret;
        }
        return full.replace(cat.name(card), secret);
    }

    /** The card an action moves without showing it face up, or -1. */
    private static int hiddenCard(Action action) {
        PolisAction.Kind kind = kind(action);
        if (kind == null) {
            return -1;
        }
        PolisAction a = PolisAction.of(action);
        return switch (kind) {
            case OFFER -> ((Offer) a).card();
            case DISCARD -> ((Discard) a).card();
            case TUCK -> ((Tuck) a).card();
            case ARCHIMEDES -> ((Archimedes) a).card();
            case HERODOTUS_BOX -> ((HerodotusBox) a).card();
            case HIPPOCRATES -> ((Hippocrates) a).card();
            case HOMER -> ((Homer) a).card();
            case PRIESTESS -> ((Priestess) a).card();
            default -> -1;
        };
    }

    /**
     * The full label of {@code action} of seat {@code p} (legal now or not); the labels of Done and of actions
     * whose text depends on the pending step are the step rules'.
     */
    String describe(PolisState s, Action action, int p) {
        PolisAction.Kind kind = kind(action);
        if (kind == null) {
            return String.valueOf(action);
        }
        PolisAction a = PolisAction.of(action);
        switch (kind) {
            case PICK_BOARD -> {
                PickBoard x = (PickBoard) a;
                if (x.side() < 0 || x.side() >= 12) {
                    return "Take board side #" + x.side();
                }
                BoardSide b = cat.sides().get(x.side());
                return "Take " + b.cityName() + " side " + b.side() + " " + b.symbols();
            }
            case DRAW -> {
                Draw x = (Draw) a;
                return "Draw a " + x.colour().label() + " card";
            }
            case PEEK -> {
                Peek x = (Peek) a;
                return "Look at the top " + x.first().label() + " and " + x.second().label() + " cards (Lighthouse)";
            }
            case BUY -> {
                Buy x = (Buy) a;
                return "Buy the top " + x.colour().label() + " card for " + (x.withPoints()
                        ? "2 point tokens (Aristotle)" : "5 money");
            }
            case DONE -> {
                return "Done";
            }
            case OFFER -> {
                Offer x = (Offer) a;
                return "Auction " + card(x.card()) + " (" + colour(Catalogue.colourOf(Math.max(0, x.card()))) + ")";
            }
            case BID -> {
                Bid x = (Bid) a;
                return "Bid " + x.amount();
            }
            case PASS -> {
                return "Pass";
            }
            case SELL -> {
                return "Sell";
            }
            case BUY_BACK -> {
                return "Buy back";
            }
            case KEEP_UNSOLD -> {
                return "Keep the unsold card for 1 money";
            }
            case BUILD -> {
                Build x = (Build) a;
                int cost = x.card() >= 0 && x.card() < Catalogue.CARDS ? sym.buildCost(s, p, x.card()) : 10;
                return "Build " + card(x.card()) + " for " + cost;
            }
            case USE_COLONY -> {
                return "Use the Colony";
            }
            case DISCARD -> {
                Discard x = (Discard) a;
                return "Box " + card(x.card()) + " (Phidias)";
            }
            case PROTECT -> {
                Protect x = (Protect) a;
                String sym = x.card() >= 0 && x.card() < Catalogue.CARDS && x.symbol() >= 0
                        && x.symbol() < cat.symbolCount(x.card())
                        ? cat.design(x.card()).symbols().get(x.symbol()).toString() : "symbol " + x.symbol();
                return "Protect " + card(x.card()) + ": coin on " + sym;
            }
            case COLLECT_INCOME -> {
                return "Collect income (+" + sym.moneyIncome(s, p) + " money, +" + sym.pointsIncome(s, p)
                        + " point tokens)";
            }
            case TUCK -> {
                Tuck x = (Tuck) a;
                return "Tuck " + card(x.card()) + " under Alexander (+1 war)";
            }
            case ARCHIMEDES -> {
                Archimedes x = (Archimedes) a;
                return "Box " + card(x.card()) + " and draw a card (Archimedes)";
            }
            case EUCLID -> {
                Euclid x = (Euclid) a;
                return x.buyPoint() ? "Euclid: pay 3 money for 1 point token" : "Euclid: pay 1 point token for 3 money";
            }
            case HARBOUR -> {
                Harbour x = (Harbour) a;
                return "Point the Harbour at " + seat(x.target()) + " for 2 point tokens";
            }
            case HERODOTUS -> {
                Herodotus x = (Herodotus) a;
                return "Look at " + seat(x.target()) + "'s history pile (Herodotus)";
            }
            case HERODOTUS_BOX -> {
                HerodotusBox x = (HerodotusBox) a;
                return "Box " + card(x.card()) + " from the history pile (Herodotus)";
            }
            case HIPPOCRATES -> {
                Hippocrates x = (Hippocrates) a;
                return "Bring " + card(x.card()) + " back from your history pile (Hippocrates)";
            }
            case HOMER -> {
                Homer x = (Homer) a;
                return "Put " + card(x.card()) + " on your history pile (Homer)";
            }
            case ASSASSINATE -> {
                Assassinate x = (Assassinate) a;
                int owner = x.target() >= 0 && x.target() < Catalogue.CARDS ? s.cityOwner(x.target()) : -1;
                return "Assassinate " + card(x.target()) + (owner >= 0 ? " of " + seat(owner) : "")
                        + " for 3 point tokens";
            }
            case PLATO -> {
                Plato x = (Plato) a;
                return "Plato: pay 1 point token, take 10 money and give 5 to " + seat(x.recipient());
            }
            case PRIESTESS -> {
                Priestess x = (Priestess) a;
                return "Pay 1 point token, box " + card(x.card()) + " and draw (Priestess)";
            }
            case TRADE -> {
                Trade x = (Trade) a;
                if (x.partner() < 0 || x.partner() >= s.players) {
                    return "Trade with " + seat(x.partner());
                }
                return "Trade with " + seat(x.partner()) + " (you +" + sym.vases(s, x.partner()) + ", "
                        + seat(x.partner()) + " +" + sym.vases(s, p) + ")";
            }
            case ATTACK -> {
                Attack x = (Attack) a;
                if (x.target() < 0 || x.target() >= s.players) {
                    return "Attack " + seat(x.target());
                }
                return "Attack " + seat(x.target()) + " (" + (sym.attackWar(s, p) + x.mercenaries()) + " against "
                        + sym.defenceWar(s, x.target()) + (x.mercenaries() > 0 ? ", " + x.mercenaries()
                        + " mercenaries for " + 2 * x.mercenaries() : "") + ")";
            }
            case DESTROY -> {
                Destroy x = (Destroy) a;
                return "Destroy " + card(x.card());
            }
            case SACRIFICE -> {
                Sacrifice x = (Sacrifice) a;
                return "Sacrifice " + card(x.card());
            }
            default -> {
                return String.valueOf(action);
            }
        }
    }
}
