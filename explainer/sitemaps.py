"""The explainer's pages in the sitemap: home, each game's rules, glossary, FAQ index and every answer."""

from __future__ import annotations

from explainer.faq import registry
from games.registry import GAMES
from games.sitemaps import Page, PageSitemap


class ExplainerSitemap(PageSitemap):
    def items(self) -> list[Page]:
        pages: list[Page] = [("home", {})]
        for slug in GAMES:
            pages += [("rules", {"game": slug}), ("glossary", {"game": slug})]
        for slug in registry.games_with_faq():
            pages.append(("faq", {"game": slug}))
            pages += [("faq_answer", {"game": slug, "slug": a.slug}) for a in registry.faq(slug).answers]
        return pages
