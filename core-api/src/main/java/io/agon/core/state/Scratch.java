package io.agon.core.state;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A field of an {@link AgonState} that the generated code leaves alone: not copied, compared or hashed (a cache, a
 * working buffer, a view derived from another field). A copy keeps what its constructor without parameters gave
 * it; the state's {@code copy}/{@code copyFrom} may set it again after the generated call.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface Scratch {
}
