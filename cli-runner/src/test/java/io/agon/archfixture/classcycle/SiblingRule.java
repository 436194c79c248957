package io.agon.archfixture.classcycle;

/** A DELIBERATELY BAD test fixture: a rule that imports the hub that imports it (a class cycle, no package cycle). */
public class SiblingRule {

    RuleHub hub;
}
