"""Rummikub FAQ: the disputes players settle at the table, one answer each, verdict first.

English is the source language; the terms follow ``games/texts/rummikub.py`` (tile, rack, pool,
group, run, set, initial meld, joker, table). The facts come from the Russian 2018 booklet
"Руммикуб. Без границ" (shared/spec/editions.md), the only Rummikub edition we have a source for: where
other editions are known to differ, an answer says so and sends the reader to their own booklet.

Every answer that calls a move or a table legal or illegal carries a :class:`Scenario` that the engine
confirms (``tests/explainer/test_faq_rummikub_content.py``); its position is the answer's diagram and is
written in canonical notation. Slugs are published and never change.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from explainer.faq.base import Answer, Scenario
from games.texts.base import Text

TOPICS: dict[str, Text] = {
    "sets": _("Groups and runs"),
    "initial-meld": _("The initial meld"),
    "jokers": _("Jokers"),
    "turn": _("Your turn and the table"),
    "end": _("Time, the end and scoring"),
}

# Translators: an edition note; keep the booklet title in Russian, exactly as printed: it names a real booklet.
_JOKER_EDITIONS = _("We follow the Russian 2018 booklet «Руммикуб. Без границ». Other editions can differ on "
                    "jokers, most often on taking them from the table: if your booklet says something else, "
                    "agree before the game which rule you play by.")

ANSWERS: list[Answer] = [
    # --- Groups and runs ---------------------------------------------------------------------------------
    Answer(
        slug="group-same-colour-twice",
        topic="sets",
        question=_("Can a group have two tiles of the same colour?"),
        verdict="no",
        verdict_text=_("A group has each colour only once, so two red 7s never share a group."),
        explanation=(
            _("A group is three or four tiles of one number, each in a different colour. Every tile exists "
              "twice, so you may well hold a red 7 that matches one on the table, but it cannot join it: red "
              "7, blue 7, black 7, red 7 is not a group."),
            _("Play the second copy in another set. In the picture, your red 7, 8 and 9 make a run of their "
              "own, and the group of 7s on the table stays as it is."),
        ),
        rules=("rummikub.group.duplicate-colour",),
        sections=("groups",),
        scenario=Scenario(
            position="t:R7.B7.K7,O1.O2.O3 p:+44 / r:B2.R7.R8.R9.K12 m:1 / r:#8 m:1",
            move="t:R7.B7.K7.R7,O1.O2.O3",
            legal=False,
            rule="rummikub.group.duplicate-colour",
            params={"set": 1, "colour": "R"},
        ),
    ),
    Answer(
        slug="run-12-13-1",
        topic="sets",
        # Translators: 12-13-1 are tile numbers in a run; keep them as digits.
        question=_("Can a run go 12-13-1?"),
        verdict="no",
        verdict_text=_("A run stops at 13, and a 1 can only start a run, before the 2."),
        explanation=(
            _("Runs do not go round the corner. The numbers count up from 1 and end at 13, so orange 12, 13, "
              "1 is not a run, and neither is orange 11, 12, 13, 1."),
            _("The 1 is always the lowest tile of a run: orange 1, 2, 3 is fine. Keep your orange 1 for such a "
              "run or for a group of 1s, and play orange 12 and 13 once you have the orange 11."),
        ),
        rules=("rummikub.run.wrap-around",),
        sections=("runs",),
        scenario=Scenario(
            position="t:K5.B5.R5 p:+48 / r:O1.R2.B9.O12.O13 m:1 / r:#10 m:1",
            move="t:K5.B5.R5,O12.O13.O1",
            legal=False,
            rule="rummikub.run.wrap-around",
            params={"set": 2},
        ),
    ),
    Answer(
        slug="run-13-1-2",
        topic="sets",
        # Translators: 13-1-2 are tile numbers in a run; keep them as digits.
        question=_("Can a run go 13-1-2?"),
        verdict="no",
        verdict_text=_("The numbers of a run never pass from 13 back to 1, so 13, 1, 2 is not a run."),
        explanation=(
            _("Some players treat the numbers as a circle, with 13 leading on to 1 and 2. Not in Rummikub: a "
              "run counts up from 1 towards 13 and never starts again at 1."),
            _("With blue 13, 1 and 2 on your rack, you can lay blue 1, 2, 3 once you have the blue 3, and blue "
              "11, 12, 13 once you have the 11 and 12. The three tiles together are not a run."),
        ),
        rules=("rummikub.run.wrap-around",),
        sections=("runs",),
        scenario=Scenario(
            position="t:K9.B9.O9 p:+46 / r:B1.B2.K3.R6.B13 m:1 / r:#9 m:1",
            move="t:K9.B9.O9,B13.B1.B2",
            legal=False,
            rule="rummikub.run.wrap-around",
            params={"set": 2},
        ),
        myth=True,
    ),
    Answer(
        slug="joker-after-13",
        topic="sets",
        question=_("Can a joker be a 14 after a 13?"),
        verdict="no",
        verdict_text=_("There is no 14, so a joker cannot extend a run beyond 13."),
        explanation=(
            _("A joker stands for a tile that exists: a number from 1 to 13 in one of the four colours. Placed "
              "after orange 12 and 13 it would have to be the orange 14, so orange 12, 13, joker is not a "
              "run."),
            _("Put the joker at the other end instead: joker, orange 12, 13 is a run in which the joker is the "
              "orange 11."),
        ),
        rules=("rummikub.run.beyond-13",),
        sections=("runs", "jokers"),
        scenario=Scenario(
            position="t:K4.B4.R4 p:+50 / r:B6.O12.O13.J m:1 / r:#9 m:1",
            move="t:K4.B4.R4,O12.O13.J",
            legal=False,
            rule="rummikub.run.beyond-13",
            params={"set": 2},
        ),
    ),
    # --- The initial meld --------------------------------------------------------------------------------
    Answer(
        slug="initial-meld-with-table-tiles",
        topic="initial-meld",
        question=_("Can I use tiles from the table for my initial meld?"),
        verdict="no",
        verdict_text=_("The initial meld uses tiles from your own rack only."),
        explanation=(
            _("Your first play is made entirely from your rack: one or more new sets, worth at least 30 points "
              "together. Until that meld is down, the sets on the table are off limits: you may not extend "
              "them, borrow from them or count them towards your 30."),
            _("In the picture you hold red 7 and 8 and three 6s. Red 7 and 8 on the end of the red run 4, 5, "
              "6 would make a run worth 30, but that run is not yours to extend yet, and your own group of 6s "
              "is worth only 18. This turn you draw a tile instead."),
        ),
        rules=("rummikub.meld.table-touched", "rummikub.meld.below-30"),
        sections=("initial-meld-rules",),
        scenario=Scenario(
            position="t:R4.R5.R6,K11.B11.O11 p:+62 / r:B2.K6.B6.O6.R7.R8.O9.R12.K13 / r:#11 m:1",
            move="t:R4.R5.R6.R7.R8,K11.B11.O11,K6.B6.O6",
            legal=False,
            rule="rummikub.meld.table-touched",
            problems=("rummikub.meld.table-touched", "rummikub.meld.below-30"),
            params={"sets": [1]},
        ),
    ),
    Answer(
        slug="initial-meld-over-several-turns",
        topic="initial-meld",
        question=_("Can I collect the 30 points for my initial meld over several turns?"),
        verdict="no",
        verdict_text=_("The whole initial meld, 30 points or more, goes down in a single turn."),
        explanation=(
            _("Laying 27 points now and adding the rest next time does not count. If the sets you can lay this "
              "turn come to less than 30, keep them on your rack and draw a tile."),
            _("In the picture, black, blue and red 9 make 27: three points short. Wait until your rack holds "
              "sets worth 30 or more, then lay them all in the same turn."),
        ),
        rules=("rummikub.meld.below-30",),
        sections=("initial-meld-rules",),
        scenario=Scenario(
            position="t:K11.B11.O11 p:+60 / r:R1.O4.O5.K9.B9.R9.B12 / r:#12 m:1",
            move="t:K11.B11.O11,K9.B9.R9",
            legal=False,
            rule="rummikub.meld.below-30",
            params={"total": 27},
        ),
    ),
    Answer(
        slug="initial-meld-several-sets",
        topic="initial-meld",
        question=_("Can my initial meld be more than one set?"),
        verdict="yes",
        verdict_text=_("Several sets from your rack may make up the 30 points together."),
        explanation=(
            _("The 30 points are the total of everything you lay down in that turn. A group of 7s in black, "
              "blue and red is worth 21; add an orange run 3, 4, 5, worth 12, and your initial meld is worth "
              "33."),
            _("Each set has to be a valid group or run on its own, and all of them go down in the same turn."),
        ),
        rules=("rummikub.meld.initial",),
        sections=("initial-meld-rules",),
        scenario=Scenario(
            position="p:+74 / r:R1.O3.O4.O5.K7.B7.R7.B12 / r:#14",
            move="t:K7.B7.R7,O3.O4.O5",
            legal=True,
            rule="rummikub.meld.initial",
            params={"total": 33, "count": 6},
        ),
    ),
    Answer(
        slug="joker-in-initial-meld",
        topic="initial-meld",
        question=_("Can I use a joker in my initial meld?"),
        verdict="yes",
        verdict_text=_("A joker from your rack may be part of the initial meld and counts as the tile it stands "
                       "for."),
        explanation=(
            _("Your own joker is a tile from your rack like any other, so it can help you reach 30. It is worth "
              "the number it replaces: black 6, 7, joker, 9 is a run from 6 to 9, worth 6 + 7 + 8 + 9 = 30."),
            _("A joker that is already on the table is another matter: you may not take it or use it until "
              "your initial meld is down."),
        ),
        rules=("rummikub.meld.initial", "rummikub.joker.before-meld"),
        sections=("jokers", "initial-meld-rules"),
        scenario=Scenario(
            position="p:+72 / r:B2.K6.K7.K9.O12.J / r:#14",
            move="t:K6.K7.J.K9",
            legal=True,
            rule="rummikub.meld.initial",
            params={"total": 30},
        ),
        edition_note=_JOKER_EDITIONS,
    ),
    Answer(
        slug="joker-zero-in-initial-meld",
        topic="initial-meld",
        question=_("Does a joker count as zero in the initial meld?"),
        verdict="no",
        verdict_text=_("In the initial meld a joker is worth the number of the tile it stands for."),
        explanation=(
            _("Black 10, blue 10 and a joker are a group of 10s worth 30: enough for your initial meld. Counted "
              "as zero, the joker would leave you at 20."),
            _("Do not mix this up with the end of the game: a joker still on your rack when someone wins costs "
              "you 30 points. On the table, a joker is always worth the tile it replaces."),
        ),
        rules=("rummikub.meld.initial", "rummikub.meld.below-30"),
        sections=("jokers", "initial-meld-rules"),
        scenario=Scenario(
            position="p:+72 / r:O2.R5.B6.K10.B10.K13.J / r:#14",
            move="t:K10.B10.J",
            legal=True,
            rule="rummikub.meld.initial",
            params={"total": 30, "count": 3},
        ),
        myth=True,
    ),
    Answer(
        slug="add-to-table-in-meld-turn",
        topic="initial-meld",
        question=_("In the turn I make my initial meld, can I also add tiles to sets on the table?"),
        verdict="no",
        verdict_text=_("Adding to the sets on the table starts with the turn after your initial meld."),
        explanation=(
            _("The turn of your initial meld is made of new sets from your rack only. Extending, splitting or "
              "rearranging the sets already on the table is for your later turns."),
            _("In the picture, black, blue and orange 10 with red 11, 12, 13 are a fine initial meld worth 66. "
              "Putting your blue 6 on the end of the blue run 3, 4, 5 in the same turn is not allowed: keep it "
              "for your next turn."),
        ),
        rules=("rummikub.meld.table-touched",),
        sections=("initial-meld-rules",),
        scenario=Scenario(
            position="t:B3.B4.B5,K12.R12.O12 p:+58 / r:O1.B6.K10.B10.O10.R11.R12.R13 / r:#11 m:1",
            move="t:B3.B4.B5.B6,K12.R12.O12,K10.B10.O10,R11.R12.R13",
            legal=False,
            rule="rummikub.meld.table-touched",
            params={"sets": [1]},
        ),
    ),
    # --- Jokers ------------------------------------------------------------------------------------------
    Answer(
        slug="joker-to-rack",
        topic="jokers",
        question=_("Can I take a joker from the table and keep it on my rack?"),
        verdict="no",
        verdict_text=_("A joker taken from the table must be played again in the same turn; it never goes to "
                       "your rack."),
        explanation=(
            _("You may free a joker by putting the tile it stands for in its place, but then the joker has to "
              "go straight into a new valid set this turn, together with at least one tile from your rack. "
              "Keeping it for later is not allowed: no table tile ever goes back to a rack."),
            _("In the picture, the joker in black 5, 6, joker, 8 is the black 7. Putting your black 7 in its "
              "place is fine, but the joker must then be played again at once, not kept."),
        ),
        rules=("rummikub.table.tile-missing", "rummikub.joker.not-reused"),
        sections=("freeing-a-joker", "freed-joker-rules"),
        scenario=Scenario(
            position="t:K5.K6.J.K8,B11.R11.O11 p:+50 / r:O2.K7.R13 m:1 / r:#9 m:1",
            move="t:K5.K6.K7.K8,B11.R11.O11",
            legal=False,
            rule="rummikub.table.tile-missing",
            params={"tiles": ["J"], "count": 1},
        ),
        edition_note=_JOKER_EDITIONS,
    ),
    Answer(
        slug="free-a-joker",
        topic="jokers",
        question=_("Can I swap a joker on the table for the tile it stands for?"),
        verdict="yes",
        verdict_text=_("After your initial meld you may, as long as the freed joker is played again that turn with a "
                       "tile from your rack."),
        explanation=(
            _("Put the tile the joker stands for in its place, then use the joker at once in a valid set that "
              "holds at least one tile from your rack. In the picture, your orange 10 takes the joker's place "
              "in orange 8, 9, joker, 11 and your orange 12 extends that run; the joker then stands in front "
              "of your blue 6 and 7 as the blue 5."),
            _("You can also free a joker by rearranging the table, without holding its exact tile. The rule is "
              "the same: the freed joker goes into a set with a tile of yours before your turn ends."),
        ),
        rules=("rummikub.joker.reused", "rummikub.joker.not-reused"),
        sections=("freeing-a-joker", "freed-joker-rules"),
        scenario=Scenario(
            position="t:O8.O9.J.O11,K3.B3.R3 p:+40 / r:B6.B7.O10.O12 m:1 / r:#9 m:1",
            move="t:O8.O9.O10.O11.O12,K3.B3.R3,J.B6.B7",
            legal=True,
            rule="rummikub.joker.reused",
            params={"count": 1},
        ),
        edition_note=_JOKER_EDITIONS,
    ),
    Answer(
        slug="freed-joker-with-table-tiles",
        topic="jokers",
        question=_("Can I put a freed joker into a set made only of table tiles?"),
        verdict="no",
        verdict_text=_("The set that takes a freed joker must also hold a tile from your rack."),
        explanation=(
            _("It is not enough to have added tiles somewhere else this turn. In the picture you free the joker "
              "with your orange 10, extend the run with your orange 12, and put the joker on the group of 3s "
              "that was already on the table. Every set is valid, but the joker's new set holds none of your "
              "tiles, so the play is not allowed."),
            _("Put the joker with your own tiles instead: joker, blue 6, 7 is a run in which the joker is the "
              "blue 5."),
        ),
        rules=("rummikub.joker.not-reused",),
        sections=("freed-joker-rules",),
        scenario=Scenario(
            position="t:O8.O9.J.O11,K3.B3.R3 p:+40 / r:B6.B7.O10.O12 m:1 / r:#9 m:1",
            move="t:O8.O9.O10.O11.O12,K3.B3.R3.J",
            legal=False,
            rule="rummikub.joker.not-reused",
            params={"count": 1},
        ),
        edition_note=_JOKER_EDITIONS,
    ),
    Answer(
        slug="freed-joker-same-tile",
        topic="jokers",
        question=_("May a joker I replaced go onto an old set as the same tile it stood for?"),
        verdict="no",
        verdict_text=_("A joker whose tile you put in its place is freed, even if it is the same tile in its new "
                       "set."),
        explanation=(
            _("In the picture your blue 4 takes the joker's place in black 4, orange 4, joker. In front of the "
              "old blue 5, 6, 7 the joker would be the blue 4 again, but it has left its set, so it is freed, "
              "and that old run gains no tile of yours: the play is not allowed."),
            _("Our ruling, where the booklet is silent: a joker is freed when the tile it stood for is put in "
              "its place, or when it leaves its place as its set is broken up. Play it with at least one of "
              "your own tiles, for example on a run that you also extend from your rack."),
        ),
        rules=("rummikub.joker.not-reused",),
        sections=("freeing-a-joker", "freed-joker-rules"),
        scenario=Scenario(
            position="t:K4.O4.J,B5.B6.B7 p:+30 / r:R1.B4 m:1 / r:#14 m:1",
            move="t:K4.O4.B4,J.B5.B6.B7",
            legal=False,
            rule="rummikub.joker.not-reused",
            params={"set": 2, "stood_for": ["B4", "R4"], "freed_by": "replaced"},
        ),
        edition_note=_JOKER_EDITIONS,
    ),
    Answer(
        slug="joker-before-initial-meld",
        topic="jokers",
        question=_("Can I take a joker from the table before I have made my initial meld?"),
        verdict="no",
        verdict_text=_("Table jokers are off limits until your initial meld is down, even in the turn you make "
                       "it."),
        explanation=(
            _("Before your initial meld you may not touch the sets on the table, and that includes their "
              "jokers. In the picture, your black, blue and orange 11 are a fine meld of 33 on their own, but "
              "swapping your red 6 for the joker in red 5, joker, 7 and using that joker in an orange run is "
              "not allowed."),
            _("Lay your 11s now. From your next turn on, you may free the joker."),
        ),
        rules=("rummikub.joker.before-meld", "rummikub.meld.table-touched"),
        sections=("freeing-a-joker", "initial-meld-rules"),
        scenario=Scenario(
            position="t:R5.J.R7,K12.B12.R12 p:+58 / r:B2.R6.K8.K11.B11.O11.O12.O13 / r:#10 m:1",
            move="t:R5.R6.R7,K12.B12.R12,K11.B11.O11,J.O12.O13",
            legal=False,
            rule="rummikub.meld.table-touched",
            problems=("rummikub.meld.table-touched", "rummikub.joker.before-meld"),
            params={"sets": [1, 4]},
        ),
        edition_note=_JOKER_EDITIONS,
    ),
    # --- Your turn and the table -------------------------------------------------------------------------
    Answer(
        slug="play-drawn-tile",
        topic="turn",
        question=_("Can I play the tile I have just drawn?"),
        verdict="no",
        verdict_text=_("Drawing a tile ends your turn; the new tile waits until your next one."),
        explanation=(
            _("If you do not play, you draw one tile from the pool and your turn is over, even if that tile "
              "fits at once. Say you hold the blue 8 and draw the blue 7, next to the blue run 4, 5, 6 on the "
              "table: both tiles stay on your rack until your next turn."),
            _("A turn is one or the other: play, or draw. You cannot draw first and then play or rearrange in "
              "the same turn."),
        ),
        rules=("rummikub.draw.ends-turn",),
        sections=("drawing",),
        scenario=Scenario(
            position="t:B4.B5.B6,K9.R9.O9 p:+50 / r:R1.K2.O5.B8.O11.K13 m:1 / r:#8 m:1",
            move="draw",
            legal=True,
            rule="rummikub.draw.ends-turn",
        ),
        myth=True,
    ),
    Answer(
        slug="must-add-own-tile",
        topic="turn",
        question=_("Do I have to add at least one of my own tiles when I play?"),
        verdict="yes",
        verdict_text=_("Every turn in which you play puts at least one tile from your rack on the table."),
        explanation=(
            _("One tile is enough: your black 4 on the group of blue, red and orange 4s is a whole turn. "
              "However much you move around on the table, it only counts as a turn if at least one tile from "
              "your rack ends up there too."),
            _("If you cannot place any of your tiles, put the table back as it was and draw a tile."),
        ),
        rules=("rummikub.turn.table-valid", "rummikub.turn.no-tile-added"),
        sections=("end-of-turn",),
        scenario=Scenario(
            position="t:K7.K8.K9.K10.K11,B4.R4.O4 p:+40 / r:B1.K4.O13 m:1 / r:#9 m:1",
            move="t:K7.K8.K9.K10.K11,B4.R4.O4.K4",
            legal=True,
            rule="rummikub.turn.table-valid",
            params={"count": 1},
        ),
    ),
    Answer(
        slug="rearrange-without-adding",
        topic="turn",
        question=_("Can I rearrange the table without adding any tiles?"),
        verdict="no",
        verdict_text=_("Moving table tiles around is not a turn unless a tile from your rack goes down too."),
        explanation=(
            _("Splitting black 3 to 8 into black 3, 4, 5 and black 6, 7, 8 leaves two valid runs, but nothing "
              "of yours went down. That is not a turn: put the table back and draw a tile."),
            _("Rearranging is how you make room for your own tiles. It is never a way to skip drawing."),
        ),
        rules=("rummikub.turn.no-tile-added",),
        sections=("rearranging", "end-of-turn"),
        scenario=Scenario(
            position="t:K3.K4.K5.K6.K7.K8,B9.R9.O9 p:+40 / r:O2.R12 m:1 / r:#9 m:1",
            move="t:K3.K4.K5,K6.K7.K8,B9.R9.O9",
            legal=False,
            rule="rummikub.turn.no-tile-added",
        ),
    ),
    Answer(
        slug="split-a-run",
        topic="turn",
        question=_("Can I split a run on the table into two?"),
        verdict="yes",
        verdict_text=_("After your initial meld you may split a run, if each part is a valid set and you add a "
                       "tile of your own."),
        explanation=(
            _("Black 7 to 11 is on the table and you hold the black 9. Split the run into black 7, 8, 9 and "
              "black 10, 11, and put your 9 in front of the 10: now there are two runs, black 7, 8, 9 and "
              "black 9, 10, 11."),
            _("Check each part on its own when your turn ends. A part left with one or two tiles is not a set, "
              "so split only where every part keeps three tiles or gets completed by yours."),
        ),
        rules=("rummikub.turn.table-valid", "rummikub.set.too-short"),
        sections=("rearranging",),
        scenario=Scenario(
            position="t:K7.K8.K9.K10.K11 p:+40 / r:B2.K9.R13 m:1 / r:#9 m:1",
            move="t:K7.K8.K9,K9.K10.K11",
            legal=True,
            rule="rummikub.turn.table-valid",
            params={"count": 1},
        ),
    ),
    Answer(
        slug="leave-two-tiles",
        topic="turn",
        question=_("Can I leave two tiles on the table and complete the set on my next turn?"),
        verdict="no",
        verdict_text=_("When your turn ends, every set on the table has at least three tiles."),
        explanation=(
            _("Your blue 9 on the blue run 10, 11, 12 is fine, but red 5 and 6 on their own are not a set, even "
              "if you mean to add the red 7 next turn. Keep them on your rack until you can lay three."),
            _("The same goes for everything on the table: after splitting or moving tiles, no set may be left "
              "with only one or two tiles."),
        ),
        rules=("rummikub.set.too-short",),
        sections=("set-basics", "end-of-turn"),
        scenario=Scenario(
            position="t:B10.B11.B12 p:+40 / r:R5.R6.B9 m:1 / r:#9 m:1",
            move="t:B9.B10.B11.B12,R5.R6",
            legal=False,
            rule="rummikub.set.too-short",
            params={"set": 2, "count": 2},
        ),
        myth=True,
    ),
    Answer(
        slug="add-to-others-sets",
        topic="turn",
        question=_("Can I use sets that other players laid out?"),
        verdict="yes",
        verdict_text=_("After your initial meld, every set on the table is shared, whoever laid it."),
        explanation=(
            _("Tiles on the table belong to nobody. Once your initial meld is down, you may extend, split and "
              "rearrange any set, including the ones your opponents laid."),
            _("In the picture, you take the orange 10 from the opponent's group of four 10s and put it, with "
              "your orange 9, in front of the orange run 11, 12, 13. The group keeps three colours, and the run "
              "now goes from 9 to 13."),
        ),
        rules=("rummikub.turn.table-valid",),
        sections=("rearranging", "table-tiles"),
        scenario=Scenario(
            position="t:K10.R10.O10.B10,O11.O12.O13 p:+40 / r:K2.R6.O9 m:1 / r:#9 m:1",
            move="t:K10.R10.B10,O9.O10.O11.O12.O13",
            legal=True,
            rule="rummikub.turn.table-valid",
            params={"count": 1},
        ),
        myth=True,
    ),
    Answer(
        slug="table-tile-to-rack",
        topic="turn",
        question=_("Can I take a tile from the table onto my rack?"),
        verdict="no",
        verdict_text=_("A tile on the table stays on the table; you may only move it to another set."),
        explanation=(
            _("Taking the blue 7 off the blue run 4, 5, 6, 7 to keep it for later is not allowed, even though "
              "the run is still valid without it. Table tiles move between sets; they never go back to a rack. "
              "Here nothing of yours was added either, so it would not be a turn anyway."),
            _("The one time tiles return to a rack is when your minute runs out and you cannot put the table "
              "back: then you take back the tiles you laid from your own rack that turn."),
        ),
        rules=("rummikub.table.tile-missing", "rummikub.turn.no-tile-added"),
        sections=("table-tiles",),
        scenario=Scenario(
            position="t:B4.B5.B6.B7,K10.R10.O10 p:+40 / r:K1.O3 m:1 / r:#9 m:1",
            move="t:B4.B5.B6,K10.R10.O10",
            legal=False,
            rule="rummikub.table.tile-missing",
            problems=("rummikub.table.tile-missing", "rummikub.turn.no-tile-added"),
            params={"tiles": ["B7"], "count": 1},
        ),
    ),
    Answer(
        slug="pass-instead-of-drawing",
        topic="turn",
        question=_("Can I pass instead of drawing a tile?"),
        verdict="no",
        verdict_text=_("While the pool has tiles, a player who does not play draws one."),
        explanation=(
            _("Skipping your turn is not allowed while there are tiles in the pool: you play, or you draw one "
              "tile. Even if you would rather keep your rack small, you draw."),
            _("Passing is only for the end of the game, once the pool is empty."),
        ),
        rules=("rummikub.pass.pool-not-empty", "rummikub.pass.pool-empty"),
        sections=("drawing", "passing"),
        scenario=Scenario(
            position="t:R3.R4.R5.R6,K8.B8.O8 p:+40 / r:O1.K9 m:1 / r:#9 m:1",
            move="pass",
            legal=False,
            rule="rummikub.pass.pool-not-empty",
            params={"count": 40},
        ),
    ),
    # --- Time, the end and scoring -----------------------------------------------------------------------
    Answer(
        slug="time-runs-out",
        topic="end",
        question=_("My minute ran out in the middle of my move. Can I finish it?"),
        verdict="no",
        verdict_text=_("When the minute is up your turn ends: put the table back and draw one tile, or draw "
                       "three as a penalty if you cannot."),
        explanation=(
            _("The booklet gives each turn one minute. If time runs out and you have put the moved tiles back "
              "where they were, you draw one tile and the next player goes."),
            _("If you cannot put the table back, take back the tiles you laid from your rack, draw three tiles "
              "as a penalty, and shuffle any table tiles that could not be placed back into the pool. That is "
              "why it pays to remember how the table looked before a big rearrangement."),
            _("For a first game with beginners you may agree on more time; that is a house rule, as the "
              "booklet's limit is one minute."),
        ),
        rules=("rummikub.timer.penalty", "rummikub.draw.ends-turn"),
        sections=("timer", "out-of-time"),
        scenario=Scenario(
            position="t:R3.R4.R5.R6,K8.B8.O8 p:+40 / r:O1.K9 m:1 / r:#9 m:1",
            move="penalty",
            legal=True,
            rule="rummikub.timer.penalty",
            params={"drawn": 3},
        ),
    ),
    Answer(
        slug="empty-pool",
        topic="end",
        question=_("Does the game end when the pool is empty?"),
        verdict="no",
        verdict_text=_("Play goes on while anyone can still play; a player who cannot simply passes."),
        explanation=(
            _("Once the last tile has been drawn there is nothing left to draw, so a player who cannot play "
              "passes. The game goes on as long as someone can still lay tiles."),
            _("Our ruling: you may pass even when you could play. The booklet does not say, and nobody can be "
              "made to play; the game still ends only when nobody can play any more."),
            _("When nobody can play any more, the game is over and the lowest total left on a rack wins."),
        ),
        rules=("rummikub.pass.pool-empty", "rummikub.draw.pool-empty"),
        sections=("empty-pool", "passing"),
        scenario=Scenario(
            position="t:R3.R4.R5.R6,K8.B8.O8 / r:O1.K12 m:1 / r:B5.R10 m:1",
            move="pass",
            legal=True,
            rule="rummikub.pass.pool-empty",
        ),
        myth=True,
    ),
    Answer(
        slug="empty-pool-winner",
        topic="end",
        question=_("If the pool is empty and nobody can play, does the lowest rack win?"),
        verdict="yes",
        verdict_text=_("The player with the lowest total left on their rack wins the game."),
        explanation=(
            _("Everyone adds up the numbers left on their rack. The lowest total wins. Each other player scores "
              "minus the difference between their total and the winner's, and the winner scores plus all those "
              "differences together."),
            _("In the picture nobody can play any more, and the racks hold 7, 12 and 20 points. The 7 wins; "
              "the others score minus 5 and minus 13, and the winner plus 18."),
            _("Our ruling: a joker left on a rack counts 30 here too. The booklet gives a joker that price only "
              "for the usual ending, when someone empties their rack."),
        ),
        sections=("scoring-empty-pool", "empty-pool"),
        diagram="t:B4.B5.B6 / r:K3.R4 m:1 / r:R12 m:1 / r:O9.K11 m:1",
    ),
    Answer(
        slug="joker-penalty-at-end",
        topic="end",
        question=_("Does a joker left on my rack at the end cost 30 points?"),
        verdict="yes",
        verdict_text=_("A joker still on your rack when the game ends counts 30 against you."),
        explanation=(
            _("When a player empties their rack, everyone else adds up what is left on theirs and scores it as "
              "minus points, each joker counting 30. In the picture, a joker and a red 2 cost 32, orange 4 and "
              "blue 11 cost 15, and the winner scores plus 47."),
            _("On the table it is different: there a joker is worth the number of the tile it stands for, for "
              "example in your initial meld."),
        ),
        sections=("scoring", "game-won"),
        diagram="t:B4.B5.B6,K10.R10.O10 / r:- m:1 / r:R2.J m:1 / r:O4.B11 m:1",
    ),
    Answer(
        slug="series-winner",
        topic="end",
        question=_("Does the player with the most points win a series?"),
        verdict="no",
        verdict_text=_("A series goes to the player who won the most games; points only break a tie."),
        explanation=(
            _("Before you start, agree on how many rounds to play; a round has one game per player, so two, "
              "three or four games. At the end, the player who won the most games wins the series. Only when "
              "players have won the same number of games does the higher points total decide."),
            _("A single game is won by the player who lays their last tile or, when the pool is empty and "
              "nobody can play, by the lowest rack."),
        ),
        sections=("series",),
        # Translators: keep the booklet title in Russian, exactly as printed: it names a real booklet.
        edition_note=_("This is the series rule of the Russian 2018 booklet «Руммикуб. Без границ». Other "
                       "booklets may score a series differently, so check yours and agree before you start."),
    ),
]
