"""A whole Skip-Bo game against the computer through the HTTP interface: start, play every turn with the
board's forms, never see a hidden card, and the end shows the engine's score."""

from __future__ import annotations

import re
from urllib.parse import unquote_plus

import pytest
from django.http import HttpResponse
from django.test import Client

from engine import skipbo
from engine.skipbo.bots import SolverBot
from engine.skipbo.cards import FACES
from play.models import Match
from play.state import HUMAN

pytestmark = pytest.mark.django_db

NEWCOMER = {"players": "2", "length": "short", "leaflet": "42050-0925", "level": "steady", "coach": "on"}


def start(client: Client, **fields: str) -> str:
    response = client.post("/en/skip-bo/play/", {**NEWCOMER, **fields})
    assert response.status_code == 303, response.content[:500]
    return response["Location"]


def stored(url: str) -> Match:
    return Match.objects.get(key=url.rstrip("/").rsplit("/", 1)[1])


def full_position(url: str) -> skipbo.Position:
    from play.kits.skipbo import KIT

    return KIT.thaw(stored(url).snapshot)


def step_of(html: str) -> str:
    return re.search(r'name="step" value="(\d+)"', html).group(1)


def test_the_start_page_offers_a_newcomers_game() -> None:
    html = Client().get("/en/skip-bo/play/").content.decode()
    assert 'value="2" checked' in html.replace('checked id', 'checked') or 'value="2"' in html
    assert re.search(r'name="length" value="short"[^>]*checked', html)
    assert re.search(r'name="level" value="steady"[^>]*checked', html)
    assert re.search(r'name="coach"[^>]*checked', html)


def test_a_wrong_field_is_400_in_the_readers_language() -> None:
    response = Client().post("/ru/skip-bo/play/", {**NEWCOMER, "players": "9"})
    assert response.status_code == 400
    assert "field-error" in response.content.decode()
    assert Match.objects.count() == 0


def test_an_altered_id_is_404() -> None:
    client = Client()
    url = start(client)
    assert client.get(url[:-3] + "xx/").status_code == 404
    assert client.get("/en/skip-bo/play/" + "a" * 300 + "/").status_code == 404
    assert client.get("/en/rummikub/play/" + url.rstrip("/").rsplit("/", 1)[1] + "/").status_code == 404


def test_the_id_is_unguessable() -> None:
    url = start(Client())
    assert len(stored(url).key) >= 22  # 128 bits in URL-safe base64


def test_an_illegal_try_shows_the_rule_and_changes_nothing() -> None:
    client = Client()
    url = start(client)
    html = client.get(url).content.decode()
    before = stored(url)
    response = client.post(url, {"step": step_of(html), "from": "d1", "to": "b1"}, HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    text = response.content.decode()
    assert 'data-verdict="illegal"' in text and 'data-rule="skipbo.' in text
    after = stored(url)
    assert after.moves == before.moves and after.snapshot == before.snapshot


def test_a_stale_page_gets_409_and_the_current_board() -> None:
    client = Client()
    url = start(client)
    step = step_of(client.get(url).content.decode())
    client.post(url, {"step": step, "from": "d1", "to": "b1"})
    response = client.post(url, {"step": step, "from": "d1", "to": "b1"})
    assert response.status_code == 409
    assert 'id="board"' in response.content.decode()


@pytest.mark.parametrize("fields", [{"move": "x" * 5000}, {"move": "h99-b1"}, {"from": "zz", "to": "b1"},
                                    {"step": "³"}, {}])
def test_a_malformed_move_is_400_in_the_readers_language(fields: dict[str, str]) -> None:
    client = Client()
    url = start(client)
    step = step_of(client.get(url).content.decode())
    data = {"step": step, **fields}
    if "step" in fields:
        data["step"] = fields["step"]
    response = client.post(url.replace("/en/", "/fi/"), data)
    assert response.status_code == 400
    assert "lang=\"fi\"" in response.content.decode()


def hidden_cards(pos: skipbo.Position) -> list[str]:
    """What seat 0 must never be shown, as notation writes it: an opponent's hand, a stockpile's cards
    below its top, the draw pile's order (long enough that no other text matches by chance)."""
    hidden = []
    for i, seat in enumerate(pos.seats):
        if i != HUMAN and len(seat.hand) > 1:
            hidden.append("h:" + ".".join(FACES[c] for c in sorted(seat.hand)))
        if seat.stock_size > 2:
            hidden.append("s:" + ".".join(FACES[c] for c in seat.stock[:3]))
    if len(pos.draw) > 3:
        hidden.append(".".join(FACES[c] for c in pos.draw[:4]))
    return hidden


def assert_shows_only_seat_0(response: HttpResponse, pos: skipbo.Position) -> None:
    """The response holds no hidden card, in its body (the checker link decoded too) or its headers: no
    card of another hand is drawn, no position written on it knows more than seat 0's view."""
    text = unquote_plus(response.content.decode()) + str(response.headers)
    assert "in their hand" not in text
    for secret in hidden_cards(pos):  # a whole hand or sequence, not the start of a longer one of seat 0
        assert not re.search(re.escape(secret) + r"(?![.\w])", text), f"a hidden card sequence leaked: {secret}"
    assert not re.search(r"\bw:[0-9S]", text), "the draw pile's cards are shown"
    assert not re.search(r"\bs:[0-9SB]+\.", text), "a stockpile card below the top is shown"
    for notation in re.findall(r"(?:-|[bwxatv]:[^ <&]*)(?: [a-z]:[^ <&/]*)* / s:[^<&]*", text):
        for section in notation.split(" / ")[2:]:
            assert "h:" not in section or re.search(r"h:#\d+\b", section), f"another hand is shown: {section}"


def play_to_the_end(client: Client, url: str, *, lose: bool,
                    positions: list[skipbo.Position] | None = None) -> tuple[skipbo.Position, list[str]]:
    """Play seat 0's turns with the board's forms (the solver's plan, or as a learner who only discards)
    until the game ends; every response is kept (and each whole position seat 0 moved in, in
    ``positions``)."""
    bot = SolverBot(budget_ms=10)
    pages = []
    for turn in range(3000):
        response = client.get(url)
        pos = full_position(url)
        if positions is not None:
            positions.append(pos)
        assert_shows_only_seat_0(response, pos)
        if skipbo.outcome(pos) is not None:
            return pos, pages
        html = response.content.decode()
        view = skipbo.view(pos, HUMAN)
        move = bot.choose(view)
        if lose and "-b" in move and move != "draw":
            moves = [m for m in skipbo.legal_moves(view) if "-d" in m]
            move = moves[0] if moves else move
        source, _, target = move.partition("-")
        data = {"step": step_of(html), "anyway": "1"}  # the coach's notes have their own tests
        if target:
            data.update({"from": source, "to": target})
        else:
            data["move"] = move
        if turn % 2:  # every other move as htmx sends it: the answer is the board partial
            answer = client.post(url, data, HTTP_HX_REQUEST="true")
            assert answer.status_code == 200, answer.content[:300]
            assert_shows_only_seat_0(answer, full_position(url))
        else:
            answer = client.post(url, data)
            assert answer.status_code == 303, answer.content[:300]
        pages.append(answer)
    raise AssertionError("the game did not end")


def solve_own_puzzles(client: Client, positions: list[skipbo.Position]) -> int:
    """Open each puzzle the game made from a missed play, take every hint and play its reference line
    with htmx: no page, partial, hint or solved panel shows a card that seat 0 could not see where the
    play was missed (the whole position then). How many puzzles."""
    from tutorial import personal
    from tutorial.models import PersonalPuzzle

    rows = list(PersonalPuzzle.objects.filter(game="skip-bo"))
    for row in rows:
        pos = next((p for p in positions if skipbo.dump(skipbo.view(p, HUMAN)) == row.position), None)
        assert pos is not None, f"no position of the game is the puzzle's {row.position}"
        page = personal.url_of(row)
        response = client.get(page)
        assert_shows_only_seat_0(response, pos)
        moves = [dict(zip(("from", "to"), move.split("-", 1), strict=True)) for move in row.solution]
        for fields in [{"action": "hint"}, {"action": "hint"}, *moves]:
            response = client.post(page, {"step": step_of(response.content.decode()), **fields},
                                   HTTP_HX_REQUEST="true")
            assert response.status_code == 200, response.content[:300]
            assert_shows_only_seat_0(response, pos)
        assert "Solved!" in response.content.decode()
    return len(rows)


@pytest.mark.parametrize("lose", [False, True])
def test_a_whole_game_through_http_ends_with_the_engines_score(lose: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("play.state.secrets.randbits", lambda bits: 11)  # one known deal: the same game every run
    client = Client()
    url = start(client, level="learning" if not lose else "strong")
    positions: list[skipbo.Position] = []
    final, pages = play_to_the_end(client, url, lose=lose, positions=positions)
    winner = skipbo.outcome(final).winner
    assert (winner == HUMAN) is (not lose)
    html = client.get(url).content.decode()
    shown = [int(points) for points in re.findall(r'data-points="(-?\d+)"', html)]
    assert shown == skipbo.score(final)
    assert "You won!" in html if not lose else "won this game" in html
    assert "/en/skip-bo/score/?n=2&amp;g=" in html
    if lose:  # discarding every turn leaves stockpile plays behind: the review names the worst turns
        assert "Where you left the most on the table" in html
        assert html.count('href="/en/skip-bo/check/?p=') >= 2
        assert solve_own_puzzles(client, positions) >= 2  # and the coach's notes became puzzles
    late = client.post(url, {"step": step_of(html), "from": "s", "to": "b1"})
    assert late.status_code == 409
    assert stored(url).finished


def test_a_visitor_keeps_at_most_20_games_the_oldest_go_first() -> None:
    client = Client()
    urls = [start(client) for _ in range(21)]
    assert Match.objects.count() == 20
    assert client.get(urls[0]).status_code == 404
    assert client.get(urls[-1]).status_code == 200


def test_the_daily_purge_deletes_games_nobody_touched_for_30_days() -> None:
    from datetime import timedelta
    from io import StringIO

    from django.core.management import call_command
    from django.utils import timezone

    client = Client()
    old, fresh = start(client), start(client)
    Match.objects.filter(key=stored(old).key).update(updated=timezone.now() - timedelta(days=31))
    out = StringIO()
    call_command("purge_attempts", stdout=out)
    assert "1 games against the computer" in out.getvalue()
    assert client.get(old).status_code == 404 and client.get(fresh).status_code == 200


def seeded_game(client: Client, position: str) -> str:
    """A started game whose position is replaced by ``position`` (seat 0 to move, its turn begun)."""
    from play.kits.skipbo import KIT

    url = start(client)
    pos = skipbo.parse(position)
    Match.objects.filter(key=stored(url).key).update(
        snapshot=KIT.freeze(pos), turn={"start": KIT.freeze(pos), "from": len(stored(url).moves), "help": 0},
        last={}, computer=[])
    return url


DRAW = ".".join(["2", "9", "11", "3", "8", "1", "10", "SB", "12", "6"] * 4)
MISSED = f"b:4,-,-,- w:{DRAW} / s:7.11.11.11.4.4.4.4.4.4 h:1.5.6.10.12 / s:8.9.10.11.12.1.2.3.4.5 h:3.3.4.4.9"
"""Seat 0 holds 5 and 6 for the pile showing 4, then its stockpile 7 fits."""


def test_the_coach_holds_a_discard_that_leaves_a_stockpile_play_and_says_what_was_missed() -> None:
    client = Client()
    url = seeded_game(client, MISSED)
    step = step_of(client.get(url).content.decode())
    answer = client.post(url, {"step": step, "from": "h12", "to": "d1"}, HTTP_HX_REQUEST="true")
    text = answer.content.decode()
    assert answer.status_code == 200
    assert "on your stockpile was playable" in text and 'id="end-anyway"' in text
    assert full_position(url).active == HUMAN  # the turn did not end
    anyway = client.post(url, {"step": step_of(text), "move": "h12-d1", "anyway": "1"})
    assert anyway.status_code == 303
    assert "h12-d1" in stored(url).moves


def test_ending_the_turn_anyway_keeps_the_notes_the_coach_held_it_with(monkeypatch) -> None:
    """The coach works the turn out once: "End my turn anyway" reuses the notes it held the discard with,
    and they are what the review after the game remembers of that turn."""
    from play import state

    solved = []
    missed = state._missed
    monkeypatch.setattr(state, "_missed", lambda *args, **kw: solved.append(args[1]) or missed(*args, **kw))
    client = Client()
    url = seeded_game(client, MISSED)
    held = client.post(url, {"step": step_of(client.get(url).content.decode()), "from": "h12", "to": "d1"},
                       HTTP_HX_REQUEST="true")
    notes = stored(url).last["coach"]
    client.post(url, {"step": step_of(held.content.decode()), "move": "h12-d1", "anyway": "1"})
    assert solved == ["h12-d1"]
    assert stored(url).turn["past"][-1]["notes"] == notes
    assert notes[0]["code"] == "skipbo.coach.stock-playable"


def test_the_coach_says_nothing_when_the_turn_equals_the_best_plan() -> None:
    client = Client()
    url = seeded_game(client, MISSED)
    begun = len(stored(url).moves)
    best = ["h5-b1", "h6-b1", "s-b1", "h12-d1"]
    for move in best:
        html = client.get(url).content.decode()
        source, _, target = move.partition("-")
        answer = client.post(url, {"step": step_of(html), "from": source, "to": target}, HTTP_HX_REQUEST="true")
        assert answer.status_code == 200
        assert "was playable" not in answer.content.decode()
        assert 'id="end-anyway"' not in answer.content.decode()
    assert stored(url).moves[begun:begun + 4] == best


def test_ask_the_coach_helps_a_level_more_each_time() -> None:
    client = Client()
    url = seeded_game(client, MISSED)
    said = []
    for _ in range(3):
        html = client.get(url).content.decode()
        client.post(url, {"step": step_of(html), "action": "ask"})
        said.append(re.search(r'class="fb fb--coach"[^>]*>(.*?)</p>', client.get(url).content.decode(), re.S).group(1))
    assert "building pile 1" in said[0]
    assert said[1] != said[0] and said[2] != said[1]


def test_the_coachs_help_is_worked_out_once_per_position_and_level(monkeypatch) -> None:
    """Pages drawn again on the same position (a reload, a tap) show the same help without a new search;
    a move changes the position, and the help follows it."""
    from games.coach import skipbo as coach
    from play import state

    state._help.cache_clear()
    asked = []
    ask = coach.ask
    monkeypatch.setattr(coach, "ask", lambda pos, level, **kw: asked.append(level) or ask(pos, level, **kw))
    client = Client()
    url = seeded_game(client, MISSED)
    client.post(url, {"step": step_of(client.get(url).content.decode()), "action": "ask"})
    first, again = client.get(url).content.decode(), client.get(url + "?from=h5").content.decode()
    assert asked == [1]
    hint = re.compile(r'class="fb fb--coach"[^>]*>(.*?)</p>', re.S)
    assert hint.search(first).group(1) == hint.search(again).group(1)
    client.post(url, {"step": step_of(again), "from": "h5", "to": "b1"})
    client.get(url)
    assert asked == [1, 1]


def test_with_the_coach_off_a_discard_ends_the_turn_at_once() -> None:
    client = Client()
    url = start(client)
    Match.objects.filter(key=stored(url).key).update(options={**stored(url).options, "coach": False})
    from play.kits.skipbo import KIT

    pos = skipbo.parse(MISSED)
    Match.objects.filter(key=stored(url).key).update(snapshot=KIT.freeze(pos))
    html = client.get(url).content.decode()
    assert 'id="ask-coach"' not in html
    client.post(url, {"step": step_of(html), "from": "h12", "to": "d1"})
    assert "h12-d1" in stored(url).moves


def test_the_record_lists_every_move_in_order_each_escaped() -> None:
    from play.views import record_items

    assert record_items([]) == ""
    assert record_items(["draw", "h5-b1", "<b>&"]) == ("<li><code>draw</code></li><li><code>h5-b1</code></li>"
                                                       "<li><code>&lt;b&gt;&amp;</code></li>")


@pytest.mark.parametrize(("players", "heading"), [("2", "The computer player's moves since your turn"),
                                                   ("3", "The computer players' moves since your turn")])
def test_the_computer_moves_heading_counts_the_computer_players(players: str, heading: str) -> None:
    client = Client()
    html = client.get(start(client, players=players)).content.decode()
    assert f'id="computer-h">{heading}<' in html or f'id="computer-h" class="visually-hidden">{heading}<' in html
