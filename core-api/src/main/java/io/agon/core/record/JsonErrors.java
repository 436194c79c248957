package io.agon.core.record;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns Jackson's errors into one short line for a person: the field and what is wrong with it, never Jackson's
 * class names, source descriptions or known-property lists.
 */
public final class JsonErrors {

    /** Jackson's message for a key given twice ({@code STRICT_DUPLICATE_DETECTION}). */
    private static final java.util.regex.Pattern DUPLICATE = java.util.regex.Pattern.compile(
            "^Duplicate (?:field|Object property) '(.*)'");

    private JsonErrors() {
    }

    /** What is wrong, e.g. "field 'colour' is missing" or "nested more than 64 deep, at line 1". */
    public static String describe(JsonProcessingException e) {
        if (e instanceof StreamConstraintsException) {
            return limit(e.getOriginalMessage()) + at(e);
        }
        String original = firstLine(e.getOriginalMessage());
        if (original.startsWith("Trailing token")) {
            return "more text after the end of the JSON value" + at(e);
        }
        java.util.regex.Matcher dup = DUPLICATE.matcher(original);
        if (dup.find()) {
            return "field '" + dup.group(1) + "' is given twice" + at(e);
        }
        if (e instanceof JsonMappingException m) {
            String field = field(m);
            String where = field.isEmpty() ? "" : "field '" + field + "' ";
            if (e instanceof UnrecognizedPropertyException u) {
                List<String> known = new ArrayList<>();
                if (u.getKnownPropertyIds() != null) {
                    u.getKnownPropertyIds().forEach(k -> known.add(String.valueOf(k)));
                }
                return "unknown field '" + u.getPropertyName() + "'"
                        + (known.isEmpty() ? "" : " (known: " + String.join(", ", known) + ")");
            }
            if (e instanceof InvalidFormatException f) {
                Class<?> target = f.getTargetType();
                String expected = target != null && target.isEnum() ? "one of " + enumNames(target)
                        : target == null ? "another value" : "a " + typeName(target);
                return where + "cannot be " + shortValue(f.getValue()) + " (expected " + expected + ")";
            }
            String msg = firstLine(e.getOriginalMessage());
            if (msg.startsWith("Missing required creator property") || msg.startsWith("Missing creator property")) {
                return where + "is missing";
            }
            if (msg.startsWith("Null value for creator property") || msg.startsWith("Cannot map `null`")) {
                return where + "is null";
            }
            if (e instanceof MismatchedInputException mi && mi.getTargetType() != null && !field.isEmpty()) {
                Class<?> target = mi.getTargetType();
                return where + "has the wrong kind of value (expected "
                        + (target.isEnum() ? "one of " + enumNames(target) : "a " + typeName(target)) + ")";
            }
            return where + words(msg);
        }
        return words(firstLine(e.getOriginalMessage())) + at(e);
    }

    private static final java.util.regex.Pattern OUT_OF_RANGE = java.util.regex.Pattern.compile(
            "^Numeric value \\((.{1,40})\\) out of range of (int|long)");
    private static final java.util.regex.Pattern UNEXPECTED = java.util.regex.Pattern.compile(
            "^Unexpected (?:character \\('(.)' \\(code \\d+\\)\\)|close marker '(.)')(?:: (?:was )?expect(?:ing|ed) (.*))?");
    private static final java.util.regex.Pattern TOKEN = java.util.regex.Pattern.compile(
            "^(?:Unrecognized|Non-standard) token '(.{1,40}?)'");

    /**
     * The parser's low-level message in plain words: what was found and what JSON wants instead, never the
     * parser's feature or option names.
     */
    private static String words(String msg) {
        if (msg.contains("out of range of")) {
            java.util.regex.Matcher m = OUT_OF_RANGE.matcher(msg);
            return m.find() ? m.group(1) + " is too large a number (at most "
                    + (m.group(2).equals("int") ? Integer.MAX_VALUE : Long.MAX_VALUE) + ")" : "a number is too large";
        }
        if (msg.contains("end-of-input")) {
            return "the text ends too early (a missing bracket or quote?)";
        }
        if (msg.contains("comment")) {
            return "a comment, which JSON does not allow";
        }
        if (msg.contains("plus sign")) {
            return "a number written with '+', which JSON does not allow";
        }
        if (msg.contains("Leading zeroes")) {
            return "a number written with a leading 0, which JSON does not allow";
        }
        if (msg.contains("CTRL-CHAR") || msg.contains("control character")) {
            return "a control character inside a text (write it as an escape such as \\t or \\n)";
        }
        java.util.regex.Matcher token = TOKEN.matcher(msg);
        if (token.find()) {
            return "'" + token.group(1) + "' is not a JSON value (texts need double quotes; NaN and Infinity are"
                    + " not numbers in JSON)";
        }
        java.util.regex.Matcher unexpected = UNEXPECTED.matcher(msg);
        if (unexpected.find()) {
            String found = unexpected.group(1) != null ? unexpected.group(1) : unexpected.group(2);
            String wanted = unexpected.group(3);
            return "unexpected '" + found + "'" + (wanted == null ? "" : " where " + expected(wanted) + " should be");
        }
        String cleaned = clean(msg);
        // whatever else the parser says, its feature names mean nothing to a person
        return cleaned.contains("Feature") || cleaned.contains("`") ? "malformed JSON" : cleaned;
    }

    /** "double-quote to start field name" and the like, as a person would say it. */
    private static String expected(String wanted) {
        String w = wanted.strip();
        if (w.startsWith("double-quote")) {
            return "a name in double quotes";
        }
        if (w.startsWith("comma")) {
            return "a comma";
        }
        if (w.startsWith("colon")) {
            return "a colon";
        }
        if (w.startsWith("'") && w.length() >= 3) {
            return "'" + w.charAt(1) + "'";
        }
        return "a value";
    }

    /** The first line of {@code s}, or "unknown error" for null. */
    static String firstLine(String s) {
        if (s == null) {
            return "unknown error";
        }
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).strip();
    }

    private static String at(JsonProcessingException e) {
        JsonLocation loc = e.getLocation();
        return loc == null || loc.getLineNr() < 1 ? "" : ", at line " + loc.getLineNr();
    }

    private static String field(JsonMappingException m) {
        StringBuilder b = new StringBuilder();
        for (JsonMappingException.Reference r : m.getPath()) {
            if (r.getFieldName() != null) {
                if (b.length() > 0) {
                    b.append('.');
                }
                b.append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                b.append('[').append(r.getIndex()).append(']');
            }
        }
        return b.toString();
    }

    private static String limit(String msg) {
        String m = msg == null ? "" : msg.toLowerCase(Locale.ROOT);
        if (m.contains("nesting depth")) {
            return "nested more than " + RecordCodec.MAX_NESTING + " deep";
        }
        if (m.contains("string value length")) {
            return "a text longer than " + RecordCodec.MAX_STRING + " characters";
        }
        if (m.contains("document length")) {
            return "longer than " + RecordFiles.MAX_BYTES + " bytes";
        }
        if (m.contains("number value length")) {
            return "a number with too many digits";
        }
        return "over a size limit";
    }

    private static String enumNames(Class<?> type) {
        List<String> names = new ArrayList<>();
        for (Object c : type.getEnumConstants()) {
            names.add(((Enum<?>) c).name());
        }
        return String.join(", ", names);
    }

    private static String typeName(Class<?> t) {
        if (t == int.class || t == Integer.class || t == long.class || t == Long.class || t == short.class) {
            return "whole number";
        }
        if (t == boolean.class || t == Boolean.class) {
            return "true or false";
        }
        if (t == String.class) {
            return "text";
        }
        return t.getSimpleName();
    }

    private static String shortValue(Object v) {
        String s = v instanceof String ? "\"" + v + "\"" : String.valueOf(v);
        return s.length() > 40 ? s.substring(0, 40) + "..." : s;
    }

    /** Drops Jackson's source descriptions and internals from a message. */
    private static String clean(String msg) {
        String m = msg;
        int cut = m.indexOf("[Source:");
        if (cut >= 0) {
            m = m.substring(0, cut);
        }
        m = m.replaceAll("\\(start marker at\\s*$", "").replaceAll("`[a-z]+(\\.[a-zA-Z0-9_$]+)+`", "a value")
                .replaceAll("\\(for Object starting at\\s*$", "");
        m = m.strip();
        while (m.endsWith("(") || m.endsWith(";") || m.endsWith(":")) {
            m = m.substring(0, m.length() - 1).strip();
        }
        return m.isEmpty() ? "malformed" : m;
    }
}
