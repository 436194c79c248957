package io.agon.massilia.rules;

import io.agon.core.GameEvent;
import io.agon.core.Words;
import io.agon.massilia.model.Ids;

/** What happened in a Massilia game, narrated for the launcher. Players are named "P1".."P4". */
public sealed interface MassiliaEvent extends GameEvent {

    /** Set-up (spec 3): the seats in turn order and the two god cards laid face up. */
    record SetUp(int[] order, int firstGod, int secondGod) implements MassiliaEvent {
        @Override
        public String text() {
            StringBuilder b = new StringBuilder("Set-up: turn order");
            for (int i = 0; i < order.length; i++) {
                b.append(i == 0 ? " " : ", ").append(Ids.player(order[i]));
            }
            return b.append("; face-up gods ").append(Ids.GOD_NAMES[firstGod]).append(" and ")
                    .append(Ids.GOD_NAMES[secondGod]).toString();
        }
    }

    /** A new round began with these prices (spec 4.1) and the temple dice were rolled. */
    record RoundStarted(int round, String prices, String temple) implements MassiliaEvent {
        @Override
        public String text() {
            return "Round " + round + ": prices " + prices + "; temple dice rolled: " + temple;
        }
    }

    /** A player put the first stall on a corner. */
    record CornerChosen(int player, int field) implements MassiliaEvent {
        @Override
        public String text() {
            return Ids.player(player) + " opens a stall on corner field " + field + " with violet, orange and pink";
        }
    }

    /** A player kept a rolled die (Phase II). */
    record DieKept(int player, int colour, int pips, int paid) implements MassiliaEvent {
        @Override
        public String text() {
            return Ids.player(player) + " keeps " + Ids.DIE_NAMES[colour] + " " + pips
                    + (paid > 0 ? " for " + Ids.sesterces(paid) : " free (Mars)");
        }
    }

    /** A player's remaining rolled dice went to the temple. */
    record DiceToTemple(int player, String dice) implements MassiliaEvent {
        @Override
        public String text() {
            return Ids.player(player) + " puts into the temple: " + (dice.isEmpty() ? "nothing" : dice);
        }
    }

    /** A god card was played. */
    record GodPlayed(int player, int god, String what) implements MassiliaEvent {
        @Override
        public String text() {
            return Ids.player(player) + " plays " + Ids.GOD_NAMES[god] + (what.isEmpty() ? "" : ": " + what);
        }
    }

    /** A die set was used (spec 5.0). */
    record DiceUsed(int player, String set, int value, int stones) implements MassiliaEvent {
        @Override
        public String text() {
            return Ids.player(player) + " uses " + set + " = " + value
                    + (stones > 0 ? " taking " + Words.count(stones, "penalty stone") : "");
        }
    }

    /** Goods were bought (5.1). */
    record GoodsBought(int player, int kind, int count, int beige, int cost) implements MassiliaEvent {
        @Override
        public String text() {
            return Ids.player(player) + " buys " + count + " " + Ids.GOODS_NAMES[kind]
                    + (beige > 0 ? " and " + beige + " beige" : "") + " for " + Ids.sesterces(cost);
        }
    }

    /** A person moved (5.2). */
    record PersonMoved(int player, int person, int from, int to) implements MassiliaEvent {
        @Override
        public String text() {
            return Ids.player(player) + " moves the " + Ids.PERSON_NAMES[person] + " from field " + from + " to "
                    + to;
        }
    }

    /** A customer bought at a stall (5.2.1). */
    record Sale(int player, int goods, int cubes, int money, int prestige) implements MassiliaEvent {
        @Override
        public String text() {
            return Ids.player(player) + " sells " + cubes + " " + Ids.GOODS_NAMES[goods] + " for "
                    + Ids.sesterces(money) + " and " + prestige + " prestige";
        }
    }

    /** A stall was built (5.2.2). */
    record StallBuilt(int player, int field) implements MassiliaEvent {
        @Override
        public String text() {
            return Ids.player(player) + " builds a stall on field " + field + " for 5 sesterces";
        }
    }

    /** The consul closed an empty stall. */
    record StallClosed(int owner, int field) implements MassiliaEvent {
        @Override
        public String text() {
            return "The consul closes " + Ids.player(owner) + "'s empty stall on field " + field;
        }
    }

    /** A consul tax was settled. */
    record TaxSettled(int owner, int field, int paid, int returned) implements MassiliaEvent {
        @Override
        public String text() {
            return Ids.player(owner) + " pays " + paid + " tax on field " + field + " and returns "
                    + Words.count(returned, "cube") + " to the harbour";
        }
    }

    /** Cubes moved onto a new stall. */
    record CubeMoved(int player, int from, int to, int goods) implements MassiliaEvent {
        @Override
        public String text() {
            return Ids.player(player) + " moves " + Ids.aGoods(goods) + " cube from field " + from + " to "
                    + to;
        }
    }

    /** Prestige was bought (5.3). */
    record PrestigeBought(int player, int points, int cost) implements MassiliaEvent {
        @Override
        public String text() {
            return Ids.player(player) + " buys " + points + " prestige for " + Ids.sesterces(cost);
        }
    }

    /** A cube was sacrificed (5.4). */
    record CubeSacrificed(int player, int field, int goods) implements MassiliaEvent {
        @Override
        public String text() {
            return Ids.player(player) + " sacrifices " + Ids.aGoods(goods) + " cube from field " + field;
        }
    }

    /**
     * A god card was taken; the god is known (and named) only for a face-up card: for a card from the deck
     * {@code god} is -1, since every event is shown to every player (D16).
     */
    record CardTaken(int player, int source, int god) implements MassiliaEvent {
        @Override
        public String text() {
            return Ids.player(player) + " takes " + (source < 2 ? "the face-up " + Ids.GOD_NAMES[god]
                    : "the top card of the deck");
        }
    }

    /** A player passed (4.3 B). */
    record Passed(int player, int tile) implements MassiliaEvent {
        @Override
        public String text() {
            return Ids.player(player) + " passes" + (tile > 0 ? " and takes round tile " + tile + " (+"
                    + Ids.sesterces(tile) + ")" : " last and will start next round");
        }
    }

    /** The round ended with a new order (4.4). */
    record RoundEnded(int round, String order) implements MassiliaEvent {
        @Override
        public String text() {
            return "End of round " + round + "; order: " + order;
        }
    }

    /** The game ended (spec 7). */
    record GameEnded(String summary) implements MassiliaEvent {
        @Override
        public String text() {
            return "Game over. " + summary;
        }
    }
}
