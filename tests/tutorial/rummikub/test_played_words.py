"""A solved Rummikub puzzle explains the line the learner actually played: where each rack tile went (the
start or the end of a run, into a set, a set laid from the rack alone) and what the initial meld was worth,
in four languages with the tiles in the object case — never the reference line's story when the learner
played another one."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.utils import translation

from tutorial.games.rummikub.adapter import ADAPTER
from tutorial.games.rummikub.words import played_words
from tutorial.puzzles import get

SPLIT = get("rummikub", "split-a-run")
REFERENCE = list(SPLIT.solution)  # split after red 5, your red 5 in front of red 6
OTHER = ["split:1@2", "mv:R5>1@2", "end"]  # split after red 4, your red 5 after red 4


def words(puzzle, line: list[str], lang: str = "en") -> list[str]:
    replay = ADAPTER.replay(puzzle, line)
    with translation.override(lang):
        return played_words(replay.laid)


def test_the_words_follow_the_line_played_not_the_reference_line() -> None:
    assert words(SPLIT, REFERENCE) == ["You put your red 5 at the start of set 2: red 5, red 6, red 7, red 8."]
    assert words(SPLIT, OTHER) == ["You put your red 5 at the end of set 1: red 3, red 4, red 5."]
    assert ADAPTER.goal(SPLIT, ADAPTER.replay(SPLIT, OTHER)).reached  # the other line solves it too
    with translation.override("en"):
        assert "second" not in str(SPLIT.why) and "began" not in str(SPLIT.why)  # the fixed text tells no line


@pytest.mark.parametrize(("lang", "start", "end"), [
    ("ru", "Вы положили свою красную 5 в начало комбинации 2: красная 5, красная 6, красная 7, красная 8.",
     "Вы положили свою красную 5 в конец комбинации 1: красная 3, красная 4, красная 5."),
    ("fi", "Asetit punaisen 5:n yhdistelmän 2 alkuun: punainen 5, punainen 6, punainen 7, punainen 8.",
     "Asetit punaisen 5:n yhdistelmän 1 loppuun: punainen 3, punainen 4, punainen 5."),
    ("sv", "Du lade din röda femma först i kombination 2: röd 5, röd 6, röd 7, röd 8.",
     "Du lade din röda femma sist i kombination 1: röd 3, röd 4, röd 5."),
])
def test_the_words_in_each_language_put_the_tile_in_the_object_case(lang: str, start: str, end: str) -> None:
    assert words(SPLIT, REFERENCE, lang) == [start]
    assert words(SPLIT, OTHER, lang) == [end]


def test_the_initial_meld_says_what_it_was_worth_in_the_line_played() -> None:
    meld = get("rummikub", "initial-meld")
    assert words(meld, list(meld.solution))[-1] == "Your initial meld was worth 30 points."
    other = words(meld, ["t:K10.K11.K12,K4.B4.O4,J.R9.R10"])  # the 4s too, the joker as the red 8
    assert other == ["You laid out set 2 from your rack alone: black 4, blue 4, orange 4.",
                     "You laid out set 3 from your rack alone: joker (as red 8), red 9, red 10.",
                     "Your initial meld was worth 39 points."]
    with translation.override("ru"):
        assert played_words(ADAPTER.replay(meld, ["t:K10.K11.K12,K4.B4.O4,J.R9.R10"]).laid)[-1] == (
            "Ваш первый выход стоил 39 очков.")


def test_a_typed_turn_finds_the_rack_tiles_even_where_the_table_had_the_same_face() -> None:
    """The table had a blue 6 in its group; the rack's blue 6 went to the end of the blue run."""
    adding = get("rummikub", "adding-to-sets")
    assert words(adding, list(adding.solution)) == [
        "You put your red 13 at the end of set 1: red 10, red 11, red 12, red 13.",
        "You put your red 6 into set 2: black 6, blue 6, orange 6, red 6.",
        "You put your joker and your blue 6 into set 3: joker (as blue 2), blue 3, blue 4, blue 5, blue 6."]


def test_a_turn_without_a_tile_laid_says_nothing() -> None:
    empty = get("rummikub", "empty-pool")
    assert words(empty, list(empty.solution)) == []


@pytest.mark.django_db
def test_the_solved_panel_shows_the_line_played_before_the_puzzles_lesson() -> None:
    client = Client()
    url = "/en/rummikub/puzzles/split-a-run/"
    step = re.search(r'name="step" value="(\d+)"', client.get(url).content.decode()).group(1)
    for data in ({"move": "split:1@2"}, {"from": "R5", "to": "1@2"}, {"move": "end"}):  # the other line
        response = client.post(url, {**data, "step": step}, HTTP_HX_REQUEST="true")
        step = re.search(r'name="step" value="(\d+)"', response.content.decode()).group(1)
    html = response.content.decode()
    assert "Solved!" in html
    why = re.search(r'<p class="success__why">(.*?)</p>', html, re.S).group(1)
    assert why.startswith('<span class="success__played">You put your red 5 at the end of set 1: red 3, red 4, '
                          'red 5.</span>')
    assert "at the start of set 2" not in html
