"""The reader's own Skip-Bo leaflet: which one they hold, and what it says first where leaflets differ.

The choice comes from ``?leaflet=`` (shared links carry it) or the ``leaflet`` cookie (remembered from
the last choice), else the default, 42050-0925 (no language has a single leaflet we could default to:
Russian readers meet two). :func:`leaflet_named` is the one check of a code from outside (a link, the
cookie, a form, the page cache's key); :func:`chosen_leaflet` and :func:`current_leaflet` are the one
place that reads the request, and :func:`remember` marks the response (``Vary: Cookie``; a new choice
sets the cookie). The facts behind each leaflet are the engine's (``engine.skipbo.editions``); this
module only words them.

A *point* is a question the leaflets answer differently (who starts, what partners may say). For a
point, :func:`point_for` puts the reader's leaflet first and the others after it as edition notes,
leaflets that say the same thing together.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponseBase
from django.utils.cache import patch_vary_headers
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from engine import skipbo
from engine.skipbo.editions import DEFAULT_EDITION as DEFAULT
from games.texts.base import Text

COOKIE = "leaflet"
PARAM = "leaflet"
COOKIE_AGE = 365 * 24 * 3600


@dataclass(frozen=True)
class Leaflet:
    code: str
    name: Text


# Translators: the leaflet picker lists the Skip-Bo leaflets by the codes printed on them; keep the codes.
LEAFLETS: tuple[Leaflet, ...] = (
    Leaflet("42050-0925", "42050-0925"),
    Leaflet("42050-0922", "42050-0922"),
    Leaflet("finnish", pgettext_lazy("Skip-Bo leaflet", "the Finnish leaflet")),
    Leaflet("52370", "52370"),
    Leaflet("quick-start", pgettext_lazy("Skip-Bo leaflet", "the quick-start leaflet")),
)
BY_CODE = {leaflet.code: leaflet for leaflet in LEAFLETS}
assert set(BY_CODE) == set(skipbo.EDITIONS), "the picker lists exactly the engine's leaflets"


def leaflet_named(code: object) -> Leaflet | None:
    """The leaflet this code names, or None for anything else (empty, unknown, not text): the one check
    of a leaflet code from a link, the cookie or a form. Callers that key anything by the code (the page
    cache, the checker's links) use the code of the leaflet it returns, never the raw value.

    >>> leaflet_named("finnish").code, leaflet_named("42050"), leaflet_named(None)
    ('finnish', None, None)
    """
    return BY_CODE.get(code) if isinstance(code, str) else None


def chosen_leaflet(request: HttpRequest) -> Leaflet | None:
    """The leaflet the reader chose: ``?leaflet=`` first (a shared link), then the cookie; None if neither
    names one. An unknown code is ignored, never an error: an old link still opens."""
    return leaflet_named(request.GET.get(PARAM)) or leaflet_named(request.COOKIES.get(COOKIE))


def current_leaflet(request: HttpRequest) -> Leaflet:
    """The reader's leaflet, the default (42050-0925) when they have not chosen one.

    Anything a page shows from it varies by the cookie, so such a response must go through
    :func:`remember` (``Vary: Cookie``).
    """
    return chosen_leaflet(request) or BY_CODE[DEFAULT]


def remember[R: HttpResponseBase](request: HttpRequest, response: R, leaflet: Leaflet) -> R:
    """Mark a response that shows the reader's leaflet: it varies by cookie, and a choice made in the
    URL is remembered for the next pages."""
    patch_vary_headers(response, ("Cookie",))
    if request.GET.get(PARAM) == leaflet.code and request.COOKIES.get(COOKIE) != leaflet.code:
        response.set_cookie(COOKIE, leaflet.code, max_age=COOKIE_AGE, samesite="Lax", secure=request.is_secure())
    return response


def share_query(leaflet: Leaflet) -> str:
    """The query a shared link carries so the friend sees the same leaflet first ('' for the default)."""
    return "" if leaflet.code == DEFAULT else "?" + urlencode({PARAM: leaflet.code})


# -- What each leaflet says -----------------------------------------------------------------------------

# Each text says what that leaflet says, and no more: 42050-0922 is known only from the Russian rules
# article [000], 52370 only from the Swedish guide [004] (shared/spec/editions.md).
POINTS: dict[str, dict[str, Text | None]] = {
    "who-starts": {
        "42050-0925": _("The <strong>youngest player</strong> starts. Turns then go round the table. Nobody "
                        "holds cards before their first turn: each player draws five when that turn begins."),
        "42050-0922": _("Everyone draws a card, and whoever draws the highest number card deals. The player on "
                        "the dealer's left starts. Our source says nothing more about this leaflet: not what "
                        "happens on a tie, nor which way play goes."),
        "finnish": _("Everyone draws a card, and the highest number deals; a Skip-Bo card does not count, and a "
                     "tie means drawing again. The player on the dealer's left starts, and play goes to the "
                     "left. In the next game, the player on the dealer's left deals."),
        "52370": _("This leaflet has its own rules for who deals and which way play goes, and they are not the "
                   "rules of 42050. Our sources do not say what they are: follow the leaflet in your box."),
        # The tie is our ruling (the leaflet is silent); engine.skipbo.setup.highest_top plays it.
        "quick-start": _("The player with the highest card starts. Our reading: everyone turns up the top card "
                         "of their stockpile, and a Skip-Bo card beats a 12. Two players both turn up a 12? The "
                         "leaflet does not say. Our ruling: of the two, the one who was dealt cards first "
                         "(going round from the dealer's left) starts, and nobody draws again."),
    },
    "partner-talk": {
        "42050-0925": _("Partners may not discuss moves: while you play, your partner stays silent."),
        "42050-0922": None,
        "finnish": _("You decide alone and your partner stays silent, but you may ask your partner to play a "
                     "certain card, for example a Skip-Bo card as a 4."),
        "52370": _("Partners may give each other limited instructions about what to play. Our source gives no "
                   "example and does not say how far they may go."),
        "quick-start": None,
    },
}


@dataclass(frozen=True)
class Note:
    names: tuple[Text, ...]
    text: Text


@dataclass(frozen=True)
class Point:
    """One point for one reader: ``text`` is what their leaflet says, or, when it is silent
    (``silent``), what the default leaflet says; ``notes`` are the other leaflets that speak."""

    leaflet: Leaflet
    text: Text
    silent: bool
    notes: tuple[Note, ...]


def point_for(point: str, leaflet: Leaflet) -> Point:
    """What ``leaflet`` says on ``point`` (``who-starts``, ``partner-talk``), the other leaflets after it."""
    said = POINTS[point]
    own = said[leaflet.code]
    shown_code = leaflet.code if own is not None else DEFAULT
    names: dict[int, list[Text]] = {}
    texts: dict[int, Text] = {}
    for item in LEAFLETS:
        text = said[item.code]
        if item.code == shown_code or text is None or text is said[shown_code]:
            continue
        texts[id(text)] = text
        names.setdefault(id(text), []).append(item.name)
    return Point(leaflet, said[shown_code] or "", own is None,
                 tuple(Note(tuple(names[key]), texts[key]) for key in names))


# Translators: the rules page's opening words about its leaflet when the reader chose another one than
# the default; %(name)s is a leaflet code or «the Finnish leaflet», «the quick-start leaflet».
_INTRO = _("Your leaflet: <strong>%(name)s</strong>. Where the leaflets differ, this page gives its rule first "
           "and the others as edition notes; where it says nothing, the page follows leaflet 42050-0925, the "
           "site's default.")
_DEFAULT_INTRO = _("This page follows the Mattel leaflet <strong>42050-0925</strong>. Where another leaflet says "
                   "something different, an edition note beside the rule tells you.")


def intro(leaflet: Leaflet) -> str:
    """The rules page's sentence saying which leaflet it follows for this reader (HTML, from the catalog)."""
    if leaflet.code == DEFAULT:
        return str(_DEFAULT_INTRO)
    return str(_INTRO) % {"name": leaflet.name}


def leaflet_context(leaflet: Leaflet) -> dict[str, object]:
    """What the leaflet picker needs: the reader's leaflet, every leaflet, and the share query."""
    return {"leaflet": leaflet, "leaflets": LEAFLETS, "leaflet_query": share_query(leaflet)}
