"""Offline at the table: the web app manifest, the service worker, its packs and its fallback pages.

Once a visitor opens any page of a game, the page asks the service worker (``/sw.js``, from ``'self'``)
to keep that game's *pack* in the visitor's language: its rules page, glossary, FAQ index and every FAQ
answer, with the static files they use. With the network off, those pages come from the device with an
"offline" banner; a page that is not kept, and the puzzles and the checker (judged on the server), get a
localized page saying so. The worker's cache is named by the release, so a new release replaces it.
"""

from __future__ import annotations

import json

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.templatetags.static import static
from django.urls import reverse
from django.utils import translation
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_safe

from config.pagecache import SCRIPT, shared_page
from config.release import release_id
from explainer.faq import registry
from games.registry import GAMES, Game
from games.sitemaps import public_pages

# The pages of a game that work offline once the game is opened (URL names, reversed with game=…).
PACK_PAGES = ("rules", "glossary", "faq", "faq_answer")
# Pages judged on the server: offline, they say they need the network (URL name → fallback kind).
NEEDS_NETWORK = {"puzzles": "puzzles", "check": "checker", "score": "score"}
FALLBACKS = ("page", "puzzles", "checker", "score", "search")
# Pages without a game that the server must answer: the site-wide search (URL name → fallback kind).
NEEDS_NETWORK_SITE = {"search": "search"}
THEME_COLOUR = "#1d4ed8"


@shared_page(SCRIPT)
@require_safe
def service_worker(request: HttpRequest) -> HttpResponse:
    """The worker script, served from the site's root so its scope is every language."""
    config = {
        "release": release_id(),
        "static": settings.STATIC_URL,
        "fallbacks": {code: _fallback_urls(code) for code, _name in settings.LANGUAGES},
        "needs": _needs_network(),
        "live": sorted(set(NEEDS_NETWORK_SITE.values())),
    }
    script = render_to_string("offline/sw.js", {"config": json.dumps(config, sort_keys=True)})
    return HttpResponse(script, content_type="text/javascript; charset=utf-8")


@shared_page
@require_safe
def manifest(request: HttpRequest) -> JsonResponse:
    """The web app manifest in the page's language: name, start page, icons (installable on a phone)."""
    lang = get_language()
    data = {
        "id": reverse("home"),
        "name": str(_("Table Rules: Skip-Bo and Rummikub")),
        "short_name": settings.SITE_NAME,
        "description": str(_("Skip-Bo and Rummikub rules, a glossary and answers to table disputes — also "
                             "offline.")),
        "lang": lang,
        "dir": "ltr",
        "start_url": reverse("home"),
        "scope": "/",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": THEME_COLOUR,
        "icons": [
            {"src": static("img/icon-192.png"), "sizes": "192x192", "type": "image/png", "purpose": "any"},
            {"src": static("img/icon-512.png"), "sizes": "512x512", "type": "image/png", "purpose": "any"},
            {"src": static("img/icon-maskable-512.png"), "sizes": "512x512", "type": "image/png",
             "purpose": "maskable"},
            {"src": static("img/favicon.svg"), "sizes": "any", "type": "image/svg+xml", "purpose": "any"},
        ],
    }
    return JsonResponse(data, content_type="application/manifest+json",
                        json_dumps_params={"ensure_ascii": False, "sort_keys": True})


@shared_page
@require_safe
def pack(request: HttpRequest, game: Game) -> JsonResponse:
    """What the worker keeps for a game in this language: the game's pages, the home page and the
    fallback pages (the static files they use are found in the pages themselves)."""
    pages = [reverse("home")]
    pages += [reverse(name, kwargs=kwargs) for name, kwargs in public_pages()
              if name in PACK_PAGES and kwargs.get("game") == game.slug]
    if len(pages) == 1:
        raise Http404("no such game")
    pages += _fallback_urls(get_language()).values()
    return JsonResponse({"release": release_id(), "pages": pages})


FALLBACK_TEXTS = {
    "page": (_("This page is not saved on this device"),
             _("Pages you have opened are kept for when the network is off, and for each game you have "
               "opened: its rules, glossary and every FAQ answer. This one needs the network the first "
               "time.")),
    "puzzles": (_("Puzzles need the network"),
                _("Every move in a puzzle is judged by the rules engine on the server. The rules, glossary "
                  "and FAQ answers of the games you have opened still work offline.")),
    "checker": (_("The checker needs the network"),
                _("The rules engine on the server judges each position you check. The rules, glossary and "
                  "FAQ answers of the games you have opened still work offline.")),
    "score": (_("The score keeper needs the network"),
              _("The server adds up each game you enter. The rules, glossary and FAQ answers of the games "
                "you have opened still work offline.")),
    "search": (_("The search needs the network"),
               _("Questions are matched on the server. The FAQ answers saved on this device are listed below: "
                 "open one, or look for your question among them.")),
}


def _saved_answers(need: str) -> dict[str, object]:
    """For the search's fallback: every FAQ answer by game (the page's script keeps those saved on the
    device and those matching the question in the address)."""
    if need != "search":
        return {}
    return {"answer_groups": [{"game": GAMES[slug], "answers": registry.faq(slug).answers}
                              for slug in registry.games_with_faq()]}


@shared_page
@require_safe
def fallback(request: HttpRequest, need: str) -> HttpResponse:
    """The page the worker shows offline in place of a page it does not have (kept in every pack)."""
    if need not in FALLBACK_TEXTS:
        raise Http404("no such offline page")
    title, text = FALLBACK_TEXTS[need]
    return render(request, "offline/fallback.html", {"title": title, "description": text, "text": text,
                                                     "noindex": True, "offline_page": True,
                                                     **_saved_answers(need)})


def _fallback_urls(lang: str) -> dict[str, str]:
    with translation.override(lang):
        return {need: reverse("offline", kwargs={"need": need}) for need in FALLBACKS}


def _needs_network() -> list[tuple[str, str]]:
    """(path prefix, fallback kind) for every page the server must judge, in every language."""
    found = []
    for code, _name in settings.LANGUAGES:
        with translation.override(code):
            for slug in GAMES:
                found += [(reverse(name, kwargs={"game": slug}), kind) for name, kind in NEEDS_NETWORK.items()]
            found += [(reverse(name), kind) for name, kind in NEEDS_NETWORK_SITE.items()]
    return found

