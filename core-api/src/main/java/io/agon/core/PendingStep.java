package io.agon.core;

/**
 * One step waiting on a game's step stack, as every seat may see it: the step's kind, its phase and who decides
 * it. It names the step's type only, never the step's values (which may hold a hidden card), so it can be shown to
 * anyone. See {@link Game#pendingSteps}.
 *
 * @param step    the step's type, e.g. "Bidding" or "BuildStep"
 * @param phase   the phase it belongs to, or "" for an interrupt (a step pushed on top by a rule)
 * @param decider the seat that decides it, {@link #AUTOMATIC} when it resolves by itself, {@link #UNKNOWN} when
 *                it is not known before the steps above it are done
 */
public record PendingStep(String step, String phase, int decider) {

    /** {@link #decider} of a step that resolves by itself. */
    public static final int AUTOMATIC = -2;

    /** {@link #decider} of a step whose decider is decided later. */
    public static final int UNKNOWN = -1;
}
