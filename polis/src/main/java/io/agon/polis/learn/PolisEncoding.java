package io.agon.polis.learn;

import io.agon.core.Action;
import io.agon.core.learn.Encoding;
import io.agon.core.learn.Kinds;
import io.agon.polis.model.Ability;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.Colour;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.*;
import io.agon.polis.rules.PolisGame;
import java.util.Arrays;

/**
 * Polis for learning agents. Every seat a move names (a trade partner, an attack's target, a Harbour's port) is
 * counted from the seat that moves: 1 is the next seat clockwise. A card is named by its number (0-63, see
 * {@code describe}); an Assassin by which of the game's Assassins it is. Bids go up to {@value #MAX_BID} money and
 * mercenaries up to {@value #MAX_MERCENARIES}: in 600 random games, which hoard money, no seat held more than 210.
 * The action ids, block by block, are listed by {@link #describe}.
 *
 * <p>The observation is built from what the observer may see: every card it can identify (its hand and history
 * pile, every city, the cards it learnt through a peek, Herodotus or the auction it holds) and the counts of the
 * rest; the decks' order and the others' hands are not in it. For each of the 64 cards, {@code 5 x players + 6}
 * floats; then per seat, per deck and the turn's figures (see {@link #describe}).
 */
public final class PolisEncoding implements Encoding<PolisState> {

    /** The largest bid with an id of its own. */
    public static final int MAX_BID = 511;
    /** The largest number of mercenaries with an id of its own. */
    public static final int MAX_MERCENARIES = 255;

    private static final int CARDS = Catalogue.CARDS;
    private static final int SEAT_FIGURES = 7 + 12;
    private static final Kinds STEPS = new Kinds(Step.class);

    private final PolisGame game;
    private final int[] assassins;

    // the first id of each block (see describe)
    private static final int PICK = 0;
    private static final int DRAW = PICK + 12;
    private static final int PEEK = DRAW + 4;
    private static final int BUY = PEEK + 16;
    private static final int DONE = BUY + 8;
    private static final int OFFER = DONE + 1;
    private static final int BID = OFFER + CARDS;
    private static final int PASS = BID + MAX_BID;
    private static final int SELL = PASS + 1;
    private static final int BUY_BACK = SELL + 1;
    private static final int KEEP = BUY_BACK + 1;
    private static final int BUILD = KEEP + 1;
    private static final int COLONY = BUILD + CARDS;
    private static final int DISCARD = COLONY + 1;
    private static final int PROTECT = DISCARD + CARDS;
    private static final int INCOME = PROTECT + 8 * CARDS;
    private static final int TUCK = INCOME + 1;
    private static final int ARCHIMEDES = TUCK + CARDS;
    private static final int EUCLID = ARCHIMEDES + CARDS;
    private static final int HERODOTUS_BOX = EUCLID + 2;
    private static final int HIPPOCRATES = HERODOTUS_BOX + CARDS;
    private static final int HOMER = HIPPOCRATES + CARDS;
    private static final int PRIESTESS = HOMER + CARDS;
    private static final int DESTROY = PRIESTESS + CARDS;
    private static final int SACRIFICE = DESTROY + CARDS;
    private static final int ASSASSINATE = SACRIFICE + CARDS;
    /** Ids from here on depend on the player count: seat-named moves. */
    private final int seatBlocks;

    /** The encoding of {@code game}. */
    public PolisEncoding(PolisGame game) {
        this.game = game;
        long mask = game.catalogue().withAbility(Ability.ASSASSIN);
        this.assassins = new int[Long.bitCount(mask)];
        for (int i = 0; i < assassins.length; i++) {
            assassins[i] = Long.numberOfTrailingZeros(mask);
            mask &= mask - 1;
        }
        this.seatBlocks = ASSASSINATE + assassins.length * CARDS;
    }

    // seat-named blocks, each players long (per seat counted from the mover), attacks players x (1 + MAX_MERCENARIES)
    private int trade() {
        return seatBlocks;
    }

    private int plato(int n) {
        return seatBlocks + n;
    }

    private int herodotus(int n) {
        return seatBlocks + 2 * n;
    }

    private int harbour(int n) {
        return seatBlocks + 3 * n;
    }

    private int attack(int n) {
        return harbour(n) + CARDS * n;
    }

    @Override
    public int actionCount(int players) {
        return attack(players) + players * (MAX_MERCENARIES + 1);
    }

    @Override
    public int id(PolisState s, Action action) {
        int n = s.players;
        int me = game.currentPlayer(s);
        Action a = action;
        if (a instanceof PickBoard p) {
            return PICK + p.side();
        } else if (a instanceof Draw d) {
            return DRAW + d.colour().ordinal();
        } else if (a instanceof Peek p) {
            return PEEK + 4 * p.first().ordinal() + p.second().ordinal();
        } else if (a instanceof Buy b) {
            return BUY + 2 * b.colour().ordinal() + (b.withPoints() ? 1 : 0);
        } else if (a instanceof Done) {
            return DONE;
        } else if (a instanceof Offer o) {
            return OFFER + o.card();
        } else if (a instanceof Bid b) {
            if (b.amount() < 1 || b.amount() > MAX_BID) {
                throw new IllegalArgumentException("a bid of " + b.amount() + " has no id (1-" + MAX_BID + ")");
            }
            return BID + b.amount() - 1;
        } else if (a instanceof Pass) {
            return PASS;
        } else if (a instanceof Sell) {
            return SELL;
        } else if (a instanceof BuyBack) {
            return BUY_BACK;
        } else if (a instanceof KeepUnsold) {
            return KEEP;
        } else if (a instanceof Build b) {
            return BUILD + b.card();
        } else if (a instanceof UseColony) {
            return COLONY;
        } else if (a instanceof Discard d) {
            return DISCARD + d.card();
        } else if (a instanceof Protect p) {
            return PROTECT + 8 * p.card() + p.symbol();
        } else if (a instanceof CollectIncome) {
            return INCOME;
        } else if (a instanceof Tuck t) {
            return TUCK + t.card();
        } else if (a instanceof Archimedes x) {
            return ARCHIMEDES + x.card();
        } else if (a instanceof Euclid e) {
            return EUCLID + (e.buyPoint() ? 1 : 0);
        } else if (a instanceof HerodotusBox h) {
            return HERODOTUS_BOX + h.card();
        } else if (a instanceof Hippocrates h) {
            return HIPPOCRATES + h.card();
        } else if (a instanceof Homer h) {
            return HOMER + h.card();
        } else if (a instanceof Priestess p) {
            return PRIESTESS + p.card();
        } else if (a instanceof Destroy d) {
            return DESTROY + d.card();
        } else if (a instanceof Sacrifice x) {
            return SACRIFICE + x.card();
        } else if (a instanceof Assassinate x) {
            return ASSASSINATE + assassin(x.assassin()) * CARDS + x.target();
        } else if (a instanceof Trade t) {
            return trade() + from(me, t.partner(), n);
        } else if (a instanceof Plato p) {
            return plato(n) + from(me, p.recipient(), n);
        } else if (a instanceof Herodotus h) {
            return herodotus(n) + from(me, h.target(), n);
        } else if (a instanceof Harbour h) {
            return harbour(n) + n * h.card() + from(me, h.target(), n);
        } else if (a instanceof Attack x) {
            if (x.mercenaries() > MAX_MERCENARIES) {
                throw new IllegalArgumentException(x.mercenaries() + " mercenaries have no id (0-" + MAX_MERCENARIES
                        + ")");
            }
            return attack(n) + (MAX_MERCENARIES + 1) * from(me, x.target(), n) + x.mercenaries();
        }
        throw new IllegalArgumentException("no id for " + action);
    }

    private int assassin(int card) {
        for (int i = 0; i < assassins.length; i++) {
            if (assassins[i] == card) {
                return i;
            }
        }
        throw new IllegalArgumentException("card " + card + " is no Assassin");
    }

    /** Seat {@code seat} counted from {@code me}: 0 is {@code me}, 1 the next seat clockwise. */
    private static int from(int me, int seat, int n) {
        return (seat - me + n) % n;
    }

    @Override
    public Action action(PolisState s, int id) {
        int n = s.players;
        int me = game.currentPlayer(s);
        if (id >= seatBlocks) {
            if (id >= attack(n)) {
                int k = id - attack(n);
                return new Attack((me + k / (MAX_MERCENARIES + 1)) % n, k % (MAX_MERCENARIES + 1));
            }
            if (id >= harbour(n)) {
                int k = id - harbour(n);
                return new Harbour(k / n, (me + k % n) % n);
            }
            int seat = (me + (id - seatBlocks) % n) % n;
            return switch ((id - seatBlocks) / n) {
                case 0 -> new Trade(seat);
                case 1 -> new Plato(seat);
                default -> new Herodotus(seat);
            };
        }
        if (id >= ASSASSINATE) {
            return new Assassinate(assassins[(id - ASSASSINATE) / CARDS], (id - ASSASSINATE) % CARDS);
        }
        if (id >= BUILD) {
            return cardAction(id);
        }
        if (id >= BID && id < PASS) {
            return new Bid(id - BID + 1);
        }
        if (id >= OFFER && id < BID) {
            return new Offer(id - OFFER);
        }
        if (id < DRAW) {
            return new PickBoard(id);
        }
        if (id < PEEK) {
            return new Draw(Colour.of(id - DRAW));
        }
        if (id < BUY) {
            return new Peek(Colour.of((id - PEEK) / 4), Colour.of((id - PEEK) % 4));
        }
        if (id < DONE) {
            return new Buy(Colour.of((id - BUY) / 2), (id - BUY) % 2 == 1);
        }
        return switch (id) {
            case DONE -> new Done();
            case PASS -> new Pass();
            case SELL -> new Sell();
            case BUY_BACK -> new BuyBack();
            case KEEP -> new KeepUnsold();
            default -> throw new IllegalArgumentException("no action has the id " + id);
        };
    }

    /** The actions of the blocks from {@code BUILD} to {@code ASSASSINATE}. */
    private static Action cardAction(int id) {
        if (id < COLONY) {
            return new Build(id - BUILD);
        } else if (id == COLONY) {
            return new UseColony();
        } else if (id < PROTECT) {
            return new Discard(id - DISCARD);
        } else if (id < INCOME) {
            return new Protect((id - PROTECT) / 8, (id - PROTECT) % 8);
        } else if (id == INCOME) {
            return new CollectIncome();
        } else if (id < ARCHIMEDES) {
            return new Tuck(id - TUCK);
        } else if (id < EUCLID) {
            return new Archimedes(id - ARCHIMEDES);
        } else if (id < HERODOTUS_BOX) {
            return new Euclid(id - EUCLID == 1);
        } else if (id < HIPPOCRATES) {
            return new HerodotusBox(id - HERODOTUS_BOX);
        } else if (id < HOMER) {
            return new Hippocrates(id - HIPPOCRATES);
        } else if (id < PRIESTESS) {
            return new Homer(id - HOMER);
        } else if (id < DESTROY) {
            return new Priestess(id - PRIESTESS);
        } else if (id < SACRIFICE) {
            return new Destroy(id - DESTROY);
        }
        return new Sacrifice(id - SACRIFICE);
    }

    // ---- the observation ------------------------------------------------------------------------------------

    private static int perCard(int n) {
        return 5 * n + 6;
    }

    private static int size(int n) {
        return CARDS * perCard(n) + n * SEAT_FIGURES + 4 * 3 + 1 + 9 + n + n + 7 + n + n + n + STEPS.count();
    }

    @Override
    public int[] shape(int players) {
        return new int[] {size(players)};
    }

    @Override
    public void observe(PolisState s, int seat, float[] out, int offset) {
        int n = s.players;
        Arrays.fill(out, offset, offset + size(n), 0f);
        long known = s.known[seat];
        long cities = 0;
        for (int p = 0; p < n; p++) {
            cities |= s.city[p];
        }
        int per = perCard(n);
        for (int c = 0; c < CARDS; c++) {
            long bit = 1L << c;
            int at = offset + c * per;
            for (int r = 0; r < n; r++) {
                int p = (seat + r) % n;
                out[at + 4 * r] = (s.city[p] & bit) != 0 ? 1f : 0f;
                if ((known & bit) != 0) {
                    out[at + 4 * r + 1] = (s.hand[p] & bit) != 0 ? 1f : 0f;
                    out[at + 4 * r + 2] = (s.history[p] & bit) != 0 ? 1f : 0f;
                    out[at + 4 * r + 3] = (s.tucked[p] & bit) != 0 ? 1f : 0f;
                }
            }
            at += 4 * n;
            if ((known & bit) != 0) {
                out[at] = (s.box & bit) != 0 ? 1f : 0f;
                out[at + 1] = s.lotCard == c ? 1f : 0f;
                out[at + 2] = inDeck(s, c) ? 1f : 0f;
            }
            if ((cities & bit) != 0) {
                out[at + 3] = s.coin[c];
                out[at + 4] = (s.usedTurn & bit) != 0 ? 1f : 0f;
                out[at + 5] = (s.usedGame & bit) != 0 ? 1f : 0f;
                if (s.harbourTarget[c] > 0) {
                    out[at + 6 + (s.harbourTarget[c] - 1 - seat + n) % n] = 1f;
                }
            }
        }
        int at = offset + CARDS * per;
        for (int r = 0; r < n; r++, at += SEAT_FIGURES) {
            int p = (seat + r) % n;
            out[at] = s.money[p];
            out[at + 1] = s.points[p];
            out[at + 2] = Long.bitCount(s.hand[p]);
            out[at + 3] = Long.bitCount(s.history[p]);
            out[at + 4] = Long.bitCount(s.tucked[p]);
            out[at + 5] = Long.bitCount(s.city[p]);
            out[at + 6] = (s.tradePartners >> p & 1) != 0 ? 1f : 0f;
            if (s.board[p] >= 0) {
                out[at + 7 + s.board[p]] = 1f;
            }
        }
        for (int d = 0; d < 4; d++, at += 3) {
            out[at] = s.decks.size(d);
            out[at + 1] = s.decks.isBlocked(d) ? 1f : 0f;
            out[at + 2] = (s.egSeen >> (4 * seat + d) & 1) != 0 ? 1f : 0f;
        }
        out[at++] = s.revealed;
        if (s.phase >= 0) {
            out[at + s.phase] = 1f;
        } else {
            out[at + 8] = 1f;
        }
        at += 9;
        out[at + (s.active - seat + n) % n] = 1f;
        at += n;
        out[at + (s.startPlayer - seat + n) % n] = 1f;
        at += n;
        out[at++] = s.turn;
        out[at++] = s.builds;
        out[at++] = s.purchased ? 1f : 0f;
        out[at++] = s.incomeTaken ? 1f : 0f;
        out[at++] = s.endTriggered ? 1f : 0f;
        boolean bidding = !s.over && s.steps.top(Step.Bidding.class) != null;
        out[at++] = bidding ? 1f : 0f;
        out[at++] = bidding ? s.auction.price() : 0f;
        if (bidding && s.auction.leader() >= 0) {
            out[at + (s.auction.leader() - seat + n) % n] = 1f;
        }
        at += n;
        if (bidding) {
            out[at + (s.auction.seller() - seat + n) % n] = 1f;
        }
        at += n;
        if (s.warDefender >= 0) {
            out[at + (s.warDefender - seat + n) % n] = 1f;
        }
        at += n;
        Step top = s.over ? null : s.steps.peek();
        STEPS.oneHot(top, out, at);
    }

    /** True when card {@code c} lies in its colour's deck. */
    private static boolean inDeck(PolisState s, int c) {
        int d = Catalogue.colourOf(c);
        for (int i = 0; i < s.decks.size(d); i++) {
            if (s.decks.card(d, i) == c) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String describe(int players) {
        int n = players;
        return actionCount(n) + " action ids (cards by number 0-63; seats counted from the mover, 0 the mover, 1"
                + " the next clockwise): board side 0-11 from " + PICK + "; draw from deck c from " + DRAW
                + "; peek at decks (first, second) 4 x 4 from " + PEEK + "; buy from deck c (with points) 4 x 2 from "
                + BUY + "; done " + DONE + "; offer card from " + OFFER + "; bid 1-" + MAX_BID + " from " + BID
                + "; pass " + PASS + "; sell " + SELL + "; buy back " + BUY_BACK + "; keep unsold " + KEEP
                + "; build card from " + BUILD + "; use the colony " + COLONY + "; discard card from " + DISCARD
                + "; protect (card, symbol) 64 x 8 from " + PROTECT + "; collect income " + INCOME + "; tuck card"
                + " from " + TUCK + "; Archimedes card from " + ARCHIMEDES + "; Euclid (sell, buy a point) from "
                + EUCLID + "; Herodotus boxes card from " + HERODOTUS_BOX + "; Hippocrates card from " + HIPPOCRATES
                + "; Homer card from " + HOMER + "; Priestess card from " + PRIESTESS + "; destroy card from "
                + DESTROY + "; sacrifice card from " + SACRIFICE + "; assassinate (Assassin 1-" + assassins.length
                + ", card) from " + ASSASSINATE + "; trade with seat from " + trade() + "; Plato gives to seat from "
                + plato(n) + "; Herodotus looks at seat from " + herodotus(n) + "; Harbour (card, seat) from "
                + harbour(n) + "; attack (seat, mercenaries 0-" + MAX_MERCENARIES + ") from " + attack(n) + ".\n"
                + "Observation " + size(n) + " floats, seats counted from the observer: per card (64 x " + perCard(n)
                + ") for each seat in its city, and where the observer knows the card, in its hand, history pile,"
                + " under its Alexander (4 per seat); where known, in the box, on auction, in a deck; on a city card"
                + " its coin (symbol + 1), slid up this turn, used for the game, the seat its Harbour points at (per"
                + " seat); per seat (" + SEAT_FIGURES + " each) money, point tokens, hand, history pile, tucked and"
                + " city sizes, traded with this turn, board side (12); per deck its size, blocked, its end-game card"
                + " seen on top by the observer; end-game cards revealed; the phase (8, or set-up); the seat on turn;"
                + " the start player; the turn; builds this turn; purchased; income taken; the end triggered; an"
                + " auction runs, its high bid, its high bidder, its seller; the seat attacked; the step ("
                + STEPS.count() + " kinds).";
    }
}
