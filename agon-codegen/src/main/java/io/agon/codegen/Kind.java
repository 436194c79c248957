package io.agon.codegen;

/** How the generated code copies, compares and hashes one field of a state. */
enum Kind {
    /** A primitive: assigned, compared with {@code ==} (floating point with {@code compare}). */
    PRIMITIVE,
    /** A {@code String} or boxed primitive: assigned, compared with {@code Objects.equals}. */
    VALUE,
    /** An enum: assigned, compared with {@code ==}, hashed by ordinal (identity hashes differ between runs). */
    ENUM,
    /** A one-dimensional array of the kinds above: cloned, or copied into an array of the same length. */
    ARRAY,
    /** A two-dimensional array of primitives, strings or boxes: copied row by row. */
    ARRAY2,
    /** A class with {@code copy()} returning its type and its own {@code equals}/{@code hashCode}. */
    COMPONENT,
    /** {@code @Shared}: copied by reference; compared like its kind, else with {@code Objects.equals}. */
    SHARED,
    /** {@code @Scratch}: left alone. */
    SCRATCH
}
