"""A few FAQ answers for testing the FAQ machinery independently of the real answers' texts.

Plain strings (the same in every language) with ё, å, ä and ö in them, so search folding can be
checked; scenarios judged by the real engines.
"""

from __future__ import annotations

from explainer.faq.base import Answer, Scenario

SB_POS = "b:4,-,-,- w:+30 / s:6.8+22 h:1.5.7.9.SB / s:8+19 h:#5"

SKIPBO_TOPICS = {"building": "Building piles", "facts": "Facts and editions"}
SKIPBO_ANSWERS = [
    Answer(
        slug="stockpile-to-discard",
        topic="building",
        question="Can I put my stockpile card on a discard pile?",
        verdict="no",
        verdict_text="the stockpile card only ever goes to a building pile.",
        explanation=("Ещё раз: the top of your stockpile is never discarded.", "Play it or leave it."),
        rules=("skipbo.stockpile.not-to-discard",),
        sections=("discard-piles",),
        scenario=Scenario(SB_POS, "s-d1", legal=False, rule="skipbo.stockpile.not-to-discard",
                          params={"card": "6", "pile": 1}),
        myth=True,
    ),
    Answer(
        slug="skip-bo-card-as-five",
        topic="building",
        question="Can a Skip-Bo card be the 5 on a pile showing 4?",
        verdict="yes",
        verdict_text="a Skip-Bo card becomes the next number the pile needs.",
        explanation=("Får man spela kortet? Ja, det blir en femma.",),
        rules=("skipbo.wild.next-number",),
        scenario=Scenario(SB_POS, "hSB-b1", legal=True, rule="skipbo.wild.next-number",
                          params={"pile": 1, "becomes": 5}),
    ),
    Answer(
        slug="how-many-cards",
        topic="facts",
        question="How many cards are in the box?",
        verdict="depends",
        verdict_text="162 in the game; some boxes add blank spares.",
        explanation=("Köp en ny kortlek om du saknar kort.",),
        sections=("components",),
        edition_note="The 52370 leaflet prints the split 144 + 18.",
    ),
]

RK_POS = "t:R4.R5.R6 p:+60 / r:R7.B8.K8.O8.B9 m:0 / r:#14"
RUMMIKUB_TOPICS = {"meld": "The initial meld"}
RUMMIKUB_ANSWERS = [
    Answer(
        slug="initial-meld-with-table-tiles",
        topic="meld",
        question="Can I use table tiles for my initial meld?",
        verdict="no",
        verdict_text="the initial meld is made only from tiles on your own rack.",
        explanation=("Adding the red 7 to the run on the table does not count.",),
        rules=("rummikub.meld.table-touched",),
        sections=("initial-meld",),
        scenario=Scenario(RK_POS, "t:R4.R5.R6.R7", legal=False, rule="rummikub.meld.table-touched",
                          problems=("rummikub.meld.table-touched", "rummikub.meld.below-30")),
    ),
]

SAMPLES = {
    "skip-bo": (SKIPBO_TOPICS, SKIPBO_ANSWERS),
    "rummikub": (RUMMIKUB_TOPICS, RUMMIKUB_ANSWERS),
}
