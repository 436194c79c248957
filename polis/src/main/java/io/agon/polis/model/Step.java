package io.agon.polis.model;

/**
 * The steps of the Polis flow, kept on the state's {@link io.agon.core.flow.StepStack}. Every step asks one
 * player for a decision; the top step is the pending decision. Phase steps sit at the bottom and are replaced by
 * the next phase when they end; interrupts (bids, Colony, Phidias, war choices) are pushed on top.
 */
public sealed interface Step {

    /** Set-up steps 1-2 (spec 3.1, 3.2): the city boards are given out, or the seats' choices of them asked. */
    record BoardDeal() implements Step {
        /** The one value. */
        public static final BoardDeal INSTANCE = new BoardDeal();
    }

    /** Set-up steps 3-6 (spec 3.1): the starting money, then each seat's opening draw is asked. */
    record OpeningDeal() implements Step {
        /** The one value. */
        public static final OpeningDeal INSTANCE = new OpeningDeal();
    }

    /** Set-up step 7 (spec 3.1): the start player starts turn 1. */
    record StartPlay() implements Step {
        /** The one value. */
        public static final StartPlay INSTANCE = new StartPlay();
    }

    /** Variant V1 (spec 3.2): {@code seat} chooses the side of his dealt {@code board}. */
    record SideChoice(int seat, int board) implements Step {
    }

    /** Variant V2 (spec 3.2, D49): {@code seat} drafts one board and side among {@code boardsLeft} (bit mask). */
    record DraftPick(int seat, int boardsLeft) implements Step {
    }

    /** Set-up step 6 (spec 3.1): {@code seat} draws his opening card from a deck of his choice. */
    record OpeningDraw(int seat) implements Step {
    }

    /** Phase 0 (spec 4.0): the active player may use his LIGHTHOUSE. */
    record LighthousePhase() implements Step {
        /** The one value (the step has no fields; the hot path allocates none). */
        public static final LighthousePhase INSTANCE = new LighthousePhase();
    }

    /** Phase 1 draws (spec 4.1): {@code drawn} of 2 done, the first from deck {@code firstColour} (-1 none). */
    record DrawPhase(int drawn, int firstColour) implements Step {
        private static final DrawPhase[] CACHE = new DrawPhase[3 * 9];

        static {
            for (int d = 0; d < 3; d++) {
                for (int c = -1; c < 8; c++) {
                    CACHE[d * 9 + c + 1] = new DrawPhase(d, c);
                }
            }
        }

        /** The step, shared for the usual values (no allocation on the hot path). */
        public static DrawPhase of(int drawn, int firstColour) {
            return drawn >= 0 && drawn < 3 && firstColour >= -1 && firstColour < 8 ? CACHE[drawn * 9 + firstColour + 1]
                    : new DrawPhase(drawn, firstColour);
        }
    }

    /** Phase 1 optional purchase (spec 4.1 step 2). */
    record BuyPhase() implements Step {
        /** The one value (the step has no fields; the hot path allocates none). */
        public static final BuyPhase INSTANCE = new BuyPhase();
    }

    /** Phase 2 (spec 4.2): the active player offers a card or stops; {@code held} auctions so far. */
    record AuctionPhase(int held) implements Step {
        private static final AuctionPhase[] CACHE = new AuctionPhase[32];

        static {
            for (int i = 0; i < CACHE.length; i++) {
                CACHE[i] = new AuctionPhase(i);
            }
        }

        /** The step, shared for the usual values (no allocation on the hot path). */
        public static AuctionPhase of(int held) {
            return held >= 0 && held < CACHE.length ? CACHE[held] : new AuctionPhase(held);
        }
    }

    /**
     * An auction in progress (spec 4.2 step 3): the bidding is core's {@code Auction} in
     * {@code PolisState.auction} (its lot is the card's colour), the card itself {@code PolisState.lotCard}.
     */
    record Bidding() implements Step {
        /** The one value (the bidding itself is in the state; the hot path allocates none). */
        public static final Bidding INSTANCE = new Bidding();
    }

    /** Result (b) of spec 4.2 step 4: the seller sells to {@code bidder} for {@code bid} or buys back. */
    record SellerChoice(int bidder, int bid) implements Step {
        private static final SellerChoice[] CACHE = new SellerChoice[8 * 4];

        static {
            for (int p = 0; p < 8; p++) {
                for (int b = 0; b < 4; b++) {
                    CACHE[p * 4 + b] = new SellerChoice(p, b);
                }
            }
        }

        /** The step, shared for the usual values (a high bid of 1-3, D13: no allocation on the hot path). */
        public static SellerChoice of(int bidder, int bid) {
            return bidder >= 0 && bidder < 8 && bid >= 0 && bid < 4 ? CACHE[bidder * 4 + bid]
                    : new SellerChoice(bidder, bid);
        }
    }

    /** Result (c) of spec 4.2 step 4: nobody bid; the seller may keep the card for 1. */
    record NoBidChoice() implements Step {
        /** The one value (the step has no fields; the hot path allocates none). */
        public static final NoBidChoice INSTANCE = new NoBidChoice();
    }

    /** Phase 3 (spec 4.3): build from hand. */
    record BuildPhase() implements Step {
        /** The one value (the step has no fields; the hot path allocates none). */
        public static final BuildPhase INSTANCE = new BuildPhase();
    }

    /** Phase 4 (spec 4.4): protect one symbol. */
    record ProtectPhase() implements Step {
        /** The one value (the step has no fields; the hot path allocates none). */
        public static final ProtectPhase INSTANCE = new ProtectPhase();
    }

    /** Phase 5 (spec 4.5): income and activations. */
    record IncomePhase() implements Step {
        /** The one value (the step has no fields; the hot path allocates none). */
        public static final IncomePhase INSTANCE = new IncomePhase();
    }

    /** The replacement draw of ARCHIMEDES or PRIESTESS by {@code player} (spec 7.2, 7.17). */
    record EffectDraw(int player) implements Step {
    }

    /** HERODOTUS (spec 7.7): after looking at {@code target}'s pile, choose the card for the box. */
    record HerodotusPick(int target) implements Step {
    }

    /** COLONY on placement (spec 7.14): {@code owner} may pay {@code price} for the top red card. */
    record ColonyChoice(int owner, int price) implements Step {
    }

    /** PHIDIAS (spec 7.15 step 1): {@code player} still draws {@code remaining} cards. */
    record PhidiasDraw(int player, int remaining) implements Step {
    }

    /** PHIDIAS (spec 7.15 step 2): {@code player} must box one hand card, then draw one. */
    record PhidiasDiscard(int player) implements Step {
    }

    /**
     * Phase 6 (spec 4.6, 7.6, 7.12): trades done, the most allowed, and Harbour obligations: owners
     * {@code reqA}/{@code reqB} (-1 none) still to be traded with; with {@code either} one trade with either
     * owner fulfils both.
     */
    record TradePhase(int done, int max, int reqA, int reqB, boolean either) implements Step {
        private static final TradePhase[] CACHE = new TradePhase[8 * 8];

        static {
            for (int d = 0; d < 8; d++) {
                for (int m = 0; m < 8; m++) {
                    CACHE[d * 8 + m] = new TradePhase(d, m, -1, -1, false);
                }
            }
        }

        /** The step, shared when no Harbour obligation is open (no allocation on the hot path). */
        public static TradePhase of(int done, int max, int reqA, int reqB, boolean either) {
            return reqA < 0 && reqB < 0 && !either && done >= 0 && done < 8 && max >= 0 && max < 8
                    ? CACHE[done * 8 + max] : new TradePhase(done, max, reqA, reqB, either);
        }
    }

    /** Phase 7 (spec 4.7): attack one player or not. */
    record WarPhase() implements Step {
        /** The one value (the step has no fields; the hot path allocates none). */
        public static final WarPhase INSTANCE = new WarPhase();
    }

    /** War step 3: the attacker picks the card of {@code defender} to destroy. */
    record DestroyChoice(int defender) implements Step {
        private static final DestroyChoice[] CACHE = new DestroyChoice[8];

        static {
            for (int p = 0; p < 8; p++) {
                CACHE[p] = new DestroyChoice(p);
            }
        }

        /** The step, shared (no allocation on the hot path). */
        public static DestroyChoice of(int defender) {
            return defender >= 0 && defender < 8 ? CACHE[defender] : new DestroyChoice(defender);
        }
    }

    /** War step 4: the attacker sacrifices one of his own war cards. */
    record SacrificeChoice() implements Step {
        /** The one value (the step has no fields; the hot path allocates none). */
        public static final SacrificeChoice INSTANCE = new SacrificeChoice();
    }
}
