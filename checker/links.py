"""What the checker offers the rest of the site through the core (registered in
``CheckerConfig.ready()``): its entries in each game's nav group, its sitemap, and an "open in the
checker" link for any position another page shows (an FAQ scenario, a puzzle board)."""

from __future__ import annotations

from urllib.parse import urlencode

from django.urls import reverse
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from checker.parts import CHECKER, SCORE
from games.nav import Link, Section
from games.registry import GAMES, Game
from games.sitemaps import Page, PageSitemap

SECTIONS = (
    Section("check", pgettext_lazy("main nav, under a game's name", "Checker"), order=50,
            has=lambda game: game.find(CHECKER) is not None),
    Section("score", pgettext_lazy("main nav, under a game's name", "Score"), order=60,
            has=lambda game: game.find(SCORE) is not None),
)


def checker_url(game: Game, position: str, move: str | None) -> str:
    """The checker's link for this position (and move)."""
    params = {"p": position, **({"m": move} if move else {})}
    return reverse("check", kwargs={"game": game.slug}) + "?" + urlencode(params, safe=":,/.")


def open_in_checker(game: Game, position: str, move: str | None) -> Link:
    """The checker with this position (and move) filled in, ready to be changed and asked again."""
    url = checker_url(game, position, move)
    # Translators: a link under a position (an FAQ scenario, a puzzle board) to the checker with it filled in.
    return Link(url, _("Open in the checker: change the position and ask again"))


class CheckerSitemap(PageSitemap):
    """Each game's checker and score keeper (the verdict links themselves are endless: not listed)."""

    def items(self) -> list[Page]:
        return [(name, {"game": slug}) for slug, game in GAMES.items()
                for name, part in (("check", CHECKER), ("score", SCORE)) if game.find(part) is not None]
