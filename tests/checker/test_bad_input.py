"""Bad input gets a 400 (414 when over-long) in the reader's language: the form again, the faulty field
marked, and a sentence naming what is wrong — never a 500, never an English sentence on a translated
page."""

from __future__ import annotations

from http import HTTPStatus
from urllib.parse import urlencode

import pytest
from django.test import Client

from tests.checker.helpers import error

SB_OK = "b:4,-,-,- / s:6+20 h:5 / s:+20"
RK_OK = "t:R1.R2.R3 p:+40 / r:R4.K9 m:1 / r:#14"

# (name, game, query, the error code the page names (data-bad), the field marked)
BAD: list[tuple[str, str, dict[str, str], str, str]] = [
    ("sb-not-notation", "skip-bo", {"p": "hello"}, "skipbo.not-key-value", "p"),
    ("sb-unknown-key", "skip-bo", {"p": "q:1 / s:5 / s:6"}, "skipbo.unknown-key", "p"),
    ("sb-key-twice", "skip-bo", {"p": "b:1,-,-,- b:2,-,-,- / s:5 / s:6"}, "skipbo.repeated-key", "p"),
    ("sb-no-value", "skip-bo", {"p": "w: / s:5 / s:6"}, "skipbo.no-value", "p"),
    ("sb-one-seat", "skip-bo", {"p": "- / s:5"}, "skipbo.seats", "p"),
    ("sb-seven-seats", "skip-bo", {"p": "-" + " / s:5" * 7}, "skipbo.seats", "p"),
    ("sb-team-of-three", "skip-bo", {"p": "v:team / s:5 / s:6 / s:7"}, "skipbo.team-seats", "p"),
    ("sb-team-word", "skip-bo", {"p": "v:duo / s:5 / s:6"}, "skipbo.team-word", "p"),
    ("sb-13-on-building-pile", "skip-bo", {"p": "b:13,-,-,- / s:5 / s:6"}, "skipbo.building-number", "p"),
    ("sb-12-on-building-pile", "skip-bo", {"p": "b:12,-,-,- / s:5 / s:6"}, "skipbo.building-full", "p"),
    ("sb-five-building-piles", "skip-bo", {"p": "b:1,2,3,4,5 / s:5 / s:6"}, "skipbo.building-too-many", "p"),
    ("sb-six-in-hand", "skip-bo", {"p": "- / s:5 h:1.2.3.4.5.6 / s:6"}, "skipbo.hand-size", "p"),
    ("sb-card-13", "skip-bo", {"p": "- / s:5 h:13 / s:6"}, "skipbo.not-a-card", "p"),
    ("sb-over-162", "skip-bo", {"p": "w:+150 / s:+30 / s:+30"}, "skipbo.deck-total", "p"),
    ("sb-19-wild", "skip-bo", {"p": "w:" + ".".join(["SB"] * 19) + " / s:5 / s:6"}, "skipbo.deck-wild", "p"),
    ("sb-13-sevens", "skip-bo", {"p": "w:" + ".".join(["7"] * 13) + " / s:5 / s:6"}, "skipbo.deck-copies", "p"),
    ("sb-bad-count", "skip-bo", {"p": "w:+x / s:5 / s:6"}, "skipbo.not-a-count", "p"),
    ("sb-no-stockpile", "skip-bo", {"p": "- / h:5 / s:6"}, "skipbo.stock-missing", "p"),
    ("sb-three-discards", "skip-bo", {"p": "- / s:5 d:1,2,3 / s:6"}, "skipbo.discards-too-few", "p"),
    ("sb-completed-13", "skip-bo", {"p": "x:13 / s:5 / s:6"}, "skipbo.completed", "p"),
    ("sb-no-such-seat", "skip-bo", {"p": "a:5 / s:5 / s:6"}, "skipbo.no-such-seat", "p"),
    ("sb-turn-word", "skip-bo", {"p": "t:later / s:5 / s:6"}, "skipbo.turn-word", "p"),
    ("sb-two-winners", "skip-bo", {"p": "- / s:- / s:- / s:5"}, "skipbo.seats-won", "p"),
    ("sb-move-card-13", "skip-bo", {"p": SB_OK, "m": "h13-b1"}, "skipbo.move-not-a-card", "m"),
    ("sb-move-pile-5", "skip-bo", {"p": SB_OK, "m": "h5-b5"}, "skipbo.move-pile-number", "m"),
    ("sb-move-words", "skip-bo", {"p": SB_OK, "m": "jump"}, "skipbo.move-syntax", "m"),
    ("sb-move-no-target", "skip-bo", {"p": SB_OK, "m": "h5-"}, "skipbo.move-part-missing", "m"),
    ("sb-move-bad-seat", "skip-bo", {"p": SB_OK, "m": "@xs-b1"}, "skipbo.move-seat-number", "m"),
    ("rk-colour", "rummikub", {"p": "t:X5.X6.X7 / r:R1 / r:R2"}, "rummikub.tile-colour", "p"),
    ("rk-tile-14", "rummikub", {"p": "- / r:R14 / r:R2"}, "rummikub.tile-range", "p"),
    ("rk-three-jokers", "rummikub", {"p": "- / r:J.J.J / r:R2"}, "rummikub.jokers", "p"),
    ("rk-three-copies", "rummikub", {"p": "- / r:R7.R7.R7 / r:R2"}, "rummikub.tile-copies", "p"),
    ("rk-over-106", "rummikub", {"p": "p:+200 / r:R1 / r:R2"}, "rummikub.tile-total", "p"),
    ("rk-five-seats", "rummikub", {"p": "-" + " / r:R1" * 5}, "rummikub.seats", "p"),
    ("rk-meld-flag", "rummikub", {"p": "- / r:R1 m:2 / r:R2"}, "rummikub.meld-flag", "p"),
    ("rk-no-rack", "rummikub", {"p": "- / m:1 / r:R2"}, "rummikub.rack-missing", "p"),
    ("rk-two-winners", "rummikub", {"p": "- / r:- / r:-"}, "rummikub.seats-won", "p"),
    ("rk-move-unknown", "rummikub", {"p": RK_OK, "m": "jump"}, "rummikub.move-unknown", "m"),
    ("rk-move-three-jokers", "rummikub", {"p": RK_OK, "m": "t:J.J.J"}, "rummikub.move-jokers", "m"),
    ("rk-move-empty-set", "rummikub", {"p": RK_OK, "m": "t:R1.R2.R3,,R4"}, "rummikub.set-empty", "m"),
    ("binary-position", "skip-bo", {"p": "b:4\x00,-,-,- / s:5 / s:6"}, "binary", "p"),
    ("binary-move", "rummikub", {"p": RK_OK, "m": "t:R1\x07"}, "binary", "m"),
]
# Taps the board never offers (a crafted or stale link): refused, the position kept.
LANGS = ["en", "ru", "fi", "sv"]
BAD_TAPS = [
    ("sb-tap-building-12", "skip-bo", {"sel": "b1", "tap": "card:12"}, "skipbo.building-full"),
    ("sb-tap-players-9", "skip-bo", {"tap": "n:9"}, "tap"),
    ("sb-tap-team-of-three", "skip-bo", {"tap": "n:3"}, None),
    ("sb-tap-team-needs-four", "skip-bo", {"tap": "team"}, "skipbo.team-seats"),
    ("sb-tap-no-such-seat", "skip-bo", {"tap": "a:5"}, "skipbo.no-such-seat"),
    ("rk-tap-kind", "rummikub", {"tap": "kind:steal"}, "tap"),
    ("rk-tap-tile", "rummikub", {"tap": "add:R14"}, "tap"),
]


def test_at_least_thirty_kinds():
    assert len({kind for _n, _g, _q, kind, _f in BAD}) + len(BAD_TAPS) >= 30


# Each bad input in English and in one translated language, in turn (the first in Russian, the second in
# Finnish, the third in Swedish, …): the page, the code and the marked field are the same in every language,
# and every code's words in every language are kept by tests/engine/test_notation_errors.py and the catalog
# tests, so the four languages of one input would check nothing more than two.
BAD_IN_LANGS = [pytest.param(lang, *bad, id=f"{bad[0]}-{lang}")
                for n, bad in enumerate(BAD) for lang in ("en", LANGS[1 + n % (len(LANGS) - 1)])]


@pytest.mark.parametrize(("lang", "name", "game", "query", "kind", "field"), BAD_IN_LANGS)
def test_bad_notation_is_a_localized_400(client: Client, lang: str, name: str, game: str, query: dict[str, str],
                                        kind: str, field: str):
    response = client.get(f"/{lang}/{game}/check/?{urlencode(query)}")
    assert response.status_code == HTTPStatus.BAD_REQUEST
    page = response.content.decode()
    assert f'<html lang="{lang}"' in page
    shown = error(page)
    assert shown is not None and shown[0] == kind, shown
    marked = {"p": 'id="ck-p"', "m": 'id="ck-m"'}[field]
    tag = page[page.index(marked) - 200: page.index(marked) + 400]
    assert 'aria-invalid="true"' in tag
    if lang != "en":
        english = error(Client().get(f"/en/{game}/check/?{urlencode(query)}").content.decode())
        assert english is not None and shown[1] != english[1]
        assert "cannot be checked" not in shown[1]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("name", "game", "query", "kind"), BAD_TAPS, ids=[b[0] for b in BAD_TAPS])
def test_a_tap_the_board_does_not_offer_is_refused(client: Client, lang: str, name: str, game: str,
                                                   query: dict[str, str], kind: str | None):
    response = client.get(f"/{lang}/{game}/check/", query)
    if kind is None:  # three players is a fine tap: the table simply has three seats
        assert response.status_code == HTTPStatus.FOUND
        return
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert error(response.content.decode())[0] == kind


@pytest.mark.parametrize("lang", LANGS)
def test_over_long_parameters_are_refused_quickly(client: Client, lang: str):
    response = client.get(f"/{lang}/skip-bo/check/?{urlencode({'p': 'b:' + '1,' * 5000})}")
    assert response.status_code == HTTPStatus.REQUEST_URI_TOO_LONG
    assert error(response.content.decode())[0] == "too-long"
    response = client.get(f"/{lang}/rummikub/score/?{urlencode({'g': ['-_5'] * 3000})}")
    assert response.status_code == HTTPStatus.REQUEST_URI_TOO_LONG


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("query", [
    {"n": "2", "g": "5.5"},             # nobody won
    {"n": "2", "g": "0.0.0"},           # three stockpiles for two players
    {"n": "2", "g": "0.x"},             # not a number
    {"n": "3", "v": "team"},            # partner play with three
    {"n": "8"},                         # too many players
    {"n": "2", "add": "1", "win": "7"},  # no such winner
])
def test_bad_skipbo_score_sheet(client: Client, lang: str, query: dict[str, str]):
    response = client.get(f"/{lang}/skip-bo/score/", query)
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert 'role="alert"' in response.content.decode()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("query", [
    {"n": "3", "g": "-_R5.R5.R5_1"},    # three red 5s
    {"n": "2", "g": "-_-"},             # two winners
    {"n": "2", "add": "1", "r0": "Z9"},  # not a tile
])
def test_bad_rummikub_score_sheet(client: Client, lang: str, query: dict[str, str]):
    response = client.get(f"/{lang}/rummikub/score/", query)
    assert response.status_code == HTTPStatus.BAD_REQUEST
