package io.agon.core.state;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A field of an {@link AgonState} that is copied but is not part of the position: left out of {@code equals} and
 * {@code hashCode} (history kept for a report, say, so that two ways to one position stay one position for the
 * searches).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface NotCompared {
}
