"""Whose turn it is in the Skip-Bo checker: the person checking is seat 0 ("you", player 1) and the
notation's active seat ``a`` says whose move is judged — a partner's in team play, an opponent's in a
dispute. The choice is a tap on the board, travels in the link, works without JavaScript, names the
mover in the question (page, preview tags and picture) and is refused with a localized 400 when it
points at an empty chair."""

from __future__ import annotations

import html
import io
import re
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest
from django.test import Client
from PIL import Image

from engine import skipbo
from tests.checker.helpers import check_url, error, verdict

# Four players in teams; player 3 (seat 2, your partner) is to move with 5 and 9 in hand, building pile 1
# shows 4; your stockpile shows 6.
TEAM = "b:4,-,-,- w:+30 a:2 v:team / s:6+22 h:#5 / s:+20 h:#5 / s:7+19 h:5.9 / s:+20 h:#5"
SOLO = "b:4,-,-,- w:+30 / s:6.8+22 h:1.5.7.9.12 / s:8+19 h:#5 / s:+29 h:#5"


def question(page: str) -> str:
    return html.unescape(re.search(r'<h2 id="ck-question" class="ck-question">(.*?)</h2>', page, re.S)[1])


def mover(page: str) -> str:
    return html.unescape(re.search(r'<h3 id="ck-mover-h" class="bd-seat-name">(.*?)</h3>', page, re.S)[1])


def pressed_turn(page: str) -> str:
    return html.unescape(re.search(r'value="a:\d" class="ck-opt" aria-pressed="true">([^<]+)<', page)[1])


def tapped(response) -> skipbo.Position:
    assert response.status_code == 302, response.status_code
    return skipbo.parse(parse_qs(urlsplit(response["Location"]).query)["p"][0])


@pytest.mark.parametrize(("lang", "partner", "turn"), [
    ("en", "your partner’s turn (player 3)", "Player 3 (your partner)"),
    ("ru", "ход вашего партнёра (игрок 3)", "Игрок 3 (ваш партнёр)"),
    ("fi", "parisi vuoro (pelaaja 3)", "Pelaaja 3 (parisi)"),
    ("sv", "din partners tur (spelare 3)", "Spelare 3 (din partner)"),
])
def test_a_partners_turn_round_trips_through_the_link(client: Client, lang: str, partner: str, turn: str):
    page = client.get(check_url(lang, "skip-bo", TEAM, "h5-b1")).content.decode()
    assert verdict(page) == ("legal", "skipbo.build.next-number")  # the partner's 5, not a hand of yours
    assert partner in question(page)
    assert mover(page) == turn  # the mover's cards are headed with the mover's name
    laying_out = client.get(check_url(lang, "skip-bo", TEAM, "h5-b1", st="set")).content.decode()
    assert pressed_turn(laying_out) == turn
    canonical = html.unescape(re.search(r'<link rel="canonical" href="([^"]+)">', page)[1])
    assert parse_qs(urlsplit(canonical).query)["p"] == [TEAM]
    og = html.unescape(re.search(r'<meta property="og:title" content="([^"]*)">', page)[1])
    assert partner in og


def test_your_own_turn_reads_as_before(client: Client):
    page = client.get(check_url("en", "skip-bo", SOLO, "h9-b1")).content.decode()
    assert question(page) == "Can I play the 9 from my hand on building pile 1?"
    assert mover(page) == "You"
    assert pressed_turn(client.get(check_url("en", "skip-bo", SOLO, st="set")).content.decode()) == "You"


def test_an_opponents_move_is_worded_from_your_seat(client: Client):
    """Seat 1 plays from your stockpile (seat 0): "your" is yours, the mover is "player 2"."""
    pos = "b:5,-,-,- w:+30 a:1 / s:6+22 h:#5 / s:+29 h:3.4 / s:+29 h:#5"
    page = client.get(check_url("en", "skip-bo", pos, "@0s-b1")).content.decode()
    assert verdict(page) == ("illegal", "skipbo.reach.other-seat")
    assert question(page) == ("Skip-Bo, player 2’s turn: 6 from your stockpile → building pile 1 — is it "
                              "allowed?")
    own = client.get(check_url("en", "skip-bo", pos, "h4-d1")).content.decode()
    assert "4 from the hand of player 2 → discard pile 1 of player 2" in question(own)


def test_the_picture_tells_whose_turn_it_is(client: Client):
    def png(position: str) -> bytes:
        response = client.get(f"/fi/skip-bo/check/preview.png?{urlencode({'p': position, 'm': 'h5-b1'})}")
        assert response.status_code == 200 and response["Content-Type"] == "image/png"
        return response.content

    mine = png(TEAM.replace(" a:2", "").replace("h:#5 / s:+20 h:#5 / s:7+19 h:5.9", "h:5.9 / s:+20 h:#5 / s:7+19 "
                                                                                       "h:#5"))
    partners = png(TEAM)
    assert Image.open(io.BytesIO(partners)).size == (1200, 630)
    # The question band (the first two lines under the title bar) differs: it names the partner.
    band = (0, 80, 1200, 200)
    assert Image.open(io.BytesIO(mine)).crop(band).tobytes() != Image.open(io.BytesIO(partners)).crop(band).tobytes()


def test_handing_the_turn_to_a_partner_moves_no_cards(client: Client):
    start = "w:+22 v:team / s:6+19 h:9 / s:+30 h:#5 / s:7+24 h:#5 / s:+30 h:#5"
    pos = tapped(client.get("/en/skip-bo/check/", {"p": start, "tap": "a:2"}))
    assert pos.active == 2 and pos.team
    assert pos.seats[0].stock == (6,) and pos.seats[0].hand == (9,)  # still yours
    assert pos.seats[2].stock == (7,) and pos.seats[2].stock_size == 25
    page = client.get(check_url("en", "skip-bo", skipbo.dump(pos), st="set")).content.decode()
    assert mover(page) == "Player 3 (your partner)"
    assert "Your stockpile: 6" in html.unescape(page)  # your pile, seen from your partner's turn


def test_with_htmx_a_tap_answers_at_once_and_replaces_the_address(client: Client):
    pos = tapped(client.get("/sv/skip-bo/check/", {"tap": "n:3"}))
    pos = tapped(client.get("/sv/skip-bo/check/", {"p": skipbo.dump(pos), "tap": "a:1"}))
    pos = tapped(client.get("/sv/skip-bo/check/", {"p": skipbo.dump(pos), "tap": "t:start"}))
    response = client.get("/sv/skip-bo/check/", {"p": skipbo.dump(pos), "st": "move", "tap": "go:draw"},
                          headers={"HX-Request": "true"})
    assert response.status_code == 200
    pos = skipbo.parse(parse_qs(urlsplit(response["HX-Replace-Url"]).query)["p"][0])
    assert pos.active == 1 and pos.awaiting_draw
    page = response.content.decode()
    assert verdict(page) == ("legal", "skipbo.turn.refill-hand")
    assert question(page) == "Skip-Bo, spelare 2:s tur: dra kort tills det är fem på handen\u00a0– är det tillåtet?"


@pytest.mark.parametrize(("lang", "message"), [
    ("en", "Whose turn it is: there is no such player at this table."),
    ("ru", "Чей ход:"),
    ("fi", "Kenen vuoro:"),
    ("sv", "Vems tur det är:"),
])
def test_a_turn_for_an_empty_chair_is_a_localized_400(client: Client, lang: str, message: str):
    response = client.get(f"/{lang}/skip-bo/check/", {"tap": "a:5"})
    assert response.status_code == 400
    page = response.content.decode()
    assert error(page)[0] == "skipbo.no-such-seat"
    assert (lang == "en") == ("there is no such player" in page)


@pytest.mark.parametrize("value", ["x", "-1", "9", "1e3", "０"])
def test_a_turn_that_is_no_player_is_a_400(client: Client, value: str):
    response = client.get("/ru/skip-bo/check/", {"p": "w:+22 / s:+30 h:#5 / s:+30 h:#5 / s:+30 h:#5 / s:+30 h:#5",
                                                 "tap": f"a:{value}"})
    assert response.status_code == 400
    assert "Такой кнопки на столе нет" in html.unescape(response.content.decode())


def test_fewer_players_give_the_turn_back_to_you(client: Client):
    """Dropping from four players to two while player 4 was to move is not an error: the turn is yours."""
    four = "w:+22 a:3 / s:+30 h:#5 / s:+30 h:#5 / s:+30 h:#5 / s:+30 h:#5"
    pos = tapped(client.get("/fi/skip-bo/check/", {"p": four, "tap": "n:2"}))
    assert len(pos.seats) == 2 and pos.active == 0


def test_more_players_join_with_full_face_down_stockpiles(client: Client):
    """Players who join are dealt 30 face-down cards each (not empty stockpiles, which would mean a game
    already won); with five or six players the deal is 20 each."""
    pos = tapped(client.get("/en/skip-bo/check/", {"tap": "n:4"}))
    assert [s.stock_size for s in pos.seats] == [30, 30, 30, 30] and pos.winner is None
    six = tapped(client.get("/en/skip-bo/check/", {"p": skipbo.dump(pos), "tap": "n:6"}))
    assert [s.stock_size for s in six.seats] == [20] * 6


@pytest.mark.parametrize(("lang", "yours", "theirs"), [
    ("en", "Your stockpile: 6", "Discard pile 2 of player 2: empty"),
    ("ru", "Ваш личный запас: 6", "Личный сброс 2 игрока 2: пусто"),
    ("fi", "Aloituspinosi: 6", "Pelaajan 2 poistopino 2: tyhjä"),
    ("sv", "Din lagerhög: 6", "Slänghög 2 hos spelare 2: tom"),
])
def test_every_pile_says_whose_it_is(client: Client, lang: str, yours: str, theirs: str):
    """On your partner's turn "Stockpile: 6" would not say that it is yours: each pile's name does."""
    page = html.unescape(client.get(check_url(lang, "skip-bo", TEAM, "@0s-b1")).content.decode())
    assert f'<span class="bd-name">{yours}</span>' in page
    assert f'<span class="bd-name">{theirs}</span>' in page
