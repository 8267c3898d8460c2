"""The record of a game against the computer: the replay viewer steps through the whole game and each
step, like each shared position, shows only what the human's seat could see then; a shared link never
holds the game's id, and an altered one is 404."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from html import unescape
from urllib.parse import urlencode

import pytest
from django.core import signing
from django.test import Client
from django.utils import translation
from django.utils.translation import gettext, pgettext

from engine import skipbo
from engine.skipbo.bots import SolverBot
from games.moves import shared_move_words
from games.registry import SKIP_BO
from play.kits.skipbo import KIT
from play.models import Match
from play.parts import Options
from play.state import HUMAN
from tests.play.test_skipbo_game import assert_shows_only_seat_0, full_position, start, stored

pytestmark = pytest.mark.django_db


def replay_url(url: str, step: int | None = None) -> str:
    return f"{url}replay/" + ("" if step is None else f"?step={step}")


def share_link(html: str) -> str:
    return re.search(r'id="share-url" class="share__url" type="url" value="http://testserver([^"]+)"', html).group(1)


def states(match: Match) -> list[skipbo.Position]:
    """Every whole position of the game (the server's, with every hidden card), step 0 the deal."""
    state = KIT.deal(Options.from_json(match.options), match.seed)
    out = [state]
    for move in match.moves:
        state = KIT.apply(state, move)
        out.append(state)
    return out


STOCK = 4


def five_card_stockpiles(monkeypatch: pytest.MonkeyPatch) -> None:
    """Deal 4 stockpile cards a seat (the rest go under the draw pile): a whole game in about 100 moves,
    dealt the same for the game and for its replay."""
    deal = KIT.deal

    def small(options: Options, seed: int) -> skipbo.Position:
        pos = deal(options, seed)
        rest = tuple(card for seat in pos.seats for card in seat.stock[STOCK:])
        return replace(pos, seats=tuple(replace(seat, stock=seat.stock[:STOCK]) for seat in pos.seats),
                       draw=pos.draw + rest)

    monkeypatch.setattr(KIT, "deal", small)


def play_quickly(client: Client, url: str, turns: int = 1000) -> None:
    """Play seat 0's turns through HTTP with the solver's moves, reading the step token from the row (the
    game page's own fair-play checks are test_skipbo_game's); stop after ``turns`` of them."""
    bot = SolverBot(budget_ms=10)
    for _ in range(1000):
        match = stored(url)
        if match.finished or match.turn.get("number", 0) >= turns:
            return
        move = bot.choose(skipbo.view(KIT.thaw(match.snapshot), HUMAN))
        answer = client.post(url, {"step": str(match.step), "move": move, "anyway": "1"})
        assert answer.status_code == 303, answer.content[:300]
    raise AssertionError("the game did not end")


def test_the_record_alone_is_the_game_the_replay_ends_where_the_game_is() -> None:
    client = Client()
    url = start(client)
    match = stored(url)
    assert KIT.freeze(states(match)[-1]) == match.snapshot
    html = client.get(replay_url(url)).content.decode()
    last = len(match.moves)
    assert f"Move {last} of {last}" in html
    assert skipbo.dump(skipbo.view(full_position(url), 0)) in html


def test_a_whole_game_every_step_and_every_shared_position_shows_only_the_humans_seat(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("play.state.secrets.randbits", lambda bits: 11)
    five_card_stockpiles(monkeypatch)
    client = Client()
    url = start(client, level="learning")
    play_quickly(client, url)
    match = stored(url)
    assert KIT.freeze(states(match)[-1]) == match.snapshot  # moves, not positions, are stored
    assert f'href="{url}replay/?step=0#replay" id="result-replay"' in client.get(url).content.decode()
    whole = states(match)
    for number, pos in enumerate(whole):
        page = client.get(replay_url(url, number))
        assert page.status_code == 200
        assert_shows_only_seat_0(page, pos)
        html = page.content.decode()
        link = share_link(html)
        assert match.key not in link
        shared = client.get(link)
        assert shared.status_code == 200
        assert_shows_only_seat_0(shared, pos)
        assert match.key not in shared.content.decode() + str(shared.headers)
        token = link.rstrip("/").rsplit("/", 1)[1]
        held = signing.Signer(salt="play.share", sep="~").unsign_object(token)  # readable: what it holds
        assert_shows_only_seat_0(type(page)("<p>".join(str(value) for value in held.values())), pos)
        og = re.search(r'<meta property="og:image" content="http://testserver([^"]+)"', shared.content.decode())
        if number % 25 == 0 or number == len(whole) - 1:  # the picture is drawn from the token alone
            png = client.get(og.group(1))
            assert png.status_code == 200 and png["Content-Type"] == "image/png"
            assert png.content.startswith(b"\x89PNG")
            assert_shows_only_seat_0(type(page)(png_text(png.content)), pos)



def png_text(data: bytes) -> str:
    """Every chunk of a PNG but its pixels (IDAT, compressed: any byte sequence turns up there by chance, so
    a search in it fails on a harmless picture): the header and the text chunks, where words could be
    written. Each chunk is 4 bytes of length, 4 of type, the data and 4 of CRC."""
    chunks, at = [], 8
    while at < len(data):
        length = int.from_bytes(data[at:at + 4])
        kind = data[at + 4:at + 8]
        if kind != b"IDAT":
            chunks.append(kind + data[at + 8:at + 8 + length])
        at += 12 + length
    return b"<p>".join(chunks).decode("latin-1")


def token_of(link: str) -> str:
    return link.rstrip("/").rsplit("/", 1)[1]


@pytest.mark.parametrize("change", ["payload", "signature", "cut", "long"])
def test_an_altered_shared_link_is_404(change: str) -> None:
    client = Client()
    url = start(client)
    link = share_link(client.get(replay_url(url, 1)).content.decode())
    token = token_of(link)
    payload, _, signature = token.rpartition("~")
    flip = {"A": "B"}.get(payload[5], "A")
    altered = {"payload": f"{payload[:5]}{flip}{payload[6:]}~{signature}",
               "signature": f"{payload}~{signature[::-1]}", "cut": token[:-3], "long": token + "A" * 4000}[change]
    assert client.get(link).status_code == 200
    assert client.get(link.replace(token, altered)).status_code == 404
    assert client.get(link.replace(token, altered) + "preview.png").status_code == 404


@pytest.mark.parametrize("step", ["x", "-1", "99999", "١", "1.5", ""])
def test_a_step_that_does_not_exist_is_404(step: str) -> None:
    client = Client()
    url = start(client)
    assert client.get(f"{url}replay/?step={step}").status_code == 404
    assert client.get(url.replace(url.rstrip("/").rsplit("/", 1)[1], "A" * 32) + "replay/").status_code == 404


def test_a_move_request_never_replays_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    client = Client()
    url = start(client)

    def refuse(*args: object) -> None:
        raise AssertionError("the game was replayed from its deal")

    monkeypatch.setattr("play.replay._rebuild", refuse)
    match = stored(url)
    move = skipbo.legal_moves(skipbo.view(KIT.thaw(match.snapshot), HUMAN))[0]
    assert client.post(url, {"step": str(match.step), "move": move, "anyway": "1"}).status_code == 303
    assert client.get(url).status_code == 200


def test_watching_the_computers_turn_starts_just_before_its_first_move() -> None:
    client = Client()
    url = start(client, players="3")
    play_quickly(client, url, turns=1)
    match = stored(url)
    html = client.get(url).content.decode()
    watch = re.search(r'href="([^"]+)" id="turn-watch"', html).group(1).replace("&amp;", "&")
    number = int(re.search(r"step=(\d+)", watch).group(1))
    assert match.moves[number:number + len(match.computer)] == [told["move"] for told in match.computer]
    assert client.get(watch).status_code == 200
    first = client.get(replay_url(url, number + 1)).content.decode()
    assert f"<code translate=\"no\">{match.computer[0]['move']}</code>" in first


def test_each_step_links_its_neighbours_the_checker_and_says_the_move() -> None:
    client = Client()
    url = start(client)
    play_quickly(client, url, turns=1)
    match = stored(url)
    html = client.get(replay_url(url, 1)).content.decode()
    assert f'href="{url}replay/?step=0#replay" data-replay-first' in html
    assert f'href="{url}replay/?step=0#replay" data-replay-back rel="prev"' in html
    assert f'href="{url}replay/?step=2#replay" data-replay-next rel="next"' in html
    assert f'href="{url}replay/?step={len(match.moves)}#replay" data-replay-last' in html
    assert "Move 1 of" in html
    notation = KIT.notation(skipbo.view(states(match)[1], HUMAN))
    assert f'href="/en/skip-bo/check/?{urlencode({"p": notation}, safe=":,/.")}" id="replay-checker"' in html
    assert "disabled" in re.search(r'<fieldset class="replay-board"[^>]*>', html).group(0)
    deal = client.get(replay_url(url, 0)).content.decode()
    assert "The start of the game" in deal and "data-replay-back" not in deal and "before the first move" in deal


def test_a_shared_position_previews_in_a_chat_with_the_move_in_words(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("play.state.secrets.randbits", lambda bits: 11)
    client = Client()
    url = start(client, players="3")
    play_quickly(client, url, turns=1)
    match = stored(url)
    whole = states(match)
    number = next(n for n, move in enumerate(match.moves, start=1) if move != "draw" and whole[n - 1].active != HUMAN)
    before = whole[number - 1]
    link = share_link(client.get(replay_url(url, number)).content.decode())
    html = client.get(link).content.decode()
    said = unescape(re.search(r'<meta property="og:description" content="([^"]+)"', html).group(1))
    assert said == KIT.words(KIT.told(before, match.moves[number - 1]))  # as the game page told it
    assert said.startswith(f"Player {before.active + 1} ")
    assert f"move {number} of a game against the computer" in re.search(
        r'<meta property="og:title" content="([^"]+)"', html).group(1)
    mine = next(n for n, move in enumerate(match.moves, start=1) if move != "draw" and whole[n - 1].active == HUMAN)
    link = share_link(client.get(replay_url(url, mine)).content.decode())
    html = client.get(link).content.decode()
    said = unescape(re.search(r'<meta property="og:description" content="([^"]+)"', html).group(1))
    # The one who opens the link did not play it: the sharer's move is told as theirs, never "You" or "your".
    assert said == shared_move_words(SKIP_BO, skipbo.view(whole[mine - 1], HUMAN), match.moves[mine - 1])
    assert said.startswith("The player who shared this ") and "your" not in said.lower()
    assert '<h2 id="bd-you-h" class="bd-seat-name">The player who shared this</h2>' in html
    assert "<strong>You:</strong>" not in html
    image = re.search(r'<meta property="og:image" content="http://testserver([^"]+)"', html).group(1)
    assert image.endswith("/preview.png") and "/play/shared/" in image
    # Meant to be shared: indexable, its own canonical address (tests/play/test_head.py).
    assert f'<link rel="canonical" href="http://testserver{link}">' in html
    ru = client.get(link.replace("/en/", "/ru/")).content.decode()
    assert "Игрок" in ru and "партии" in ru


def test_a_stored_game_stays_small() -> None:
    client = Client()
    url = start(client)
    play_quickly(client, url)
    match = stored(url)
    row = {f.attname: getattr(match, f.attname) for f in Match._meta.fields if f.name not in ("created", "updated")}
    assert len(json.dumps(row)) <= 50_000 * len(match.moves) / 200 + 5_000  # ≤ 50 KB for a game of 200 moves


def board_of(html: str) -> str:
    """The board's text and accessible names, as a screen reader would meet them (tags kept)."""
    return unescape(re.search(r'<fieldset class="replay-board".*?</fieldset>', html, re.S).group(0))


SECOND_PERSON = ("Your stockpile", "Your discard pile %(pile)s", "Your hand is empty.", "Your card can go here.")
THIRD_PERSON = ("The stockpile of the player who shared this", "Discard pile %(pile)s of the player who shared this",
                "Their hand is empty.", "Their card can go here.")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_shared_board_speaks_of_the_sharers_seat_never_to_the_reader_as_you(language: str) -> None:
    """The one who opens a shared link did not play: the sharer's stockpile, discard piles, hand and partner
    are theirs, never "your"; the replay, which the player opens, still says "your"."""
    client = Client()
    url = start(client, players="4", team="on")
    replay = client.get(replay_url(url, 0).replace("/en/", f"/{language}/")).content.decode()
    shared = board_of(client.get(share_link(replay).replace("/en/", f"/{language}/")).content.decode())
    # The deal: every hand is still empty, and seat 3 sits opposite the sharer as their partner.
    with translation.override(language):
        said = [gettext(text) % {"pile": 1} for text in SECOND_PERSON] + [
            pgettext("seat name", "Player %(number)s (your partner)") % {"number": 3}]
        third = [gettext(text) % {"pile": 1} for text in THIRD_PERSON] + [
            pgettext("seat name", "Player %(number)s (partner of the player who shared this)") % {"number": 3}]
    for text in said:
        assert text not in shared, text
        assert text in board_of(replay), text
    for text in third:
        assert text in shared, text
    if language == "en":
        assert "your" not in shared.lower()
