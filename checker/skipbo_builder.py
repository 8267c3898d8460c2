"""What the Skip-Bo checker's board starts from and the words for its seats.

The person checking sits at seat 0 ("you", player 1); "whose turn" (the notation's active seat ``a``)
may be theirs or another player's — a partner's in team play, an opponent's in a dispute.
"""

from __future__ import annotations

from django.utils.translation import pgettext

from engine import skipbo

HAND = 5


def seat_label(index: int, seats: int, team: bool) -> str:
    """A seat as the person checking (seat 0) names it: "You", "Player 3 (your partner)", "Player 2"."""
    if index == 0:
        return pgettext("seat name", "You")
    if team and seats in (4, 6) and index == seats // 2:
        return pgettext("seat name", "Player %(number)s (your partner)") % {"number": index + 1}
    return pgettext("seat name", "Player %(number)s") % {"number": index + 1}


def blank() -> skipbo.Position:
    """The position a new checker starts from: two players, empty building piles, 30-card stockpiles,
    hands not yet known (mid-turn a hand is never empty while cards can be drawn)."""
    return skipbo.parse("w:+92 / s:+30 h:#5 / s:+30 h:#5")


def seat_for(players: int) -> skipbo.Seat:
    """A player who joins the table: a full face-down stockpile (30 cards, 20 with five or six players),
    a hand not known (an empty stockpile would read as a game already won)."""
    return skipbo.Seat((), 30 if players <= 4 else 20, (), HAND)


def cards_out(pos: skipbo.Position) -> int:
    """Cards not in the draw pile: stockpiles, hands, discard piles, building and completed piles."""
    total = sum(pos.building) + pos.completed
    for seat in pos.seats:
        total += seat.stock_size + seat.hand_size + sum(len(p) for p in seat.discards)
    return total
