"""Numbers in requests are ASCII digits only (``config.parsing``): at every entry point that reads one —
the checker's position and move, its board taps, the preview picture, the score sheet's fields and lines,
the puzzle board's moves and step token — "١٢" (Arabic-Indic), "１２" (fullwidth) and "12a" are a 400 in
the reader's language, never a 500 and never read as 12."""

from __future__ import annotations

import html
import re
from http import HTTPStatus
from urllib.parse import urlencode

import pytest
from django.test import Client

from config.parsing import grammar, read_count
from games.registry import GAMES

pytestmark = pytest.mark.django_db

NOT_TWELVE = ["١٢", "１２", "12a"]
SB = "b:4,-,-,- w:+30 / s:6.8+22 h:1.5.7.9.12 / s:8+19 h:#5"
RK = "t:K5.B5.R5 p:+48 / r:O1.R2.B9.O12.O13 m:1 / r:#10 m:1"
FORM = "application/x-www-form-urlencoded"
MESSAGE = re.compile(r'role="alert"[^>]*>(.*?)</div>|class="fb fb--bad">(.*?)</p>', re.S)


def said(body: bytes) -> str:
    """The page's error message as read aloud (the alert box, or the puzzle board's refusal)."""
    found = MESSAGE.search(body.decode())
    assert found, "the page names no error"
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", found[1] or found[2])).split())


def refused_in_finnish(fi: Client, en: Client, path: str, post: dict[str, str] | None = None) -> None:
    """The request is a 400 in Finnish and in English, with a message, and the two messages differ."""
    answers = []
    for lang, client in (("fi", fi), ("en", en)):
        url = f"/{lang}{path}"
        if post is None:
            response = client.get(url)
        else:
            page = client.get(url).content.decode()
            step = re.search(r'name="step" value="(\d+)"', page)
            assert step, url
            response = client.post(url, urlencode({"step": step[1], **post}), FORM, headers={"HX-Request": "true"})
        assert response.status_code == HTTPStatus.BAD_REQUEST, (url, post, response.status_code)
        answers.append(said(response.content) if not path.endswith(".png") else "")
    if not path.endswith(".png"):
        assert answers[0] and answers[0] != answers[1], answers


@pytest.mark.parametrize("bad", NOT_TWELVE)
def test_the_checker_position_and_move_take_ascii_digits_only(bad: str) -> None:
    fi, en = Client(), Client()
    refused_in_finnish(fi, en, "/skip-bo/check/?" + urlencode({"p": SB.replace("12", bad), "m": "h5-b1"}))
    refused_in_finnish(fi, en, "/skip-bo/check/?" + urlencode({"p": SB, "m": f"h5-b{bad}"}))
    refused_in_finnish(fi, en, "/rummikub/check/?" + urlencode({"p": RK.replace("12", bad), "m": "draw"}))


@pytest.mark.parametrize("bad", NOT_TWELVE)
def test_the_preview_picture_takes_ascii_digits_only(bad: str) -> None:
    refused_in_finnish(Client(), Client(),
                       "/skip-bo/check/preview.png?" + urlencode({"p": SB.replace("12", bad), "m": "h5-b1"}))


@pytest.mark.parametrize("bad", NOT_TWELVE)
def test_a_board_tap_with_a_number_takes_ascii_digits_only(bad: str) -> None:
    """``size:+12`` would add twelve cards to the draw pile; ``size:+١٢`` did the same until the tap
    grammar was compiled ASCII-only."""
    fi, en = Client(), Client()
    refused_in_finnish(fi, en, "/skip-bo/check/?" + urlencode({"tap": f"size:+{bad}"}))
    refused_in_finnish(fi, en, "/rummikub/check/?" + urlencode({"tap": f"add:R{bad}"}))
    refused_in_finnish(fi, en, "/rummikub/check/?" + urlencode({"tap": f"to:s{bad}"}))


@pytest.mark.parametrize("bad", NOT_TWELVE)
def test_the_score_sheet_takes_ascii_digits_only(bad: str) -> None:
    fi, en = Client(), Client()
    refused_in_finnish(fi, en, "/skip-bo/score/?" + urlencode({"n": bad}))
    refused_in_finnish(fi, en, "/skip-bo/score/?" + urlencode({"n": "3", "g": f"0.{bad}.7"}))
    refused_in_finnish(fi, en, "/skip-bo/score/?" + urlencode({"n": "3", "add": "1", "win": "0", "l1": bad}))
    refused_in_finnish(fi, en, "/skip-bo/score/?" + urlencode({"n": "2", "add": "1", "win": bad}))
    refused_in_finnish(fi, en, "/rummikub/score/?" + urlencode({"n": "2", "g": f"-_5.{bad}"}))


@pytest.mark.parametrize("bad", NOT_TWELVE)
def test_the_puzzle_board_takes_ascii_digits_only(bad: str) -> None:
    fi, en = Client(), Client()
    refused_in_finnish(fi, en, "/skip-bo/puzzles/next-number/", {"from": f"h{bad[-1]}", "to": "b1"})
    refused_in_finnish(fi, en, "/skip-bo/puzzles/next-number/", {"move": f"h5-b{bad}"})
    refused_in_finnish(fi, en, "/rummikub/puzzles/split-a-run/", {"move": f"split:1@{bad}"})


def test_every_board_grammar_is_ascii_only() -> None:
    """Each game's checker taps and board state are matched by patterns from ``config.parsing.grammar``
    (a default pattern's ``\\d`` matches "١" and "１")."""
    from checker.parts import CHECKER

    for game in GAMES.values():
        kit = game.part(CHECKER)
        for pattern in (kit.taps, *kit.ui.values()):
            assert pattern.flags & re.ASCII, (game.slug, pattern.pattern)


def test_the_helpers_read_twelve_only_from_ascii_digits() -> None:
    assert read_count("12", digits=2) == 12
    assert [read_count(bad, digits=3) for bad in NOT_TWELVE] == [None, None, None]
    assert grammar(r"\d+").fullmatch("12") and not any(grammar(r"\d+").fullmatch(bad) for bad in NOT_TWELVE)
