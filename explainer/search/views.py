"""The site-wide search page, ``/<lang>/search/?q=``: results from both games, grouped by game, each with
its verdict badge and the matched words marked; the same results as a partial for htmx (the header's
as-you-type panel and the page's own field), and a full page without JavaScript.

Search pages are ``@shared_page`` for their validators, but a page with ``?q=`` (free text) is never
stored by the shared page cache (``config.pagecache.variants``: only listed query parameters are
storable), so each query is ranked afresh (in well under a millisecond) and no visitor's words fill the cache.
"""

from __future__ import annotations

from typing import Any

from django.http import HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.utils.translation import get_language, ngettext
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_safe

from config.pagecache import shared_page
from explainer.faq.words import VERDICT_BADGES
from explainer.search.highlight import highlight
from explainer.search.index import Hit
from explainer.search.query import MAX_LENGTH, Results, search
from games.htmx import HtmxRequest, partial_wanted
from games.registry import GAMES

PER_GAME = 6
"""Results shown per game on the search page and in the header's panel."""
NEAREST_SECTIONS = 3
RESULTS = "search-results"
"""The id of the search page's own results region."""

KIND_LABELS = {
    # Translators: a label on a search result that is a section or rule of a rules page.
    "section": _("Rules"),
    "rule": _("Rules"),
    # Translators: a label on a search result that is a glossary entry.
    "term": _("Glossary"),
}


def item(hit: Hit, lang: str) -> dict[str, Any]:
    """One result as the templates show it: link, marked title and snippet, badge."""
    doc = hit.document
    return {
        "url": doc.url,
        "title": highlight(doc.title, hit.matched, lang),
        "snippet": highlight(doc.snippet, hit.matched, lang),
        "verdict": doc.verdict,
        "badge": VERDICT_BADGES[doc.verdict] if doc.verdict else None,
        "myth": doc.myth,
        "kind": KIND_LABELS.get(doc.kind),
    }


def nearest_sections(results: Results, lang: str, games: list[str] | None = None) -> list[dict[str, Any]]:
    """The rules sections closest to a question nothing answers well (the best-ranked ones)."""
    wanted = [h for h in results.hits if h.document.kind in ("section", "rule")
              and (games is None or h.document.game in games)]
    if not wanted:  # nothing in common at all: the rules pages themselves
        return [{"url": reverse("rules", kwargs={"game": slug}), "title": GAMES[slug].rules_title,
                 "game": GAMES[slug].name} for slug in (games or GAMES)]
    return [{"url": h.document.url, "title": h.document.title, "game": GAMES[h.document.game].name}
            for h in wanted[:NEAREST_SECTIONS]]


def results_context(results: Results, lang: str, games: list[str] | None = None) -> dict[str, Any]:
    """What the results partial needs: groups by game, or the way on when nothing answers well."""
    groups = []
    for slug, hits in results.by_game():
        if games is None or slug in games:
            game = GAMES[slug]
            groups.append({"game": game, "items": [item(h, lang) for h in hits[:PER_GAME]],
                           "more": max(0, len(hits) - PER_GAME)})
    shown = games or list(GAMES)
    return {
        "results": results,
        "q": results.query,
        "groups": groups if results.good else [],
        "nearest": [] if results.good else nearest_sections(results, lang, games),
        "checkers": [{"game": GAMES[slug], "url": reverse("check", kwargs={"game": slug})} for slug in shown],
        "max_length": MAX_LENGTH,
    }


def _partial(request: HtmxRequest) -> bool:
    return partial_wanted(request)


@shared_page
@require_safe
def search_page(request: HtmxRequest) -> HttpResponse:
    lang = get_language()
    results = search(request.GET.get("q", ""))
    count = sum(len(hits) for _slug, hits in results.by_game()) if results.good else 0
    context = {
        **results_context(results, lang),
        "title": _("Search the rules and answers"),
        "description": _("Ask a rules question in your own words: answers, rules sections and glossary "
                         "entries for Skip-Bo and Rummikub."),
        # Translators: how many pages a search found (answers, rules sections, glossary entries).
        "count_text": ngettext("%(count)s result", "%(count)s results", count) % {"count": count},
        "noindex": bool(results.query),
    }
    # The header's and the home page's fields (any target but this page's own results) show nothing for
    # an empty field (the panel closes), and link to this page.
    context["panel"] = _partial(request) and request.htmx.target != RESULTS
    if context["panel"] and results.problem == "empty":
        response = HttpResponse("")
        patch_vary_headers(response, ("HX-Request",))
        return response
    template = "explainer/search.html#results" if _partial(request) else "explainer/search.html"
    response = render(request, template, context)
    patch_vary_headers(response, ("HX-Request",))
    return response
