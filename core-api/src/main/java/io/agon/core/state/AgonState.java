package io.agon.core.state;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Asks for a state's copy, equality and hash to be generated at compile time from its fields (by the
 * {@code agon-codegen} annotation processor; nothing is looked up by reflection at run time). For a class
 * {@code FooState} the processor writes {@code FooStateFields} in the same package, with
 * <ul>
 *   <li>{@code copy(from)}: a deep copy, made with the state's constructor without parameters;</li>
 *   <li>{@code copyFrom(from, to)}: {@code to} made equal to {@code from}, reusing its arrays and components, and
 *       returned;</li>
 *   <li>{@code equals(a, b)} and {@code hash(a)}: value equality over the compared fields, and a hash over the
 *       hashed ones ({@code h = 31 * h + field} from 1, in declaration order).</li>
 * </ul>
 * The state delegates to them in one line each:
 * <pre>{@code
 * @AgonState
 * public final class FooState implements GameState<FooState> {
 *     public int[] money;
 *     public StepStack<Step> steps;
 *     public Rng rng;
 *
 *     FooState() {} // for the generated copy
 *
 *     public FooState copy() { return FooStateFields.copy(this); }
 *     public FooState copyFrom(FooState o) { return FooStateFields.copyFrom(o, this); }
 *     public boolean equals(Object o) { return o instanceof FooState s && FooStateFields.equals(this, s); }
 *     public int hashCode() { return FooStateFields.hash(this); }
 * }
 * }</pre>
 *
 * <p>Every instance field is handled by its type: primitives, {@code String}s, boxed primitives and enums by value;
 * arrays of those (one or two dimensions) deep; and components, the classes with a {@code copy()} that returns their
 * own type and their own {@code equals}/{@code hashCode} (such as {@code Rng}, {@code StepStack}, {@code Deck},
 * {@code Auction}), with {@code copy()} and, when they have it, {@code copyFrom}. A field of any other type must say
 * what to do with {@link Shared} or {@link Scratch}; otherwise compilation fails naming the field, so a new field
 * cannot be forgotten. Fields are neither private nor final (the generated class, in the same package, reads and
 * assigns them; a copy may replace an array), and the class has a constructor without parameters that is not
 * private. {@link NotCompared} and {@link NotHashed} narrow equality and hash.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface AgonState {
}
