package io.agon.polis.rules;

import io.agon.core.Action;
import io.agon.polis.model.BoardSide;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.*;

/** Human texts for the launcher: the prompt of each step and a label for each action. */
final class Prompts {

    private Prompts() {
    }

    static String seat(int p) {
        return PolisEvent.seat(p);
    }

    static String colour(int c) {
        return Drawing.colour(c);
    }

    static String prompt(PolisRules r, PolisState s, Step step) {
        if (step instanceof Step.SideChoice c) {
            return "Choose the side of your city board " + r.cat.sides().get(2 * c.board()).cityName()
                    + " (variant V1)";
        } else if (step instanceof Step.DraftPick) {
            return "Draft a city board and its side (variant V2)";
        } else if (step instanceof Step.OpeningDraw) {
            return "Draw your opening card from a deck of your choice";
        } else if (step instanceof Step.LighthousePhase) {
            return "Phase 0: look at the top cards of two decks with the Lighthouse, or skip";
        } else if (step instanceof Step.DrawPhase d) {
            return "Phase 1: draw " + (d.drawn() == 0 ? "your first" : "your second") + " card"
                    + (d.firstColour() >= 0 ? " (not " + colour(d.firstColour()) + ")" : "");
        } else if (step instanceof Step.BuyPhase) {
            return "Phase 1: buy one more card, or skip";
        } else if (step instanceof Step.AuctionPhase a) {
            return a.held() == 0 ? "Phase 2: choose a card to auction" : "Phase 2: auction another card, or stop";
        } else if (step instanceof Step.Bidding b) {
            var a = b.auction();
            return "Auction of " + seat(a.seller()) + "'s " + colour(a.lot()) + " card: bid at least "
                    + a.minimumBid() + " or pass" + (a.highBidder() >= 0 ? " (high bid " + a.highBid() + " by "
                    + seat(a.highBidder()) + ")" : "");
        } else if (step instanceof Step.SellerChoice c) {
            return "High bid " + c.bid() + " by " + seat(c.bidder()) + ": sell, or buy back for " + (c.bid() + 1);
        } else if (step instanceof Step.NoBidChoice) {
            return "Nobody bid: keep the card for 1 money, or let it go to the box";
        } else if (step instanceof Step.BuildPhase) {
            return "Phase 3: build (" + s.builds + " of 2 built), or end building";
        } else if (step instanceof Step.ColonyChoice c) {
            return "Colony: pay " + c.price() + " again for the top red card, or decline";
        } else if (step instanceof Step.PhidiasDraw d) {
            return "Phidias: draw " + d.remaining() + " more card(s), one at a time";
        } else if (step instanceof Step.PhidiasDiscard) {
            return "Phidias: put one hand card in the box (then draw one)";
        } else if (step instanceof Step.EffectDraw) {
            return "Draw the replacement card from a deck of your choice";
        } else if (step instanceof Step.ProtectPhase) {
            return "Phase 4: put a coin on a thick-bordered symbol, or skip";
        } else if (step instanceof Step.IncomePhase) {
            return "Phase 5: " + (s.incomeTaken ? "income collected; " : "collect income; ")
                    + "use your cards, or end the phase";
        } else if (step instanceof Step.HerodotusPick h) {
            return "Herodotus: choose the card of " + seat(h.target()) + "'s history pile to box";
        } else if (step instanceof Step.TradePhase t) {
            return "Phase 6: trade (" + t.done() + " of " + t.max() + ")" + (Trading.obligationsMet(t) ? ""
                    : ", a Harbour obliges a trade with " + (t.reqA() >= 0 ? seat(t.reqA()) : "")
                    + (t.reqB() >= 0 ? (t.either() ? " or " : " and ") + seat(t.reqB()) : ""));
        } else if (step instanceof Step.WarPhase) {
            return "Phase 7: attack a player, or end your turn";
        } else if (step instanceof Step.DestroyChoice d) {
            return "War: choose the card of " + seat(d.defender()) + " to destroy";
        } else if (step instanceof Step.SacrificeChoice) {
            return "War: sacrifice one of your war cards";
        }
        return step.toString();
    }

    static String notNow(PolisRules r, PolisState s, Step step, Action a) {
        String why;
        if (a instanceof Protect) {
            why = "protection happens in phase 4, at most once per turn (spec 4.4)";
        } else if (a instanceof Build) {
            why = "building happens in phase 3 (spec 4.3)";
        } else if (a instanceof Attack) {
            why = "war happens in phase 7 (spec 4.7)";
        } else if (a instanceof Trade) {
            why = "trading happens in phase 6 (spec 4.6)";
        } else if (a instanceof Bid || a instanceof Pass) {
            why = "no auction is asking you for a bid (spec 4.2)";
        } else {
            why = "it does not fit the pending step";
        }
        return describe(r, s, a) + " is not possible now: " + why + ". Pending: " + prompt(r, s, step);
    }

    static String card(PolisRules r, int card) {
        return card >= 0 && card < Catalogue.CARDS ? r.name(card) : "card #" + card;
    }

    /**
     * The label of {@code action} as {@code observer} may see it (-1: every player). A card that moves between
     * hidden zones (hand, history pile, box, under Alexander, the face-down auction lot) is named only to a seat
     * that already knows it; anyone else learns its colour only (spec 4.2 step 1, D2). A build reveals its card,
     * so builds are always named.
     */
    static String describeFor(PolisRules r, PolisState s, Action action, int observer) {
        String full = describe(r, s, action);
        Step step = s.steps.peek();
        int actor = step == null ? s.active : r.flow.decider(s, step);
        int card = hiddenCard(action);
        if (observer == actor || card < 0 || card >= Catalogue.CARDS || s.cityOwner(card) >= 0
                || (observer >= 0 && (s.known[observer] & (1L << card)) != 0)) {
            return full;
        }
        String secret = "a " + colour(Catalogue.colourOf(card)) + " card";
        if (action instanceof Offer) {
            return "Auction " + secret;
        }
        return full.replace(r.name(card), secret);
    }

    /** The card an action moves without showing it face up, or -1. */
    private static int hiddenCard(Action action) {
        if (action instanceof Offer x) {
            return x.card();
        } else if (action instanceof Discard x) {
            return x.card();
        } else if (action instanceof Tuck x) {
            return x.card();
        } else if (action instanceof Archimedes x) {
            return x.card();
        } else if (action instanceof HerodotusBox x) {
            return x.card();
        } else if (action instanceof Hippocrates x) {
            return x.card();
        } else if (action instanceof Homer x) {
            return x.card();
        } else if (action instanceof Priestess x) {
            return x.card();
        }
        return -1;
    }

    static String describe(PolisRules r, PolisState s, Action action) {
        Step step = s.steps.peek();
        int p = step == null ? s.active : r.flow.decider(s, step);
        if (action instanceof PickBoard x) {
            if (x.side() < 0 || x.side() >= 12) {
                return "Take board side #" + x.side();
            }
            BoardSide b = r.cat.sides().get(x.side());
            return "Take " + b.cityName() + " side " + b.side() + " " + b.symbols();
        } else if (action instanceof Draw x) {
            return "Draw a " + x.colour().label() + " card";
        } else if (action instanceof Peek x) {
            return "Look at the top " + x.first().label() + " and " + x.second().label() + " cards (Lighthouse)";
        } else if (action instanceof Buy x) {
            return "Buy the top " + x.colour().label() + " card for " + (x.withPoints()
                    ? "2 point tokens (Aristotle)" : "5 money");
        } else if (action instanceof Done) {
            return doneLabel(step);
        } else if (action instanceof Offer x) {
            return "Auction " + card(r, x.card()) + " (" + colour(Catalogue.colourOf(Math.max(0, x.card()))) + ")";
        } else if (action instanceof Bid x) {
            String lot = step instanceof Step.Bidding b ? " on the " + colour(b.auction().lot()) + " card" : "";
            return "Bid " + x.amount() + lot;
        } else if (action instanceof Pass) {
            return "Pass";
        } else if (action instanceof Sell) {
            return step instanceof Step.SellerChoice c ? "Sell to " + seat(c.bidder()) + " for " + c.bid() : "Sell";
        } else if (action instanceof BuyBack) {
            return step instanceof Step.SellerChoice c ? "Buy back for " + (c.bid() + 1) + " (paid to "
                    + seat(c.bidder()) + ")" : "Buy back";
        } else if (action instanceof KeepUnsold) {
            return "Keep the unsold card for 1 money";
        } else if (action instanceof Build x) {
            int cost = x.card() >= 0 && x.card() < Catalogue.CARDS ? r.sym.buildCost(s, p, x.card()) : 10;
            return "Build " + card(r, x.card()) + " for " + cost;
        } else if (action instanceof UseColony) {
            return step instanceof Step.ColonyChoice c ? "Pay " + c.price() + " for the top red card (Colony)"
                    : "Use the Colony";
        } else if (action instanceof Discard x) {
            return "Box " + card(r, x.card()) + " (Phidias)";
        } else if (action instanceof Protect x) {
            String sym = x.card() >= 0 && x.card() < Catalogue.CARDS && x.symbol() >= 0
                    && x.symbol() < r.cat.symbolCount(x.card())
                    ? r.cat.design(x.card()).symbols().get(x.symbol()).toString() : "symbol " + x.symbol();
            return "Protect " + card(r, x.card()) + ": coin on " + sym;
        } else if (action instanceof CollectIncome) {
            return "Collect income (+" + r.sym.moneyIncome(s, p) + " money, +" + r.sym.pointsIncome(s, p)
                    + " point tokens)";
        } else if (action instanceof Tuck x) {
            return "Tuck " + card(r, x.card()) + " under Alexander (+1 war)";
        } else if (action instanceof Archimedes x) {
            return "Box " + card(r, x.card()) + " and draw a card (Archimedes)";
        } else if (action instanceof Euclid x) {
            return x.buyPoint() ? "Euclid: pay 3 money for 1 point token" : "Euclid: pay 1 point token for 3 money";
        } else if (action instanceof Harbour x) {
            return "Point the Harbour at " + seat(x.target()) + " for 2 point tokens";
        } else if (action instanceof Herodotus x) {
            return "Look at " + seat(x.target()) + "'s history pile (Herodotus)";
        } else if (action instanceof HerodotusBox x) {
            return "Box " + card(r, x.card()) + " from the history pile (Herodotus)";
        } else if (action instanceof Hippocrates x) {
            return "Bring " + card(r, x.card()) + " back from your history pile (Hippocrates)";
        } else if (action instanceof Homer x) {
            return "Put " + card(r, x.card()) + " on your history pile (Homer)";
        } else if (action instanceof Assassinate x) {
            int owner = x.target() >= 0 && x.target() < Catalogue.CARDS ? s.cityOwner(x.target()) : -1;
            return "Assassinate " + card(r, x.target()) + (owner >= 0 ? " of " + seat(owner) : "")
                    + " for 3 point tokens";
        } else if (action instanceof Plato x) {
            return "Plato: pay 1 point token, take 10 money and give 5 to " + seat(x.recipient());
        } else if (action instanceof Priestess x) {
            return "Pay 1 point token, box " + card(r, x.card()) + " and draw (Priestess)";
        } else if (action instanceof Trade x) {
            if (x.partner() < 0 || x.partner() >= s.players) {
                return "Trade with " + seat(x.partner());
            }
            return "Trade with " + seat(x.partner()) + " (you +" + r.sym.vases(s, x.partner()) + ", "
                    + seat(x.partner()) + " +" + r.sym.vases(s, p) + ")";
        } else if (action instanceof Attack x) {
            if (x.target() < 0 || x.target() >= s.players) {
                return "Attack " + seat(x.target());
            }
            return "Attack " + seat(x.target()) + " (" + (r.sym.attackWar(s, p) + x.mercenaries()) + " against "
                    + r.sym.defenceWar(s, x.target()) + (x.mercenaries() > 0 ? ", " + x.mercenaries()
                    + " mercenaries for " + 2 * x.mercenaries() : "") + ")";
        } else if (action instanceof Destroy x) {
            return "Destroy " + card(r, x.card());
        } else if (action instanceof Sacrifice x) {
            return "Sacrifice " + card(r, x.card());
        }
        return String.valueOf(action);
    }

    private static String doneLabel(Step step) {
        if (step instanceof Step.LighthousePhase) {
            return "Do not use the Lighthouse";
        } else if (step instanceof Step.BuyPhase) {
            return "Buy nothing";
        } else if (step instanceof Step.AuctionPhase) {
            return "Stop auctioning";
        } else if (step instanceof Step.NoBidChoice) {
            return "Let the card go to the box";
        } else if (step instanceof Step.BuildPhase) {
            return "End building";
        } else if (step instanceof Step.ColonyChoice) {
            return "Decline the Colony";
        } else if (step instanceof Step.ProtectPhase) {
            return "Protect nothing";
        } else if (step instanceof Step.IncomePhase) {
            return "End phase 5";
        } else if (step instanceof Step.TradePhase t) {
            return t.done() == 0 ? "Do not trade" : "Trade no more";
        } else if (step instanceof Step.WarPhase) {
            return "Make no war (end the turn)";
        }
        return "Done";
    }
}
