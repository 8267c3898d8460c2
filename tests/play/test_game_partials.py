"""What an htmx answer on the game page carries: the board and the dock always; the computer players' moves
only when they may be new to the page (the human's turn ended, or the request was refused), so a move
within a turn neither draws them again nor starts their turn's show over."""

from __future__ import annotations

import pytest
from django.test import Client

from play.models import Match
from tests.play.test_skipbo_game import MISSED, seeded_game, step_of, stored

pytestmark = pytest.mark.django_db

COMPUTER_PART = '<div id="computer" hx-swap-oob="innerHTML">'
TOLD = {"seat": 1, "move": "h5-d4", "card": "5", "reasons": []}
"""A discard seat 1 cannot make in MISSED (no 5 in its hand or the draw pile): only ever the one set here."""


def test_a_move_within_the_turn_leaves_the_computer_players_moves_as_the_page_shows_them() -> None:
    client = Client()
    url = seeded_game(client, MISSED)
    Match.objects.filter(key=stored(url).key).update(computer=[TOLD])
    page = client.get(url).content.decode()
    assert 'data-move="h5-d4"' in page  # the whole page shows what the computer players did
    within = client.post(url, {"step": step_of(page), "from": "h5", "to": "b1"}, HTTP_HX_REQUEST="true")
    assert within.status_code == 200
    assert COMPUTER_PART not in within.content.decode()
    assert 'data-move="h5-d4"' in client.get(url).content.decode()  # still there on a reload


def test_a_refused_request_and_the_end_of_the_turn_draw_the_computer_players_moves_again() -> None:
    client = Client()
    url = seeded_game(client, MISSED)
    Match.objects.filter(key=stored(url).key).update(computer=[TOLD])
    step = step_of(client.get(url).content.decode())
    client.post(url, {"step": step, "from": "h5", "to": "b1"}, HTTP_HX_REQUEST="true")
    stale = client.post(url, {"step": step, "from": "h6", "to": "b1"}, HTTP_HX_REQUEST="true")
    assert stale.status_code == 409
    assert COMPUTER_PART in stale.content.decode()  # the page was older than the game: all of it again
    html = stale.content.decode()
    for source, target in (("h6", "b1"), ("s", "b1")):
        html = client.post(url, {"step": step_of(html), "from": source, "to": target},
                           HTTP_HX_REQUEST="true").content.decode()
    ended = client.post(url, {"step": step_of(html), "from": "h12", "to": "d1"}, HTTP_HX_REQUEST="true")
    assert ended.status_code == 200
    assert COMPUTER_PART in ended.content.decode()
    assert 'data-move="h5-d4"' not in ended.content.decode()  # this turn's moves, not the last turn's
