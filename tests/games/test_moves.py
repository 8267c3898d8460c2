"""A move is said in words by its own game, once (``games.moves``): the checker's question and plan, the
puzzles' hints and the play pages read the words the game registered, from the reader's side of the table."""

from __future__ import annotations

import pytest
from django.test import Client
from django.utils import translation

from engine import rummikub, skipbo
from games.moves import MOVE_WORDS, move_words, shared_move_words
from games.parts import MissingPart
from games.registry import RUMMIKUB, SKIP_BO, Game

SKIPBO_TURN_OF_PLAYER_2 = "b:4,-,-,- a:1 / s:9 h:3 / s:6 h:5.7 d:2,-,-,-"


def test_the_player_to_move_is_you() -> None:
    pos = skipbo.parse("b:4,-,-,- / s:9 h:5.7 / s:3")
    assert move_words(SKIP_BO, pos, "h5-b1") == "5 from your hand → building pile 1"


def test_a_parsed_move_is_said_as_its_notation_is() -> None:
    pos = skipbo.parse("b:4,-,-,- / s:9 h:5.7 / s:3")
    assert move_words(SKIP_BO, pos, skipbo.parse_move("h5-b1")) == move_words(SKIP_BO, pos, "h5-b1")


def test_another_players_move_names_that_player_and_your_is_only_the_viewers() -> None:
    pos = skipbo.parse(SKIPBO_TURN_OF_PLAYER_2)
    assert move_words(SKIP_BO, pos, "h5-b1", 0) == "5 from the hand of player 2 → building pile 1"
    assert move_words(SKIP_BO, pos, "h5-b1", 1) == "5 from your hand → building pile 1"
    assert move_words(SKIP_BO, pos, "h7-d1", 0) == "7 from the hand of player 2 → discard pile 1 of player 2"


def test_another_players_draw_is_not_your_draw() -> None:
    pos = skipbo.parse("b:-,-,-,- a:1 / s:9 h:3 / s:6 h:-")
    assert move_words(SKIP_BO, pos, "draw", 0) == "draw cards until the hand holds five"
    assert move_words(SKIP_BO, pos, "draw") == "draw cards until your hand holds five"


def test_a_rummikub_turn_says_the_table_it_leaves_and_the_rack_tiles_it_took() -> None:
    pos = rummikub.parse("t:K7.B7.O7 p:+60 / r:R9.R10.R11.K1 m:1 / r:#14")
    assert move_words(RUMMIKUB, pos, "t:K7.B7.O7,R9.R10.R11") == (
        "leave the table as 2 sets, with 3 tiles from the rack")
    assert move_words(RUMMIKUB, pos, "draw") == "draw a tile"
    assert move_words(RUMMIKUB, pos, "pass", 1) == "pass"


SKIPBO_TEAM = "b:6,-,-,- v:team / s:9+20 h:1.3.3.10.11 d:-,2,-,- / s:2+20 h:#5 / s:7+20 h:#5 d:8,-,-,- / s:4+20 h:#5"
"""Seat 0 to move in team play: its partner, seat 2, shows 7 on its stockpile and 8 on discard pile 1."""


def test_a_shared_move_names_the_sharer_and_their_cards_never_you() -> None:
    pos = skipbo.parse("b:4,-,-,- / s:9 h:2.5.7 d:3,-,-,- / s:3")
    said = {move: shared_move_words(SKIP_BO, pos, move) for move in ("h2-d1", "h5-b1", "d1-b1", "draw")}
    assert said == {
        "h2-d1": "The player who shared this played 2 from their hand onto their discard pile 1.",
        "h5-b1": "The player who shared this played 5 from their hand onto building pile 1.",
        "d1-b1": "The player who shared this played 3 from their discard pile 1 onto building pile 1.",
        "draw": "The player who shared this drew cards until their hand held five."}
    assert shared_move_words(SKIP_BO, skipbo.parse("b:8,-,-,- / s:9 h:1 / s:3"), "s-b1") == (
        "The player who shared this played 9 from their stockpile onto building pile 1.")
    team = skipbo.parse(SKIPBO_TEAM)
    assert shared_move_words(SKIP_BO, team, "@2s-b1") == (
        "The player who shared this played 7 from their partner's stockpile onto building pile 1.")
    assert shared_move_words(SKIP_BO, team, "@2d1-b2") == (
        "The player who shared this played 8 from their partner's discard pile 1 onto building pile 2.")


def test_a_shared_rummikub_turn_counts_the_tiles_the_sharer_laid_from_their_rack() -> None:
    pos = rummikub.parse("t:K7.B7.O7 p:+60 / r:R9.R10.R11.K1 m:1 / r:#14")
    assert shared_move_words(RUMMIKUB, pos, "t:K7.B7.O7,R9.R10.R11") == (
        "The player who shared this laid 3 tiles from their rack on the table.")
    assert shared_move_words(RUMMIKUB, pos, "draw") == "The player who shared this drew a tile."


@pytest.mark.parametrize("lang", ["ru", "fi", "sv"])
def test_a_shared_move_is_said_in_the_readers_language(lang: str) -> None:
    pos = skipbo.parse("b:4,-,-,- / s:9 h:2.5.7 d:3,-,-,- / s:3")
    with translation.override("en"):
        english = [shared_move_words(SKIP_BO, pos, "h2-d1"),
                   shared_move_words(RUMMIKUB, rummikub.parse("t:K7.B7.O7 p:+60 / r:R9.R10.R11.K1 m:1 / r:#14"),
                                     "t:K7.B7.O7,R9.R10.R11")]
    with translation.override(lang):
        said = [shared_move_words(SKIP_BO, pos, "h2-d1"),
                shared_move_words(RUMMIKUB, rummikub.parse("t:K7.B7.O7 p:+60 / r:R9.R10.R11.K1 m:1 / r:#14"),
                                  "t:K7.B7.O7,R9.R10.R11")]
    assert all(text and text not in english for text in said)
    assert "2" in said[0] and "3" in said[1]


def test_a_game_that_registered_no_move_words_fails_loudly() -> None:
    bare = Game(slug="bare", key="bare", name="Bare", engine=skipbo, texts=SKIP_BO.texts, seats=range(2, 3),
                rules_title="", rules_description="", glossary_title="", glossary_description="", tagline="",
                sections=())
    with pytest.raises(MissingPart, match="move words"):
        move_words(bare, skipbo.parse("b:4,-,-,- / s:9 h:5.7 / s:3"), "h5-b1")
    assert SKIP_BO.find(MOVE_WORDS) is not None


@pytest.mark.django_db
def test_the_checker_asks_about_the_move_in_the_games_words(client: Client) -> None:
    pos = skipbo.parse(SKIPBO_TURN_OF_PLAYER_2)
    page = client.get("/en/skip-bo/check/", {"p": skipbo.dump(pos), "m": "h5-b1"}).content.decode()
    assert move_words(SKIP_BO, pos, "h5-b1", 0) in page
