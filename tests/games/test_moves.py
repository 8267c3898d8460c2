"""A move is said in words by its own game, once (``games.moves``): the checker's question and plan, the
puzzles' hints and the play pages read the words the game registered, from the reader's side of the table."""

from __future__ import annotations

import pytest
from django.test import Client

from engine import rummikub, skipbo
from games.moves import MOVE_WORDS, move_words
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
