"""The game page's links into its record: the replay viewer, and the step just before the computer
players' last moves (so "watch them on the board" starts where they did). Read from the row's record
alone: nothing is replayed on the game page."""

from __future__ import annotations

from django.urls import reverse

from games.registry import Game
from play.models import Match


def replay_links(game: Game, match: Match) -> dict[str, str]:
    """``replay_url`` (the last step) and ``watch_url`` (before the computer's moves since the human's
    turn; "" when there were none)."""
    url = reverse("play_replay", kwargs={"game": game, "key": match.key})
    told = [str(t["move"]) for t in match.computer]
    if not told:
        return {"replay_url": url, "watch_url": ""}
    moves = match.moves
    end = len(moves)
    if moves[end - len(told):] != told:  # the human's turn opened with a move made for them (a draw)
        end -= 1
    return {"replay_url": url, "watch_url": f"{url}?step={max(0, end - len(told))}#replay"}
