"""Count to Ten's registration: its ``Game`` record and the parts each page app reads from it, built
only from the public plug-in points (``games.registry``, ``games.moves``, ``games.preview``, ``tutorial.parts``,
``checker.parts``, ``explainer.parts``) — nothing outside tests/ knows this game."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from django.http import QueryDict
from PIL import ImageDraw

from checker.parts import CHECKER, PlanShown
from config.parsing import grammar
from explainer.parts import RULES_PAGE, RulesPage
from games.moves import MOVE_WORDS
from games.preview import PICTURE
from games.registry import Game
from tests.thirdgame import engine, texts
from tutorial.core import BadAction, Replay, TutorialGame
from tutorial.goals import Goal
from tutorial.parts import TUTORIAL, Tutorial
from tutorial.puzzles.base import Puzzle

Position = engine.Position
Move = engine.Move


@dataclass(frozen=True)
class Reach(Goal[Replay[Position]]):
    """Reach the count ``n`` on your own move."""

    n: int

    def done(self, replay: Replay[Position]) -> bool:
        return replay.position.count >= self.n

    def reachable(self, replay: Replay[Position]) -> bool | None:
        return replay.position.count < self.n or self.done(replay)

    def sentence(self, replay: Replay[Position]) -> str:
        return f"Reach {self.n} (now {replay.position.count})."


class CounterTutorial(TutorialGame[Position, Move, Move, Replay[Position]]):
    slug = "count-to-ten"
    board_template = "thirdgame/board.html"
    unreadable = "Press one of the step buttons."

    def read_move(self, data: QueryDict) -> Move:
        try:
            return engine.parse_move(data.get("move", ""))
        except engine.NotationError:
            raise BadAction("move") from None

    def read_selection(self, data: QueryDict) -> str | None:
        return None

    def read_action(self, text: str) -> Move:
        return engine.parse_move(text)

    parse_move = read_action

    def action_text(self, move: Move) -> str:
        return engine.dump_move(move)

    move_text = action_text

    def new_replay(self, puzzle: Puzzle) -> Replay[Position]:
        start = engine.parse(puzzle.start)
        return Replay(start, start)

    def judge(self, pos: Position, move: Move) -> Any:
        return engine.judge(pos, move)

    def apply(self, pos: Position, move: Move) -> Position:
        return engine.play(pos, move)

    def is_over(self, pos: Position) -> bool:
        return engine.outcome(pos) is not None

    def suggest(self, puzzle: Puzzle, replay: Replay[Position], reference: str | None) -> str | None:
        return f"add {engine.solve(replay.position).step}"

    def board(self, puzzle: Puzzle, replay: Replay[Position], selection: str | None) -> dict[str, Any]:
        return {"count": replay.position.count, "steps": (1, 2, 3), "selection": "", "selection_messages": []}


PUZZLE = Puzzle(slug="last-step", game="count-to-ten", title="The last step", start="c:8 a:0 / - / -",
                goal=Reach(10), instructions="Reach ten in one move.", hints=("Count what is missing.", "Two."),
                teaches=("counter.step.added", "counter.step.too-big"), solution=("+2",), why="8 + 2 is 10.")


class CounterKit:
    """The checker's board for the toy game: tap a count (``c:4``), then a step (``+2``)."""

    key = "counter"
    engine = engine
    board_template = "thirdgame/builder.html"
    move_example = "For example +1 or +2."
    ui: dict[str, re.Pattern[str]] = {}
    taps = grammar(r"c:\d|s:[1-9]")

    def blank(self) -> Position:
        return engine.parse("c:0 a:0 / - / -")

    def tap(self, pos: Position, move: str, ui: dict[str, str], tap: str) -> tuple[Position, str, dict[str, str]]:
        if tap.startswith("c:"):
            return engine.parse(f"c:{tap[2:]} a:0 / - / -"), move, ui
        return pos, f"+{tap[2:]}", ui

    def board(self, pos: Position, move: str, ui: dict[str, str]) -> dict[str, Any]:
        return {"counts": range(10), "steps": range(1, 4)}

    def question(self, pos: Position, move: str) -> str | None:
        return None

    def turn_words(self, pos: Position) -> str:
        return ""

    def plan(self, pos: Position) -> PlanShown:
        best = engine.solve(pos)
        return PlanShown((f"add {best.step}",), "The best step:", True)


def panel(draw: ImageDraw.ImageDraw, top: int, position: str, move: str) -> None:
    """The game's preview panel (``games.preview.PICTURE``): the position as text."""
    draw.text((48, top), position)


def say_move(pos: Position, move: str | Move, viewer: int | None = None, /) -> str:
    """The game's move words (``games.moves.MOVE_WORDS``): "add 2 to 8"."""
    step = engine.parse_move(move).step if isinstance(move, str) else move.step
    return f"add {step} to {pos.count}"


def make_game() -> Game:
    """A fresh record of the game with every part it plays with (rules page, tutorial, checker)."""
    game = Game(slug="count-to-ten", key="counter", name="Count to Ten", engine=engine, texts=texts,
                seats=range(2, 4), rules_title="Count to Ten rules", rules_description="Add 1 or 2; reach 10.",
                glossary_title="Count to Ten glossary", glossary_description="No terms.",
                tagline="The counting game.", sections=texts.SECTIONS, puzzles_title="Count to Ten puzzles",
                puzzles_description="One puzzle.", notation=texts.NOTATION)
    game.provide(RULES_PAGE, RulesPage("thirdgame/rules.html"))
    game.provide(TUTORIAL, Tutorial.of(CounterTutorial(), [PUZZLE], "Press a step button."))
    game.provide(CHECKER, CounterKit())
    game.provide(MOVE_WORDS, say_move)
    game.provide(PICTURE, panel)
    return game
