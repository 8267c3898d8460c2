"""The hard hint benchmark (``bin/bench --only hint``): figures on stdout, nothing on stderr when piped,
and every answer checked against the recorded optimum."""

from __future__ import annotations

import pytest

from tools.rummikub import hint_bench


def test_the_quick_run_prints_cpu_and_wall_figures_and_checks_every_answer(capsys: pytest.CaptureFixture[str]):
    code = hint_bench.main(["--quick"])
    out, err = capsys.readouterr()
    assert err == ""  # no progress bar when not on a terminal
    assert "== Rummikub hint, hard set (50 positions" in out
    assert out.count("\nCPU ") == 1 and out.count("\nwall ") == 1
    assert "equal to the recorded optimum: 50/50" in out
    assert code == (0 if "targets met" in out else 1)


def test_a_wrong_answer_is_reported_and_fails_the_run(capsys: pytest.CaptureFixture[str]):
    hard = hint_bench.load()[:3]
    wrong = [hint_bench.HardPosition(h.position, h.placed + 1) for h in hard]
    assert not hint_bench.report(hint_bench.time_hint(wrong, repeat=1))
    assert capsys.readouterr().out.count("DISAGREES: recorded") == 3
