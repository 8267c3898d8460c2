"""Your mistakes become puzzles: a missed play the coach notes in a coached game becomes a puzzle for that
visitor alone, with the solver's goal and reference line, solvable on the puzzles' board with the rules'
feedback; bounded per visitor and game, purged with the games, never shown to anyone else."""

from __future__ import annotations

import re
from dataclasses import asdict
from datetime import timedelta
from io import StringIO

import pytest
from django.core.management import call_command
from django.test import Client
from django.utils import timezone

from engine import rummikub, skipbo
from games.coach import rummikub as rummikub_coach
from games.coach import skipbo as skipbo_coach
from games.registry import SKIP_BO
from progress.models import RuleMark
from tests.play import test_rummikub_game as rk
from tests.play import test_skipbo_game as sb
from tutorial import personal
from tutorial.models import Attempt, PersonalPuzzle

pytestmark = pytest.mark.django_db


def step_of(html: str) -> str:
    return re.search(r'name="step" value="(\d+)"', html).group(1)


def post(client: Client, url: str, **data: str) -> str:
    response = client.post(url, {"step": step_of(client.get(url).content.decode()), **data}, HTTP_HX_REQUEST="true")
    assert response.status_code == 200, response.content[:300]
    return response.content.decode()


def end_the_turn_anyway(client: Client, url: str, ending: str, **fields: str) -> None:
    """The move that ends the turn (``ending``, sent as ``fields``), held by the coach, then ended anyway."""
    held = post(client, url, **fields)
    assert 'id="end-anyway"' in held
    client.post(url, {"step": step_of(held), "move": ending, "anyway": "1"})


def only(game: str) -> PersonalPuzzle:
    rows = list(PersonalPuzzle.objects.filter(game=game))
    assert len(rows) == 1
    return rows[0]


def test_a_missed_stockpile_play_becomes_your_puzzle_with_the_solvers_goal_and_line() -> None:
    client = Client()
    url = sb.seeded_game(client, sb.MISSED)
    end_the_turn_anyway(client, url, "h12-d1", **{"from": "h12", "to": "d1"})
    row = only("skip-bo")
    assert row.goal == {"stock": 1} and row.solution == ["h5-b1", "h6-b1", "s-b1"]
    assert row.rule == "skipbo.build.next-number"
    # Only what seat 0 saw: the stockpile's top, the draw pile and the other hand face down.
    assert row.position == skipbo.dump(skipbo.view(skipbo.parse(sb.MISSED), 0))
    assert "+9" in row.position and "h:#5" in row.position and "3.3.4.4.9" not in row.position

    listing = client.get("/en/skip-bo/puzzles/").content.decode()
    page = personal.url_of(row)
    assert "From your games" in listing and f'href="{page}"' in listing and "Your missed play, just now" in listing
    practise = re.search(r'<section class="map-practise".*?</section>', client.get("/en/skip-bo/progress/")
                         .content.decode(), re.S).group(0)
    assert practise.index('href="/en/skip-bo/puzzles/next-number/"') < practise.index(f'href="{page}"')  # built-in 1st

    board = client.get(page)
    assert board.status_code == 200 and "private" in board["Cache-Control"]
    text = board.content.decode()
    assert "From your game: “" in text and "Play 1 stockpile card this turn (played: 0)." in text
    assert '<meta name="robots" content="noindex">' in text

    refused = post(client, page, **{"from": "s", "to": "b1"})  # the 7 onto a pile showing 4
    assert 'data-verdict="illegal"' in refused and 'data-rule="skipbo.build.next-number"' in refused
    assert 'href="/en/skip-bo/#skipbo.build.next-number"' in refused
    for move in row.solution:
        source, _, target = move.partition("-")
        answer = post(client, page, **{"from": source, "to": target})
    assert "Solved!" in answer and "The 7 on your stockpile was playable" in answer
    mark = RuleMark.objects.get(rule="skipbo.build.next-number")
    assert mark.notes == 1 and mark.used >= 2  # the note, then the puzzle's legal moves with the rule

    map_page = client.get("/en/skip-bo/progress/").content.decode()
    rule_row = re.search(r'<li class="rule-mark[^"]*" id="skipbo.build.next-number".*?</details>', map_page, re.S)
    assert rule_row and f'href="{page}"' in rule_row.group(0)


def test_another_visitor_and_an_altered_key_get_404() -> None:
    client = Client()
    url = sb.seeded_game(client, sb.MISSED)
    end_the_turn_anyway(client, url, "h12-d1", **{"from": "h12", "to": "d1"})
    page = personal.url_of(only("skip-bo"))
    assert client.get(page).status_code == 200
    assert Client().get(page).status_code == 404
    assert Client().post(page, {"step": "0", "from": "h5", "to": "b1"}).status_code == 404
    assert client.get(page[:-3] + "xx/").status_code == 404
    assert "From your games" not in Client().get("/en/skip-bo/puzzles/").content.decode()


def test_a_puzzle_that_cannot_be_made_never_costs_the_player_the_move(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object) -> None:
        raise RuntimeError("a bug in making the puzzle")

    monkeypatch.setattr(personal, "make", broken)
    client = Client()
    url = sb.seeded_game(client, sb.MISSED)
    end_the_turn_anyway(client, url, "h12-d1", **{"from": "h12", "to": "d1"})
    assert "h12-d1" in sb.stored(url).moves and not PersonalPuzzle.objects.exists()
    assert RuleMark.objects.get(rule="skipbo.build.next-number").notes == 1  # the map still has the note


def test_a_missed_placement_becomes_your_rummikub_puzzle_on_the_same_board() -> None:
    client = Client()
    url = rk.seeded_game(client, rk.MISSED)
    end_the_turn_anyway(client, url, "draw", move="draw")
    row = only("rummikub")
    assert row.goal == {"place": 1} and len(row.solution) == 1
    assert sorted(row.solution[0].removeprefix("t:").split(",")) == ["K5.B5.O5", "R7.R8.R9.R10"]  # the red 10 laid off
    assert row.position == rummikub.dump(rummikub.parse("t:R7.R8.R9,K5.B5.O5 p:+3 / r:R10.K2.B12 m:1 / r:#14"))

    page = personal.url_of(row)
    post(client, page, **{"from": "K2", "to": "1@fit"})  # the black 2 on the red run
    refused = post(client, page, move="end")
    assert 'data-verdict="illegal"' in refused and 'data-rule="rummikub.run.mixed-colours"' in refused
    post(client, page, action="reset")
    post(client, page, **{"from": "R10", "to": "1@fit"})
    assert "Solved!" in post(client, page, move="end")


def test_a_rummikub_puzzle_is_the_coachs_best_turn_kept_in_its_note_never_solved_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    note = rummikub_coach.missed(rummikub.parse(rk.MISSED), "draw")[0]
    assert rummikub.judge(rummikub.parse(note.position), note.params["plan"]).legal and note.params["placed"] == 1

    def solving(*args: object) -> None:
        raise AssertionError("the coach's position was solved again")

    monkeypatch.setattr(rummikub_coach, "PLANS", solving)
    row = personal.make("v3", rummikub_game(), asdict(note))
    assert row is not None and row.pk is not None
    assert row.solution == [note.params["plan"]] and row.goal == {"place": 1}
    assert "plan" not in row.note["params"]  # kept once, as the solution
    assert personal.make("v3", rummikub_game(), asdict(note)) is None  # that position is a puzzle already


def shown_hints(html: str) -> list[str]:
    found = re.search(r'<section class="hints".*?</section>', html, re.S)
    return re.findall(r"<li>(.*?)</li>", found.group(0), re.S) if found else []


@pytest.mark.parametrize("game", ["skip-bo", "rummikub"])
def test_each_hint_in_a_puzzle_from_your_game_says_something_new(game: str) -> None:
    client = Client()
    if game == "skip-bo":  # the coach's next level after its nudge would name the plan's first move
        end_the_turn_anyway(client, sb.seeded_game(client, sb.MISSED), "h12-d1", **{"from": "h12", "to": "d1"})
    else:  # the tile to start with, then the whole table
        end_the_turn_anyway(client, rk.seeded_game(client, rk.MISSED), "draw", move="draw")
    page = personal.url_of(only(game))
    shown: list[str] = []
    for _press in range(5):
        hints = shown_hints(post(client, page, action="hint"))
        if hints == shown:
            break
        assert hints[:-1] == shown and hints[-1] not in shown  # one more hint each press
        shown = hints
    assert len(shown) == (2 if game == "skip-bo" else 3)
    move = shown[-1].removeprefix("Try this move: ")
    assert move != shown[-1] and not any(move in hint for hint in shown[:-1])  # the move is named once, last


def missed_note(draw_pile: int) -> dict:
    """The coach's note on discarding the 12 in a position like ``MISSED`` (a draw pile of this size)."""
    pos = skipbo.parse(f"b:4,-,-,- w:+{draw_pile} / s:7+9 h:1.5.6.10.12 / s:8+9 h:#5")
    return asdict(skipbo_coach.missed(pos, ["h12-d1"])[0])


def test_a_visitor_keeps_the_newest_12_per_game_and_the_purge_deletes_old_ones() -> None:
    for size in range(20, 20 + personal.MAX_PER_GAME + 1):
        assert personal.make("v1", SKIP_BO, missed_note(size)) is not None
    assert personal.make("v1", SKIP_BO, missed_note(30)) is None  # that position is a puzzle already
    kept = PersonalPuzzle.objects.filter(visitor="v1")
    assert kept.count() == personal.MAX_PER_GAME
    assert not kept.filter(position__contains="w:+20 ").exists()  # the oldest went first

    oldest = kept.order_by("created").first()
    Attempt.objects.create(visitor="v1", game="skip-bo", slug=personal.slug_of(oldest.key))
    kept.filter(pk=oldest.pk).update(created=timezone.now() - timedelta(days=31))
    out = StringIO()
    call_command("purge_attempts", stdout=out)
    assert "1 puzzles from games" in out.getvalue()
    assert kept.count() == personal.MAX_PER_GAME - 1
    assert not Attempt.objects.filter(slug=personal.slug_of(oldest.key)).exists()


def test_a_rummikub_meld_still_to_make_is_part_of_the_goal() -> None:
    pos = rummikub.parse("t:K1.K2.K3 p:+40 / r:R10.R11.R12.B2 m:0 / r:#14")
    note = rummikub_coach.missed(pos, "draw")[0]
    row = personal.make("v2", rummikub_game(), asdict(note))
    assert row is not None and row.goal == {"place": 3, "meld": True}
    assert [line.split(":")[0] for line in personal_goal_lines(row)] == [
        "Make your initial meld", "Place 3 tiles from your rack (placed"]


def rummikub_game():
    from games.registry import RUMMIKUB

    return RUMMIKUB


def personal_goal_lines(row: PersonalPuzzle) -> list[str]:
    from tutorial.games import adapter

    puzzle = personal.puzzle_of(row)
    tutor = adapter(row.game)
    return tutor.goal(puzzle, tutor.replay(puzzle, [])).lines
