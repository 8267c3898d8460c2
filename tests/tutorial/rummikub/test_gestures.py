"""One drag a tile, for every Rummikub puzzle (issue 23: a reference solution takes at most moves + 1 taps
or drags, a move being a tile moved). Each reference solution is played here, over HTTP, with the forms the
board's gestures send (static/js/board.js): a tile dragged onto a set sends its item and ``S@fit``, onto the
table ``new``, onto a joker ``S@P`` (the joker then comes up chosen and goes with the next drag); a tap on
end, draw, pass, a gap or a score sends its ``move``. Tiles are dragged one at a time, each found on the
board as it is then, as a player would (``Board``); the turn is judged when it ends, and the last gesture
solves the puzzle.

The browser drags whole solutions for a sample of puzzles (tests/e2e/test_board_drags.py, ``SAMPLE``) that
meets every kind of gesture any puzzle needs, which the test here keeps true."""

from __future__ import annotations

import re
from collections import Counter
from http import HTTPStatus

import pytest
from django.test import Client

from engine import rummikub
from tutorial.puzzles import puzzles

pytestmark = pytest.mark.django_db

# Played with drags in the browser, between them every kind of gesture (the test below keeps it so): rack
# and table tiles onto sets and onto the table (rearrange-several-sets), a joker freed and carried along
# (free-a-joker), a split and time up (timer-and-penalty), the score quiz (scoring), a draw (add-a-tile)
# and a pass (empty-pool).
SAMPLE = ("rearrange-several-sets", "free-a-joker", "timer-and-penalty", "scoring", "add-a-tile", "empty-pool")

BUTTON = re.compile(r"<button [^>]*>")
ATTRIBUTE = re.compile(r'([\w-]+)="([^"]*)"')
TAPS = ("end", "draw", "pass", "timeup")


class Board:
    """A puzzle page played with the board's gestures through the test client: the sets and the rack read
    from the page after each answer, the tiles chosen so far (``picked``, as board.js keeps them), the
    gestures counted and each one's kind noted."""

    def __init__(self, client: Client, url: str) -> None:
        self.client, self.url = client, url
        self.html = client.get(url).content.decode()
        self.picked: list[str] = []
        self.count = 0
        self.kinds: set[str] = set()

    def tiles(self) -> list[dict[str, str]]:
        return [attrs for attrs in (dict(ATTRIBUTE.findall(tag)) for tag in BUTTON.findall(self.html))
                if "data-item" in attrs]

    def table(self) -> list[list[str]]:
        """The faces of each set, in order (set numbers from 1)."""
        sets: dict[int, dict[int, str]] = {}
        for tile in self.tiles():
            if "-" in tile["data-item"]:
                number, place = map(int, tile["data-item"].split("-"))
                sets.setdefault(number, {})[place] = tile["data-face"]
        return [[faces[k] for k in sorted(faces)] for _n, faces in sorted(sets.items())]

    def rack(self) -> list[str]:
        return [tile["data-face"] for tile in self.tiles() if "-" not in tile["data-item"]]

    def chosen_faces(self) -> list[str]:
        table = self.table()
        return [table[int(item.split("-")[0]) - 1][int(item.split("-")[1]) - 1] if "-" in item else item
                for item in self.picked]

    def step(self) -> int:
        return int(re.search(r'name="step" value="(\d+)"', self.html).group(1))

    def send(self, data: dict[str, str], kind: str) -> None:
        before = self.step()
        response = self.client.post(self.url, {**data, "step": str(before)}, HTTP_HX_REQUEST="true")
        assert response.status_code == HTTPStatus.OK, (data, response.status_code)
        self.html = response.content.decode()
        assert self.step() > before, f"{data} changed nothing"
        self.count += 1
        self.kinds.add(kind)

    def tap(self, move: str) -> None:
        assert f'value="{move}"' in self.html, f"no button for {move}"
        self.send({"move": move}, "tap " + re.sub(r"[0-9@:-]+", "", move))

    def drag(self, item: str, to: str, then: str | None = None) -> None:
        """Drag the tile ``item`` (chosen on the way, as a drag does) onto ``to``."""
        along = bool(self.picked)
        if item not in self.picked or "-" not in item:
            self.picked.append(item)
        where = "table tile" if "-" in item else "rack tile"
        target = to if to in ("new", "rack") else "a set" if to.endswith("@fit") else "a joker"
        self.send({"from": ",".join(self.picked), "to": to}, f"drag a {where} onto {target}{' + chosen' * along}")
        self.picked = [then] if then else []

    def free(self, face: str, avoid_sets: set[int]) -> str:
        """A tile of that face not chosen yet: from the rack first, else from a set not to be kept."""
        rack_chosen = Counter(item for item in self.picked if "-" not in item)
        if self.rack().count(face) > rack_chosen[face]:
            return face
        for number, tiles in enumerate(self.table(), start=1):
            for place, tile in enumerate(tiles, start=1):
                if number not in avoid_sets and tile == face and f"{number}-{place}" not in self.picked:
                    return f"{number}-{place}"
        raise AssertionError(f"no {face} to choose")

    def chosen_or_free(self, face: str) -> str:
        """The table tile of that face chosen already (the joker a dropped tile freed), else a free one."""
        for item, chosen in zip(self.picked, self.chosen_faces(), strict=True):
            if chosen == face and "-" in item:
                return item
        return self.free(face, set())

    def drag_each(self, faces: list[str], find: str | set[int], target: str) -> None:
        """Drag tiles to ``target`` ("new" or a set's number) one at a time, each found just before its drag
        (``find``: "chosen" for the chosen tile or a free one, else the sets to leave alone); a tile chosen
        already (a freed joker) goes along with the next drag."""
        into = [] if target == "new" else self.table()[int(target) - 1]
        went: Counter[str] = Counter()
        for face in faces:
            if went[face]:
                went[face] -= 1
                continue
            item = self.chosen_or_free(face) if find == "chosen" else self.free(face, find)
            if not into:
                to = "new"
            else:
                sets = [Counter(s) for s in self.table()]
                to = f"{sets.index(Counter(into)) + 1}@fit"
            along = self.chosen_faces()
            went += Counter(along)
            self.drag(item, to)
            into = [*into, *along, face]

    def turn(self, move: str) -> int:
        """Lay a whole turn (``t:SETS``) tile by tile; returns its moves: the tiles of the sets it changes."""
        rummikub.parse_move(move)
        target = [s.split(".") for s in move[2:].split(",")] if move != "t:-" else []
        start = [Counter(s) for s in self.table()]
        moves = sum(len(s) for s in target if Counter(s) not in start)
        done: list[Counter[str]] = []

        def kept() -> set[int]:
            left, out = list(done), set()
            for number, tiles in enumerate(self.table(), start=1):
                if Counter(tiles) in left:
                    left.remove(Counter(tiles))
                    out.add(number)
            return out

        for tiles in target:
            if Counter(tiles) in [Counter(s) for i, s in enumerate(self.table(), start=1) if i not in kept()]:
                done.append(Counter(tiles))
        for tiles in target:
            want = Counter(tiles)
            if want in done:
                continue
            rack = Counter(self.rack())
            grow = [n for n, s in enumerate(self.table(), start=1)
                    if n not in kept() and s and not Counter(s) - want and not (want - Counter(s)) - rack]
            faces = list((want - Counter(self.table()[grow[0] - 1])).elements()) if grow else tiles
            self.drag_each(faces, kept() | set(grow[:1]), str(grow[0]) if grow else "new")
            done.append(want)
        self.tap("end")
        return moves

    def action(self, action: str) -> int:
        """Play one reference action with gestures; returns how many moves it counts."""
        if action in TAPS or action.startswith(("score:", "split:")):
            self.tap(action)
            return 1
        if action.startswith("mv:"):
            selection, target = action[3:].split(">")
            items = selection.split(",")
            number, _, place = target.partition("@")
            table = self.table()
            on_joker = (place.isdigit() and "-" not in selection
                        and table[int(number) - 1][int(place)] == "J")
            if not on_joker:
                faces = [table[int(i.split("-")[0]) - 1][int(i.split("-")[1]) - 1] if "-" in i else i for i in items]
                self.drag_each(faces, "chosen", number)
                return len(items)
            for item in items[:-1]:  # chosen with a tap each, the last dropped on the joker
                self.picked.append(item)
                self.count += 1
            self.drag(items[-1], target, then=f"{number}-{int(place) + 1 + len(self.picked) + 1}")
            return len(items)
        assert action.startswith("t:"), action
        return self.turn(action)


def test_every_reference_solution_takes_at_most_one_drag_a_tile_plus_one() -> None:
    """Every puzzle, solved with drags; and the browser's SAMPLE needs every kind of gesture that any
    puzzle needs (all in one test: each solution is played once for both)."""
    every, sampled = set(), set()
    for puzzle in puzzles("rummikub"):
        board = Board(Client(), f"/en/rummikub/puzzles/{puzzle.slug}/")
        moves = sum(board.action(action) for action in puzzle.solution)
        assert 'id="result"' in board.html, f"{puzzle.slug}: its reference solution played with drags did not solve it"
        assert board.count <= moves + 1, f"{puzzle.slug}: {board.count} gestures for {moves} moves"
        every |= board.kinds
        if puzzle.slug in SAMPLE:
            sampled |= board.kinds
    assert every - sampled == set(), "add a puzzle that needs these gestures to SAMPLE"
    assert {"tap end", "tap split", "drag a rack tile onto a joker", "drag a rack tile onto new + chosen"} <= every
