"""Rummikub against the computer: the deal (the draw for the first turn decides who starts), the bots by
level, the puzzles' board with its working table, and a computer turn in words.

The human builds a turn on the working table (``games.boards.rummikub``): tile moves, splits and "put the
table back" are *edits* (``edit``): they change only the state's working table, are never recorded and
judge nothing. "End turn" (``resolve``) plays the working table as the engine's whole-turn move ``t:SETS``,
judged by ``rummikub.judge`` like every other move (draw, pass, a typed turn).

The state is the engine's full-knowledge position (every rack, the pool in order: the server's alone),
the passes in a row (the position does not count them; the game ends on an empty pool once every seat
passed and nobody can place a tile), the working table of the human's turn, and how the game ended
(decided once, when the move that ended it is applied).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from django.http import QueryDict
from django.utils.text import capfirst
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from engine import rummikub
from engine.outcome import Ending, Outcome
from engine.rummikub.bots import LearningBot, SolverBot
from engine.rummikub.tiles import JOKER, face_value, sort_key, tile_text
from engine.rummikub.view import view
from engine.verdict import Verdict
from games.boards import rummikub as shared_board
from games.boards.rummikub import SELECTION, SPLIT, TARGET, BadTiles, Work
from games.texts.rummikub_words import tile_list
from play.parts import BadMove, Edited, Options, Played, TableNote

BUDGETS = {"steady": 8, "strong": 25}
"""The solver's budget per computer turn (ms) of the levels that play the solver's move; "learning" is
``LearningBot`` (it misses every play on about half its turns)."""
ENDING_BUDGET_MS = 50
"""The solver's budget per seat when an empty pool may have ended the game (can anyone still place?)."""
MAX_TYPED = 400
WORDS = ("end", "back", "draw", "pass")


@dataclass(frozen=True)
class RummikubState:
    """The whole game as the server holds it (see the module's docstring)."""

    position: rummikub.Position
    passes: int = 0
    work: Work | None = None
    over: Outcome | None = None


class RummikubKit:
    board_template: ClassVar[str] = "games/boards/rummikub.html"
    board_css: ClassVar[str] = "css/board-rummikub.css"
    tools_template: ClassVar[str] = "games/boards/rummikub_tools.html"
    offers_short: ClassVar[bool] = False
    offers_leaflet: ClassVar[bool] = False
    offers_team: ClassVar[bool] = False
    series_goal = _("A round is as many games as there are players. After one round, the player who won the "
                    "most games wins the series; with as many games won, the higher points total wins.")
    unreadable = _("That move could not be read, so nothing was done. Choose one or more tiles, then where "
                   "they go, with the buttons on the board.")
    prompt = _("Your turn: move tiles from your rack to the table, then end your turn — or draw a tile.")

    def deal(self, options: Options, seed: int) -> RummikubState:
        return RummikubState(rummikub.new_game(options.players, seed))

    def next_options(self, options: Options, seed: int) -> Options:
        return options  # every game's first player is drawn again (the booklet's draw for the first turn)

    def freeze(self, state: RummikubState) -> dict[str, Any]:
        return {"position": rummikub.dump(state.position), "passes": state.passes,
                "work": state.work.to_json() if state.work else None,
                "over": [str(state.over.ending), state.over.winner] if state.over else None}

    def thaw(self, data: dict[str, Any]) -> RummikubState:
        over = data.get("over")
        return RummikubState(rummikub.parse(data["position"]), int(data.get("passes", 0)),
                             Work.from_json(data["work"]) if data.get("work") else None,
                             Outcome(Ending(over[0]), over[1]) if over else None)

    def position(self, state: RummikubState) -> rummikub.Position:
        return state.position

    def active(self, state: RummikubState) -> int:
        return state.position.active

    def ended(self, state: RummikubState) -> Outcome | None:
        return state.over

    def seen_by(self, state: RummikubState, seat: int) -> rummikub.Position:
        return view(state.position, seat)

    def read_move(self, data: QueryDict) -> str:
        typed = (data.get("move") or "").strip()
        if typed:
            if len(typed) > MAX_TYPED:
                raise BadMove("move")
            if typed in WORDS or SPLIT.fullmatch(typed):
                return typed
            try:
                move = rummikub.parse_move(typed)
            except rummikub.NotationError as error:
                raise BadMove("move") from error
            if move.kind == "penalty":  # the one-minute timer is the puzzles', not this game's
                raise BadMove("move")
            return rummikub.dump_move(move)
        source, target = data.get("from", ""), data.get("to", "")
        if not SELECTION.fullmatch(source) or not TARGET.fullmatch(target):
            raise BadMove("from/to")
        return f"mv:{source}>{target}"

    def read_selection(self, data: QueryDict) -> str | None:
        value = data.get("from")
        if not value:
            return None
        if not SELECTION.fullmatch(value):
            raise BadMove("from")
        return value

    def draft(self, state: RummikubState) -> Work | None:
        return state.work

    def edit(self, state: RummikubState, action: str) -> Edited | None:
        """A tile move (``mv:SEL>TARGET``), a split (``split:S@P``) or ``back`` on the working table."""
        if action != "back" and not action.startswith(("mv:", "split:")):
            return None
        pos = state.position
        me = pos.active
        if action == "back":
            return Edited(replace(state, work=None), {"what": "back"})
        work = state.work or Work.start(pos, me)
        try:
            if (cut := SPLIT.fullmatch(action)) is not None:
                number = int(cut.group(1))
                new = shared_board.split(work, number, int(cut.group(2)))
                return Edited(replace(state, work=new), {"what": "split", "set": number,
                                                         "left": _texts(new.sets[number - 1]),
                                                         "right": _texts(new.sets[number])})
            selection, _, target = action[3:].partition(">")
            new, taken, landed = shared_board.move_tiles(work, selection, target)
        except BadTiles as error:
            raise BadMove(str(error)) from error
        if target == "rack" and (missing := shared_board.to_rack_refused(view(pos, me), new)):
            return Edited(None, {}, Verdict.forbid(missing))
        said: dict[str, Any] = {"what": "moved", "tiles": taken, "target": target}
        if landed is not None:
            said["set"] = landed + 1
            said["valid"] = not rummikub.check_set(new.table()[landed], landed + 1)
        return Edited(replace(state, work=new), said)

    def edit_words(self, said: dict[str, Any]) -> list[str]:
        if said["what"] == "back":
            return [gettext("The table is back as it was at the start of your turn, and your tiles are back on "
                            "your rack.")]
        if said["what"] == "split":
            return [gettext("Set %(set)s is split in two: (%(left)s) and (%(right)s).") % {
                "set": said["set"], "left": tile_list(said["left"]), "right": tile_list(said["right"])}]
        tiles, count = tile_list(said["tiles"]), len(said["tiles"])
        if said["target"] == "rack":
            return [capfirst(ngettext("%(tiles)s went back to your rack.", "%(tiles)s went back to your rack.",
                                      count) % {"tiles": tiles})]
        return [capfirst(ngettext("%(tiles)s moved to set %(set)s.", "%(tiles)s moved to set %(set)s.", count)
                         % {"tiles": tiles, "set": said["set"]})]

    def resolve(self, state: RummikubState, action: str) -> str:
        if action != "end":
            return action
        return (state.work or Work.start(state.position, state.position.active)).move()

    def judge(self, state: rummikub.Position, move: str) -> Verdict:
        return rummikub.judge(state, move)

    def apply(self, state: RummikubState, move: str) -> RummikubState:
        after = rummikub.play(state.position, move)
        passes = state.passes + 1 if move == "pass" else 0
        return RummikubState(after, passes, None, rummikub.outcome(after, passes, budget_ms=ENDING_BUDGET_MS))

    def opening_move(self, state: RummikubState) -> str | None:
        return None

    def bot_move(self, state: RummikubState, level: str) -> tuple[str, Any]:
        seen = view(state.position, state.position.active)
        if level not in BUDGETS:
            return str(LearningBot().choose(seen)), None
        bot = SolverBot(budget_ms=BUDGETS[level])
        move = bot.choose(seen)
        return str(move), bot.last

    def told(self, state: RummikubState, move: str) -> dict[str, Any]:
        """The move and the tiles it placed from the rack (public: they are on the table now)."""
        parsed = rummikub.parse_move(move)
        placed = Counter(t for s in parsed.table for t in s) - Counter(state.position.table_tiles())
        return {"seat": state.position.active, "move": move,
                "placed": [tile_text(t) for t in sorted(placed.elements(), key=sort_key)]}

    def words(self, told: dict[str, Any], shared: bool = False) -> str:  # names no one as "you"
        who = shared_board.player(told["seat"])
        if told["move"] == "draw":
            return gettext("%(player)s draws a tile.") % {"player": who}
        if told["move"] == "pass":
            return gettext("%(player)s passes.") % {"player": who}
        placed = told.get("placed") or []
        # Translators: a computer player's Rummikub turn; %(tiles)s lists the tiles: "red 7, joker".
        return ngettext("%(player)s places %(count)s tile from the rack: %(tiles)s.",
                        "%(player)s places %(count)s tiles from the rack: %(tiles)s.", len(placed)) % {
            "player": who, "count": len(placed), "tiles": tile_list(placed)}

    def board(self, view: rummikub.Position, me: int, selection: str | None, draft: Any = None,
              shared: bool = False) -> dict[str, Any]:
        return shared_board.board(view, me, draft if view.active == me else None, selection)

    def notation(self, view: rummikub.Position) -> str:
        return rummikub.dump(view)

    def scores(self, state: RummikubState) -> list[int]:
        return list(rummikub.score(state.position))

    def score_query(self, options: Options, state: RummikubState) -> str:
        return f"n={len(state.position.seats)}&g={keeper_entry(state.position)}"

    def table_notes(self, options: Options) -> list[TableNote]:
        return []

    def series_winner(self, options: Options, played: Sequence[Played]) -> int | None:
        """After one round (a game per player), the most games won, then the most points (the engine's
        series table; players level on both share the place, and the first of them is named)."""
        if len(played) < options.players:
            return None
        results = [rummikub.GameResult(game.winner if game.winner is not None else 0, Ending.OUT, (), game.scores)
                   for game in played]
        return rummikub.series_table(results)[0].seat


def keeper_entry(pos: rummikub.Position) -> str:
    """The finished game as the score keeper writes one (``g=-_5.8_J.2``: what was left on each rack), with
    each rack's value written as bare numbers (and jokers) that add up to it, never the tiles themselves:
    the link must not show another player's rack, and the score depends only on the values (and on which
    rack is empty)."""
    left = Counter({n: 8 for n in range(1, 14)} | {JOKER: 2})  # what the box holds: 8 of each number
    racks = []
    for seat in pos.seats:
        value = sum(face_value(t) for t in seat.rack)
        parts: list[str] = []
        for worth, key in [(30, JOKER), *((n, n) for n in range(13, 0, -1))]:
            while value >= worth and left[key]:
                value -= worth
                left[key] -= 1
                parts.append("J" if key == JOKER else str(key))
        racks.append(".".join(parts) or "-")
    return "_".join(racks)


def _texts(tiles: list[tuple[int, bool]]) -> list[str]:
    return [tile_text(t) for t, _fresh in tiles]


KIT = RummikubKit()
