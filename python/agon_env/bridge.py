"""The binary protocol of ``agon env GAME --stdio`` (little-endian; described in docs/learning.md)."""

import os
import shlex
import struct
import subprocess

import numpy as np


class AgonError(RuntimeError):
    """The game server refused a command (an illegal action id, a step before reset) or went away."""


def default_command():
    """How to start the launcher: $AGON_ENV_COMMAND, else the repository's ./agon script."""
    given = os.environ.get("AGON_ENV_COMMAND")
    if given:
        return shlex.split(given)
    here = os.path.dirname(os.path.abspath(__file__))
    return [os.path.join(here, "..", "..", "agon")]


class Bridge:
    """One ``agon env --stdio`` process: its sizes, and reset/step on numpy arrays (one message a step)."""

    def __init__(self, game, games=1, players=None, seat=0, opponents="random", reward="win-loss", seed=1,
                 command=None):
        args = list(command or default_command()) + ["env", game, "--stdio", "--games", str(games), "--seat",
                                                      str(seat), "--opponents", opponents, "--reward", reward,
                                                      "--seed", str(seed)]
        if players is not None:
            args += ["--players", str(players)]
        self._proc = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self._in = self._proc.stdout
        self._out = self._proc.stdin
        magic = self._read(4)
        if magic != b"AGON":
            raise AgonError("not an Agon game server: " + self._proc.stderr.read().decode("utf-8", "replace").strip())
        version, self.games, self.players, self.actions, rank = struct.unpack("<5I", self._read(20))
        if version != 1:
            raise AgonError("protocol version %d, this client speaks 1" % version)
        self.shape = struct.unpack("<%dI" % rank, self._read(4 * rank))
        (length,) = struct.unpack("<I", self._read(4))
        self.description = self._read(length).decode("utf-8")
        self.observation_size = int(np.prod(self.shape))
        n = self.games
        self._sizes = [4 * n * self.observation_size, n * self.actions, 4 * n, n, 4 * n, 4 * n * self.players]

    def _read(self, count):
        data = self._in.read(count)
        if data is None or len(data) < count:
            try:
                self._proc.wait(timeout=30)
                err = self._proc.stderr.read().decode("utf-8", "replace").strip()
            except subprocess.TimeoutExpired:
                err = ""
            self._close_pipes()
            # the launcher's own one-line message, without its "agon: " prefix
            err = err.splitlines()[-1] if err else ""
            raise AgonError(err[6:] if err.startswith("agon: ") else err or "the game server stopped")
        return data

    def _reply(self):
        status = self._read(1)[0]
        if status != 0:
            (length,) = struct.unpack("<I", self._read(4))
            raise AgonError(self._read(length).decode("utf-8", "replace"))
        raw = self._read(sum(self._sizes))
        return self._split(raw), raw

    def _split(self, raw):
        n = self.games
        a, b, c, d, e, _ = self._sizes
        at = 0
        obs = np.frombuffer(raw, dtype="<f4", count=n * self.observation_size, offset=at).reshape(
            (n,) + tuple(self.shape))
        at += a
        mask = np.frombuffer(raw, dtype=np.uint8, count=n * self.actions, offset=at).reshape(n, self.actions)
        at += b
        reward = np.frombuffer(raw, dtype="<f4", count=n, offset=at)
        at += c
        done = np.frombuffer(raw, dtype=np.uint8, count=n, offset=at).astype(bool)
        at += d
        seat = np.frombuffer(raw, dtype="<i4", count=n, offset=at)
        at += e
        self.seat_rewards = np.frombuffer(raw, dtype="<f4", count=n * self.players, offset=at).reshape(
            n, self.players)
        return obs, mask, reward, done, seat

    def reset(self, seed):
        """Starts every game again from ``seed``; returns (observations, masks, rewards, dones, seats)."""
        self._out.write(b"r" + struct.pack("<q", seed))
        self._out.flush()
        return self._reply()[0]

    def step(self, actions):
        """Plays one action id per game; returns (observations, masks, rewards, dones, seats)."""
        ids = np.asarray(actions, dtype="<i4")
        if ids.shape != (self.games,):
            raise ValueError("one action id per game: %d, not %s" % (self.games, ids.shape))
        self._out.write(b"s" + ids.tobytes())
        self._out.flush()
        return self._reply()[0]

    def step_raw(self, actions):
        """As ``step``, but also the reply's bytes (for checking that a run is the same byte for byte)."""
        ids = np.asarray(actions, dtype="<i4")
        self._out.write(b"s" + ids.tobytes())
        self._out.flush()
        return self._reply()

    def close(self):
        """Ends the server."""
        if self._proc.poll() is None:
            try:
                self._out.write(b"q")
                self._out.flush()
                self._out.close()
            except (BrokenPipeError, OSError):
                pass
            self._proc.wait(timeout=30)
        self._close_pipes()

    def _close_pipes(self):
        for pipe in (self._proc.stdin, self._proc.stdout, self._proc.stderr):
            try:
                pipe.close()
            except (BrokenPipeError, OSError):
                pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
