"""Searching: what a reader typed, cleaned and bounded, against the active language's index.

``search("можно ли взять джокера со стола")`` returns ``Results``: the hits best first (optionally only
some games or kinds of document), whether the best one answers the question well (``good``), a spelling
the texts use when a typo explains a miss (``suggestion``), and why nothing could be searched
(``problem``: an empty query, or one of only punctuation or question words).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache

from django.conf import settings
from django.utils import translation
from django.utils.translation import get_language

from explainer.faq import registry
from explainer.search.analysis import analyze, fold, sequence, words
from explainer.search.documents import documents
from explainer.search.index import Expansion, Hit, Index
from games.registry import GAMES

MAX_LENGTH = 200
"""Characters of a query that are searched; the rest is cut (and the reader told)."""
GOOD_COVERAGE = 0.5
"""A result answers the question when it matches at least half of what the question asks."""


@dataclass(frozen=True)
class Results:
    query: str
    hits: list[Hit] = field(default_factory=list)
    good: bool = False
    suggestion: str | None = None
    problem: str | None = None  # "empty" | "no-words"
    trimmed: bool = False

    def by_game(self) -> list[tuple[str, list[Hit]]]:
        """The hits grouped by game slug, the game with the best hit first."""
        groups: dict[str, list[Hit]] = {}
        for hit in self.hits:
            groups.setdefault(hit.document.game, []).append(hit)
        return list(groups.items())


def clean(raw: str) -> tuple[str, bool]:
    """What of a query can be searched: no control or unprintable characters, spaces collapsed, at most
    ``MAX_LENGTH`` characters (cut at a word). Returns (text, whether it was cut).

    >>> clean("  who\\x00 starts\\ufffd?\\n")
    ('who starts?', False)
    """
    kept = "".join(" " if unicodedata.category(ch)[0] in "CZ" else ch
                   for ch in str(raw) if ch != "\ufffd")
    text = " ".join(kept.split())
    if len(text) <= MAX_LENGTH:
        return text, False
    cut = text[:MAX_LENGTH]
    return (cut.rsplit(" ", 1)[0] if " " in cut else cut), True


@cache
def _index(lang: str, faqs: tuple[registry.GameFAQ, ...]) -> Index:
    """``faqs`` is the key only: the FAQ objects the documents are read from (a new one misses)."""
    assert faqs == tuple(registry.faq(game) for game in registry.games_with_faq())
    with translation.override(lang):
        return Index(documents(lang), lang)


def index_for(lang: str) -> Index:
    """The language's index, built on first use and kept for the process (a new FAQ, after
    ``registry.reset``, is a new key)."""
    return _index(lang, tuple(registry.faq(game) for game in registry.games_with_faq()))


@cache
def _game_names(lang: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """Per game slug, how a question names the game: its name in the language or in English, its slug,
    any case and accent, with or without the hyphen."""
    found = []
    for game in GAMES.values():
        names = {game.slug}
        for code in (lang, "en"):
            with translation.override(code):
                names.add(str(game.name))
        spelled = sorted({fold(n) for n in names}, key=len, reverse=True)
        alternatives = "|".join(r"[\s\-]?".join(re.escape(p) for p in re.split(r"[\s\-]+", n)) for n in spelled)
        found.append((game.slug, re.compile(rf"(?<!\w)(?:{alternatives})")))
    return tuple(found)


def named_games(text: str, lang: str) -> frozenset[str]:
    """The games a question names, when it names some but not all of them.

    >>> sorted(named_games("how do you win skip bo", "en")), sorted(named_games("Руммикуб: джокер", "ru"))
    (['skip-bo'], ['rummikub'])
    """
    folded = fold(text)
    named = frozenset(slug for slug, pattern in _game_names(lang) if pattern.search(folded))
    return named if len(named) < len(GAMES) else frozenset()


def _suggestion(expanded: list[Expansion], text: str) -> str | None:
    fixes = {e.word: e.corrected for e in expanded if e.word and e.corrected and e.corrected != e.word}
    if not fixes:
        return None
    return " ".join(fixes.get(w, w) for w in words(text))


def search(raw: str, games: Iterable[str] | None = None, kinds: Iterable[str] | None = None,
           limit: int = 30) -> Results:
    """Rank every document of the active language for ``raw`` (only ``games`` / ``kinds`` when given)."""
    text, trimmed = clean(raw)
    if not text:
        return Results(text, problem="empty", trimmed=trimmed)
    lang = get_language() or settings.LANGUAGE_CODE
    index = index_for(lang)
    query = analyze(text, lang)
    if not query:
        return Results(text, problem="no-words", trimmed=trimmed)
    allowed = None
    if games is not None or kinds is not None:
        wanted_games = set(games) if games is not None else None
        wanted_kinds = set(kinds) if kinds is not None else None
        allowed = {n for n, d in enumerate(index.documents)
                   if (wanted_games is None or d.game in wanted_games)
                   and (wanted_kinds is None or d.kind in wanted_kinds)}
    hits, expanded = index.rank(query, sequence(text, lang), allowed, named_games(text, lang))
    good = bool(hits) and hits[0].coverage >= GOOD_COVERAGE
    return Results(text, hits[:limit], good, _suggestion(expanded, text), trimmed=trimmed)
