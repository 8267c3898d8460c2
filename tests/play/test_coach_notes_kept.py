"""The coach's notes on a learner's turns are kept only while they may still be in the review after the game:
a long game's stored row stops growing with them, and the review is the same as if every turn were kept."""

from __future__ import annotations

import json
import random

from play.models import Match
from play.state import REVIEWED, kept, review

POSITION = "b:4,-,-,- w:+40 / s:7+20 h:1.5.6.10.12 d:3,-,-,- / s:8+20 h:#5"


def coached_turn(number: int, rng: random.Random) -> dict[str, object]:
    """One turn's notes as the row stores them: what was left (stockpile cards), its points, the position."""
    notes = [{"code": "skipbo.coach.stock-playable", "rule": "skipbo.play.stockpile", "params": {"card": "7"},
              "left": rng.randrange(4), "points": rng.randrange(30), "position": POSITION, "move": "h12-d1"}
             for _ in range(rng.randrange(1, 3))]
    return {"number": number, "notes": notes}


def test_a_long_games_notes_stay_bounded_and_the_review_is_unchanged() -> None:
    rng = random.Random(25)
    every, past = [], []
    for number in range(1, 501):
        turn = coached_turn(number, rng)
        every.append(turn)
        past = kept([*past, turn])
        assert len(past) <= REVIEWED
        assert [t["number"] for t in past] == sorted(t["number"] for t in past)  # in the order played
    assert review(Match(turn={"past": past})) == review(Match(turn={"past": every}))
    assert len(json.dumps(past)) < len(json.dumps(every)) / 100  # 500 turns' notes, three turns' size


def test_the_earlier_of_two_equal_turns_stays_for_the_review() -> None:
    rng = random.Random(1)
    same = [{"number": n, "notes": [{"left": 1, "points": 5}]} for n in range(1, 6)]
    assert [t["number"] for t in kept(same)] == [1, 2, 3]
    assert kept([coached_turn(1, rng)]) != []
