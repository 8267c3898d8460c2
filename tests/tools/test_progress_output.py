"""Benchmarks and simulators show progress bars on a terminal only: piped or logged output stays clean."""

from __future__ import annotations

import io

import pytest

from tools.skipbo import simulate


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_no_progress_bar_when_stderr_is_not_a_terminal(capsys: pytest.CaptureFixture[str]) -> None:
    simulate.simulate(2, 2, 1, ["random"], short=True, progress=True)
    assert capsys.readouterr().err == ""


def test_a_terminal_gets_the_progress_bar(monkeypatch: pytest.MonkeyPatch) -> None:
    screen = Terminal()
    monkeypatch.setattr("sys.stderr", screen)
    simulate.simulate(2, 2, 1, ["random"], short=True, progress=True)
    assert "games" in screen.getvalue() and "2/2" in screen.getvalue()


def test_the_rummikub_solver_benchmark_is_quiet_when_piped(capsys: pytest.CaptureFixture[str]) -> None:
    from tools.rummikub import bench

    bench.time_solver(bench.realistic_positions(2, seed=1), "realistic", progress=True)
    assert capsys.readouterr().err == ""
