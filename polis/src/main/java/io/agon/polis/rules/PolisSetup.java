package io.agon.polis.rules;

import io.agon.core.flow.Control;
import io.agon.core.EventSink;
import io.agon.core.SetupException;
import io.agon.core.flow.TurnOrder;
import io.agon.polis.model.BoardSide;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import java.util.List;

/**
 * Set-up (spec 3): city boards (first game, or variants V1/V2 of 3.2), starting money, decks with the end-game
 * card in the bottom five, trimming, and the opening draws.
 */
final class PolisSetup {

    /** Option value: the first-game boards, A sides (spec 3.1 step 2, D48). */
    static final String FIRST_GAME = "first-game";
    /** Option value: variant V1, random boards, each player picks the side. */
    static final String RANDOM = "random";
    /** Option value of {@code start}: the start player is drawn by lot (spec 3 step 1, D64). */
    static final String BY_LOT = "lot";
    /** Option value: variant V2, draft from the start player's right neighbour counter-clockwise (D49). */
    static final String DRAFT = "draft";

    private final Catalogue cat;

    PolisSetup(Catalogue cat) {
        this.cat = cat;
    }

    /**
     * Spec 3 steps 1-5 and the board choice of 3.2.
     *
     * @param start {@link #BY_LOT}, or the start player's seat number from 1 (a set-up option; "1" is how rules
     *              version 1.0 set up every game, so its records still replay)
     */
    PolisState newGame(int players, long seed, String boards, String start) {
        PolisState s = new PolisState(players, seed);
        s.startPlayer = startPlayer(s, start);
        s.turn = 1;
        s.active = s.startPlayer;
        buildDecks(s);
        s.phase = Turn.BOARDS;
        s.boardVariant = switch (boards) {
            case FIRST_GAME -> 0;
            case RANDOM -> 1;
            case DRAFT -> 2;
            default -> throw new SetupException("option boards must be first-game, random or draft, not " + boards);
        };
        return s;
    }

    /**
     * Steps 1-2 (set-up's first step, {@link Step.BoardDeal}): the boards of a first game are dealt; for V1 each
     * seat is dealt a board and asked its side, from the start player on; for V2 the draft is asked.
     */
    void dealBoards(PolisState s, Control<PolisState> flow, EventSink ev) {
        int players = s.players;
        flow.done(s, ev);    // the board choices below come first, then the opening deal
        switch (s.boardVariant) {
            case 0 -> {
                int[] sides = new int[players];
                int n = 0;
                List<BoardSide> all = cat.sides();
                for (int i = 0; i < all.size(); i++) {
                    int fg = all.get(i).firstGamePlayers();
                    if (fg != 0 && fg <= players) {
                        sides[n++] = i;
                    }
                }
                s.rng.shuffle(sides);
                System.arraycopy(sides, 0, s.board, 0, players);
            }
            case 1 -> {
                int[] deal = {0, 1, 2, 3, 4, 5};
                s.rng.shuffle(deal);
                Step[] picks = new Step[players];
                for (int i = 0; i < players; i++) {
                    int p = (s.startPlayer + i) % players;
                    picks[i] = new Step.SideChoice(p, deal[p]);
                }
                for (int i = picks.length - 1; i >= 0; i--) {
                    flow.push(s, picks[i]); // the start player's choice on top
                }
            }
            default -> flow.push(s, new Step.DraftPick(TurnOrder.previous(s.startPlayer, players), 0b111111));
        }
    }

    /** Step 1 (D64): the start player, drawn by lot from the set-up's generator unless the option names a seat. */
    private static int startPlayer(PolisState s, String start) {
        if (start == null || start.equals(BY_LOT)) {
            return s.rng.nextInt(s.players);
        }
        int seat = Integer.parseInt(start) - 1;
        if (seat < 0 || seat >= s.players) {
            throw new SetupException("option start must be lot or a seat from 1 to " + s.players + ", not " + start);
        }
        return seat;
    }

    /** Steps 4-5: per colour, the EG card shuffled into the bottom five, then the top 2/1/0 cards to the box. */
    private void buildDecks(PolisState s) {
        int trim = s.players == 3 ? 2 : s.players == 4 ? 1 : 0;
        int[] cards = new int[Catalogue.PER_COLOUR];
        int[] bottom = new int[5];
        for (int c = 0; c < 4; c++) {
            for (int i = 0; i < cards.length; i++) {
                cards[i] = c * Catalogue.PER_COLOUR + i;
            }
            s.rng.shuffle(cards);
            // cards[0..3] are the bottom four; with the EG card they make the bottom five.
            System.arraycopy(cards, 0, bottom, 0, 4);
            bottom[4] = Catalogue.EG + c;
            s.rng.shuffle(bottom);
            int[] deck = new int[PolisState.DECK_CAPACITY];
            System.arraycopy(bottom, 0, deck, 0, 5);
            System.arraycopy(cards, 4, deck, 5, 12);
            s.decks.setCards(c, deck);
            for (int k = 0; k < trim; k++) {
                s.box |= 1L << s.decks.pop(c);
            }
        }
    }

    /**
     * Step 3 once every board is known: starting money 24 for the start player, 25 for his left neighbour, ...
     * plus START_MONEY; then step 6, the opening draws from the start player on clockwise.
     */
    void finishBoards(PolisState s, Control<PolisState> flow, EventSink ev) {
        flow.done(s, ev);    // the opening draws below come first, then the start of play
        for (int p = 0; p < s.players; p++) {
            int order = (p - s.startPlayer + s.players) % s.players;
            Cards.fromBank(s, p, 24 + order + cat.sideChannel(s.board[p], Symbols.START_MONEY));
        }
        s.phase = Turn.OPENING;
        Step[] draws = new Step[s.players];
        for (int i = 0; i < s.players; i++) {
            draws[i] = new Step.OpeningDraw((s.startPlayer + i) % s.players);
        }
        for (int i = draws.length - 1; i >= 0; i--) {
            flow.push(s, draws[i]); // the start player's draw on top
        }
    }

    /** Step 7: the start player starts turn 1 (the set-up phase then begins the first turn's phase 0). */
    void startPlay(PolisState s, Control<PolisState> flow, EventSink ev) {
        s.active = s.startPlayer;
        s.turn = 1;
        if (ev.enabled()) {
            ev.emit(new PolisEvent.StartPlayer(s.startPlayer));
        }
        flow.done(s, ev);
    }

    /** V1 (spec 3.2): the two sides of the dealt board. */
    void legalSides(Step.SideChoice c, List<io.agon.core.Action> out) {
        out.add(Acts.PICK[2 * c.board()]);
        out.add(Acts.PICK[2 * c.board() + 1]);
    }

    /** V2 (spec 3.2): both sides of every board still in the draft. */
    void legalDraft(Step.DraftPick d, List<io.agon.core.Action> out) {
        for (int b = 0; b < 6; b++) {
            if ((d.boardsLeft() & (1 << b)) != 0) {
                out.add(Acts.PICK[2 * b]);
                out.add(Acts.PICK[2 * b + 1]);
            }
        }
    }

    /** V1: seat {@code p} takes side {@code side} of his dealt board. */
    void pickSide(PolisState s, int p, Step.SideChoice c, int side, Control<PolisState> flow, EventSink ev) {
        requireSide(side);
        if (side / 2 != c.board()) {
            throw Refusals.illegal("3.2", "you were dealt " + cat.sides().get(2 * c.board()).cityName()
                    + ": choose one of its sides (spec 3.2 V1)");
        }
        s.board[p] = side;
        flow.done(s, ev);
        taken(p, side, ev);
    }

    /** V2: seat {@code p} drafts board side {@code side}; the draft goes on counter-clockwise to the start player. */
    void draftPick(PolisState s, int p, Step.DraftPick d, int side, Control<PolisState> flow, EventSink ev) {
        requireSide(side);
        int boardIndex = side / 2;
        if ((d.boardsLeft() & (1 << boardIndex)) == 0) {
            throw Refusals.illegal("3.2", "board " + cat.sides().get(side).cityName()
                    + " is already taken (spec 3.2 V2)");
        }
        s.board[p] = side;
        int left = d.boardsLeft() & ~(1 << boardIndex);
        if (p == s.startPlayer) {
            flow.done(s, ev);
        } else {
            flow.replace(s, new Step.DraftPick(TurnOrder.previous(p, s.players), left));
        }
        taken(p, side, ev);
    }

    private static void requireSide(int side) {
        if (side < 0 || side >= 12) {
            throw Refusals.illegal("11.2", "no board side " + side + " (spec 11.2)");
        }
    }

    private void taken(int p, int side, EventSink ev) {
        if (ev.enabled()) {
            ev.emit(new PolisEvent.Payment(p, PolisEvent.seat(p) + " takes the city board "
                    + cat.sides().get(side).id()));
        }
    }
}
