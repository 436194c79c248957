package io.agon.massilia.rules;

import io.agon.core.View;
import io.agon.massilia.model.Ids;
import java.util.List;

/**
 * What one player sees (D16): everything public, the observer's own sesterces, stones, cards and unsplit roll;
 * other players' sesterces and stones as -1, their cards as a count, their unsplit roll as colours only; the deck
 * as a size.
 *
 * @param observer   the seat this view is for
 * @param round      round 1..7
 * @param over       true when the game has ended
 * @param prompt     the pending decision
 * @param flow       the kinds of the pending steps, top first ("Declare", "Turn"...; their values are not sent)
 * @param order      seats by order position
 * @param passOrder  seats that passed this round, in order
 * @param prices     price tiles: temple, violet, orange, pink
 * @param markers    points markers: violet, orange, pink
 * @param harbour    harbour cubes: violet, orange, pink, beige
 * @param stalls     every stall on the market
 * @param persons    fields of the violet, orange, pink customer and the consul
 * @param temple     temple dice counted by die index (colour * 6 + pips - 1)
 * @param players    every player's public board, with the observer's secrets filled in
 * @param faceUp     face-up god cards (-1 = empty slot)
 * @param discard    discard pile counted by god
 * @param deckSize   cards in the face-down deck
 * @param stoneSupply penalty stones in the general supply
 * @param rolledColours the current roller's unsplit dice counted by colour
 * @param ownRolled  the observer's own unsplit dice by die index (empty unless the observer is rolling)
 * @param ownHand    the observer's god cards
 * @param ownPlayable which of them may be played now (D14)
 * @param declared   the die use being declared (public, spec 5.0), or null when none
 * @param options    what this seat may do now, one entry per legal action in the order of the legal list (empty
 *                   when another seat decides): for a picture that makes the actions clickable
 * @param unrolledTemple temple dice placed but not yet rolled (during the corner choice, D62), else 0
 */
public record MassiliaView(int observer, int round, boolean over, String prompt, List<String> flow, List<Integer> order,
                           List<Integer> passOrder, List<Integer> prices, List<Integer> markers,
                           List<Integer> harbour, List<StallView> stalls, List<Integer> persons,
                           List<Integer> temple, List<PlayerView> players, List<Integer> faceUp,
                           List<Integer> discard, int deckSize, int stoneSupply, List<Integer> rolledColours,
                           List<Integer> ownRolled, List<Integer> ownHand, List<Boolean> ownPlayable,
                           Declared declared, List<Option> options, int unrolledTemple)
        implements View {

    /**
     * A die use being declared (spec 5.0).
     *
     * @param player the seat declaring it
     * @param dice   the die set, first die first
     * @param value  the action value: the sum of the final pips
     * @param stones penalty stones it needs so far
     */
    public record Declared(int player, List<SetDieView> dice, int value, int stones) {
        /** Copies the list. */
        public Declared {
            dice = List.copyOf(dice);
        }
    }

    /**
     * One die of a die set.
     *
     * @param colour     its rolled colour (beige, brown, black, grey = 0-3)
     * @param pips       its rolled pips
     * @param effColour  the colour it counts as
     * @param delta      the net pip change
     * @param value      its final pips
     * @param fromSupply true when it comes from the player's personal supply, false from the temple
     */
    public record SetDieView(int colour, int pips, int effColour, int delta, int value, boolean fromSupply) {
    }

    /**
     * One legal action of the deciding seat as data (the same facts as its {@code describe} label); fields that do
     * not apply to the kind are -1 or false.
     *
     * @param kind       the action kind in lower case: use_die, add_die, recolour, pip_step, move_person, buy_goods,
     *                   keep_die, place_cube, ... (as {@code MassiliaAction.Kind})
     * @param colour     a die's colour (use_die, add_die, keep_die) or the new colour (recolour)
     * @param pips       a die's pips (use_die, add_die, keep_die)
     * @param fromSupply the die comes from the own supply (use_die, add_die)
     * @param die        the index in the die set (recolour, pip_step)
     * @param up         +1 (pip_step) or clockwise (move_person)
     * @param person     the person moved (move_person: 0-2 customers, 3 consul)
     * @param field      the field reached (move_person) or named (choose_corner, place_cube, move_cube, return_cube)
     * @param goods      the goods kind (buy_goods, move_cube, return_cube, pay_for_cube)
     * @param god        a god card pays for it instead of a penalty stone (add_die, recolour, pip_step, sacrifice)
     * @param variant    the Mercurius price change (buy_goods, move_person, buy_prestige), how an added die is
     *                   recoloured (add_die: {@code AddDie.recolour}), the card source (take_card), else 0
     * @param stones     the beige cubes bought (buy_goods), the stones returned (play_vesta), else 0
     */
    public record Option(String kind, int colour, int pips, boolean fromSupply, int die, boolean up, int person,
                         int field, int goods, boolean god, int variant, int stones) {
    }

    /** Copies the list of options. */
    public MassiliaView {
        options = List.copyOf(options);
    }

    /** A stall: field, owner seat and cubes by goods (violet, orange, pink, beige). */
    public record StallView(int field, int owner, List<Integer> cubes) {
        int total() {
            return cubes.get(0) + cubes.get(1) + cubes.get(2) + cubes.get(3);
        }
    }

    /**
     * A player's board. {@code money} and {@code stones} are -1 when hidden from the observer.
     *
     * @param screenDice dice behind the screen by colour (colours are public, D16)
     * @param supplyDice personal-supply dice counted by die index
     */
    public record PlayerView(int seat, int prestige, int money, int stones, int cards, int reserve,
                             List<Integer> screenDice, List<Integer> supplyDice, int roundTile, boolean passed) {
    }

    @Override
    public String render() {
        StringBuilder b = new StringBuilder();
        b.append("Massilia - round ").append(round).append("/7").append(over ? " - game over" : "").append('\n');
        b.append("Prices: temple ").append(prices.get(0)).append(" | violet ").append(prices.get(1))
                .append(", orange ").append(prices.get(2)).append(", pink ").append(prices.get(3))
                .append(", beige 1   Points markers: violet ").append(markers.get(0)).append(", orange ")
                .append(markers.get(1)).append(", pink ").append(markers.get(2)).append('\n');
        b.append("Harbour: violet ").append(harbour.get(0)).append(", orange ").append(harbour.get(1))
                .append(", pink ").append(harbour.get(2)).append(", beige ").append(harbour.get(3))
                .append("   Penalty supply ").append(stoneSupply).append('\n');
        b.append("Gods: face up ").append(god(faceUp.get(0))).append(", ").append(god(faceUp.get(1)))
                .append("; deck ").append(deckSize).append("; discard ").append(godCounts(discard)).append('\n');
        b.append("Market (field, owner P#:cubes, persons v o p = customers, C = consul):\n");
        String[][] grid = new String[7][7];
        for (int f = 0; f < 24; f++) {
            int x;
            int y;
            if (f <= 6) {
                x = f;
                y = 0;
            } else if (f <= 12) {
                x = 6;
                y = f - 6;
            } else if (f <= 18) {
                x = 18 - f;
                y = 6;
            } else {
                x = 0;
                y = 24 - f;
            }
            StringBuilder c = new StringBuilder(String.format("%2d", f));
            StallView st = stall(f);
            c.append(st == null ? " .. " : " P" + (st.owner() + 1) + ":" + st.total());
            String marks = "vopC";
            boolean first = true;
            for (int p = 0; p < 4; p++) {
                if (persons.get(p) == f) {
                    c.append(first ? " " : "").append(marks.charAt(p));
                    first = false;
                }
            }
            grid[y][x] = c.toString();
        }
        for (int y = 0; y < 7; y++) {
            b.append("  ");
            for (int x = 0; x < 7; x++) {
                String cell = grid[y][x] == null ? "" : grid[y][x];
                b.append(String.format("%-11s", cell));
            }
            b.append('\n');
        }
        b.append("Stalls:");
        for (StallView st : stalls) {
            b.append(" [").append(st.field()).append(" P").append(st.owner() + 1).append(": ")
                    .append(cubes(st.cubes())).append(']');
        }
        b.append('\n');
        b.append("Persons: violet customer ").append(persons.get(0)).append(", orange customer ")
                .append(persons.get(1)).append(", pink customer ").append(persons.get(2)).append(", consul ")
                .append(persons.get(3)).append('\n');
        b.append("Temple dice: ").append(unrolledTemple > 0 ? unrolledTemple + ", one of each colour, not rolled yet"
                + " (the temple roll of Phase II rolls them)" : dice(temple)).append('\n');
        b.append("Order:");
        for (int s : order) {
            b.append(' ').append(Ids.player(s));
        }
        b.append('\n');
        for (PlayerView p : players) {
            b.append(p.seat() == observer ? "* " : "  ").append(Ids.player(p.seat())).append(" (")
                    .append(Ids.PLAYER_COLOURS[p.seat()]).append("): prestige ").append(p.prestige())
                    .append(", stalls ").append(5 - p.reserve()).append(", cards ").append(p.cards())
                    .append(", screen [").append(colours(p.screenDice())).append("], supply [")
                    .append(dice(p.supplyDice())).append(']');
            if (p.money() >= 0) {
                b.append(", ").append(Ids.sesterces(p.money())).append(", ").append(p.stones())
                        .append(p.stones() == 1 ? " stone" : " stones");
            }
            if (p.passed()) {
                b.append(", passed").append(p.roundTile() > 0 ? " (tile " + p.roundTile() + ")" : "");
            }
            b.append('\n');
        }
        if (!ownHand.isEmpty()) {
            b.append("Your gods:");
            for (int i = 0; i < ownHand.size(); i++) {
                b.append(' ').append(Ids.GOD_NAMES[ownHand.get(i)]).append(ownPlayable.get(i) ? "" : " (next turn)");
            }
            b.append('\n');
        }
        if (!ownRolled.isEmpty()) {
            b.append("Your roll: ").append(dice(ownRolled)).append('\n');
        } else if (rolledColours.stream().mapToInt(Integer::intValue).sum() > 0) {
            b.append("Being split behind a screen: ").append(colours(rolledColours)).append('\n');
        }
        b.append(prompt);
        return b.toString();
    }

    private StallView stall(int f) {
        for (StallView s : stalls) {
            if (s.field() == f) {
                return s;
            }
        }
        return null;
    }

    private static String colours(List<Integer> perColour) {
        StringBuilder b = new StringBuilder();
        for (int c = 0; c < perColour.size(); c++) {
            for (int i = 0; i < perColour.get(c); i++) {
                b.append(b.length() > 0 ? ", " : "").append(Ids.DIE_NAMES[c]);
            }
        }
        return b.length() == 0 ? "no dice" : b.toString();
    }

    private static String god(int g) {
        return g < 0 ? "-" : Ids.GOD_NAMES[g];
    }

    private static String godCounts(List<Integer> counts) {
        StringBuilder b = new StringBuilder();
        for (int g = 0; g < counts.size(); g++) {
            if (counts.get(g) > 0) {
                b.append(b.length() > 0 ? ", " : "").append(Ids.GOD_NAMES[g]).append(' ').append(counts.get(g));
            }
        }
        return b.length() == 0 ? "empty" : b.toString();
    }

    private static String cubes(List<Integer> c) {
        StringBuilder b = new StringBuilder();
        for (int g = 0; g < 4; g++) {
            if (c.get(g) > 0) {
                b.append(b.length() > 0 ? " " : "").append(c.get(g)).append(' ').append(Ids.GOODS_NAMES[g]);
            }
        }
        return b.length() == 0 ? "empty" : b.toString();
    }

    private static String dice(List<Integer> counts) {
        StringBuilder b = new StringBuilder();
        for (int code = 0; code < counts.size(); code++) {
            for (int i = 0; i < counts.get(code); i++) {
                b.append(b.length() > 0 ? ", " : "").append(Ids.DIE_NAMES[Ids.dieColour(code)]).append(' ')
                        .append(Ids.diePips(code));
            }
        }
        return b.length() == 0 ? "none" : b.toString();
    }

    /**
     * What an action's option may depend on: the state, the value of the die use being declared (0 otherwise) and
     * the ring's size (where a person move ends).
     */
    record Where(io.agon.massilia.model.MassiliaState s, int value, int ringSize) {
    }

    /** An option that names a field and goods only. */
    static Option field(String kind, int field, int goods) {
        return new Option(kind, -1, -1, false, -1, false, -1, field, goods, false, 0, 0);
    }
}
