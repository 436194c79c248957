package ${package}.model;

/**
 * The game's numbers, read from {@code ${gameId}.json} at start-up (see {@code io.${gameName}SettingsLoader}), so a change of
 * target or die is a data fix, not a code change.
 *
 * @param target the banked points that win
 * @param faces  the faces of the die
 * @param bust   the face that loses the turn total
 */
public record ${gameName}Settings(int target, int faces, int bust) {

    /** Checks the numbers. */
    public ${gameName}Settings {
        if (target < 1 || faces < 2 || bust < 1 || bust > faces) {
            throw new IllegalArgumentException("bad ${gameId} settings: target " + target + ", faces " + faces
                    + ", bust " + bust);
        }
    }
}
