"""The coach's notes in the reader's words: every code of ``games.coach.notes`` has a sentence here.

Cards and tiles come in the forms each language's sentence needs: a Skip-Bo card as the sentence noun
(``games.texts.skipbo_words.card_name``), a plan's steps in the words the checker uses for a move, where
each card goes included (``games.diagrams.skipbo``), a Rummikub tile in the case its place takes
(``games.texts.phrases``: "your red 9", "with the red 9", "to red 7-8"), tiles in a list by their names.
Nothing is worded when a note is made, so a note stored with a game speaks the language of whoever reads
it later.

>>> from games.coach.notes import Note
>>> say(Note("skipbo.coach.stock-playable", "skipbo.build.next-number",  # doctest: +NORMALIZE_WHITESPACE
...          {"card": "7", "steps": [["h5-b1", "5"], ["h6-b1", "6"], ["s-b1", "7"]]}))
'The 7 on your stockpile was playable: 5 from your hand → building pile 1, then 6 from your hand →
building pile 1, then 7 from your stockpile → building pile 1.'
>>> say(Note("skipbo.coach.stock-playable", "skipbo.build.next-number", {"card": "SB", "steps": [["s-b2", "SB"]]}))
'The Skip-Bo card on your stockpile could have gone onto building pile 2.'
>>> say(Note("rummikub.bot.free-joker", "rummikub.joker.reused",
...          {"tile": "R9", "tiles": ["R9"], "joker_set": ["J", "B4", "O4"], "seat": 1}))
'Player 2 frees the joker with the red 9 and plays it again: joker, blue 4, orange 4.'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext_lazy, pgettext

from engine.rummikub.tiles import tile_from_text
from engine.skipbo import parse_move
from engine.skipbo.cards import card as card_number
from games.coach.notes import Note
from games.diagrams.faces import card_words
from games.diagrams.skipbo import played_text
from games.texts.base import Text
from games.texts.phrases import target_set, with_tile, your_tile
from games.texts.rummikub_words import tile_list, tile_name
from games.texts.skipbo_words import card_name

__all__ = ["say", "WORDS"]

# A sentence per code; a pair is (one tile, several tiles), chosen by the note's ``count``.
WORDS: dict[str, Text | tuple[Text, Text]] = {
    # --- Skip-Bo: missed plays
    # Translators: the coach after a Skip-Bo turn; %(card)s is the stockpile card ("7"), %(steps)s the
    # plays that would have got it out: "5 from your hand, then 6 from your hand, then 7 from your stockpile".
    "skipbo.coach.stock-playable": _("The %(card)s on your stockpile was playable: %(steps)s."),
    # Translators: the coach after a Skip-Bo turn; %(played)s is a move that spoiled the way to the
    # stockpile card ("5 from your hand → building pile 2"); %(steps)s the plays that would have worked.
    "skipbo.coach.stock-blocked": _("Your move “%(played)s” blocked the %(card)s on your stockpile. It was playable: "
                                    "%(steps)s."),
    # Translators: team play: the stockpile card the coach means is your partner's (as above).
    "skipbo.coach.partner-stock-playable": _("The %(card)s on your partner's stockpile was playable: %(steps)s."),
    "skipbo.coach.partner-stock-blocked": _("Your move “%(played)s” blocked the %(card)s on your partner's "
                                            "stockpile. It was playable: %(steps)s."),
    "skipbo.coach.win-missed": _("You could have emptied your stockpile and won this turn: %(steps)s."),
    # --- Skip-Bo: ask the coach
    "skipbo.help.look": _("Look at building pile %(pile)s: the %(card)s on your stockpile can go there this turn."),
    "skipbo.help.look-empty": _("An empty building pile can take the %(card)s on your stockpile this turn: a pile "
                                "starts with a 1 or a Skip-Bo card."),
    # Translators: team play: the coach's first hint names a card on your partner's stockpile.
    "skipbo.help.look-partner": _("Look at building pile %(pile)s: the %(card)s on your partner's stockpile can go "
                                  "there this turn."),
    "skipbo.help.look-empty-partner": _("An empty building pile can take the %(card)s on your partner's stockpile "
                                        "this turn: a pile starts with a 1 or a Skip-Bo card."),
    "skipbo.help.can-win": _("Your whole stockpile can be played this turn: you can win."),
    "skipbo.help.no-stock": _("No stockpile card can be played this turn: keep your useful cards and end your "
                              "turn with a discard."),
    # Translators: the coach's second hint; %(move)s is a move in words ("5 from your hand → building pile 1").
    "skipbo.help.first": _("Start with this: %(move)s."),
    "skipbo.help.plan": ngettext_lazy("The plan plays %(count)s stockpile card: %(steps)s.",
                                      "The plan plays %(count)s stockpile cards: %(steps)s.", "count"),
    "skipbo.help.discard": _("The discard that spoils the least: %(move)s."),
    # --- Skip-Bo: a computer player's reasons (%(player)s: "Player 2")
    # Translators: the reason under the move "Player 2 draws up to five cards": why, and how many it drew.
    "skipbo.bot.draw": ngettext_lazy("Every turn begins with five cards in hand: %(player)s was %(count)s card "
                                     "short.",
                                     "Every turn begins with five cards in hand: %(player)s was %(count)s cards "
                                     "short.", "count"),
    "skipbo.bot.stock": _("%(player)s plays the %(card)s from the stockpile on building pile %(pile)s: stockpile "
                          "cards come first."),
    # Translators: a computer player in partner play plays its partner's stockpile card.
    "skipbo.bot.partner-stock": _("%(player)s plays the %(card)s from the partner's stockpile on building pile "
                                  "%(pile)s: the team wins only when both stockpiles are empty."),
    "skipbo.bot.stock-wins": _("%(player)s plays the last stockpile card, the %(card)s, on building pile %(pile)s "
                               "and wins."),
    "skipbo.bot.toward-stock": _("%(player)s plays the %(card)s on building pile %(pile)s to clear the way for "
                                 "the %(stock)s on the stockpile."),
    # Translators: team play: the stockpile card it clears the way for is its partner's.
    "skipbo.bot.toward-partner-stock": _("%(player)s plays the %(card)s on building pile %(pile)s to clear the way "
                                         "for the %(stock)s on the partner's stockpile."),
    "skipbo.bot.build": _("%(player)s plays the %(card)s on building pile %(pile)s: it is the number that pile "
                          "needs."),
    "skipbo.bot.discard-same": _("%(player)s discards the %(card)s on discard pile %(pile)s, onto the same number: "
                                 "equal cards stay together."),
    "skipbo.bot.discard-down": _("%(player)s discards the %(card)s on discard pile %(pile)s, onto the %(top)s: the "
                                 "pile goes down one at a time, so it can be played back in order."),
    "skipbo.bot.discard-empty": _("%(player)s discards the %(card)s on the empty discard pile %(pile)s: no pile has "
                                  "a card just above it."),
    "skipbo.bot.discard-higher": _("%(player)s discards the %(card)s on discard pile %(pile)s, onto the %(top)s: a "
                                   "higher card underneath keeps the pile going down."),
    "skipbo.bot.discard-covers": _("%(player)s discards the %(card)s on discard pile %(pile)s, covering the %(top)s: "
                                   "every other choice was worse."),
    "skipbo.bot.kept-wild": _("%(player)s keeps the Skip-Bo card for later."),
    "skipbo.bot.pass": _("%(player)s has no cards and nothing to draw: the turn ends without a discard."),
    # --- Rummikub: missed placements
    # Translators: the coach after a Rummikub turn; %(your_tile)s is "your red 9" in the case "add" takes,
    # %(to_set)s a set on the table as where it goes ("to red 7-8", "to the 9s").
    "rummikub.coach.lay-off": (_("You could have added %(your_tile)s to %(to_set)s."),
                               _("You could have added these tiles to %(to_set)s: %(tiles)s.")),
    "rummikub.coach.free-joker": _("Laying %(your_tile)s in the joker’s place would have freed the joker to "
                                   "play again: %(joker_set)s."),
    "rummikub.coach.new-set": _("You could have laid down a new set from your rack: %(tiles)s."),
    "rummikub.coach.rearrange": _("By rearranging the table you could also have placed: %(tiles)s."),
    # Translators: %(sets)s lists the sets of the meld ("red 10, red 11, red 12; blue 3, …").
    "rummikub.coach.meld": ngettext_lazy("Your initial meld was possible: %(sets)s, worth %(total)s point.",
                                         "Your initial meld was possible: %(sets)s, worth %(total)s points.",
                                         "total"),
    # --- Rummikub: ask the coach
    # Translators: the coach's first hint; %(to_set)s is a set on the table ("to red 7-8", "to the 9s").
    "rummikub.help.look": _("One of your tiles fits %(to_set)s."),
    "rummikub.help.look-rack": _("Your rack holds a whole new set."),
    "rummikub.help.look-meld": _("Your rack holds an initial meld worth 30 or more."),
    "rummikub.help.look-table": ngettext_lazy("Rearranging the table makes room for %(count)s of your tiles.",
                                              "Rearranging the table makes room for %(count)s of your tiles.",
                                              "count"),
    "rummikub.help.draw": _("No tile from your rack can be placed this turn: draw a tile."),
    "rummikub.help.pass": _("No tile from your rack can be placed this turn, and the pool is empty: pass."),
    "rummikub.help.first": _("The tile to start with: %(tile)s."),
    # Translators: %(sets)s lists the sets the best turn lays, table tiles included ("red 10, red 11, red 12;
    # blue 3, …"): say that the list is the sets, not the tiles from the rack.
    "rummikub.help.plan": ngettext_lazy("The best turn places %(count)s tile from your rack, in these sets: %(sets)s.",
                                        "The best turn places %(count)s tiles from your rack, in these sets: "
                                        "%(sets)s.", "count"),
    # --- Rummikub: a computer player's reasons
    "rummikub.bot.draw": _("%(player)s draws a tile: nothing on the rack can be placed."),
    "rummikub.bot.draw-chose": _("%(player)s draws a tile and keeps its tiles for later."),
    "rummikub.bot.pass": _("%(player)s passes: the pool is empty and nothing can be placed."),
    "rummikub.bot.meld": ngettext_lazy("%(player)s makes the initial meld: %(sets)s, worth %(total)s point.",
                                       "%(player)s makes the initial meld: %(sets)s, worth %(total)s points.",
                                       "total"),
    # Translators: %(to_base)s is a set on the table as where tiles go ("to red 7-8", "to the 9s").
    "rummikub.bot.lay-off": _("%(player)s adds to %(to_base)s: %(tiles)s."),
    # Translators: %(with_tile)s is the tile that takes the joker's place ("with the red 9").
    "rummikub.bot.free-joker": _("%(player)s frees the joker %(with_tile)s and plays it again: %(joker_set)s."),
    "rummikub.bot.new-set": _("%(player)s lays down a new set: %(tiles)s."),
    "rummikub.bot.rearrange": _("%(player)s rearranges the table and places: %(tiles)s."),
    "rummikub.bot.out": _("%(player)s places the last tile and wins the game."),
}

# A missed play that was the stockpile card alone: "The 7 on your stockpile was playable: 7 from your
# stockpile → building pile 2" says the card twice, so these say where it could have gone instead.
ALONE: dict[str, Text] = {
    # Translators: the coach after a Skip-Bo turn: the stockpile card alone could have been played.
    "skipbo.coach.stock-playable": _("The %(card)s on your stockpile could have gone onto building pile "
                                     "%(pile)s."),
    "skipbo.coach.partner-stock-playable": _("The %(card)s on your partner's stockpile could have gone onto "
                                             "building pile %(pile)s."),
    # Translators: %(played)s is the move that took the place ("5 from your hand → building pile 2").
    "skipbo.coach.stock-blocked": _("Your move “%(played)s” blocked the %(card)s on your stockpile: it could "
                                    "have gone onto building pile %(pile)s."),
    "skipbo.coach.partner-stock-blocked": _("Your move “%(played)s” blocked the %(card)s on your partner's "
                                            "stockpile: it could have gone onto building pile %(pile)s."),
}


def _then(parts: Sequence[str]) -> str:
    """Steps one after another: "5 from your hand, then 6 from your hand, then 7 from your stockpile"."""
    if not parts:
        return ""
    text = parts[0]
    for part in parts[1:]:
        # Translators: joins the steps of a plan one by one: "%(steps)s" so far, then the next "%(step)s".
        text = pgettext("plan steps", "%(steps)s, then %(step)s") % {"steps": text, "step": part}
    return text


def _step(step: Sequence[str]) -> str:
    """One move of a plan in full, where the card goes too: "5 from your hand → building pile 1"."""
    move = parse_move(step[0])
    name = card_words(card_number(step[1])) if step[1] in _FACES else None
    own = move.source_seat is None  # a plan's moves are the coached player's: "@2s" is the partner's pile
    return played_text(move, name, own_source=own)


def _alone(code: str, params: Mapping[str, Any]) -> bool:
    """Whether the note's plan is the stockpile card alone (one move, from a stockpile)."""
    steps: Sequence[Sequence[str]] = params.get("steps") or []
    return code in ALONE and len(steps) == 1 and parse_move(steps[0][0]).source == "s"


_FACES = frozenset({*(str(n) for n in range(1, 13)), "SB"})


def _tiles(texts: Sequence[str]) -> str:
    return tile_list(list(texts))


def _tile_ints(texts: Sequence[str]) -> list[int]:
    return [tile_from_text(t) for t in texts]


def shown(code: str, params: Mapping[str, Any], player: str | None = None) -> dict[str, Any]:
    """The note's params made ready for its sentence in the active language."""
    out: dict[str, Any] = dict(params)
    for key in ("card", "top", "stock"):
        if params.get(key):
            out[key] = card_name(str(params[key]))
    if "steps" in params:
        out["steps"] = _then([_step(s) for s in params["steps"]])
        if _alone(code, params):
            out["pile"] = parse_move(params["steps"][0][0]).target_index
    if "played" in params:
        out["played"] = _step(params["played"])
    if "step" in params:
        out["move"] = _step(params["step"])
    if "discard" in params:
        out["move"] = _step([params["discard"], params.get("card", "")])
    if params.get("tile"):
        tile = tile_from_text(params["tile"])
        out.update(tile=tile_name(params["tile"]), your_tile=your_tile(tile), with_tile=with_tile(tile))
    for key in ("tiles", "joker_set"):
        if key in params:
            out[key] = _tiles(params[key])
    if params.get("base"):  # where tiles were added: the set as it lay before
        out["to_set"] = out["to_base"] = target_set(_tile_ints(params["base"]))
    elif params.get("set"):
        out["to_set"] = target_set(_tile_ints(params["set"]))
    if "sets" in params:
        # Translators: separates the sets of a list of sets ("red 10, red 11, red 12; blue 3, blue 4, blue 5").
        out["sets"] = pgettext("list of sets", "; ").join(_tiles(s) for s in params["sets"])
    out["player"] = player or pgettext("seat name", "Player %(number)s") % {"number": int(params.get("seat", 0)) + 1}
    return out


def say(note: Note, *, player: str | None = None) -> str:
    """The note as a sentence in the active language; ``player`` names a computer player (default
    "Player n" from the note's seat)."""
    text = ALONE[note.code] if _alone(note.code, note.params) else WORDS[note.code]
    if isinstance(text, tuple):
        text = text[0] if int(note.params.get("count", 1)) == 1 else text[1]
    return str(text % shown(note.code, note.params, player))
