"""Explainer pages: small views that pick a template and its words; the engine decides, we explain."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_safe

from config.pagecache import shared_page
from explainer.parts import RULES_PAGE
from games.leaflets import current_leaflet, intro, leaflet_context, point_for, remember
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


@shared_page
@require_safe
def rules(request: HttpRequest, game: Game) -> HttpResponse:
    page = game.part(RULES_PAGE)
    context: dict[str, object] = {
        "game": game,
        "title": game.rules_title,
        "description": game.rules_description,
    }
    if not page.leaflet_points:
        return render(request, page.template, context)
    leaflet = current_leaflet(request)
    context.update(leaflet_context(leaflet), leaflet_intro=intro(leaflet), **{name: point_for(point, leaflet)
                                                for name, point in page.leaflet_points.items()})
    return remember(request, render(request, page.template, context), leaflet)


@shared_page
@require_safe
def glossary(request: HttpRequest, game: Game) -> HttpResponse:
    return render(request, "explainer/glossary.html", {
        "game": game,
        "title": game.glossary_title,
        "description": game.glossary_description,
        "entries": [glossary_row(entry, get_language()) for entry in game.texts.GLOSSARY],
    })


def glossary_row(entry: GlossaryEntry, lang: str) -> dict[str, object]:
    """A glossary entry for one language: the other names a reader of that language may meet,
    without repeating the main term itself."""
    term = str(entry.term).casefold()
    names = [
        {"name": name, "source": source, "lang": rest[0] if rest else None}
        for name, source, *rest in entry.other_names.get(lang, ())
        if str(name).casefold() != term
    ]
    return {"slug": entry.slug, "term": entry.term, "definition": entry.definition, "other_names": names,
            "warning": entry.warning, "see": entry.see}
