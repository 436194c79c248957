package io.agon.web;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import java.util.logging.Level;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Debian's headless Chromium driven through Debian's chromedriver (never a downloaded one: Selenium Manager is
 * not used, the driver path is given). Without a browser the tests are skipped with a message, except under
 * {@code CI=true}, where that is a failure.
 */
final class Browser implements AutoCloseable {

    static final Path CHROMIUM = Path.of(System.getenv().getOrDefault("AGON_CHROMIUM", "/usr/bin/chromium"));
    static final Path DRIVER = Path.of(System.getenv().getOrDefault("AGON_CHROMEDRIVER", "/usr/bin/chromedriver"));

    private final ChromeDriver driver;
    private final Path profile;

    /** Skips (or under CI fails) when Chromium or chromedriver is missing. */
    static void assumeAvailable() {
        String missing = !Files.isExecutable(CHROMIUM) ? "Chromium (" + CHROMIUM + ")"
                : !Files.isExecutable(DRIVER) ? "chromedriver (" + DRIVER + ")" : null;
        if (missing == null) {
            return;
        }
        String message = "browser tests need " + missing + ": apt-get install chromium chromium-driver";
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            throw new AssertionError(message + " (CI=true: a missing browser fails the build)");
        }
        Assumptions.abort("SKIPPED: " + message);
    }

    Browser(int width, int height) throws IOException {
        System.setProperty("SE_OFFLINE", "true");
        System.setProperty("webdriver.chrome.driver", DRIVER.toString());
        java.util.logging.Logger.getLogger("org.openqa.selenium").setLevel(Level.SEVERE);
        profile = Files.createTempDirectory("agon-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--user-data-dir=" + profile, "--window-size=" + width + "," + height);
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(DRIVER.toString())).usingAnyFreePort().build();
        driver = new ChromeDriver(service, options);
        driver.manage().window().setSize(new Dimension(width, height));
    }

    WebDriver driver() {
        return driver;
    }

    void open(String url) {
        driver.get(url);
    }

    WebElement find(String css) {
        return driver.findElement(By.cssSelector(css));
    }

    List<WebElement> findAll(String css) {
        return driver.findElements(By.cssSelector(css));
    }

    <T> T waitFor(Function<WebDriver, T> condition) {
        return new WebDriverWait(driver, Duration.ofSeconds(60), Duration.ofMillis(10)).until(condition);
    }

    /** Waits until an element matching {@code css} is visible. */
    WebElement waitVisible(String css) {
        return waitFor(d -> {
            for (WebElement e : d.findElements(By.cssSelector(css))) {
                if (e.isDisplayed()) {
                    return e;
                }
            }
            return null;
        });
    }

    String bodyAttribute(String name) {
        return find("body").getAttribute("data-" + name);
    }

    /** Writes a screenshot to {@code target/screenshots/NAME.png}. */
    Path screenshot(String name) throws IOException {
        Path dir = Path.of("target", "screenshots");
        Files.createDirectories(dir);
        Path file = dir.resolve(name + ".png");
        Files.write(file, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
        return file;
    }

    /** Sizes the window so that the page's viewport is {@code width} x {@code height} CSS pixels. */
    void viewport(int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height));
        // the window's frame takes some room; the page reports its new inner size a moment after a resize
        for (int attempt = 0; attempt < 20; attempt++) {
            List<?> size = (List<?>) driver.executeScript("return [window.innerWidth, window.innerHeight];");
            int dw = width - ((Number) size.get(0)).intValue();
            int dh = height - ((Number) size.get(1)).intValue();
            if (dw == 0 && dh == 0) {
                return;
            }
            if (dw > 0 && dw < 200 && dh >= 0 && dh < 300 || dw >= 0 && dw < 200 && dh > 0 && dh < 300) {
                driver.manage().window().setSize(new Dimension(width + dw, height + dh));
                return;
            }
            try {
                Thread.sleep(100); // not resized yet (the old inner size was read): ask again
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    Object script(String js, Object... args) {
        return driver.executeScript(js, args);
    }

    /** The browser console (errors and logs) since the last call. */
    String console() {
        StringBuilder b = new StringBuilder();
        for (LogEntry e : driver.manage().logs().get(LogType.BROWSER)) {
            b.append(e.getLevel()).append(' ').append(e.getMessage()).append('\n');
        }
        return b.toString();
    }

    @Override
    public void close() {
        try {
            driver.quit();
        } finally {
            try (var files = Files.walk(profile)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (IOException | RuntimeException e) {
                // a left-over temporary profile is harmless
            }
        }
    }
}
