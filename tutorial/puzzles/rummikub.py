"""The Rummikub puzzles in learning order: groups and runs → the initial meld of 30 (a joker counts its
value; what is not enough; hands off the table) → drawing ends the turn → adding to sets on the table →
splitting a run → rearranging several sets at once → freeing a joker and reusing it → "you must add a
tile" → the timer and the penalty → an empty pool → scoring a finished game → reading a written position.

Seat 0 is always the learner; a turn is built on the working table and judged whole at "End turn"
(``tutorial.games.rummikub``). Where a later turn needs it the pool's top tiles are known, so a draw is
the same every time. The reference lines mix board actions (``split:``, ``mv:``, ``end``, ``timeup``) and
whole turns (``t:...``, ``draw``, ``pass``, ``score:N``). Together the puzzles teach every rule id of
``engine/rummikub/rules.py`` (a test checks that, and that each forbidding rule listed in ``teaches`` is
really met by a try on that puzzle's reference line).
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from tutorial.games.rummikub.goals import Draw, JokerReused, Meld, Pass, Penalty, Place, Score, Win
from tutorial.puzzles.base import Puzzle

GAME = "rummikub"

PUZZLES = [
    Puzzle(
        slug="groups-and-runs",
        game=GAME,
        title=_("Groups and runs"),
        start="t:K1.K2.K3 p:+40 / r:K7.B7.R7.O7.R7.R8.R9.O2 m:1 / r:#14",
        goal=Place(7),
        instructions=_("Your initial meld is already on the table. Your rack holds five 7s, among them two red "
                       "7s. Place seven tiles this turn in two new sets."),
        hints=(
            _("A group is one number in different colours: three or four tiles, each colour once. A run is one "
              "colour with numbers in a row. Five 7s can never be one group."),
            _("Make a group of four 7s, one of each colour. The second red 7 starts a run with your red 8 and "
              "red 9."),
        ),
        teaches=("rummikub.group.duplicate-colour", "rummikub.group.too-many", "rummikub.set.too-short",
                 "rummikub.set.no-pattern", "rummikub.turn.table-valid"),
        solution=("t:K1.K2.K3,K7.B7.R7.O7,R7.R8.R9",),
        why=_("The group had each colour once, and the run was one colour in a row. A red 7 could sit in both "
              "kinds of set — but one tile in only one set, so your two red 7s went one to each."),
    ),
    Puzzle(
        slug="runs",
        game=GAME,
        title=_("What makes a run"),
        start="t:K8.K9.K10 p:+40 / r:O1.O2.O3.O5.O12.O13.B5.J m:1 / r:#14",
        goal=Place(6),
        instructions=_("Place six tiles this turn. Your orange tiles run from 1 to 3 and from 12 to 13, and "
                       "you hold a joker."),
        hints=(
            _("A run is one colour with numbers in a row and no gaps, laid either way round. It does not go "
              "round the corner: after 13 comes nothing, not 1. A joker cannot be a 14 either."),
            _("Orange 1, 2, 3 is one run. For the 12 and 13, the joker goes in front of them as the orange 11."),
        ),
        teaches=("rummikub.run.mixed-colours", "rummikub.run.gap", "rummikub.run.wrap-around",
                 "rummikub.run.beyond-13", "rummikub.turn.table-valid"),
        solution=("t:K8.K9.K10,O1.O2.O3,J.O12.O13",),
        why=_("Both runs were one colour, numbers in a row with no gap. The joker could not be a 14 after your "
              "13, so it became the 11 before your 12."),
    ),
    Puzzle(
        slug="initial-meld",
        game=GAME,
        title=_("The initial meld: 30 points"),
        start="t:K10.K11.K12 p:+40 / r:K4.B4.O4.R9.R10.B1.J / r:#14",
        goal=Meld(),
        instructions=_("This is your first play of the game. Lay out sets from your rack worth 30 points or "
                       "more."),
        hints=(
            _("Add up the numbers on the tiles you lay out. Three 4s make only 12, and you cannot save up for "
              "30 over several turns."),
            _("A joker counts as the number it stands for. Red 9, red 10 and the joker as the red 11 make "
              "exactly 30."),
        ),
        teaches=("rummikub.meld.initial", "rummikub.meld.below-30"),
        solution=("t:K10.K11.K12,R9.R10.J",),
        why=_("A joker counts as the number it stands for. Only tiles from your own rack, laid in this one turn, "
              "count towards the 30."),
    ),
    Puzzle(
        slug="meld-from-your-rack",
        game=GAME,
        title=_("Your meld comes from your rack alone"),
        start="t:B5.J.B7,K10.K11.K12 p:+40 / r:K13.B6.O8.O9.O10.O11.R2 / r:#14",
        goal=Meld(),
        instructions=_("You have not made your initial meld yet. Your black 13 fits the black run on the table, "
                       "and your blue 6 could free the joker. Make your initial meld."),
        hints=(
            _("Until your initial meld is on the table, and in the turn you make it, the sets already there are "
              "off limits: no adding to them, and no taking their joker."),
            _("Your orange 8, 9, 10 and 11 make a run worth 38 on its own."),
        ),
        teaches=("rummikub.meld.table-touched", "rummikub.joker.before-meld", "rummikub.meld.initial"),
        solution=("t:B5.J.B7,K10.K11.K12,O8.O9.O10.O11",),
        why=_("Your meld was a new set made only of your own tiles, worth 38. From your next turn on, the black "
              "13 and the joker on the table are fair game."),
    ),
    Puzzle(
        slug="drawing-ends-the-turn",
        game=GAME,
        title=_("Drawing ends your turn"),
        start="p:O12+40 / r:B5.K12.B12.O10.O11.R2 / r:#14",
        goal=Draw() & Meld(),
        opponents=("draw",),
        instructions=_("You cannot make 30 points this turn. Do the right thing now, and make your initial meld "
                       "on your next turn."),
        hints=(
            _("There is no passing while the pool has tiles: when you cannot or will not play, you draw one "
              "tile, and your turn ends at once."),
            _("Draw. The orange 12 you get waits on your rack; next turn it makes a group with your black and "
              "blue 12s."),
        ),
        teaches=("rummikub.draw.ends-turn", "rummikub.pass.pool-not-empty", "rummikub.meld.initial"),
        solution=("draw", "t:K12.B12.O12"),
        why=_("Drawing ended your first turn, and the tile had to wait. On your next turn the three 12s were "
              "worth 36 — enough for your initial meld."),
    ),
    Puzzle(
        slug="adding-to-sets",
        game=GAME,
        title=_("Adding to sets on the table"),
        start="t:R10.R11.R12,K6.B6.O6,B3.B4.B5 p:+40 / r:R13.R6.B6.O1.J m:1 / r:#14",
        goal=Place(4),
        instructions=_("Your initial meld is done, so the sets on the table are yours to add to as well. Place "
                       "four tiles this turn."),
        hints=(
            _("A tile can join the end of a run or fill the missing colour of a group. A group still has at "
              "most four tiles, and a run ends at 13."),
            _("Red 13 after the red 12, red 6 into the group of 6s, blue 6 after the blue 5 — and the joker in "
              "front of the blue 3, as the blue 2."),
        ),
        teaches=("rummikub.turn.table-valid", "rummikub.run.beyond-13", "rummikub.group.too-many"),
        solution=("t:R10.R11.R12.R13,K6.B6.O6.R6,J.B3.B4.B5.B6",),
        why=_("Every tile joined a set that stayed valid: a run got longer at its ends, and the group got its "
              "fourth colour. Nothing new had to be built."),
    ),
    Puzzle(
        slug="split-a-run",
        game=GAME,
        title=_("Splitting a run to fit a tile"),
        start="t:R3.R4.R5.R6.R7.R8,K9.B9.O9 p:+40 / r:R5.K1 m:1 / r:#14",
        goal=Place(1),
        instructions=_("The long red run on the table already has a red 5, so the red 5 on your rack cannot "
                       "simply be added to it. Place it anyway."),
        hints=(
            _("A long run can be cut in two, as long as both parts still have three tiles or more. Your tile "
              "can then start or end one of the parts."),
            _("Split the run after the red 5 on the table: red 3, 4, 5 — and your red 5 in front of red 6, 7, "
              "8."),
        ),
        teaches=("rummikub.turn.table-valid", "rummikub.set.too-short"),
        solution=("split:1@3", "mv:R5>2@0", "end"),
        why=_("One run of six became two runs of three and four, each valid on its own: one run holds a red 5 "
              "only once, but two runs can hold one each."),
    ),
    Puzzle(
        slug="rearrange-several-sets",
        game=GAME,
        title=_("Rearranging several sets at once"),
        start="t:K10.K11.K12,B10.B11.B12,O10.O11.O12 p:+40 / r:R10.R11.K5 m:1 / r:#14",
        goal=Place(2),
        instructions=_("Three runs lie on the table: 10, 11, 12 in black, blue and orange. Place your red 10 and "
                       "red 11."),
        hints=(
            _("Your red tiles fit none of the runs. But a turn may take every set apart, as long as all the "
              "sets are valid when it ends."),
            _("Turn the three runs into three groups: all the 10s, all the 11s, all the 12s. Your red 10 and "
              "red 11 join the first two."),
        ),
        teaches=("rummikub.turn.table-valid", "rummikub.set.no-pattern", "rummikub.run.mixed-colours"),
        solution=("t:K10.B10.O10.R10,K11.B11.O11.R11,K12.B12.O12",),
        why=_("The same nine tiles read as three runs or as three groups. Reading them the other way made room "
              "for both of your red tiles."),
    ),
    Puzzle(
        slug="free-a-joker",
        game=GAME,
        title=_("Freeing a joker"),
        start="t:R9.J.R11,K7.B7.O7 p:+40 / r:R10.K5.B5.O3 m:1 / r:#14",
        goal=JokerReused() & Place(3),
        instructions=_("The joker on the table stands for the red 10 — and you hold the red 10. Free the joker "
                       "and play it again."),
        hints=(
            _("Put your red 10 where the joker is, and the joker is free. But it cannot go to your rack or sit "
              "alone: it must be played again this turn, in a set with a tile from your rack."),
            _("Red 9, 10, 11 is a run without the joker. The joker then makes a group of 5s with your black 5 "
              "and blue 5."),
        ),
        teaches=("rummikub.joker.reused", "rummikub.joker.not-reused", "rummikub.table.tile-missing"),
        solution=("mv:R10>1@1", "mv:K5,B5,1-3>new", "end"),
        # Translators: the last sentence states the rule for any freed joker (a joker may also be freed by
        # rearranging the table; what never changes is that it is played again at once, with a rack tile).
        why=_("Your red 10 took the joker's place, and the freed joker went straight into a new set with two of "
              "your own tiles. A freed joker always goes back into play in the same turn, in a set with at "
              "least one tile from your rack."),
    ),
    Puzzle(
        slug="add-a-tile",
        game=GAME,
        title=_("You must add a tile"),
        start="t:B4.B5.B6.B7,K7.R7.O7 p:+40 / r:R1.O2.K12 m:1 / r:#14",
        goal=Draw(),
        instructions=_("The blue 7 could move from the run to the group of 7s, and both sets would stay valid. "
                       "None of your tiles fits. What is your turn?"),
        hints=(
            _("Moving tiles around on the table is not a turn by itself: a turn that changes the table must add "
              "at least one tile from your rack. And table tiles never go back to a rack."),
            _("Put the table back as it was and draw a tile."),
        ),
        teaches=("rummikub.turn.no-tile-added", "rummikub.table.tile-missing", "rummikub.draw.ends-turn"),
        solution=("draw",),
        why=_("With no tile of your own to add, rearranging the table is not a turn. Drawing is — and the blue "
              "7 stays where it was."),
    ),
    Puzzle(
        slug="timer-and-penalty",
        game=GAME,
        title=_("The timer and the penalty"),
        start="t:R3.R4.R5.R6.R7 p:B8.B9.B10+30 / r:K5.O1 m:1 / r:#14",
        goal=Penalty() & Place(3),
        opponents=("draw",),
        instructions=_("You play with the one-minute timer. You start taking the red run apart to find a place "
                       "for your tiles: split it, then move one of its tiles off on its own. The minute runs out "
                       "in the middle of it, and nobody remembers how the table lay. Take what follows, and on "
                       "your next turn place three tiles."),
        hints=(
            _("When the minute runs out and you have put the table back as it was, you simply draw one tile. If "
              "it cannot be put back, take back the tiles you played from your rack and draw three as a "
              "penalty; shared tiles that cannot go back into their sets are shuffled into the pool. Here the "
              "board remembers the old table and puts it back for you."),
            _("Split the run, move one of its tiles to a new set, then press “Time is up”. The three tiles you "
              "draw make a blue run on your next turn."),
        ),
        teaches=("rummikub.timer.penalty",),
        solution=("split:1@2", "mv:1-1>new", "timeup", "t:R3.R4.R5.R6.R7,B8.B9.B10"),
        why=_("The table could not be put back in time, so you took the penalty: three tiles, where a table put "
              "back would have cost you one. Those tiles were yours to play from your next turn — here, a blue "
              "run."),
    ),
    Puzzle(
        slug="empty-pool",
        game=GAME,
        title=_("When the pool is empty"),
        start="t:R3.R4.R5 / r:K1.O9 m:1 / r:#3",
        goal=Pass(),
        instructions=_("Every tile has been drawn, and none of yours fits the table. End your turn."),
        hints=(
            _("With tiles in the pool you would draw. With none left there is nothing to draw."),
            _("Press “Pass”."),
        ),
        teaches=("rummikub.pass.pool-empty", "rummikub.draw.pool-empty"),
        solution=("pass",),
        why=_("Once the pool is empty, a player who does not play passes. The game goes on until someone empties "
              "their rack or nobody can play."),
    ),
    Puzzle(
        slug="scoring",
        game=GAME,
        title=_("Scoring a finished game"),
        start="t:R9.R10.R11 / r:R12.R13 m:1 / r:R5.J m:1 / r:K8.B2.O3 m:1",
        goal=Win() & Score(),
        instructions=_("Place your last two tiles to win, then score the game: how many points do you get?"),
        hints=(
            _("The winner scores what the others have left on their racks, added up; each of them loses their "
              "own rack's value. A joker left on a rack counts 30."),
            _("Player 2 holds red 5 and a joker: 5 + 30 = 35. Player 3 holds 8 + 2 + 3 = 13."),
        ),
        teaches=("rummikub.game.over", "rummikub.turn.table-valid"),
        solution=("t:R9.R10.R11.R12.R13", "score:48"),
        why=_("You won +48: the 35 and the 13 left on the other racks. Player 2 scored −35 and Player 3 −13, so "
              "the points add up to zero."),
    ),
    Puzzle(
        slug="written-position",
        game=GAME,
        title=_("Reading a written position"),
        start="t:K8.K9.K10 p:+30 / r:K11.K12.K13#3 m:1 / r:O13.O13#10",
        goal=Place(3),
        instructions=_("In this written-down position three of your tiles are hidden (“#3” in notation), and "
                       "Player 2's two orange 13s are known. Place three tiles. You can also type a turn in "
                       "notation, such as t:K8.K9.K10.K11."),
        hints=(
            _("Only tiles you are known to hold can be checked. Try typing a table with a black 1, 2, 3 — or "
              "with an orange 13 — to hear what the engine says."),
            _("Black 11, 12 and 13 continue the black run."),
        ),
        teaches=("rummikub.rack.unknown-face", "rummikub.rack.not-on-rack", "rummikub.turn.table-valid"),
        solution=("t:K8.K9.K10.K11.K12.K13",),
        why=_("Your black 11, 12 and 13 were known, so the engine could check them. A hidden tile might be "
              "anything, and both orange 13s were on Player 2's rack."),
    ),
]
