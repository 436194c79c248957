package io.agon.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agon.core.GameInfo;
import io.agon.core.OptionInfo;
import io.agon.core.agent.Agents;
import io.agon.core.record.RecordCodec;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import io.javalin.Javalin;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.SameSite;
import io.javalin.websocket.WsContext;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.Callback;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The game server: the lobby and game pages (static ES modules and CSS from the class path), the JSON API and
 * the WebSocket push of docs/web.md, over {@link Tables}. It knows no game: everything comes from the
 * {@link GameCatalog}.
 *
 * <p>Security: each human seat is reached only with its 128-bit token; a spectator gets no view and only the
 * public narration; the lobby (which shows every seat's link) answers only this machine, or a client that
 * presents the lobby key printed at start-up. Every refusal is a 4xx with {@code {"error": "one line"}}; an
 * internal failure is logged here and answered with a 500 and one line, never a stack trace.
 */
public final class WebServer implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(WebServer.class);
    private static final Pattern STATIC = Pattern.compile("[a-z0-9-]+\\.(js|css|html|svg|png)");
    private static final Pattern GAME_ID = Pattern.compile("[a-z0-9-]+");
    private static final String KEY_COOKIE = "agon_lobby";
    private static final int MAX_PENDING_MESSAGES = 256;

    private final WebConfig config;
    private final Tables tables;
    private volatile Path reportsDir;
    private final String lobbyKey;
    private final Set<String> loopbackHosts;
    private final Map<String, Table> wsTables = new ConcurrentHashMap<>();
    private final Map<String, WsSubscriber> subscribers = new ConcurrentHashMap<>();
    private final Map<String, byte[]> resources = new ConcurrentHashMap<>();
    /** Each game's rules help as JSON ({@code Game.glossary()}), made once. */
    private final Map<String, String> glossaries = new ConcurrentHashMap<>();
    private final Replays replays;
    private final Javalin app;

    /** Largest record the replay viewer accepts as an upload. */
    static final int MAX_RECORD_BYTES = 2 * 1024 * 1024;

    /**
     * A server over the games of {@code catalog}; call {@link #start()}.
     *
     * @throws io.agon.core.AgonException when the save folder cannot be created
     */
    public WebServer(GameCatalog catalog, WebConfig config) {
        this.config = config;
        this.tables = new Tables(catalog, config);
        this.replays = new Replays(catalog, tables);
        byte[] key = new byte[16];
        new SecureRandom().nextBytes(key);
        this.lobbyKey = HexFormat.of().formatHex(key);
        this.loopbackHosts = isLoopback(config.host())
                ? new java.util.HashSet<>(List.of("localhost", "127.0.0.1", "[::1]",
                        config.host().toLowerCase(java.util.Locale.ROOT))) : null;
        this.app = Javalin.create(c -> {
            c.startup.showJavalinBanner = false;
            c.startup.showOldJavalinVersionWarning = false;
            c.http.maxRequestSize = Math.max(config.maxBodyBytes(), MAX_RECORD_BYTES); // each route checks its own
            c.http.generateEtags = false;
            c.jetty.host = config.host();
            c.jetty.port = config.port();
            c.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrors()));
            c.jetty.modifyWebSocketServletFactory(f -> {
                f.setIdleTimeout(Duration.ofHours(2));
                f.setMaxTextMessageSize(1024);
            });
            routes(c.routes);
        });
    }

    /**
     * Offers the saved reports of {@code agon analyze} in {@code dir}'s sub-folders at {@code /reports} (none
     * when null); call before {@link #start}.
     */
    public WebServer reports(Path dir) {
        this.reportsDir = dir;
        return this;
    }

    /** Starts listening; returns this server. */
    public WebServer start() {
        app.start();
        return this;
    }

    /** The port listened on (useful with port 0). */
    public int port() {
        return app.port();
    }

    /** The lobby key, for opening the lobby from another machine ({@code /?key=KEY}). */
    public String lobbyKey() {
        return lobbyKey;
    }

    /** The hosted games. */
    public Tables tables() {
        return tables;
    }

    /**
     * Opens a record in the replay viewer; returns the viewer's address on this server (for {@code agon replay
     * FILE --web}).
     *
     * @throws WebException 400 when the record is not valid or does not replay
     */
    public String openReplay(String recordJson, String source) {
        return "/replay#id=" + replays.open(recordJson, source);
    }

    /** Stops the server and the bots; every game is already saved. */
    @Override
    public void close() {
        try {
            app.stop();
        } finally {
            tables.close();
        }
    }

    private void routes(RoutesConfig app) {
        app.before(ctx -> {
            checkHost(ctx.host());
            ctx.header("X-Content-Type-Options", "nosniff");
            ctx.header("Referrer-Policy", "no-referrer");
            ctx.header("Cache-Control", "no-store");
            ctx.header("Content-Security-Policy", "default-src 'self'; connect-src 'self'; img-src 'self' data:;"
                    + " style-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
        });
        app.get("/", ctx -> {
            String key = ctx.queryParam("key");
            if (key != null && equalsSecret(key, lobbyKey)) {
                ctx.cookie(new io.javalin.http.Cookie(KEY_COOKIE, lobbyKey, "/", -1, false, true, null,
                        SameSite.STRICT));
                ctx.redirect("/");
                return;
            }
            page(ctx, "lobby.html");
        });
        app.get("/play/{id}", ctx -> page(ctx, "game.html"));
        app.get("/replay", ctx -> page(ctx, "replay.html"));
        app.get("/reports", ctx -> page(ctx, "reports.html"));
        app.get("/api/reports", ctx -> {
            checkLobby(ctx);
            ObjectNode root = Messages.JSON.createObjectNode();
            root.set("reports", Reports.list(reportsDir));
            json(ctx, 200, Messages.write(root));
        });
        app.get("/reports/{name}", ctx -> {
            checkLobby(ctx);
            Reports.Page report = Reports.page(reportsDir, ctx.pathParam("name"));
            ctx.header("Content-Security-Policy", report.policy());
            ctx.contentType("text/html; charset=utf-8");
            ctx.result(report.html());
        });
        app.get("/favicon.ico", ctx -> resource(ctx, "io/agon/web/static/favicon.svg")); // browsers ask for it
        app.get("/api/replays/saved", ctx -> {
            checkLobby(ctx);
            ObjectNode root = Messages.JSON.createObjectNode();
            root.set("games", replays.saved(config.saveDir()));
            json(ctx, 200, Messages.write(root));
        });
        app.post("/api/replays", ctx -> {
            checkLobby(ctx);
            JsonNode body = body(ctx, MAX_RECORD_BYTES);
            String id;
            if (body.has("saved")) {
                id = replays.openSaved(text(body, "saved"));
            } else if (body.has("report")) {
                String report = text(body, "report");
                id = replays.open(Reports.record(reportsDir, report, text(body, "game"), MAX_RECORD_BYTES),
                        "a game of the report " + report);
            } else if (body.has("record") && body.get("record").isObject()) {
                id = replays.open(Messages.write(body.get("record")), "the uploaded record");
            } else {
                throw new WebException(400, "send {\"saved\": \"GAME-ID\"} or {\"record\": {...a game record...}}");
            }
            ObjectNode root = Messages.JSON.createObjectNode();
            root.put("id", id);
            json(ctx, 201, Messages.write(root));
        });
        app.get("/api/replays/{id}", ctx -> {
            checkLobby(ctx);
            json(ctx, 200, replays.position(ctx.pathParam("id"), intParam(ctx.queryParam("step"), "step"),
                    seatParam(ctx.queryParam("seat"))));
        });
        app.post("/api/replays/{id}/explain", ctx -> {
            checkLobby(ctx);
            JsonNode body = body(ctx);
            int iterations = body.has("iterations") ? integer(body, "iterations") : 500;
            json(ctx, 200, replays.explain(ctx.pathParam("id"), integer(body, "step"), iterations));
        });
        app.get("/static/{file}", ctx -> {
            String file = ctx.pathParam("file");
            if (!STATIC.matcher(file).matches()) {
                throw new WebException(404, "no such file");
            }
            resource(ctx, "io/agon/web/static/" + file);
        });
        app.get("/renderers/{game}/{file}", ctx -> {
            String game = ctx.pathParam("game");
            String file = ctx.pathParam("file");
            if (!GAME_ID.matcher(game).matches() || !(file.equals("render.js") || file.equals("render.css"))) {
                throw new WebException(404, "no such file");
            }
            resource(ctx, "agon-web/renderers/" + game + "/" + file);
        });
        app.get("/api/catalog", ctx -> json(ctx, 200, Messages.write(catalog())));
        app.get("/api/games/{game}/glossary", ctx -> json(ctx, 200, glossary(ctx.pathParam("game"))));
        app.get("/api/tables", ctx -> {
            checkLobby(ctx);
            ObjectNode root = Messages.JSON.createObjectNode();
            root.set("games", tables.unfinished());
            json(ctx, 200, Messages.write(root));
        });
        app.post("/api/tables", ctx -> {
            checkLobby(ctx);
            json(ctx, 201, create(body(ctx)));
        });
        app.get("/api/tables/{id}", ctx -> {
            String id = ctx.pathParam("id");
            String token = ctx.header("X-Agon-Token");
            if (token == null) {
                token = ctx.queryParam("token");
            }
            int since = intParam(ctx.queryParam("since"));
            int seat = seatParam(ctx.queryParam("seat")); // a finished game's final board as that seat saw it
            String tok = token;
            json(ctx, 200, tables.with(id, t -> t.stateFor(observer(t, tok), since, seat)));
        });
        app.post("/api/tables/{id}/actions", ctx -> {
            JsonNode body = body(ctx);
            String token = token(ctx, body);
            int version = integer(body, "version");
            int index = integer(body, "index");
            int since = body.has("since") ? integer(body, "since") : 0;
            json(ctx, 200, tables.with(ctx.pathParam("id"), t -> {
                int seat = observer(t, token);
                if (seat < 0) {
                    throw new WebException(403, "a spectator cannot act: open your seat's private link");
                }
                return t.act(seat, version, index, since);
            }));
        });
        app.post("/api/tables/{id}/name", ctx -> {
            JsonNode body = body(ctx);
            String token = token(ctx, body);
            String name = text(body, "name");
            int since = body.has("since") ? integer(body, "since") : 0;
            json(ctx, 200, tables.with(ctx.pathParam("id"), t -> {
                int seat = observer(t, token);
                if (seat < 0) {
                    throw new WebException(403, "a spectator has no seat to name: open your seat's private link");
                }
                return t.rename(seat, name == null ? "" : name, since);
            }));
        });
        app.post("/api/tables/{id}/undo", ctx -> {
            JsonNode body = body(ctx);
            String token = token(ctx, body);
            int version = integer(body, "version");
            int since = body.has("since") ? integer(body, "since") : 0;
            json(ctx, 200, tables.with(ctx.pathParam("id"), t -> {
                int seat = observer(t, token);
                if (seat < 0) {
                    throw new WebException(403, "a spectator cannot take back moves: open your seat's private link");
                }
                return t.undo(seat, version, since);
            }));
        });
        app.ws("/api/tables/{id}/ws", ws -> {
            ws.onConnect(this::wsConnect);
            ws.onClose(ctx -> wsGone(ctx.sessionId()));
            ws.onError(ctx -> wsGone(ctx.sessionId()));
            ws.onMessage(ctx -> { });
        });
        app.exception(WebException.class, (e, ctx) -> json(ctx, e.status(), Messages.error(e.getMessage())));
        // Javalin's own refusals: a body over the limit, and (Javalin 7) an address or method no route serves
        app.exception(HttpResponseException.class, (e, ctx) -> json(ctx, e.getStatus(), Messages.error(
                switch (e.getStatus()) {
                    case 413 -> "the request body is too large (limit " + config.maxBodyBytes() + " bytes)";
                    case 404 -> "not found: " + ctx.method() + " " + ctx.path();
                    case 405 -> "method not allowed: " + ctx.method() + " " + ctx.path();
                    default -> e.getMessage();
                })));
        app.exception(Exception.class, (e, ctx) -> {
            LOG.error("internal error on {} {}", ctx.method(), ctx.path(), e);
            json(ctx, 500, Messages.error("internal error (the server log has the details)"));
        });
        app.error(404, ctx -> {
            String type = ctx.res().getContentType();
            if (type == null || !type.startsWith("application/json")) { // our own 404s are JSON already
                json(ctx, 404, Messages.error("not found: " + ctx.method() + " " + ctx.path()));
            }
        });
        app.error(405, ctx -> json(ctx, 405, Messages.error("method not allowed: " + ctx.method() + " " + ctx.path())));
    }

    /**
     * Jetty's own refusals (a request it rejects before any route, such as an encoded {@code ..} or {@code /} in
     * the path) as the documented one-line JSON error instead of an HTML page.
     */
    private static final class JsonErrors extends ErrorHandler {
        JsonErrors() {
            setShowStacks(false);
            setShowCauses(false);
            setShowMessageInTitle(false);
        }

        @Override
        public java.nio.ByteBuffer badMessageError(int status, String reason,
                                                   org.eclipse.jetty.http.HttpFields.Mutable fields) {
            fields.put(org.eclipse.jetty.http.HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
            return java.nio.ByteBuffer.wrap(Messages.error(words(status, reason)).getBytes(StandardCharsets.UTF_8));
        }

        @Override
        protected void generateResponse(org.eclipse.jetty.server.Request request,
                                        org.eclipse.jetty.server.Response response, int code, String message,
                                        Throwable cause, org.eclipse.jetty.util.Callback callback) {
            response.getHeaders().put(org.eclipse.jetty.http.HttpHeader.CONTENT_TYPE,
                    "application/json; charset=utf-8");
            response.write(true, java.nio.ByteBuffer.wrap(Messages.error(words(code, message))
                    .getBytes(StandardCharsets.UTF_8)), callback);
        }

        /** Jetty's refusal in words: its reason names the header at fault, never shown as it is. */
        private static String words(int status, String reason) {
            String why = reason == null ? "" : reason.toLowerCase(java.util.Locale.ROOT);
            if (status == 400 && why.contains("content-length")) {
                return "bad request: the Content-Length header is given twice or is not a number";
            }
            if (status == 400 && (why.contains("host") || why.contains("authority"))) {
                return "bad request: the Host header is missing, empty or not a valid address";
            }
            return switch (status) {
                case 400 -> "bad request: this address or request is not valid (an encoded '/', '\\' or '..' in"
                        + " the path is refused)";
                case 404 -> "not found";
                case 413 -> "the request is too large";
                case 414 -> "the address is too long";
                case 431 -> "the request headers are too large";
                default -> "the request was refused (HTTP " + status + ")";
            };
        }
    }

    // ---------------------------------------------------------------------------------------------- pages

    private void page(Context ctx, String file) {
        resource(ctx, "io/agon/web/static/" + file);
    }

    private void resource(Context ctx, String path) {
        byte[] bytes = resources.computeIfAbsent(path, p -> {
            try (InputStream in = WebServer.class.getClassLoader().getResourceAsStream(p)) {
                return in == null ? new byte[0] : in.readAllBytes();
            } catch (IOException e) {
                return new byte[0];
            }
        });
        if (bytes.length == 0) {
            throw new WebException(404, "no such file");
        }
        String type = path.endsWith(".js") ? "text/javascript; charset=utf-8"
                : path.endsWith(".css") ? "text/css; charset=utf-8"
                : path.endsWith(".svg") ? "image/svg+xml"
                : path.endsWith(".png") ? "image/png" : "text/html; charset=utf-8";
        ctx.status(200).contentType(type).result(bytes);
    }

    private static void json(Context ctx, int status, String text) {
        ctx.status(status).contentType("application/json; charset=utf-8").result(text);
    }

    // ------------------------------------------------------------------------------------------ requests

    private JsonNode body(Context ctx) {
        return body(ctx, config.maxBodyBytes());
    }

    /**
     * How request bodies are read: the launcher's policy for files ({@link RecordCodec#safeMapper}: a key given
     * twice is refused, nesting and sizes are bounded) and no text after the object.
     */
    private static final com.fasterxml.jackson.databind.ObjectMapper READER = RecordCodec.safeMapper()
            .enable(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private JsonNode body(Context ctx, int limit) {
        String type = ctx.contentType();
        if (type == null || !type.toLowerCase(java.util.Locale.ROOT).startsWith("application/json")) {
            throw new WebException(415, "send the request body as JSON (Content-Type: application/json)");
        }
        if (ctx.contentLength() > limit) {
            throw new WebException(413, "the request body is too large (limit " + limit + " bytes)");
        }
        String text = readLimited(ctx, limit);
        JsonNode node;
        try {
            node = READER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new WebException(400, jsonProblem(e));
        }
        if (node == null || !node.isObject()) {
            throw new WebException(400, "the request body must be a JSON object");
        }
        return node;
    }

    /**
     * The request body as text, read up to {@code limit} bytes: a longer body (also a chunked one, whose length
     * is not announced) is refused with a 413 as soon as the limit is passed, without reading the rest; the
     * connection is then closed.
     */
    private static String readLimited(Context ctx, int limit) {
        byte[] buffer = new byte[8192];
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        try (InputStream in = ctx.req().getInputStream()) {
            int n;
            while ((n = in.read(buffer, 0, Math.min(buffer.length, limit + 1 - out.size()))) > 0) {
                out.write(buffer, 0, n);
                if (out.size() > limit) {
                    ctx.header("Connection", "close");
                    throw new WebException(413, "the request body is too large (limit " + limit + " bytes)");
                }
            }
        } catch (IOException e) { // a broken chunked body, a client that went away
            throw new WebException(400, "the request body could not be read");
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    /** What is wrong with a body that is not JSON, in words (never the parser's class or option names). */
    static String jsonProblem(JsonProcessingException e) {
        String raw = String.valueOf(e.getOriginalMessage());
        if (raw.contains("nesting depth")) {
            return "the request body is nested too deeply (at most " + RecordCodec.MAX_NESTING + " levels of"
                    + " brackets)";
        }
        if (raw.startsWith("Trailing token") || raw.startsWith("Duplicate ")) { // the launcher's words for its files
            return "the request body is not valid JSON: " + io.agon.core.record.JsonErrors.describe(e);
        }
        if (raw.contains("end-of-input")) {
            return "the request body is not valid JSON: it ends too early (a missing bracket or quote?)";
        }
        com.fasterxml.jackson.core.JsonLocation at = e.getLocation();
        return "the request body is not valid JSON" + (at == null || at.getLineNr() < 0 ? ""
                : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")")
                + ": names and texts need double quotes, numbers plain digits";
    }

    private static String text(JsonNode body, String field) {
        JsonNode n = body.get(field);
        if (n == null || n.isNull()) {
            return null;
        }
        if (!n.isTextual()) {
            throw new WebException(400, "'" + field + "' must be a string");
        }
        return n.asText();
    }

    /** The seat token of a POST: the body's {@code token}, else the {@code X-Agon-Token} header. */
    private static String token(Context ctx, JsonNode body) {
        String token = text(body, "token");
        return token == null || token.isEmpty() ? ctx.header("X-Agon-Token") : token;
    }

    private static int integer(JsonNode body, String field) {
        JsonNode n = body.get(field);
        if (n == null || !n.isIntegralNumber() || !n.canConvertToInt()) {
            throw new WebException(400, "'" + field + "' must be a whole number");
        }
        return n.asInt();
    }

    private static int intParam(String value) {
        return intParam(value, "since");
    }

    private static int intParam(String value, String name) {
        if (value == null || value.isEmpty()) {
            return 0;
        }
        try {
            return Math.max(0, Integer.parseInt(value));
        } catch (NumberFormatException e) {
            throw new WebException(400, "'" + name + "' must be a whole number");
        }
    }

    private static int seatParam(String value) {
        if (value == null || value.isEmpty()) {
            return -1;
        }
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new WebException(400, "'seat' must be a whole number");
        }
    }

    /** The seat of {@code token} at {@code table}, -1 (a spectator) without a token; 403 for a wrong one. */
    private static int observer(Table table, String token) {
        if (token == null || token.isEmpty()) {
            return -1;
        }
        int seat = table.seatOf(token);
        if (seat < 0) {
            throw new WebException(403, "this seat link is not valid for game " + table.id());
        }
        return seat;
    }

    private String create(JsonNode body) {
        String game = text(body, "game");
        if (game == null) {
            throw new WebException(400, "'game' is missing");
        }
        JsonNode players = body.get("players");
        if (players == null || !players.isArray() || players.isEmpty() || players.size() > 16) {
            throw new WebException(400, "'players' must be a list of 1 to 16 entries (\"human\" or an agent spec)");
        }
        List<String> seats = new ArrayList<>();
        for (JsonNode p : players) {
            if (!p.isTextual()) {
                throw new WebException(400, "each player must be a string: \"human\" or an agent spec");
            }
            seats.add(p.asText());
        }
        long seed;
        JsonNode s = body.get("seed");
        if (s == null || s.isNull() || (s.isTextual() && s.asText().isBlank())) {
            seed = new SecureRandom().nextLong() & 0xFFFFFFFFFFFFL;
        } else if (s.isIntegralNumber() && s.canConvertToLong()) {
            seed = s.asLong();
        } else if (s.isTextual() && s.asText().strip().matches("-?\\d{1,18}")) {
            seed = Long.parseLong(s.asText().strip());
        } else {
            throw new WebException(400, "'seed' must be a whole number");
        }
        Map<String, String> options = new TreeMap<>();
        JsonNode o = body.get("options");
        if (o != null && !o.isNull()) {
            if (!o.isObject()) {
                throw new WebException(400, "'options' must be an object of names to values");
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                if (!e.getValue().isValueNode() || e.getValue().isNull()) {
                    throw new WebException(400, "option '" + e.getKey() + "' must be a plain value");
                }
                options.put(e.getKey(), e.getValue().asText());
            }
        }
        List<String> names = new ArrayList<>();
        JsonNode given = body.get("names");
        if (given != null && !given.isNull()) {
            if (!given.isArray() || given.size() > seats.size()) {
                throw new WebException(400, "'names' must be a list with at most one name per player");
            }
            for (JsonNode name : given) {
                if (!name.isNull() && !name.isTextual()) {
                    throw new WebException(400, "each name must be a string (or null for none)");
                }
                names.add(name.isNull() ? null : name.asText());
            }
        }
        Table table = tables.create(game, seats, seed, options, names);
        ObjectNode root = Messages.JSON.createObjectNode();
        root.put("id", table.id());
        root.put("game", table.info().id());
        root.put("seed", table.seed());
        root.put("spectate", "/play/" + table.id());
        ArrayNode links = root.putArray("seats");
        for (Table.Seat seat : table.seats()) {
            ObjectNode n = links.addObject();
            n.put("seat", seat.index());
            n.put("player", seat.player());
            n.put("name", table.name(seat.index()));
            if (seat.isHuman()) {
                n.put("link", Tables.link(table.id(), seat.token()));
            }
        }
        return Messages.write(root);
    }

    /**
     * The rules help of a game: {@code {"terms": {name: text}}} from its {@code glossary()} (every card, god, tile
     * and symbol it names), for the board's help on hover and focus.
     *
     * @throws WebException 404 for an unknown game
     */
    private String glossary(String game) {
        GameEntry entry = GAME_ID.matcher(game).matches() ? tables.catalog().games().get(game) : null;
        if (entry == null) {
            throw new WebException(404, "no game '" + Messages.safe(game.length() > 40 ? game.substring(0, 40) : game)
                    + "'");
        }
        return glossaries.computeIfAbsent(game, id -> {
            Map<String, String> terms = tables.gameCall(() -> entry.game().glossary());
            ObjectNode root = Messages.JSON.createObjectNode();
            ObjectNode out = root.putObject("terms");
            terms.forEach((name, text) -> out.put(name, Messages.words(text)));
            return Messages.write(root);
        });
    }

    private ObjectNode catalog() {
        ObjectNode root = Messages.JSON.createObjectNode();
        ArrayNode games = root.putArray("games");
        for (GameEntry entry : tables.catalog().games().values()) {
            GameInfo info = entry.game().info();
            ObjectNode g = games.addObject();
            g.put("id", info.id());
            g.put("name", info.name());
            g.put("summary", Messages.words(info.summary()));
            g.put("minPlayers", info.minPlayers());
            g.put("maxPlayers", info.maxPlayers());
            ArrayNode options = g.putArray("options");
            for (OptionInfo oi : info.options()) {
                ObjectNode n = options.addObject();
                n.put("name", oi.name());
                n.put("description", Messages.words(oi.description()));
                n.put("default", oi.defaultValue());
                ArrayNode values = n.putArray("values");
                oi.values().forEach(values::add);
            }
            // The agents a player chooses from (search parts and old names stay out, as in agon list).
            TreeSet<String> kinds = new TreeSet<>(Agents.catalogue().keySet());
            kinds.addAll(entry.listedAgents().keySet());
            ArrayNode agents = g.putArray("agents");
            kinds.forEach(agents::add);
            String renderer = tables.renderer(info.id());
            if (renderer == null) {
                g.putNull("renderer");
            } else {
                g.put("renderer", renderer);
            }
        }
        return root;
    }

    // -------------------------------------------------------------------------------------------- checks

    private void checkLobby(Context ctx) {
        if (isLoopback(ctx.req().getRemoteAddr())) {
            return;
        }
        String key = ctx.cookie(KEY_COOKIE);
        if (key == null) {
            key = ctx.header("X-Agon-Key");
        }
        if (key == null || !equalsSecret(key, lobbyKey)) {
            throw new WebException(403, "the lobby answers only the server's machine, or the address with the key"
                    + " that agon serve printed");
        }
    }

    private void checkHost(String host) {
        if (loopbackHosts == null || host == null) {
            return;
        }
        String name = host.toLowerCase(java.util.Locale.ROOT);
        int colon = name.lastIndexOf(':');
        if (colon > 0 && name.indexOf(']') < colon) {
            name = name.substring(0, colon);
        }
        if (!loopbackHosts.contains(name)) {
            throw new WebException(403, "this server answers only requests addressed to this machine");
        }
    }

    private static boolean isLoopback(String address) {
        if (address == null) {
            return false;
        }
        String a = address.startsWith("[") && address.endsWith("]") ? address.substring(1, address.length() - 1)
                : address;
        if (a.equalsIgnoreCase("localhost")) {
            return true;
        }
        if (!a.matches("[0-9.]+|[0-9a-fA-F:]+")) {
            return false; // never resolve names here
        }
        try {
            return InetAddress.getByName(a).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    private static boolean equalsSecret(String given, String secret) {
        return MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8), secret.getBytes(StandardCharsets.UTF_8));
    }

    // ------------------------------------------------------------------------------------------ websocket

    private void wsConnect(WsContext ctx) {
        try {
            checkHost(ctx.host());
            String token = ctx.queryParam("token");
            tables.with(ctx.pathParam("id"), t -> {
                WsSubscriber s = new WsSubscriber(ctx.session, observer(t, token));
                wsTables.put(ctx.sessionId(), t);
                subscribers.put(ctx.sessionId(), s);
                t.subscribe(s);
                return t;
            });
        } catch (WebException e) {
            ctx.send(Messages.error(e.getMessage()));
            ctx.closeSession(e.status() == 404 ? 4404 : e.status() == 403 ? 4403 : 4400,
                    Messages.oneLine(e.getMessage()));
        } catch (RuntimeException e) {
            LOG.error("internal error on a WebSocket connect", e);
            ctx.closeSession(1011, "internal error");
        }
    }

    private void wsGone(String sessionId) {
        Table table = wsTables.remove(sessionId);
        WsSubscriber sub = subscribers.remove(sessionId);
        if (table != null && sub != null) {
            table.unsubscribe(sub);
        }
    }

    /** A WebSocket client: sends without blocking, drops a client that lets too many messages pile up. */
    private static final class WsSubscriber implements Table.Subscriber {
        private final Session session;
        private final int observer;
        private final AtomicInteger pending = new AtomicInteger();

        WsSubscriber(Session session, int observer) {
            this.session = session;
            this.observer = observer;
        }

        @Override
        public int observer() {
            return observer;
        }

        @Override
        public boolean send(String text) {
            if (!session.isOpen()) {
                return false;
            }
            if (pending.incrementAndGet() > MAX_PENDING_MESSAGES) {
                session.close(1008, "too slow: reconnect to get the current state", Callback.NOOP);
                return false;
            }
            session.sendText(text, Callback.from(pending::decrementAndGet, x -> pending.decrementAndGet()));
            return true;
        }

        @Override
        public void end(String text) {
            if (session.isOpen()) {
                session.sendText(text, Callback.from(() -> session.close(4409, "the game was closed", Callback.NOOP),
                        x -> session.close(4409, "the game was closed", Callback.NOOP)));
            }
        }
    }
}
