package io.agon.core.record;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameInfo;
import io.agon.core.Setup;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads and writes {@link GameRecord}s of one game as JSON, with the seats' agents when known (records without
 * them, as older versions wrote, still read). Actions are written as objects with a {@code "type"}
 * naming the action's simple class name, taken from the game's closed list {@link GameInfo#actionTypes()}; a
 * type not on that list is refused, so a record from a stranger can never name a class. Jackson default typing
 * is never enabled, and model classes carry no Jackson annotations (a mix-in adds the type property).
 */
public final class RecordCodec {

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "type")
    private interface ActionMixin {
    }

    /** The deepest nesting of arrays and objects a record may have (a record needs 4). */
    public static final int MAX_NESTING = 64;
    /** The longest string a record may hold, in characters. */
    public static final int MAX_STRING = 64 * 1024;

    private final GameInfo info;
    /** The game whose older records this codec replays ({@link Game#replaySetup}), or null: current version only. */
    private final Game<?> olderRecords;
    private final ObjectMapper mapper;

    /**
     * A codec for {@code game}: it also reads the records of older rules versions that the game still replays
     * ({@link Game#replaySetup}), as records of the current version with the set-up that keeps the old behaviour.
     */
    public RecordCodec(Game<?> game) {
        this(game.info(), game);
    }

    /** A codec for the game described by {@code info}: it reads records of the current rules version only. */
    public RecordCodec(GameInfo info) {
        this(info, null);
    }

    private RecordCodec(GameInfo info, Game<?> olderRecords) {
        this.info = info;
        this.olderRecords = olderRecords;
        this.mapper = safeMapper()
                .enable(SerializationFeature.INDENT_OUTPUT)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
                .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .addMixIn(Action.class, ActionMixin.class);
        // a field holds exactly its own kind of value: no "2" or 2.5 for a whole number, no 1 for true
        mapper.coercionConfigFor(LogicalType.Integer).setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail);
        mapper.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
        for (Class<? extends Action> type : info.actionTypes()) {
            mapper.registerSubtypes(new NamedType(type, type.getSimpleName()));
        }
    }

    /**
     * A plain mapper with the read limits every record reader needs: nesting depth {@value #MAX_NESTING}, strings
     * of {@value #MAX_STRING} characters, documents of {@link RecordFiles#MAX_BYTES} bytes. Hostile input then
     * fails fast with a clear error instead of exhausting the stack or the heap.
     */
    public static ObjectMapper safeMapper() {
        StreamReadConstraints limits = StreamReadConstraints.builder()
                .maxNestingDepth(MAX_NESTING)
                .maxStringLength(MAX_STRING)
                .maxDocumentLength(RecordFiles.MAX_BYTES)
                .maxNumberLength(100)
                .build();
        // a key given twice is refused, not silently overwritten by its last value
        return new ObjectMapper(JsonFactory.builder().streamReadConstraints(limits)
                .enable(com.fasterxml.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION).build());
    }

    /**
     * The game id a record names, read before its game is known (e.g. to look the game up).
     *
     * @throws RecordFormatException when the text is not a JSON object with a text field "game"
     */
    public static String gameOf(String json, String source) {
        JsonNode root;
        try {
            root = safeMapper().readTree(json);
        } catch (JsonProcessingException e) {
            throw new RecordFormatException(source + ": not a game record (" + JsonErrors.describe(e) + ")");
        }
        if (root == null || !root.isObject() || !root.path("game").isTextual()) {
            throw new RecordFormatException(source + ": not a game record (no \"game\" field)");
        }
        return root.get("game").asText();
    }

    /** The mapper used for actions (also fine for views and events). */
    public ObjectMapper mapper() {
        return mapper;
    }

    /** The record as pretty-printed JSON. */
    public String write(GameRecord record) {
        ObjectNode root = mapper.createObjectNode();
        root.put("game", record.game());
        root.put("rulesVersion", record.rulesVersion());
        ObjectNode setup = root.putObject("setup");
        setup.put("players", record.setup().players());
        setup.put("seed", record.setup().seed());
        ObjectNode options = setup.putObject("options");
        record.setup().options().forEach(options::put);
        if (!record.agents().isEmpty()) {
            ArrayNode agents = root.putArray("agents");
            record.agents().forEach(agents::add);
        }
        ArrayNode actions = root.putArray("actions");
        for (Action a : record.actions()) {
            actions.add(actionToTree(a));
        }
        try {
            return mapper.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write record", e);
        }
    }

    /** One action as a JSON object with its {@code "type"}. */
    public JsonNode actionToTree(Action a) {
        try {
            return mapper.readTree(mapper.writerFor(Action.class).writeValueAsString(a));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write action " + a, e);
        }
    }

    /** One action as compact JSON text. */
    public String actionToJson(Action a) {
        try {
            return mapper.writerFor(Action.class).without(SerializationFeature.INDENT_OUTPUT).writeValueAsString(a);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write action " + a, e);
        }
    }

    /**
     * Reads a record of this codec's game.
     *
     * @param json   the file's text
     * @param source a name for messages, e.g. the file name
     * @throws RecordFormatException for malformed or truncated JSON, a missing field, another game, a rules
     *     version the game cannot replay, or an unknown action type; the message names the place
     */
    public GameRecord read(String json, String source) {
        JsonNode root;
        try {
            root = mapper.readTree(json);
        } catch (JsonProcessingException e) {
            throw new RecordFormatException(source + ": not valid JSON (" + JsonErrors.describe(e) + ")", e);
        }
        if (root == null || !root.isObject()) {
            throw new RecordFormatException(source + ": a record must be a JSON object");
        }
        known(root, TOP_FIELDS, "", source);
        String game = text(root, "game", source);
        if (!game.equals(info.id())) {
            throw new RecordFormatException(source + ": this is a record of '" + game + "', not of '" + info.id()
                    + "'");
        }
        String version = text(root, "rulesVersion", source);
        if (!version.equals(info.rulesVersion()) && olderRecords == null) {
            throw new RecordFormatException(source + ": made with rules version " + version + ", but "
                    + info.name() + " is at version " + info.rulesVersion());
        }
        JsonNode setupNode = root.get("setup");
        if (setupNode == null || !setupNode.isObject()) {
            throw new RecordFormatException(source + ": missing 'setup' object");
        }
        known(setupNode, SETUP_FIELDS, "setup.", source);
        JsonNode players = setupNode.get("players");
        JsonNode seed = setupNode.get("seed");
        if (players == null || !players.canConvertToInt() || !players.isIntegralNumber()) {
            throw new RecordFormatException(source + ": setup.players must be a whole number");
        }
        if (seed == null || !seed.isIntegralNumber() || !seed.canConvertToLong()) {
            throw new RecordFormatException(source + ": setup.seed must be a whole number");
        }
        Map<String, String> options = new TreeMap<>();
        JsonNode opts = setupNode.get("options");
        if (opts != null && !opts.isNull()) {
            if (!opts.isObject()) {
                throw new RecordFormatException(source + ": setup.options must be an object");
            }
            opts.fields().forEachRemaining(e -> options.put(e.getKey(), e.getValue().asText()));
        }
        Setup setup = new Setup(players.asInt(), seed.asLong(), options);
        if (!version.equals(info.rulesVersion())) {
            Setup now = olderRecords.replaySetup(version, setup);
            if (now == null) {
                throw new RecordFormatException(source + ": made with rules version " + version + ", but "
                        + info.name() + " is at version " + info.rulesVersion() + ", which cannot replay it");
            }
            setup = now;
            version = info.rulesVersion();
        }
        List<String> agents = new ArrayList<>();
        JsonNode agentsNode = root.get("agents");
        if (agentsNode != null && !agentsNode.isNull()) {
            if (!agentsNode.isArray()) {
                throw new RecordFormatException(source + ": 'agents' must be a list, one agent per seat");
            }
            if (agentsNode.size() != setup.players()) {
                throw new RecordFormatException(source + ": bad set-up in record: " + agentsNode.size()
                        + " agents for " + setup.players() + " players");
            }
            for (JsonNode a : agentsNode) {
                if (!a.isTextual()) {
                    throw new RecordFormatException(source + ": 'agents' must be texts, e.g. \"heuristic\"");
                }
                agents.add(a.asText());
            }
        }
        JsonNode actionsNode = root.get("actions");
        if (actionsNode == null || !actionsNode.isArray()) {
            throw new RecordFormatException(source + ": missing 'actions' array");
        }
        List<Action> actions = new ArrayList<>(actionsNode.size());
        for (int i = 0; i < actionsNode.size(); i++) {
            actions.add(actionFromTree(actionsNode.get(i), source + ": action " + (i + 1)));
        }
        return new GameRecord(game, version, setup, actions, agents);
    }

    /**
     * Reads one action from a JSON object with a {@code "type"}.
     *
     * @throws RecordFormatException naming {@code where} for an unknown type or bad field
     */
    public Action actionFromTree(JsonNode node, String where) {
        if (node == null || !node.isObject() || !node.hasNonNull("type")) {
            throw new RecordFormatException(where + ": an action must be an object with a \"type\"");
        }
        try {
            return mapper.treeToValue(node, Action.class);
        } catch (InvalidTypeIdException e) {
            throw new RecordFormatException(where + ": unknown action type '" + node.get("type").asText()
                    + "' for " + info.name());
        } catch (JsonProcessingException e) {
            throw new RecordFormatException(where + ": bad " + node.get("type").asText() + " action ("
                    + JsonErrors.describe(e) + ")", e);
        } catch (IllegalArgumentException e) {
            throw new RecordFormatException(where + ": bad " + node.get("type").asText() + " action ("
                    + JsonErrors.firstLine(e.getMessage()) + ")", e);
        }
    }

    /** The fields a record has; any other is refused, as an unknown field of an action is. */
    private static final List<String> TOP_FIELDS = List.of("game", "rulesVersion", "setup", "agents", "actions");
    private static final List<String> SETUP_FIELDS = List.of("players", "seed", "options");

    private static void known(JsonNode node, List<String> fields, String prefix, String source) {
        node.fieldNames().forEachRemaining(name -> {
            if (!fields.contains(name)) {
                throw new RecordFormatException(source + ": unknown field '" + prefix + name + "' (a record has "
                        + String.join(", ", fields) + ")");
            }
        });
    }

    private static String text(JsonNode root, String field, String source) {
        JsonNode n = root.get(field);
        if (n == null || !n.isTextual()) {
            throw new RecordFormatException(source + ": missing text field '" + field + "'");
        }
        return n.asText();
    }
}
