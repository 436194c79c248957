package io.agon.bench;

import io.agon.core.AgonException;
import io.agon.core.record.RecordFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The best speed of the bench's reference loop seen on each machine, kept in a small text file that the user
 * names ({@code agon bench --machine-history FILE}): one line per machine, {@code machine<TAB>speed} (million
 * steps per CPU second). With it, {@link MachineGate} can tell a run that was slow from its first trial to its
 * last from a run on a slower machine. Nothing is written without the option.
 */
public final class MachineHistory {

    private final Path file;
    private final Map<String, Double> best = new LinkedHashMap<>();

    private MachineHistory(Path file) {
        this.file = file;
    }

    /**
     * Reads {@code file}; a file that does not exist yet is an empty history.
     *
     * @throws UnusableFileException for a file that cannot be read or written or is not a machine history (it is
     *                               left as it is)
     */
    public static MachineHistory read(Path file) {
        MachineHistory h = new MachineHistory(file);
        if (!Files.exists(file)) {
            String why = RecordFiles.whyNotWritable(file);
            if (why != null) {
                throw new UnusableFileException("cannot write " + file + ": " + why);
            }
            return h;
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UnusableFileException("cannot read the machine history " + file + " ("
                    + io.agon.core.record.RecordFiles.why(e) + ")");
        }
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank()) {
                continue;
            }
            String[] parts = line.split("\t");
            double speed = parts.length == 2 ? parse(parts[1]) : Double.NaN;
            if (parts[0].isBlank() || !(speed > 0 && speed < 1e7)) {
                throw new UnusableFileException(file + " is not a machine history: line " + (i + 1)
                        + " is not 'machine<TAB>speed' (written by agon bench --machine-history)");
            }
            h.best.merge(parts[0], speed, Math::max);
        }
        return h;
    }

    private static double parse(String s) {
        try {
            return Double.parseDouble(s.strip());
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /** The best reference speed recorded for {@code machine}, or NaN. */
    public double best(String machine) {
        return best.getOrDefault(machine, Double.NaN);
    }

    /**
     * Records {@code speed} for {@code machine} when it beats the best so far, rewriting the file atomically.
     *
     * @throws AgonException when the file cannot be written (an existing file is left unchanged)
     */
    public void record(String machine, double speed) {
        if (!(speed > 0) || speed <= best(machine)) {
            return;
        }
        best.put(machine, speed);
        StringBuilder text = new StringBuilder();
        for (Map.Entry<String, Double> e : best.entrySet()) {
            text.append(e.getKey()).append('\t').append(String.format(Locale.ROOT, "%.1f", e.getValue()))
                    .append('\n');
        }
        try {
            RecordFiles.writeAtomically(file, text.toString());
        } catch (IOException e) {
            throw new AgonException("cannot write " + file + " (" + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ")");
        }
    }

    /**
     * The history's name for the speed-up pairs' reference (two threads) of {@code machine}: kept beside the
     * single-thread reference, one line each.
     */
    public static String twoThreads(String machine) {
        return machine + ", speed-up pairs (2 threads)";
    }

    /**
     * This machine, as the history names it: the processor model (Linux, from {@code /proc/cpuinfo}), the
     * number of processors and the JVM (the loop's compiled code differs between JVM versions).
     */
    public static String thisMachine() {
        String model = "unknown processor";
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"), StandardCharsets.UTF_8)) {
                if (line.startsWith("model name")) {
                    model = line.substring(line.indexOf(':') + 1).strip();
                    break;
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or not readable: the processor stays unnamed
        }
        return (model + ", " + Runtime.getRuntime().availableProcessors() + " processors, Java "
                + System.getProperty("java.vm.version")).replace('\t', ' ');
    }

    /** A machine history that cannot be used: not readable, not writable, or not a history (a usage mistake). */
    public static final class UnusableFileException extends AgonException {

        /** @param message one readable line naming the file */
        public UnusableFileException(String message) {
            super(message);
        }
    }
}
