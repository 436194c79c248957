package io.agon.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The saved reports of {@code agon analyze} that {@code agon serve --reports DIR} offers: each sub-folder of
 * {@code DIR} holding a {@code report.html} and its {@code report.json}. A report page is served as written,
 * under a content security policy that allows exactly its own inline scripts (by their SHA-256) and nothing from
 * elsewhere.
 */
final class Reports {

    /** A report's folder name as it may appear in an address. */
    static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");

    /** The largest report file served or read (a report of every figure is about 1 MB with the chart script). */
    static final long MAX_BYTES = 16L << 20;

    private static final Pattern SCRIPT = Pattern.compile("<script( [^>]*)?>(.*?)</script>", Pattern.DOTALL);

    private Reports() {
    }

    /** A report page and the policy it is served under. */
    record Page(byte[] html, String policy) {
    }

    /** The reports in {@code dir} (none when it is null or missing), by folder name. */
    static ArrayNode list(Path dir) {
        ArrayNode out = Messages.JSON.createArrayNode();
        if (dir == null || !Files.isDirectory(dir)) {
            return out;
        }
        List<Path> folders = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
            for (Path p : ds) {
                if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS) && NAME.matcher(p.getFileName().toString())
                        .matches()) {
                    folders.add(p);
                }
            }
        } catch (IOException e) {
            return out;
        }
        folders.sort(null);
        for (Path folder : folders) {
            ObjectNode entry = entry(folder);
            if (entry != null) {
                out.add(entry);
            }
        }
        return out;
    }

    /** What the list shows of one report, or null when the folder holds no readable report. */
    private static ObjectNode entry(Path folder) {
        Path json = folder.resolve("report.json");
        Path html = folder.resolve("report.html");
        try {
            if (!Files.isRegularFile(html, LinkOption.NOFOLLOW_LINKS)
                    || !Files.isRegularFile(json, LinkOption.NOFOLLOW_LINKS) || Files.size(json) > MAX_BYTES) {
                return null;
            }
            JsonNode r = Messages.JSON.readTree(Files.readString(json, StandardCharsets.UTF_8));
            ObjectNode e = Messages.JSON.createObjectNode();
            e.put("name", folder.getFileName().toString());
            e.put("game", r.path("name").asText(""));
            ArrayNode counts = e.putArray("players");
            int games = 0;
            for (JsonNode c : r.path("counts")) {
                counts.add(c.path("players").asInt());
                games += c.path("games").asInt();
            }
            e.put("games", games);
            e.put("partial", r.path("partial").asBoolean(false));
            ArrayNode agents = e.putArray("agents");
            r.path("agents").forEach(a -> agents.add(a.asText("")));
            e.put("written", Instant.ofEpochMilli(Files.getLastModifiedTime(json).toMillis()).toString());
            return e;
        } catch (IOException | RuntimeException e) {
            return null; // not a report this server can read: not listed
        }
    }

    /**
     * The report page in {@code dir}'s folder {@code name}.
     *
     * @throws WebException 404 for a name that is not a listed report (any other path, a link out of the folder)
     */
    static Page page(Path dir, String name) {
        if (dir == null || name == null || !NAME.matcher(name).matches()) {
            throw new WebException(404, "no such report");
        }
        try {
            Path root = dir.toRealPath();
            Path file = root.resolve(name).resolve("report.html");
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) || !file.toRealPath().startsWith(root)
                    || Files.size(file) > MAX_BYTES) {
                throw new WebException(404, "no such report");
            }
            byte[] html = Files.readAllBytes(file);
            return new Page(html, policy(new String(html, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new WebException(404, "no such report");
        }
    }

    /** A saved game's file name in a report's {@code games} folder. */
    static final Pattern GAME_FILE = Pattern.compile("[a-z0-9][a-z0-9-]{0,63}\\.json");

    /**
     * The record of a notable game that {@code agon analyze --save-records} saved with the report {@code name}.
     *
     * @throws WebException 404 for anything that is not such a file
     */
    static String record(Path dir, String name, String file, long maxBytes) {
        if (dir == null || !NAME.matcher(name).matches() || !GAME_FILE.matcher(file).matches()) {
            throw new WebException(404, "no such game in the reports");
        }
        try {
            Path root = dir.toRealPath();
            Path path = root.resolve(name).resolve("games").resolve(file);
            if (!Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS) || !path.toRealPath().startsWith(root)
                    || Files.size(path) > maxBytes) {
                throw new WebException(404, "no such game in the reports");
            }
            return Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new WebException(404, "no such game in the reports");
        }
    }

    /** The content security policy of a report page: its own inline scripts by hash, inline styles, nothing else. */
    static String policy(String html) {
        StringBuilder hashes = new StringBuilder();
        Matcher m = SCRIPT.matcher(html);
        while (m.find()) {
            String attributes = m.group(1) == null ? "" : m.group(1);
            if (attributes.contains("application/json")) {
                continue; // data, never run
            }
            hashes.append(" 'sha256-").append(sha256(m.group(2))).append('\'');
        }
        return "default-src 'none'; script-src" + (hashes.length() == 0 ? " 'none'" : hashes)
                + "; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none';"
                + " form-action 'none'";
    }

    private static String sha256(String text) {
        try {
            return Base64.getEncoder().encodeToString(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
