"""The games the site teaches: one ``Game`` record each, registered once, the only game registry.

A game is one registration. Its record carries what every page needs (slug, engine, names, titles,
rules-page sections, texts module, seat range), and each page app looks up its own part of the game on
the record (``game.part(TUTORIAL)``, ``game.part(CHECKER)``, see ``games.parts``): the tutorial adapter
and puzzles, the checker kit, the FAQ, the rules page's template. The URL converter ``<game:…>`` hands
views the ``Game`` itself, so no view or template branches on a slug; a slug nobody registered is a 404,
and a part a game never registered is ``MissingPart``.

The two games the site ships are registered here; a test registers a game of its own with ``register``
(and takes it away again with ``unregister``):

>>> GAMES["skip-bo"].key, GAMES["skip-bo"].engine.__name__
('skipbo', 'engine.skipbo')
>>> by_key("rummikub").seats
range(2, 5)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Protocol

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from engine import rummikub, skipbo
from engine.protocol import Engine
from games.diagrams import rummikub as rummikub_diagrams
from games.diagrams import rummikub_picture, skipbo_picture
from games.diagrams import skipbo as skipbo_diagrams
from games.moves import MOVE_WORDS, SHARED_MOVE_WORDS
from games.parts import MissingPart, Part
from games.preview import PICTURE
from games.sections import Section, find
from games.texts import rummikub as rummikub_texts
from games.texts import rummikub_notation, rummikub_words, skipbo_notation, skipbo_words
from games.texts import skipbo as skipbo_texts
from games.texts.base import GlossaryEntry, ParamWords, RuleText, Text
from games.texts.notation import NotationWords
from games.uses import RULES_USED


class GameTexts(Protocol):
    """A game's texts module (``games/texts/<key>.py``): the words of every rule id, and its glossary."""

    @property
    def RULE_TEXTS(self) -> Mapping[str, RuleText]: ...  # noqa: N802 - the modules' constant

    @property
    def GLOSSARY(self) -> Sequence[GlossaryEntry]: ...  # noqa: N802


@dataclass(frozen=True, eq=False)
class Game:
    """One game as the site presents it.

    ``slug``: in URLs, the same in every language. ``key``: the engine package (``engine.<key>``) and the
    first part of every rule id. ``name``: the brand name as players of the language write it (ru:
    «Руммикуб»). ``engine``: the engine's public API (``engine.protocol.Engine``). ``texts``: the words of
    its rule ids and its glossary. ``notation``: the words of its notation errors (``games.texts.notation``).
    ``param_words``: how its rule texts' params are said (a Skip-Bo ``card`` as a noun; none: as they come).
    ``seats``: how many players the game is for. ``sections``: the rules
    page's sections, whose ids are its anchors and whose titles are its headings (the page, its contents
    list and the FAQ's links all read them from here). The titles and descriptions name the game's pages
    wherever they are linked (home page, navigation, error pages).

    Each page app's own part of the game (tutorial, checker kit, FAQ, rules page) is registered on the
    record with ``provide`` and read with ``part`` (``find`` where the part is optional).
    """

    slug: str
    key: str
    name: Text
    engine: Engine[Any, Any]
    texts: GameTexts
    seats: range
    rules_title: Text
    rules_description: Text
    glossary_title: Text
    glossary_description: Text
    tagline: Text
    sections: tuple[Section, ...]
    puzzles_title: Text = ""
    puzzles_description: Text = ""
    faq_title: Text = ""
    faq_description: Text = ""
    notation: NotationWords = NotationWords({}, {}, {})
    param_words: ParamWords = field(default_factory=dict)
    _parts: dict[Part[Any], Any] = field(default_factory=dict, repr=False)

    def section(self, anchor: str) -> Section:
        """The rules-page section with this anchor, at any depth; ``KeyError`` when the page has none.

        >>> str(SKIP_BO.section("scoring").title)
        'Scoring a series'
        """
        return find(self.sections, anchor)[1]

    @property
    def module(self) -> str:
        """The engine package's name; kept for templates that pick per-game files by it."""
        return self.key

    def provide[T](self, part: Part[T], value: T) -> T:
        """Register this game's ``part`` (once: a second registration is a programming error)."""
        if part in self._parts and self._parts[part] is not value:
            raise ValueError(f"the game {self.slug!r} already registered its {part.name}")
        self._parts[part] = value
        return value

    def part[T](self, part: Part[T]) -> T:
        """This game's ``part``; ``MissingPart`` when it registered none."""
        try:
            found: T = self._parts[part]
        except KeyError:
            raise MissingPart(self.slug, part) from None
        return found

    def find[T](self, part: Part[T]) -> T | None:
        """This game's ``part``, or None for a game without one (a game with no puzzles, say)."""
        found: T | None = self._parts.get(part)
        return found

    def __str__(self) -> str:
        return self.slug


_GAMES: dict[str, Game] = {}
GAMES: Mapping[str, Game] = MappingProxyType(_GAMES)
"""Every registered game by URL slug, in the order the site lists them (a live, read-only view)."""


def register(game: Game) -> Game:
    """Add a game to the site (its slug and key must be new)."""
    if game.slug in _GAMES or any(g.key == game.key for g in _GAMES.values()):
        raise ValueError(f"a game with slug {game.slug!r} or key {game.key!r} is already registered")
    _GAMES[game.slug] = game
    return game


def unregister(game: Game) -> None:
    """Take a game off the site again (tests that registered one)."""
    if _GAMES.get(game.slug) is game:
        del _GAMES[game.slug]


def by_key(key: str) -> Game:
    """The game whose engine package (and rule-id prefix) is ``key``; KeyError for none."""
    for game in _GAMES.values():
        if game.key == key:
            return game
    raise KeyError(key)


SKIP_BO = register(Game(
    slug="skip-bo",
    key="skipbo",
    # Translators: the game's brand name as your players write it in running text.
    name=pgettext_lazy("game name", "Skip-Bo"),
    engine=skipbo,
    texts=skipbo_texts,
    seats=range(2, 7),
    rules_title=_("Skip-Bo rules"),
    rules_description=_(
        "The complete Skip-Bo rules with pictures of real positions: building piles, Skip-Bo cards, "
        "discard piles, scoring, the short game and partner play — and where the leaflets differ."
    ),
    glossary_title=_("Skip-Bo glossary"),
    glossary_description=_("Every Skip-Bo term in one line, and the other names your leaflet may use."),
    tagline=pgettext_lazy("game tagline", "The card game: empty your stockpile first."),
    sections=skipbo_texts.SECTIONS,
    notation=skipbo_notation.WORDS,
    param_words=skipbo_words.PARAM_WORDS,
    puzzles_title=_("Skip-Bo puzzles"),
    puzzles_description=_("Learn Skip-Bo by playing: short puzzles on a live board, each move judged at once "
                          "with the rule that allows or forbids it."),
    faq_title=_("Skip-Bo FAQ"),
    faq_description=_("Quick answers to the Skip-Bo questions that stop a game: what you may play, when you "
                      "draw, how a game is won — each checked by a rules engine."),
))

RUMMIKUB = register(Game(
    slug="rummikub",
    key="rummikub",
    # Translators: the game's brand name as your players write it (ru: «Руммикуб», as the 2018 booklet).
    name=pgettext_lazy("game name", "Rummikub"),
    engine=rummikub,
    texts=rummikub_texts,
    seats=range(2, 5),
    rules_title=_("Rummikub rules"),
    rules_description=_(
        "The complete Rummikub rules with pictures of real tables: groups and runs, the initial meld, "
        "jokers, rearranging the table, the timer and scoring."
    ),
    glossary_title=_("Rummikub glossary"),
    glossary_description=_("Every Rummikub term in one line, and the other names players use."),
    tagline=pgettext_lazy("game tagline", "The tile game: empty your rack first."),
    sections=rummikub_texts.SECTIONS,
    notation=rummikub_notation.WORDS,
    param_words=rummikub_words.PARAM_WORDS,
    puzzles_title=_("Rummikub puzzles"),
    puzzles_description=_("Learn Rummikub by playing: short puzzles on a live board, each move judged at once "
                          "with the rule that allows or forbids it."),
    faq_title=_("Rummikub FAQ"),
    faq_description=_("Quick answers to the Rummikub questions that stop a game: the initial meld, jokers, "
                      "rearranging the table, the end of the game — each checked by a rules engine."),
))

SKIP_BO.provide(MOVE_WORDS, skipbo_diagrams.say_move)
RUMMIKUB.provide(MOVE_WORDS, rummikub_diagrams.say_move)
SKIP_BO.provide(SHARED_MOVE_WORDS, skipbo_diagrams.shared_move_text)
RUMMIKUB.provide(SHARED_MOVE_WORDS, rummikub_diagrams.shared_move_text)
SKIP_BO.provide(PICTURE, skipbo_picture.panel)
RUMMIKUB.provide(PICTURE, rummikub_picture.panel)
SKIP_BO.provide(RULES_USED, skipbo.rules_used)
RUMMIKUB.provide(RULES_USED, rummikub.rules_used)
