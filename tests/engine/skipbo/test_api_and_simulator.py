"""The public contract (notation.md), the engine's independence from Django, and the simulator."""

from __future__ import annotations

import subprocess
import sys

from engine import skipbo
from tools.skipbo import simulate


def test_public_entry_points() -> None:
    for name in ["parse", "dump", "judge", "play", "score", "solve", "Position", "NotationError",
                 "IllegalMove", "RULES", "new_game", "legal_moves", "blocked"]:
        assert hasattr(skipbo, name), name
    pos = skipbo.parse("b:4,-,-,- / s:5+3 h:1 / s:+4")
    verdict = skipbo.judge(pos, "s-b1")
    assert verdict.legal and verdict.rule == "skipbo.build.next-number" and verdict.params["card"] == "5"
    after = skipbo.play(pos, "s-b1")
    assert after.winner is None and after is not pos
    plan = skipbo.solve(pos, budget_ms=250)
    assert plan.moves == ["s-b1"] and plan.stock_played == 1 and not plan.wins and plan.exact
    assert plan.nodes >= 1


def test_illegal_move_carries_its_verdict() -> None:
    pos = skipbo.parse("b:4,-,-,- / s:5+3 h:1 / s:+4")
    try:
        skipbo.play(pos, "s-d1")
    except skipbo.IllegalMove as error:
        assert error.verdict.rule == "skipbo.stockpile.not-to-discard"
    else:
        raise AssertionError("s-d1 must be illegal")


def test_the_engine_never_imports_django() -> None:
    code = ("import sys; from engine import skipbo; skipbo.solve(skipbo.new_game(2, 1)); "
            "print(any(m == 'django' or m.startswith('django.') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_solver_reports_when_its_node_budget_is_hit() -> None:
    pos = skipbo.parse("b:9,6,3,2 w:+8 x:12 / s:5.SB.SB.SB.10.SB.10.8.12.10.1.10.12.SB.4.10.10.5.9.2.2.3.10.10.9."
                       "9.SB.7.5.9 h:1.6.6.8.SB d:7.4.11.5.7.12.5.8.7.10,10.5.6.7.SB,8.11.12.11.3.11,2.12.4.7.5.SB "
                       "/ s:8+24 h:#4")
    plan = skipbo.solve(pos, budget_ms=10_000, max_nodes=512)
    assert plan.budget_hit and not plan.exact and plan.nodes >= 512
    after = pos
    for move in plan.moves:
        after = skipbo.play(after, move)


def test_simulator_runs_games_without_losing_cards() -> None:
    stats = simulate.simulate(6, 2, 3, ["random", "solver"], progress=False)
    assert stats["games"] == 6 and stats["lost_cards"] == 0 and stats["capped"] == 0
    assert sum(stats["wins"].values()) + stats["blocked"] == 6
    text = simulate.report(stats)
    assert "turns per game" in text and "wins solver" in text and "reshuffles" in text


def test_simulator_command_line(capsys) -> None:
    assert simulate.main(["--games", "3", "--players", "3", "--seed", "2", "--short", "--no-progress"]) == 0
    assert "games            3" in capsys.readouterr().out


def test_the_solver_pauses_the_garbage_collector_only_while_it_searches() -> None:
    import gc

    from engine.skipbo import parse, solve

    pos = parse("b:4,-,-,- / s:6+3 h:5.9 / s:+4 h:#5")
    assert gc.isenabled()
    assert [m.text for m in solve(pos).moves] == ["h5-b1", "s-b1"]
    assert gc.isenabled()
    gc.disable()
    try:
        solve(pos)
        assert not gc.isenabled()
    finally:
        gc.enable()
