"""The checker: ``/<lang>/<game>/check/`` shows the builder and, for ``?p=<position>&m=<move>``, the
engine's verdict. Everything lives in the URL, so the page is the link you share; no database.

A tap on the board (``tap`` in the query, beside ``p``, ``m`` and the board's own state) is applied to
the position by the game's kit and redirected to the canonical ``?p=…&m=…`` link (for htmx the page
part is answered at once and the address replaced).
Bad input — unreadable notation, impossible positions, unknown moves, binary or huge parameters — is a
400 (414 for over-long ones) that shows the form again with the faulty field marked and a sentence in
the reader's language; never a 500.
"""

from __future__ import annotations

import re
from http import HTTPStatus
from typing import Any
from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.utils.translation import get_language, gettext
from django.views.decorators.http import require_safe
from django_htmx.http import replace_url

from checker import errors
from checker import preview as picture
from checker.core import PICTURE, Game, move_words
from checker.parts import CHECKER, Kit
from checker.share import MAX_QUERY, share_context
from checker.verdicts import show
from config.context import absolute
from config.pagecache import shared_page
from engine.verdict import NotationError
from games.htmx import HtmxRequest, partial_wanted
from games.leaflets import leaflet_named
from throttle.decorators import rate_limited

MAX_PARAM = 1200
"""Characters in ``p`` or ``m``: a full six-player Skip-Bo position or a crowded Rummikub table is under
400; anything longer is refused before it is read."""
CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\ufffd]")
KEPT = ("p", "m", "plan", "leaflet")


def _too_long(request: HtmxRequest, info: Game, kit: Kit) -> HttpResponse:
    bad = errors.BadInput("p", "too-long", gettext("The link is too long to be a position: a position and "
                                                    "a move are at most %(count)s characters each.")
                          % {"count": MAX_PARAM})
    return _page(request, info, kit, kit.blank(), "", bad=bad, status=HTTPStatus.REQUEST_URI_TOO_LONG,
                 pasted={})


def _binary(param: str) -> errors.BadInput:
    return errors.BadInput(param, "binary", gettext("The link holds characters that are never part of a "
                                                     "position or a move (control characters or broken "
                                                     "text)."))


def link(info: Game, params: dict[str, str]) -> str:
    """The checker's canonical address for these values (empty ones left out)."""
    query = urlencode({k: v for k, v in params.items() if v}, safe=":,/.")
    return reverse("check", kwargs={"game": info.slug}) + (f"?{query}" if query else "")


def asks_for_the_plan(request: HttpRequest) -> bool:
    return request.GET.get("plan") == "1"


@shared_page
@require_safe
@rate_limited("checker", methods=("GET", "HEAD"))  # rendered pages only: a stored copy answers before this
@rate_limited("plan", methods=("GET", "HEAD"), when=asks_for_the_plan)  # the solver: up to its time budget
def check(request: HtmxRequest, game: Game) -> HttpResponse:
    info = game
    kit = game.part(CHECKER)
    query = request.GET
    if len(request.META.get("QUERY_STRING", "")) > MAX_QUERY or any(len(v) > MAX_PARAM for v in
                                                                      query.values()):
        return _too_long(request, info, kit)
    pasted = {k: query.get(k, "") for k in ("p", "m")}
    for key, value in pasted.items():
        if CONTROL.search(value):
            return _page(request, info, kit, kit.blank(), "", bad=_binary(key), pasted=pasted)
    kept = {k: query.get(k, "") for k in KEPT if k not in ("p", "m")}
    kept["plan"] = "1" if kept["plan"] == "1" else ""
    # The reader's leaflet (the edition picker), kept in every link the checker makes so a shared verdict
    # opens with the same edition notes: only a code the picker offers (games.leaflets.leaflet_named).
    named = leaflet_named(kept["leaflet"])
    kept["leaflet"] = named.code if named else ""
    read = _read_link(info, kit, pasted)
    if isinstance(read, errors.BadInput):
        return _page(request, info, kit, kit.blank(), "", bad=read, pasted=pasted)
    pos, move = read
    # What the board remembers between taps (the stage, a picked pile or tile, half a move): kept out of
    # the canonical link; a value that is not one of the board's is dropped, never an error.
    ui = {k: query[k] for k, pattern in kit.ui.items() if pattern.fullmatch(query.get(k, ""))}
    if "tap" in query:
        return _tapped(request, info, kit, pos, move, ui, query["tap"], kept)
    return _page(request, info, kit, pos, move, plan=kept["plan"] == "1", shared=bool(pasted["p"]), ui=ui,
                 leaflet=kept["leaflet"])


def _read_link(info: Game, kit: Kit, pasted: dict[str, str]) -> tuple[Any, str] | errors.BadInput:
    """The position and the move of a link (read once: ``_read_move``), or what is wrong with them."""
    try:
        pos = kit.engine.parse(pasted["p"]) if pasted["p"] else kit.blank()
    except NotationError as error:
        return errors.explain(error, "p", info)
    move = pasted["m"].strip()
    if move:
        try:
            move = _read_move(kit, move)
        except NotationError as error:
            return errors.explain(error, "m", info)
    return pos, move


def _read_move(kit: Kit, text: str) -> str:
    """The move written ``text``, read here once (NotationError when it breaks the grammar). The engines
    the site ships read it into a ``Move`` that is also its canonical notation (a ``str``), which goes on
    as it is: links and templates use it as text, and the judge, the kits and the picture take it without
    reading it again (their ``parse_move`` returns a ``Move`` unchanged). An engine whose move value is no
    string is given its canonical text instead."""
    move = kit.engine.parse_move(text)
    return move if isinstance(move, str) else kit.engine.dump_move(move)


def _question(info: Game, kit: Kit, pos: Any, move: str) -> str:
    asked = kit.question(pos, move)
    if asked:
        return asked
    words = move_words(info, pos, move, 0)
    turn = kit.turn_words(pos)
    if turn:
        # Translators: the question a shared checker link asks about another player's move ("Skip-Bo,
        # your partner's turn (player 3): from the hand of player 3: 9 → building pile 1 — is it allowed?").
        return gettext("%(game)s, %(turn)s: %(move)s — is it allowed?") % {"game": info.name, "turn": turn,
                                                                           "move": words}
    # Translators: the question a shared checker link asks ("Skip-Bo: from your hand: 9 → building
    # pile 1 — is it allowed?").
    return gettext("%(game)s: %(move)s — is it allowed?") % {"game": info.name, "move": words}


@require_safe
@rate_limited("preview", methods=("GET", "HEAD"))
def preview(request: HtmxRequest, game: Game) -> HttpResponse:
    """The verdict's picture for chat previews (PNG, cached); the same checks as the page."""
    info = game
    kit = game.part(CHECKER)
    pasted = {k: request.GET.get(k, "") for k in ("p", "m")}
    if len(request.META.get("QUERY_STRING", "")) > MAX_QUERY or any(len(v) > MAX_PARAM for v in pasted.values()):
        return _too_long(request, info, kit)
    if any(CONTROL.search(v) for v in pasted.values()):
        return _page(request, info, kit, kit.blank(), "", bad=_binary("p"), pasted=pasted)
    read = _read_link(info, kit, pasted)
    if isinstance(read, errors.BadInput):
        return _page(request, info, kit, kit.blank(), "", bad=read, pasted=pasted)
    pos, move = read
    if not move:
        return _page(request, info, kit, pos, "", pasted=pasted, bad=errors.BadInput(
            "m", "no-move", gettext("A picture needs a move to judge: add one to the link.")))
    shown = show(info, kit.engine.judge(pos, move))
    png = picture.render(get_language(), info.name, info.part(PICTURE), _question(info, kit, pos, move), shown.legal,
                         shown.badge, shown.sentence, kit.engine.dump(pos), move)
    response = HttpResponse(png, content_type="image/png")
    response["Cache-Control"] = "public, max-age=86400"
    return response


def _tapped(request: HtmxRequest, info: Game, kit: Kit, pos: Any, move: str, ui: dict[str, str], tap: str,
            kept: dict[str, str]) -> HttpResponse:
    """One tap on the board: the position it makes, as a link (an impossible one is named, and the
    position before the tap is kept)."""
    if not kit.taps.fullmatch(tap):
        bad = errors.BadInput("tap", "tap", gettext("That tap is not one the board offers: open the checker "
                                                    "again and tap a pile, a card or a tile."))
        return _page(request, info, kit, pos, move, bad=bad, ui=ui, leaflet=kept["leaflet"], shared=True)
    try:
        new, new_move, ui = kit.tap(pos, move, ui, tap)
        if new_move:
            new_move = _read_move(kit, new_move)
    except NotationError as error:
        return _page(request, info, kit, pos, move, bad=errors.explain(error, "p", info), ui=ui,
                     leaflet=kept["leaflet"], shared=True)
    target = link(info, {"p": kit.engine.dump(new), "m": new_move, **kept, **ui})
    if request.htmx:
        response = _page(request, info, kit, new, new_move, plan=kept["plan"] == "1", shared=True, ui=ui,
                         leaflet=kept["leaflet"])
        return replace_url(response, target)
    # Without JavaScript the page comes back at the board (or at the verdict, once there is a move).
    return HttpResponseRedirect(target + ("#verdict" if new_move else "#ck-board"))


def _page(request: HtmxRequest, info: Game, kit: Kit, pos: Any, move: str, *,
          bad: errors.BadInput | None = None, pasted: dict[str, str] | None = None, status: int | None = None,
          plan: bool = False, shared: bool = False, leaflet: str = "",
          ui: dict[str, str] | None = None) -> HttpResponse:
    verdict = None
    if move and bad is None:
        verdict = show(info, kit.engine.judge(pos, move))
    notation = kit.engine.dump(pos)
    here = link(info, {"p": notation if shared or move else "", "m": move, "leaflet": leaflet,
                               **({"plan": "1"} if plan else {})})
    if bad is not None and status is None:
        status = HTTPStatus.BAD_REQUEST
    words = move_words(info, pos, move, 0) if verdict else ""
    # Translators: the title of the checker page, per game.
    title = gettext("%(game)s checker: is this move allowed?") % {"game": info.name}
    context: dict[str, Any] = {
        "game": info,
        "kit": kit.key,
        "board_template": kit.board_template,
        "move_example": kit.move_example,
        "bad": bad,
        "pasted": pasted if pasted is not None else {"p": notation, "m": move},
        "notation": notation,
        "move": move,
        "move_words": words,
        "verdict": verdict,
        "plan": kit.plan(pos) if plan and bad is None else None,
        "plan_url": link(info, {"p": notation, "m": move, "plan": "1", "leaflet": leaflet}),
        "leaflet": leaflet,
        "title": title,
        "description": gettext("Set up what is on the table, say what you want to do, and get the rules "
                               "engine’s verdict with the rule that decides it — then share the link."),
        "noindex": bad is not None or shared and not verdict,
        **kit.board(pos, move, ui or {}),
    }
    if verdict is not None:
        context["question"] = _question(info, kit, pos, move)
        context["og_title"] = context["question"]
        context["og_description"] = verdict.line
        context["description"] = verdict.line
        context["og_image"] = absolute(request, here.replace("/check/?", "/check/preview.png?", 1))
    context.update(share_context(request, here))
    partial = partial_wanted(request)
    response = render(request, "checker/check.html#checker" if partial else "checker/check.html", context,
                      status=status)
    patch_vary_headers(response, ("HX-Request",))
    return response
