"""The checker's side of the games the site ships, behind one small interface (``checker.parts.Kit``):
the board (its taps and what it shows), the solver's plan in words and the question a shared link asks. A
move in words and the preview picture's panel are the game's own (``games.moves``, ``games.preview``).
``register`` puts each kit and score sheet on its game's record (``CheckerConfig.ready()``)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from checker import questions, rummikub_board, rummikub_view, scores, skipbo_board, skipbo_builder, skipbo_view
from checker.core import skipbo_move_words, tile_face
from checker.parts import CHECKER, SCORE, Kit, PlanShown, ScoreSheet
from engine import rummikub, skipbo
from games.registry import RUMMIKUB, SKIP_BO

__all__ = ["Kit", "PlanShown", "RummikubKit", "SkipboKit", "register"]


class SkipboKit:
    key = "skipbo"
    engine = skipbo
    board_template = "checker/skipbo_board.html"
    move_example = _("For example h5-b1 (hand card 5 to building pile 1), s-b2, d1-b3, h7-d1, draw.")
    ui = skipbo_board.UI
    taps = skipbo_board.TAP

    def blank(self) -> skipbo.Position:
        return skipbo_builder.blank()

    def tap(self, pos: skipbo.Position, move: str, ui: dict[str, str], tap: str
            ) -> tuple[skipbo.Position, str, dict[str, str]]:
        return skipbo_board.tap(pos, move, ui, tap)

    def board(self, pos: skipbo.Position, move: str, ui: dict[str, str]) -> dict[str, Any]:
        return skipbo_view.board(pos, move, ui)

    def question(self, pos: skipbo.Position, move: str) -> str | None:
        return questions.skipbo_question(pos, move)

    def turn_words(self, pos: skipbo.Position) -> str:
        if not pos.active:
            return ""
        if pos.team and pos.active == pos.partner(0):
            # Translators: whose turn it is, in a shared checker question ("your partner's turn (player 3)").
            return gettext("your partner’s turn (player %(number)s)") % {"number": pos.active + 1}
        # Translators: whose turn it is, in a shared checker question.
        return gettext("player %(number)s’s turn") % {"number": pos.active + 1}

    def plan(self, pos: skipbo.Position) -> PlanShown:
        plan = skipbo.solve(pos, budget_ms=250)
        steps = []
        current = pos
        for move in plan.moves:
            steps.append(skipbo_move_words(current, move, 0))
            current = skipbo.play(current, move)
        if plan.wins:
            summary = gettext("This turn can win the game: every stockpile card can be played.")
        elif plan.stock_played:
            summary = ngettext("At most %(count)s stockpile card can be played this turn.",
                               "At most %(count)s stockpile cards can be played this turn.",
                               plan.stock_played) % {"count": plan.stock_played}
        else:
            summary = gettext("No stockpile card can be played this turn.")
        return PlanShown(tuple(steps), summary, plan.exact)


class RummikubKit:
    key = "rummikub"
    engine = rummikub
    board_template = "checker/rummikub_board.html"
    move_example = _("For example draw, pass, or t: and the whole table after your turn, such as "
                     "t:R9.R10.R11,K7.B7.O7.")
    ui = rummikub_board.UI
    taps = rummikub_board.TAP

    def blank(self) -> rummikub.Position:
        return rummikub_board.blank()

    def tap(self, pos: rummikub.Position, move: str, ui: dict[str, str], tap: str
            ) -> tuple[rummikub.Position, str, dict[str, str]]:
        return rummikub_board.tap(pos, move, ui, tap)

    def board(self, pos: rummikub.Position, move: str, ui: dict[str, str]) -> dict[str, Any]:
        return rummikub_view.board(pos, move, ui)

    def question(self, pos: rummikub.Position, move: str) -> str | None:
        return questions.rummikub_question(pos, move)

    def turn_words(self, pos: rummikub.Position) -> str:
        return ""  # the Rummikub builder is always laid out for the player to move

    def plan(self, pos: rummikub.Position) -> PlanShown:
        best = rummikub.solve(pos, budget_ms=1000)
        if best.move.startswith("t:"):
            table = rummikub.parse_move(best.move).table
            # Tiles in words ("red 9"), not notation: "K9" means nothing to a player reading Russian.
            steps = tuple(", ".join(tile_face(t).name for t in s) for s in table)
            summary = ngettext("You can place %(count)s tile from your rack this turn. The table after it:",
                               "You can place %(count)s tiles from your rack this turn. The table after it:",
                               best.placed) % {"count": best.placed}
        else:
            steps = ()
            summary = gettext("No tile from your rack can be placed this turn: draw a tile.") if pos.pool_size \
                else gettext("No tile from your rack can be placed this turn, and the pool is empty: pass.")
        return PlanShown(steps, summary, best.exact)


def register() -> None:
    """Give the games the site ships their checker kits and score sheets."""
    SKIP_BO.provide(CHECKER, SkipboKit())
    RUMMIKUB.provide(CHECKER, RummikubKit())
    SKIP_BO.provide(SCORE, ScoreSheet(
        lead=_("The winner of a game scores 25 points plus 5 for every card left in the opponents’ "
               "stockpiles. The first to reach 500 points wins the series."),
        fields_template="checker/score/skipbo.html", teams=True,
        series=scores.skipbo_series, entry=scores.skipbo_form_entry))
    RUMMIKUB.provide(SCORE, ScoreSheet(
        lead=_("Whoever empties the rack wins the game: the others score minus what is left on their racks "
               "(a joker counts 30), and the winner scores the total. If the pool runs out and nobody can "
               "play, the lowest rack wins. The series goes to the most games won, then to the most points."),
        fields_template="checker/score/rummikub.html", teams=False,
        series=scores.rummikub_team_series, entry=scores.rummikub_form_entry, example=("-_5.8_J.2",)))
