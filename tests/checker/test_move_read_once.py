"""A checker request reads its move once: the view reads the link's ``m`` into the engine's ``Move``, and
the judge, the move in words, the question, the board, the preview picture and the plan take that value
as it is (``parse_move`` returns a ``Move`` unchanged), instead of reading the text again each."""

from __future__ import annotations

from http import HTTPStatus
from types import ModuleType
from typing import Any

import pytest
from django.test import Client

from engine import rummikub, skipbo
from tests.checker.helpers import check_url, verdict


@pytest.mark.parametrize(("game", "engine", "position", "move", "extra"), [
    ("skip-bo", skipbo, "b:4,-,-,- w:+30 / s:6.8+22 h:1.5.7.9.12 / s:8+19 h:#5", "h9-b1", {"plan": "1"}),
    ("skip-bo", skipbo, "b:4,-,-,- w:+30 a:1 / s:6+22 h:1.5 / s:8+19 h:5.7", "h5-b1", {}),
    ("rummikub", rummikub, "t:R4.R5.R6 p:+40 / r:R7.K1 m:1 / r:#14", "t:R4.R5.R6.R7", {"plan": "1"}),
])
def test_a_checker_request_reads_its_move_once(client: Client, monkeypatch: pytest.MonkeyPatch, game: str,
                                               engine: ModuleType, position: str, move: str,
                                               extra: dict[str, str]) -> None:
    read: list[str] = []
    real = engine.parse_move

    def counting(text: Any) -> Any:
        if not isinstance(text, engine.Move):
            read.append(text)
        return real(text)

    monkeypatch.setattr(engine, "parse_move", counting)
    for url in (check_url("en", game, position, move, **extra),
                check_url("en", game, position, move).replace("/check/?", "/check/preview.png?")):
        read.clear()
        response = client.get(url)
        assert response.status_code == HTTPStatus.OK
        assert read.count(move) == 1, url  # (the page reads other moves too: the plan, examples)
    assert verdict(client.get(check_url("en", game, position, move)).content.decode()) is not None
