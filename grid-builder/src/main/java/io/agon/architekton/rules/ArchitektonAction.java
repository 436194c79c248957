package io.agon.architekton.rules;

import io.agon.core.Action;

/**
 * The choices of Architekton. Tiles are named by their number in the tile set (landscapes first, then
 * buildings; see {@code TileSet}); {@code describe} gives their ids.
 */
public sealed interface ArchitektonAction extends Action {

    /** This action as data for a picture ({@link ArchitektonView#options()}). */
    ArchitektonView.Option option(ActionOptions.Where w);

    /**
     * Lay display tile {@code tile} on cell {@code (x, y)} (spec 4.2). {@code rotation} is the number of quarter
     * turns clockwise for a building (0-3); it is ignored for a landscape (D2). A building takes a house from
     * the supply; when the supply is empty a {@link MoveHouseFrom} follows (spec 4.3).
     */
    record Place(int tile, int x, int y, int rotation) implements ArchitektonAction {
        @Override
        public ArchitektonView.Option option(ActionOptions.Where w) {
            return ActionOptions.place(w, tile, x, y, rotation);
        }
    }

    /** Move one's own house from the building at {@code (x, y)} onto the building just laid (spec 4.3, D5). */
    record MoveHouseFrom(int x, int y) implements ArchitektonAction {
        @Override
        public ArchitektonView.Option option(ActionOptions.Where w) {
            return new ArchitektonView.Option("move", "", x, y, 0, 0, java.util.List.of());
        }
    }

    /** Keep the house on the enclosed building and pay one chip per wrong edge (spec 5). */
    record KeepHouse() implements ArchitektonAction {
        /** The shared instance. */
        public static final KeepHouse INSTANCE = new KeepHouse();

        @Override
        public ArchitektonView.Option option(ActionOptions.Where w) {
            return ActionOptions.choice(w, true);
        }
    }

    /** Take the house back into the supply and pay one chip less (spec 5, D8). */
    record WithdrawHouse() implements ArchitektonAction {
        /** The shared instance. */
        public static final WithdrawHouse INSTANCE = new WithdrawHouse();

        @Override
        public ArchitektonView.Option option(ActionOptions.Where w) {
            return ActionOptions.choice(w, false);
        }
    }
}
