"""The optional fast path: the launcher's jar loaded into this Python process through JPype, no pipe between.

Used when asked for (``backend="jpype"``) and JPype is installed (Debian: ``python3-jpype``); the binary bridge
over ``agon env --stdio`` stays the default. Both give the same numbers for the same seed and ids, byte for byte.
"""

import os
import subprocess

import numpy as np

from .bridge import AgonError


def available():
    """True when JPype can be imported."""
    try:
        import jpype  # noqa: F401
        return True
    except ImportError:
        return False


def _classpath():
    """The launcher's classes and JPype's own jar.

    The launcher's: $AGON_CLASSPATH (a class path), else $AGON_JAR, else the repository's jar, which ./agon builds
    when it is missing or older than the sources."""
    given = os.environ.get("AGON_CLASSPATH")
    if given:
        paths = given.split(os.pathsep)
    else:
        jar = os.environ.get("AGON_JAR")
        if not jar:
            root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
            subprocess.run([os.path.join(root, "agon"), "--version"], check=True, stdout=subprocess.DEVNULL)
            jar = os.path.join(root, "cli-runner", "target", "agon.jar")
        paths = [jar]
    import jpype
    # JPype's own support jar: beside the module (pip) or in /usr/share/java (Debian's package)
    for candidate in (os.path.join(os.path.dirname(jpype.__file__), "..", "org.jpype.jar"),
                      "/usr/share/java/org.jpype.jar"):
        if os.path.exists(candidate):
            paths.append(os.path.abspath(candidate))
            break
    return paths


class InProcessBridge:
    """The same sizes and reset/step as ``Bridge``, on an environment in a JVM inside this process."""

    def __init__(self, game, games=1, players=None, seat=0, opponents="random", reward="win-loss", seed=1):
        import jpype
        if not jpype.isJVMStarted():
            jpype.startJVM(classpath=_classpath(), convertStrings=True)
        self._jpype = jpype
        opener = jpype.JClass("io.agon.cli.InProcessEnv")
        try:
            self._env = opener.open(game, games, players or 0, seat, opponents, reward, seed)
            enc = self._env.encoded()
            self.players = int(enc.players())
            self.description = str(opener.describe(game, self.players))
        except jpype.JException as e:
            raise AgonError(str(e.message())) from None
        self.games = int(self._env.size())
        self.actions = int(enc.actionCount())
        self.shape = tuple(int(d) for d in enc.shape())
        self.observation_size = int(np.prod(self.shape))
        self._ids = jpype.JArray(jpype.JInt)(self.games)
        self.seat_rewards = None

    def _take(self):
        e, n = self._env, self.games
        obs = np.array(memoryview(e.observations)).reshape((n,) + self.shape)
        mask = np.array(memoryview(e.masks)).view(np.uint8).reshape(n, self.actions)
        reward = np.array(memoryview(e.rewards))
        done = np.array(memoryview(e.done)).view(np.uint8).astype(bool)
        seat = np.array(memoryview(e.seats)).astype(np.int32)
        self.seat_rewards = np.array(memoryview(e.seatRewards)).reshape(n, self.players)
        return obs, mask, reward, done, seat

    def reset(self, seed):
        """Starts every game again from ``seed``; returns (observations, masks, rewards, dones, seats)."""
        self._env.reset(seed)
        return self._take()

    def step(self, actions):
        """Plays one action id per game; returns (observations, masks, rewards, dones, seats)."""
        ids = np.asarray(actions, dtype=np.int32)
        if ids.shape != (self.games,):
            raise ValueError("one action id per game: %d, not %s" % (self.games, ids.shape))
        self._ids[:] = ids
        try:
            self._env.step(self._ids)
        except self._jpype.JException as e:
            raise AgonError(str(e.message())) from None
        return self._take()

    def step_raw(self, actions):
        """As ``step``, but also the bytes the stdio bridge would have read (for comparing the two paths)."""
        reply = self.step(actions)
        obs, mask, reward, done, seat = reply
        raw = (obs.astype("<f4").tobytes() + mask.tobytes() + reward.astype("<f4").tobytes()
               + done.astype(np.uint8).tobytes() + seat.astype("<i4").tobytes()
               + self.seat_rewards.astype("<f4").tobytes())
        return reply, raw

    def close(self):
        """Lets the environment go (the JVM stays for the life of the process, as JPype requires)."""
        self._env = None
