"""The record of a game against the computer: the replay viewer and the shared positions.

``/<lang>/<game>/play/<id>/replay/?step=N``: step N of the game (0: the deal; no ``step``: the last one)
on the game's board, read-only, as the human's seat saw it then, with the move in notation and in words,
links to the first, previous, next and last steps (arrow keys with JavaScript), "open in the checker"
and a link to share this position. A step that does not exist, like an unknown game, is 404. Never cached;
its canonical link is the game's start page (``play.head``).
``/<lang>/<game>/play/shared/<token>/``: a shared position (``play.share``: the token holds the seat's
view, never the game's id); ``…/preview.png`` its picture for chat apps. An altered token is 404. A shared
position is meant to be shared: an ordinary public page, its own canonical address, indexable.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils import translation
from django.utils.translation import get_language, gettext, pgettext
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

from config.context import absolute
from config.parsing import read_count
from games import preview as pic
from games import visitors
from games.moves import shared_move_words
from games.preview import PICTURE
from games.registry import Game
from play import replay, share
from play.head import start_page_head
from play.models import Match
from play.parts import PLAY, PlayKit
from play.replay import Frame
from play.state import HUMAN
from throttle.decorators import rate_limited

KEY_LENGTH = 64
STEP_DIGITS = 5


def _kit(game: Game) -> PlayKit:
    kit = game.find(PLAY)
    if kit is None:
        raise Http404("this game cannot be played against the computer")
    return kit


def checker_link(game: Game, position: str) -> str:
    """The checker with this position filled in (``checker.links.checker_url``'s link; play is a leaf app
    and cannot import the checker)."""
    return reverse("check", kwargs={"game": game}) + "?" + urlencode({"p": position}, safe=":,/.")


def _step_words(game: Game, kit: PlayKit, frame: Frame, shared: bool = False) -> dict[str, Any]:
    """A step's move: who made it (when the words do not say), in words and in notation."""
    if not frame.move:
        return {"who": "", "words": gettext("The start of the game, before the first move."), "move": ""}
    who, words = replay.said(game, kit, frame, shared)
    return {"who": who, "words": words, "move": frame.move}


@never_cache
@require_safe
@rate_limited("play", visitor=visitors.known_visitor, methods=("GET", "HEAD"))
def replay_page(request: HttpRequest, game: Game, key: str) -> HttpResponse:
    kit = _kit(game)
    match = Match.objects.filter(key=key, game=game.slug).first() if len(key) <= KEY_LENGTH else None
    if match is None:
        raise Http404("no such game")
    frames = replay.timeline(kit, match)
    last = len(frames) - 1
    asked = request.GET.get("step")
    number = last if asked is None else read_count(asked, digits=STEP_DIGITS)
    if number is None or number > last:
        raise Http404("no such step")
    frame = frames[number]
    here = reverse("play_replay", kwargs={"game": game, "key": key})

    def at(n: int) -> str:
        return f"{here}?step={n}#replay"

    notation = kit.notation(frame.seen)
    title = gettext("%(game)s: the record of your game") % {"game": game.name}
    return render(request, "play/replay.html", {
        "game": game, "title": title, **start_page_head(request, game),
        "description": gettext("Every move of a game against the computer, one step at a time, as your seat "
                               "saw it."),
        "b": kit.board(frame.seen, HUMAN, None), "read_only": True, "board_template": kit.board_template,
        "board_css": kit.board_css,
        "number": number, "last": last, "step": _step_words(game, kit, frame), "notation": notation,
        "first_url": at(0) if number else "", "back_url": at(number - 1) if number else "",
        "next_url": at(number + 1) if number < last else "", "last_url": at(last) if number < last else "",
        "record": [{"number": f.number, "move": f.move, "url": at(f.number)} for f in frames[1:number + 1]],
        "checker_url": checker_link(game, notation),
        "share_url": absolute(request, share.url(game, kit, frame)),
        "game_url": reverse("play_game", kwargs={"game": game, "key": key}),
    })


def _shared(game: Game, token: str) -> tuple[PlayKit, share.Shared]:
    kit = _kit(game)
    shared = share.read(game, token)
    if shared is None:
        raise Http404("no such shared position")
    try:  # signed by us, so it reads; unless the game's notation has changed since
        for text in (shared.position, shared.before):
            if text:
                game.engine.parse(text)
    except game.engine.NotationError:
        raise Http404("a shared position this site no longer reads") from None
    return kit, shared


def _shared_words(game: Game, kit: PlayKit, shared: share.Shared) -> dict[str, Any]:
    """The shared step's move; a move of the sharer's seat is theirs, not "You" (the reader did not play it):
    a sentence about "the player who shared this" (``games.moves.shared_move_words``), their cards "theirs"."""
    before = game.engine.parse(shared.before) if shared.move else None
    step = _step_words(game, kit, Frame(shared.number, None, before, shared.move, shared.told), shared=True)
    if step["who"]:
        sentence = shared_move_words(game, before, shared.move)
        step.update({"who": "", "words": sentence} if sentence else {"who": sharer_name()})
    return step


def sharer_name() -> str:
    """The seat whose view a shared position shows, named for the one who opens the link."""
    return pgettext("seat name", "The player who shared this")


def _headline(game: Game, shared: share.Shared, step: dict[str, Any]) -> tuple[str, str]:
    """The shared page's title and its one-line description (og:title, og:description)."""
    # Translators: the title of a shared position of a game against the computer: "Skip-Bo: move 12".
    title = gettext("%(game)s: move %(number)s of a game against the computer") % {
        "game": game.name, "number": shared.number}
    if step["who"]:
        # Translators: a shared position in one line: who moved and the move in words.
        line = gettext("%(player)s: %(move)s") % {"player": step["who"], "move": step["words"]}
    else:
        line = step["words"]
    return title, line


@require_safe
def shared_page(request: HttpRequest, game: Game, token: str) -> HttpResponse:
    kit, shared = _shared(game, token)
    view = game.engine.parse(shared.position)
    step = _shared_words(game, kit, shared)
    title, line = _headline(game, shared, step)
    here = reverse("play_shared", kwargs={"game": game, "token": token})
    return render(request, "play/shared.html", {
        "game": game, "title": title, "description": line, "og_description": line,
        "og_image": absolute(request, reverse("play_shared_png", kwargs={"game": game, "token": token})),
        "b": kit.board(view, HUMAN, None, shared=True), "read_only": True, "board_template": kit.board_template,
        "board_css": kit.board_css,
        "number": shared.number, "step": step, "notation": shared.position, "seat_name": sharer_name(),
        "checker_url": checker_link(game, shared.position), "share_url": absolute(request, here),
        "start_url": reverse("play_start", kwargs={"game": game}),
    })


@require_safe
@rate_limited("preview", methods=("GET", "HEAD"))
def shared_png(request: HttpRequest, game: Game, token: str) -> HttpResponse:
    """The shared position's picture for chat previews: the title, the move in words and the position,
    drawn by the game's own panel (``games.preview.PICTURE``) from the token's views alone."""
    kit, shared = _shared(game, token)
    title, line = _headline(game, shared, _shared_words(game, kit, shared))
    # A move is drawn as the checker draws one: the position before it, its source and target framed.
    drawn, move = (shared.before, shared.move) if shared.before else (shared.position, "")
    png = _picture(get_language(), game, title, line, drawn, move)
    response = HttpResponse(png, content_type="image/png")
    response["Cache-Control"] = "public, max-age=86400"
    return response


def _picture(language: str, game: Game, title: str, line: str, position: str, move: str) -> bytes:
    with translation.override(language):
        img, draw = pic.canvas(str(game.name))
        f, lines = pic.fit(title, (44, 38, 34), True, 2)
        y = pic.write(draw, 92, f, lines, 1.25) + 10
        f, lines = pic.fit(line, (30, 27, 24), False, 3)
        y = pic.write(draw, y, f, lines, 1.3)
        top = max(y + 12, 456)
        pic.panel(draw, top)
        game.part(PICTURE)(draw, top, position, move)
    return pic.png(img, compress_level=3)
