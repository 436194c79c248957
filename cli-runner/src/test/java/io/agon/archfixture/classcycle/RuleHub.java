package io.agon.archfixture.classcycle;

/** A DELIBERATELY BAD test fixture: a hub that knows its rules, whose rules reach their siblings through it. */
public class RuleHub {

    SiblingRule rule;
}
