"""Shared helpers: replaying a puzzle's reference line and every grammatical move a learner can send."""

from __future__ import annotations

from engine import skipbo
from tutorial.games.skipbo.adapter import ADAPTER
from tutorial.puzzles import Puzzle

CARDS = [str(n) for n in range(1, 13)] + ["SB"]


def candidate_moves(pos: skipbo.Position) -> list[str]:
    """Every move the board's buttons or the typed-move box can send (one seat more than the table has,
    so a seat that does not exist is tried too)."""
    seats = range(len(pos.seats) + 1)
    sources = [f"h{c}" for c in CARDS] + ["s"] + [f"d{k}" for k in range(1, 5)] + [f"b{k}" for k in range(1, 5)]
    for seat in seats:
        sources += [f"@{seat}s"] + [f"@{seat}d{k}" for k in range(1, 5)] + [f"@{seat}h{c}" for c in CARDS]
    targets = [f"b{k}" for k in range(1, 5)] + [f"d{k}" for k in range(1, 5)]
    targets += [f"@{seat}d{k}" for seat in seats for k in range(1, 5)]
    return ["draw", "pass"] + [f"{s}-{t}" for s in sources for t in targets]


def positions_on_the_line(puzzle: Puzzle) -> list[skipbo.Position]:
    """The start and the position after each reference move (scripted opponent moves included)."""
    replay = ADAPTER.replay(puzzle, [])
    out = [replay.position]
    for k in range(1, len(puzzle.solution) + 1):
        out.append(ADAPTER.replay(puzzle, list(puzzle.solution[:k])).position)
    return out


def rules_met(puzzle: Puzzle) -> tuple[set[str], set[str]]:
    """(forbidding rule ids some move meets on the line, allowing rule ids the reference line uses)."""
    forbidden: set[str] = set()
    for pos in positions_on_the_line(puzzle):
        for move in candidate_moves(pos):
            verdict = skipbo.judge(pos, move)
            if not verdict.legal:
                forbidden.update(p.rule for p in verdict.problems)
    replay = ADAPTER.replay(puzzle, list(puzzle.solution))
    allowed = {step.rule for step in replay.history}
    return forbidden, allowed


def visitor_of(client) -> str:  # noqa: ANN001 - a Django test client
    """The visitor id in the client's signed cookie (set by its first page view)."""
    from django.test import RequestFactory

    from tutorial.progress import COOKIE, SALT

    request = RequestFactory().get("/")
    request.COOKIES[COOKIE] = client.cookies[COOKIE].value
    return request.get_signed_cookie(COOKIE, salt=SALT)


def store_line(client, game: str, slug: str, actions: list[str]) -> None:  # noqa: ANN001
    """Give the client's visitor an attempt with this stored line (a page view alone stores nothing)."""
    from tutorial.models import Attempt

    Attempt.objects.update_or_create(visitor=visitor_of(client), game=game, slug=slug,
                                     defaults={"actions": actions})
