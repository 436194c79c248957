package io.agon.cli.archfixture;

import io.agon.core.Action;
import io.agon.polis.rules.PolisAction;

/** Breaks the action-interface rule on purpose: an instanceof and a cast against a game's action interface. */
public final class ActionInterfaceFixture {

    private ActionInterfaceFixture() {
    }

    /** An instanceof against {@link PolisAction}. */
    public static boolean isPolis(Action a) {
        return a instanceof PolisAction;
    }

    /** A cast to {@link PolisAction}. */
    public static PolisAction asPolis(Action a) {
        return (PolisAction) a;
    }

    /** Exact record tests, which the rule allows. */
    public static boolean isBid(Action a) {
        return a instanceof PolisAction.Bid;
    }
}
