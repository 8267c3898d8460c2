"""The Rummikub puzzle pages over HTTP: tile moves on the server's working table, live per-set reasons,
End turn judged whole, undo/reset/hints, progress, and every bad request answered with a 4xx and a
message — never a 500."""

from __future__ import annotations

import re
from http import HTTPStatus

import pytest
from django.test import Client
from django.utils import translation

from engine import rummikub
from games.diagrams.rummikub import set_tiles
from tests.conftest import LANGS
from tutorial.feedback import rule_message
from tutorial.models import Attempt, Progress
from tutorial.puzzles import get, puzzles

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}
SPLIT = "/en/rummikub/puzzles/split-a-run/"
GROUPS = "/en/rummikub/puzzles/groups-and-runs/"


def token(response) -> str:
    return re.search(r'name="step" value="(\d+)"', response.content.decode()).group(1)


def text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", html)).strip()


def feedback(response) -> list[str]:
    html = response.content.decode()
    return [text(p) for p in re.findall(r'<p class="fb[^"]*"[^>]*>(.*?)</p>', html, re.S)]


def set_reasons(response, number: int) -> list[str]:
    html = response.content.decode()
    block = re.search(rf'<li class="rk-set [^"]*" id="rk-set-{number}"[^>]*>(.*?)</li>\s*(?:<li class="rk-set|</ol>)',
                      html, re.S).group(1)
    return [text(li) for li in re.findall(r"<li>(.*?)</li>", block, re.S)]


def post(client: Client, url: str, step: str, **data):
    return client.post(url, {**data, "step": step}, **HX)


def test_list_and_every_puzzle_page_render_and_are_in_the_sitemap() -> None:
    client = Client()
    html = client.get("/en/rummikub/puzzles/").content.decode()
    sitemap = client.get("/sitemap.xml").content.decode()
    for puzzle in puzzles("rummikub"):
        assert f'href="/en/rummikub/puzzles/{puzzle.slug}/"' in html
        assert client.get(f"/en/rummikub/puzzles/{puzzle.slug}/").status_code == HTTPStatus.OK
        assert f"/ru/rummikub/puzzles/{puzzle.slug}/" in sitemap
    assert 'href="/en/rummikub/puzzles/"' in client.get("/en/").content.decode()


def test_tiles_are_buttons_named_with_colour_number_and_place() -> None:
    html = Client().get(GROUPS).content.decode()
    assert re.search(r'<button[^>]*id="rk-r\d+"[^>]*aria-pressed="false"[^>]*><span class="visually-hidden">red 7, on '
                     r'your rack</span>', html)
    assert "black 2, set 1, tile 2</span>" in html
    assert "rk-symbol--triangle" in html  # red carries its symbol, not colour alone


def test_splitting_and_moving_a_tile_then_ending_the_turn_solves_the_split_puzzle() -> None:
    client = Client()
    step = token(client.get(SPLIT))
    response = post(client, SPLIT, step, move="split:1@3")
    assert "Set 1 is split in two: (red 3, red 4, red 5) and (red 6, red 7, red 8)." in feedback(response)
    chosen = client.get(SPLIT + "?from=R5", **HX).content.decode()
    assert 'id="rk-into-2"' in chosen and 'value="2@fit"' in chosen and ">Into set 2<" in chosen
    response = post(client, SPLIT, token(response), **{"from": "R5", "to": "2@fit"})
    assert feedback(response)[:2] == ["Red 5 moved to set 2.", "✓ Set 2 is a valid run."]
    assert "red 5, set 2, tile 1" in response.content.decode()  # the engine's valid place: before red 6
    assert Attempt.objects.get().actions == ["split:1@3", "mv:R5>2@fit"]
    response = post(client, SPLIT, token(response), move="end")
    html = response.content.decode()
    assert "Every set is valid, and you added 1 tile from your rack." in " ".join(feedback(response))
    assert "Solved!" in html and 'href="/en/rummikub/puzzles/rearrange-several-sets/"' in html
    row = Progress.objects.get(slug="split-a-run")
    assert row.solved and row.best_moves == 3


def goal_line(response) -> str:
    """The goal's line as swapped into the dock with the board (out of band)."""
    html = response.content.decode()
    block = re.search(r'<div id="goal" hx-swap-oob="innerHTML">(.*?)</div>', html, re.S).group(1)
    return text(re.search(r"<li>(.*?)</li>", block, re.S).group(1))


def test_the_placed_tiles_count_goes_up_with_each_tile_placed_not_only_when_the_turn_ends() -> None:
    client = Client()
    step = token(client.get(GROUPS))
    response = post(client, GROUPS, step, **{"from": "K7,B7,R7,O7", "to": "new"})
    assert goal_line(response) == "Place 7 tiles from your rack (placed: 4)."  # mid-turn, nothing judged yet
    response = post(client, GROUPS, token(response), **{"from": "R7", "to": "new"})
    assert goal_line(response) == "Place 7 tiles from your rack (placed: 5)."
    response = post(client, GROUPS, token(response), **{"from": "2-4", "to": "3@fit"})
    assert goal_line(response) == "Place 7 tiles from your rack (placed: 5)."  # moved on the table: no more
    response = post(client, GROUPS, token(response), **{"from": "3-1", "to": "rack"})
    assert goal_line(response) == "Place 7 tiles from your rack (placed: 4)."  # taken back: one less
    response = post(client, GROUPS, token(response), move="back")
    assert goal_line(response) == "Place 7 tiles from your rack (placed: 0)."


def test_each_set_shows_live_whether_it_is_valid_and_the_engines_reasons() -> None:
    client = Client()
    response = post(client, GROUPS, token(client.get(GROUPS)), **{"from": "K7,B7,R7,O7,R7", "to": "new"})
    html = response.content.decode()
    assert 'class="rk-set is-invalid" id="rk-set-2"' in html and "Not valid yet" in html
    expected = [rule_message(p.rule, dict(p.params), False)
                for p in rummikub.check_set("K7.B7.R7.O7.R7", 2)]
    reasons = set_reasons(response, 2)
    assert [r.split(" Rule:")[0] for r in reasons] == [m.text for m in expected]
    assert 'class="rk-set is-valid" id="rk-set-1"' in html and "Valid run" in html
    assert Attempt.objects.get().actions == ["mv:K7,B7,R7,O7,R7>new"]  # mid-turn: nothing judged yet


def test_end_turn_with_an_invalid_table_lists_every_problem_and_keeps_the_working_table() -> None:
    client = Client()
    step = token(client.get(GROUPS))
    step = token(post(client, GROUPS, step, **{"from": "K7,B7,R7,O7,R7", "to": "new"}))
    step = token(post(client, GROUPS, step, **{"from": "O2", "to": "new"}))
    response = post(client, GROUPS, step, move="end")
    messages = feedback(response)
    assert any("Set 2 (black 7, blue 7, red 7, orange 7, red 7) has red twice" in m for m in messages)
    assert any("Set 2 (black 7, blue 7, red 7, orange 7, red 7) has 5 tiles" in m for m in messages)
    assert any("Set 3 (orange 2) has only 1 tile" in m for m in messages)
    assert 'href="/en/rummikub/#rummikub.set.too-short"' in response.content.decode()
    attempt = Attempt.objects.get()
    assert attempt.actions == ["mv:K7,B7,R7,O7,R7>new", "mv:O2>new"] and not attempt.solved


def test_a_table_tile_cannot_go_back_to_the_rack_and_the_engine_says_why() -> None:
    client = Client()
    response = post(client, GROUPS, token(client.get(GROUPS)), **{"from": "1-2", "to": "rack"})
    assert response.status_code == HTTPStatus.OK
    assert "1 tile left the table (black 2): tiles on the table never go back to a rack." in " ".join(
        feedback(response))
    assert Attempt.objects.get().actions == []


def test_a_tile_played_this_turn_can_go_back_to_the_rack() -> None:
    client = Client()
    step = token(post(client, GROUPS, token(client.get(GROUPS)), **{"from": "O2", "to": "1@3"}))
    response = post(client, GROUPS, step, **{"from": "1-4", "to": "rack"})
    assert "Orange 2 went back to your rack." in feedback(response)
    assert "orange 2, on your rack" in response.content.decode()


def test_put_the_table_back_undo_and_reset() -> None:
    client = Client()
    step = token(post(client, SPLIT, token(client.get(SPLIT)), move="split:1@3"))
    step = token(post(client, SPLIT, step, **{"from": "R5", "to": "2@0"}))
    response = post(client, SPLIT, step, move="back")
    assert "The table is back as it was at the start of your turn" in " ".join(feedback(response))
    assert "red 5, on your rack" in response.content.decode()
    response = post(client, SPLIT, token(response), action="undo")
    assert "red 5, set 2, tile 1, placed this turn" in response.content.decode()
    response = post(client, SPLIT, token(response), action="reset")
    assert Attempt.objects.get().actions == []


def test_last_hint_is_the_reference_turn_while_the_learner_follows_it() -> None:
    """The written hints lead to the reference line, so the last hint shows that line's table (the
    solver's own table only where it places more tiles), never a contradicting arrangement."""
    client = Client()
    step = token(client.get(SPLIT))
    for _ in range(4):
        response = post(client, SPLIT, step, action="hint")
        step = token(response)
    html = response.content.decode()
    reference = "t:R3.R4.R5,R5.R6.R7.R8,K9.B9.O9"
    plan = rummikub.solve(rummikub.parse(get("rummikub", "split-a-run").start))
    assert plan.placed == 1  # the solver cannot beat the reference line here
    assert "Try this move: end your turn with this table" in html
    with translation.override("en"):
        for number, tiles in enumerate(rummikub.parse_move(reference).table, start=1):
            names = ", ".join(face.name for face in set_tiles(tiles))
            assert f"set {number}: {names}" in html  # the reference table, set by set
    assert "red 5, red 6, red 7, red 8" in html


def test_draw_ends_the_turn_and_the_scripted_opponent_plays() -> None:
    client = Client()
    url = "/en/rummikub/puzzles/drawing-ends-the-turn/"
    response = post(client, url, token(client.get(url)), move="pass")
    assert "The pool still has 41 tiles: play, or draw one tile." in " ".join(feedback(response))
    response = post(client, url, token(response), move="draw")
    messages = " ".join(feedback(response))
    assert "You drew orange 12. It waits on your rack until your next turn." in messages
    assert "Player 2 draws a tile." in messages and "your turn again" in messages
    response = post(client, url, token(response), move="t:K12.B12.O12")
    assert "Initial meld of 36 points" in " ".join(feedback(response)) and "Solved!" in response.content.decode()


UNTOUCHED = {
    "en": "You have not placed any tiles: place at least one from your rack, or draw.",
    "ru": "Вы не выложили ни одной фишки: выложите свою или возьмите фишку из «магазина».",
}
CHANGED = {"en": "The table changed, but no tile from your rack was added", "ru": "Стол изменился, но"}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_ending_a_turn_with_the_table_untouched_says_no_tile_was_placed(lang: str) -> None:
    """Nothing moved, nothing placed: the table did not change, so the sentence must not say it did."""
    client = Client()
    url = f"/{lang}/rummikub/puzzles/drawing-ends-the-turn/"
    response = post(client, url, token(client.get(url)), move="end")
    said = " ".join(feedback(response))
    assert UNTOUCHED[lang] in said and CHANGED[lang] not in said
    assert 'data-verdict="illegal" data-rule="rummikub.turn.no-tile-added"' in response.content.decode()
    assert Attempt.objects.get().actions == []  # refused: the learner may still draw


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_ending_a_turn_with_tiles_moved_but_none_added_says_the_table_changed(lang: str) -> None:
    client = Client()
    url = f"/{lang}/rummikub/puzzles/split-a-run/"
    step = token(post(client, url, token(client.get(url)), move="split:1@3"))
    response = post(client, url, step, move="end")
    said = " ".join(feedback(response))
    assert CHANGED[lang] in said and UNTOUCHED[lang] not in said
    assert 'data-rule="rummikub.turn.no-tile-added"' in response.content.decode()


def test_time_up_with_the_table_rearranged_is_the_penalty() -> None:
    client = Client()
    url = "/en/rummikub/puzzles/timer-and-penalty/"
    step = token(client.get(url))
    step = token(post(client, url, step, move="split:1@2"))
    response = post(client, url, step, move="timeup")
    messages = " ".join(feedback(response))
    assert "you draw 3 tiles as a penalty" in messages and "blue 8, blue 9, blue 10" in messages
    assert Attempt.objects.get().actions == ["split:1@2", "timeup"]


def test_time_up_with_the_table_as_it_was_is_a_plain_draw() -> None:
    client = Client()
    url = "/en/rummikub/puzzles/timer-and-penalty/"
    response = post(client, url, token(client.get(url)), move="timeup")
    assert "You draw one tile and your turn ends." in " ".join(feedback(response))


def test_freeing_a_joker_and_reusing_it() -> None:
    client = Client()
    url = "/en/rummikub/puzzles/free-a-joker/"
    step = token(post(client, url, token(client.get(url)), **{"from": "R10", "to": "1@1"}))
    step = token(post(client, url, step, **{"from": "1-3", "to": "2@3"}))
    response = post(client, url, step, move="end")
    said = " ".join(feedback(response))
    assert "You freed the joker that stood for red 10 in red 9, joker, red 11, and it went into set 2 (" in said
    assert "That set holds no tile from your rack, so it does not count as new" in said
    step = token(post(client, url, token(response), action="undo"))
    step = token(post(client, url, step, **{"from": "K5,B5,1-3", "to": "new"}))
    response = post(client, url, step, move="end")
    assert "1 freed joker is back in play" in " ".join(feedback(response))
    assert "Solved!" in response.content.decode()


def test_the_score_quiz_after_a_win() -> None:
    client = Client()
    url = "/en/rummikub/puzzles/scoring/"
    response = post(client, url, token(client.get(url)), move="t:R9.R10.R11.R12.R13")
    html = response.content.decode()
    assert "Your rack is empty: you have won the game." in " ".join(feedback(response))
    assert "How many points do you score for this game?" in html and 'value="score:48"' in html
    response = post(client, url, token(response), move="draw")
    assert "The game is already over" in " ".join(feedback(response))
    response = post(client, url, token(response), move="score:35")
    assert "Not +35." in " ".join(feedback(response)) and "Solved!" not in response.content.decode()
    response = post(client, url, token(response), move="score:48")
    assert "Right: +48." in " ".join(feedback(response)) and "Solved!" in response.content.decode()


def test_a_typed_turn_with_hidden_or_foreign_tiles_is_explained() -> None:
    client = Client()
    url = "/en/rummikub/puzzles/written-position/"
    response = post(client, url, token(client.get(url)), move="t:K8.K9.K10.K11.K12.K13,K1.K2.K3")
    assert "3 tiles on this rack are hidden" in " ".join(feedback(response))
    response = post(client, url, token(response), move="t:K8.K9.K10.K11.K12.K13.O13")
    assert "1 tile played is not on your rack: orange 13." in " ".join(feedback(response))


def test_without_javascript_a_move_redirects_back() -> None:
    client = Client()
    response = client.post(SPLIT, {"move": "split:1@3", "step": token(client.get(SPLIT))})
    assert response.status_code == HTTPStatus.SEE_OTHER and response["Location"] == SPLIT + "#puzzle"
    page = client.get(SPLIT)
    assert "Set 1 is split in two" in " ".join(feedback(page))
    assert client.get(SPLIT + "?from=R5").status_code == HTTPStatus.OK


@pytest.mark.parametrize("data,field", [
    ({"from": "R5", "to": "9@0"}, "set index out of range"),
    ({"from": "R5", "to": "1@40"}, "position out of range"),
    ({"from": "7-1", "to": "new"}, "table tile out of range"),
    ({"from": "1-99", "to": "new"}, "tile index out of range"),
    ({"from": "B13", "to": "new"}, "tile not on the rack"),
    ({"from": "1-1,1-1", "to": "new"}, "one tile twice"),
    ({"move": "split:5@1"}, "split a set that is not there"),
    ({"move": "split:1@6"}, "split at an end"),
])
def test_tampered_tile_or_set_indexes_are_400(data: dict, field: str) -> None:
    client = Client()
    step = token(client.get(SPLIT))
    response = client.post(SPLIT, {**data, "step": step}, **HX)
    assert response.status_code == HTTPStatus.BAD_REQUEST, field
    assert "could not be read" in " ".join(feedback(response))
    assert 'id="rk-t1-1"' in response.content.decode()
    assert not Attempt.objects.exists()  # a refused move leaves no row


@pytest.mark.parametrize("data", [
    {"from": "Z5", "to": "new"}, {"from": "R5", "to": "top"}, {"from": "R14", "to": "new"},
    {"move": "t:R5.R6,,R7"}, {"move": "t:" + "R1." * 200}, {"move": "jump"}, {"move": "score:abc"}, {},
    {"from": "R5", "to": "new", "action": "explode"},
])
def test_malformed_actions_are_400(data: dict) -> None:
    client = Client()
    step = token(client.get(SPLIT))
    for extra in ({}, HX):
        response = client.post(SPLIT, {**data, "step": step}, **extra)
        assert response.status_code == HTTPStatus.BAD_REQUEST, data
        assert "could not be read" in " ".join(feedback(response))


def test_a_bad_selection_in_the_address_is_400_and_a_stale_one_is_dropped() -> None:
    assert Client().get(SPLIT + "?from=Q9").status_code == HTTPStatus.BAD_REQUEST
    response = Client().get(SPLIT + "?from=9-9")
    assert response.status_code == HTTPStatus.OK and 'id="cancel-choice"' not in response.content.decode()


def test_a_stale_token_is_409_with_the_current_board() -> None:
    client = Client()
    step = token(client.get(SPLIT))
    post(client, SPLIT, step, move="split:1@3")
    response = client.post(SPLIT, {"from": "R5", "to": "2@0", "step": step})
    assert response.status_code == HTTPStatus.CONFLICT
    assert "Nothing was done" in response.content.decode()
    assert Attempt.objects.get().actions == ["split:1@3"]


@pytest.mark.parametrize("lang", LANGS)
def test_an_unknown_puzzle_is_a_localized_404(lang: str) -> None:
    response = Client().get(f"/{lang}/rummikub/puzzles/no-such-puzzle/")
    assert response.status_code == HTTPStatus.NOT_FOUND
    with translation.override(lang):
        assert translation.gettext("Page not found") in response.content.decode()


def test_a_missing_csrf_token_is_403() -> None:
    client = Client(enforce_csrf_checks=True)
    url = "/ru" + SPLIT[3:]
    response = client.post(url, {"move": "split:1@3", "step": token(client.get(url))})
    assert response.status_code == HTTPStatus.FORBIDDEN
    with translation.override("ru"):
        assert translation.gettext("The form has expired") in response.content.decode()
    assert not Attempt.objects.exists()  # refused before anything was stored


def test_the_gaps_inside_a_run_are_buttons_that_split_it_there() -> None:
    client = Client()
    html = client.get(SPLIT).content.decode()  # set 1: red 3 to red 8 (a run); set 2: three 9s (a group)
    gaps = re.findall(r'<button type="submit" id="rk-cut-(\d+)-(\d+)" form="act-form" name="move" '
                      r'value="split:(\d+)@(\d+)" class="rk-gap"><span class="visually-hidden">([^<]*)</span>', html)
    assert [(s, at) for s, at, *_ in gaps] == [("1", "1"), ("1", "2"), ("1", "3"), ("1", "4"), ("1", "5")]
    assert all(s == s2 and at == at2 for s, at, s2, at2, _name in gaps)  # one between each two tiles, none at the ends
    assert gaps[2][4] == "Split set 1 after tile 3"
    assert 'id="rk-cut-2-' not in html  # a valid group is not cut: its tiles move one by one
    assert "rk-split" not in html  # the gap replaced the old "split after the chosen tile" button
    response = post(client, SPLIT, token(client.get(SPLIT)), move="split:1@3")
    assert "Set 1 is split in two: (red 3, red 4, red 5) and (red 6, red 7, red 8)." in feedback(response)
    step = token(post(client, SPLIT, token(response), **{"from": "1-1", "to": "3@0"}))  # red 3 before the 9s
    html = client.get(SPLIT).content.decode()
    assert 'id="rk-cut-3-1"' in html and 'id="rk-cut-3-3"' in html  # a set not valid yet has its gaps
    assert step
    scoring = "/en/rummikub/puzzles/scoring/"
    over = post(client, scoring, token(client.get(scoring)), move="t:R9.R10.R11.R12.R13").content.decode()
    assert "Solved!" not in over and 'id="rk-set-1"' in over and 'class="rk-gap"' not in over  # game over: no cuts
    with translation.override("fi"):
        assert 'Jaa yhdistelmä 1 laatan 3 jälkeen' in Client().get("/fi/rummikub/puzzles/split-a-run/").content.decode()


def test_a_tile_into_a_set_goes_where_the_engine_finds_the_set_valid_else_by_its_number() -> None:
    client = Client()
    step = token(client.get(SPLIT))  # set 1: red 3 to red 8; no place makes it valid with a second red 5
    response = post(client, SPLIT, step, **{"from": "R5", "to": "1@fit"})
    assert "red 5, set 1, tile 3, placed this turn" in response.content.decode()
    joker = "/en/rummikub/puzzles/free-a-joker/"
    response = post(client, joker, token(client.get(joker)), **{"from": "R10", "to": "1@fit"})
    assert "red 10, set 1, tile 2, placed this turn" in response.content.decode()  # in the joker's place
    assert Attempt.objects.filter(slug="free-a-joker").get().actions == ["mv:R10>1@fit"]
