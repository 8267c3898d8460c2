"""The checker: ``/<lang>/<game>/check/`` shows the builder and, for ``?p=<position>&m=<move>``, the
engine's verdict. Everything lives in the URL, so the page is the link you share; no database.

A builder submission (its fields in the query) is read onto a position and redirected to the
canonical ``?p=…&m=…`` link (for htmx the page part is answered at once and the address replaced).
Bad input — unreadable notation, impossible positions, unknown moves, binary or huge parameters — is a
400 (414 for over-long ones) that shows the form again with the faulty field marked and a sentence in
the reader's language; never a 500.
"""

from __future__ import annotations

import re
from http import HTTPStatus
from typing import Any
from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, QueryDict
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.utils.translation import get_language, gettext
from django.views.decorators.http import require_safe

from checker import errors
from checker import preview as picture
from checker.core import GAMES, Game
from checker.kits import KITS, Kit
from checker.share import MAX_QUERY, share_context
from checker.verdicts import show
from config.context import absolute
from config.pagecache import shared_page
from engine.verdict import NotationError
from games.leaflets import leaflet_named

MAX_PARAM = 1200
"""Characters in ``p`` or ``m``: a full six-player Skip-Bo position or a crowded Rummikub table is under
400; anything longer is refused before it is read."""
# What the builder remembers between taps without it being part of the question (kept out of the
# canonical link): the picked Rummikub tile, half a Skip-Bo move.
PART = re.compile(r"(?:@\d)?(?:h(?:\d{1,2}|SB)|s|d[1-4]|b[1-4])|draw|pass")
UI = {"sel": re.compile(r"r\d{1,3}|s\d{1,3}\.\d{1,3}"), "src": PART, "dst": PART}
CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\ufffd]")
KEPT = ("p", "m", "plan", "leaflet")


def _too_long(request: HttpRequest, info: Game, kit: Kit) -> HttpResponse:
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


@shared_page
@require_safe
def check(request: HttpRequest, game: str) -> HttpResponse:
    info = GAMES[game]
    kit = KITS[info.module]
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
    if any(k in query for k in kit.builder_fields):
        return _from_builder(request, info, kit, query, kept)

    read = _read_link(kit, pasted)
    if isinstance(read, errors.BadInput):
        return _page(request, info, kit, kit.blank(), "", bad=read, pasted=pasted)
    pos, move = read
    ui = {k: query[k] for k in ("sel", "src", "dst") if UI[k].fullmatch(query.get(k, ""))}
    return _page(request, info, kit, pos, move, plan=kept["plan"] == "1", shared=bool(pasted["p"]), ui=ui,
                 leaflet=kept["leaflet"])


def _read_link(kit: Kit, pasted: dict[str, str]) -> tuple[Any, str] | errors.BadInput:
    """The position and the (canonical) move of a link, or what is wrong with them."""
    try:
        pos = kit.engine.parse(pasted["p"]) if pasted["p"] else kit.blank()
    except NotationError as error:
        return errors.explain(error, "p", kit.key)
    move = pasted["m"].strip()
    if move:
        try:
            move = kit.engine.dump_move(kit.engine.parse_move(move))
        except NotationError as error:
            return errors.explain(error, "m", kit.key)
    return pos, move


def _question(info: Game, kit: Kit, pos: Any, move: str) -> str:
    words = kit.move_words(pos, move)
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
def preview(request: HttpRequest, game: str) -> HttpResponse:
    """The verdict's picture for chat previews (PNG, cached); the same checks as the page."""
    info = GAMES[game]
    kit = KITS[info.module]
    pasted = {k: request.GET.get(k, "") for k in ("p", "m")}
    if len(request.META.get("QUERY_STRING", "")) > MAX_QUERY or any(len(v) > MAX_PARAM for v in pasted.values()):
        return _too_long(request, info, kit)
    if any(CONTROL.search(v) for v in pasted.values()):
        return _page(request, info, kit, kit.blank(), "", bad=_binary("p"), pasted=pasted)
    read = _read_link(kit, pasted)
    if isinstance(read, errors.BadInput):
        return _page(request, info, kit, kit.blank(), "", bad=read, pasted=pasted)
    pos, move = read
    if not move:
        return _page(request, info, kit, pos, "", pasted=pasted, bad=errors.BadInput(
            "m", "no-move", gettext("A picture needs a move to judge: add one to the link.")))
    shown = show(info, kit.engine.judge(pos, move))
    png = picture.render(get_language(), info.name, kit.key, _question(info, kit, pos, move), shown.legal,
                         shown.badge, shown.sentence, kit.engine.dump(pos), move)
    response = HttpResponse(png, content_type="image/png")
    response["Cache-Control"] = "public, max-age=86400"
    return response


def _from_builder(request: HttpRequest, info: Game, kit: Kit, query: QueryDict, kept: dict[str, str]) -> HttpResponse:
    try:
        base = kit.engine.parse(query["p"]) if query.get("p") else None
    except NotationError:
        base = None
    form = kit.form(query, base=base)
    if not form.is_valid():
        return _page(request, info, kit, base or kit.blank(), "", form=form, status=HTTPStatus.BAD_REQUEST)
    try:
        pos, move, ui = kit.read(form, base)
        if move:
            move = kit.engine.dump_move(kit.engine.parse_move(move))
    except NotationError as error:
        bad = errors.explain(error, "m" if error.field and error.field.startswith("move") else "p", kit.key)
        return _page(request, info, kit, base or kit.blank(), "", form=form, bad=bad)
    target = link(info, {"p": kit.engine.dump(pos), "m": move, **kept, **ui})
    if getattr(request, "htmx", None):
        response = _page(request, info, kit, pos, move, plan=kept["plan"] == "1", shared=True, ui=ui,
                         leaflet=kept["leaflet"])
        response["HX-Replace-Url"] = target
        return response
    return HttpResponseRedirect(target)


def _page(request: HttpRequest, info: Game, kit: Kit, pos: Any, move: str, *, form: Any = None,
          bad: errors.BadInput | None = None, pasted: dict[str, str] | None = None, status: int | None = None,
          plan: bool = False, shared: bool = False, leaflet: str = "",
          ui: dict[str, str] | None = None) -> HttpResponse:
    verdict = None
    if move and bad is None and form is None:
        verdict = show(info, kit.engine.judge(pos, move))
    notation = kit.engine.dump(pos)
    here = link(info, {"p": notation if shared or move else "", "m": move, "leaflet": leaflet,
                               **({"plan": "1"} if plan else {})})
    if form is None:
        form = kit.form(initial=kit.initial(pos, move))
    if bad is not None and status is None:
        status = HTTPStatus.BAD_REQUEST
    words = kit.move_words(pos, move) if verdict else ""
    # Translators: the title of the checker page, per game.
    title = gettext("%(game)s checker: is this move allowed?") % {"game": info.name}
    context: dict[str, Any] = {
        "game": info,
        "kit": kit.key,
        "form": form,
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
        **kit.picker(pos, move, ui or {}),
    }
    if verdict is not None:
        context["question"] = _question(info, kit, pos, move)
        context["og_title"] = context["question"]
        context["og_description"] = verdict.line
        context["description"] = verdict.line
        context["og_image"] = absolute(request, here.replace("/check/?", "/check/preview.png?", 1))
    context.update(share_context(request, here))
    htmx = getattr(request, "htmx", None)
    partial = bool(htmx) and not htmx.history_restore_request
    response = render(request, "checker/check.html#checker" if partial else "checker/check.html", context,
                      status=status)
    patch_vary_headers(response, ("HX-Request",))
    return response
