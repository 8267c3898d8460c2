"""Every game's FAQ answers in one place: lookup by (game slug, answer slug), topic grouping, validation.

Each game registers its answers on its record (``explainer.parts.FAQ``; the games the site ships keep
theirs in ``explainer/faq/<key>.py``, ``TOPICS`` and ``ANSWERS``, see ``base.py``).
The registry checks them once, on first use: unique ASCII slugs, known topics, rule ids
the engine can return (and that have texts), sections the rules page has (``Game.sections``), positions
and moves that parse. A broken answer raises ``ImproperlyConfigured`` naming every problem, so a typo
fails the tests (and the server) instead of producing a dead link.

Tests swap in their own answers with ``use({...})``; it resets every cache built on the registry.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from typing import Any

from django.core.exceptions import ImproperlyConfigured

from explainer.faq.base import Answer
from explainer.parts import FAQ
from games.leaflets import BY_CODE as LEAFLETS
from games.registry import GAMES
from games.sections import walk
from games.texts import catalog
from games.texts.base import Text

SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
VERDICTS = ("yes", "no", "depends", "disputed")
"""An answer's own verdict; ``unstated`` is only ever one leaflet's (``Answer.by_leaflet``)."""
LEAFLET_CODES = tuple(LEAFLETS)


@dataclass(frozen=True)
class Topic:
    key: str
    title: Text
    answers: tuple[Answer, ...]


@dataclass(frozen=True, eq=False)
class GameFAQ:
    """One game's FAQ: topics in display order, answers in page order (topic by topic).

    Hashed by identity: caches built on a FAQ (search indexes, preview images) are keyed on this object,
    so a new FAQ (after ``reset``) misses them all without anyone clearing them.
    """

    game: str
    module: str
    topics: tuple[Topic, ...]
    by_slug: Mapping[str, Answer]

    @property
    def answers(self) -> list[Answer]:
        return [a for t in self.topics for a in t.answers]

    @property
    def answers_by_leaflet(self) -> bool:
        """Whether some answer depends on the reader's leaflet (then the FAQ offers the leaflet picker)."""
        return any(a.by_leaflet for a in self.by_slug.values())

    def topic_title(self, key: str) -> Text:
        return next(t.title for t in self.topics if t.key == key)


Source = tuple[Mapping[str, Text], Sequence[Answer]]
_override: dict[str, Source] | None = None


def games_with_faq() -> list[str]:
    """The slugs of the games that registered a FAQ, in the site's order."""
    return [slug for slug, game in GAMES.items() if game.find(FAQ) is not None]


def _source(game: str) -> Source:
    if _override is not None:
        return _override[game]
    part = GAMES[game].part(FAQ)
    return part.topics, part.answers


# -- Validation ------------------------------------------------------------------------------------------

def _check_position(engine: Any, text: str, move: str | None, where: str) -> list[str]:
    try:
        engine.parse(text)
        if move is not None:
            engine.parse_move(move)
    except engine.NotationError as error:
        return [f"{where}: {error}"]
    return []


def problems(game: str, topics: Mapping[str, Text], answers: Sequence[Answer]) -> list[str]:
    """Everything wrong with one game's answers, as readable lines (empty when all is well)."""
    module = GAMES[game].module
    engine = GAMES[game].engine
    rules = engine.RULES
    texts = catalog.rule_texts(module)
    anchors = {section.id for _depth, section in walk(GAMES[game].sections)}
    out: list[str] = []
    for key in topics:
        if not SLUG.match(key):
            out.append(f"{game}: topic key {key!r} is not a lowercase ASCII slug")
    seen: set[str] = set()
    for a in answers:
        where = f"{game}/{a.slug}"
        if not SLUG.match(a.slug):
            out.append(f"{where}: slug must be lowercase ASCII words joined by '-'")
        if a.slug in seen:
            out.append(f"{where}: slug used twice")
        seen.add(a.slug)
        if a.topic not in topics:
            out.append(f"{where}: unknown topic {a.topic!r} (TOPICS has {sorted(topics)})")
        if a.verdict not in VERDICTS:
            out.append(f"{where}: verdict {a.verdict!r} is not one of {VERDICTS}")
        if a.by_leaflet and set(a.by_leaflet) != set(LEAFLET_CODES):
            out.append(f"{where}: by_leaflet must answer for every leaflet {LEAFLET_CODES}")
        if a.by_leaflet and (a.point is None or a.verdict != "depends"):
            out.append(f"{where}: only an 'it depends' answer with a point answers per leaflet")
        if a.point is not None and not a.by_leaflet:
            out.append(f"{where}: an answer with a point must give every leaflet's verdict (by_leaflet)")
        if not a.explanation:
            out.append(f"{where}: no explanation")
        for rule in a.rules:
            if rule not in rules:
                out.append(f"{where}: rule id {rule!r} is not in engine.{module}.rules.RULES")
            elif rule not in texts:
                out.append(f"{where}: rule id {rule!r} has no text in games.texts.{module}")
        for section in a.sections:
            if section not in anchors:
                out.append(f"{where}: section {section!r} is not a section of the {module} rules page")
        if a.scenario is not None:
            s = a.scenario
            for rule in (s.rule, *s.problems):
                if rule not in rules:
                    out.append(f"{where}: scenario rule id {rule!r} is not in engine.{module}.rules.RULES")
            out += _check_position(engine, s.position, s.move, f"{where} scenario")
            if a.diagram is not None:
                out.append(f"{where}: has a scenario and a diagram; the diagram is the scenario's position")
        elif a.diagram is not None:
            out += _check_position(engine, a.diagram, None, f"{where} diagram")
    return out


def _build(game: str, source: Source) -> GameFAQ:
    topics_map, answers = source
    errors = problems(game, topics_map, answers)
    if errors:
        raise ImproperlyConfigured("FAQ answers have problems:\n  " + "\n  ".join(errors))
    topics = tuple(Topic(key, title, tuple(a for a in answers if a.topic == key))
                   for key, title in topics_map.items())
    return GameFAQ(game, GAMES[game].module, topics, {a.slug: a for a in answers})


@cache
def faq(game: str) -> GameFAQ:
    """One game's checked FAQ (``game`` is the URL slug, e.g. ``"skip-bo"``)."""
    return _build(game, _source(game))


def answer(game: str, slug: str) -> Answer | None:
    return faq(game).by_slug.get(slug)


def all_answers() -> Iterator[tuple[str, Answer]]:
    """(game slug, answer) for every answer of every game, in page order."""
    for game in games_with_faq():
        for a in faq(game).answers:
            yield game, a


@cache
def engine_verdict(game: str, slug: str) -> Any:
    """What the engine says about an answer's scenario (``None`` without one); language-free, cached."""
    a = answer(game, slug)
    if a is None or a.scenario is None:
        return None
    engine = GAMES[game].engine
    return engine.judge(engine.parse(a.scenario.position), a.scenario.move)


def reset() -> None:
    """Forget the loaded answers; what was built on them (search indexes, previews) is keyed on the old
    ``GameFAQ`` objects and so is never served again."""
    faq.cache_clear()
    engine_verdict.cache_clear()


@contextmanager
def use(sources: dict[str, Source]) -> Iterator[None]:
    """Serve these (TOPICS, ANSWERS) per game slug instead of the real modules (for tests)."""
    global _override
    previous = _override
    _override = {game: sources.get(game, ({}, [])) for game in games_with_faq()}
    reset()
    try:
        yield
    finally:
        _override = previous
        reset()
