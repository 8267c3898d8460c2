"""Rummikub in words: one ``RuleText`` per engine rule id, the glossary and the rules page's sections
(``SECTIONS``, carried by the ``Game`` record).

English is the source language. Feedback sentences take the params listed for their id in
``engine/rummikub/rules.py`` (in Rummikub's param words, ``games.texts.rummikub_words``: ``tiles`` reads
"red 9, joker, red 11", ``colour`` reads "red"). Sentences with a number that counts something are plural-aware.
The facts come from the Russian 2018 booklet "Руммикуб. Без границ" (shared/spec/editions.md).
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext_lazy, pgettext_lazy

from games.sections import Section
from games.texts.base import ByParam, GlossaryEntry, RuleText

RULE_TEXTS: dict[str, RuleText] = {
    # --- What makes a set --------------------------------------------------------------------------
    "rummikub.set.too-short": RuleText(
        title=_("At least three tiles in every set"),
        rule=_("Every set on the table has at least three tiles. One or two tiles on their own are not a "
               "set and may not be left on the table when your turn ends."),
        # Translators: %(set)s is the set's number on the table, counted from the first set;
        # %(tiles)s lists its tiles, e.g. "red 9, joker, red 11".
        forbidden=ngettext_lazy(
            "Set %(set)s (%(tiles)s) has only %(count)s tile: every set needs at least three.",
            "Set %(set)s (%(tiles)s) has only %(count)s tiles: every set needs at least three.",
            "count"),
    ),
    "rummikub.set.no-pattern": RuleText(
        title=_("A group or a run"),
        rule=_("A set is either a group (one number in different colours) or a run (one colour, numbers "
               "in a row). Tiles that fit neither pattern are not a set."),
        # Translators: %(set)s is the set's number on the table; %(tiles)s lists its tiles.
        forbidden=_("Set %(set)s (%(tiles)s) is neither a group nor a run: a group is one number in "
                    "different colours, a run is one colour with each number once, in a row."),
    ),
    "rummikub.group.duplicate-colour": RuleText(
        title=_("Each colour once in a group"),
        rule=_("A group has each colour at most once. Two red 7s cannot be in the same group, even though "
               "they are two different tiles."),
        # Translators: %(colour)s is a colour name such as "red"; %(set)s is the set's number on the table.
        forbidden=_("Set %(set)s (%(tiles)s) has %(colour)s twice: a group needs different colours."),
    ),
    "rummikub.group.too-many": RuleText(
        title=_("At most four tiles in a group"),
        rule=_("A group has three or four tiles: there are only four colours, and each may appear once."),
        # Translators: %(count)s is the number of tiles in the set (5 or more).
        forbidden=ngettext_lazy(
            "Set %(set)s (%(tiles)s) has %(count)s tile: a group has at most four, one of each colour.",
            "Set %(set)s (%(tiles)s) has %(count)s tiles: a group has at most four, one of each colour.",
            "count"),
    ),
    "rummikub.run.mixed-colours": RuleText(
        title=_("One colour in a run"),
        rule=_("All the tiles of a run have the same colour. Red 4, blue 5, red 6 is not a run."),
        forbidden=_("Set %(set)s (%(tiles)s) mixes colours: a run is all one colour."),
    ),
    "rummikub.run.gap": RuleText(
        title=_("No gaps in a run"),
        rule=_("The numbers of a run follow one another with none left out. Blue 3, 4, 5 is a run; "
               "blue 3, 4, 6 is not."),
        # Translators: %(missing)s is the number or numbers the run skips, e.g. "5" or "5, 6".
        forbidden=_("Set %(set)s (%(tiles)s) skips %(missing)s: the numbers of a run follow one another "
                    "without a gap."),
    ),
    "rummikub.run.wrap-around": RuleText(
        title=_("No wrapping from 13 to 1"),
        rule=_("A run does not go round the corner: 1 can only come before 2, never after 13. "
               "12-13-1 and 13-1-2 are not runs."),
        forbidden=_("Set %(set)s (%(tiles)s) goes from 13 back to 1: in a run, 1 comes only before 2."),
    ),
    "rummikub.run.beyond-13": RuleText(
        title=_("Nothing above 13"),
        rule=_("The highest number is 13, so a run ends at 13 at the latest. A joker placed after a 13 "
               "would have to be 14, which does not exist."),
        forbidden=_("Set %(set)s (%(tiles)s) goes beyond 13: a run ends at 13, and a joker cannot be 14."),
    ),
    # --- The table and the rack --------------------------------------------------------------------
    "rummikub.table.tile-missing": RuleText(
        title=_("Table tiles stay on the table"),
        rule=_("Once a tile is on the table, it stays there. You may move it to another set, but you may "
               "never take it onto your rack."),
        # Translators: %(tiles)s lists the tiles that were on the table before the turn and are not now.
        forbidden=ngettext_lazy(
            "%(count)s tile left the table (%(tiles)s): tiles on the table never go back to a rack.",
            "%(count)s tiles left the table (%(tiles)s): tiles on the table never go back to a rack.",
            "count"),
    ),
    "rummikub.rack.not-on-rack": RuleText(
        title=_("Only tiles from your rack"),
        rule=_("The tiles you add to the table come from your own rack. A tile you do not have cannot be "
               "played."),
        forbidden=ngettext_lazy(
            "%(count)s tile played is not on your rack: %(tiles)s.",
            "%(count)s tiles played are not on your rack: %(tiles)s.",
            "count"),
    ),
    "rummikub.rack.unknown-face": RuleText(
        title=_("A hidden rack cannot be checked"),
        rule=_("A play can be checked only when we know which tiles are on the player's rack. If a "
               "position hides them, we cannot say whether the play is legal."),
        # Translators: %(count)s is the number of rack tiles whose faces the position does not show.
        forbidden=ngettext_lazy(
            "%(count)s tile on this rack is hidden, so this play cannot be checked.",
            "%(count)s tiles on this rack are hidden, so this play cannot be checked.",
            "count"),
    ),
    "rummikub.turn.no-tile-added": RuleText(
        title=_("Add at least one tile of your own"),
        rule=_("When you play, you must add at least one tile from your rack to the table. Only moving "
               "table tiles around is not a turn: if you add nothing, draw a tile instead."),
        forbidden=ByParam("table", {
            # Translators: table tiles were moved (or taken off the table), but no tile came from the rack.
            "changed": _("The table changed, but no tile from your rack was added: add at least one of your "
                         "own tiles, or draw."),
            # Translators: the turn was ended with the table exactly as it was: nothing placed, nothing moved.
            "unchanged": _("You have not placed any tiles: place at least one from your rack, or draw."),
        }),
    ),
    "rummikub.turn.table-valid": RuleText(
        title=_("A valid table at the end of the turn"),
        rule=_("When your turn ends, every set on the table is a valid group or run of three or more "
               "tiles, and at least one of them holds a tile from your rack."),
        # Translators: %(count)s is the number of tiles the player added from their rack this turn.
        allowed=ngettext_lazy(
            "Every set is valid, and you added %(count)s tile from your rack.",
            "Every set is valid, and you added %(count)s tiles from your rack.",
            "count"),
    ),
    # --- The initial meld --------------------------------------------------------------------------
    "rummikub.meld.initial": RuleText(
        title=_("The initial meld: 30 points"),
        rule=_("Your first play is one or more sets from your own rack, laid out in one turn and worth at "
               "least 30 points together. A joker counts as the number it stands for."),
        # Translators: %(total)s is the sum of the numbers on the tiles played (a joker counts as the
        # number it stands for); it is always 30 or more here.
        allowed=ngettext_lazy(
            "Initial meld of %(total)s point: at least 30, so it counts.",
            "Initial meld of %(total)s points: at least 30, so it counts.",
            "total"),
    ),
    "rummikub.meld.below-30": RuleText(
        title=_("An initial meld under 30 does not count"),
        rule=_("An initial meld worth less than 30 is not allowed, and you cannot collect 30 over several "
               "turns. Keep your tiles and draw instead."),
        # Translators: %(total)s is the sum of the numbers on the tiles played; always below 30 here.
        forbidden=ngettext_lazy(
            "These sets are worth %(total)s point: the initial meld needs at least 30.",
            "These sets are worth %(total)s points: the initial meld needs at least 30.",
            "total"),
    ),
    "rummikub.meld.table-touched": RuleText(
        title=_("Hands off the table until your meld"),
        rule=_("Before your initial meld, and in the turn you make it, you may not extend, split or "
               "rearrange the sets already on the table. Your meld is made of new sets only."),
        # Translators: %(sets)s lists the numbers of the offending sets on the table after the turn,
        # counted from the first set, e.g. "2, 3".
        forbidden=_("Before your initial meld, the sets already on the table are off limits. Sets that use "
                    "them: %(sets)s. Build your meld from your rack alone."),
    ),
    # --- Jokers ------------------------------------------------------------------------------------
    "rummikub.joker.before-meld": RuleText(
        title=_("No table jokers before your meld"),
        rule=_("Until you have made your initial meld, you may not take or use a joker that is on the "
               "table. A joker from your own rack is fine."),
        forbidden=_("You have not made your initial meld yet, so you may not take a joker from the table."),
    ),
    "rummikub.joker.not-reused": RuleText(
        title=_("A freed joker is played again at once"),
        rule=_("A joker freed from the table must be played again in the same turn, in a new valid set "
               "that holds at least one tile from your rack. It may not be left lying alone or taken to "
               "your rack. Our ruling: a set counts as new if you add at least one tile of your own to it, "
               "so an old set you extend with your tile may take the joker; an old set that gains only the "
               "joker may not."),
        # Translators: one freed joker, named by where it stood before the turn: %(from_tiles)s lists
        # that set's tiles ("black 6, red 6, joker"), %(stood_for)s the tile it stood for there ("red 4",
        # or in a group "blue 6 or orange 6"); %(set)s and %(tiles)s are the set it went into.
        forbidden=_("You freed the joker that stood for %(stood_for)s in %(from_tiles)s, and it went into "
                    "set %(set)s (%(tiles)s). That set holds no tile from your rack, so it does not count as "
                    "new: play the joker again with at least one of your own tiles."),
    ),
    "rummikub.joker.reused": RuleText(
        title=_("A freed joker played again"),
        rule=_("A freed joker that ends the turn in a valid set together with a tile from your rack has "
               "been used correctly."),
        allowed=ngettext_lazy(
            "%(count)s freed joker is back in play, in a set with a tile from your rack.",
            "%(count)s freed jokers are back in play, each in a set with a tile from your rack.",
            "count"),
    ),
    # --- Drawing, passing, the timer, the end ------------------------------------------------------
    "rummikub.draw.ends-turn": RuleText(
        title=_("Drawing ends your turn"),
        rule=_("If you do not play, draw one tile from the pool. Your turn ends at once: the new tile "
               "waits on your rack until your next turn, even if it fits now."),
        allowed=_("You draw one tile and your turn ends. The tile can be played from your next turn on."),
    ),
    "rummikub.draw.pool-empty": RuleText(
        title=_("Nothing to draw"),
        rule=_("When the pool is empty there is nothing to draw. If you cannot or do not want to play, "
               "you pass."),
        forbidden=_("The pool is empty, so you cannot draw: pass instead."),
    ),
    "rummikub.pass.pool-empty": RuleText(
        title=_("Passing when the pool is empty"),
        rule=_("Once the pool is empty, a player who does not play passes. The game goes on as long as "
               "someone can still play."),
        allowed=_("The pool is empty, so you pass and the next player takes their turn."),
    ),
    "rummikub.pass.pool-not-empty": RuleText(
        title=_("No passing while the pool has tiles"),
        rule=_("You may pass only when the pool is empty. While it still has tiles, you play or draw one."),
        # Translators: %(count)s is the number of tiles still in the pool.
        forbidden=ngettext_lazy(
            "The pool still has %(count)s tile: play, or draw one tile.",
            "The pool still has %(count)s tiles: play, or draw one tile.",
            "count"),
    ),
    "rummikub.timer.penalty": RuleText(
        title=_("Out of time: the penalty"),
        rule=_("If your minute runs out and the table cannot be put back as it was, take back the tiles "
               "you played from your rack and draw three tiles as a penalty; shared tiles that cannot go "
               "back into their sets are shuffled into the pool. If you did put the table back, you draw "
               "one tile instead. Either way, your turn ends."),
        # Translators: %(drawn)s is the number of penalty tiles drawn: 3, or fewer if the pool had fewer.
        allowed=ngettext_lazy(
            "Time ran out and the table could not be put back: your tiles return to your rack and you "
            "draw %(drawn)s tile as a penalty.",
            "Time ran out and the table could not be put back: your tiles return to your rack and you "
            "draw %(drawn)s tiles as a penalty.",
            "drawn"),
    ),
    "rummikub.game.over": RuleText(
        title=_("The game is over"),
        rule=_("The game ends as soon as a player has placed their last tile. Nobody plays after that."),
        forbidden=_("The game is already over: a player has emptied their rack."),
    ),
}


SOURCE_RU = "«Руммикуб. Без границ», 2018"
"""The Russian booklet the Russian terms are quoted from (a title, so not translated)."""

COMMON_EN = "common usage"
"""Where an English alternative name comes from: what players say, not one printed booklet."""

RUMMY = "rummy card games"
"""Where an English name comes from the rummy card games that Rummikub grew out of."""


PLAYERS_FI = "pelaajien kielessä"
"""Where a Finnish other name comes from: no Finnish booklet is among our sources, so these are the names
Finnish players and boxes use (Finnish words, so not translated)."""

PLAYERS_SV = "bland spelare"
"""Where a Swedish other name comes from: the names Swedish players and boxes use (no Swedish booklet is
among our sources)."""


def _names(ru: tuple[str, ...] = (), en: tuple[tuple[str, str], ...] = (), fi: tuple[str, ...] = (),
           sv: tuple[str, ...] = ()) -> dict[str, tuple[tuple[str, str], ...]]:
    return {"ru": tuple((name, SOURCE_RU) for name in ru), "en": en,
            "fi": tuple((name, PLAYERS_FI) for name in fi), "sv": tuple((name, PLAYERS_SV) for name in sv)}


GLOSSARY: list[GlossaryEntry] = [
    GlossaryEntry(
        slug="tile",
        term=_("tile"),
        definition=_("One of the 106 playing pieces: a number from 1 to 13 in one of four colours, or a "
                     "joker."),
        other_names=_names(ru=("фишка",), fi=("pala",)),
        see="components",
    ),
    GlossaryEntry(
        slug="rack",
        term=_("rack"),
        definition=_("The stand in front of you that holds your own tiles, hidden from the other players."),
        other_names=_names(ru=("подставка",), fi=("pidike",), sv=("ställ", "brickhållare")),
        see="components",
    ),
    GlossaryEntry(
        slug="pool",
        term=_("pool"),
        definition=_("The face-down tiles left after dealing; you draw from it when you do not play."),
        # The page quotes the name (<q>), so the booklet's quotation marks are not part of it.
        other_names=_names(en=(("boneyard", COMMON_EN),)),
        see="drawing",
    ),
    GlossaryEntry(
        slug="table",
        term=_("table"),
        definition=_("All the sets laid out in the middle. They belong to nobody: after your initial meld "
                     "you may rearrange any of them."),
        other_names=_names(ru=("стол",)),
        see="rearranging",
    ),
    GlossaryEntry(
        slug="set",
        term=_("set"),
        definition=_("Three or more tiles laid out together as a group or a run."),
        other_names=_names(ru=("комбинация",), en=(("meld", COMMON_EN),)),
        warning=_("In rummy card games a “set” often means cards of one number only. In Rummikub a set "
                  "is either a group or a run."),
        see="sets",
    ),
    GlossaryEntry(
        slug="group",
        term=_("group"),
        definition=_("Three or four tiles of the same number, each in a different colour."),
        other_names=_names(ru=("группа",), en=(("set", RUMMY),)),
        see="groups",
    ),
    GlossaryEntry(
        slug="run",
        term=_("run"),
        definition=_("Three or more tiles of one colour with numbers in a row, such as blue 3, 4, 5."),
        other_names=_names(ru=("ряд",), en=(("sequence", RUMMY),), fi=("sarja",), sv=("stege",)),
        see="runs",
    ),
    GlossaryEntry(
        slug="initial-meld",
        term=_("initial meld"),
        definition=_("Your first play: sets from your own rack only, worth at least 30 points together."),
        other_names=_names(ru=("первый выход",), en=(("first meld", COMMON_EN),), sv=("startdrag",)),
        see="initial-meld",
    ),
    GlossaryEntry(
        slug="joker",
        term=_("joker"),
        definition=_("A tile that stands for any tile a set needs. Left on your rack at the end it costs "
                     "30 points."),
        other_names=_names(ru=("джокер",)),
        see="jokers",
    ),
    GlossaryEntry(
        slug="freed-joker",
        term=_("freed joker"),
        definition=_("A table joker whose tile was put in its place, or that left its place when its set "
                     "was broken up. You must play it again in the same turn, with a tile from your rack."),
        other_names=_names(ru=("освобождённый джокер",)),
        see="freeing-a-joker",
    ),
    GlossaryEntry(
        slug="rearranging",
        term=_("rearranging"),
        definition=_("Moving tiles between sets on the table, splitting and extending them, to make room "
                     "for your own tiles."),
        other_names=_names(ru=("перестановка",), en=(("manipulation", COMMON_EN),)),
        see="rearranging",
    ),
    GlossaryEntry(
        slug="penalty",
        term=_("penalty"),
        definition=_("Three tiles drawn from the pool when your minute runs out and the table cannot be "
                     "put back. If it can, you draw one tile instead."),
        other_names=_names(ru=("штраф",)),
        see="timer",
    ),
    GlossaryEntry(
        slug="round",
        term=_("round"),
        definition=_("In a series: as many games as there are players."),
        other_names=_names(ru=("раунд",)),
        see="series",
    ),
    GlossaryEntry(
        slug="series",
        term=pgettext_lazy("Rummikub: an agreed number of rounds", "series"),
        definition=_("An agreed number of rounds. The player who won the most games wins the series."),
        other_names=_names(ru=("серия",)),
        see="series",
    ),
]

SECTIONS: tuple[Section, ...] = (
    Section("components", _("What is in the box")),
    Section("setup", _("Setting up"), (
        Section("who-starts", _("Who starts")),
    )),
    Section("sets", _("Sets: groups and runs"), (
        Section("set-basics", _("What every set needs")),
        Section("groups", _("Groups")),
        Section("runs", _("Runs")),
    )),
    Section("jokers", _("Jokers"), (
        Section("joker-readings", _("A set that reads more than one way")),
    )),
    Section("initial-meld", _("The initial meld"), (
        Section("initial-meld-rules", _("Initial meld rules")),
    )),
    Section("turn", _("Your turn, step by step"), (
        Section("drawing", _("Drawing a tile")),
        Section("end-of-turn", _("What must be true when your turn ends")),
    )),
    Section("rearranging", _("Rearranging the table"), (
        Section("table-tiles", _("Table tiles and your rack")),
    )),
    Section("freeing-a-joker", _("Freeing a joker"), (
        Section("freed-joker-rules", _("Freed joker rules")),
    )),
    Section("timer", _("One minute per turn"), (
        Section("out-of-time", _("When time runs out")),
    )),
    Section("end-of-game", _("The end of the game"), (
        Section("game-won", _("After the last tile")),
    )),
    Section("empty-pool", _("When the pool is empty"), (
        Section("passing", _("Drawing and passing")),
    )),
    Section("scoring", _("Scoring"), (
        Section("scoring-empty-pool", _("Scoring after an empty pool")),
    )),
    Section("series", _("Playing a series")),
    Section("edition", _("Which booklet these rules follow")),
    Section("not-covered", _("What the booklet leaves open")),
)
"""The Rummikub rules page's sections and subsections in page order (headings and contents list)."""
