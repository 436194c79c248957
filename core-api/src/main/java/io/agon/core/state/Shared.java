package io.agon.core.state;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A field of an {@link AgonState} that holds immutable data shared by every copy (a game's tables, a record):
 * copied by reference, never deep. It is still compared and hashed (by its kind, else with {@code equals} and
 * {@code hashCode}) unless also {@link NotCompared} or {@link NotHashed}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface Shared {
}
