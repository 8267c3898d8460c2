"""Whose turn it is in the Skip-Bo checker: the person checking is seat 0 ("you", player 1) and the
notation's active seat ``a`` says whose move is judged — a partner's in team play, an opponent's in a
dispute. The choice travels in the link, works through the plain form without JavaScript, names the
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


def selected_turn(page: str) -> str:
    select = re.search(r'<select name="a" id="ck-a"[^>]*>(.*?)</select>', page, re.S)[1]
    return html.unescape(re.search(r'<option value="(\d)" selected>([^<]+)</option>', select)[2])


def legends(page: str) -> list[str]:
    return [html.unescape(t) for t in re.findall(r"<legend>(.*?)</legend>", page)]


def redirect_position(response) -> skipbo.Position:
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
    assert selected_turn(page) == turn
    assert legends(page)[1].startswith(turn)  # the mover's cards are headed with the mover's name
    canonical = html.unescape(re.search(r'<link rel="canonical" href="([^"]+)">', page)[1])
    assert parse_qs(urlsplit(canonical).query)["p"] == [TEAM]
    og = html.unescape(re.search(r'<meta property="og:title" content="([^"]*)">', page)[1])
    assert partner in og


def test_your_own_turn_reads_as_before(client: Client):
    page = client.get(check_url("en", "skip-bo", SOLO, "h9-b1")).content.decode()
    assert question(page) == "Skip-Bo: 9 from your hand → building pile 1 — is it allowed?"
    assert selected_turn(page) == "You"
    assert legends(page)[1:] == ["You", "Your move"]


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


def test_builder_without_javascript_hands_the_turn_to_a_partner_without_moving_cards(client: Client):
    """The form was laid out for you; picking player 3 keeps your cards on your seat and gives the turn on."""
    start = "w:+22 v:team / s:+30 h:#5 / s:+30 h:#5 / s:+30 h:#5 / s:+30 h:#5"
    form = {"p": start, "n": "4", "v": "on", "a": "2", "t": "play", "b1": "4", "s": "6", "sn": "20", "h1": "9",
            "o1s": "?", "o1n": "30", "o2s": "7", "o2n": "25", "o3s": "?", "o3n": "30"}
    pos = redirect_position(client.get("/en/skip-bo/check/", form))
    assert pos.active == 2 and pos.team
    assert pos.seats[0].stock == (6,) and pos.seats[0].hand == (9,)  # still yours
    assert pos.seats[2].stock == (7,) and pos.seats[2].stock_size == 25
    page = client.get(check_url("en", "skip-bo", skipbo.dump(pos))).content.decode()
    assert legends(page)[1] == "Player 3 (your partner): their turn"
    assert 'id="ck-s"><option value="-">empty</option><option value="?">face down</option><option value="1">' \
           in page and '<option value="7" selected>7</option>' in page  # the partner's stockpile is up front
    # Now the partner's hand, as laid out for the partner, and the move from it.
    after = {"p": skipbo.dump(pos), "n": "4", "v": "on", "a": "2", "t": "play", "b1": "4", "s": "7", "sn": "25",
             "h1": "5", "o1s": "?", "o1n": "30", "o2s": "6", "o2n": "20", "o3s": "?", "o3n": "30",
             "src": "h5", "dst": "b1"}
    response = client.get("/en/skip-bo/check/", after)
    target = parse_qs(urlsplit(response["Location"]).query)
    final = skipbo.parse(target["p"][0])
    assert target["m"] == ["h5-b1"] and final.active == 2 and final.seats[2].hand == (5,)
    assert final.seats[0].hand == (9,)
    assert skipbo.judge(final, "h5-b1").legal


def test_builder_with_htmx_answers_at_once_and_replaces_the_address(client: Client):
    form = {"p": "", "n": "3", "a": "1", "t": "start", "o1s": "?", "o1n": "30", "o2s": "?", "o2n": "30",
            "s": "?", "sn": "30", "src": "draw"}
    response = client.get("/sv/skip-bo/check/", form, headers={"HX-Request": "true"})
    assert response.status_code == 200
    pos = skipbo.parse(parse_qs(urlsplit(response["HX-Replace-Url"]).query)["p"][0])
    assert pos.active == 1 and pos.awaiting_draw
    page = response.content.decode()
    assert verdict(page) == ("legal", "skipbo.turn.refill-hand")
    assert question(page) == "Skip-Bo, spelare 2:s tur: dra kort tills handen har fem\u00a0– är det tillåtet?"


@pytest.mark.parametrize(("lang", "message"), [
    ("en", "There is no player 6: 2 players are at the table."),
    ("ru", "Игрока 6 нет: за столом 2 игрока."),
    ("fi", "Pelaajaa 6 ei ole: pelissä on 2 pelaajaa."),
    ("sv", "Det finns ingen spelare 6: 2 spelare sitter vid bordet."),
])
def test_a_turn_for_an_empty_chair_is_a_localized_400(client: Client, lang: str, message: str):
    response = client.get(f"/{lang}/skip-bo/check/", {"p": "", "n": "2", "a": "5", "t": "play"})
    assert response.status_code == 400
    page = response.content.decode()
    assert error(page)[0] == "form"
    assert 'name="a" id="ck-a" aria-invalid="true" aria-describedby="ck-a-error"' in page
    assert message in html.unescape(page)


@pytest.mark.parametrize("value", ["x", "-1", "9", "1e3", "０"])
def test_a_turn_that_is_no_player_is_a_400(client: Client, value: str):
    response = client.get("/ru/skip-bo/check/", {"n": "4", "a": value, "t": "play"})
    assert response.status_code == 400
    assert "Выберите из списка игрока, который сейчас ходит." in html.unescape(response.content.decode())


def test_fewer_players_give_the_turn_back_to_you(client: Client):
    """Dropping from four players to two while player 4 was to move is not an error: the turn is yours."""
    four = "w:+22 a:3 / s:+30 h:#5 / s:+30 h:#5 / s:+30 h:#5 / s:+30 h:#5"
    pos = redirect_position(client.get("/fi/skip-bo/check/", {"p": four, "n": "2", "a": "3", "t": "play",
                                                              "s": "?", "sn": "30", "o1s": "?", "o1n": "30"}))
    assert len(pos.seats) == 2 and pos.active == 0


def test_a_builder_link_without_the_field_keeps_the_turn(client: Client):
    """Older builder links carry no ``a``: the turn stays where the position had it."""
    base = "w:+50 a:1 / s:+30 h:#5 / s:+30 h:#5 / s:+30 h:#5"
    seats = {f"{k}s": "?" for k in ("", "o1", "o2")} | {"sn": "30", "o1n": "30", "o2n": "30"}
    pos = redirect_position(client.get("/en/skip-bo/check/", {"p": base, "n": "3", "t": "play", **seats}))
    assert pos.active == 1


def test_more_players_join_with_full_face_down_stockpiles(client: Client):
    """The form for two players has no fields for players 3 and 4: picking four players seats them with
    30 face-down cards each (not empty stockpiles, which would mean a game already won)."""
    blank = "w:+92 / s:+30 h:#5 / s:+30 h:#5"
    form = {"p": blank, "n": "4", "a": "0", "t": "play", "s": "?", "sn": "30", "o1s": "?", "o1n": "30"}
    pos = redirect_position(client.get("/en/skip-bo/check/", form))
    assert [s.stock_size for s in pos.seats] == [30, 30, 30, 30] and pos.winner is None
    six = redirect_position(client.get("/en/skip-bo/check/", {**form, "n": "6", "sn": "20", "o1n": "20"}))
    assert [s.stock_size for s in six.seats] == [20] * 6  # five or six players deal 20 each


@pytest.mark.parametrize(("lang", "yours", "theirs", "asked"), [
    ("en", "From your stockpile: 6", "Discard pile 2 of player 2", "6 from your stockpile"),
    ("ru", "Из вашего личного запаса: 6", "Личный сброс 2 игрока 2", "6 из вашего личного запаса"),
    ("fi", "Aloituspinostasi: 6", "Pelaajan 2 poistopinoon 2", "6 aloituspinostasi"),
    ("sv", "Från din lagerhög: 6", "Slänghög 2 hos spelare 2", "6 från din lagerhög"),
])
def test_the_move_picker_says_whose_pile_each_choice_is(client: Client, lang: str, yours: str, theirs: str,
                                                        asked: str):
    """A closed picker shows only the chosen option, not its group: on your partner's turn "Stockpile: 6"
    would not say that it is yours."""
    page = html.unescape(client.get(check_url(lang, "skip-bo", TEAM, "@0s-b1")).content.decode())
    assert f'<option value="@0s" selected>{yours}</option>' in page
    assert f'<option value="@1d2">{theirs}</option>' in page
    assert asked in question(page)
