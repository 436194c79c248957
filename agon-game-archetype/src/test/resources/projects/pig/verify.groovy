// After the generated project passed `verify`: the Agon launcher of this build loads its jar through the plug-in
// path and plays it. basedir is this test's folder, the generated project is in project/race-game, and the
// launcher is in the reactor's cli-runner module.
def root = basedir.toPath().toAbsolutePath().resolve("project").resolve("pig-game")
def top = root
while (top != null && !top.resolve("cli-runner/target/agon.jar").toFile().isFile()) {
    top = top.parent
}
assert top != null : "the launcher jar (cli-runner/target/agon.jar) is not above " + root
def agon = top.resolve("cli-runner/target/agon.jar").toFile()
def jar = root.resolve("target").resolve("pig-game-1.0-SNAPSHOT.jar").toFile()
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
assert run(["list"]).contains("pig  Pig  (2 players)")
assert run(["simulate", "pig", "--games", "20", "--players", "heuristic,random"]).contains("Pig: 20 games")
assert run(["rules", "pig"]).contains("A dice race for two players")
// The generated game is a FlowGame: one declared phase whose step declares its actions.
def flow = run(["flow", "pig"])
assert flow.contains("phase Turn") && flow.contains("Roll, Hold") : "not the declared flow: " + flow
def src = root.resolve("src/main/java/org/example/pig")
// issue 49: a game compiles against the framework alone: its POM names core-api, not agon-agents
def pom = root.resolve("pom.xml").toFile().text
assert pom.contains("<artifactId>core-api</artifactId>") : "the generated POM does not name core-api"
assert !pom.contains("agon-agents") : "the generated POM names agon-agents"
// and its handlers take one context: no six positional arguments, no type witness
root.resolve("src/main").toFile().eachFileRecurse { f ->
    if (f.name.endsWith(".java")) {
        assert !(f.text =~ /\(\s*\w+,\s*\w+,\s*\w+,\s*\w+,\s*\w+,\s*\w+\s*\)\s*->/) : "a six-argument lambda in " + f
        assert !(f.text =~ /\.<[A-Z][\w.<>, ]*>\s*\w+\(/) : "a type witness in " + f
    }
}
assert src.resolve("rules/PigGame.java").toFile().text.contains("extends FlowGame")
// issue 43: every class is named after -DgameName, every resource after -DgameId; nothing says "Race"
for (name in ["model/PigState", "model/PigStep", "model/PigSettings", "rules/PigAction", "rules/PigView",
              "rules/PigEvent", "io/PigSettingsLoader", "wiring/PigModule", "wiring/PigPlugin"]) {
    assert src.resolve(name + ".java").toFile().isFile() : name + ".java was not generated"
}
assert root.resolve("src/test/java/org/example/pig/PigContractTest.java").toFile().isFile()
// issue 49: the state's copy, equals and hashCode are generated at compile time (@AgonState, agon-codegen)
assert root.resolve("target/generated-sources/annotations/org/example/pig/model/PigStateFields.java").toFile().isFile()
assert root.resolve("src/main/resources/pig.json").toFile().isFile()
assert root.resolve("src/main/resources/pig-rules.md").toFile().isFile()
root.resolve("src").toFile().eachFileRecurse { f ->
    assert !f.name.contains("Race") && !f.name.contains("race") : "a file named for the template: " + f
    if (f.isFile()) {
        assert !f.text.contains("Race") : f.toString() + " still says Race"
    }
}
assert root.resolve("README.md").toFile().text.contains("./agon --plugins ")
assert !(root.resolve("README.md").toFile().text =~ /(?m)^agon /) : "the README says agon, not ./agon"
// set-up events reach the narration: the generated game reports one
def play = run(["play", "pig", "--players", "random,random", "--seed", "1"])
assert play.contains("  * First to ") : "no set-up event narrated: " + play
return true
