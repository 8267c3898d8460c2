"""The checker's board is the builder: positions laid out and moves made by taps, each tap a plain GET
(``tap`` beside ``p``, ``m`` and the board's state) answered by a redirect to the canonical link, so it
works without JavaScript; the palette never offers a third copy of a tile or a 13th card of a number,
and an impossible position built by taps is named before anything is checked."""

from __future__ import annotations

import html
import re
from http import HTTPStatus
from urllib.parse import parse_qs, urlsplit

from django.test import Client

from engine import rummikub, skipbo
from tests.checker.helpers import error, verdict


class Taps:
    """A player tapping the board without JavaScript: each tap follows the redirect's link."""

    def __init__(self, client: Client, lang: str, game: str) -> None:
        self.client, self.path, self.query = client, f"/{lang}/{game}/check/", {}
        self.count = 0

    def page(self) -> str:
        return self.client.get(self.path, self.query).content.decode()

    def tap(self, value: str, status: int = HTTPStatus.FOUND) -> None:
        self.count += 1
        response = self.client.get(self.path, {**self.query, "tap": value})
        assert response.status_code == status, (value, response.status_code, error(response.content.decode()))
        if status == HTTPStatus.FOUND:
            self.query = {k: v[0] for k, v in parse_qs(urlsplit(response["Location"]).query).items()}

    def taps(self, *values: str) -> None:
        for value in values:
            self.tap(value)

    def button(self, name: str) -> str:
        """The tap value of the button whose accessible name is ``name`` (as a screen reader reads it)."""
        page = html.unescape(self.page())
        found = re.search(r'name="tap" value="([^"]+)"[^>]*><span class="bd-name">' + re.escape(name) + "</span>", page)
        assert found, name
        return found[1]


# The dispute of issue 22: red 4-5-6 and a group of sevens with a joker on the table; may the red 7 from
# the rack take the joker, and the joker go to 4-5-6?
DISPUTE = ("add:B7", "add:K7", "add:J", "to:new", "add:R4", "add:R5", "add:R6", "to:rack", "add:R7", "st:turn",
           "pick:r1")


def test_the_russian_dispute_is_built_from_empty_in_thirteen_taps(client: Client):
    board = Taps(client, "ru", "rummikub")
    board.taps(*DISPUTE)
    joker = board.button("Заменить джокер в комбинации 1 выбранной фишкой: красная 7")
    board.taps(joker, "put:s2")
    assert board.count == 13
    pos = rummikub.parse(board.query["p"])
    assert rummikub.table_text(pos.table) == "J.B7.K7,R4.R5.R6" and rummikub.tiles_text(pos.to_move.rack) == "R7"
    assert board.query["m"] in ("t:R7.B7.K7,J.R4.R5.R6", "t:R7.B7.K7,R4.R5.R6.J")
    assert verdict(board.page())[0] == "illegal"


def test_a_joker_swap_into_a_new_set_is_legal(client: Client):
    board = Taps(client, "sv", "rummikub")
    board.taps("add:R2", "add:R3", "add:J", "add:R5", "add:R6", "to:rack", "add:R4", "add:B8", "add:B10", "st:turn")
    board.tap(board.button("röd 4, på ditt brickställ"))  # the red 4 …
    board.tap(board.button("Byt ut jokern i kombination 1 mot den valda brickan: röd 4"))  # … onto the joker
    board.taps("put:new", "pick:r1", "put:s2", "pick:r1", "put:s2")
    assert verdict(board.page()) == ("legal", "rummikub.joker.reused")


def test_the_palette_never_offers_a_third_copy(client: Client):
    board = Taps(client, "en", "rummikub")
    board.taps("add:R7", "to:rack", "add:R7")
    page = html.unescape(board.page())
    assert re.search(r'value="add:R7" class="[^"]*" disabled><span class="bd-name">red 7: 0 left', page)
    board.tap("add:R7", HTTPStatus.BAD_REQUEST)  # a link made by hand is refused, and says why
    refused = board.client.get(board.path, {**board.query, "tap": "add:R7"}).content.decode()
    assert error(refused)[0] == "rummikub.tile-copies"


def test_a_skipbo_discard_to_discard_dispute_takes_five_taps_in_finnish(client: Client):
    board = Taps(client, "fi", "skip-bo")
    board.taps("sel:d1", "card:7", "st:move", "go:d1", "go:d2")
    assert board.query["m"] == "d1-d2"
    page = board.page()
    assert verdict(page)[0] == "illegal"
    pos = skipbo.parse(board.query["p"])
    assert pos.seats[0].discards[0] == (7,) and skipbo.census(pos)[7] <= 12


def test_a_hand_is_five_taps_and_the_thirteenth_card_is_never_offered(client: Client):
    board = Taps(client, "en", "skip-bo")
    board.taps("sel:h1", "card:9", "card:9", "card:9", "card:9", "card:9")
    assert skipbo.parse(board.query["p"]).seats[0].hand == (9,) * 5
    for slot in ("d1", "d2", "d3", "d4"):
        board.taps(f"sel:{slot}", "card:9")
    board.taps("sel:@1d1", "card:9", "sel:@1d2", "card:9", "sel:@1d3", "card:9")  # twelve nines now
    board.tap("sel:@1d4")
    page = html.unescape(board.page())
    assert re.search(r'value="card:9" class="[^"]*" disabled><span class="bd-name">9: 0 left', page)
    board.tap("card:9", HTTPStatus.BAD_REQUEST)


def test_an_impossible_position_is_named_before_the_check(client: Client):
    """Two players with empty stockpiles: both would have won; the tap is refused with the reason and the
    position before it is kept."""
    board = Taps(client, "ru", "skip-bo")
    board.taps("sel:s", "card:-")
    before = dict(board.query)
    board.tap("sel:@1s")
    board.tap("card:-", HTTPStatus.BAD_REQUEST)
    response = board.client.get(board.path, {**board.query, "tap": "card:-"})
    assert error(response.content.decode())[0] == "skipbo.seats-won"
    assert f'name="p" value="{html.escape(board.query["p"])}"' in response.content.decode()
    assert skipbo.parse(before["p"]).seats[0].stock_size == 0


def test_whose_turn_partner_play_and_the_partners_move_by_taps(client: Client):
    board = Taps(client, "sv", "skip-bo")
    board.taps("n:4", "team", "a:2", "sel:b1", "card:4", "sel:h1", "card:5", "st:move", "go:h5", "go:b1")
    pos = skipbo.parse(board.query["p"])
    assert pos.team and pos.active == 2 and pos.seats[2].hand == (5,)
    page = board.page()
    assert verdict(page) == ("legal", "skipbo.build.next-number")
    assert "din partners tur (spelare 3)" in html.unescape(page)


def test_a_tap_the_board_does_not_offer_is_a_localized_400(client: Client):
    response = client.get("/fi/skip-bo/check/", {"tap": "card:13"})
    assert response.status_code == HTTPStatus.BAD_REQUEST and error(response.content.decode())[0] == "tap"
    response = client.get("/ru/rummikub/check/", {"tap": "add:X9"})
    assert response.status_code == HTTPStatus.BAD_REQUEST


def test_with_htmx_a_tap_answers_the_page_part_and_replaces_the_address(client: Client):
    response = client.get("/ru/skip-bo/check/", {"tap": "sel:b1"}, headers={"HX-Request": "true"})
    assert response.status_code == HTTPStatus.OK
    assert response.content.decode().lstrip().startswith('<div id="checker"')
    assert response["HX-Replace-Url"].startswith("/ru/skip-bo/check/?p=") and "sel=b1" in response["HX-Replace-Url"]
