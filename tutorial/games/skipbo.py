"""The Skip-Bo adapter: reads moves from forms, replays and judges them with the engine, checks goals
(asking the solver whether a goal can still be reached), says what a legal move caused, and builds the
board's template context.

Nothing here decides a rule: legality comes from ``skipbo.judge``, the highlighted targets from
``skipbo.legal_moves``, reachability from ``skipbo.solve`` (and a small search over legal plays for the
goals the solver does not score).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from django.http import QueryDict
from django.utils.translation import gettext, ngettext, pgettext

from engine import skipbo
from engine.skipbo.cards import FACES
from engine.skipbo.cards import card as card_number
from explainer.diagrams.faces import CardFace, card_words
from explainer.diagrams.skipbo import move_text, seat_name
from tutorial.games import BadAction, GoalStatus, Replay, Step, read_choice
from tutorial.goals import GoalPart, check

_CARD = r"(?:1[0-2]|[1-9]|SB)"
SOURCE = re.compile(rf"h{_CARD}|s|d[1-4]|b[1-4]|@[0-9](?:s|d[1-4]|h{_CARD})")
TARGET = re.compile(r"b[1-4]|d[1-4]|@[0-9]d[1-4]")
SPECIAL = ("draw", "pass")
MAX_TYPED = 24
SOLVER_MS = 30
SEARCH_NODES = 3000
SCRIPT_GUARD = 60


def _jsonable(params: Any) -> dict[str, Any]:
    return {k: (list(v) if isinstance(v, tuple) else v) for k, v in dict(params).items()}


@dataclass(slots=True)
class Control:
    """One button on the board. ``form`` is ``pick`` (GET: choose a source) or ``act`` (POST: the
    move); ``legal`` marks a legal target of the chosen card (from the engine's move list)."""

    id: str
    form: str
    name: str
    value: str
    label: str
    face: CardFace | None = None
    caption: str = ""
    legal: bool = False
    pressed: bool = False


class SkipBoAdapter:
    slug = "skip-bo"
    board_template = "tutorial/skipbo/board.html"
    goal_kinds = frozenset({"win", "stock", "complete", "end-turn", "discard", "refill"})

    # -- reading forms -------------------------------------------------------------------------------

    def read_move(self, data: QueryDict) -> str:
        """A move from a form: ``move`` (typed, or the draw/pass buttons) or ``from`` + ``to``."""
        typed = (data.get("move") or "").strip()
        if typed:
            if len(typed) > MAX_TYPED:
                raise BadAction("move")
            try:
                skipbo.parse_move(typed)
            except skipbo.NotationError as error:
                raise BadAction("move") from error
            return typed
        source, target = data.get("from", ""), data.get("to", "")
        if not SOURCE.fullmatch(source) or not TARGET.fullmatch(target):
            raise BadAction("from/to")
        return f"{source}-{target}"

    def read_selection(self, data: QueryDict) -> str | None:
        return read_choice(data, "from", SOURCE)

    # -- replaying and judging -----------------------------------------------------------------------

    def replay(self, puzzle: Any, actions: list[str]) -> Replay:
        start = skipbo.parse(puzzle.start)
        replay = Replay(start, start)
        for action in actions:
            verdict = skipbo.judge(replay.position, action)
            if not verdict.legal:
                raise ValueError(f"stored action {action!r} is illegal: {verdict.rule}")
            self._apply(puzzle, replay, action, verdict)
        return replay

    def _apply(self, puzzle: Any, replay: Replay, action: str, verdict: skipbo.Verdict) -> Step:
        before = replay.position
        after = skipbo.apply(before, skipbo.parse_move(action))
        step = Step(action, before, after, verdict.rule, _jsonable(verdict.params))
        replay.history.append(step)
        replay.position = after
        self._opponents(puzzle, replay, step)
        return step

    def _opponents(self, puzzle: Any, replay: Replay, step: Step) -> None:
        """The other seats' scripted moves, in order, while it is not the learner's turn. A scripted move
        that is not legal on this line is skipped; a turn the script began is finished by the engine's
        first legal draw, discard or pass."""
        learner = replay.start.active
        script = puzzle.opponents
        began = False
        for _ in range(SCRIPT_GUARD):
            pos = replay.position
            if pos.active == learner or skipbo.game_over(pos)[0]:
                return
            if replay.script_index < len(script):
                move = script[replay.script_index]
                replay.script_index += 1
                if not skipbo.judge(pos, move).legal:
                    continue
            elif began:
                move = _fallback(pos)
                if move is None:
                    return
            else:
                return
            began = True
            replay.position = skipbo.apply(pos, skipbo.parse_move(move))
            step.scripted.append((move, pos))

    def attempt(self, puzzle: Any, replay: Replay, move: str) -> tuple[dict[str, Any], Replay | None]:
        verdict = skipbo.judge(replay.position, move)
        record: dict[str, Any] = {
            "kind": "move", "move": move, "legal": verdict.legal, "rule": verdict.rule,
            "params": _jsonable(verdict.params),
            "problems": [[p.rule, _jsonable(p.params)] for p in verdict.problems],
        }
        if not verdict.legal:
            return record, None
        after = Replay(replay.start, replay.position, list(replay.history), replay.script_index)
        step = self._apply(puzzle, after, move, verdict)
        record["events"] = self._consequences(after, step)
        return record, after

    def moves_made(self, replay: Replay) -> int:
        return len(replay.history)

    # -- what a legal move caused --------------------------------------------------------------------

    def _consequences(self, replay: Replay, step: Step) -> list[list[Any]]:
        learner = replay.start.active
        m = skipbo.parse_move(step.action)
        before, after = step.before, step.after
        events: list[list[Any]] = []
        if after.winner is not None:
            return events
        partner = before.partner(learner)
        for seat, kind in ((learner, "stock"), (partner, "partner-stock")):
            if seat is None:
                continue
            was, now = before.seats[seat], after.seats[seat]
            if now.stock_size < was.stock_size:
                top = now.stock_top
                events.append([kind, {"card": FACES[top] if top else None, "count": now.stock_size}])
        if m.kind == "play" and m.target == "b":
            played_from_hand = 1 if m.source == "h" and m.source_seat in (None, learner) else 0
            drawn = after.seats[learner].hand_size - (before.seats[learner].hand_size - played_from_hand)
            if drawn > 0:
                events.append(["drew", {"count": drawn, "hand": [FACES[c] for c in after.seats[learner].hand]}])
            if after.completed < before.completed:
                events.append(["reshuffle", {}])
        for move, pos in step.scripted:
            events.append(["opponent", {"seat": pos.active, "move": move, "card": _source_card(pos, move)}])
        if step.scripted and replay.position.active == learner:
            events.append(["your-turn", {}])
        return events

    def events(self, record: dict[str, Any]) -> list[str]:
        lines = []
        for kind, p in record.get("events", []):
            lines.append(_event_text(kind, p))
        return [line for line in lines if line]

    # -- goals ---------------------------------------------------------------------------------------

    def goal(self, puzzle: Any, replay: Replay) -> GoalStatus:
        parts = check(puzzle.goal, self.goal_kinds)
        learner = replay.start.active
        more_turns = replay.script_index < len(puzzle.opponents)
        lines, done, reachable = [], [], []
        for part in parts:
            ok = self._done(part, replay)
            done.append(ok)
            lines.append(_goal_line(part, self._stock_played(replay), ok))
            if ok:
                reachable.append(True)
            elif more_turns:
                reachable.append(None)
            elif replay.position.active != learner:
                reachable.append(False)  # the learner's last turn in this puzzle is over
            else:
                reachable.append(self._reachable(part, replay))
        if all(done):
            verdict: bool | None = True
        elif False in reachable:
            verdict = False
        elif None in reachable:
            verdict = None
        else:
            verdict = True
        return GoalStatus(all(done), verdict, lines)

    def _team(self, replay: Replay) -> tuple[int, ...]:
        return replay.start.team_of(replay.start.active)

    def _stock_played(self, replay: Replay) -> int:
        return sum(replay.start.seats[s].stock_size - replay.position.seats[s].stock_size for s in self._team(replay))

    def _learner_steps(self, replay: Replay) -> list[tuple[Step, skipbo.Move]]:
        return [(s, skipbo.parse_move(s.action)) for s in replay.history]

    def _done(self, part: GoalPart, replay: Replay) -> bool:
        kind = part.kind
        if kind == "win":
            return replay.position.winner is not None and replay.position.winner in self._team(replay)
        if kind == "stock":
            return self._stock_played(replay) >= int(part.arg or 1)
        steps = self._learner_steps(replay)
        if kind == "refill":
            return any(m.kind == "draw" for _s, m in steps)
        if kind == "complete":
            return any(m.kind == "play" and m.target == "b" and s.before.building[m.target_index - 1] == 11
                       for s, m in steps)
        if kind == "end-turn":
            return any(m.kind == "pass" or (m.kind == "play" and m.target == "d") for _s, m in steps)
        if kind == "discard":
            return any(m.kind == "play" and m.target == "d" and m.source == "h"
                       and FACES[m.source_index] == part.arg for _s, m in steps)
        return False

    def _reachable(self, part: GoalPart, replay: Replay) -> bool | None:
        pos = replay.position
        if skipbo.game_over(pos)[0]:
            return False
        kind = part.kind
        if kind in ("stock", "win"):
            plan = skipbo.solve(pos, budget_ms=SOLVER_MS, max_nodes=SEARCH_NODES * 10)
            if kind == "win":
                ok = plan.wins
            else:
                ok = self._stock_played(replay) + plan.stock_played >= int(part.arg or 1)
            return True if ok else (False if plan.exact else None)
        if kind == "refill":
            return pos.awaiting_draw
        if kind == "end-turn":
            return True
        if kind == "complete":
            return _search(pos, lambda p, m: m.kind == "play" and m.target == "b"
                           and p.building[m.target_index - 1] == 11)
        if kind == "discard":
            want = part.arg
            return _search(pos, lambda p, m: m.kind == "play" and m.target == "d"
                           and FACES[m.source_index] == want, discards=True)
        return None

    # -- hints ---------------------------------------------------------------------------------------

    def hint_move(self, puzzle: Any, replay: Replay) -> str | None:
        """The next move in words: the reference line's while the learner follows it, else the solver's."""
        pos = replay.position
        if pos.active != replay.start.active or skipbo.game_over(pos)[0]:
            return None
        made = [s.action for s in replay.history]
        line = list(puzzle.solution)
        move = None
        if made == line[:len(made)] and len(made) < len(line):
            move = line[len(made)]
        else:
            plan = skipbo.solve(pos, budget_ms=SOLVER_MS)
            if plan.moves:
                move = plan.moves[0]
            else:
                legal = skipbo.legal_moves(pos)
                wanted = [p.arg for p in check(puzzle.goal, self.goal_kinds) if p.kind == "discard"]
                discards = [m for m in legal if "-d" in m and (not wanted or m.startswith(f"h{wanted[0]}-"))]
                move = discards[0] if discards else (legal[0] if legal else None)
        if move is None or not skipbo.judge(pos, move).legal:
            return None
        return move_text(pos, skipbo.parse_move(move))

    # -- the board -----------------------------------------------------------------------------------

    def board(self, puzzle: Any, replay: Replay, selection: str | None) -> dict[str, Any]:
        pos = replay.position
        me = pos.active if pos.active == replay.start.active else replay.start.active
        targets: set[str] = set()
        if selection:
            prefix = selection + "-"
            targets = {m[len(prefix):] for m in skipbo.legal_moves(pos) if m.startswith(prefix)}
        picking = selection is None
        building = [_slot(i + 1, shows, picking, targets) for i, shows in enumerate(pos.building)]
        seat = pos.seats[me]
        you = {
            "stock": _stock(seat, "s", selection, gettext("Your stockpile")),
            "hand": _hand(seat, "h", "hand", selection, you=True),
            "discards": [_discard(seat, k, "d", picking, targets, None) for k in range(4)],
        }
        partner = pos.partner(me)
        others = []
        for k in range(1, len(pos.seats)):
            index = (me + k) % len(pos.seats)
            other = pos.seats[index]
            name = seat_name(index, me, partner)
            tag = f"@{index}"
            others.append({
                "name": name, "partner": index == partner, "id": f"seat{index}",
                "stock": _stock(other, f"{tag}s", selection,
                                gettext("%(player)s: stockpile") % {"player": name}),
                "hand": _hand(other, f"{tag}h", f"p{index}h", selection, you=False),
                "hand_count": _count_text(other.hand_size) if not other.hand else "",
                "discards": [_discard(other, j, f"{tag}d", picking, targets, name) for j in range(4)],
            })
        chosen = []
        if selection:
            chosen.append(_selection_words(pos, selection))
            if not targets:
                chosen.append(gettext("No pile takes this card right now. Choose a pile anyway to hear why."))
        return {
            "building": building,
            "draw_text": ngettext("Draw pile: %(count)s card", "Draw pile: %(count)s cards", pos.draw_size)
            % {"count": pos.draw_size},
            "completed_text": ngettext("Set aside in completed piles: %(count)s card",
                                       "Set aside in completed piles: %(count)s cards", pos.completed)
            % {"count": pos.completed},
            "you": you, "others": others, "team": pos.team,
            "selection": selection or "", "selection_messages": chosen,
            "awaiting_draw": pos.awaiting_draw and pos.active == me,
            "your_turn": pos.active == me and not skipbo.game_over(pos)[0],
            "notation": skipbo.dump(pos),
        }


ADAPTER = SkipBoAdapter()


# -- helpers ---------------------------------------------------------------------------------------------

def _fallback(pos: skipbo.Position) -> str | None:
    legal = skipbo.legal_moves(pos)
    for wanted in ("draw",):
        if wanted in legal:
            return wanted
    discards = [m for m in legal if "-d" in m]
    if discards:
        return discards[0]
    return "pass" if "pass" in legal else None


def _source_card(pos: skipbo.Position, move: str) -> str | None:
    m = skipbo.parse_move(move)
    owner = pos.active if m.source_seat is None else m.source_seat
    if m.kind != "play" or owner >= len(pos.seats):
        return None
    seat = pos.seats[owner]
    if m.source == "h":
        return FACES[m.source_index]
    if m.source == "s":
        return FACES[seat.stock_top] if seat.stock_top else None
    if m.source == "d":
        pile = seat.discards[m.source_index - 1]
        return FACES[pile[-1]] if pile else None
    return None


def _search(pos: skipbo.Position, goal, discards: bool = False) -> bool | None:
    """Depth-first over the legal plays of this turn (and the start-of-turn draw): True when ``goal``
    holds for some legal move on the way, False when the whole turn is searched, None when the budget
    runs out. ``discards`` also lets the goal test the discards (which end the turn)."""
    seen: set[skipbo.Position] = set()
    stack = [pos]
    nodes = 0
    while stack:
        p = stack.pop()
        if p in seen:
            continue
        seen.add(p)
        nodes += 1
        if nodes > SEARCH_NODES:
            return None
        for move in skipbo.legal_moves(p):
            m = skipbo.parse_move(move)
            if goal(p, m):
                return True
            if m.kind == "draw" or (m.kind == "play" and m.target == "b"):
                stack.append(skipbo.apply(p, m))
    return False


def _name(card: str) -> str:
    return card_words(card_number(card)) if card else ""


def _count_text(count: int) -> str:
    # Translators: how many cards a pile or a hand holds, shown under it on the puzzle board.
    return ngettext("%(count)s card", "%(count)s cards", count) % {"count": count}


def _slot(number: int, shows: int, picking: bool, targets: set[str]) -> Control:
    value = f"b{number}"
    if shows:
        # Translators: the accessible name of a building-pile button; %(pile)s is 1-4, %(shows)s 1-11.
        label = gettext("Building pile %(pile)s, shows %(shows)s") % {"pile": number, "shows": shows}
    else:
        # Translators: the accessible name of an empty building-pile button; %(pile)s is 1-4.
        label = gettext("Building pile %(pile)s, empty") % {"pile": number}
    legal = not picking and value in targets
    if legal:
        label = _fits(label)
    return Control(f"pile-{value}", "pick" if picking else "act", "from" if picking else "to", value, label,
                   CardFace(shows) if shows else None, legal=legal)


def _fits(label: str) -> str:
    # Translators: added to a pile's accessible name when the chosen card may go there.
    return gettext("%(pile)s — your card can go here") % {"pile": label}


def _stock(seat: skipbo.Seat, value: str, selection: str | None, whose: str) -> Control:
    n = seat.stock_size
    if seat.stock:
        face = CardFace(seat.stock[0])
        # Translators: a stockpile button: %(whose)s is "Your stockpile" or "Player 2: stockpile".
        label = ngettext("%(whose)s: %(card)s on top, %(count)s card", "%(whose)s: %(card)s on top, %(count)s cards",
                         n) % {"whose": whose, "card": face.name, "count": n}
    elif n:
        face = CardFace(0)
        # Translators: a stockpile whose top card is not known; %(whose)s as above, %(count)s its size.
        label = ngettext("%(whose)s: face down, %(count)s card", "%(whose)s: face down, %(count)s cards", n) % {
            "whose": whose, "count": n}
    else:
        face = None
        # Translators: an empty stockpile or discard pile; %(whose)s names it ("Your stockpile").
        label = gettext("%(whose)s: empty") % {"whose": whose}
    return Control(f"src-{value.replace('@', 'p')}", "pick", "from", "" if selection == value else value, label,
                   face, _count_text(n) if n else pgettext("pile", "empty"), pressed=selection == value)


def _hand(seat: skipbo.Seat, prefix: str, id_prefix: str, selection: str | None, you: bool) -> list[Control]:
    controls = []
    for i, card in enumerate(seat.hand):
        value = f"{prefix}{FACES[card]}"
        face = CardFace(card)
        if you:
            # Translators: the accessible name of a card button in the learner's hand.
            label = gettext("Hand card %(card)s") % {"card": face.name}
        else:
            # Translators: a card in another player's hand (shown in some puzzles).
            label = gettext("Card %(card)s in their hand") % {"card": face.name}
        controls.append(Control(f"{id_prefix}{i}", "pick", "from", "" if selection == value else value, label,
                                face, pressed=selection == value))
    return controls


def _discard(seat: skipbo.Seat, k: int, prefix: str, picking: bool, targets: set[str],
             player: str | None) -> Control:
    pile = seat.discards[k]
    value = f"{prefix}{k + 1}"
    if player is None:
        # Translators: the learner's own discard pile on the puzzle board; %(pile)s is 1-4.
        name = gettext("Your discard pile %(pile)s") % {"pile": k + 1}
    else:
        # Translators: another player's discard pile; %(player)s is "Player 2", %(pile)s is 1-4.
        name = gettext("%(player)s: discard pile %(pile)s") % {"player": player, "pile": k + 1}
    if pile:
        face = CardFace(pile[-1])
        label = ngettext("%(whose)s: %(card)s on top, %(count)s card", "%(whose)s: %(card)s on top, %(count)s cards",
                         len(pile)) % {"whose": name, "card": face.name, "count": len(pile)}
    else:
        face = None
        label = gettext("%(whose)s: empty") % {"whose": name}
    legal = not picking and value in targets
    if legal:
        label = _fits(label)
    return Control(f"pile-{value.replace('@', 'p')}", "pick" if picking else "act", "from" if picking else "to",
                   value, label, face, _count_text(len(pile)) if pile else "", legal=legal)


def _selection_words(pos: skipbo.Position, source: str) -> str:
    """The chosen card in words: "your stockpile card 8", "hand card 5"."""
    card = None
    if source[0] == "h":
        card = source[1:]
    else:
        card = _source_card(pos, f"{source}-b1") if source[0] != "b" else None
    if card:
        # Translators: shown after choosing a card; %(card)s is a number or "Skip-Bo card".
        return gettext("Chosen: %(card)s. Now choose where it goes.") % {"card": _name(card)}
    return gettext("Chosen. Now choose where it goes.")


def _goal_line(part: GoalPart, played: int, done: bool) -> str:
    kind = part.kind
    if kind == "win":
        text = gettext("Win the game this turn: play your last stockpile card.")
    elif kind == "stock":
        n = int(part.arg or 1)
        # Translators: a puzzle goal; %(count)s stockpile cards to play, %(played)s played so far.
        text = ngettext("Play %(count)s stockpile card this turn (played: %(played)s).",
                        "Play %(count)s stockpile cards this turn (played: %(played)s).", n) % {
            "count": n, "played": min(played, n)}
    elif kind == "complete":
        text = gettext("Complete a building pile: play it up to 12.")
    elif kind == "end-turn":
        text = gettext("End your turn the legal way.")
    elif kind == "discard":
        # Translators: a puzzle goal; %(card)s is a number or "Skip-Bo card".
        text = gettext("End your turn by discarding your %(card)s.") % {"card": _name(part.arg or "")}
    else:
        text = gettext("Fill your hand to five cards at the start of your turn.")
    if done:
        # Translators: a goal of the puzzle that has been reached; %(goal)s is the goal sentence.
        return gettext("Done: %(goal)s") % {"goal": text}
    return text


def _event_text(kind: str, p: dict[str, Any]) -> str:
    if kind in ("stock", "partner-stock"):
        count = p["count"]
        if p.get("card"):
            if kind == "stock":
                # Translators: after a stockpile card is played; %(card)s is the new top, %(count)s cards left.
                return ngettext("Your next stockpile card is %(card)s (%(count)s card left in your stockpile).",
                                "Your next stockpile card is %(card)s (%(count)s cards left in your stockpile).",
                                count) % {"card": _name(p["card"]), "count": count}
            return ngettext("Your partner's stockpile now shows %(card)s (%(count)s card left).",
                            "Your partner's stockpile now shows %(card)s (%(count)s cards left).",
                            count) % {"card": _name(p["card"]), "count": count}
        return ngettext("The rest of your stockpile is face down in this puzzle (%(count)s card left).",
                        "The rest of your stockpile is face down in this puzzle (%(count)s cards left).",
                        count) % {"count": count}
    if kind == "drew":
        count = p["count"]
        hand = ", ".join(_name(c) for c in p["hand"])
        # Translators: a mid-turn refill; %(count)s cards drawn, %(hand)s lists the whole new hand.
        return ngettext("Your hand was empty, so you drew %(count)s new card and your turn goes on. "
                        "Your hand: %(hand)s.",
                        "Your hand was empty, so you drew %(count)s new cards and your turn goes on. "
                        "Your hand: %(hand)s.", count) % {"count": count, "hand": hand}
    if kind == "reshuffle":
        return gettext("The draw pile ran out, so the completed piles were shuffled into a new draw pile.")
    if kind == "opponent":
        return _opponent_text(p)
    if kind == "your-turn":
        return gettext("Now it is your turn again.")
    return ""


def _opponent_text(p: dict[str, Any]) -> str:
    m = skipbo.parse_move(p["move"])
    player = seat_name(p["seat"], -1, None)
    card = _name(p["card"]) if p.get("card") else ""
    if m.kind == "draw":
        # Translators: a scripted opponent's move; %(player)s is "Player 2", %(card)s a card, %(pile)s 1-4.
        return gettext("%(player)s draws up to five cards.") % {"player": player}
    if m.kind == "pass":
        return gettext("%(player)s has no card left and ends the turn.") % {"player": player}
    if m.target == "d":
        return gettext("%(player)s discards %(card)s and ends the turn.") % {"player": player, "card": card}
    return gettext("%(player)s plays %(card)s onto building pile %(pile)s.") % {
        "player": player, "card": card, "pile": m.target_index}
