"""The puzzle pages over HTTP: moves, feedback, undo/reset/hints, progress in the database, and every
bad request answered with the right 4xx, a message and the current board — never a 500."""

from __future__ import annotations

import re
from http import HTTPStatus

import pytest
from django.test import Client
from django.utils import translation

from tests.conftest import LANGS
from tests.tutorial.skipbo.helpers import store_line
from tutorial import progress
from tutorial.models import Attempt, Progress
from tutorial.puzzles import puzzles

pytestmark = pytest.mark.django_db

URL = "/en/skip-bo/puzzles/next-number/"
HX = {"HTTP_HX_REQUEST": "true"}


def token(response) -> str:
    return re.search(r'name="step" value="(\d+)"', response.content.decode()).group(1)


def feedback(response) -> list[str]:
    html = response.content.decode()
    return [re.sub(r"<[^>]+>", "", p).strip() for p in re.findall(r'<p class="fb[^"]*"[^>]*>(.*?)</p>', html, re.S)]


def play(client: Client, url: str, move: str, step: str, **extra):
    if "-" in move and move not in ("draw", "pass"):
        source, target = move.split("-")
        data = {"from": source, "to": target, "step": step}
    else:
        data = {"move": move, "step": step}
    return client.post(url, data, **extra)


def solve(client: Client, slug: str, lang: str = "en"):
    url = f"/{lang}/skip-bo/puzzles/{slug}/"
    step = token(client.get(url))
    response = None
    for move in next(p for p in puzzles("skip-bo") if p.slug == slug).solution:
        response = play(client, url, move, step, **HX)
        assert response.status_code == HTTPStatus.OK, (move, feedback(response))
        step = token(response)
    return response


def test_list_and_every_puzzle_page_render() -> None:
    client = Client()
    html = client.get("/en/skip-bo/puzzles/").content.decode()
    for puzzle in puzzles("skip-bo"):
        assert f'href="/en/skip-bo/puzzles/{puzzle.slug}/"' in html
        assert client.get(f"/en/skip-bo/puzzles/{puzzle.slug}/").status_code == HTTPStatus.OK


def test_an_illegal_move_leaves_the_board_and_names_the_rule_with_its_numbers() -> None:
    client = Client()
    step = token(client.get(URL))
    response = play(client, URL, "s-b1", step, **HX)
    assert response.status_code == HTTPStatus.OK
    [message] = feedback(response)
    assert "shows 4" in message and "must be 5" in message and "your 6" in message
    assert 'href="/en/skip-bo/#skipbo.build.next-number"' in response.content.decode()
    assert Attempt.objects.get().actions == []


def test_a_legal_move_is_applied_and_says_what_happened() -> None:
    client = Client()
    step = token(client.get(URL))
    step = token(play(client, URL, "h5-b1", step, **HX))
    response = play(client, URL, "s-b1", step, **HX)
    messages = feedback(response)
    assert "Your 6 goes on building pile 1" in messages[0]
    assert any("Your next stockpile card is 8" in m for m in messages)
    assert Attempt.objects.get().actions == ["h5-b1", "s-b1"]


def test_the_mid_turn_refill_is_announced_with_the_new_cards() -> None:
    client = Client()
    url = "/en/skip-bo/puzzles/empty-hand/"
    step = token(client.get(url))
    for move in ("h2-b1", "h3-b1", "h4-b1"):
        step = token(play(client, url, move, step, **HX))
    messages = feedback(play(client, url, "h5-b1", step, **HX))
    assert any("drew 5 new cards" in m and "1, 6, 9, 10, 12" in m for m in messages), messages


def test_htmx_gets_only_the_board_partial_with_the_feedback_out_of_band() -> None:
    client = Client()
    response = play(client, URL, "s-b1", token(client.get(URL)), **HX)
    html = response.content.decode()
    assert "<html" not in html and "<h1" not in html
    assert 'id="feedback" hx-swap-oob="innerHTML"' in html
    assert 'id="act-form"' in html


def test_choosing_a_card_highlights_exactly_the_engines_legal_targets() -> None:
    client = Client()
    html = client.get(URL + "?from=h5", **HX).content.decode()
    legal = re.findall(r'<button[^>]*value="([^"]+)" class="bd-btn is-legal"', html)
    assert sorted(legal) == ["b1", "d1", "d2", "d3", "d4"]
    assert 'aria-pressed="true"' in html and "your card can go here" in html


def test_without_javascript_a_move_redirects_back_so_reload_never_resubmits() -> None:
    client = Client()
    response = play(client, URL, "h5-b1", token(client.get(URL)))
    assert response.status_code == HTTPStatus.SEE_OTHER
    assert response["Location"] == URL + "#puzzle"
    page = client.get(URL)
    assert "Your 5 goes on building pile 1" in " ".join(feedback(page))
    again = play(client, URL, "h5-b1", "0")
    assert again.status_code == HTTPStatus.CONFLICT
    assert Attempt.objects.get().actions == ["h5-b1"]


def test_a_double_click_applies_the_move_once() -> None:
    client = Client()
    step = token(client.get(URL))
    first = play(client, URL, "h5-b1", step, **HX)
    second = play(client, URL, "h5-b1", step, **HX)
    assert first.status_code == HTTPStatus.OK and second.status_code == HTTPStatus.CONFLICT
    assert "Nothing was done" in " ".join(feedback(second))
    assert 'name="step" value="1"' in second.content.decode()
    assert Attempt.objects.get().actions == ["h5-b1"]


def test_two_tabs_share_one_attempt_and_the_older_tab_is_told() -> None:
    tab = Client()
    step = token(tab.get(URL))
    other = Client()
    other.cookies = tab.cookies
    play(other, URL, "h5-b1", token(other.get(URL)), **HX)
    response = play(tab, URL, "s-b1", step, **HX)
    assert response.status_code == HTTPStatus.CONFLICT
    assert "<h1" not in response.content.decode()


@pytest.mark.parametrize("data,field", [
    ({"from": "zz", "to": "b1"}, "source"),
    ({"from": "h5", "to": "b5"}, "target"),
    ({"from": "h13", "to": "b1"}, "card"),
    ({"from": "s", "to": "s"}, "target kind"),
    ({"move": "h5-b1-b2"}, "typed"),
    ({"move": "x" * 100}, "long"),
    ({"move": "h5->b1"}, "typed grammar"),
    ({}, "empty"),
    ({"from": "h5", "to": "b1", "action": "explode"}, "action"),
])
def test_tampered_or_malformed_moves_are_400_with_a_message_and_the_board(data: dict, field: str) -> None:
    client = Client()
    step = token(client.get(URL))
    for extra in ({}, HX):
        response = client.post(URL, {**data, "step": step}, **extra)
        assert response.status_code == HTTPStatus.BAD_REQUEST, field
        assert "could not be read" in " ".join(feedback(response))
        assert 'id="pile-b1"' in response.content.decode()
    assert not Attempt.objects.exists()  # a refused move leaves no row


@pytest.mark.parametrize("step", ["", "abc", "-1", "9" * 20])
def test_a_malformed_step_token_is_400(step: str) -> None:
    client = Client()
    client.get(URL)
    assert client.post(URL, {"from": "h5", "to": "b1", "step": step}).status_code == HTTPStatus.BAD_REQUEST


def test_a_stale_token_is_409_with_a_message_and_the_current_board() -> None:
    client = Client()
    step = token(client.get(URL))
    play(client, URL, "h5-b1", step, **HX)
    response = play(client, URL, "s-b1", step)
    assert response.status_code == HTTPStatus.CONFLICT
    html = response.content.decode()
    assert "<h1" in html and "Nothing was done" in html
    assert 'name="step" value="1"' in html


def test_a_bad_card_choice_in_the_address_is_400() -> None:
    response = Client().get(URL + "?from=q9")
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert "could not be read" in " ".join(feedback(response))


@pytest.mark.parametrize("lang", LANGS)
def test_an_unknown_puzzle_is_a_localized_404(lang: str) -> None:
    response = Client().get(f"/{lang}/skip-bo/puzzles/no-such-puzzle/")
    assert response.status_code == HTTPStatus.NOT_FOUND
    html = response.content.decode()
    assert f'<html lang="{lang}"' in html
    with translation.override(lang):
        assert translation.gettext("Page not found") in html


def test_a_game_without_puzzles_is_404() -> None:
    assert Client().get("/en/rummikub/puzzles/").status_code in (HTTPStatus.OK, HTTPStatus.NOT_FOUND)
    assert Client().get("/en/chess/puzzles/").status_code == HTTPStatus.NOT_FOUND


def test_a_missing_csrf_token_is_the_sites_localized_403() -> None:
    client = Client(enforce_csrf_checks=True)
    step = token(client.get("/fi" + URL[3:]))
    response = client.post("/fi" + URL[3:], {"from": "h5", "to": "b1", "step": step})
    assert response.status_code == HTTPStatus.FORBIDDEN
    with translation.override("fi"):
        assert translation.gettext("The form has expired") in response.content.decode()
    assert not Attempt.objects.exists()  # refused before anything was stored


def test_with_the_csrf_token_the_same_post_works() -> None:
    client = Client(enforce_csrf_checks=True)
    html = client.get(URL).content.decode()
    csrf = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html).group(1)
    response = client.post(URL, {"from": "h5", "to": "b1", "step": token(client.get(URL)),
                                 "csrfmiddlewaretoken": csrf})
    assert response.status_code == HTTPStatus.SEE_OTHER


def test_other_methods_are_refused() -> None:
    assert Client().put(URL).status_code == HTTPStatus.METHOD_NOT_ALLOWED
    assert Client().post("/en/skip-bo/puzzles/").status_code == HTTPStatus.METHOD_NOT_ALLOWED


def test_undo_and_reset() -> None:
    client = Client()
    step = token(client.get(URL))
    step = token(play(client, URL, "h5-b1", step, **HX))
    step = token(play(client, URL, "s-b1", step, **HX))
    response = client.post(URL, {"action": "undo", "step": step}, **HX)
    assert "taken back" in " ".join(feedback(response))
    assert Attempt.objects.get().actions == ["h5-b1"]
    response = client.post(URL, {"action": "reset", "step": token(response)}, **HX)
    assert "back at its start" in " ".join(feedback(response))
    assert Attempt.objects.get().actions == []
    response = client.post(URL, {"action": "undo", "step": token(response)}, **HX)
    assert "no move to take back" in " ".join(feedback(response))


def test_hints_get_more_concrete_and_end_with_a_move() -> None:
    client = Client()
    step = token(client.get(URL))
    puzzle = next(p for p in puzzles("skip-bo") if p.slug == "next-number")
    for _ in range(len(puzzle.hints) + 2):
        response = client.post(URL, {"action": "hint", "step": step}, **HX)
        step = token(response)
    html = response.content.decode()
    assert "Try this move: 5 from your hand → building pile 1" in html
    assert "no more hints" in " ".join(feedback(response))
    assert Attempt.objects.get().hints == len(puzzle.hints) + 1


def test_a_solved_puzzle_lists_the_hints_it_gave_but_no_move_for_a_board_that_is_done() -> None:
    """The last hint is worked out from the board as it is; once solved, no "no single move helps" line."""
    client = Client()
    step = token(client.get(URL))
    puzzle = next(p for p in puzzles("skip-bo") if p.slug == "next-number")
    for _ in range(len(puzzle.hints) + 1):
        step = token(client.post(URL, {"action": "hint", "step": step}, **HX))
    for move in puzzle.solution:
        response = play(client, URL, move, step, **HX)
        step = token(response)
    html = client.get(URL).content.decode()
    assert "Solved" in html and str(puzzle.hints[0]) in html
    assert "No single move helps" not in html and "Try this move" not in html


def test_an_unreachable_goal_is_said_at_once_with_an_undo() -> None:
    client = Client()
    step = token(client.get(URL))
    response = play(client, URL, "h12-d1", step, **HX)
    html = response.content.decode()
    assert "can no longer be reached" in html and 'id="tool-undo"' in html


def test_solving_shows_why_and_the_next_puzzle() -> None:
    response = solve(Client(), "next-number")
    html = response.content.decode()
    assert "Solved!" in html and "Hand cards filled the gaps" in html
    assert 'href="/en/skip-bo/puzzles/stockpile-chain/"' in html


def test_the_solved_panel_counts_moves_and_says_no_hints_rather_than_zero() -> None:
    html = solve(Client(), "next-number").content.decode()
    assert "You needed 4 moves and no hints." in html and "0 hints" not in html
    client = Client()
    client.get(URL)
    client.post(URL, {"action": "hint", "step": "0"})
    assert "You needed 4 moves and 1 hint." in solve(client, "next-number").content.decode()


def test_progress_is_kept_in_the_database_for_the_visitor_cookie() -> None:
    client = Client()
    client.get(URL)
    client.post(URL, {"action": "hint", "step": "0"})
    solve(client, "next-number")
    row = Progress.objects.get(slug="next-number")
    assert (row.solved, row.best_moves, row.hints_used) == (True, 4, 1)
    later = Client()  # a new browser session (a server restart keeps the rows: they are in the DB)
    later.cookies[progress.COOKIE] = client.cookies[progress.COOKIE].value
    html = later.get("/en/skip-bo/puzzles/").content.decode()
    assert "Solved — best: 4 moves, 1 hint used" in html
    assert "You have solved 1 of" in html
    stranger = Client().get("/en/skip-bo/puzzles/").content.decode()
    assert "Solved —" not in stranger


def test_a_forged_visitor_cookie_gets_a_fresh_visitor() -> None:
    client = Client()
    client.cookies[progress.COOKIE] = "someone-else"
    response = client.get(URL)
    assert response.cookies[progress.COOKIE].value != "someone-else"


def test_a_stored_line_that_no_longer_replays_starts_over() -> None:
    client = Client()
    client.get(URL)
    store_line(client, "skip-bo", URL.rstrip("/").rsplit("/", 1)[1], ["h9-b1"])
    response = client.get(URL)
    assert response.status_code == HTTPStatus.OK
    assert Attempt.objects.get().actions == []


def test_after_a_win_further_moves_are_explained_as_game_over() -> None:
    client = Client()
    response = solve(client, "win")
    url = "/en/skip-bo/puzzles/win/"
    response = play(client, url, "h3-d1", token(response), **HX)
    assert "already over" in " ".join(feedback(response))


def test_scripted_opponent_moves_are_played_and_told() -> None:
    client = Client()
    url = "/en/skip-bo/puzzles/useful-discards/"
    step = token(client.get(url))
    for move in ("h6-b1", "h7-b1"):
        step = token(play(client, url, move, step, **HX))
    messages = " ".join(feedback(play(client, url, "h9-d1", step, **HX)))
    assert "Player 2 plays 8 from the stockpile onto building pile 1" in messages
    assert "your turn again" in messages


SOURCES = ["h5", "hSB", "h13", "s", "d1", "d9", "b1", "@0s", "@1s", "@2s", "@5s", "@9d1", "@1h5", "@3hSB", "zz", "",
           "draw", "@", "h", "s-b1"]
TARGETS = ["b1", "b4", "b5", "d1", "@1d1", "@7d4", "s", "h5", "", "b1-b2"]
TYPED = ["draw", "pass", "s-b1", "@5s-b1", "@1h5-b1", "h9-b1", "d1-d2", "b1-b2", "b1-d1", "@1d1-d1", "@2d1-d1",
         "h5-@1d1", "h5-@4d1", "x", "h5 b1", "s-b1;drop", "Ä-b1", "h5-b1\x00"]


@pytest.mark.parametrize("slug", ["next-number", "team-play", "useful-discards", "win"])
def test_no_request_is_ever_a_500(slug: str) -> None:
    client = Client()
    url = f"/en/skip-bo/puzzles/{slug}/"
    step = token(client.get(url))
    for source in SOURCES:
        assert client.get(url, {"from": source}).status_code in (HTTPStatus.OK, HTTPStatus.BAD_REQUEST), source
        assert client.get(url, {"from": source}, **HX).status_code in (HTTPStatus.OK, HTTPStatus.BAD_REQUEST), source
        for target in TARGETS:
            response = client.post(url, {"from": source, "to": target, "step": step}, **HX)
            assert response.status_code in (HTTPStatus.OK, HTTPStatus.BAD_REQUEST), (source, target)
            step = token(response)  # every answer, a refusal too, carries the board with its current token
    for typed in TYPED:
        step = token(client.get(url))
        response = client.post(url, {"move": typed, "step": step})
        assert response.status_code in (HTTPStatus.SEE_OTHER, HTTPStatus.BAD_REQUEST), typed
    for action in ("undo", "reset", "hint", "undo", "hint", "hint", "hint", "hint"):
        step = token(client.get(url))
        assert client.post(url, {"action": action, "step": step}).status_code == HTTPStatus.SEE_OTHER
