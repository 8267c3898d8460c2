"""Setting up a Rummikub game: the 106 tiles, who starts, the deal.

All tiles face down and shuffled; to choose who starts, each player draws one tile and the highest
*number* starts. **A joker has no number**, so a player who draws one puts it aside and draws again
(as a Skip-Bo card does not count in the Skip-Bo deal). Players tied for the highest number draw again,
only among themselves. The tiles go back, are reshuffled, and each player takes 14; the rest is the
pool. Play goes clockwise from the starter (seat ``a``).

Everything is driven by one seeded ``random.Random``, so a seed always gives the same game.

>>> pos = new_game(3, seed=7)
>>> [seat.size for seat in pos.seats], pos.pool_size
([14, 14, 14], 64)
"""

from __future__ import annotations

import random

from engine.rummikub.notation import MAX_SEATS, MIN_SEATS
from engine.rummikub.position import Position, Seat
from engine.rummikub.tiles import COPIES, JOKER, number

__all__ = ["all_tiles", "new_game", "who_starts", "RACK_SIZE"]

RACK_SIZE = 14


def all_tiles() -> list[int]:
    """The 106 tiles: two of every colour and number, two jokers."""
    return [tile for tile in range(JOKER + 1) for _ in range(COPIES)]


def who_starts(players: int, rng: random.Random) -> tuple[int, list[dict[int, int]]]:
    """Draw for the first turn: (starting seat, each round's draws as {seat: tile}).

    A joker is put aside and its player draws again within the same round; a tie for the highest
    number sends only the tied players to a new round.
    """
    bag = all_tiles()
    rng.shuffle(bag)
    contenders = list(range(players))
    rounds: list[dict[int, int]] = []
    while True:
        drawn: dict[int, int] = {}
        for seat in contenders:
            tile = bag.pop()
            while tile == JOKER:
                tile = bag.pop()
            drawn[seat] = tile
        rounds.append(drawn)
        best = max(number(t) for t in drawn.values())
        contenders = [seat for seat, tile in drawn.items() if number(tile) == best]
        if len(contenders) == 1:
            return contenders[0], rounds


def new_game(players: int, seed: int | str | None = None, first: int | None = None) -> Position:
    """A fresh position: 14 tiles each, the rest in the pool (known, top first), ``a`` = the starter.

    ``first`` fixes the starting seat instead of drawing for it.
    """
    if not MIN_SEATS <= players <= MAX_SEATS:
        raise ValueError(f"Rummikub is for {MIN_SEATS} to {MAX_SEATS} players, not {players}")
    if first is not None and not 0 <= first < players:
        raise ValueError(f"seat {first} does not exist")
    rng = random.Random(seed)
    starter = first if first is not None else who_starts(players, rng)[0]
    tiles = all_tiles()
    rng.shuffle(tiles)
    seats = tuple(Seat(tuple(tiles[i * RACK_SIZE:(i + 1) * RACK_SIZE])) for i in range(players))
    return Position(pool=tuple(tiles[players * RACK_SIZE:]), active=starter, seats=seats)
