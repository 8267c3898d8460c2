"""The record of a game against the computer as positions one can step through (the replay viewer).

Step 0 is the deal, step ``n`` the position after the record's ``n``-th move, each as the human's seat
saw it then (``kit.seen_by(state, HUMAN)``): never another player's hand or rack, a face-down stockpile
card or the draw order. The row stores the deal's seed and the moves, not positions (a stored game stays
small); the positions are rebuilt from the deal here, on the replay pages only, never on a move
request, and the last few games' timelines are kept in a small per-process cache keyed by the game's id
and the record's length (a new move is a new key).

Everything here goes through the game's ``PlayKit`` (and ``games.moves.move_words``), so every game with a
kit has a replay.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from django.utils.translation import pgettext

from games.moves import move_words
from games.registry import Game
from play.models import Match
from play.parts import Options, PlayKit
from play.state import HUMAN

CACHED_GAMES = 8


@dataclass(frozen=True)
class Frame:
    """One step: what the human's seat saw after ``move`` (``seen``) and before it (``before``; None at
    the deal), and a computer seat's move as the game page tells it (``told``:
    ``kit.told``, public facts only, such as the card it played; None for the human's own moves, said
    from the human's view, which knows their hand)."""

    number: int
    seen: Any
    before: Any | None = None
    move: str = ""
    told: dict[str, Any] | None = None


_cache: OrderedDict[tuple[str, int], tuple[Frame, ...]] = OrderedDict()
_lock = threading.Lock()


def timeline(kit: PlayKit, match: Match) -> tuple[Frame, ...]:
    """Every step of the game so far, from the deal (cached per game id and record length)."""
    key = (str(match.pk), len(match.moves))
    with _lock:
        if key in _cache:
            _cache.move_to_end(key)
            return _cache[key]
    frames = _rebuild(kit, match)
    with _lock:
        _cache[key] = frames
        while len(_cache) > CACHED_GAMES:
            _cache.popitem(last=False)
    return frames


def _rebuild(kit: PlayKit, match: Match) -> tuple[Frame, ...]:
    state = kit.deal(Options.from_json(match.options), match.seed)
    seen = kit.seen_by(state, HUMAN)
    frames = [Frame(0, seen)]
    for number, move in enumerate(match.moves, start=1):
        told = kit.told(state, move) if kit.active(state) != HUMAN else None
        state = kit.apply(state, move)
        after = kit.seen_by(state, HUMAN)
        frames.append(Frame(number, after, seen, move, told))
        seen = after
    return tuple(frames)


def said(game: Game, kit: PlayKit, frame: Frame, shared: bool = False) -> tuple[str, str]:
    """The step's move in words from the human's side, and who made it when the words do not say:
    ``("You", "9 from your hand → building pile 1")``, ``("", "Player 2 plays 7 onto building pile 1.")``
    (a computer move, as the game page tells it; ``shared``: as a shared position tells it, where the
    human is "the player who shared this"), ``("", "")`` at the deal."""
    if frame.told is not None:
        return "", kit.words(frame.told, shared)
    if not frame.move or frame.before is None:
        return "", ""
    return pgettext("seat name", "You"), move_words(game, frame.before, frame.move, HUMAN)
