"""The reader's own Skip-Bo leaflet: which one they hold, and what it says first where leaflets differ.

The choice comes from ``?leaflet=`` (shared links carry it) or the ``leaflet`` cookie (remembered from
the last choice), else the default, 42050-0925 (no language has a single leaflet we could default to:
Russian readers meet two). Pages that show it vary by that cookie: :func:`current_leaflet` is the one
place that reads it, and :func:`remember` marks the response (``Vary: Cookie``; a new choice sets the
cookie). The facts behind each leaflet are the engine's (``engine.skipbo.editions``); this module only
words them.

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


def current_leaflet(request: HttpRequest) -> Leaflet:
    """The reader's leaflet: ``?leaflet=`` first (a shared link), then the cookie, then the default.

    Anything a page shows from it varies by the cookie, so such a response must go through
    :func:`remember` (``Vary: Cookie``). An unknown code is ignored, never an error: an old link still
    opens.
    """
    for code in (request.GET.get(PARAM, ""), request.COOKIES.get(COOKIE, "")):
        if code in BY_CODE:
            return BY_CODE[code]
    return BY_CODE[DEFAULT]


def remember(request: HttpRequest, response: HttpResponseBase, leaflet: Leaflet) -> HttpResponseBase:
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

_DEALER = _("Everyone draws a card, and the highest number deals; a Skip-Bo card does not count, and a "
            "tie means drawing again. The player on the dealer's left starts, and play goes to the left. In "
            "the next game, the player on the dealer's left deals.")
_ASK = _("You decide alone and your partner stays silent, but you may ask your partner to play a certain "
         "card, for example a Skip-Bo card as a 4.")

POINTS: dict[str, dict[str, Text | None]] = {
    "who-starts": {
        "42050-0925": _("The <strong>youngest player</strong> starts. Turns then go round the table. Nobody "
                        "holds cards before their first turn: each player draws five when that turn begins."),
        "42050-0922": _DEALER,
        "finnish": _DEALER,
        "52370": None,
        # The tie is our ruling (the leaflet is silent); engine.skipbo.setup.highest_top plays it.
        "quick-start": _("The player with the highest card starts. Our reading: everyone turns up the top card "
                         "of their stockpile, and a Skip-Bo card beats a 12. Two players both turn up a 12? The "
                         "leaflet does not say. Our ruling: of the two, the one who was dealt cards first "
                         "(going round from the dealer's left) starts, and nobody draws again."),
    },
    "partner-talk": {
        "42050-0925": _("Partners may not discuss moves: while you play, your partner stays silent."),
        "42050-0922": None,
        "finnish": _ASK,
        "52370": _("Short instructions are allowed, such as asking your partner to play a certain card, for "
                   "example a Skip-Bo card as a 4."),
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


def leaflet_context(leaflet: Leaflet) -> dict[str, object]:
    """What the leaflet picker needs: the reader's leaflet, every leaflet, and the share query."""
    return {"leaflet": leaflet, "leaflets": LEAFLETS, "leaflet_query": share_query(leaflet)}
