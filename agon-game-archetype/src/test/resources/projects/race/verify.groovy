// After the generated project passed `verify`: the Agon launcher of this build loads its jar through the plug-in
// path and plays it. basedir is this test's folder, the generated project is in project/race-game, and the
// launcher is in the reactor's cli-runner module.
def root = basedir.toPath().toAbsolutePath().resolve("project").resolve("race-game")
def top = root
while (top != null && !top.resolve("cli-runner/target/agon.jar").toFile().isFile()) {
    top = top.parent
}
assert top != null : "the launcher jar (cli-runner/target/agon.jar) is not above " + root
def agon = top.resolve("cli-runner/target/agon.jar").toFile()
def jar = root.resolve("target").resolve("race-game-1.0-SNAPSHOT.jar").toFile()
assert jar.isFile() : "the generated project built no jar: " + jar

def java = new File(System.getProperty("java.home"), "bin/java").path
def run = { List<String> args ->
    def p = ([java, "-jar", agon.path, "--plugins", jar.parent] + args).execute()
    def out = new StringBuilder(), err = new StringBuilder()
    p.waitForProcessOutput(out, err)
    println "agon " + args.join(" ") + " -> " + p.exitValue() + "\n" + out + err
    assert p.exitValue() == 0 : "agon " + args.join(" ") + " failed: " + err
    return out.toString()
}
assert run(["list"]).contains("race  Race  (2 players)")
assert run(["simulate", "race", "--games", "20", "--players", "heuristic,random"]).contains("Race: 20 games")
assert run(["rules", "race"]).contains("A dice race for two players")
// The generated game is a FlowGame: one declared phase whose step declares its actions.
def flow = run(["flow", "race"])
assert flow.contains("phase Turn") && flow.contains("Roll, Hold") : "not the declared flow: " + flow
assert root.resolve("src/main/java/org/example/race/rules/RaceGame.java").toFile().text.contains("extends FlowGame")
return true
