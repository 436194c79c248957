package io.agon.polis.rules;

import io.agon.core.GameEvent;

/** The events Polis narrates. They never name a card that is hidden from some player (only its colour). */
public sealed interface PolisEvent extends GameEvent {

    /** Seat name "P1".. for narration. */
    static String seat(int p) {
        return "P" + (p + 1);
    }

    /** A new turn starts. */
    record TurnStarted(int player, int turn) implements PolisEvent {
        @Override
        public String text() {
            return "--- Turn " + turn + ": " + seat(player) + " ---";
        }
    }

    /** The start player, drawn by lot at set-up (D64), begins turn 1. */
    record StartPlayer(int player) implements PolisEvent {
        @Override
        public String text() {
            return seat(player) + " is the start player and begins turn 1 (start money and the opening draws went"
                    + " round from " + seat(player) + ")";
        }
    }

    /** A player took a card of a colour into his hand (the card itself stays secret). */
    record CardDrawn(int player, String colour, String why) implements PolisEvent {
        @Override
        public String text() {
            return seat(player) + " draws a " + colour + " card" + (why.isEmpty() ? "" : " (" + why + ")");
        }
    }

    /** An end-game card was revealed and blocks its deck. */
    record EndGameCardRevealed(String colour, int count) implements PolisEvent {
        @Override
        public String text() {
            return "The " + colour + " end-game card is revealed: the " + colour + " deck is blocked ("
                    + count + " of 2" + (count >= 2 ? ", the game ends after this turn's build phase" : "") + ")";
        }
    }

    /** Something about an auction (offer, bid, pass, result). */
    record AuctionNews(String text) implements PolisEvent {
    }

    /** A card was laid face up in a city (name is public from now on); {@code how} has "{card}" for its name. */
    record CardPlaced(int player, String card, String how) implements PolisEvent {
        @Override
        public String text() {
            return seat(player) + " " + how.replace("{card}", card);
        }
    }

    /** Money or tokens changed hands for a reason. */
    record Payment(int player, String text) implements PolisEvent {
    }

    /** A special card was used. */
    record AbilityUsed(int player, String ability, String detail) implements PolisEvent {
        @Override
        public String text() {
            return seat(player) + " uses " + ability + (detail.isEmpty() ? "" : ": " + detail);
        }
    }

    /** A trade between the active player and a partner. */
    record Traded(int player, int partner, int got, int partnerGot) implements PolisEvent {
        @Override
        public String text() {
            return seat(player) + " trades with " + seat(partner) + ": " + seat(player) + " +" + got + ", "
                    + seat(partner) + " +" + partnerGot;
        }
    }

    /** A war step. */
    record WarNews(String text) implements PolisEvent {
    }

    /** The game ended. */
    record GameEnded(String summary) implements PolisEvent {
        @Override
        public String text() {
            return "The game is over. " + summary;
        }
    }
}
