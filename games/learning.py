"""What a visitor did with each rule, told by the apps where it happens to whichever app keeps it.

The puzzles and the games against the computer judge moves; the learner's map (``progress``) keeps, per
visitor and rule id, what those moves showed. Neither side knows the other: a page app tells a ``Lesson``
with ``tell`` inside the transaction that stores the move it comes from (so the marks are stored with
the move or not at all), and the keeping app registers a listener in its ``AppConfig.ready()``.

A game says which rules a legal move *needed* with its ``RULES_USED`` part (its engine's ``rules_used``);
a game without one counts the rule its verdict names. The rules page's order of rule ids comes from
whichever app draws that page (``register_rule_order``), and a short line about the visitor's progress
("next: …") from whichever app keeps it (``register_summary``), for the pages that show one. Practice
made from a visitor's own missed plays (the tutorial's personal puzzles) is listed by whichever app
makes it (``register_own_practice``), for the map to show beside each rule.

>>> from engine.verdict import Verdict
>>> from games.registry import SKIP_BO
>>> used(SKIP_BO, SKIP_BO.engine.parse("b:-,-,-,- w:+30 / s:1+9 h:5.5.5.5.5 / s:8+9 h:#5"), "s-b1",
...      Verdict.allow("skipbo.build.start-pile", card="1", pile=1))
('skipbo.build.start-pile',)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.verdict import Verdict
from games.nav import Link
from games.registry import Game
from games.uses import RULES_USED


@dataclass(frozen=True)
class Lesson:
    """What one stored action showed about the rules, for one visitor and game: each tuple lists rule
    ids, once per occurrence (a rule two moves needed is listed twice).

    ``applied``: needed by the learner's legal moves. ``mistakes``: named by an illegal try. ``noted``:
    named by the coach's note on a turn that left a better play. ``seen``: used by another player's move
    the learner watched, or named by help the learner asked for. ``missed``: the coach's notes on those
    turns as data (``games.coach.Note`` as stored: code, rule, params, the seat's view ``position``), the
    first note of each turn, for an app that turns a missed play into practice (the tutorial's personal
    puzzles).
    """

    visitor: str
    game: Game
    applied: tuple[str, ...] = ()
    mistakes: tuple[str, ...] = ()
    noted: tuple[str, ...] = ()
    seen: tuple[str, ...] = ()
    missed: tuple[Mapping[str, Any], ...] = ()

    def __bool__(self) -> bool:
        return bool(self.visitor) and bool(self.applied or self.mistakes or self.noted or self.seen or self.missed)


Listener = Callable[[Lesson], None]
_listeners: list[Listener] = []


def register_listener(listener: Listener) -> None:
    if listener not in _listeners:
        _listeners.append(listener)


def tell(lesson: Lesson) -> None:
    """Hand the lesson to every listener (call it inside the transaction that stores the action)."""
    if lesson:
        for listener in _listeners:
            listener(lesson)


def used(game: Game, position: Any, move: Any, verdict: Verdict) -> tuple[str, ...]:
    """The rules a move needed: the game's ``RULES_USED``, else the legal verdict's own rule."""
    if not verdict.legal:
        return ()
    rules_used = game.find(RULES_USED)
    return rules_used(position, move, verdict) if rules_used is not None else (verdict.rule,)


def mistakes(verdict: Verdict) -> tuple[str, ...]:
    """The rules an illegal try broke, each once, the headline first (the feedback names them all)."""
    if verdict.legal:
        return ()
    return tuple(dict.fromkeys([verdict.rule, *(problem.rule for problem in verdict.problems)]))


RuleOrder = Callable[[Game], Sequence[tuple[str, str]]]
"""A rules page's rules in order, each as (the anchor of the section it stands in, rule id)."""
_orders: list[RuleOrder] = []


def register_rule_order(provider: RuleOrder) -> None:
    if provider not in _orders:
        _orders.append(provider)


def rule_sections(game: Game) -> list[tuple[str, list[str]]]:
    """Every rule id of the game grouped by the rules page's sections, in the page's order: (section
    anchor, rule ids); rules the page does not show come last, in the engine's order, under ""."""
    shown = next((list(order) for provider in _orders if (order := provider(game))), [])
    known = set(game.engine.RULES)
    groups: dict[str, list[str]] = {}
    placed: set[str] = set()
    for anchor, rule in shown:
        if rule in known and rule not in placed:
            groups.setdefault(anchor, []).append(rule)
            placed.add(rule)
    rest = [rule for rule in game.engine.RULES if rule not in placed]
    if rest:
        groups.setdefault("", []).extend(rest)
    return list(groups.items())


def rule_order(game: Game) -> list[str]:
    """Every rule id of the game in its rules page's order (see ``rule_sections``)."""
    return [rule for _anchor, rules in rule_sections(game) for rule in rules]


Summary = Callable[[str, Game], Link | None]
_summaries: list[Summary] = []


def register_summary(provider: Summary) -> None:
    if provider not in _summaries:
        _summaries.append(provider)


def summary(visitor: str, game: Game) -> Link | None:
    """A short link about the visitor's progress in this game ("Next: …"), or None."""
    return next((link for provider in _summaries if (link := provider(visitor, game)) is not None), None)


OwnPractice = Callable[[str, Game], Sequence[tuple[str, Link]]]
"""A visitor's own practice in a game (puzzles made from their missed plays): (rule id, link) pairs,
newest first."""
_own: list[OwnPractice] = []


def register_own_practice(provider: OwnPractice) -> None:
    if provider not in _own:
        _own.append(provider)


def own_practice(visitor: str, game: Game) -> list[tuple[str, Link]]:
    """Every registered app's practice made for this visitor (the learner's map lists each link beside
    the rule it concerns); none for a visitor without a cookie."""
    if not visitor:
        return []
    return [found for provider in _own for found in provider(visitor, game)]
