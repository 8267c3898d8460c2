"""How many may play is said once, on the game's record: the checker's builder offers exactly those
player counts and accepts a tap for no other."""

from __future__ import annotations

import pytest

from checker.parts import CHECKER
from games.registry import GAMES


@pytest.mark.parametrize("slug", ["skip-bo", "rummikub"])
def test_the_builder_offers_the_games_own_player_counts(slug: str) -> None:
    game = GAMES[slug]
    kit = game.part(CHECKER)
    offered = [choice["n"] for choice in kit.board(kit.blank(), "", {})["players"]]
    assert offered == list(game.seats)
    assert [n for n in range(0, 10) if kit.taps.fullmatch(f"n:{n}")] == list(game.seats)
