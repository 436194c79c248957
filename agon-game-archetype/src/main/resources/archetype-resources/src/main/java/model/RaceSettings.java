package ${package}.model;

/**
 * The game's numbers, read from {@code race.json} at start-up (see {@code io.RaceSettingsLoader}), so a change of
 * target or die is a data fix, not a code change.
 *
 * @param target the banked points that win
 * @param faces  the faces of the die
 * @param bust   the face that loses the turn total
 */
public record RaceSettings(int target, int faces, int bust) {

    /** Checks the numbers. */
    public RaceSettings {
        if (target < 1 || faces < 2 || bust < 1 || bust > faces) {
            throw new IllegalArgumentException("bad race settings: target " + target + ", faces " + faces
                    + ", bust " + bust);
        }
    }
}
