"""The two games as the site presents them: URL slug, engine module, texts module, titles."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from explainer.texts.base import Text


@dataclass(frozen=True)
class Game:
    slug: str  # in URLs, the same in every language
    module: str  # engine.<module> and explainer.texts.<module>
    name: Text  # the brand name as players of the language write it (ru: «Руммикуб», as the booklet)
    rules_title: Text
    rules_description: Text
    glossary_title: Text
    glossary_description: Text
    tagline: Text


GAMES: dict[str, Game] = {
    "skip-bo": Game(
        slug="skip-bo",
        module="skipbo",
        # Translators: the game's brand name as your players write it in running text.
        name=pgettext_lazy("game name", "Skip-Bo"),
        rules_title=_("Skip-Bo rules"),
        rules_description=_(
            "The complete Skip-Bo rules with pictures of real positions: building piles, Skip-Bo cards, "
            "discard piles, scoring, the short game and partner play — and where the leaflets differ."
        ),
        glossary_title=_("Skip-Bo glossary"),
        glossary_description=_("Every Skip-Bo term in one line, and the other names your leaflet may use."),
        tagline=pgettext_lazy("game tagline", "The card game: empty your stockpile first."),
    ),
    "rummikub": Game(
        slug="rummikub",
        module="rummikub",
        # Translators: the game's brand name as your players write it (ru: «Руммикуб», as the 2018 booklet).
        name=pgettext_lazy("game name", "Rummikub"),
        rules_title=_("Rummikub rules"),
        rules_description=_(
            "The complete Rummikub rules with pictures of real tables: groups and runs, the initial meld, "
            "jokers, rearranging the table, the timer and scoring."
        ),
        glossary_title=_("Rummikub glossary"),
        glossary_description=_("Every Rummikub term in one line, and the other names players use."),
        tagline=pgettext_lazy("game tagline", "The tile game: empty your rack first."),
    ),
}
