package io.agon.core.state;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A field of an {@link AgonState} that is copied and compared but left out of {@code hashCode}, to keep the hash
 * cheap (the searches hash every position they pass through). Equal states still hash equally.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface NotHashed {
}
