package io.agon.massilia.rules;

/** Test fixture: a class of another game that a bad Polis class imports (see BadModelFixture). */
public class BadOtherGameFixture {
}
