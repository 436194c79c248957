// The tutorial's path (docs/tutorial.md, "Your own game"), outside the reactor: the project generated from the
// archetype with the tutorial's names has built; now its example is replaced by the tutorial's files (in tutorial/,
// each shown whole in the tutorial), the project is built again exactly as the tutorial builds it, and the launcher
// of this build plays it through --plugins.
def root = basedir.toPath().toAbsolutePath().resolve("project").resolve("noughts")
def top = root
while (top != null && !top.resolve("cli-runner/target/agon.jar").toFile().isFile()) {
    top = top.parent
}
assert top != null : "the launcher jar (cli-runner/target/agon.jar) is not above " + root
def agon = top.resolve("cli-runner/target/agon.jar").toFile()
def repo = top.resolve("agon-game-archetype/target/it-repo").toFile()
assert repo.isDirectory() : "no integration-test repository at " + repo
// the settings of the first build (the main local repository as a file repository), so that the offline build
// below accepts what that build put into the integration-test repository
def settings = top.resolve("agon-game-archetype/target/archetype-it/interpolated-it-settings.xml").toFile()
assert settings.isFile() : "no interpolated settings at " + settings

// the archetype generates exactly the POM and the services file that the tutorial shows
def tutorial = basedir.toPath().resolve("tutorial")
["pom.xml", "src/main/resources/META-INF/services/io.agon.core.spi.GamePlugin"].each {
    assert root.resolve(it).toFile().text.strip() == tutorial.resolve(it).toFile().text.strip() :
            it + " as generated differs from the tutorial's"
}

// the tutorial's step: delete the generated example, put in the tutorial's files
["src/main/java/org/example/noughts", "src/test/java/org/example/noughts"].each { root.resolve(it).toFile().deleteDir() }
["src/main/resources/noughts.json", "src/main/resources/noughts-rules.md"].each { root.resolve(it).toFile().delete() }
tutorial.toFile().eachFileRecurse(groovy.io.FileType.FILES) { f ->
    def to = root.resolve(tutorial.relativize(f.toPath()).toString())
    to.parent.toFile().mkdirs()
    to.toFile().text = f.text
}
def java = new File(System.getProperty("java.home"), "bin/java").path
def mvn = [top.resolve("mvnw").toString(), "-B", "-q", "-o", "-f", root.resolve("pom.xml").toString(),
           "-s", settings.path, "-Dmaven.repo.local=" + repo.path, "verify"]
root.resolve("target").toFile().deleteDir()    // the example's classes go with it
def build = mvn.execute(["JAVA_HOME=" + System.getProperty("java.home"), "PATH=" + System.getenv("PATH"),
                         "HOME=" + System.getProperty("user.home")], root.toFile())
def out = new StringBuilder(), err = new StringBuilder()
build.waitForProcessOutput(out, err)
println "mvn verify (the tutorial's project) -> " + build.exitValue() + "\n" + out + err
assert build.exitValue() == 0 : "the tutorial's project does not build: " + out + err
def jar = root.resolve("target/noughts-1.0-SNAPSHOT.jar").toFile()
assert jar.isFile() : "no jar: " + jar

def run = { List<String> args, String input ->
    def p = ([java, "-jar", agon.path, "--plugins", jar.parent] + args).execute()
    p.withWriter { it << input }
    def o = new StringBuilder(), e = new StringBuilder()
    p.waitForProcessOutput(o, e)
    println "agon " + args.join(" ") + " -> " + p.exitValue() + "\n" + o + e
    assert p.exitValue() == 0 : "agon " + args.join(" ") + " failed: " + e
    return o.toString()
}
assert run(["list"], "").contains("noughts  Noughts and crosses  (2 players)")
// a human plays by words: "centre", then "left" (exactly the cell named left, not top left or bottom left)
def play = run(["play", "noughts", "--players", "human,random", "--seed", "3"], "centre\nleft\ntop\nright\nbottom\nq\n")
assert play.contains("P1: centre") : play
assert run(["simulate", "noughts", "--games", "50", "--players", "random,mcts:iterations=50"], "")
        .contains("Noughts and crosses: 50 games")
return true
