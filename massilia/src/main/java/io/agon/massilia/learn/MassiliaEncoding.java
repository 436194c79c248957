package io.agon.massilia.learn;

import io.agon.core.Action;
import io.agon.core.component.Deck;
import io.agon.core.learn.Encoding;
import io.agon.core.learn.Kinds;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.SetDie;
import io.agon.massilia.model.Step;
import io.agon.massilia.rules.MassiliaAction.*;
import java.util.Arrays;
import java.util.List;

/**
 * Massilia for learning agents. No move names a seat, so the ids are the same at every player count; a die is named
 * by its colour and pips (24 faces), a field of the ring by its number, a recolour or a pip step needs no die
 * (only the die taken last can be bent: the id means that one), beige cubes bought by their number (up to
 * {@value #MAX_BEIGE}). The blocks, in order, are listed by {@link #describe}.
 *
 * <p>The observation is what the seat's view shows (the observer first wherever seats appear): every seat's
 * prestige, screen, personal supply, hand size, stall reserve, round tile and whether it passed, but money, penalty
 * stones and god cards only the observer's own, and the unsplit roll only to the seat that rolled it.
 */
public final class MassiliaEncoding implements Encoding<MassiliaState> {

    /** Beige cubes in one purchase that have ids of their own. */
    public static final int MAX_BEIGE = 63;

    private static final int FACES = Ids.DIE_CODES;
    private static final int GODS = Ids.GODS;
    private static final Kinds STEPS = new Kinds(Step.class);

    private static final int CORNER = 0;
    private static final int MARS = CORNER + 24;
    private static final int KEEP = MARS + 1;
    private static final int END_KEEPING = KEEP + FACES;
    private static final int USE = END_KEEPING + 1;
    private static final int PASS = USE + 2 * FACES;
    private static final int VESTA = PASS + 1;
    private static final int RECOLOUR = VESTA + 2;
    private static final int PIP = RECOLOUR + 4 * 2;
    private static final int ADD = PIP + 2 * 2;
    private static final int CANCEL = ADD + 2 * FACES * 2 * 3;
    private static final int BUY_GOODS = CANCEL + 1;
    private static final int MOVE_PERSON = BUY_GOODS + Ids.TRADE_GOODS * (MAX_BEIGE + 1) * 3;
    private static final int PRESTIGE = MOVE_PERSON + Ids.PERSONS * 2 * 3;
    private static final int SACRIFICE = PRESTIGE + 3;
    private static final int PLACE_CUBE = SACRIFICE + 2;
    private static final int PLUTO = PLACE_CUBE + 24;
    private static final int NO_PLUTO = PLUTO + 1;
    private static final int PAY = NO_PLUTO + 1;
    private static final int SETTLE = PAY + Ids.GOODS;
    private static final int BUILD = SETTLE + 1;
    private static final int DECLINE = BUILD + 1;
    private static final int MOVE_CUBE = DECLINE + 1;
    private static final int END_RELOCATION = MOVE_CUBE + 24 * Ids.GOODS;
    private static final int RETURN_CUBE = END_RELOCATION + 1;
    private static final int TAKE = RETURN_CUBE + 24 * Ids.GOODS;
    private static final int STOP_TAKING = TAKE + 3;
    private static final int END_TURN = STOP_TAKING + 1;
    private static final int COUNT = END_TURN + 1;

    private static final int FIELDS = 24;
    private static final int SEAT = 9 + 4 + FACES;

    private final int ring;

    /** The encoding of the game played with {@code data}. */
    public MassiliaEncoding(MassiliaData data) {
        if (data.ringSize > FIELDS) {
            throw new IllegalArgumentException("a ring of " + data.ringSize + " fields; the encoding has " + FIELDS);
        }
        this.ring = data.ringSize;
    }

    @Override
    public int actionCount(int players) {
        return COUNT;
    }

    @Override
    public int id(MassiliaState s, Action action) {
        Action a = action;
        if (a instanceof ChooseCorner c) {
            return CORNER + c.field();
        } else if (a instanceof PlayMars) {
            return MARS;
        } else if (a instanceof KeepDie k) {
            return KEEP + Ids.die(k.colour(), k.pips());
        } else if (a instanceof EndKeeping) {
            return END_KEEPING;
        } else if (a instanceof UseDie u) {
            return USE + (u.fromSupply() ? FACES : 0) + Ids.die(u.colour(), u.pips());
        } else if (a instanceof Pass) {
            return PASS;
        } else if (a instanceof PlayVesta v) {
            return VESTA + v.stones() - 1;
        } else if (a instanceof Recolour r) {
            return RECOLOUR + r.colour() * 2 + (r.phoebus() ? 1 : 0);
        } else if (a instanceof PipStep p) {
            return PIP + (p.up() ? 2 : 0) + (p.minerva() ? 1 : 0);
        } else if (a instanceof AddDie d) {
            return ADD + (((d.fromSupply() ? FACES : 0) + Ids.die(d.colour(), d.pips())) * 2 + (d.juno() ? 1 : 0)) * 3
                    + d.recolour();
        } else if (a instanceof CancelDie) {
            return CANCEL;
        } else if (a instanceof BuyGoods b) {
            if (b.beige() > MAX_BEIGE) {
                throw new IllegalArgumentException(b.beige() + " beige cubes have no id (0-" + MAX_BEIGE + ")");
            }
            return BUY_GOODS + (b.kind() * (MAX_BEIGE + 1) + b.beige()) * 3 + b.mercurius() + 1;
        } else if (a instanceof MovePerson m) {
            return MOVE_PERSON + (m.person() * 2 + (m.clockwise() ? 1 : 0)) * 3 + m.mercurius() + 1;
        } else if (a instanceof BuyPrestige b) {
            return PRESTIGE + b.mercurius() + 1;
        } else if (a instanceof Sacrifice x) {
            return SACRIFICE + (x.jupiter() ? 1 : 0);
        } else if (a instanceof PlaceCube p) {
            return PLACE_CUBE + p.field();
        } else if (a instanceof PlayPluto) {
            return PLUTO;
        } else if (a instanceof NoPluto) {
            return NO_PLUTO;
        } else if (a instanceof PayForCube p) {
            return PAY + p.goods();
        } else if (a instanceof SettleTax) {
            return SETTLE;
        } else if (a instanceof Build) {
            return BUILD;
        } else if (a instanceof DeclineBuild) {
            return DECLINE;
        } else if (a instanceof MoveCube m) {
            return MOVE_CUBE + m.from() * Ids.GOODS + m.goods();
        } else if (a instanceof EndRelocation) {
            return END_RELOCATION;
        } else if (a instanceof ReturnCube r) {
            return RETURN_CUBE + r.field() * Ids.GOODS + r.goods();
        } else if (a instanceof TakeCard t) {
            return TAKE + t.source();
        } else if (a instanceof StopTaking) {
            return STOP_TAKING;
        } else if (a instanceof EndTurn) {
            return END_TURN;
        }
        throw new IllegalArgumentException("no id for " + action);
    }

    /** The place in the declaration of the die taken last: the only one a recolour or a pip step can bend. */
    private static int lastDie(MassiliaState s) {
        Step.Declare d = s.steps.find(Step.Declare.class);
        return d == null ? 0 : d.dice().size() - 1;
    }

    @Override
    public Action action(MassiliaState s, int id) {
        if (id < MARS) {
            return new ChooseCorner(id - CORNER);
        } else if (id == MARS) {
            return new PlayMars();
        } else if (id < END_KEEPING) {
            return new KeepDie(Ids.dieColour(id - KEEP), Ids.diePips(id - KEEP));
        } else if (id == END_KEEPING) {
            return new EndKeeping();
        } else if (id < PASS) {
            int face = (id - USE) % FACES;
            return new UseDie(id - USE >= FACES, Ids.dieColour(face), Ids.diePips(face));
        } else if (id == PASS) {
            return new Pass();
        } else if (id < RECOLOUR) {
            return new PlayVesta(id - VESTA + 1);
        } else if (id < PIP) {
            int k = id - RECOLOUR;
            return new Recolour(lastDie(s), k / 2, k % 2 == 1);
        } else if (id < ADD) {
            int k = id - PIP;
            return new PipStep(lastDie(s), k / 2 == 1, k % 2 == 1);
        } else if (id < CANCEL) {
            int k = id - ADD;
            int recolour = k % 3;
            boolean juno = k / 3 % 2 == 1;
            int die = k / 6;
            int face = die % FACES;
            return new AddDie(die >= FACES, Ids.dieColour(face), Ids.diePips(face), juno, recolour);
        } else if (id == CANCEL) {
            return new CancelDie();
        } else if (id < MOVE_PERSON) {
            int k = id - BUY_GOODS;
            return new BuyGoods(k / 3 / (MAX_BEIGE + 1), k / 3 % (MAX_BEIGE + 1), k % 3 - 1);
        } else if (id < PRESTIGE) {
            int k = id - MOVE_PERSON;
            return new MovePerson(k / 6, k / 3 % 2 == 1, k % 3 - 1);
        } else if (id < SACRIFICE) {
            return new BuyPrestige(id - PRESTIGE - 1);
        } else if (id < PLACE_CUBE) {
            return new Sacrifice(id - SACRIFICE == 1);
        } else if (id < PLUTO) {
            return new PlaceCube(id - PLACE_CUBE);
        } else if (id < MOVE_CUBE) {
            return switch (id) {
                case PLUTO -> new PlayPluto();
                case NO_PLUTO -> new NoPluto();
                case SETTLE -> new SettleTax();
                case BUILD -> new Build();
                case DECLINE -> new DeclineBuild();
                default -> new PayForCube(id - PAY);
            };
        } else if (id < END_RELOCATION) {
            return new MoveCube((id - MOVE_CUBE) / Ids.GOODS, (id - MOVE_CUBE) % Ids.GOODS);
        } else if (id == END_RELOCATION) {
            return new EndRelocation();
        } else if (id < TAKE) {
            return new ReturnCube((id - RETURN_CUBE) / Ids.GOODS, (id - RETURN_CUBE) % Ids.GOODS);
        } else if (id < STOP_TAKING) {
            return new TakeCard(id - TAKE);
        } else if (id == STOP_TAKING) {
            return new StopTaking();
        } else if (id == END_TURN) {
            return new EndTurn();
        }
        throw new IllegalArgumentException("no action has the id " + id);
    }

    // ---- the observation ------------------------------------------------------------------------------------

    private static int size(int n) {
        return n * (SEAT + 2 * n) + FIELDS * (n + Ids.GOODS) + Ids.PERSONS * FIELDS + 4 + 3 + 4 + FACES + 2 * GODS
                + GODS + 2 + 4 + FACES + 2 * GODS + 1 + STEPS.count() + n + DECLARED + 8;
    }

    /** The declaration's floats: value, dice, stones, effective colour (4), gods played (8), faces in it (24). */
    private static final int DECLARED = 3 + 4 + GODS + FACES;

    @Override
    public int[] shape(int players) {
        return new int[] {size(players)};
    }

    @Override
    public void observe(MassiliaState s, int seat, float[] out, int offset) {
        int n = s.players;
        Arrays.fill(out, offset, offset + size(n), 0f);
        int at = offset;
        for (int r = 0; r < n; r++, at += SEAT + 2 * n) {
            int p = (seat + r) % n;
            out[at] = s.prestige[p];
            out[at + 1] = r == 0 ? s.money[p] : 0f;
            out[at + 2] = r == 0 ? s.stones[p] : 0f;
            out[at + 3] = s.handSize[p];
            out[at + 4] = s.reserve[p];
            out[at + 5] = s.roundTile[p];
            out[at + 6] = s.passed(p) ? 1f : 0f;
            out[at + 7] = r == 0 ? 1f : 0f;
            out[at + 8] = 0f;
            for (int c = 0; c < 4; c++) {
                out[at + 9 + c] = s.screen[p * 4 + c];
            }
            for (int f = 0; f < FACES; f++) {
                out[at + 13 + f] = s.supplyDice[p * FACES + f];
            }
            for (int i = 0; i < n; i++) {
                if (s.order[i] == p) {
                    out[at + SEAT + i] = 1f;
                }
            }
            for (int i = 0; i < s.passedCount; i++) {
                if (s.passOrder[i] == p) {
                    out[at + SEAT + n + i] = 1f;
                }
            }
        }
        for (int f = 0; f < FIELDS; f++, at += n + Ids.GOODS) {
            if (f < ring && s.stallOwner[f] >= 0) {
                out[at + (s.stallOwner[f] - seat + n) % n] = 1f;
                for (int g = 0; g < Ids.GOODS; g++) {
                    out[at + n + g] = s.cubes[f * 4 + g];
                }
            }
        }
        for (int person = 0; person < Ids.PERSONS; person++, at += FIELDS) {
            out[at + s.person[person]] = 1f;
        }
        at = copy(s.price, 4, out, at);
        at = copy(s.marker, 3, out, at);
        at = copy(s.harbour, 4, out, at);
        at = copy(s.temple, FACES, out, at);
        for (int slot = 0; slot < 2; slot++, at += GODS) {
            if (s.faceUp[slot] >= 0) {
                out[at + s.faceUp[slot]] = 1f;
            }
        }
        Deck discard = s.gods.discardPile();
        for (int i = 0; i < discard.size(); i++) {
            out[at + discard.peek(i)]++;
        }
        at += GODS;
        out[at++] = s.deck.size();
        out[at++] = s.supply;
        int roller = roller(s);
        for (int f = 0; f < FACES; f++) {
            out[at + Ids.dieColour(f)] += s.rolled[f];
        }
        at += 4;
        if (roller == seat) {
            copy(s.rolled, FACES, out, at);
        }
        at += FACES;
        for (int i = 0; i < s.handSize[seat]; i++) {
            int god = s.hand[seat * 3 + i];
            out[at + god]++;
            if (s.handAt[seat * 3 + i] < s.stepCounter[seat]) {
                out[at + GODS + god]++;
            }
        }
        at += 2 * GODS;
        out[at++] = s.round;
        Step top = s.over ? null : s.steps.peek();
        STEPS.oneHot(top, out, at);
        at += STEPS.count();
        int mover = s.over ? -1 : top instanceof Step.RoundStart || top instanceof Step.RoundEnd ? -1 : player(top);
        if (mover >= 0) {
            out[at + (mover - seat + n) % n] = 1f;
        }
        at += n;
        Step.Declare d = s.over ? null : s.steps.find(Step.Declare.class);
        if (d != null) {
            List<Integer> dice = d.dice();
            int value = 0;
            for (int i = 0, k = dice.size(); i < k; i++) {
                int die = dice.get(i);
                value += SetDie.value(die);
                out[at + 3 + 4 + GODS + Ids.die(SetDie.effColour(die), SetDie.value(die))]++;
            }
            out[at] = value;
            out[at + 1] = dice.size();
            out[at + 2] = d.stones();
            if (!dice.isEmpty()) {
                out[at + 3 + SetDie.effColour(dice.get(0))] = 1f;
            }
            for (int g = 0; g < GODS; g++) {
                out[at + 7 + g] = (d.gods() >> g & 1) != 0 ? 1f : 0f;
            }
        }
        at += DECLARED;
        if (top instanceof Step.Keep k) {
            out[at] = k.free();
            out[at + 1] = k.mars() ? 1f : 0f;
        } else if (top instanceof Step.Place p) {
            out[at + 2] = p.kind() + 1;
            out[at + 3] = p.kindLeft();
            out[at + 4] = p.beigeLeft();
        } else if (top instanceof Step.SacrificeCubes c) {
            out[at + 5] = c.left();
        } else if (top instanceof Step.TakeCards t) {
            out[at + 6] = t.max() - t.taken();
        } else if (top instanceof Step.Tax t) {
            out[at + 7] = t.kept();
        }
    }

    /** The seat that answers step {@code top}, or -1. */
    private static int player(Step top) {
        if (top instanceof Step.SetupCorner x) {
            return x.player();
        } else if (top instanceof Step.Keep x) {
            return x.player();
        } else if (top instanceof Step.Turn x) {
            return x.player();
        } else if (top instanceof Step.Declare x) {
            return x.player();
        } else if (top instanceof Step.Place x) {
            return x.player();
        } else if (top instanceof Step.PlutoWindow x) {
            return x.owner();
        } else if (top instanceof Step.Tax x) {
            return x.owner();
        } else if (top instanceof Step.BuildChoice x) {
            return x.player();
        } else if (top instanceof Step.Relocate x) {
            return x.player();
        } else if (top instanceof Step.SacrificeCubes x) {
            return x.player();
        } else if (top instanceof Step.TakeCards x) {
            return x.player();
        } else if (top instanceof Step.TurnEnd x) {
            return x.player();
        }
        return -1;
    }

    /** The seat whose roll is still unsplit, or -1. */
    private static int roller(MassiliaState s) {
        Step.Keep k = s.over ? null : s.steps.find(Step.Keep.class);
        return k == null ? -1 : k.player();
    }

    private static int copy(int[] from, int count, float[] out, int at) {
        for (int i = 0; i < count; i++) {
            out[at + i] = from[i];
        }
        return at + count;
    }

    @Override
    public String describe(int players) {
        int n = players;
        return COUNT + " action ids (faces: colour x 6 + pips - 1, colours beige, brown, black, grey; Mercurius -1,"
                + " 0, +1 as 0, 1, 2): corner field from " + CORNER + "; Mars " + MARS + "; keep face from " + KEEP
                + "; end keeping " + END_KEEPING + "; use a die (temple, supply) x face from " + USE + "; pass " + PASS
                + "; Vesta 1-2 stones from " + VESTA + "; recolour the die taken last (colour, Phoebus) from " + RECOLOUR
                + "; pip step on it (up, Minerva) from " + PIP + "; add a die ((temple, supply) x face, Juno,"
                + " recolour none/stone/Phoebus) from " + ADD + "; cancel " + CANCEL + "; buy goods (kind, beige"
                + " 0-" + MAX_BEIGE + ", Mercurius) from " + BUY_GOODS + "; move a person (person, clockwise,"
                + " Mercurius) from " + MOVE_PERSON + "; buy prestige (Mercurius) from " + PRESTIGE + "; sacrifice"
                + " (Jupiter) from " + SACRIFICE + "; place a cube on field from " + PLACE_CUBE + "; Pluto " + PLUTO
                + ", no Pluto " + NO_PLUTO + "; pay for a cube of goods from " + PAY + "; settle the tax " + SETTLE
                + "; build " + BUILD + ", decline " + DECLINE + "; move a cube (field, goods) from " + MOVE_CUBE
                + "; end relocation " + END_RELOCATION + "; return a cube (field, goods) from " + RETURN_CUBE
                + "; take card (face-up 0, 1, the deck 2) from " + TAKE + "; stop taking " + STOP_TAKING
                + "; end the turn " + END_TURN + ".\n"
                + "Observation " + size(n) + " floats, seats counted from the observer: per seat (" + (SEAT + 2 * n)
                + " each) prestige, money and penalty stones (the observer's only), god cards in hand, stalls in"
                + " reserve, round tile, passed, is the observer, 0, dice behind the screen by colour (4), personal"
                + " supply by face (24), place in the turn order (" + n + "), place in the pass order (" + n + ");"
                + " per field (24 x " + (n + Ids.GOODS) + ") the stall's owner and its cubes by goods; each person's"
                + " field (4 x 24); prices (temple, violet, orange, pink); points markers (3); harbour cubes (4);"
                + " temple dice by face (24); the face-up gods (2 x 8); the discard pile by god (8); the deck's size;"
                + " the penalty supply; the unsplit roll by colour (4) and, for its roller only, by face (24); the"
                + " observer's gods in hand and those playable now (2 x 8); the round; the step (" + STEPS.count()
                + " kinds); the seat answering it; the declaration (value, dice, stones, colour, gods, faces); the"
                + " step's figures (keeps free, Mars, place kind, kind cubes left, beige left, cubes to sacrifice,"
                + " cards to take, cubes kept in the tax).";
    }
}
