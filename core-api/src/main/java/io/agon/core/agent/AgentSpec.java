package io.agon.core.agent;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A parsed agent description such as {@code random}, {@code heuristic} or {@code mcts:iterations=2000,c=1.4}:
 * a kind and named parameters.
 *
 * @param kind   the agent kind, lower case
 * @param params parameters in the order given
 */
public record AgentSpec(String kind, Map<String, String> params) {

    /** Copies the parameters. */
    public AgentSpec {
        params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }

    /**
     * Parses {@code kind[:key=value[,key=value...]]}.
     *
     * @throws AgentSpecException when the text is malformed
     */
    public static AgentSpec parse(String text) {
        if (text == null || text.isBlank()) {
            throw new AgentSpecException("empty agent spec");
        }
        String t = text.trim();
        int colon = t.indexOf(':');
        String kind = (colon < 0 ? t : t.substring(0, colon)).trim().toLowerCase(java.util.Locale.ROOT);
        if (!kind.matches("[a-z][a-z0-9_-]*")) {
            throw new AgentSpecException("bad agent kind '" + kind + "' in '" + text + "'");
        }
        Map<String, String> params = new LinkedHashMap<>();
        if (colon >= 0) {
            for (String part : t.substring(colon + 1).split(",")) {
                int eq = part.indexOf('=');
                if (eq <= 0 || eq == part.length() - 1) {
                    throw new AgentSpecException("bad parameter '" + part + "' in agent spec '" + text
                            + "' (expected key=value)");
                }
                String key = part.substring(0, eq).trim();
                if (params.containsKey(key)) {
                    throw new AgentSpecException("parameter '" + key + "' given twice in agent spec '" + text
                            + "'");
                }
                params.put(key, part.substring(eq + 1).trim());
            }
        }
        return new AgentSpec(kind, params);
    }

    /** A whole-number parameter within {@code [min, max]}, or {@code def} when absent. */
    public long longParam(String key, long def, long min, long max) {
        String v = params.get(key);
        if (v == null) {
            return def;
        }
        try {
            long x = Long.parseLong(v);
            if (x < min || x > max) {
                throw new AgentSpecException(kind + ": " + key + " must be between " + min + " and " + max
                        + ", not " + v);
            }
            return x;
        } catch (NumberFormatException e) {
            throw new AgentSpecException(kind + ": " + key + " must be a whole number, not '" + v + "'");
        }
    }

    /** A decimal parameter within {@code [min, max]}, or {@code def} when absent. */
    public double doubleParam(String key, double def, double min, double max) {
        String v = params.get(key);
        if (v == null) {
            return def;
        }
        try {
            double x = Double.parseDouble(v);
            if (!(x >= min && x <= max)) {
                throw new AgentSpecException(kind + ": " + key + " must be between " + min + " and " + max
                        + ", not " + v);
            }
            return x;
        } catch (NumberFormatException e) {
            throw new AgentSpecException(kind + ": " + key + " must be a number, not '" + v + "'");
        }
    }

    /** A text parameter, or {@code def} when absent. */
    public String param(String key, String def) {
        return params.getOrDefault(key, def);
    }

    /**
     * Rejects any parameter not in {@code allowed}.
     *
     * @throws AgentSpecException naming the unknown parameter
     */
    public void allowOnly(String... allowed) {
        for (String k : params.keySet()) {
            if (!java.util.Arrays.asList(allowed).contains(k)) {
                throw new AgentSpecException(kind + " has no parameter '" + k + "'"
                        + (allowed.length == 0 ? "" : " (parameters: " + String.join(", ", allowed) + ")"));
            }
        }
    }

    @Override
    public String toString() {
        if (params.isEmpty()) {
            return kind;
        }
        StringBuilder b = new StringBuilder(kind).append(':');
        params.forEach((k, v) -> b.append(k).append('=').append(v).append(','));
        return b.substring(0, b.length() - 1);
    }
}
