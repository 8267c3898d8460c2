"""Every rule id the Rummikub engine can return, with the params its verdicts carry.

Param conventions: ``set`` is the 1-based index of a set in the new table as written; ``tiles`` the
set's tiles or the tiles concerned, as notation strings (``["R9", "J", "R11"]``); ``colour`` a colour
letter (K, B, R, O); ``count`` a number of tiles; ``total`` a point total.

A freed joker (``rummikub.joker.not-reused``, one problem per joker) is named by where it was and where
it went: ``from_set``/``from_tiles`` the set it stood in before the turn (1-based in the old table, and
its tiles as they were), ``stood_for`` the tiles it stood for there (one in a run; a group's missing
colours), ``set``/``tiles`` the set it ended the turn in (new table), ``freed_by`` ``"replaced"`` (the
tile it stood for was put in its place) or ``"moved"`` (its set was broken up around it), and
``count`` how many freed jokers the turn left without a rack tile. ``rummikub.joker.reused`` gives
``count`` freed jokers and ``sets``, the new sets they ended in.

``rummikub.turn.no-tile-added`` says whether the ``table`` is ``"changed"`` (tiles were moved around, or
taken off) or ``"unchanged"`` (the table as it was: the turn was ended without placing or moving a tile).
"""

from engine.rules import Rule, registry

RULES = registry(
    # What makes a set.
    Rule("rummikub.set.too-short", "forbids", ("set", "tiles", "count"),
         "Every set on the table has at least three tiles."),
    Rule("rummikub.set.no-pattern", "forbids", ("set", "tiles"),
         "A set is either a group (one number, different colours) or a run (one colour, consecutive "
         "numbers, written either way); these tiles are neither."),
    Rule("rummikub.group.duplicate-colour", "forbids", ("set", "tiles", "colour"),
         "A group has each colour at most once."),
    Rule("rummikub.group.too-many", "forbids", ("set", "tiles", "count"),
         "A group has at most four tiles, one per colour."),
    Rule("rummikub.run.mixed-colours", "forbids", ("set", "tiles"),
         "A run is all one colour."),
    Rule("rummikub.run.gap", "forbids", ("set", "tiles", "missing"),
         "A run has no gaps: the numbers follow one another."),
    Rule("rummikub.run.wrap-around", "forbids", ("set", "tiles"),
         "A run does not wrap: 1 comes only before 2, never after 13."),
    Rule("rummikub.run.beyond-13", "forbids", ("set", "tiles"),
         "A run ends at 13 at most; a joker cannot stand for 14."),
    # The table and the rack.
    Rule("rummikub.table.tile-missing", "forbids", ("tiles", "count"),
         "No tile on the table goes back to a rack."),
    Rule("rummikub.rack.not-on-rack", "forbids", ("tiles", "count"),
         "You can only play tiles that are on your rack."),
    Rule("rummikub.rack.unknown-face", "forbids", ("count",),
         "The rack's tiles are not known in this position, so playing them cannot be checked."),
    Rule("rummikub.turn.no-tile-added", "forbids", ("table",),
         "A turn that changes the table must add at least one tile from your rack; otherwise draw."),
    Rule("rummikub.turn.table-valid", "allows", ("count",),
         "Every set on the table is valid and at least one rack tile was added."),
    # The initial meld.
    Rule("rummikub.meld.initial", "allows", ("total", "count"),
         "The initial meld: sets from your rack alone worth 30 or more together."),
    Rule("rummikub.meld.below-30", "forbids", ("total",),
         "The initial meld must be worth at least 30 (a joker counts as the number it stands for)."),
    Rule("rummikub.meld.table-touched", "forbids", ("sets",),
         "Before your initial meld is complete you may not change the sets already on the table."),
    # Jokers.
    Rule("rummikub.joker.before-meld", "forbids", (),
         "A joker on the table cannot be taken before you have made your initial meld."),
    Rule("rummikub.joker.not-reused", "forbids",
         ("count", "set", "tiles", "from_set", "from_tiles", "stood_for", "freed_by"),
         "A freed joker must be played again this turn in a new set that holds a tile from your rack; "
         "one problem per joker left without one."),
    Rule("rummikub.joker.reused", "allows", ("count", "sets"),
         "A freed joker was played again in a set with a tile from your rack."),
    # Drawing, passing, the timer, the end.
    Rule("rummikub.draw.ends-turn", "allows", (),
         "If you do not play, draw one tile; your turn ends and the tile waits for your next turn."),
    Rule("rummikub.draw.pool-empty", "forbids", (),
         "The pool is empty: there is nothing to draw, so you pass instead."),
    Rule("rummikub.pass.pool-empty", "allows", (),
         "With the pool empty, a player who cannot or will not play passes."),
    Rule("rummikub.pass.pool-not-empty", "forbids", ("count",),
         "You may pass only when the pool is empty; otherwise play or draw."),
    Rule("rummikub.timer.penalty", "allows", ("drawn",),
         "Time ran out and the table cannot be put back: your tiles return to your rack, you draw three, "
         "and shared tiles that cannot be put back go into the pool (put back: draw one instead)."),
    Rule("rummikub.game.over", "forbids", ("winner",),
         "The game is over: someone has emptied their rack."),
)
