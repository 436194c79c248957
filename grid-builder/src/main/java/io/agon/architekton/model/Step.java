package io.agon.architekton.model;

/**
 * One step of the flow, kept on the state's {@code StepStack} (top = what happens next). A turn is
 * {@code PlaceTile(1), PlaceTile(2), EndTurn}; laying a building with an empty supply pushes {@code MoveHouse};
 * an imperfect enclosure pushes an {@code OwnerChoice} for the building's owner (an interrupt that may belong to
 * the player who is not on turn, spec 5 and D7).
 */
public sealed interface Step {

    /** The player on turn lays a tile from the display: placement {@code number} (1 or 2) of the turn. */
    record PlaceTile(int number) implements Step {
        private static final PlaceTile[] CACHE = {new PlaceTile(0), new PlaceTile(1), new PlaceTile(2),
            new PlaceTile(3)};

        /** The (shared) step for placement {@code number}. */
        public static PlaceTile of(int number) {
            return number < CACHE.length ? CACHE[number] : new PlaceTile(number);
        }
    }

    /**
     * The player on turn has laid the building at {@code (x, y)} with an empty house supply and must move one of
     * their houses from another building onto it (spec 4.3, D5).
     */
    record MoveHouse(int x, int y) implements Step {
    }

    /**
     * The building at {@code (x, y)}, owned by {@code owner}, has just been enclosed with {@code wrongEdges}
     * (1-3) mismatching edges: the owner keeps the house (pays {@code wrongEdges}) or withdraws it (pays one
     * less) (spec 5, D7-D10).
     */
    record OwnerChoice(int x, int y, int owner, int wrongEdges) implements Step {
    }

    /** The turn is over: refill the display, count down the final turns, pass the turn (spec 7). */
    record EndTurn() implements Step {
        /** The shared instance. */
        public static final EndTurn INSTANCE = new EndTurn();
    }
}
