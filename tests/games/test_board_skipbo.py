"""The Skip-Bo board's piles say each fact once: an empty stockpile's face already reads "empty", so no
caption under it repeats the word (a pile that holds cards has its count as the caption)."""

from engine import skipbo
from games.boards.skipbo import board


def test_an_empty_stockpile_says_empty_once_and_a_full_one_shows_its_count() -> None:
    pos = skipbo.parse("b:4,-,-,- w:2.9.11.3.8 / s:- h:1.7.9.10.12 / s:+7 h:#5")
    b = board(pos, 0, None)
    assert b["you"]["stock"].face is None and b["you"]["stock"].caption == ""
    assert b["others"][0]["stock"].caption == "7 cards"
