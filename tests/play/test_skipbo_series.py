"""Skip-Bo team play and the series to 500 against the computer, through the HTTP interface: partners sit
opposite and share their stockpile tops and discard tops (never a hand), the team wins when both its
stockpiles are empty, each game is scored by the engine, and "next game" carries the totals on with the same
options until someone reaches 500 (exactly 500 is enough)."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from engine import skipbo
from play.kits.skipbo import KIT, partner_move_text
from play.models import Match, Series
from play.state import HUMAN
from tests.play.test_skipbo_game import full_position, play_to_the_end, start, step_of, stored

pytestmark = pytest.mark.django_db

TEAM = {"players": "4", "team": "on", "length": "short"}


def series_of(url: str) -> Series:
    return stored(url).series


def seeded(client: Client, position: str, url: str | None = None, **fields: str) -> str:
    """A game (a new one, or ``url``) whose position is replaced by ``position``, seat 0 to move."""
    url = url or start(client, **fields)
    pos = skipbo.parse(position)
    key = stored(url).key
    Match.objects.filter(key=key).update(snapshot=KIT.freeze(pos), last={}, computer=[],
                                         turn={"start": KIT.freeze(pos), "from": len(stored(url).moves), "help": 0})
    return url


def play(client: Client, url: str, move: str, **extra: str):
    html = client.get(url).content.decode()
    source, _, target = move.partition("-")
    return client.post(url, {"step": step_of(html), "from": source, "to": target, "anyway": "1", **extra})


def series_cells(html: str) -> tuple[list[int], list[int]]:
    """The series table's points (every game's cells in order) and its totals."""
    return ([int(p) for p in re.findall(r'data-game-points="(\d+)"', html)],
            [int(p) for p in re.findall(r'data-total="(\d+)"', html)])


def test_the_start_form_offers_team_play_with_four_or_six_players_only() -> None:
    client = Client()
    assert 'name="team"' in client.get("/en/skip-bo/play/").content.decode()
    refused = client.post("/sv/skip-bo/play/", {"players": "3", "team": "on", "level": "steady", "length": "short",
                                                "leaflet": "42050-0925"})
    assert refused.status_code == 400 and "field-error" in refused.content.decode()
    url = start(client, **TEAM)
    assert full_position(url).team and stored(url).options["team"] is True


def test_a_whole_team_game_through_http_ends_when_a_team_has_emptied_both_stockpiles(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("play.state.secrets.randbits", lambda bits: 5)  # one known deal
    client = Client()
    url = start(client, **TEAM, level="learning")
    final, _ = play_to_the_end(client, url, lose=False)  # every page checked: no hand, no hidden card shown
    winner = final.winner
    team = final.team_of(winner)
    assert [final.seats[seat].stock_size for seat in team] == [0, 0]
    assert any(move.startswith("@") for move in stored(url).moves), "partners played each other's piles"
    html = client.get(url).content.decode()
    shown = [int(points) for points in re.findall(r'data-points="(-?\d+)"', html)]
    assert shown == skipbo.score(final)
    assert shown[HUMAN] == shown[2] and shown[1] == shown[3]  # partners score as one
    assert ("Your team won" in html) is (HUMAN in team)
    assert series_cells(html) == ([shown[0], shown[1]], [shown[0], shown[1]])
    assert "/en/skip-bo/score/?n=4&amp;v=team&amp;g=" in html
    assert "Partner play" in html and 'data-rule="skipbo.team.partner-piles"' in html


NEAR_WIN = ("b:4,-,-,- w:2.9.11.3.8.1.10.SB.12.6.2.9.11.3.8 / s:5 h:1.7.9.10.12 / s:+7 h:#5 / s:+3 h:#5")
"""Seat 0's last stockpile card, 5, fits the pile showing 4: 25 + 5 × (7 + 3) = 75 points."""


def test_a_series_carries_the_totals_over_two_games_with_the_same_options() -> None:
    client = Client()
    first = seeded(client, NEAR_WIN, players="3", level="strong")
    assert play(client, first, "s-b1").status_code == 303
    html = client.get(first).content.decode()
    assert series_cells(html) == ([75, 0, 0], [75, 0, 0])
    group = series_of(first)
    answer = client.post(group_url(group), {"step": str(group.step)})
    assert answer.status_code == 303
    second = answer["Location"]
    assert second != first and stored(second).number == 2 and stored(second).series == group
    assert stored(second).options == stored(first).options
    seeded(client, NEAR_WIN, url=second)
    assert series_cells(client.get(second).content.decode()) == ([75, 0, 0], [75, 0, 0])  # shown while playing
    play(client, second, "s-b1")
    html = client.get(second).content.decode()
    assert series_cells(html) == ([75, 0, 0, 75, 0, 0], [150, 0, 0])
    assert "/en/skip-bo/score/?n=3&amp;g=0.7.3&amp;g=0.7.3" in html
    keeper = client.get("/en/skip-bo/score/?n=3&g=0.7.3&g=0.7.3").content.decode()
    assert re.search(r"Total\D+150\D", re.sub(r"<[^>]+>", " ", keeper))  # the score keeper adds up the same
    assert 'id="next-game"' in html and "series-winner" not in html


def group_url(group: Series) -> str:
    return f"/en/skip-bo/play/series/{group.key}/"


def test_the_series_ends_at_exactly_500_and_names_the_winner() -> None:
    client = Client()
    url = seeded(client, NEAR_WIN, players="3")
    group = series_of(url)
    earlier = [{"number": 1, "match": "gone", "scores": [425, 0, 0], "winner": 0, "score": "n=3&g=0.30.30"}]
    Series.objects.filter(pk=group.pk).update(played=earlier)
    Match.objects.filter(key=stored(url).key).update(number=2)
    Series.objects.filter(pk=group.pk).update(step=2)
    play(client, url, "s-b1")
    html = client.get(url).content.decode()
    assert series_cells(html)[1] == [500, 0, 0]
    assert "You won the series!" in html and 'id="next-game"' not in html
    assert series_of(url).winner == HUMAN
    late = client.post(group_url(series_of(url)), {"step": "2"})
    assert late.status_code == 409 and "This series is over" in late.content.decode()


def test_a_series_below_500_goes_on() -> None:
    client = Client()
    url = seeded(client, NEAR_WIN, players="3")
    group = series_of(url)
    Series.objects.filter(pk=group.pk).update(
        played=[{"number": 1, "match": "gone", "scores": [0, 424, 0], "winner": 1, "score": ""}], step=2)
    Match.objects.filter(key=stored(url).key).update(number=2)
    play(client, url, "s-b1")
    assert series_of(url).winner is None
    assert 'id="next-game"' in client.get(url).content.decode()


def test_next_game_twice_or_before_the_end_is_409_and_an_altered_series_key_is_404() -> None:
    client = Client()
    url = seeded(client, NEAR_WIN, players="3")
    group = series_of(url)
    assert len(group.key) >= 32
    early = client.post(group_url(group), {"step": "1"})
    assert early.status_code == 409 and "not over yet" in early.content.decode()
    play(client, url, "s-b1")
    assert client.post(group_url(group), {"step": "1"}).status_code == 303
    again = client.post(group_url(group), {"step": "1"})
    assert again.status_code == 409
    assert Match.objects.filter(series=group).count() == 2
    assert client.post(group_url(group), {"step": "x"}).status_code == 400
    assert client.get(group_url(group)[:-3] + "xx/").status_code == 404
    assert client.get(f"/en/rummikub/play/series/{group.key}/").status_code == 404
    page = client.get(group_url(group))
    assert page.status_code == 200 and 'id="current-game"' in page.content.decode()


TEAM_TURN = ("b:4,-,-,- v:team w:2.9.11.3.8.1.10.SB.12.6.2.9.11.3.8 / s:7.9.9+3 h:1.8.9.10.12 "
             "/ s:+5 h:#5 / s:5.11+3 h:#5 d:6,-,-,- / s:+5 h:#5")
"""Seat 0's partner (seat 2) shows 5 on its stockpile and 6 on a discard pile: 5, 6, then seat 0's own 7."""


def test_partners_piles_are_yours_to_play_an_opponents_and_a_partners_hand_are_not() -> None:
    client = Client()
    url = seeded(client, TEAM_TURN, **TEAM)
    html = client.get(url).content.decode()
    assert 'value="@2s"' in html and "bd-partner" in html
    for move, rule in [("@1s-b1", "skipbo.reach.other-seat"), ("@2h5-b1", "skipbo.team.partner-hand")]:
        answer = client.post(url, {"step": step_of(client.get(url).content.decode()), "move": move},
                             HTTP_HX_REQUEST="true")
        text = answer.content.decode()
        assert 'data-verdict="illegal"' in text and f'data-rule="{rule}"' in text
    answer = play(client, url, "@2s-b1")
    assert answer.status_code == 303
    text = client.get(url).content.decode()
    assert 'data-verdict="legal" data-rule="skipbo.team.partner-piles"' in text
    assert full_position(url).seats[2].stock[0] == 11


def test_the_coach_counts_the_partners_piles_in_what_was_missed() -> None:
    client = Client()
    url = seeded(client, TEAM_TURN, **TEAM)
    answer = client.post(url, {"step": step_of(client.get(url).content.decode()), "from": "h12", "to": "d1"},
                         HTTP_HX_REQUEST="true")
    text = answer.content.decode()
    assert 'id="end-anyway"' in text and "your partner" in text
    assert full_position(url).active == HUMAN


def test_a_computer_player_playing_a_partners_pile_says_whose_pile() -> None:
    assert partner_move_text(2, skipbo.parse_move("@0s-b1"), "7") == (
        "Player 3, your partner, plays 7 from your stockpile onto building pile 1.")
    assert "of their partner (Player 4)" in partner_move_text(1, skipbo.parse_move("@3d2-b4"), "SB")


def test_the_daily_purge_deletes_a_series_only_when_none_of_its_games_was_touched() -> None:
    from datetime import timedelta
    from io import StringIO

    from django.core.management import call_command
    from django.utils import timezone

    client = Client()
    old, fresh = start(client), start(client)
    month_ago = timezone.now() - timedelta(days=31)
    Series.objects.filter(pk__in=[series_of(old).pk, series_of(fresh).pk]).update(updated=month_ago)
    Match.objects.filter(key=stored(old).key).update(updated=month_ago)
    out = StringIO()
    call_command("purge_attempts", stdout=out)
    assert "1 series" in out.getvalue()
    assert client.get(old).status_code == 404
    assert client.get(group_url(series_of(fresh))).status_code == 200


def test_the_move_that_ends_a_game_takes_the_old_series_totals_off_the_page() -> None:
    """The series section under the board shows the totals before this game; when an htmx move ends the
    game, the result above shows the new totals and the old section is removed out of band."""
    client = Client()
    first = seeded(client, NEAR_WIN, players="3")
    play(client, first, "s-b1")
    group = series_of(first)
    second = client.post(group_url(group), {"step": str(group.step)})["Location"]
    seeded(client, NEAR_WIN, url=second)
    page = client.get(second).content.decode()
    assert 'id="play-series"' in page
    answer = client.post(second, {"step": step_of(page), "from": "s", "to": "b1", "anyway": "1"},
                         HTTP_HX_REQUEST="true").content.decode()
    assert '<section id="play-series" hx-swap-oob="delete">' in answer
    assert series_cells(answer) == ([75, 0, 0, 75, 0, 0], [150, 0, 0])
