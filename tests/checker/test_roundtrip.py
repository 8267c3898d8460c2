"""Every example on the rules pages and every FAQ scenario, opened in the checker, gets the verdict and
rule the engine gives — by its shared link, and again after a trip through the builder form (the
position shown in the fields, submitted unchanged)."""

from __future__ import annotations

import re
from http import HTTPStatus
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from django.test import Client

from checker.parts import CHECKER
from engine import rummikub, skipbo
from explainer.faq import registry
from games.registry import by_key
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
def test_builder_round_trip_keeps_position_and_verdict(client: Client, game: str, position: str, move: str):
    engine = ENGINES[game]
    kit = by_key(engine.__name__.rsplit(".", 1)[1]).part(CHECKER)
    pos = engine.parse(position)
    values = kit.initial(pos, engine.dump_move(engine.parse_move(move)))
    data = {"p": engine.dump(pos)}
    for key, value in values.items():
        if value is True:
            data[key] = "on"
        elif value is not False and value is not None:
            data[key] = str(value)
    response = client.get(f"/en/{game}/check/", data)
    assert response.status_code == HTTPStatus.FOUND, re.findall(r"ck-field-error[^<]*<", response.content.decode())
    query = parse_qs(urlsplit(response["Location"]).query)
    assert query["p"] == [engine.dump(pos)]
    expected = engine.judge(pos, move)
    page = client.get(response["Location"]).content.decode()
    if query.get("m"):
        assert verdict(page) == ("legal" if expected.legal else "illegal", expected.rule)
    else:  # a Rummikub table move that leaves the table as it was: nothing asked yet
        assert engine.parse_move(move).table == pos.table
