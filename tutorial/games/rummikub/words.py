"""Every sentence the Rummikub tutorial says about its records and choices: feedback on edits of the
working table and on the score quiz, the events of a turn and the hint's last step. The goals say their own
sentences (``goals``).

Records hold rule ids, params and tile notation only (``tutorial.games``); the words are made here when a
page is shown, so they come out in the learner's language.
"""

from __future__ import annotations

from dataclasses import replace

from django.utils.text import capfirst
from django.utils.translation import gettext, ngettext, pgettext

from engine import rummikub
from engine.rummikub.tiles import tile_text
from games.boards.rummikub import player
from games.diagrams.rummikub import set_tiles
from games.moves import move_words
from games.registry import RUMMIKUB
from games.texts.phrases import your_tile
from games.texts.rummikub_words import tile_list
from tutorial import feedback
from tutorial.games.rummikub.records import PutBackRecord, QuizRecord, SplitRecord, TilesMovedRecord
from tutorial.games.rummikub.turns import Laid
from tutorial.records import Event, EventKind, Record


def messages(record: Record) -> list[feedback.Message]:
    """The feedback on Rummikub's own records (edits, quiz answers); the generic kinds are worded by
    ``tutorial.feedback``."""
    match record:
        case PutBackRecord():
            return [feedback.Message(gettext("The table is back as it was at the start of your turn, and your "
                                             "tiles are back on your rack."))]
        case SplitRecord():
            # Translators: after cutting a set in two; %(left)s and %(right)s list the tiles of the two parts.
            return [feedback.Message(gettext("Set %(set)s is split in two: (%(left)s) and (%(right)s).") % {
                "set": record.set_number, "left": tile_list(record.left), "right": tile_list(record.right)})]
        case TilesMovedRecord():
            return moved_messages(record)
        case QuizRecord():
            return quiz_messages(record)
    return []


def signed(points: int) -> str:
    """A score with its sign ("+45", "−12", "0"), as on the quiz buttons."""
    if points > 0:
        return f"+{points}"
    return f"\u2212{-points}" if points < 0 else "0"


def moved_messages(record: TilesMovedRecord) -> list[feedback.Message]:
    """Where tiles were moved on the working table, and how the set they landed in stands now."""
    tiles = tile_list(record.tiles)
    count = len(record.tiles)
    if record.target == "rack":
        return [feedback.Message(capfirst(ngettext("%(tiles)s went back to your rack.",
                                                   "%(tiles)s went back to your rack.", count) % {"tiles": tiles}))]
    number = record.set_number
    out = [feedback.Message(capfirst(ngettext("%(tiles)s moved to set %(set)s.", "%(tiles)s moved to set %(set)s.",
                                              count) % {"tiles": tiles, "set": number}))]
    set_tiles_text = record.set_tiles
    try:
        problems = rummikub.check_set(".".join(set_tiles_text), number) if set_tiles_text and number else []
    except rummikub.NotationError:
        problems = []
    if set_tiles_text and not problems:
        kind = rummikub.set_kind(".".join(set_tiles_text))
        text = (gettext("Set %(set)s is a valid group.") if kind == "group"
                else gettext("Set %(set)s is a valid run.")) % {"set": number}
        out.append(feedback.Message(text, "ok"))
    elif problems:
        out.append(feedback.Message(gettext("Set %(set)s is not valid yet:") % {"set": number}))
        # mid-turn: not yet a verdict, so the reasons are information, not "not allowed"
        out += [replace(feedback.rule_message(p.rule, dict(p.params), False), tone="info")
                for p in problems]
    return out


def quiz_messages(record: QuizRecord) -> list[feedback.Message]:
    """The score quiz's answer: right, or not and how to add it up."""
    if record.early or record.points is None:
        return [feedback.Message(gettext("The game is not over yet, so there is nothing to score."), "bad")]
    # Translators: one loser's rack value in a list, e.g. "Player 2: 35".
    racks = ", ".join(gettext("%(player)s: %(value)s") % {"player": player(i), "value": v}
                      for i, v in enumerate(record.values) if i != record.winner)
    if record.legal:
        # Translators: %(points)s is the learner's score, e.g. "+45"; %(racks)s lists the losers' rack values.
        return [feedback.Message(gettext("Right: %(points)s. The racks left over are worth %(racks)s.") % {
            "points": signed(record.points), "racks": racks}, "ok")]
    return [feedback.Message(gettext("Not %(points)s. Add up what is left on each rack (a joker counts 30): "
                                     "%(racks)s.") % {"points": signed(record.points), "racks": racks}, "bad")]


def quiz_rows(pos: rummikub.Position) -> list[str]:
    """Each known rack at the end of the game, one line each, for the score quiz."""
    rows = []
    for index, seat in enumerate(pos.seats):
        if seat.unknown:
            continue
        tiles = tile_list([tile_text(t) for t in seat.rack]) if seat.rack else pgettext("rack", "empty")
        # Translators: one line of the score quiz: "Player 2: red 5, joker".
        rows.append(gettext("%(player)s: %(tiles)s") % {"player": player(index), "tiles": tiles})
    return rows


def score_hint(points: int) -> str:
    """The score quiz's last hint: the answer to pick."""
    # Translators: the last hint of the scoring quiz, after "Try this move:" — the answer to pick, e.g. "+48".
    return gettext("pick %(points)s") % {"points": signed(points)}


def turn_words(pos: rummikub.Position, move: str) -> str:
    """A whole turn in words, for the last hint: the game's own words for a draw or a pass
    (``games.moves``); a table move lists every set of the table to build, and the timer's penalty says
    which button lets the time run out, since a hint says what to do."""
    parsed = rummikub.parse_move(move)
    if parsed.kind == "penalty":
        return gettext("let the time run out with the table still rearranged (“Time is up”)")
    if parsed.kind != "table":
        return move_words(RUMMIKUB, pos, parsed)
    sets = "; ".join(gettext("set %(number)s: %(tiles)s") % {
        "number": i, "tiles": ", ".join(f.name for f in set_tiles(s))} for i, s in enumerate(parsed.table, start=1))
    # Translators: the last hint shows the solver's table; %(sets)s is "set 1: red 3, red 4, red 5; set 2: …".
    return gettext("end your turn with this table — %(sets)s") % {"sets": sets}


def played_words(laid: list[Laid]) -> list[str]:
    """What the learner's turns did with their rack tiles, set by set, in the words of the solved puzzle:
    made from the tables the line actually played left (``RummikubReplay.laid``), so they never contradict
    it. A tile at a run's start or end is said to be there; the initial meld says its points."""
    out = []
    for turn in laid:
        for number, marked in enumerate(turn.sets, start=1):
            tiles = tuple(t for t, _fresh in marked)
            mine = [i for i, (_t, fresh) in enumerate(marked) if fresh]
            if not mine:
                continue
            shown = ", ".join(f.name for f in set_tiles(tiles))
            if len(mine) == len(tiles):
                # Translators: after a solved puzzle; %(tiles)s lists the set: "red 7, red 8, red 9".
                out.append(gettext("You laid out set %(set)s from your rack alone: %(tiles)s.") % {
                    "set": number, "tiles": shown})
                continue
            yours = _and([your_tile(tiles[i]) for i in mine])
            run = rummikub.set_kind(tiles) == "run"
            if run and mine == list(range(len(mine))):
                # Translators: after a solved puzzle; %(tiles)s are the learner's tiles in the object case
                # («свою красную пятёрку», «punaisen 5:n», «din röda femma»), %(set_tiles)s lists the set.
                text = gettext("You put %(tiles)s at the start of set %(set)s: %(set_tiles)s.")
            elif run and mine == list(range(len(tiles) - len(mine), len(tiles))):
                # Translators: as "You put %(tiles)s at the start of set …", at its end.
                text = gettext("You put %(tiles)s at the end of set %(set)s: %(set_tiles)s.")
            else:
                # Translators: as "You put %(tiles)s at the start of set …", into the set (a group, or inside a run).
                text = gettext("You put %(tiles)s into set %(set)s: %(set_tiles)s.")
            out.append(text % {"tiles": yours, "set": number, "set_tiles": shown})
        if turn.melded:
            points = sum(rummikub.set_value(tuple(t for t, _f in s)) for s in turn.sets if all(f for _t, f in s))
            out.append(ngettext("Your initial meld was worth %(points)s point.",
                                "Your initial meld was worth %(points)s points.", points) % {"points": points})
    return out


def _and(items: list[str]) -> str:
    """Several phrases joined: "a, b and c"."""
    if len(items) < 2:
        return "".join(items)
    # Translators: the last two of several of the learner's tiles ("your red 5 and your red 6");
    # %(some)s is the rest of the list, already joined with commas.
    return pgettext("tiles: all of them", "%(some)s and %(last)s") % {"some": ", ".join(items[:-1]),
                                                                     "last": items[-1]}


def event_text(event: Event) -> str:
    """One event of a turn's record in words ("" for none): a draw, a win, an opponent's turn."""
    p = event.params
    match event.kind:
        case EventKind.PUT_BACK:
            return gettext("The table was put back as it was, and your tiles returned to your rack.")
        case EventKind.DREW:
            tiles = p.get("tiles") or []
            hidden = p.get("hidden") or 0
            if tiles:
                return ngettext("You drew %(tiles)s. It waits on your rack until your next turn.",
                                "You drew %(tiles)s. They wait on your rack until your next turn.", len(tiles)) % {
                    "tiles": tile_list(tiles)}
            if hidden:
                return ngettext("You drew %(count)s tile.", "You drew %(count)s tiles.", hidden) % {"count": hidden}
        case EventKind.WON:
            return gettext("Your rack is empty: you have won the game.")
        case EventKind.OPPONENT:
            return _opponent_text(p["seat"], p["move"])
        case EventKind.YOUR_TURN:
            return gettext("Now it is your turn again.")
    return ""


def _opponent_text(seat: int, move: str) -> str:
    """A scripted opponent's turn in words."""
    who = player(seat)
    if move == "draw":
        return gettext("%(player)s draws a tile.") % {"player": who}
    if move == "pass":
        return gettext("%(player)s passes.") % {"player": who}
    if move == "penalty":
        return gettext("%(player)s runs out of time and draws three tiles.") % {"player": who}
    return gettext("%(player)s plays and leaves this table: %(table)s.") % {
        "player": who, "table": "; ".join(tile_list([tile_text(t) for t in s])
                                          for s in rummikub.parse_move(move).table)}
