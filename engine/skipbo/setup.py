"""A new game from a seed: the full 162-card deck shuffled, stockpiles dealt, who starts.

Stockpiles hold 30 cards each for 2-4 players and 20 for 5-6; the short game deals 10. Team play
needs 4 or 6 players (seat i partners seat i + n/2). Hands are empty: every player draws their first
five at the start of their own first turn, so the game begins at ``t:start``.

Who starts depends on the leaflet (``engine.skipbo.editions``): 42050-0925 (default) lets the youngest
player start, a seat the caller names; 42050-0922 and the Finnish leaflet have everyone draw a card, the
highest *number* deals (a Skip-Bo card is not a number card) and the player left of the dealer starts.
Ties draw again among the tied: the Finnish leaflet says so, leaflet 42050-0922 does not say, and the
engine uses the same draw for both (its choice, so that a dealt game always has a dealer). In the
quick-start leaflet the highest card starts -- our reading: the stockpile tops just turned up, a Skip-Bo
card above every number, and among equal tops the first seat from seat 0. Leaflet 52370 has its own way
of choosing the dealer and the direction of play, which our sources do not give: the caller names the
starting seat (``first=``), and play goes in seat order as always (seats are written in turn order).
``first=`` also overrides any leaflet's way, for a table that has already decided.

The result is a full-knowledge position: every stockpile and the draw pile are known and a hidden
layer tracks building and completed piles, so simulated games reshuffle real cards reproducibly.

>>> from engine.skipbo.position import census
>>> from engine.skipbo.cards import DECK_COUNTS
>>> pos = new_game(3, seed=7, youngest=2)
>>> pos.active, [s.stock_size for s in pos.seats], pos.draw_size, census(pos) == DECK_COUNTS
(2, [30, 30, 30], 72, True)
>>> new_game(4, seed=1, edition="42050-0922").active == who_starts(4, random.Random("dealer-1"))[0]
True
>>> new_game(4, seed=1, edition="finnish").active == new_game(4, seed=1, edition="42050-0922").active
True
>>> new_game(3, seed=1, edition="52370", first=2).active
2
"""

from __future__ import annotations

import random

from engine.skipbo.cards import SB, full_deck
from engine.skipbo.editions import DEFAULT_EDITION
from engine.skipbo.editions import EDITIONS as LEAFLETS
from engine.skipbo.editions import edition as find_edition
from engine.skipbo.position import Hidden, Position, Seat

EDITIONS = tuple(LEAFLETS)
__all__ = ["new_game", "who_starts", "highest_top", "stock_size", "EDITIONS", "DEFAULT_EDITION"]


def stock_size(players: int, *, short: bool = False) -> int:
    if short:
        return 10
    return 30 if players <= 4 else 20


def who_starts(players: int, rng: random.Random) -> tuple[int, list[dict[int, int]]]:
    """The dealer draw of 42050-0922 and the Finnish leaflet: (starting seat, each round's draws as
    {seat: card}).

    Each player draws a card; the highest number deals (a Skip-Bo card does not count) and the player
    left of the dealer starts. Ties draw again among the tied: the Finnish leaflet's rule, and the engine's
    choice for 42050-0922, which does not say. Same shape as ``rummikub.who_starts``.
    """
    contenders = list(range(players))
    rounds: list[dict[int, int]] = []
    while True:
        deck = full_deck()
        rng.shuffle(deck)
        drawn = {seat: deck[i] for i, seat in enumerate(contenders)}
        rounds.append(drawn)
        value = {seat: (0 if c == SB else c) for seat, c in drawn.items()}
        best = max(value.values())
        contenders = [seat for seat in contenders if value[seat] == best]
        if len(contenders) == 1:
            return (contenders[0] + 1) % players, rounds


def dealer_of(opening: Position) -> int | None:
    """The seat that dealt ``opening`` (a game's first position) under a leaflet whose dealer's left-hand
    neighbour starts: the seat on the starter's right. None for a position already played on."""
    if not opening.awaiting_draw or any(seat.hand for seat in opening.seats):
        return None
    return (opening.active - 1) % len(opening.seats)


def next_dealer(edition: str, opening: Position) -> int | None:
    """Who deals the series' next game after the game that ``opening`` began: the left-hand neighbour of
    its dealer where the leaflet passes the deal left (the Finnish leaflet); None where the leaflet does
    not say so (the next game's dealer is drawn again, or the leaflet's own way decides).

    >>> game = new_game(4, seed=3, edition="finnish")
    >>> next_dealer("finnish", game) == (game.active - 1 + 1) % 4, next_dealer("42050-0922", game)
    (True, None)
    >>> new_game(4, seed=8, edition="finnish", dealer=next_dealer("finnish", game)).active == (game.active + 1) % 4
    True
    """
    if not find_edition(edition).deal_passes_left:
        return None
    dealer = dealer_of(opening)
    return None if dealer is None else (dealer + 1) % len(opening.seats)


def highest_top(seats: tuple[Seat, ...]) -> int:
    """Quick-start leaflet: the highest card starts. Our reading: the stockpile tops just turned up; a
    Skip-Bo card ranks above every number; among equal tops, the first seat from seat 0 (the first
    player dealt to, on the dealer's left) — nobody draws again. The rules page says the same.

    >>> from engine.skipbo.notation import parse
    >>> highest_top(parse("- / s:12+9 / s:9+9 / s:12+9").seats), highest_top(parse("- / s:12 / s:SB / s:12").seats)
    (0, 1)
    """
    ranks = [13 if s.stock[0] == SB else s.stock[0] for s in seats]
    return ranks.index(max(ranks))


def new_game(players: int, seed: int, *, short: bool = False, team: bool = False,
             edition: str = DEFAULT_EDITION, youngest: int = 0, first: int | None = None,
             dealer: int | None = None) -> Position:
    """The opening position for ``players`` seats, dealt from a deck shuffled with ``seed``.

    ``first``: the seat that starts, when the table has decided it; required for a leaflet whose own
    way is not in our sources (52370), so the engine never passes off another leaflet's rule as its own.
    ``dealer``: the seat that deals when nobody draws for it (a series' later game under a leaflet whose
    deal passes left, ``next_dealer``); the player on its left starts.
    """
    if dealer is not None:
        if find_edition(edition).starter != "dealer-left" or not 0 <= dealer < players:
            raise ValueError(f"leaflet {edition} has no dealer seat {dealer} for {players} players")
        first = (dealer + 1) % players
    if not 2 <= players <= 6:
        raise ValueError(f"Skip-Bo is for 2 to 6 players, not {players}")
    if team and players not in (4, 6):
        raise ValueError(f"team play needs 4 or 6 players, not {players}")
    starter = find_edition(edition).starter
    if first is not None and not 0 <= first < players:
        raise ValueError(f"the first player must be a seat 0-{players - 1}")
    if first is None and starter == "own-rules":
        raise ValueError(f"leaflet {edition} has its own way of choosing the dealer and the direction of "
                         "play, which our sources do not give: name the starting seat with first=")
    if first is None and starter == "youngest" and not 0 <= youngest < players:
        raise ValueError(f"the youngest player must be a seat 0-{players - 1}")
    deck = full_deck()
    random.Random(seed).shuffle(deck)
    size = stock_size(players, short=short)
    seats = tuple(Seat(tuple(deck[i * size:(i + 1) * size])) for i in range(players))
    draw = tuple(deck[players * size:])
    if first is None:
        if starter == "youngest":
            first = youngest
        elif starter == "dealer-left":
            first = who_starts(players, random.Random(f"dealer-{seed}"))[0]
        else:
            first = highest_top(seats)
    return Position(seats, draw=draw, active=first, team=team, awaiting_draw=True,
                    hidden=Hidden(seed=seed))
