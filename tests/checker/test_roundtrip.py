"""Every example on the rules pages and every FAQ scenario, opened in the checker, gets the verdict and
rule the engine gives — by its shared link, and again after a tap on the board that changes nothing."""

from __future__ import annotations

import html
import re
from http import HTTPStatus
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from django.test import Client

from engine import rummikub, skipbo
from explainer.faq import registry
from tests.checker.helpers import check_url, verdict

RULES = Path(__file__).resolve().parents[2] / "explainer" / "templates" / "explainer" / "rules"
ENGINES = {"skip-bo": skipbo, "rummikub": rummikub}


def rules_examples() -> list[tuple[str, str, str]]:
    """(game, position, move): each Skip-Bo diagram with a move; each Rummikub "before" diagram with
    the table of the "after" diagram that follows it (same rack owner, the move is that table)."""
    examples = []
    text = (RULES / "skipbo.html").read_text()
    for position, move in re.findall(r'skipbo_diagram "([^"]+)" move="([^"]+)"', text):
        examples.append(("skip-bo", position, move))
    diagrams = re.findall(r'rummikub_diagram "([^"]+)"', (RULES / "rummikub.html").read_text())
    for before, after in zip(diagrams, diagrams[1:], strict=False):
        b, a = rummikub.parse(before), rummikub.parse(after)
        if a.table != b.table and len(a.to_move.rack) < len(b.to_move.rack):
            examples.append(("rummikub", before, "t:" + rummikub.table_text(a.table)))
    return examples


def faq_scenarios() -> list[tuple[str, str, str]]:
    return [(game, a.scenario.position, a.scenario.move) for game, a in registry.all_answers()
            if a.scenario is not None]


EXAMPLES = rules_examples()
SCENARIOS = faq_scenarios()


def test_the_examples_are_found():
    assert sum(g == "skip-bo" for g, _p, _m in EXAMPLES) >= 8
    assert sum(g == "rummikub" for g, _p, _m in EXAMPLES) >= 3
    assert len(SCENARIOS) >= 40


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(("game", "position", "move"), EXAMPLES + SCENARIOS)
def test_shared_link_gives_the_engines_verdict(client: Client, lang: str, game: str, position: str, move: str):
    engine = ENGINES[game]
    expected = engine.judge(engine.parse(position), move)
    response = client.get(check_url(lang, game, position, move))
    assert response.status_code == HTTPStatus.OK
    page = response.content.decode()
    assert verdict(page) == ("legal" if expected.legal else "illegal", expected.rule)
    assert f'href="/{lang}/{game}/#{expected.rule}"' in page


@pytest.mark.parametrize(("game", "position", "move"), EXAMPLES + SCENARIOS)
def test_board_round_trip_keeps_position_and_verdict(client: Client, game: str, position: str, move: str):
    """The board carries the link's position and move; a tap that changes nothing on the table (back to
    laying it out) lands on the same question."""
    engine = ENGINES[game]
    pos = engine.parse(position)
    move = engine.dump_move(engine.parse_move(move))
    page = html.unescape(client.get(check_url("en", game, position, move)).content.decode())
    assert f'name="p" value="{engine.dump(pos)}"' in page and f'name="m" value="{move}"' in page
    response = client.get(f"/en/{game}/check/", {"p": engine.dump(pos), "m": move, "tap": "st:set"})
    assert response.status_code == HTTPStatus.FOUND
    query = parse_qs(urlsplit(response["Location"]).query)
    assert query["p"] == [engine.dump(pos)] and query["m"] == [move]
    expected = engine.judge(pos, move)
    assert verdict(client.get(response["Location"]).content.decode()) == (
        "legal" if expected.legal else "illegal", expected.rule)
