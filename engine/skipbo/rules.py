"""Every rule id the Skip-Bo engine can return, with the params its verdicts carry.

Param conventions: ``card`` is a card face as written in notation (``"7"`` or ``"SB"``); ``pile`` is a
building or discard pile number 1-4; ``shows`` is the number a building pile shows (0 = empty);
``needs`` the number it takes next; ``seat`` a seat index; ``source``/``target`` the move's parts as
written (``"s"``, ``"d2"``, ``"@1d3"``).
"""

from engine.rules import Rule, registry

RULES = registry(
    # The start of a turn.
    Rule("skipbo.turn.refill-hand", "allows", ("drawn", "hand"),
         "At the start of a turn, draw from the draw pile until the hand holds five cards."),
    Rule("skipbo.turn.draw-first", "forbids", ("move",),
         "Before anything else in a turn, the hand is refilled to five (`draw`)."),
    Rule("skipbo.turn.no-redraw", "forbids", (),
         "`draw` is only for the start of a turn; mid-turn the hand is refilled only when emptied."),
    # Building piles.
    Rule("skipbo.build.next-number", "both", ("card", "pile", "shows", "needs"),
         "A building pile takes exactly the next number: a pile showing 4 takes a 5."),
    Rule("skipbo.build.start-pile", "both", ("card", "pile"),
         "Only a 1 or a Skip-Bo card starts a building pile on an empty slot."),
    Rule("skipbo.build.four-piles", "forbids", ("card", "tops"),
         "There are at most four building piles; with all four slots taken a 1 has nowhere to go."),
    Rule("skipbo.build.complete", "allows", ("card", "pile"),
         "A pile that reaches 12 is set aside at once and its slot is free again this turn."),
    Rule("skipbo.wild.next-number", "allows", ("pile", "becomes"),
         "A Skip-Bo card becomes the next number the pile needs (never a jump; it may be the 12)."),
    # Where cards may come from.
    Rule("skipbo.source.not-in-hand", "forbids", ("card",),
         "You can only play a hand card you hold."),
    Rule("skipbo.source.empty", "forbids", ("source",),
         "An empty stockpile or discard pile has no card to play."),
    Rule("skipbo.source.unknown-face", "forbids", ("source",),
         "A card whose face is not known in this position cannot be played."),
    Rule("skipbo.source.building-pile", "forbids", ("pile",),
         "Building piles are never a source: cards on them stay there."),
    Rule("skipbo.move.between-building-piles", "forbids", ("source", "target"),
         "Nothing moves from one building pile to another."),
    Rule("skipbo.move.between-discard-piles", "forbids", ("source", "target"),
         "Nothing moves from one discard pile to another."),
    Rule("skipbo.stockpile.not-to-discard", "forbids", ("card", "pile"),
         "The stockpile top goes only to a building pile, never to a discard pile."),
    # Discarding.
    Rule("skipbo.discard.ends-turn", "allows", ("card", "pile"),
         "Discarding one hand card to one of your discard piles ends your turn."),
    Rule("skipbo.discard.hand-only", "forbids", ("source",),
         "Only a card from your hand can be discarded."),
    Rule("skipbo.discard.own-piles-only", "forbids", ("seat",),
         "You discard only onto your own discard piles."),
    # Other players.
    Rule("skipbo.reach.other-seat", "forbids", ("seat",),
         "Other players' piles are out of reach (in team play: the opponents')."),
    Rule("skipbo.team.partner-piles", "allows", ("seat", "card", "pile"),
         "In team play you may play your partner's stockpile top and discard-pile tops."),
    Rule("skipbo.team.partner-hand", "forbids", ("seat",),
         "In team play your partner's hand is never yours to play."),
    Rule("skipbo.seat.unknown", "forbids", ("seat",),
         "There is no such seat at this table."),
    # The end of a turn and of the game.
    Rule("skipbo.turn.end-by-discard", "forbids", ("hand",),
         "A turn ends only by discarding a hand card; "
         "`pass` is only for an empty hand that cannot be refilled."),
    Rule("skipbo.corner.empty-draw-pile", "allows", (),
         "Not covered by the leaflets: with no hand card and nothing left to draw, "
         "the turn ends without a discard."),
    Rule("skipbo.win.stockpile-empty", "allows", ("seat",),
         "Playing your last stockpile card wins at once (team play: both stockpiles of the team)."),
    Rule("skipbo.game.over", "forbids", ("winner",),
         "The game is over: no move after it has been won (or blocked)."),
)
