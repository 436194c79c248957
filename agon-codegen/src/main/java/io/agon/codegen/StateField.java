package io.agon.codegen;

/**
 * One instance field of a state and what the generated code does with it.
 *
 * @param name        the field's name
 * @param type        its type, as source text
 * @param kind        how it is copied; null when the processor cannot handle it
 * @param compareAs   how it is compared and hashed (its kind, or for a shared field the kind of its type; null
 *                    for a shared field of another type)
 * @param compared    part of {@code equals} (and so of the hash)
 * @param hashed      part of the hash
 * @param copyFrom    for a component: null without {@code copyFrom}, "call" when it returns nothing usable,
 *                    "assign" when its result is the copy
 * @param primitive   the primitive type's name for a primitive field
 * @param enumElements an array whose elements are enums (hashed by ordinal)
 */
record StateField(String name, String type, Kind kind, Kind compareAs, boolean compared, boolean hashed,
        String copyFrom, String primitive, boolean enumElements) {

    /** True for a comparison of one machine word, tried before the others. */
    boolean cheap() {
        return compareAs == Kind.PRIMITIVE || compareAs == Kind.ENUM;
    }

    /** The expression that is true when {@code a} and {@code b} (this field of two states) are equal. */
    String equalsTerm(String a, String b) {
        if (compareAs == null) {
            return "java.util.Objects.equals(" + a + ", " + b + ")";
        }
        return switch (compareAs) {
            case PRIMITIVE -> primitive.equals("float") ? "Float.compare(" + a + ", " + b + ") == 0"
                    : primitive.equals("double") ? "Double.compare(" + a + ", " + b + ") == 0"
                    : a + " == " + b;
            case ENUM -> a + " == " + b;
            case ARRAY -> "java.util.Arrays.equals(" + a + ", " + b + ")";
            case ARRAY2 -> "java.util.Arrays.deepEquals(" + a + ", " + b + ")";
            default -> "java.util.Objects.equals(" + a + ", " + b + ")";
        };
    }

    /** The int this field adds to the hash, for {@code a} (this field of a state). */
    String hashTerm(String a) {
        if (compareAs == null) {
            return "java.util.Objects.hashCode(" + a + ")";
        }
        return switch (compareAs) {
            case PRIMITIVE -> switch (primitive) {
                case "int", "short", "byte", "char" -> a;
                case "long" -> "Long.hashCode(" + a + ")";
                case "boolean" -> "Boolean.hashCode(" + a + ")";
                case "float" -> "Float.hashCode(" + a + ")";
                default -> "Double.hashCode(" + a + ")";
            };
            case ENUM -> "(" + a + " == null ? 0 : " + a + ".ordinal() + 1)";
            case ARRAY -> enumElements ? "ordinals(" + a + ")" : "java.util.Arrays.hashCode(" + a + ")";
            case ARRAY2 -> "java.util.Arrays.deepHashCode(" + a + ")";
            default -> "java.util.Objects.hashCode(" + a + ")";
        };
    }
}
