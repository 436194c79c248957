package io.agon.polis.rules;

import io.agon.polis.model.Colour;
import io.agon.polis.rules.PolisAction.*;

/** Cached action instances, so that listing legal actions allocates (almost) nothing. */
final class Acts {

    private Acts() {
    }

    static final Done DONE = new Done();
    static final Pass PASS = new Pass();
    static final Sell SELL = new Sell();
    static final BuyBack BUY_BACK = new BuyBack();
    static final KeepUnsold KEEP = new KeepUnsold();
    static final CollectIncome INCOME = new CollectIncome();
    static final UseColony USE_COLONY = new UseColony();
    static final Euclid EUCLID_BUY = new Euclid(true);
    static final Euclid EUCLID_SELL = new Euclid(false);

    static final Draw[] DRAW = new Draw[4];
    static final Buy[][] BUY = new Buy[4][2];
    static final Peek[][] PEEK = new Peek[4][4];
    static final PickBoard[] PICK = new PickBoard[12];
    static final Offer[] OFFER = new Offer[64];
    static final Build[] BUILD = new Build[64];
    static final Discard[] DISCARD = new Discard[64];
    static final Tuck[] TUCK = new Tuck[64];
    static final Archimedes[] ARCHIMEDES = new Archimedes[64];
    static final Homer[] HOMER = new Homer[64];
    static final Priestess[] PRIESTESS = new Priestess[64];
    static final Hippocrates[] HIPPOCRATES = new Hippocrates[64];
    static final HerodotusBox[] HERODOTUS_BOX = new HerodotusBox[64];
    static final Destroy[] DESTROY = new Destroy[64];
    static final Sacrifice[] SACRIFICE = new Sacrifice[64];
    static final Protect[][] PROTECT = new Protect[64][8];
    static final Trade[] TRADE = new Trade[5];
    static final Plato[] PLATO = new Plato[5];
    static final Herodotus[] HERODOTUS = new Herodotus[5];
    static final Harbour[][] HARBOUR = new Harbour[64][5];
    static final Attack[][] ATTACK = new Attack[5][128];
    static final Bid[] BID = new Bid[1024];
    /** ASSASSIN uses by assassin card and target card, made when first needed (immutable: a race costs nothing). */
    private static final Assassinate[] ASSASSINATE = new Assassinate[64 * 64];

    static {
        for (int c = 0; c < 4; c++) {
            DRAW[c] = new Draw(Colour.of(c));
            BUY[c][0] = new Buy(Colour.of(c), false);
            BUY[c][1] = new Buy(Colour.of(c), true);
            for (int d = 0; d < 4; d++) {
                PEEK[c][d] = new Peek(Colour.of(c), Colour.of(d));
            }
        }
        for (int i = 0; i < 12; i++) {
            PICK[i] = new PickBoard(i);
        }
        for (int i = 0; i < 64; i++) {
            OFFER[i] = new Offer(i);
            BUILD[i] = new Build(i);
            DISCARD[i] = new Discard(i);
            TUCK[i] = new Tuck(i);
            ARCHIMEDES[i] = new Archimedes(i);
            HOMER[i] = new Homer(i);
            PRIESTESS[i] = new Priestess(i);
            HIPPOCRATES[i] = new Hippocrates(i);
            HERODOTUS_BOX[i] = new HerodotusBox(i);
            DESTROY[i] = new Destroy(i);
            SACRIFICE[i] = new Sacrifice(i);
            for (int k = 0; k < 8; k++) {
                PROTECT[i][k] = new Protect(i, k);
            }
            for (int p = 0; p < 5; p++) {
                HARBOUR[i][p] = new Harbour(i, p);
            }
        }
        for (int p = 0; p < 5; p++) {
            TRADE[p] = new Trade(p);
            PLATO[p] = new Plato(p);
            HERODOTUS[p] = new Herodotus(p);
            for (int m = 0; m < 128; m++) {
                ATTACK[p][m] = new Attack(p, m);
            }
        }
        for (int b = 0; b < BID.length; b++) {
            BID[b] = new Bid(b);
        }
    }

    static Bid bid(int amount) {
        return amount < BID.length ? BID[amount] : new Bid(amount);
    }

    static Assassinate assassinate(int assassin, int target) {
        if (assassin < 0 || assassin >= 64 || target < 0 || target >= 64) {
            return new Assassinate(assassin, target);
        }
        Assassinate a = ASSASSINATE[assassin * 64 + target];
        if (a == null) {
            a = new Assassinate(assassin, target);
            ASSASSINATE[assassin * 64 + target] = a;
        }
        return a;
    }

    static Attack attack(int target, int m) {
        return m < 128 ? ATTACK[target][m] : new Attack(target, m);
    }
}
