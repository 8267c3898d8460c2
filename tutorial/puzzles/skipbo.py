"""The Skip-Bo puzzles in learning order: first turn and refilling the hand → stockpile chains → the
Skip-Bo card as the next number → full slots and completing a pile → emptying the hand mid-turn →
discarding to end the turn and keeping discard piles useful → other players' cards → winning with cards
in hand → team play → reading a written position.

Seat 0 is always the learner. Where a goal needs it, the draw pile's cards are known, so a refill
(at the start of a turn or mid-turn) is the same every time. Together the puzzles teach every rule id
of ``engine/skipbo/rules.py`` (a test checks that, and that each forbidding rule listed in ``teaches``
can really be met in that puzzle). The board adds the solver's next move after the written hints.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from tutorial.games.skipbo.goals import Complete, Discard, EndTurn, Refill, StockPlayed, Win
from tutorial.puzzles.base import Puzzle

GAME = "skip-bo"

PUZZLES = [
    Puzzle(
        slug="first-turn",
        game=GAME,
        title=_("Your turn begins: fill your hand"),
        start="w:1.7.11+30 t:start / s:2.9+20 h:6.10 / s:5+25 h:#5",
        goal=Refill() & StockPlayed(1),
        instructions=_("Two cards are left in your hand from your last turn. Begin your turn the right way, "
                       "then get the 2 off your stockpile."),
        hints=(
            _("Every turn starts with the draw: until your hand holds five cards again, no card may be "
              "played. Press “Draw up to five cards” first."),
            _("All four building piles are empty, and an empty pile starts only with a 1 (or a Skip-Bo card). "
              "Look for a 1 among the cards you drew."),
        ),
        teaches=("skipbo.turn.refill-hand", "skipbo.turn.draw-first", "skipbo.build.start-pile"),
        solution=("draw", "h1-b1", "s-b1"),
        why=_("You drew three cards, so your hand held five again. The 1 you drew started a building pile, "
              "and your stockpile’s 2 was the next number on it."),
    ),
    Puzzle(
        slug="next-number",
        game=GAME,
        title=_("Each pile takes the next number"),
        start="b:4,-,-,- w:3.3.11.2.SB+30 / s:6.8+22 h:1.5.7.9.12 / s:8+19 h:#5",
        goal=StockPlayed(2),
        instructions=_("Building pile 1 shows 4, and your stockpile shows 6. Play two stockpile cards this turn."),
        hints=(
            _("The 6 cannot go on the 4: a building pile goes up one number at a time. What does pile 1 need "
              "before your 6 fits?"),
            _("Your hand has the 5. After the 5 and the 6, your next stockpile card is an 8 — and your hand has "
              "the 7."),
        ),
        teaches=("skipbo.build.next-number",),
        solution=("h5-b1", "s-b1", "h7-b1", "s-b1"),
        why=_("Hand cards filled the gaps: the 5 made the pile ready for your 6, and the 7 made it ready for "
              "your 8. The hand is there to help the stockpile."),
    ),
    Puzzle(
        slug="stockpile-chain",
        game=GAME,
        title=_("A long stockpile chain"),
        start="b:2,6,-,- w:+40 / s:3.7.4.9.5+15 h:5.10.11.12.12 d:5.8,-,-,- / s:+20 h:#5",
        goal=StockPlayed(5),
        instructions=_("Your first discard pile holds a 5 under an 8. Play five stockpile cards this turn."),
        hints=(
            _("Only the top card of a discard pile can be played, and an empty discard pile has nothing to "
              "give. Watch which pile each new stockpile card fits."),
            _("Play the 3, then the 7, then the 4. Your 9 needs an 8 first: it is on top of your first discard "
              "pile."),
        ),
        teaches=("skipbo.build.next-number", "skipbo.source.empty"),
        solution=("s-b1", "s-b2", "s-b1", "d1-b2", "s-b2", "s-b1"),
        why=_("Each stockpile card showed the next one, and you switched piles to follow it. The 8 waiting on "
              "your discard pile kept the chain going."),
    ),
    Puzzle(
        slug="skip-bo-card",
        game=GAME,
        title=_("The Skip-Bo card is the next number"),
        start="b:4,9,-,- w:+40 / s:7.11+10 h:3.6.8.SB.SB / s:+20 h:#5",
        goal=StockPlayed(2),
        instructions=_("You hold two Skip-Bo cards. Play your 7 and then your 11 from the stockpile."),
        hints=(
            _("A Skip-Bo card counts as exactly the number the pile needs next. It never lets a pile jump: on "
              "a 4 it is a 5, never a 7."),
            _("On pile 1, a Skip-Bo card becomes the 5 and your 6 follows; then the 7 fits. On pile 2, the other "
              "Skip-Bo card becomes the 10 your 11 needs."),
        ),
        teaches=("skipbo.wild.next-number",),
        solution=("hSB-b1", "h6-b1", "s-b1", "hSB-b2", "s-b2"),
        why=_("Each Skip-Bo card filled exactly one missing number: the 5 on pile 1 and the 10 on pile 2. Used "
              "where a gap blocks your stockpile, a Skip-Bo card is worth the most."),
    ),
    Puzzle(
        slug="full-slots",
        game=GAME,
        title=_("All four slots are in use"),
        start="b:3,5,8,10 w:+40 / s:1.2+10 h:4.11.12.6.9 / s:+20 h:#5",
        goal=Complete() & StockPlayed(2),
        instructions=_("Your stockpile shows a 1, but all four building piles are in use. Make room, then play "
                       "your 1 and your 2."),
        hints=(
            _("There is no fifth building pile, and cards never move from one building pile to another or back "
              "to you. The only way to free a slot is to complete a pile."),
            _("Pile 4 shows 10 and you hold the 11 and the 12. At 12 the pile is set aside at once, and its "
              "slot is free for your 1."),
        ),
        teaches=("skipbo.build.four-piles", "skipbo.build.complete", "skipbo.source.building-pile",
                 "skipbo.move.between-building-piles"),
        solution=("h11-b4", "h12-b4", "s-b4", "s-b4"),
        why=_("Completing pile 4 at 12 set it aside and freed its slot in the same turn, so your 1 could start "
              "a new pile and your 2 could follow."),
    ),
    Puzzle(
        slug="set-aside",
        game=GAME,
        title=_("Complete a pile with your stockpile"),
        start="b:10,4,6,8 w:+40 / s:12.1.2+10 h:3.5.9.SB.SB / s:+20 h:#5",
        goal=Complete() & StockPlayed(3),
        instructions=_("Your stockpile shows a 12, with a 1 and a 2 under it. Play all three this turn."),
        hints=(
            _("Your 12 needs a pile showing 11, and no pile does. A Skip-Bo card can stand for any number a "
              "pile needs — even the 11 or the 12."),
            _("A Skip-Bo card on pile 1 becomes the 11, your 12 completes the pile, and the free slot takes "
              "your 1 and then your 2."),
        ),
        teaches=("skipbo.build.complete", "skipbo.wild.next-number", "skipbo.build.start-pile"),
        solution=("hSB-b1", "s-b1", "s-b1", "s-b1"),
        why=_("The Skip-Bo card became the 11, your 12 completed the pile, and the slot was free again at once: "
              "one completed pile opened the way for the next two stockpile cards."),
    ),
    Puzzle(
        slug="empty-hand",
        game=GAME,
        title=_("Empty your hand, draw five more"),
        start="b:1,-,-,- w:6.9.10.12.1+30 / s:7.8+10 h:2.3.4.5 / s:+20 h:#5",
        goal=StockPlayed(2),
        instructions=_("Your stockpile shows 7, then 8, and pile 1 shows 1. Your hand has no 6. Play two "
                       "stockpile cards this turn."),
        hints=(
            _("You cannot simply draw more cards in the middle of a turn. But if you play every card in your "
              "hand to the building piles, you draw five new ones and go on."),
            _("Play 2, 3, 4 and 5 onto pile 1. Your hand is then empty, and the five new cards include the 6 "
              "your 7 needs."),
        ),
        teaches=("skipbo.turn.no-redraw",),
        solution=("h2-b1", "h3-b1", "h4-b1", "h5-b1", "h6-b1", "s-b1", "s-b1"),
        why=_("Emptying your hand onto the building piles earned you five fresh cards in the same turn. One of "
              "them was the 6 that opened the way for your 7 and 8."),
    ),
    Puzzle(
        slug="end-turn",
        game=GAME,
        title=_("End your turn with a discard"),
        start="b:3,7,-,- w:+40 / s:10+15 h:2.6.9.11.12 / s:+20 h:#5",
        goal=Discard("12"),
        instructions=_("Nothing fits on the building piles. End your turn by discarding your 12, the card least "
                       "likely to help you soon."),
        hints=(
            _("There is no passing: a turn ends only when you put one card from your hand on one of your "
              "discard piles. Your stockpile card cannot be discarded."),
            _("Choose your 12 in your hand, then one of your four discard piles."),
        ),
        teaches=("skipbo.discard.ends-turn", "skipbo.stockpile.not-to-discard", "skipbo.turn.end-by-discard"),
        solution=("h12-d1",),
        why=_("A discard from your hand is the only way to end a turn. A 12 is needed only at the very end of a "
              "pile, so it is a good card to put aside on a discard pile."),
    ),
    Puzzle(
        slug="useful-discards",
        game=GAME,
        title=_("Keep your discard piles useful"),
        start="b:5,-,-,- w:1.3.4.10.12.2.2.3+30 / s:11+15 h:6.7.9.12.2 d:10,-,-,- / s:8+20 h:2.3.3.4.12",
        goal=Discard("9") & StockPlayed(1),
        opponents=("draw", "s-b1", "h12-d1"),
        instructions=_("Your stockpile shows 11, and your first discard pile a 10. Play what you can, end your "
                       "turn by discarding your 9, and after Player 2’s turn play your 11."),
        hints=(
            _("Cards never move from one discard pile to another, so think before you discard: a card placed "
              "on top of the next higher number leaves both ready to play in order."),
            _("Play 6 and 7 onto pile 1, then discard the 9 on top of your 10. Player 2 will play an 8 onto pile 1; "
              "on your next turn draw first, then play 9, 10 and your 11."),
        ),
        teaches=("skipbo.discard.ends-turn", "skipbo.move.between-discard-piles", "skipbo.turn.refill-hand"),
        solution=("h6-b1", "h7-b1", "h9-d1", "draw", "d1-b1", "d1-b1", "s-b1"),
        why=_("Your 9 sat on top of your 10, so on your next turn they came off in order — 9, then 10 — and "
              "your 11 followed. A tidy discard pile is a ladder down."),
    ),
    Puzzle(
        slug="other-players",
        game=GAME,
        title=_("Other players’ cards are out of reach"),
        start="b:4,-,-,- w:+40 / s:6.9+15 h:3.8.10.11.SB / s:5+20 h:#5 d:7,-,-,-",
        goal=StockPlayed(1) & EndTurn(),
        instructions=_("Player 2’s stockpile shows exactly the 5 you need. Play your 6, then end your turn."),
        hints=(
            _("You play only from your own hand, stockpile and discard piles, and you discard only onto your "
              "own piles — never onto an opponent’s, not even to block them."),
            _("A Skip-Bo card from your hand can be the 5 on pile 1. After your 6, discard a card you will not "
              "need soon onto one of your own discard piles."),
        ),
        teaches=("skipbo.reach.other-seat", "skipbo.discard.own-piles-only"),
        solution=("hSB-b1", "s-b1", "h3-d1"),
        why=_("Your own Skip-Bo card did what Player 2’s 5 could not: opponents’ cards are never yours to play, "
              "and your discard went onto your own pile."),
    ),
    Puzzle(
        slug="empty-draw-pile",
        game=GAME,
        title=_("Nothing left to draw"),
        start="b:3,-,-,- / s:9+5 h:4.5.6 / s:+10 h:#3",
        goal=EndTurn(),
        instructions=_("The draw pile is empty and no completed piles are waiting to be shuffled in. Play your "
                       "hand and end your turn."),
        hints=(
            _("While you hold a card, your turn ends only with a discard. Play 4, 5 and 6 onto pile 1."),
            _("With an empty hand and nothing to draw, you have no card to discard: then the turn ends without "
              "one. Press “End turn without discarding”."),
        ),
        teaches=("skipbo.corner.empty-draw-pile", "skipbo.turn.end-by-discard"),
        solution=("h4-b1", "h5-b1", "h6-b1", "pass"),
        why=_("The leaflets do not cover this case; our ruling is that an empty hand with nothing to draw ends "
              "the turn without a discard. With a card in hand, you would have had to discard it."),
    ),
    Puzzle(
        slug="win",
        game=GAME,
        title=_("Win with cards still in your hand"),
        start="b:8,-,-,- w:+40 / s:10.12 h:3.5.9.11.SB / s:+20 h:#5",
        goal=Win(),
        instructions=_("Only two cards are left in your stockpile: a 10 and a 12. Win the game this turn."),
        hints=(
            _("You win the moment your stockpile is empty, whatever is left in your hand. Once the game is "
              "won, no more cards are played."),
            _("Play 9 and then your 10 onto pile 1; then 11 from your hand and your 12 from the stockpile."),
        ),
        teaches=("skipbo.win.stockpile-empty", "skipbo.game.over"),
        solution=("h9-b1", "s-b1", "h11-b1", "s-b1"),
        why=_("Your last stockpile card won the game at once, even with three cards left in your hand. Cards in "
              "your hand never stop a win."),
    ),
    Puzzle(
        slug="team-play",
        game=GAME,
        title=_("Partners share their piles"),
        start="b:5,-,-,- v:team w:+40 / s:7.9+5 h:2.3.10.11.12 / s:+10 h:#5 / s:6.8+5 h:1.4.4.SB.12 d:3,-,-,- "
              "/ s:+10 h:#5",
        goal=StockPlayed(4),
        instructions=_("You play with Player 3 as your partner. Play four stockpile cards between you this "
                       "turn: yours and your partner’s count together."),
        hints=(
            _("In partner play you may use your partner’s stockpile top and discard-pile tops — but never the "
              "cards in your partner’s hand, and a discard always comes from your own hand."),
            _("Pile 1 shows 5: your partner’s 6 comes first, then your 7, your partner’s 8 and your 9."),
        ),
        teaches=("skipbo.team.partner-piles", "skipbo.team.partner-hand", "skipbo.discard.hand-only"),
        solution=("@2s-b1", "s-b1", "@2s-b1", "s-b1"),
        why=_("Your two stockpiles took turns on the same pile: 6, 7, 8, 9. A team wins when both stockpiles "
              "are empty, so every partner card you play counts."),
    ),
    Puzzle(
        slug="written-position",
        game=GAME,
        title=_("Reading a written position"),
        start="b:9,-,-,- w:+40 / s:+12 h:3.4.10.11.12 / s:+20 h:#5",
        goal=Complete(),
        instructions=_("In this written-down position your stockpile’s top card is not known (notation “+12”: "
                       "twelve face-down cards). Complete building pile 1. You can also type moves in "
                       "notation, such as h10-b1."),
        hints=(
            _("Only cards whose faces are known can be played, and only cards you actually hold. Try typing "
              "h9-b1 or @3s-b1 to see what the engine says about a card you do not have or a player who is "
              "not at the table."),
            _("Pile 1 shows 9: play 10, 11 and 12 from your hand."),
        ),
        teaches=("skipbo.source.unknown-face", "skipbo.source.not-in-hand", "skipbo.seat.unknown",
                 "skipbo.build.complete"),
        solution=("h10-b1", "h11-b1", "h12-b1"),
        why=_("Your hand held the 10, 11 and 12, so pile 1 reached 12 and was set aside. The face-down "
              "stockpile card never mattered: a card nobody can see cannot be played."),
    ),
]
