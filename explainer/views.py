"""Explainer pages: small views that pick a template and its words; the engine decides, we explain."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.shortcuts import render
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_safe

from config.pagecache import shared_page
from explainer.parts import RULES_PAGE
from games.leaflets import Leaflet, current_leaflet, intro, leaflet_context, point_for, remember
from games.registry import GAMES, Game
from games.texts.base import GlossaryEntry


@shared_page
@require_safe
def home(request: HttpRequest) -> HttpResponse:
    return render(request, "explainer/home.html", {
        "games": list(GAMES.values()),
        "title": _("Skip-Bo and Rummikub rules"),
        "description": _(
            "Clear rules for Skip-Bo and Rummikub in English, Russian, Finnish and Swedish, with pictures "
            "of real positions and answers checked by a rules engine."
        ),
    })


def rules_page(game: Game, leaflet: Leaflet) -> tuple[str, dict[str, object]]:
    """The rules page's template and context for a reader of ``leaflet`` (the search indexes this page
    as rendered for the default leaflet, so it needs no request)."""
    page = game.part(RULES_PAGE)
    context: dict[str, object] = {
        "game": game,
        "title": game.rules_title,
        "description": game.rules_description,
    }
    if page.leaflet_points:
        context.update(leaflet_context(leaflet), leaflet_intro=intro(leaflet), **{name: point_for(point, leaflet)
                                                    for name, point in page.leaflet_points.items()})
    return page.template, context


@shared_page
@require_safe
def rules(request: HttpRequest, game: Game) -> HttpResponseBase:
    if not game.part(RULES_PAGE).leaflet_points:
        return render(request, *rules_page(game, current_leaflet(request)))
    leaflet = current_leaflet(request)
    return remember(request, render(request, *rules_page(game, leaflet)), leaflet)


@shared_page
@require_safe
def glossary(request: HttpRequest, game: Game) -> HttpResponse:
    return render(request, "explainer/glossary.html", {
        "game": game,
        "title": game.glossary_title,
        "description": game.glossary_description,
        "entries": [glossary_row(entry, get_language()) for entry in game.texts.GLOSSARY],
    })


QUOTES = "«»„“”\"'’"


def glossary_row(entry: GlossaryEntry, lang: str) -> dict[str, object]:
    """A glossary entry for one language: the other names a reader of that language may meet,
    without repeating the main term itself (quoted or not: «магазин» is the term магазин)."""
    term = str(entry.term).strip(QUOTES).casefold()
    names = [
        {"name": name, "source": "; ".join(map(str, source)) if isinstance(source, tuple) else source,
         "lang": rest[0] if rest else None}
        for name, source, *rest in entry.other_names.get(lang, ())
        if str(name).strip(QUOTES).casefold() != term
    ]
    return {"slug": entry.slug, "term": entry.term, "definition": entry.definition, "other_names": names,
            "warning": entry.warning, "see": entry.see}
