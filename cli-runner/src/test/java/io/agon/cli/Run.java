package io.agon.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs the launcher in-process with captured streams. */
record Run(int code, String out, String err) {

    static Run withInput(String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                false);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static Run of(String... args) {
        return withInput("", args);
    }

    /** True when stderr is exactly one line and shows no stack trace. */
    boolean oneLineError() {
        String e = err.strip();
        return !e.isEmpty() && !e.contains("\n") && !e.contains("Exception") && !e.contains("\tat ");
    }
}
