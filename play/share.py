"""A link to one position of a game against the computer, as the sharer's seat saw it.

The link never holds the game's id: its token is the position itself (the human seat's view, in the
game's notation), the move that led to it (with what the game page told of a computer's move) and its
number, signed with the site's secret key
(``django.core.signing``, compressed, no timestamp). Nothing in it can be turned back into the game's id, it shows
nothing the seat could not see (a view knows no hidden card), and it outlives the game (the daily purge
deletes old games, not the links people shared). An altered token fails the signature: 404.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.core import signing
from django.urls import reverse

from games.registry import Game
from play.parts import PlayKit
from play.replay import Frame

SALT = "play.share"
MAX_TOKEN = 4000  # a long Rummikub table compresses to far less: anything longer is no token of ours


@dataclass(frozen=True)
class Shared:
    """A shared position: step ``number`` (0: the deal), the seat's view after it (``position``) and
    before it (``before``, "" at the deal), the move between them and, for a computer seat's move,
    what the game page told of it (``told``: public facts only)."""

    game: str
    number: int
    position: str
    before: str = ""
    move: str = ""
    told: dict[str, Any] | None = None


def token(game: Game, kit: PlayKit, frame: Frame) -> str:
    """The signed token of one step (the seat's views only, never the game's id)."""
    data: dict[str, Any] = {"g": game.slug, "n": frame.number, "p": kit.notation(frame.seen)}
    if frame.before is not None and frame.move:
        data.update({"b": kit.notation(frame.before), "m": frame.move})
    if frame.told is not None:
        data["t"] = frame.told
    return _signer().sign_object(data, compress=True)


def _signer() -> signing.Signer:
    """No timestamp (a shared link does not expire) and ``~`` between the data and its signature (no colon
    in a link's path)."""
    return signing.Signer(salt=SALT, sep="~")


def url(game: Game, kit: PlayKit, frame: Frame) -> str:
    return reverse("play_shared", kwargs={"game": game, "token": token(game, kit, frame)})


def read(game: Game, text: str) -> Shared | None:
    """The position a token holds, or None when it is not one of ours for this game (altered, cut,
    signed for another game)."""
    if len(text) > MAX_TOKEN:
        return None
    try:
        data = _signer().unsign_object(text)
    except (signing.BadSignature, ValueError):
        return None
    if not isinstance(data, dict) or data.get("g") != game.slug:
        return None
    told = data.get("t")
    return Shared(game.slug, int(data["n"]), str(data["p"]), str(data.get("b", "")), str(data.get("m", "")),
                  told if isinstance(told, dict) else None)
