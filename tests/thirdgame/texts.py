"""Count to Ten's words: one RuleText per rule id, the rules page's sections, an (empty) glossary."""

from __future__ import annotations

from games.sections import Section
from games.texts.base import GlossaryEntry, RuleText
from games.texts.notation import NotationWords

RULE_TEXTS = {
    "counter.step.added": RuleText("Adding a step", "Add 1 or 2 to the count.",
                                   allowed="You add %(step)s to the count."),
    "counter.step.too-big": RuleText("A step is 1 or 2", "You may add only 1 or 2.",
                                     forbidden="You cannot add %(step)s: a step is 1 or 2."),
    "counter.game.over": RuleText("The end", "Whoever reaches 10 wins.",
                                  forbidden="The count has reached 10: the game is over."),
}
GLOSSARY: list[GlossaryEntry] = []
SECTIONS = (Section("turn", "A turn"), Section("end", "The end"))
NOTATION = NotationWords(
    errors={"counter.syntax": "write the count and whose turn it is, such as c:4 a:0 / - / -.",
            "counter.too-far": "the count %(count)s is over 10, or there is no player %(seat)s.",
            "counter.move": "a move adds 1 or 2, such as +1."},
    places={"position": "The count", "move": "The move"}, seat_places={})
