package io.agon.analysis;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.agon.core.record.RecordFiles;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes a {@link Report} as {@code report.json} (every figure) and {@code report.html}: one self-contained page
 * with the definitions and the charts, drawn by ECharts, whose script is inlined so the page opens offline. Text
 * that comes from a game (its name, feature names, agent labels) reaches the page only as data that the page's
 * script sets as text, never as markup.
 */
public final class ReportFiles {

    /** The ECharts script, which the build copies into this jar (see the module POM). */
    static final String ECHARTS = "/io/agon/analysis/echarts/echarts.min.js";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    private ReportFiles() {
    }

    /** The report as JSON text. */
    public static String json(Report report) {
        try {
            return JSON.writeValueAsString(report);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the report cannot be written as JSON", e);
        }
    }

    /** The report as one HTML page. */
    public static String html(Report report) {
        String data = json(report).replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026");
        String page = template();
        int d = page.indexOf("/*DATA*/");
        int e = page.indexOf("/*ECHARTS*/");
        return page.substring(0, d) + data + page.substring(d + "/*DATA*/".length(), e) + echarts()
                + page.substring(e + "/*ECHARTS*/".length());
    }

    /**
     * Writes {@code report.json} and {@code report.html} into {@code dir} (created if missing) as every other
     * output is written ({@link RecordFiles#writeAtomically}): each through a temporary file that replaces the old
     * one at once, keeping an existing file's mode, owner and group, and writing through a symbolic link; a new
     * file gets the mode of any new file (0644 under the usual umask).
     */
    public static void write(Report report, Path dir) throws IOException {
        Files.createDirectories(dir);
        String json = json(report);
        String html = html(report);
        RecordFiles.writeAtomically(dir.resolve("report.json"), json);
        RecordFiles.writeAtomically(dir.resolve("report.html"), html);
    }

    private static String echarts() {
        return resource(ECHARTS).replace("</script", "<\\/script");
    }

    private static String template() {
        return resource("/io/agon/analysis/report.html");
    }

    private static String resource(String name) {
        try (InputStream in = ReportFiles.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
