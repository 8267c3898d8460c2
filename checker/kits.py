"""What differs between the games in the checker, behind one small interface: the builder form, how
it reads onto a position and back, the move picker, the solver's plan in words, and the question a
shared link asks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from django import forms
from django.utils.translation import gettext, ngettext

from checker import skipbo_builder, skipbo_moves
from engine import skipbo


@dataclass(frozen=True)
class PlanShown:
    """The solver's best play in words, and whether it is proven best (``exact``)."""

    steps: tuple[str, ...]
    summary: str
    exact: bool


class Kit(Protocol):
    key: str
    engine: Any

    def blank(self) -> Any: ...
    def form(self, data: Any | None = None, initial: dict[str, Any] | None = None) -> forms.Form: ...
    def initial(self, pos: Any, move: str) -> dict[str, Any]: ...
    def read(self, form: forms.Form, base: Any | None) -> tuple[Any, str]: ...
    def picker(self, pos: Any, move: str) -> dict[str, Any]: ...
    def move_words(self, pos: Any, move: str) -> str: ...
    def plan(self, pos: Any) -> PlanShown: ...


class SkipboKit:
    key = "skipbo"
    engine = skipbo
    builder_fields = ("n",)  # a request carrying these is a builder submission

    def blank(self) -> skipbo.Position:
        return skipbo_builder.blank()

    def form(self, data: Any | None = None, initial: dict[str, Any] | None = None) -> forms.Form:
        return skipbo_builder.SkipboBuilder(data, initial=initial)

    def initial(self, pos: skipbo.Position, move: str) -> dict[str, Any]:
        return skipbo_builder.initial(pos, move)

    def read(self, form: forms.Form, base: skipbo.Position | None) -> tuple[skipbo.Position, str]:
        return skipbo_builder.build(form.cleaned_data, base), skipbo_builder.move(form.cleaned_data)

    def picker(self, pos: skipbo.Position, move: str) -> dict[str, Any]:
        src, _dash, dst = move.partition("-")
        n = len(pos.seats)
        others = [{"k": k, "index": (pos.active + k) % n, "name": skipbo_moves.seat_name(pos, (pos.active + k) % n),
                   "partner": (pos.active + k) % n == pos.partner(pos.active)} for k in range(1, n)]
        return {
            "sources": skipbo_moves.with_value(skipbo_moves.sources(pos), src),
            "targets": skipbo_moves.with_value(skipbo_moves.targets(pos), dst if move not in ("draw", "pass") else ""),
            "src": src, "dst": dst, "others": others, "draw_size": pos.draw_size,
        }

    def move_words(self, pos: skipbo.Position, move: str) -> str:
        from checker.core import skipbo_move_text

        return skipbo_move_text(pos, skipbo.parse_move(move))

    def plan(self, pos: skipbo.Position) -> PlanShown:
        plan = skipbo.solve(pos, budget_ms=250)
        steps = []
        current = pos
        for move in plan.moves:
            steps.append(self.move_words(current, move))
            current = skipbo.play(current, move)
        if plan.wins:
            summary = gettext("This turn can win the game: every stockpile card can be played.")
        elif plan.stock_played:
            summary = ngettext("At most %(count)s stockpile card can be played this turn.",
                               "At most %(count)s stockpile cards can be played this turn.",
                               plan.stock_played) % {"count": plan.stock_played}
        else:
            summary = gettext("No stockpile card can be played this turn.")
        return PlanShown(tuple(steps), summary, plan.exact)


KITS: dict[str, Kit] = {"skipbo": SkipboKit()}
