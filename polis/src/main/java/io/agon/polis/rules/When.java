package io.agon.polis.rules;

/**
 * When an action is possible, for the refusal of one sent at a step that does not take it.
 *
 * @param rule the rule that says when
 * @param why  the reason, in words
 */
record When(String rule, String why) {
    static final When ANY_STEP = new When("4", "it does not fit the pending step");
    static final When PROTECT = new When("4.4", "protection happens in phase 4, at most once per turn (spec 4.4)");
    static final When BUILD = new When("4.3", "building happens in phase 3 (spec 4.3)");
    static final When WAR = new When("4.7", "war happens in phase 7 (spec 4.7)");
    static final When TRADE = new When("4.6", "trading happens in phase 6 (spec 4.6)");
    static final When AUCTION = new When("4.2", "no auction is asking you for a bid (spec 4.2)");
}
