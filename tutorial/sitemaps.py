"""The tutorial's pages in the sitemap: each game's puzzle list and every puzzle page."""

from __future__ import annotations

from games.sitemaps import Page, PageSitemap
from tutorial.puzzles import games_with_puzzles, puzzles


class TutorialSitemap(PageSitemap):
    def items(self) -> list[Page]:
        pages: list[Page] = []
        for game in games_with_puzzles():
            pages.append(("puzzles", {"game": game}))
            pages += [("puzzle", {"game": game, "slug": p.slug}) for p in puzzles(game)]
        return pages
