"""The simulator's command line and summary."""

from __future__ import annotations

from tools.rummikub import simulate


def test_simulate_prints_the_summary(capsys):
    assert simulate.main(["--games", "1", "--players", "4", "--seed", "3", "--no-progress"]) == 0
    out = capsys.readouterr().out
    for word in ("games: 1", "turns:", "wins per seat:", "pool empty", "mean turns"):
        assert word in out


def test_simulate_is_reproducible():
    a = simulate.run(1, 4, seed=5, progress=False)
    b = simulate.run(1, 4, seed=5, progress=False)
    assert (a["turns"], a["wins"]) == (b["turns"], b["wins"])
    assert sum(a["wins"]) == 1
