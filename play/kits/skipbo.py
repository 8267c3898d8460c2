"""Skip-Bo against the computer: the deal (the leaflet decides who starts; the human is seat 0 and,
for the leaflets that let the youngest start, the youngest), the bots by level, the shared board, and
a computer move in words.

The state is the engine's full-knowledge position (its hidden layer holds the real cards of building
and completed piles, so reshuffles deal real cards); it is frozen as its notation plus that layer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, ClassVar

from django.http import QueryDict
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from engine import skipbo
from engine.outcome import Outcome
from engine.skipbo.bots import Bot, LearningBot, SolverBot
from engine.skipbo.position import Hidden
from engine.verdict import Verdict
from games import labels
from games.boards import skipbo as shared_board
from games.diagrams.skipbo import seat_name, their_move_text
from games.leaflets import BY_CODE, point_for
from games.texts.skipbo_words import card_name
from games.verdicts import rule_sentence
from play.parts import BadMove, Edited, Options, Played, TableNote

BOTS: dict[str, Bot] = {"learning": LearningBot(), "steady": SolverBot(budget_ms=2), "strong": SolverBot(budget_ms=4)}


class SkipBoKit:
    board_template: ClassVar[str] = "games/boards/skipbo.html"
    board_css: ClassVar[str] = "css/board-skipbo.css"
    tools_template: ClassVar[str] = "games/boards/skipbo_tools.html"
    offers_short: ClassVar[bool] = True
    offers_leaflet: ClassVar[bool] = True
    offers_team: ClassVar[bool] = True
    series_goal = _("The winner of each game scores 25 points plus 5 for every card left in the opponents' "
                    "stockpiles. The first to reach 500 points wins the series; exactly 500 is enough.")
    unreadable = _("That move could not be read, so nothing was done. Choose a card, then a pile, with the "
                   "buttons on the board.")
    prompt = _("Your turn: choose a card, then the pile where it goes.")

    def deal(self, options: Options, seed: int) -> skipbo.Position:
        edition = skipbo.edition(options.leaflet)
        first = 0 if edition.starter == "own-rules" else None
        return skipbo.new_game(options.players, seed, short=options.short, team=options.team,
                               edition=options.leaflet, youngest=0, first=first, dealer=options.dealer)

    def next_options(self, options: Options, seed: int) -> Options:
        """The Finnish leaflet passes the deal left: the next game's dealer is the left-hand neighbour of
        this game's (so its starter is this game's starter's left-hand neighbour); the other leaflets say
        nothing of it, and each game's dealer is drawn again (``skipbo.next_dealer``)."""
        return replace(options, dealer=skipbo.next_dealer(options.leaflet, self.deal(options, seed)))

    def freeze(self, state: skipbo.Position) -> dict[str, Any]:
        hidden = state.hidden or Hidden()
        return {"position": skipbo.dump(state), "building": [list(p) for p in hidden.building],
                "completed": list(hidden.completed), "seed": hidden.seed, "reshuffles": hidden.reshuffles}

    def thaw(self, data: dict[str, Any]) -> skipbo.Position:
        hidden = Hidden(tuple(tuple(p) for p in data["building"]), tuple(data["completed"]), data["seed"],
                        data["reshuffles"])
        return replace(skipbo.parse(data["position"]), hidden=hidden)

    def position(self, state: skipbo.Position) -> skipbo.Position:
        return state

    def active(self, state: skipbo.Position) -> int:
        return state.active

    def ended(self, state: skipbo.Position) -> Outcome | None:
        return skipbo.outcome(state)

    def seen_by(self, state: skipbo.Position, seat: int) -> skipbo.Position:
        return skipbo.view(state, seat)

    def read_move(self, data: QueryDict) -> str:
        typed = (data.get("move") or "").strip()
        if typed:
            if len(typed) > shared_board.MAX_TYPED:
                raise BadMove("move")
        else:
            source, target = data.get("from", ""), data.get("to", "")
            if not shared_board.SOURCE.fullmatch(source) or not shared_board.TARGET.fullmatch(target):
                raise BadMove("from/to")
            typed = f"{source}-{target}"
        try:
            return skipbo.parse_move(typed).text
        except skipbo.NotationError as error:
            raise BadMove("move") from error

    def read_selection(self, data: QueryDict) -> str | None:
        value = data.get("from")
        if not value:
            return None
        if not shared_board.SOURCE.fullmatch(value):
            raise BadMove("from")
        return value

    def draft(self, state: skipbo.Position) -> None:
        return None  # every move is played as it is made

    def edit(self, state: skipbo.Position, action: str) -> Edited | None:
        return None

    def edit_words(self, said: dict[str, Any]) -> list[str]:
        return []

    def resolve(self, state: skipbo.Position, action: str) -> str:
        return action

    def judge(self, state: skipbo.Position, move: str) -> Verdict:
        return skipbo.judge(state, move)

    def apply(self, state: skipbo.Position, move: str) -> skipbo.Position:
        return skipbo.apply(state, skipbo.parse_move(move))

    def opening_move(self, state: skipbo.Position) -> str | None:
        return "draw" if state.awaiting_draw else None

    def bot_move(self, state: skipbo.Position, level: str) -> tuple[str, Any]:
        bot = BOTS[level]
        seen = skipbo.view(state, state.active)
        return bot.plan(seen) if isinstance(bot, SolverBot) else (bot.choose(seen), None)

    def told(self, state: skipbo.Position, move: str) -> dict[str, Any]:
        return {"seat": state.active, "move": move, "card": shared_board.source_card(state, move) or ""}

    def words(self, told: dict[str, Any], shared: bool = False) -> str:
        move = skipbo.parse_move(told["move"])
        if move.kind == "play" and move.source_seat is not None:
            return partner_move_text(told["seat"], move, told.get("card") or "", shared)
        return their_move_text(told["seat"], told["move"], told.get("card") or "")

    def board(self, view: skipbo.Position, me: int, selection: str | None, draft: Any = None,
              shared: bool = False) -> dict[str, Any]:
        return shared_board.board(view, me, selection, shared)

    def notation(self, view: skipbo.Position) -> str:
        return skipbo.dump(view)

    def scores(self, state: skipbo.Position) -> list[int]:
        return skipbo.score(state)

    def score_query(self, options: Options, state: skipbo.Position) -> str:
        if state.winner is None:
            return ""
        left = ".".join(str(seat.stock_size) for seat in state.seats)
        return f"n={len(state.seats)}" + ("&v=team" if state.team else "") + f"&g={left}"

    def table_notes(self, options: Options) -> list[TableNote]:
        if not options.team:
            return []
        half = options.players // 2
        partner = seat_name(half, -1, None)
        piles = rule_sentence("skipbo.team.partner-piles", {}, True)
        won = rule_sentence("skipbo.win.stockpile-empty", {}, True)
        leaflet = BY_CODE[options.leaflet]
        talk = point_for("partner-talk", leaflet)
        if talk.silent:
            # Translators: a run-in label before the default leaflet's rule on what partners may say, when the
            # reader's leaflet (%(leaflet)s: a code or «the Finnish leaflet») says nothing of it.
            label = gettext("Partner talk, as leaflet 42050-0925 says (yours, %(leaflet)s, does not say):")
        else:
            # Translators: a run-in label before the reader's leaflet's rule on what partners may say.
            label = gettext("Partner talk, as your leaflet %(leaflet)s says:")
        said = labels.join(label % {"leaflet": leaflet.name}, str(talk.text))
        asking = []
        if skipbo.edition(options.leaflet).partner_talk == "ask-for-card":
            # Translators: team play under a leaflet that lets you ask your partner (a computer player) to
            # play a certain card; %(leaflet)s is «the Finnish leaflet». How that request is made here.
            asking = [TableNote(gettext(
                "Asking your partner for a card (%(leaflet)s): choose your partner's stockpile top or one of "
                "their discard tops, then the building pile where it goes, and it is played as you asked (a "
                "Skip-Bo card becomes the number that pile needs). Your partner's hand cannot be asked for: "
                "each hand stays its owner's.") % {"leaflet": leaflet.name})]
        return [
            # Translators: team play on the game page; %(partner)s is "Player 3". Partners sit opposite.
            TableNote(gettext("Your partner is %(partner)s, opposite you. You may play your partner's "
                              "stockpile top and the tops of their discard piles, never their hand; the "
                              "opponents' piles are out of reach.") % {"partner": partner},
                      piles.rule, piles.url, piles.link_text),
            TableNote(gettext("Your team wins when both your stockpiles are empty."), won.rule, won.url, won.link_text),
            TableNote(said),
            *asking,
        ]

    def series_winner(self, options: Options, played: Sequence[Played]) -> int | None:
        totals = [sum(game.scores[seat] for game in played) for seat in range(options.players)]
        return skipbo.series_winner(totals)


def partner_move_text(seat: int, move: skipbo.Move, card: str, shared: bool = False) -> str:
    """A computer player's play from its partner's pile, told to the human (seat 0): from "your" pile
    when the human is that partner, else from its partner's, named. ``shared``: told to the reader of a
    shared position, for whom the human is "the player who shared this"."""
    words = {"player": seat_name(seat, -1, None), "card": card_name(card), "pile": move.target_index,
             "discard": move.source_index}
    if move.source_seat == 0 and shared:
        if move.source == "s":
            # Translators: a shared position in team play: a computer player (%(player)s, "Player 3") plays
            # from the stockpile of its partner, who shared the link; %(card)s a card, %(pile)s 1-4.
            return gettext("%(player)s plays %(card)s from the stockpile of their partner, the player who "
                           "shared this, onto building pile %(pile)s.") % words
        # Translators: as above, from the partner's discard pile %(discard)s (1-4).
        return gettext("%(player)s plays %(card)s from discard pile %(discard)s of their partner, the player "
                       "who shared this, onto building pile %(pile)s.") % words
    if move.source_seat == 0:
        if move.source == "s":
            # Translators: your partner (a computer player) plays your stockpile card; %(player)s is
            # "Player 3", %(card)s a card, %(pile)s a building pile 1-4.
            return gettext("%(player)s, your partner, plays %(card)s from your stockpile onto building pile "
                           "%(pile)s.") % words
        # Translators: as above, from your discard pile %(discard)s (1-4).
        return gettext("%(player)s, your partner, plays %(card)s from your discard pile %(discard)s onto "
                       "building pile %(pile)s.") % words
    words["partner"] = seat_name(move.source_seat if move.source_seat is not None else seat, -1, None)
    if move.source == "s":
        # Translators: an opponent plays from its partner's stockpile; %(partner)s is "Player 4".
        return gettext("%(player)s plays %(card)s from the stockpile of their partner (%(partner)s) onto "
                       "building pile %(pile)s.") % words
    # Translators: as above, from the partner's discard pile %(discard)s (1-4).
    return gettext("%(player)s plays %(card)s from discard pile %(discard)s of their partner (%(partner)s) "
                   "onto building pile %(pile)s.") % words


KIT = SkipBoKit()
