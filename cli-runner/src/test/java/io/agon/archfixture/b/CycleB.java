package io.agon.archfixture.b;

/** A DELIBERATELY BAD test fixture: the other half of a package cycle (b -> a -> b). */
public class CycleB {

    io.agon.archfixture.a.CycleA other;
}
