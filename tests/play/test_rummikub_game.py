"""A whole Rummikub game against the computer through the HTTP interface: start, build turns on the
working table with the board's forms, never see another rack or the pool, and the end shows the engine's
score; the coach on a seeded turn; the board's edits and the robustness of the game page."""

from __future__ import annotations

import re
from collections import Counter
from html import unescape
from urllib.parse import parse_qs, unquote_plus, urlsplit

import pytest
from django.http import HttpResponse
from django.test import Client

from engine import rummikub
from engine.rummikub.bots import SolverBot
from engine.rummikub.tiles import tile_text
from engine.rummikub.view import view
from play.kits.rummikub import KIT, RummikubState, keeper_entry
from play.models import Match
from play.state import HUMAN

pytestmark = pytest.mark.django_db

NEWCOMER = {"players": "2", "level": "steady", "coach": "on"}


def start(client: Client, **fields: str) -> str:
    response = client.post("/en/rummikub/play/", {**NEWCOMER, **fields})
    assert response.status_code == 303, response.content[:500]
    return response["Location"]


def stored(url: str) -> Match:
    return Match.objects.get(key=url.rstrip("/").rsplit("/", 1)[1])


def full_state(url: str) -> RummikubState:
    return KIT.thaw(stored(url).snapshot)


def step_of(html: str) -> str:
    return re.search(r'name="step" value="(\d+)"', html).group(1)


def post(client: Client, url: str, **data: str) -> HttpResponse:
    html = client.get(url).content.decode()
    return client.post(url, {"step": step_of(html), **data}, HTTP_HX_REQUEST="true")


def seeded_game(client: Client, position: str, url: str = "", **fields: str) -> str:
    """A started game (or the game at ``url``) whose position is replaced by ``position`` (seat 0 to move,
    its turn begun)."""
    url = url or start(client, **fields)
    state = KIT.freeze(RummikubState(rummikub.parse(position)))
    Match.objects.filter(key=stored(url).key).update(
        snapshot=state, moves=[], turn={"start": state, "from": 0, "help": 0}, last={}, computer=[])
    return url


def test_the_start_page_offers_a_newcomers_game() -> None:
    html = Client().get("/en/rummikub/play/").content.decode()
    assert re.search(r'name="players" value="2"[^>]*checked', html)
    assert re.search(r'name="level" value="steady"[^>]*checked', html)
    assert re.search(r'name="coach"[^>]*checked', html)
    assert 'name="length"' not in html and 'name="leaflet"' not in html  # Skip-Bo's fields only
    assert [int(n) for n in re.findall(r'name="players" value="(\d)"', html)] == [2, 3, 4]


def test_five_players_is_400_in_the_readers_language() -> None:
    response = Client().post("/sv/rummikub/play/", {**NEWCOMER, "players": "5"})
    assert response.status_code == 400 and 'lang="sv"' in response.content.decode()
    assert Match.objects.count() == 0


MELD = "p:R1.R2.R3.B1.B2.B3.K1.K2 / r:R10.R11.R12.K5.O9 / r:#14"
"""Seat 0 holds red 10-11-12 (33 points: an initial meld) and two tiles that fit nowhere."""


def test_a_turn_built_tile_by_tile_on_the_working_table_then_ended() -> None:
    client = Client()
    url = seeded_game(client, MELD)
    text = post(client, url, **{"from": "R10,R11", "to": "new"}).content.decode()
    assert "Red 10, red 11 moved to set 1." in text
    assert "Not valid yet" in text and 'href="/en/rummikub/#rummikub.set.' in text  # two tiles are no set yet
    assert stored(url).moves == []  # an edit is not a move: nothing recorded, nothing judged
    post(client, url, **{"from": "R12", "to": "1@fit"})
    text = post(client, url, move="end").content.decode()
    assert stored(url).moves[0] == "t:R10.R11.R12"
    assert 'data-verdict="legal"' in text
    assert full_state(url).position.seats[HUMAN].melded


def test_an_initial_meld_under_30_points_is_refused_with_the_rule() -> None:
    client = Client()
    url = seeded_game(client, "p:R1.R2 / r:R2.R3.R4.O9 / r:#14")
    post(client, url, **{"from": "R2,R3,R4", "to": "new"})
    text = post(client, url, move="end").content.decode()
    assert 'data-verdict="illegal"' in text and 'data-rule="rummikub.meld.below-30"' in text
    assert 'href="/en/rummikub/#rummikub.meld.below-30"' in text
    assert stored(url).moves == [] and full_state(url).work is not None  # the working table stays to fix


@pytest.mark.parametrize(("lang", "sentence"), [
    ("en", "You have not placed any tiles: place at least one from your rack, or draw."),
    ("ru", "Вы не выложили ни одной фишки: выложите свою или возьмите фишку из «магазина»."),
])
def test_end_turn_with_the_table_untouched_says_no_tile_was_placed(lang: str, sentence: str) -> None:
    """Not "the table changed": nothing was moved. A table rearranged without a rack tile still says it changed."""
    client = Client()
    url = seeded_game(client, "t:K1.K2.K3.K4.K5.K6 p:R1 / r:R5.O9 m:1 / r:#14").replace("/en/", f"/{lang}/", 1)
    text = unescape(post(client, url, move="end").content.decode())
    assert sentence in text
    assert 'data-verdict="illegal" data-rule="rummikub.turn.no-tile-added"' in text
    assert stored(url).moves == []
    post(client, url, move="split:1@3")
    text = unescape(post(client, url, move="end").content.decode())
    assert sentence not in text and 'data-rule="rummikub.turn.no-tile-added"' in text
    assert ("The table changed, but no tile from your rack was added" if lang == "en" else "Стол изменился") in text


def test_a_table_tile_cannot_go_back_to_the_rack() -> None:
    client = Client()
    url = seeded_game(client, "t:K1.K2.K3 p:R1 / r:R5.O9 m:1 / r:#14")
    text = post(client, url, **{"from": "1-1", "to": "rack"}).content.decode()
    assert 'data-verdict="illegal"' in text and 'data-rule="rummikub.table.tile-missing"' in text


def test_splitting_a_run_and_putting_the_table_back() -> None:
    client = Client()
    url = seeded_game(client, "t:K1.K2.K3.K4.K5.K6 p:R1 / r:R5.O9 m:1 / r:#14")
    text = post(client, url, move="split:1@3").content.decode()
    assert "Set 1 is split in two" in text
    assert [rummikub.tiles_text(s) for s in full_state(url).work.table()] == ["K1.K2.K3", "K4.K5.K6"]
    text = post(client, url, move="back").content.decode()
    assert "The table is back as it was" in text and full_state(url).work is None


def test_an_illegal_joker_use_gets_the_rule() -> None:
    client = Client()
    url = seeded_game(client, "t:R5.J.R7 p:R1 / r:B5.O9.K4 m:1 / r:#14")
    post(client, url, **{"from": "1-2", "to": "new"})  # the joker taken out, nothing put in its place
    text = post(client, url, move="end").content.decode()
    assert 'data-verdict="illegal"' in text and 'data-rule="rummikub.' in text
    assert stored(url).moves == []


def hidden_tiles(state: RummikubState) -> tuple[list[str], Counter[str]]:
    """What seat 0 must never be shown: the other racks and the pool's order, as notation writes them,
    and how many of each face seat 0 may see (the table and its own rack)."""
    pos = state.position
    secrets = []
    for i, seat in enumerate(pos.seats):
        if i != HUMAN and seat.rack:
            secrets.append("r:" + rummikub.tiles_text(seat.rack))
    if len(pos.pool) > 2:
        secrets.append(".".join(tile_text(t) for t in pos.pool[:3]))
    seen = Counter(tile_text(t) for t in pos.table_tiles()) + Counter(tile_text(t) for t in pos.seats[HUMAN].rack)
    return secrets, seen


def assert_shows_only_seat_0(response: HttpResponse, state: RummikubState) -> None:
    """No hidden tile in the body (links decoded) or the headers: no other rack or pool tile in notation,
    no tile face drawn that seat 0 does not see."""
    text = unquote_plus(response.content.decode()) + str(response.headers)
    secrets, seen = hidden_tiles(state)
    for secret in secrets:
        assert not re.search(re.escape(secret) + r"(?![.\w])", text), f"a hidden tile sequence leaked: {secret}"
    for notation in re.findall(r"(?:-|[tpa]:[^ <&]*)(?: [a-z]:[^ <&/]*)* / r:[^<&\"]*", text):
        sections = notation.split(" / ")
        assert not re.search(r"\bp:[KBROJ]", sections[0]), f"the pool is shown: {notation}"
        for section in sections[2:]:
            assert re.match(r"r:(#\d+|-)(?= |$)", section), f"another rack is shown: {section}"
    faces = Counter(re.findall(r'data-face="([^"]+)"', text))
    assert not faces - seen, f"tiles drawn that seat 0 cannot see: {faces - seen}"


def play_to_the_end(client: Client, url: str, *, lose: bool) -> RummikubState:
    """Play seat 0's turns with the page's forms until the game ends: the solver's turn, typed or built tile
    by tile; or, to lose, draws while the pool lasts (so a big rack), then the solver's turns until
    nobody can place (a seat that passes while it could place would keep the game going for ever). Every
    response is searched for hidden tiles."""
    bot = SolverBot(budget_ms=20)
    response = client.get(url)
    for turn in range(400):
        state = full_state(url)
        assert_shows_only_seat_0(response, state)
        if state.over is not None:
            return state
        seen = view(state.position, HUMAN)
        move = "draw" if lose and seen.pool_size else str(bot.choose(seen))
        if move.startswith("t:") and not seen.table and turn % 2:  # laid down from the rack, set by set
            for s in rummikub.parse_move(move).table:
                response = post(client, url, **{"from": ",".join(tile_text(t) for t in s), "to": "new"})
                assert response.status_code == 200, response.content[:300]
                assert_shows_only_seat_0(response, full_state(url))
            move = "end"
        if move == "draw" and not seen.pool_size:
            move = "pass"
        data = {"step": step_of(response.content.decode()), "move": move, "anyway": "1"}
        if turn % 2:  # every other turn as htmx sends it: the answer is the board partial
            response = client.post(url, data, HTTP_HX_REQUEST="true")
            assert response.status_code == 200, response.content[:300]
        else:
            answer = client.post(url, data)
            assert answer.status_code == 303, answer.content[:300]
            response = client.get(url)
    raise AssertionError("the game did not end")


class DrawsWhileItCan:
    """A computer player that keeps its tiles while the pool lasts, then plays the solver's turns."""

    def choose(self, pos: rummikub.Position) -> rummikub.Move:
        return rummikub.parse_move("draw") if pos.pool_size else SolverBot(budget_ms=20).choose(pos)


@pytest.mark.parametrize("lose", [False, True])
def test_a_whole_game_through_http_ends_with_the_engines_score(lose: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """Won against a computer player that only draws while the pool lasts; lost by only drawing and passing
    against the strong one. Each deal was chosen so the same seat wins whatever time the solvers get."""
    monkeypatch.setattr("play.state.secrets.randbits", lambda bits: 9 if lose else 1)  # the same deal every run
    monkeypatch.setattr("play.kits.rummikub.LearningBot", DrawsWhileItCan)
    client = Client()
    url = start(client, level="strong" if lose else "learning", coach="")  # the coach has its own tests
    final = play_to_the_end(client, url, lose=lose)
    assert (final.over.winner == HUMAN) is (not lose)
    html = client.get(url).content.decode()
    shown = [int(points) for points in re.findall(r'data-points="(-?\d+)"', html)]
    assert shown == list(rummikub.score(final.position))
    assert "You won!" in html if not lose else "won this game" in html
    entry = keeper_entry(final.position)
    assert f"/en/rummikub/score/?n=2&amp;g={entry}" in html
    assert Client().get(f"/en/rummikub/score/?n=2&g={entry}").status_code == 200
    late = client.post(url, {"step": step_of(html), "move": "draw"})
    assert late.status_code == 409
    assert stored(url).finished


def test_the_keeper_entry_scores_as_the_engine_without_showing_a_rack() -> None:
    from checker.scores import rummikub_game

    pos = rummikub.parse("- / r:- / r:R5.K8.J / r:B13.O13.K13.R13.B12.O1")
    entry = keeper_entry(pos)
    assert "R5" not in entry and "K8" not in entry
    assert rummikub_game(entry, 3).points == rummikub.score(pos)


MISSED = "t:R7.R8.R9,K5.B5.O5 p:R1.R2.R3 / r:R10.K2.B12 m:1 / r:#14"
"""Seat 0 can lay off the red 10 on red 7-8-9."""


def test_the_coach_catches_a_missed_placement_and_holds_the_turn() -> None:
    client = Client()
    url = seeded_game(client, MISSED)
    text = post(client, url, move="draw").content.decode()
    assert 'id="end-anyway"' in text and 'href="/en/rummikub/#rummikub.turn.table-valid"' in text
    assert "You could have added your red 10 to red 7-8-9." in text
    assert stored(url).moves == []  # the draw waits while the coach speaks
    anyway = client.post(url, {"step": step_of(text), "move": "draw", "anyway": "1"})
    assert anyway.status_code == 303 and stored(url).moves[0] == "draw"


def test_the_coach_says_nothing_when_the_turn_equals_the_best_plan() -> None:
    client = Client()
    url = seeded_game(client, MISSED)
    post(client, url, **{"from": "R10", "to": "1@fit"})
    text = post(client, url, move="end").content.decode()
    assert 'id="end-anyway"' not in text and "fb--coach" not in text
    assert stored(url).moves[0] == "t:R7.R8.R9.R10,K5.B5.O5"


def test_ask_the_coach_helps_a_level_more_each_time() -> None:
    client = Client()
    url = seeded_game(client, MISSED)
    said = []
    for _ in range(3):
        post(client, url, action="ask")
        said.append(re.search(r'class="fb fb--coach"[^>]*>(.*?)</p>', client.get(url).content.decode(), re.S).group(1))
    assert len(set(said)) == 3
    assert "red 10" in said[1] and "R10" not in said[0]


def test_with_the_coach_off_the_turn_ends_at_once() -> None:
    client = Client()
    url = seeded_game(client, MISSED, coach="")
    html = client.get(url).content.decode()
    assert 'id="ask-coach"' not in html
    post(client, url, move="draw")
    assert stored(url).moves[0] == "draw"


def test_a_computer_turn_is_told_with_a_reason_per_placement_never_a_kept_tile() -> None:
    client = Client()
    url = seeded_game(client, "t:K1.K2.K3 p:R1.R2.R3.R4 / r:O1 m:1 / r:O9.O10.O11.K4.B13 m:1")
    html = post(client, url, move="draw").content.decode()
    moves = re.search(r'<ol class="play-moves">(.*?)</ol>', html, re.S).group(1)
    assert "Player 2 places 4 tiles from the rack" in moves
    assert moves.count('class="play-reason"') == 2  # black 4 laid off, orange 9-10-11 a new set
    assert "keeps" not in moves


@pytest.mark.parametrize("fields", [{"move": "x" * 5000}, {"move": "t:R99"}, {"move": "penalty"},
                                    {"from": "Z9", "to": "new"}, {"from": "R1", "to": "99@fit"},
                                    {"from": "9-9", "to": "new"}, {"step": "³"}, {}])
def test_a_malformed_move_is_400_in_the_readers_language(fields: dict[str, str]) -> None:
    client = Client()
    url = seeded_game(client, MELD)
    step = step_of(client.get(url).content.decode())
    before = stored(url).snapshot
    response = client.post(url.replace("/en/", "/fi/"), {"step": step, **fields})
    assert response.status_code == 400
    assert 'lang="fi"' in response.content.decode()
    assert stored(url).snapshot == before


def test_a_stale_page_gets_409_and_the_current_board() -> None:
    client = Client()
    url = seeded_game(client, MELD)
    step = step_of(client.get(url).content.decode())
    client.post(url, {"step": step, "from": "R10", "to": "new"})
    response = client.post(url, {"step": step, "from": "R10", "to": "new"})
    assert response.status_code == 409
    assert 'id="board"' in response.content.decode() and 'data-face="R10"' in response.content.decode()


def test_an_altered_id_is_404() -> None:
    client = Client()
    url = start(client)
    assert client.get(url[:-3] + "xx/").status_code == 404
    assert client.get("/en/skip-bo/play/" + url.rstrip("/").rsplit("/", 1)[1] + "/").status_code == 404


LAST_TURN = "t:R7.R8.R9,K5.B5.O5 p:R1.R2.R3 / r:R10.K2.B12 m:1 / r:O1.O2.O3 m:1"
"""Seat 0 can lay off the red 10; Player 2 goes out next turn with orange 1-2-3."""


def test_after_the_game_the_review_names_the_turn_that_left_most_with_a_checker_link() -> None:
    client = Client()
    url = seeded_game(client, LAST_TURN, level="strong")
    held = post(client, url, move="draw").content.decode()
    client.post(url, {"step": step_of(held), "move": "draw", "anyway": "1"})
    html = client.get(url).content.decode()
    assert full_state(url).over.winner == 1 and "Player 2 won this game." in html
    review = re.search(r'<ol class="play-review">(.*?)</ol>', html, re.S).group(1)
    assert "Your turn 1" in review and "You could have added your red 10 to red 7-8-9." in review
    link = unescape(re.search(r'href="(/en/rummikub/check/\?[^"]+)"', review).group(1))
    assert rummikub.parse(parse_qs(urlsplit(link).query)["p"][0]) == view(rummikub.parse(LAST_TURN), HUMAN)
    assert Client().get(link).status_code == 200
    assert [int(p) for p in re.findall(r'data-points="(-?\d+)"', html)][:2] == [-25, 25]  # K2 R10 B12 + R1 drawn


def lose_the_last_turn(client: Client, url: str) -> str:
    """Draw (past the coach) in ``LAST_TURN``: Player 2 goes out; the finished game's page."""
    held = post(client, url, move="draw").content.decode()
    client.post(url, {"step": step_of(held), "move": "draw", "anyway": "1"})
    return client.get(url).content.decode()


def test_a_series_is_one_round_the_next_game_carries_it_and_the_keeper_gets_every_game() -> None:
    client = Client()
    first = seeded_game(client, LAST_TURN, level="strong")
    lose_the_last_turn(client, first)
    group = stored(first).series
    answer = client.post(f"/en/rummikub/play/series/{group.key}/", {"step": str(group.step)})
    assert answer.status_code == 303
    second = answer["Location"]
    assert stored(second).series == group and stored(second).options == stored(first).options
    html = lose_the_last_turn(client, seeded_game(client, LAST_TURN, url=second))
    assert [int(p) for p in re.findall(r'data-total="(-?\d+)"', html)] == [-50, 50]
    entry = keeper_entry(full_state(second).position)
    assert f"/en/rummikub/score/?n=2&amp;g={entry}&amp;g={entry}" in html
    assert "series-winner" in html and 'id="next-game"' not in html  # two games: one round of two players
    group.refresh_from_db()
    assert client.post(f"/en/rummikub/play/series/{group.key}/", {"step": str(group.step)}).status_code == 409
