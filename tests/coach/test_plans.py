"""The coach keeps the solver's exact answers per position: the same answer, one search."""

from __future__ import annotations

from dataclasses import dataclass

from engine import rummikub, skipbo
from games.coach import rummikub as rummikub_coach
from games.coach import skipbo as skipbo_coach
from games.coach.plans import Plans


@dataclass(frozen=True)
class Answer:
    view: str
    exact: bool = True


def counting(exact: bool = True) -> tuple[Plans[str, Answer], list[str]]:
    asked: list[str] = []

    def solve(view: str, budget_ms: float) -> Answer:
        asked.append(view)
        return Answer(view, exact)

    return Plans(solve, size=2), asked


def test_a_position_is_searched_once_and_answered_the_same() -> None:
    plans, asked = counting()
    assert plans("a", 40) == plans("a", 40) == Answer("a")
    assert asked == ["a"]


def test_another_budget_is_another_search() -> None:
    plans, asked = counting()
    plans("a", 40)
    plans("a", 4)
    assert asked == ["a", "a"]


def test_an_answer_cut_short_by_the_budget_is_not_kept() -> None:
    plans, asked = counting(exact=False)
    plans("a", 40)
    plans("a", 40)
    assert asked == ["a", "a"]


def test_the_least_recently_used_answer_goes_first() -> None:
    plans, asked = counting()
    for view in ("a", "b", "a", "c", "a", "b"):
        plans(view, 40)
    assert asked == ["a", "b", "c", "b"]  # "b" went when "c" came; "a" was used since


def test_the_coachs_kept_plans_are_the_solvers() -> None:
    skipbo_coach.PLANS.clear()
    seen = skipbo.view(skipbo.parse("b:4,-,-,- / s:6+3 h:5.9 / s:+4 h:#5"), 0)
    fresh = skipbo.solve(seen, budget_ms=1000)
    assert skipbo_coach.PLANS(seen, 1000) == fresh and skipbo_coach.PLANS(seen, 1000) == fresh
    rummikub_coach.PLANS.clear()
    pos = rummikub.parse("p:+20 / r:R1.R2.R3.K9 m:1 / r:#14")
    assert rummikub_coach.PLANS(pos, 1000) == rummikub.solve(pos, budget_ms=1000)
