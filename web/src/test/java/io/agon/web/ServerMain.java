package io.agon.web;

import io.agon.core.spi.GameCatalog;
import java.nio.file.Path;
import java.time.Duration;

/**
 * A server in a process of its own, for the kill-and-restart test (and for trying pages by hand):
 * {@code ServerMain SAVE_DIR BOT_DELAY_MS [PORT]}. Prints {@code PORT n} once listening.
 */
public final class ServerMain {

    private ServerMain() {
    }

    public static void main(String[] args) throws InterruptedException {
        WebConfig config = WebConfig.defaults(Path.of(args[0]))
                .withBotDelay(Duration.ofMillis(Long.parseLong(args[1])))
                .withPort(args.length > 2 ? Integer.parseInt(args[2]) : 0);
        WebServer server = new WebServer(GameCatalog.load(), config).start();
        System.out.println("PORT " + server.port());
        System.out.flush();
        Thread.currentThread().join();
    }
}
