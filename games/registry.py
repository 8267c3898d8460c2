"""The games the site teaches: one ``Game`` record each, the only game registry.

Everything per game hangs off this record or is keyed by its ``slug`` (the URL slug, the same in every
language) or its ``key`` (the engine package's name, also the prefix of every rule id):

>>> GAMES["skip-bo"].key, GAMES["skip-bo"].engine.__name__
('skipbo', 'engine.skipbo')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType, ModuleType

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from engine import rummikub, skipbo
from games.sections import Section, find
from games.texts import rummikub as rummikub_texts
from games.texts import skipbo as skipbo_texts
from games.texts.base import Text


@dataclass(frozen=True)
class Game:
    """One game as the site presents it.

    ``slug``: in URLs, the same in every language. ``key``: the engine package (``engine.<key>``), the
    texts module (``games.texts.<key>``) and the first part of every rule id. ``name``: the brand name as
    players of the language write it (ru: «Руммикуб»). ``engine``: the engine's public API (``parse``,
    ``judge``, ``RULES``, …). ``sections``: the rules page's sections, whose ids are its anchors and whose
    titles are its headings (the page, its contents list and the FAQ's links all read them from here).
    """

    slug: str
    key: str
    name: Text
    engine: ModuleType
    rules_title: Text
    rules_description: Text
    glossary_title: Text
    glossary_description: Text
    tagline: Text
    sections: tuple[Section, ...]

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


SKIP_BO = Game(
    slug="skip-bo",
    key="skipbo",
    # Translators: the game's brand name as your players write it in running text.
    name=pgettext_lazy("game name", "Skip-Bo"),
    engine=skipbo,
    rules_title=_("Skip-Bo rules"),
    rules_description=_(
        "The complete Skip-Bo rules with pictures of real positions: building piles, Skip-Bo cards, "
        "discard piles, scoring, the short game and partner play — and where the leaflets differ."
    ),
    glossary_title=_("Skip-Bo glossary"),
    glossary_description=_("Every Skip-Bo term in one line, and the other names your leaflet may use."),
    tagline=pgettext_lazy("game tagline", "The card game: empty your stockpile first."),
    sections=skipbo_texts.SECTIONS,
)

RUMMIKUB = Game(
    slug="rummikub",
    key="rummikub",
    # Translators: the game's brand name as your players write it (ru: «Руммикуб», as the 2018 booklet).
    name=pgettext_lazy("game name", "Rummikub"),
    engine=rummikub,
    rules_title=_("Rummikub rules"),
    rules_description=_(
        "The complete Rummikub rules with pictures of real tables: groups and runs, the initial meld, "
        "jokers, rearranging the table, the timer and scoring."
    ),
    glossary_title=_("Rummikub glossary"),
    glossary_description=_("Every Rummikub term in one line, and the other names players use."),
    tagline=pgettext_lazy("game tagline", "The tile game: empty your rack first."),
    sections=rummikub_texts.SECTIONS,
)

GAMES: Mapping[str, Game] = MappingProxyType({game.slug: game for game in (SKIP_BO, RUMMIKUB)})
"""Every game by URL slug, in the order the site lists them."""

