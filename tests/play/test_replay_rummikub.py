"""The record of a Rummikub game against the computer: the same replay and shared positions as Skip-Bo's
(the kit protocol only), and each step shows only seat 0's rack and the table, never another rack or the
pool's order."""

from __future__ import annotations

import re
from html import escape

import pytest
from django.test import Client

from engine import rummikub
from engine.rummikub.bots import SolverBot
from engine.rummikub.view import view
from play.kits.rummikub import KIT, RummikubState
from play.parts import Options
from play.state import HUMAN
from tests.play.test_replay import replay_url, share_link
from tests.play.test_rummikub_game import assert_shows_only_seat_0, start, stored

pytestmark = pytest.mark.django_db


def states(url: str) -> list[RummikubState]:
    match = stored(url)
    state = KIT.deal(Options.from_json(match.options), match.seed)
    out = [state]
    for move in match.moves:
        state = KIT.apply(state, move)
        out.append(state)
    return out


def test_every_step_of_a_rummikub_game_and_its_shared_positions_show_only_seat_0(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("play.state.secrets.randbits", lambda bits: 1)
    client = Client()
    url = start(client, level="steady", coach="")
    bot = SolverBot(budget_ms=20)
    for _ in range(6):  # six turns of seat 0 by the solver: initial melds, draws, the computer's placements
        match = stored(url)
        seen = view(KIT.thaw(match.snapshot).position, HUMAN)
        move = str(bot.choose(seen))
        assert client.post(url, {"step": str(match.step), "move": move, "anyway": "1"}).status_code == 303
    whole = states(url)
    assert KIT.freeze(whole[-1]) == stored(url).snapshot
    for number, state in enumerate(whole):
        page = client.get(replay_url(url, number))
        assert page.status_code == 200
        assert_shows_only_seat_0(page, state)
        shared = client.get(share_link(page.content.decode()))
        assert shared.status_code == 200
        assert_shows_only_seat_0(shared, state)
    match = stored(url)
    placed = [n for n, move in enumerate(match.moves, start=1)
              if move.startswith("t:") and whole[n - 1].position.active != HUMAN]
    assert placed, "no computer placement in these turns: choose another deal"
    told = KIT.words(KIT.told(whole[placed[0] - 1], match.moves[placed[0] - 1]))  # "Player 2 places 3 tiles …"
    assert escape(told) in client.get(replay_url(url, placed[0])).content.decode()
    image = re.search(r'<meta property="og:image" content="http://testserver([^"]+)"', shared.content.decode())
    assert "The rack of the player who shared this" in shared.content.decode()  # not "Your rack": not the reader's
    assert client.get(image.group(1))["Content-Type"] == "image/png"
    assert rummikub.dump(view(whole[-1].position, HUMAN)) in client.get(replay_url(url)).content.decode()


def test_a_replay_step_on_your_turn_shows_the_board_without_the_tools_of_a_turn_in_progress() -> None:
    """The replay and a shared position are read-only: no bar of moves for chosen tiles and no "move tiles
    as you like" line, even at a step where it was your turn (the game's own page has both)."""
    client = Client()
    url = start(client, level="steady", coach="")
    assert stored(url) and KIT.thaw(stored(url).snapshot).position.active == HUMAN
    game = client.get(url).content.decode()
    assert 'id="rk-bar"' in game and "Move tiles as you like" in game
    html = client.get(replay_url(url, 0)).content.decode()
    shared = client.get(share_link(html)).content.decode()
    for shown in (html, shared):
        assert 'rk-rack"' in shown and 'id="rk-bar"' not in shown
        assert "Move tiles as you like" not in shown and "It is not your turn." not in shown
