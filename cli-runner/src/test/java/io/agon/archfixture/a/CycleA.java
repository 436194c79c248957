package io.agon.archfixture.a;

/** A DELIBERATELY BAD test fixture: half of a package cycle (a -> b -> a). */
public class CycleA {

    io.agon.archfixture.b.CycleB other;
}
