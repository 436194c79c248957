package io.agon.examples.auctionhouse.rules;

import io.agon.core.Action;
import io.agon.examples.auctionhouse.model.Cards;
import java.util.List;

/** The actions of Auction House: a closed, sealed list (records replay through it), with cached instances. */
public sealed interface HouseAction extends Action {

    /** 3.1: the seller plays card {@code card} from his hand. */
    record PlayCard(int card) implements HouseAction {
    }

    /** 3.2: bid {@code amount} (or accept a price of that amount, or name it as a fixed price). */
    record Bid(int amount) implements HouseAction {
    }

    /** 3.2: pass, decline, or seal no bid. */
    record Pass() implements HouseAction {
    }

    /** Every concrete action type, for the record format. */
    List<Class<? extends Action>> TYPES = List.of(PlayCard.class, Bid.class, Pass.class);

    /** The pass. */
    Pass PASS = new Pass();

    /** The cached bid of {@code amount} (0..{@value Cache#MAX_BID}). */
    static Bid bid(int amount) {
        return amount >= 0 && amount <= Cache.MAX_BID ? Cache.BIDS[amount] : new Bid(amount);
    }

    /** The cached play of card {@code c}. */
    static PlayCard play(int c) {
        return Cache.PLAYS[c];
    }

    /** Holder of the cached actions. */
    final class Cache {
        /** The highest cached bid; money never reaches it in practice (bids above it are built when needed). */
        static final int MAX_BID = 999;
        static final Bid[] BIDS = new Bid[MAX_BID + 1];
        static final PlayCard[] PLAYS = new PlayCard[Cards.COUNT];

        static {
            for (int i = 0; i < BIDS.length; i++) {
                BIDS[i] = new Bid(i);
            }
            for (int c = 0; c < PLAYS.length; c++) {
                PLAYS[c] = new PlayCard(c);
            }
        }

        private Cache() {
        }
    }
}
