package io.agon.polis.wiring;

/** Test fixture: a wiring class that a bad model class reaches up to (see BadModelFixture). */
public class BadWiringFixture {
}
