"""Skip-Bo FAQ: the disputes players settle at the table, one ``Answer`` each (shapes in ``base.py``).

Every answer that says a move is legal or illegal carries the ``Scenario`` that proves it; the engine
re-checks each one in ``tests/explainer/test_faq_skipbo_content.py``. Slugs are frozen once published:
never rename one (add a redirect instead). Terms follow ``games/texts/skipbo.py``: stockpile, draw
pile, building pile, discard pile, hand, Skip-Bo card, completed pile.

Default edition: Mattel 42050, leaflet 42050-0925. Leaflet codes (42050-0925, 42050-0922, 52370) are
printed on the leaflets and stay as they are in every language.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from explainer.faq.base import Answer, LeafletVerdict, Scenario
from games.texts.base import Text

TOPICS: dict[str, Text] = {
    # Translators: a FAQ topic heading.
    "turn": _("Your turn"),
    # Translators: a FAQ topic heading.
    "building": _("Building piles"),
    # Translators: a FAQ topic heading.
    "skip-bo-cards": _("Skip-Bo cards"),
    # Translators: a FAQ topic heading.
    "discard": _("Discard piles"),
    # Translators: a FAQ topic heading.
    "winning": _("Winning and scoring"),
    # Translators: a FAQ topic heading.
    "variants": _("Short game and partner play"),
    # Translators: a FAQ topic heading; "editions" are the different printed rule leaflets.
    "editions": _("Editions and mistakes"),
}


ANSWERS: list[Answer] = [
    # ------------------------------------------------------------------------------------------ Your turn
    Answer(
        slug="draw-after-every-card",
        topic="turn",
        question=_("Do I draw a new card every time I play one?"),
        verdict="no",
        verdict_text=_("You refill your hand only at the start of your turn, or after playing every card "
                       "in it."),
        explanation=(
            _("Say you drew up to five, played two cards to the building piles, and now hold a 3, an 8 and "
              "an 11. You do not draw two more. You carry on with those three cards, your stockpile top and "
              "the tops of your discard piles."),
            _("Drawing happens at the start of each turn, up to five cards. In the middle of a turn you draw "
              "only when your hand is completely empty because you played it all to the building piles: "
              "then you take five new cards at once."),
        ),
        rules=("skipbo.turn.no-redraw", "skipbo.turn.refill-hand"),
        sections=("turn",),
        scenario=Scenario("b:5,2,-,- w:+60 / s:9+24 h:3.8.11 / s:4+27 h:#5", "draw",
                          legal=False, rule="skipbo.turn.no-redraw"),
    ),
    Answer(
        slug="refill-hand-to-five",
        topic="turn",
        question=_("Do I draw five new cards at the start of every turn?"),
        verdict="no",
        verdict_text=_("You draw only as many cards as you need to hold five."),
        explanation=(
            _("Your turn begins and you still hold a 4 and a 12 from last time. You draw three cards, not "
              "five, and play the turn with a hand of five."),
            _("Only on your first turn do you draw all five, because your hand starts empty. Your stockpile "
              "never counts towards the five."),
        ),
        rules=("skipbo.turn.refill-hand",),
        sections=("turn",),
        scenario=Scenario("b:6,-,-,- w:+70 t:start / s:10+22 h:4.12 d:9,-,-,- / s:3+25 h:#4", "draw",
                          legal=True, rule="skipbo.turn.refill-hand", params={"drawn": 3, "hand": 5}),
    ),
    Answer(
        slug="five-more-mid-turn",
        topic="turn",
        question=_("I have played every card in my hand. Do I draw five more and keep going?"),
        verdict="yes",
        verdict_text=_("Playing your whole hand to the building piles earns five new cards, and your turn "
                       "goes on."),
        explanation=(
            _("You are down to one card, an 8, and building pile 2 shows 7. Play the 8 there. Your hand is "
              "now empty, so you take five cards from the draw pile straight away and go on with the same "
              "turn."),
            _("This can happen several times in one turn. It works only when your last card goes to a "
              "building pile: if it goes on a discard pile instead, your turn is over."),
        ),
        rules=("skipbo.turn.no-redraw", "skipbo.discard.ends-turn"),
        sections=("turn",),
        scenario=Scenario("b:4,7,-,- w:+60 / s:2+20 h:8 d:5,-,-,- / s:11+25 h:#4", "h8-b2",
                          legal=True, rule="skipbo.build.next-number", params={"pile": 2, "needs": 8}),
    ),
    Answer(
        slug="last-card-to-discard-pile",
        topic="turn",
        question=_("If my last hand card goes on a discard pile, do I draw five more?"),
        verdict="no",
        verdict_text=_("A discard ends your turn, so your new hand waits until your next turn begins."),
        explanation=(
            _("You hold only a 10, and no building pile takes it. Putting it on a discard pile ends your turn "
              "with an empty hand. You draw five when your next turn starts, not now."),
            _("Five new cards in the middle of a turn come only after your last hand card went to a building "
              "pile."),
        ),
        rules=("skipbo.discard.ends-turn", "skipbo.turn.refill-hand"),
        sections=("turn",),
        scenario=Scenario("b:4,7,-,- w:+60 / s:2+20 h:10 d:5,-,-,- / s:11+25 h:#4", "h10-d1",
                          legal=True, rule="skipbo.discard.ends-turn", params={"card": "10", "pile": 1}),
    ),
    Answer(
        slug="must-play-if-you-can",
        topic="turn",
        question=_("Do I have to play a card if I can?"),
        verdict="no",
        verdict_text=_("You may end your turn with a discard at any moment, even when a card would fit."),
        explanation=(
            _("Building pile 1 shows 4 and you hold a 5, but your opponent's stockpile shows 6. You may keep "
              "your 5 and end the turn by putting your 12 on a discard pile, so you do not open the way for their 6."),
            _("Nothing forces you to play. The one thing you must do is end your turn by putting one card "
              "from your hand on one of your discard piles."),
        ),
        rules=("skipbo.discard.ends-turn",),
        sections=("turn",),
        scenario=Scenario("b:4,-,-,- w:+60 / s:9+20 h:5.7.10.12.SB / s:6+25 h:#5", "h12-d1",
                          legal=True, rule="skipbo.discard.ends-turn", params={"card": "12"}),
        myth=True,
    ),
    Answer(
        slug="pass-without-discarding",
        topic="turn",
        # Translators: "pass" = end a turn without playing or discarding anything.
        question=_("Can I pass without discarding a card?"),
        verdict="no",
        verdict_text=_("A turn ends only when you put one card from your hand on a discard pile."),
        explanation=(
            _("You hold a 2, a 6 and a 9, and none of them fits anywhere. You still end your turn by putting "
              "one of them on one of your discard piles. You cannot just pass and keep all three."),
            _("There is one rare exception: your hand is empty and there is nothing left to draw. Then your "
              "turn ends without a discard."),
        ),
        rules=("skipbo.turn.end-by-discard", "skipbo.discard.ends-turn"),
        sections=("turn",),
        scenario=Scenario("b:3,8,-,- w:+50 / s:11+20 h:2.6.9 / s:5+25 h:#5", "pass",
                          legal=False, rule="skipbo.turn.end-by-discard", params={"hand": 3}),
    ),
    Answer(
        slug="discard-one-card-only",
        topic="turn",
        question=_("At the end of my turn, do I discard all the cards I have left?"),
        verdict="no",
        verdict_text=_("You discard exactly one card, and the rest stay in your hand for your next turn."),
        explanation=(
            _("You hold a 2, a 7 and an 11. Put the 11 on one of your discard piles and your turn is over. "
              "The 2 and the 7 stay in your hand, and next turn you draw three to get back to five."),
            _("You choose the card, and you choose which of your four discard piles it goes on, empty or "
              "not."),
        ),
        rules=("skipbo.discard.ends-turn", "skipbo.turn.refill-hand"),
        sections=("turn",),
        scenario=Scenario("b:4,-,-,- w:+60 / s:9+20 h:2.7.11 d:10,-,-,- / s:6+25 h:#5", "h11-d2",
                          legal=True, rule="skipbo.discard.ends-turn", params={"card": "11", "pile": 2}),
    ),
    Answer(
        slug="draw-pile-runs-out",
        topic="turn",
        question=_("The draw pile is empty. Do we shuffle the completed piles into a new one?"),
        verdict="yes",
        verdict_text=_("The completed piles set aside earlier become the new draw pile, while unfinished "
                       "building piles stay put."),
        explanation=(
            _("Your turn begins with one card in your hand, and the draw pile is gone. Two piles completed "
              "earlier, 24 cards, lie to the side. Shuffle them face down into a new draw pile and draw your "
              "four cards from it."),
            _("The building piles still in play, here showing 9 and 4, stay where they are. So do everyone's "
              "stockpiles and discard piles."),
        ),
        rules=("skipbo.turn.refill-hand", "skipbo.build.complete"),
        sections=("draw-pile-runs-out",),
        scenario=Scenario("b:9,4,-,- x:24 t:start / s:6+10 h:2 / s:11+8 h:#3", "draw",
                          legal=True, rule="skipbo.turn.refill-hand", params={"drawn": 4, "hand": 5}),
    ),
    Answer(
        slug="empty-hand-nothing-to-draw",
        topic="turn",
        question=_("My hand is empty and there is nothing left to draw. Can my turn end without a discard?"),
        verdict="yes",
        verdict_text=_("With no card to discard and none to draw, your turn simply ends; this is our ruling "
                       "for a case the leaflets leave open."),
        explanation=(
            _("The draw pile is empty and no completed piles are waiting to be shuffled. You have played out "
              "your hand, and neither your stockpile 7 nor your discard-pile tops fit anywhere. You hold "
              "nothing to discard, so your turn ends and the next player goes on."),
            _("No printed leaflet covers this, so this site had to decide. Everyone keeps playing with what "
              "they hold; if nobody can play at all, the game is blocked and ends without a winner. If your "
              "table prefers another solution, agree on it before you start."),
        ),
        rules=("skipbo.corner.empty-draw-pile", "skipbo.game.over"),
        sections=("not-covered",),
        scenario=Scenario("b:10,5,8,3 / s:7+4 d:9.2,12,-,- / s:1+3 h:#2", "pass",
                          legal=True, rule="skipbo.corner.empty-draw-pile"),
    ),
    # ------------------------------------------------------------------------------------- Building piles
    Answer(
        slug="fifth-building-pile",
        topic="building",
        question=_("All four building piles are in use. Can I start a fifth one with my 1?"),
        verdict="no",
        verdict_text=_("Only four building piles can be open at a time."),
        explanation=(
            _("The four piles show 3, 5, 8 and 11, and you hold a 1. There is no fifth slot, so the 1 has "
              "nowhere to go for now."),
            _("A slot frees up when a pile is completed at 12. Here your Skip-Bo card can be the 12 on the "
              "pile showing 11: that pile is set aside at once, and your 1 can start a new pile in the empty "
              "slot in the same turn."),
        ),
        rules=("skipbo.build.four-piles", "skipbo.build.complete"),
        sections=("building-piles",),
        scenario=Scenario("b:3,5,8,11 w:+40 / s:9+20 h:1.2.4.6.SB / s:7+25 h:#5", "h1-b1",
                          legal=False, rule="skipbo.build.four-piles", params={"tops": [3, 5, 8, 11]}),
    ),
    Answer(
        slug="start-pile-without-a-1",
        topic="building",
        question=_("Can I start a new building pile with a 2?"),
        verdict="no",
        verdict_text=_("An empty slot takes only a 1, or a Skip-Bo card standing in for the 1."),
        explanation=(
            _("Two piles show 5 and 9, and two slots are empty. Your stockpile shows 3 and you hold two 2s, "
              "but no 1. Neither 2 can go on an empty slot: every building pile starts at 1."),
            _("A Skip-Bo card could start the pile as the 1, and then a 2 could follow."),
        ),
        rules=("skipbo.build.start-pile", "skipbo.wild.next-number"),
        sections=("building-piles",),
        scenario=Scenario("b:5,9,-,- w:+60 / s:3+20 h:2.2.7.10 / s:8+25 h:#5", "h2-b3",
                          legal=False, rule="skipbo.build.start-pile", params={"card": "2", "pile": 3}),
    ),
    Answer(
        slug="what-happens-at-12",
        topic="building",
        question=_("When a building pile reaches 12, can a new pile start in its place straight away?"),
        verdict="yes",
        verdict_text=_("A pile that reaches 12 is set aside at once, and its slot is free again in the same "
                       "turn."),
        explanation=(
            _("The piles show 3, 5, 8 and 11. Play your 12 on the pile showing 11: that pile is complete, so "
              "it goes to the side and the slot is empty. Your 1 can start a new pile there right away, and "
              "your 2 can follow it."),
            _("Completed piles wait at the side. When the draw pile runs out, they are shuffled into a new "
              "one. A Skip-Bo card may be the 12 as well."),
        ),
        rules=("skipbo.build.complete", "skipbo.build.start-pile"),
        sections=("completed-piles",),
        scenario=Scenario("b:3,5,8,11 w:+40 / s:9+20 h:1.2.4.6.12 / s:7+25 h:#5", "h12-b4",
                          legal=True, rule="skipbo.build.complete", params={"card": "12", "pile": 4}),
    ),
    Answer(
        slug="move-between-building-piles",
        topic="building",
        question=_("Can I move cards from one building pile to another?"),
        verdict="no",
        verdict_text=_("A card on a building pile stays there; nothing moves between building piles."),
        explanation=(
            _("Building pile 1 shows 7 and pile 2 shows 6. The 7 would fit on pile 2, but you may not lift it "
              "across. Cards on the building piles are never moved, taken back or rearranged, not even to "
              "tidy up the middle."),
            _("Cards reach a building pile only from your hand, your stockpile top or the top of one of your "
              "discard piles."),
        ),
        rules=("skipbo.move.between-building-piles", "skipbo.source.building-pile"),
        sections=("building-piles",),
        scenario=Scenario("b:7,6,-,- w:+60 / s:9+20 h:3.10.11.12 / s:5+25 h:#5", "b1-b2",
                          legal=False, rule="skipbo.move.between-building-piles"),
    ),
    Answer(
        slug="helping-an-opponent",
        topic="building",
        question=_("Can I play a card that sets up the next player?"),
        verdict="yes",
        verdict_text=_("The building piles belong to everyone, so any card that fits may be played, whoever "
                       "it helps."),
        explanation=(
            _("Building pile 1 shows 6, you hold a 7, and your opponent's stockpile shows 8. You may play the "
              "7, even though it leaves the perfect spot for their 8."),
            _("Whether you should is another question. You are never forced to play, so you may keep the 7 "
              "and end your turn with a discard instead. Playing it is worth it when it helps you more, for "
              "example by making room for your own stockpile card."),
        ),
        rules=("skipbo.build.next-number", "skipbo.discard.ends-turn"),
        sections=("building-piles",),
        scenario=Scenario("b:6,-,-,- w:+60 / s:10+20 h:2.7.9.11.12 / s:8+25 h:#5", "h7-b1",
                          legal=True, rule="skipbo.build.next-number", params={"card": "7", "pile": 1}),
    ),
    Answer(
        slug="same-number-on-two-piles",
        topic="building",
        question=_("Can two building piles show the same number?"),
        verdict="yes",
        verdict_text=_("Each building pile climbs on its own, so two piles may show the same number."),
        explanation=(
            _("Building piles 1 and 2 both show 4, and your stockpile shows 5. You may play the 5 on either "
              "of them."),
            _("Starting a pile does not make it yours, either: every player may build on every pile."),
        ),
        rules=("skipbo.build.next-number",),
        sections=("building-piles",),
        scenario=Scenario("b:4,4,-,- w:+60 / s:5+20 h:1.5.8.10.12 / s:9+25 h:#5", "s-b2",
                          legal=True, rule="skipbo.build.next-number", params={"pile": 2, "needs": 5}),
    ),
    Answer(
        slug="colours-must-match",
        topic="building",
        question=_("Do the colours of the cards have to match on a building pile?"),
        verdict="no",
        verdict_text=_("Only the numbers count; the colour of a card never matters."),
        explanation=(
            _("Building pile 1 shows 4 and you hold a 5. Whatever colour your 5 is printed in, and whatever "
              "colour the 4 is, the 5 goes on the pile."),
            _("A building pile asks for one thing only: the next number."),
        ),
        rules=("skipbo.build.next-number",),
        sections=("building-piles",),
        scenario=Scenario("b:4,-,-,- w:+60 / s:10+20 h:5.8.11 / s:3+25 h:#5", "h5-b1",
                          legal=True, rule="skipbo.build.next-number", params={"card": "5", "needs": 5}),
        myth=True,
    ),
    # -------------------------------------------------------------------------------------- Skip-Bo cards
    Answer(
        slug="what-is-a-skip-bo-card",
        topic="skip-bo-cards",
        question=_("Is the Skip-Bo card a wild card?"),
        verdict="yes",
        verdict_text=_("A Skip-Bo card counts as whatever number the building pile needs next."),
        explanation=(
            _("Building pile 1 shows 4, and your stockpile shows 6. Play your Skip-Bo card on the pile: it "
              "counts as the 5, and your stockpile 6 can go on top of it."),
            _("A Skip-Bo card can stand for any number from 1 to 12. It can start an empty pile as the 1 and "
              "complete a pile as the 12. The deck holds 18 of them."),
        ),
        rules=("skipbo.wild.next-number",),
        sections=("skip-bo-cards",),
        scenario=Scenario("b:4,-,-,- w:+60 / s:6+20 h:3.9.11.12.SB / s:2+25 h:#5", "hSB-b1",
                          legal=True, rule="skipbo.wild.next-number", params={"pile": 1, "becomes": 5}),
    ),
    Answer(
        slug="skip-bo-card-skips-numbers",
        topic="skip-bo-cards",
        question=_("Can a Skip-Bo card make a pile jump ahead, say from 3 to 9?"),
        verdict="no",
        verdict_text=_("A Skip-Bo card is always the very next number, so a pile never jumps ahead."),
        explanation=(
            _("Building pile 1 shows 3, and you hold a 9 and a Skip-Bo card. The Skip-Bo card goes on as the "
              "4, not the 8, so your 9 still cannot follow: the pile now needs a 5."),
            _("To get from 3 to 9 the pile needs every number in between, 4 to 8, each one a number card or "
              "a Skip-Bo card."),
        ),
        rules=("skipbo.wild.next-number", "skipbo.build.next-number"),
        sections=("skip-bo-cards",),
        scenario=Scenario("b:3,-,-,- w:+60 / s:11+20 h:2.9.10.12.SB / s:7+25 h:#5", "hSB-b1",
                          legal=True, rule="skipbo.wild.next-number", params={"pile": 1, "becomes": 4}),
        myth=True,
    ),
    Answer(
        slug="two-skip-bo-cards-in-a-row",
        topic="skip-bo-cards",
        question=_("Can I play two Skip-Bo cards in a row?"),
        verdict="yes",
        verdict_text=_("There is no limit: each Skip-Bo card simply becomes the next number."),
        explanation=(
            _("Building pile 1 showed 4 and you held two Skip-Bo cards. You played the first one as the 5. "
              "Now play the second one as the 6, and your stockpile 7 follows."),
            _("You may play as many Skip-Bo cards in a turn as you hold, on one pile or on several. Each one "
              "counts as the number its pile needs at that moment."),
        ),
        rules=("skipbo.wild.next-number",),
        sections=("skip-bo-cards",),
        scenario=Scenario("b:5,-,-,- w:+60 / s:7+20 h:3.10.11.SB / s:2+25 h:#5", "hSB-b1",
                          legal=True, rule="skipbo.wild.next-number", params={"pile": 1, "becomes": 6}),
        myth=True,
    ),
    Answer(
        slug="skip-bo-card-as-12",
        topic="skip-bo-cards",
        question=_("Can a Skip-Bo card be the 12 that completes a pile?"),
        verdict="yes",
        verdict_text=_("A Skip-Bo card can be the 12, and the completed pile is set aside as usual."),
        explanation=(
            _("Building pile 1 shows 11 and you have no 12. Play your Skip-Bo card there: it counts as the "
              "12, the pile is complete and goes to the side, and its slot is free for a new pile."),
        ),
        rules=("skipbo.build.complete", "skipbo.wild.next-number"),
        sections=("skip-bo-cards", "completed-piles"),
        scenario=Scenario("b:11,6,-,- w:+60 / s:3+20 h:2.5.9.SB / s:8+25 h:#5", "hSB-b1",
                          legal=True, rule="skipbo.build.complete", params={"card": "SB", "pile": 1}),
    ),
    Answer(
        slug="skip-bo-card-starts-pile",
        topic="skip-bo-cards",
        question=_("Can I start a new building pile with a Skip-Bo card?"),
        verdict="yes",
        verdict_text=_("On an empty slot a Skip-Bo card counts as the 1 and starts a new pile."),
        explanation=(
            _("One building pile shows 7 and the other three slots are empty. Your stockpile shows 2, but "
              "you hold no 1. Play your Skip-Bo card on an empty slot as the 1, then your stockpile 2 on top "
              "of it."),
        ),
        rules=("skipbo.wild.next-number", "skipbo.build.start-pile"),
        sections=("skip-bo-cards",),
        scenario=Scenario("b:7,-,-,- w:+60 / s:2+20 h:4.6.10.11.SB / s:9+25 h:#5", "hSB-b2",
                          legal=True, rule="skipbo.wild.next-number", params={"pile": 2, "becomes": 1}),
    ),
    Answer(
        slug="skip-bo-card-on-discard-pile",
        topic="skip-bo-cards",
        question=_("Can I put a Skip-Bo card on a discard pile?"),
        verdict="yes",
        verdict_text=_("A Skip-Bo card can end your turn on a discard pile like any other hand card."),
        explanation=(
            _("None of your number cards fits this turn, and you would rather save your Skip-Bo card. Put it "
              "on one of your discard piles to end the turn. It stands for no number there; it takes one "
              "only when you later play it to a building pile."),
            _("Keep it on top, though. Once you discard another card over it, it is stuck until that card "
              "has been played."),
        ),
        rules=("skipbo.discard.ends-turn", "skipbo.wild.next-number"),
        sections=("skip-bo-cards", "discard-piles"),
        scenario=Scenario("b:4,9,-,- w:+60 / s:12+20 h:3.6.8.SB d:7,-,-,- / s:5+25 h:#5", "hSB-d2",
                          legal=True, rule="skipbo.discard.ends-turn", params={"card": "SB", "pile": 2}),
    ),
    # -------------------------------------------------------------------------------------- Discard piles
    Answer(
        slug="card-from-middle-of-discard-pile",
        topic="discard",
        question=_("Can I take a card from the middle of my discard pile?"),
        verdict="no",
        verdict_text=_("Only the top card of each discard pile can be played."),
        explanation=(
            _("Your discard pile 1 holds a 5 with a 10 on top, and building pile 1 shows 4. The 5 would fit, "
              "but it is covered: only the 10 can be played from that pile, and the 10 does not fit. The 5 "
              "becomes playable once the 10 has gone to a building pile."),
            _("So think before you discard: the card you put down covers the one beneath it."),
        ),
        rules=("skipbo.build.next-number",),
        sections=("discard-piles",),
        scenario=Scenario("b:4,-,-,- w:+60 / s:11+20 h:2.8.9.12 d:5.10,3,-,- / s:7+25 h:#5", "d1-b1",
                          legal=False, rule="skipbo.build.next-number", params={"card": "10", "needs": 5}),
    ),
    Answer(
        slug="discard-pile-order",
        topic="discard",
        question=_("Do the cards on a discard pile have to be in order?"),
        verdict="no",
        verdict_text=_("Any card may go on any of your discard piles, in any order and to any height."),
        explanation=(
            _("Your discard pile 1 shows a 2. You may end your turn by putting a 9 on top of it: no order is "
              "needed. The 2 is then covered until the 9 has been played."),
            _("Many players stack a discard pile downwards, a 6 and then a 5, so that the cards can later go "
              "up a building pile one after the other. That is a tactic, not a rule."),
        ),
        rules=("skipbo.discard.ends-turn",),
        sections=("discard-piles",),
        scenario=Scenario("b:6,-,-,- w:+60 / s:8+20 h:1.4.9.11 d:2,7,-,- / s:3+25 h:#5", "h9-d1",
                          legal=True, rule="skipbo.discard.ends-turn", params={"card": "9", "pile": 1}),
    ),
    Answer(
        slug="stockpile-to-discard-pile",
        topic="discard",
        question=_("Can I put my stockpile card on a discard pile?"),
        verdict="no",
        verdict_text=_("Your stockpile top goes only to a building pile, never to a discard pile."),
        explanation=(
            _("Your stockpile shows 12 and the building piles show 5 and 8. You cannot park the 12 on a "
              "discard pile to get at the next stockpile card. It waits until a pile reaches 11."),
            _("The card that ends your turn always comes from your hand, never from your stockpile."),
        ),
        rules=("skipbo.stockpile.not-to-discard", "skipbo.discard.hand-only"),
        sections=("discard-piles",),
        scenario=Scenario("b:5,8,-,- w:+60 / s:12+20 h:2.3.7.10 / s:4+25 h:#5", "s-d1",
                          legal=False, rule="skipbo.stockpile.not-to-discard", params={"card": "12", "pile": 1}),
    ),
    Answer(
        slug="move-between-discard-piles",
        topic="discard",
        question=_("Can I move a card from one of my discard piles to another?"),
        verdict="no",
        verdict_text=_("A discard-pile top leaves only by being played to a building pile."),
        explanation=(
            _("Your discard pile 1 has a 4 under a 9, and building pile 1 shows 3. Moving the 9 over to your "
              "other discard pile would free the 4, but that is not allowed. The 9 stays until it can go to a "
              "building pile."),
        ),
        rules=("skipbo.move.between-discard-piles",),
        sections=("discard-piles",),
        scenario=Scenario("b:3,-,-,- w:+60 / s:5+20 h:1.8.11.12 d:4.9,10,-,- / s:10+25 h:#5", "d1-d2",
                          legal=False, rule="skipbo.move.between-discard-piles"),
    ),
    Answer(
        slug="opponents-discard-pile",
        topic="discard",
        question=_("Can I play a card from another player's discard pile?"),
        verdict="no",
        verdict_text=_("In an ordinary game you play only from your own discard piles."),
        explanation=(
            _("Building pile 1 shows 6, and your opponent's discard pile shows the 7 you need. That pile is "
              "theirs, so the 7 is out of your reach."),
            _("Partner play is the exception: there you may also use your partner's discard-pile tops and "
              "stockpile top, but still never an opponent's."),
        ),
        rules=("skipbo.reach.other-seat", "skipbo.team.partner-piles"),
        sections=("discard-piles", "partner-play"),
        scenario=Scenario("b:6,-,-,- w:+60 / s:10+20 h:2.3.9.12 / s:4+25 h:#5 d:7,-,-,-", "@1d1-b1",
                          legal=False, rule="skipbo.reach.other-seat", params={"seat": 1}),
    ),
    # -------------------------------------------------------------------------------- Winning and scoring
    Answer(
        slug="win-with-cards-in-hand",
        topic="winning",
        question=_("Does my hand have to be empty for me to win?"),
        verdict="no",
        verdict_text=_("You win the moment you play your last stockpile card, whatever is left in your "
                       "hand."),
        explanation=(
            _("Your stockpile is down to one card, a 7, and building pile 1 shows 6. Play the 7 and you have "
              "won, with three cards still in your hand and a 4 on a discard pile."),
            _("Only the stockpile counts. Your hand and discard piles may still hold cards, and no building "
              "pile needs to reach 12."),
        ),
        rules=("skipbo.win.stockpile-empty",),
        sections=("winning",),
        scenario=Scenario("b:6,10,-,- w:+40 / s:7 h:2.9.12 d:4,-,-,- / s:3.8+15 h:#5", "s-b1",
                          legal=True, rule="skipbo.win.stockpile-empty", params={"seat": 0}),
    ),
    Answer(
        slug="empty-hand-wins",
        topic="winning",
        question=_("Do I win when I have played all the cards in my hand?"),
        verdict="no",
        verdict_text=_("An empty hand is not a win: you draw five new cards and play on."),
        explanation=(
            _("You play your last hand card, a 5, on the pile showing 4. Your stockpile still holds 15 cards, "
              "so the game goes on: take five cards from the draw pile and carry on with your turn."),
            # Translators: UNO is the name of another card game; keep it as it is.
            _("In UNO an empty hand ends the game; in Skip-Bo the pile you race to empty is your stockpile."),
        ),
        rules=("skipbo.win.stockpile-empty", "skipbo.turn.no-redraw"),
        sections=("winning",),
        scenario=Scenario("b:4,7,-,- w:+60 / s:10+14 h:5 / s:6+20 h:#5", "h5-b1",
                          legal=True, rule="skipbo.build.next-number", params={"card": "5", "needs": 5}),
        myth=True,
    ),
    Answer(
        slug="reaching-12-wins",
        topic="winning",
        question=_("Does the player who completes a pile with a 12 win?"),
        verdict="no",
        verdict_text=_("Completing a building pile only clears it away; the game is won by emptying your "
                       "stockpile."),
        explanation=(
            _("You play a 12 on the pile showing 11. The pile is complete and goes to the side, but your "
              "stockpile still holds 16 cards, so the game simply goes on."),
            _("A pile that reaches 12 frees its slot for a new pile. Nobody wins by it."),
        ),
        rules=("skipbo.build.complete", "skipbo.win.stockpile-empty"),
        sections=("winning",),
        scenario=Scenario("b:11,3,-,- w:+60 / s:8+15 h:2.6.12 / s:5+10 h:#5", "h12-b1",
                          legal=True, rule="skipbo.build.complete", params={"card": "12", "pile": 1}),
        myth=True,
    ),
    Answer(
        slug="scoring-a-series",
        topic="winning",
        question=_("When scoring a series, do the cards left in the losers' hands count?"),
        verdict="no",
        verdict_text=_("Only cards left in the opponents' stockpiles score: 5 points each, plus 25 for the "
                       "win."),
        explanation=(
            _("You win a three-player game. One opponent has 8 cards left in their stockpile, the other 4. "
              "You score 25 for the win plus 12 × 5 = 60 for those cards: 85 points."),
            _("Hands and discard piles are not counted, and neither are the numbers on the cards: a leftover "
              "1 is worth 5 points, just like a leftover 12. Only the winner of each game scores."),
        ),
        sections=("scoring",),
        diagram="b:6,2,-,- w:+50 / s:- h:3.9.11 / s:+8 h:#5 / s:+4 h:#5",
    ),
    Answer(
        slug="exactly-500-wins",
        topic="winning",
        question=_("Does exactly 500 points win a series?"),
        verdict="yes",
        verdict_text=_("The first player to reach 500 points wins the series, and exactly 500 is enough."),
        explanation=(
            _("You had 415 points and score 85 in the next game. That makes exactly 500, and the series is "
              "yours: you only need to reach 500, not to pass it."),
        ),
        sections=("scoring",),
    ),
    # ---------------------------------------------------------------------- Short game and partner play
    Answer(
        slug="short-game",
        topic="variants",
        question=_("Is there a shorter version of Skip-Bo?"),
        verdict="yes",
        verdict_text=_("For a short game, every player gets a stockpile of just 10 cards."),
        explanation=(
            _("Deal each player 10 stockpile cards instead of 30 (or 20 with five or six players). Everything "
              "else stays the same: a hand of five, four building piles and up to four discard piles each."),
            # Translators: 42050-0925 is a leaflet code; keep it as it is.
            _("Leaflet 42050-0925 offers this variant itself, and it makes a good first game."),
        ),
        sections=("short-game",),
        diagram="w:+142 t:start / s:4+9 / s:11+9",
    ),
    Answer(
        slug="two-players",
        topic="variants",
        question=_("Can two people play Skip-Bo?"),
        verdict="yes",
        verdict_text=_("Skip-Bo is for two to six players, and two play by the full rules."),
        explanation=(
            _("With two players, each gets a stockpile of 30 cards, and the other 102 cards form the draw "
              "pile. You share the four building piles, each of you has up to four discard piles, and you "
              "take turns."),
            _("Partner play needs four or six players. With two, each of you plays alone."),
        ),
        sections=("setup",),
        diagram="w:+102 t:start / s:7+29 / s:2+29",
    ),
    Answer(
        slug="partner-stockpile",
        topic="variants",
        question=_("In partner play, can I play my partner's stockpile card?"),
        verdict="yes",
        verdict_text=_("On your turn you may play your partner's stockpile top and the tops of their discard "
                       "piles."),
        explanation=(
            _("Building pile 1 shows 5. Your partner's stockpile shows 6 and their discard pile an 8, your "
              "own stockpile a 9, and you hold a 7. Play their 6, your 7, their 8 and then your own 9."),
            _("Your partner's hand stays theirs, and you still end your turn on one of your own discard "
              "piles."),
        ),
        rules=("skipbo.team.partner-piles", "skipbo.discard.own-piles-only"),
        sections=("partner-play",),
        scenario=Scenario(
            "b:5,-,-,- w:+40 v:team / s:9+20 h:1.3.7.10.11 / s:2+20 h:#5 / s:6+20 h:#5 d:8,-,-,- / s:4+20 h:#5",
            "@2s-b1", legal=True, rule="skipbo.team.partner-piles", params={"seat": 2, "card": "6"}),
    ),
    Answer(
        slug="partner-hand",
        topic="variants",
        question=_("In partner play, can I play a card from my partner's hand?"),
        verdict="no",
        verdict_text=_("Your partner's hand is private: only they play from it, on their own turn."),
        explanation=(
            _("Building pile 1 shows 5 and you are sure your partner holds a 6. You still cannot play it from "
              "their hand. What partners share is the stockpile top and the discard-pile tops, never the "
              "hand."),
        ),
        rules=("skipbo.team.partner-hand", "skipbo.team.partner-piles"),
        sections=("partner-play",),
        scenario=Scenario("b:5,2,-,- w:+40 v:team / s:10+20 h:1.3.9.11.12 / s:4+20 h:#5 / s:8+20 h:#5 / s:3+20 h:#5",
                          "@2h6-b1", legal=False, rule="skipbo.team.partner-hand", params={"seat": 2}),
    ),
    Answer(
        slug="partner-talking",
        topic="variants",
        question=_("In partner play, may partners talk about their moves?"),
        verdict="depends",
        # Translators: 42050 and 52370 are product numbers printed on the leaflets; keep them as they are.
        verdict_text=_("Leaflet 42050-0925 keeps partners silent, while 52370 allows limited instructions."),
        explanation=(
            _("The leaflets answer this differently: yours comes first above, then what the others say."),
            _("The Finnish leaflet is also the only one we know of with a penalty for cheating in partner play: "
              "two cards from the draw pile onto your own stockpile, unseen."),
        ),
        point="partner-talk",
        by_leaflet={
            "42050-0925": LeafletVerdict("no", _(
                "Under leaflet 42050-0925 partners may not discuss moves: your partner stays silent.")),
            "42050-0922": LeafletVerdict("unstated", _(
                "Our source for leaflet 42050-0922 says nothing on partner play; this site follows 42050-0925: "
                "partners stay silent.")),
            "finnish": LeafletVerdict("yes", _(
                "Only a little: under the Finnish leaflet you may ask your partner to play a certain card, and "
                "they stay silent.")),
            "52370": LeafletVerdict("yes", _(
                "Leaflet 52370 allows limited instructions between partners; our source gives no example.")),
            "quick-start": LeafletVerdict("unstated", _(
                "The quick-start leaflet does not cover partner play; this site follows 42050-0925: partners stay "
                "silent.")),
        },
        sections=("partner-play", "mistakes"),
    ),
    Answer(
        slug="team-win-one-stockpile",
        topic="variants",
        question=_("In partner play, does a team win as soon as one partner's stockpile is empty?"),
        verdict="no",
        verdict_text=_("A team wins only when both partners' stockpiles are empty."),
        explanation=(
            _("You play your last stockpile card, a 5. Your stockpile is empty, but your partner's still "
              "holds 13 cards, so the game goes on."),
            _("You keep taking your turns and help your partner: you may play their stockpile top and the "
              "discard-pile tops of both of you."),
        ),
        rules=("skipbo.win.stockpile-empty", "skipbo.team.partner-piles"),
        sections=("partner-play",),
        scenario=Scenario("b:4,-,-,- w:+40 v:team / s:5 h:2.8.10 / s:11+6 h:#5 / s:3+12 h:#5 / s:9+15 h:#5",
                          "s-b1", legal=True, rule="skipbo.build.next-number", params={"card": "5"}),
    ),
    # ------------------------------------------------------------------------------ Editions and mistakes
    Answer(
        slug="who-goes-first",
        topic="editions",
        question=_("Does the youngest player always go first?"),
        verdict="depends",
        # Translators: 42050-0925 is a leaflet code; keep it as it is.
        verdict_text=_("Leaflet 42050-0925 lets the youngest player start, but other leaflets draw cards "
                       "to decide."),
        explanation=(
            # Translators: 42050 is a product number printed on the box; keep it as it is.
            _("Mattel has printed more than one leaflet for the same box number, 42050, and they pick the "
              "first player differently. That is why tables argue about it. Check the code on your leaflet "
              "and agree before you deal."),
        ),
        point="who-starts",
        by_leaflet={
            "42050-0925": LeafletVerdict("yes", _(
                "Under leaflet 42050-0925 the youngest player starts.")),
            "42050-0922": LeafletVerdict("no", _(
                "Under leaflet 42050-0922 whoever draws the highest number card deals, and the player on the "
                "dealer's left starts.")),
            "finnish": LeafletVerdict("no", _(
                "Under the Finnish leaflet the players draw for a dealer, and the player on the dealer's left "
                "starts.")),
            "52370": LeafletVerdict("unstated", _(
                "Leaflet 52370 has its own rules for the dealer and the direction of play, and they are not the "
                "rules of 42050.")),
            "quick-start": LeafletVerdict("no", _(
                "Under the quick-start leaflet the player with the highest card starts.")),
        },
        sections=("who-starts", "which-leaflet"),
    ),
    Answer(
        slug="card-count-42050-52370",
        topic="editions",
        question=_("One leaflet says 162 cards, another 144 number cards and 18 Skip-Bo cards. Is one of "
                   "them wrong?"),
        verdict="disputed",
        # Translators: 42050 and 52370 are product numbers printed on the leaflets; keep them as they are.
        verdict_text=_("144 + 18 does make 162, but one of our sources says that split belongs to 52370 and not "
                       "to the 42050 deck."),
        explanation=(
            # Translators: 42050-0925 is a leaflet code; keep it as it is.
            _("The Russian rules written from leaflet 42050-0925 and the Finnish leaflet both count the 162 "
              "cards as 144 number cards (twelve of each number from 1 to 12) and 18 Skip-Bo cards."),
            # Translators: 42050 and 52370 are product numbers printed on the leaflets; keep them as they are.
            _("The Swedish guide to 42050 says otherwise: the 42050 leaflet gives only the total, 162 cards; the "
              "144 + 18 figures are printed for 52370, and 52370's figures do not apply to 42050."),
            _("We cannot tell you which source is right. This site's rules engine plays with 144 number cards "
              "and 18 Skip-Bo cards. Blank cards in the box are spares: take them out before you play."),
        ),
        sections=("components", "which-leaflet"),
    ),
    Answer(
        slug="stockpile-always-30",
        topic="editions",
        question=_("Does everyone always get 30 stockpile cards?"),
        verdict="no",
        verdict_text=_("Stockpiles hold 30 cards with two to four players, 20 with five or six, and 10 in the "
                       "short game."),
        explanation=(
            _("With six players, 30 cards each would be 180, more than the whole deck of 162. So with five or "
              "six players each stockpile has 20 cards, and in the short game everyone gets 10, however many "
              "play."),
        ),
        sections=("setup", "short-game"),
        myth=True,
    ),
    Answer(
        slug="over-drawing",
        topic="editions",
        question=_("I drew too many cards. Do the extra ones go back on the draw pile?"),
        verdict="no",
        verdict_text=_("The Finnish leaflet, the only one with this rule, has you shuffle them into your own "
                       "stockpile unseen."),
        explanation=(
            _("You held three cards, so you should have drawn two, but you drew three. Under the Finnish "
              "leaflet the extra card does not go back on the draw pile: shuffle it into your stockpile unseen."),
            _("That makes your stockpile one card longer, and the stockpile is the pile you are trying to "
              "empty."),
            _("The other leaflets we know say nothing about drawing too many cards. If yours does not either, "
              "agree on a rule before you play."),
        ),
        sections=("mistakes",),
    ),
    Answer(
        slug="playing-out-of-turn",
        topic="editions",
        question=_("Someone played out of turn and we noticed only afterwards. Does that turn count?"),
        verdict="yes",
        verdict_text=_("Under the Finnish leaflet, the only one with this rule, the turn stands and play goes on "
                       "from the offender's left."),
        explanation=(
            _("The Finnish leaflet says: if you catch it while that turn is still going, stop it and go back "
              "to the right order. The player who jumped in then skips the draw at the start of their next real "
              "turn."),
            _("If nobody says anything until the turn has ended, it counts. Play simply goes on with the "
              "player to the left of the one who played out of turn."),
            _("The other leaflets we know have no rule for playing out of turn. If yours has none either, "
              "agree on one before you play."),
        ),
        sections=("mistakes",),
    ),
]
