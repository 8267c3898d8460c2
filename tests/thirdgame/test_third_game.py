"""A game is one registration: Count to Ten, which exists only under tests/, is registered the way the
site's own games are, and its rules page, a puzzle and the checker render and judge — the engine's
verdicts with their rule ids and links — without any file outside tests/ knowing the game. Unknown
games and missing parts fail loudly (404 for a slug nobody registered, ``MissingPart`` in code)."""

from __future__ import annotations

import copy
import re
from collections.abc import Iterator
from http import HTTPStatus
from pathlib import Path

import pytest
from django.test import Client

from checker.parts import SCORE
from explainer.parts import FAQ
from games.parts import MissingPart
from games.registry import GAMES, Game, register, unregister
from tests.thirdgame.game import make_game

TEMPLATES = Path(__file__).parent / "templates"


@pytest.fixture
def third_game(settings) -> Iterator[Game]:
    templates = copy.deepcopy(settings.TEMPLATES)
    templates[0]["DIRS"] = [*templates[0]["DIRS"], TEMPLATES]
    settings.TEMPLATES = templates
    game = register(make_game())
    try:
        yield game
    finally:
        unregister(game)


def verdict(page: str) -> tuple[str, str]:
    found = re.search(r'data-verdict="(legal|illegal)" data-rule="([^"]+)"', page)
    assert found, "the page shows no verdict"
    return found.group(1), found.group(2)


def test_its_rules_page_renders_every_rule_with_its_anchor(client: Client, third_game: Game) -> None:
    response = client.get("/en/count-to-ten/")
    assert response.status_code == HTTPStatus.OK
    page = response.content.decode()
    assert "<h1>Count to Ten rules</h1>" in page
    for rule in ("counter.step.added", "counter.step.too-big", "counter.game.over"):
        assert f'id="{rule}"' in page
    assert 'href="/en/count-to-ten/puzzles/last-step/"' in page, "the practise link finds its puzzle"
    assert 'href="/en/count-to-ten/check/"' in page, "the nav offers its checker"
    assert 'href="/en/count-to-ten/faq/"' not in page and 'href="/en/count-to-ten/score/"' not in page, (
        "parts it never registered are not offered")


@pytest.mark.django_db
def test_its_puzzle_is_listed_played_and_judged(client: Client, third_game: Game) -> None:
    listed = client.get("/en/count-to-ten/puzzles/").content.decode()
    assert "Count to Ten puzzles" in listed and "Press a step button." in listed and "The last step" in listed
    url = "/en/count-to-ten/puzzles/last-step/"
    page = client.get(url).content.decode()
    assert 'data-count="8"' in page
    step = re.search(r'name="step" value="(\d+)"', page).group(1)
    refused = client.post(url, {"step": step, "move": "+3"}, headers={"HX-Request": "true"})
    assert refused.status_code == HTTPStatus.OK
    assert verdict(refused.content.decode()) == ("illegal", "counter.step.too-big")
    assert 'href="/en/count-to-ten/#counter.step.too-big"' in refused.content.decode()
    step = re.search(r'name="step" value="(\d+)"', refused.content.decode()).group(1)
    solved = client.post(url, {"step": step, "move": "+2"}, headers={"HX-Request": "true"})
    body = solved.content.decode()
    assert verdict(body) == ("legal", "counter.step.added") and 'data-count="10"' in body and "Solved!" in body


@pytest.mark.django_db  # the checker is rate-limited per address (throttle counts in the database)
def test_its_checker_judges_a_link_and_a_tap_on_its_board(client: Client, third_game: Game) -> None:
    page = client.get("/en/count-to-ten/check/", {"p": "c:4 a:0 / - / -", "m": "+5"}).content.decode()
    assert verdict(page) == ("illegal", "counter.step.too-big")
    assert "You cannot add 5: a step is 1 or 2." in page and "For example +1 or +2." in page
    built = client.get("/en/count-to-ten/check/", {"p": "c:9 a:0 / - / -", "tap": "s:1"})
    assert built.status_code == HTTPStatus.FOUND
    judged = client.get(built["Location"]).content.decode()
    assert verdict(judged) == ("legal", "counter.step.added")
    bad = client.get("/en/count-to-ten/check/", {"p": "c:99"})
    assert bad.status_code == HTTPStatus.BAD_REQUEST
    assert "The count: write the count and whose turn it is, such as c:4 a:0 / - / -." in bad.content.decode()
    picture = client.get("/en/count-to-ten/check/preview.png", {"p": "c:4 a:0 / - / -", "m": "+1"})
    assert picture.status_code == HTTPStatus.OK and picture["Content-Type"] == "image/png"


def test_unknown_games_and_missing_parts_fail_loudly(client: Client, third_game: Game) -> None:
    assert client.get("/en/count-to-eleven/").status_code == HTTPStatus.NOT_FOUND
    assert client.get("/en/count-to-ten/faq/").status_code == HTTPStatus.NOT_FOUND
    with pytest.raises(MissingPart, match="'count-to-ten' registered no score sheet"):
        third_game.part(SCORE)
    assert third_game.find(FAQ) is None


def test_taken_off_the_site_again_it_is_a_404(client: Client) -> None:
    game = register(make_game())
    unregister(game)
    assert "count-to-ten" not in GAMES
    assert client.get("/en/count-to-ten/").status_code == HTTPStatus.NOT_FOUND
