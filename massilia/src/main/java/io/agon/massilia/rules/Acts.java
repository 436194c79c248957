package io.agon.massilia.rules;

import io.agon.massilia.rules.MassiliaAction.*;

/** Cached action instances, so that listing legal actions allocates little. */
final class Acts {

    private Acts() {
    }

    static final Pass PASS = new Pass();
    static final PlayMars PLAY_MARS = new PlayMars();
    static final EndKeeping END_KEEPING = new EndKeeping();
    static final CancelDie CANCEL = new CancelDie();
    static final PlayPluto PLAY_PLUTO = new PlayPluto();
    static final NoPluto NO_PLUTO = new NoPluto();
    static final SettleTax SETTLE_TAX = new SettleTax();
    static final Build BUILD = new Build();
    static final DeclineBuild DECLINE_BUILD = new DeclineBuild();
    static final EndRelocation END_RELOCATION = new EndRelocation();
    static final StopTaking STOP_TAKING = new StopTaking();
    static final EndTurn END_TURN = new EndTurn();

    static final ChooseCorner[] CORNER = new ChooseCorner[24];
    static final KeepDie[] KEEP = new KeepDie[24];
    static final UseDie[] USE = new UseDie[48];
    static final AddDie[] ADD = new AddDie[288];
    static final PlayVesta[] VESTA = new PlayVesta[8];
    static final PlaceCube[] PLACE = new PlaceCube[24];
    static final PayForCube[] PAY = new PayForCube[4];
    static final MoveCube[] MOVE_CUBE = new MoveCube[96];
    static final ReturnCube[] RETURN_CUBE = new ReturnCube[96];
    static final TakeCard[] TAKE = new TakeCard[3];
    static final MovePerson[] MOVE = new MovePerson[24];
    static final BuyPrestige[] PRESTIGE = new BuyPrestige[3];
    static final Sacrifice[] SACRIFICE = {new Sacrifice(false), new Sacrifice(true)};
    private static final int CACHED_DICE = 16;
    static final Recolour[] RECOLOUR = new Recolour[CACHED_DICE * 8];
    static final PipStep[] PIP = new PipStep[CACHED_DICE * 4];
    private static final int CACHED_VALUE = 40;
    static final BuyGoods[] BUY = new BuyGoods[3 * CACHED_VALUE * 3];

    static {
        for (int i = 0; i < 24; i++) {
            CORNER[i] = new ChooseCorner(i);
            KEEP[i] = new KeepDie(i / 6, i % 6 + 1);
            USE[i] = new UseDie(false, i / 6, i % 6 + 1);
            USE[24 + i] = new UseDie(true, i / 6, i % 6 + 1);
            for (int j = 0; j < 4; j++) {
                for (int r = 0; r < 3; r++) {
                    ADD[((j >> 1) * 48 + (j & 1) * 24 + i) * 3 + r] = new AddDie(j >= 2, i / 6, i % 6 + 1,
                            (j & 1) == 1, r);
                }
                MOVE_CUBE[i * 4 + j] = new MoveCube(i, j);
                RETURN_CUBE[i * 4 + j] = new ReturnCube(i, j);
            }
            PLACE[i] = new PlaceCube(i);
        }
        for (int i = 0; i < 8; i++) {
            VESTA[i] = new PlayVesta(i);
        }
        for (int g = 0; g < 4; g++) {
            PAY[g] = new PayForCube(g);
        }
        for (int t = 0; t < 3; t++) {
            TAKE[t] = new TakeCard(t);
            PRESTIGE[t] = new BuyPrestige(t - 1);
        }
        for (int p = 0; p < 4; p++) {
            for (int cw = 0; cw < 2; cw++) {
                for (int m = 0; m < 3; m++) {
                    MOVE[p * 6 + cw * 3 + m] = new MovePerson(p, cw == 1, m - 1);
                }
            }
        }
        for (int d = 0; d < CACHED_DICE; d++) {
            for (int c = 0; c < 4; c++) {
                RECOLOUR[d * 8 + c * 2] = new Recolour(d, c, false);
                RECOLOUR[d * 8 + c * 2 + 1] = new Recolour(d, c, true);
            }
            for (int j = 0; j < 4; j++) {
                PIP[d * 4 + j] = new PipStep(d, (j & 2) != 0, (j & 1) != 0);
            }
        }
        for (int k = 0; k < 3; k++) {
            for (int b = 0; b < CACHED_VALUE; b++) {
                for (int m = 0; m < 3; m++) {
                    BUY[(k * CACHED_VALUE + b) * 3 + m] = new BuyGoods(k, b, m - 1);
                }
            }
        }
    }

    static UseDie use(boolean supply, int code) {
        return USE[(supply ? 24 : 0) + code];
    }

    static AddDie add(boolean supply, int code, boolean juno, int recolour) {
        return ADD[((supply ? 48 : 0) + (juno ? 24 : 0) + code) * 3 + recolour];
    }

    static MovePerson move(int person, boolean cw, int merc) {
        return MOVE[person * 6 + (cw ? 3 : 0) + merc + 1];
    }

    static Recolour recolour(int die, int colour, boolean phoebus) {
        return die < CACHED_DICE ? RECOLOUR[die * 8 + colour * 2 + (phoebus ? 1 : 0)]
                : new Recolour(die, colour, phoebus);
    }

    static PipStep pip(int die, boolean up, boolean minerva) {
        return die < CACHED_DICE ? PIP[die * 4 + (up ? 2 : 0) + (minerva ? 1 : 0)] : new PipStep(die, up, minerva);
    }

    static BuyGoods buy(int kind, int beige, int merc) {
        return beige < CACHED_VALUE ? BUY[(kind * CACHED_VALUE + beige) * 3 + merc + 1]
                : new BuyGoods(kind, beige, merc);
    }
}
