"""Skip-Bo in words: one ``RuleText`` per engine rule id, the Skip-Bo glossary and the rules page's
sections (``SECTIONS``, carried by the ``Game`` record).

The keys of ``RULE_TEXTS`` are exactly the ids in ``engine/skipbo/rules.py``; each feedback sentence uses
only the params the registry lists for its id (in Skip-Bo's param words, ``games.texts.skipbo_words``:
``card`` is "7" or the localized "Skip-Bo card"; a list such as ``tops`` is "3, 5, 8, 11"). Raw move
parts (``source``, ``target``) and seat indexes are never shown to readers: they are notation, not words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext_lazy, pgettext_lazy

from games.sections import Section
from games.texts.base import GlossaryEntry, RuleText

RULE_TEXTS: dict[str, RuleText] = {
    # The start of a turn.
    "skipbo.turn.refill-hand": RuleText(
        title=_("Refill your hand to five"),
        rule=_("At the start of your turn, draw from the draw pile until you hold five cards. "
               "If two cards are left from your last turn, you draw three."),
        # Translators: %(drawn)s is how many cards were just drawn; %(hand)s is how many cards the hand
        # holds now (usually 5).
        allowed=ngettext_lazy(
            "You draw %(drawn)s card from the draw pile. Cards in your hand: %(hand)s.",
            "You draw %(drawn)s cards from the draw pile. Cards in your hand: %(hand)s.",
            "drawn"),
    ),
    "skipbo.turn.draw-first": RuleText(
        title=_("Draw before you play"),
        rule=_("Every turn begins by refilling your hand to five cards. "
               "Until you have drawn, you cannot play or discard."),
        forbidden=_("Your turn has not begun yet: first draw until you hold five cards."),
    ),
    "skipbo.turn.no-redraw": RuleText(
        title=_("No extra drawing in mid-turn"),
        rule=_("You refill your hand only at the start of your turn. Later in the turn you draw only "
               "after playing every hand card to the building piles: then you take five new cards and "
               "go on."),
        forbidden=_("You have already drawn this turn. You get five new cards only after playing your "
                    "whole hand to the building piles."),
    ),
    # Building piles.
    "skipbo.build.next-number": RuleText(
        title=_("Each pile takes the next number"),
        rule=_("A building pile goes up one number at a time: a pile showing 4 takes a 5, then a 6. "
               "The colour of a card does not matter."),
        # Translators: %(pile)s is a building pile number 1-4; %(shows)s and %(needs)s are numbers
        # 1-12; %(card)s is a number or the words "Skip-Bo card".
        forbidden=_("Building pile %(pile)s shows %(shows)s, so the next card there must be "
                    "%(needs)s — your %(card)s cannot go there."),
        # Translators: %(card)s is a number or "Skip-Bo card"; %(pile)s is 1-4; %(needs)s is the
        # number the pile shows after this card.
        allowed=_("Your %(card)s goes on building pile %(pile)s, which now shows %(needs)s."),
    ),
    "skipbo.build.start-pile": RuleText(
        title=_("Starting a pile"),
        rule=_("An empty slot in the middle takes only a 1 or a Skip-Bo card, which then counts as 1."),
        # Translators: %(pile)s is a building pile number 1-4; %(card)s is a number or "Skip-Bo card".
        forbidden=_("Building pile %(pile)s is empty, and only a 1 or a Skip-Bo card can start a "
                    "pile — not your %(card)s."),
        # Translators: %(card)s is "1" or "Skip-Bo card"; %(pile)s is 1-4.
        allowed=_("Your %(card)s starts building pile %(pile)s. The next card there must be 2."),
    ),
    "skipbo.build.four-piles": RuleText(
        title=_("Four building piles at most"),
        rule=_("There are never more than four building piles. When all four slots are in use, a new "
               "pile must wait until one of them is completed."),
        # Translators: %(tops)s lists the four numbers the piles show, e.g. "3, 5, 8, 11"; %(card)s is
        # "1" or "Skip-Bo card".
        forbidden=_("All four building piles are in use (they show %(tops)s), and there is no fifth "
                    "pile — your %(card)s has nowhere to go."),
    ),
    "skipbo.build.complete": RuleText(
        title=_("A finished pile is set aside"),
        rule=_("When a building pile reaches 12, it is set aside at once. Its slot is free again, and a "
               "new pile may start there in the same turn."),
        # Translators: %(card)s is "12" or "Skip-Bo card"; %(pile)s is 1-4.
        allowed=_("Your %(card)s completes building pile %(pile)s at 12. The pile is set aside, and "
                  "its slot is free again."),
    ),
    "skipbo.wild.next-number": RuleText(
        title=_("A Skip-Bo card is the next number"),
        rule=_("A Skip-Bo card counts as exactly the number the pile needs next: 1 on an empty slot, "
               "5 on a 4, even the 12. It never lets a pile jump ahead."),
        # Translators: %(becomes)s is the number 1-12 the Skip-Bo card stands for; %(pile)s is 1-4.
        allowed=_("Your Skip-Bo card counts as %(becomes)s on building pile %(pile)s."),
    ),
    # Where cards may come from.
    "skipbo.source.not-in-hand": RuleText(
        title=_("Only cards you hold"),
        rule=_("From your hand you can play only the cards you actually hold."),
        # Translators: %(card)s is the card as a noun ("7", "Skip-Bo card"; see "card as a noun in a
        # sentence"). The sentence names the card instead of quoting it in brackets.
        forbidden=_("You hold no %(card)s."),
    ),
    "skipbo.source.empty": RuleText(
        title=_("An empty pile has nothing to play"),
        rule=_("An empty stockpile or discard pile has no top card, so nothing can be played from it."),
        forbidden=_("That pile is empty: there is no card on it to play."),
    ),
    "skipbo.source.unknown-face": RuleText(
        title=_("Only visible cards are played"),
        rule=_("You play only cards you can see: your hand, your stockpile top and the tops of your "
               "discard piles. A face-down card cannot be played."),
        forbidden=_("That card is face down, so it cannot be played."),
    ),
    "skipbo.source.building-pile": RuleText(
        title=_("Building piles are never a source"),
        rule=_("A card on a building pile stays there. You cannot take it back or play it elsewhere."),
        # Translators: %(pile)s is a building pile number 1-4.
        forbidden=_("The cards on building pile %(pile)s stay there: you cannot take one back or play "
                    "it elsewhere."),
    ),
    "skipbo.move.between-building-piles": RuleText(
        title=_("No moving between building piles"),
        rule=_("You may not move cards from one building pile to another, not even to tidy up the "
               "middle."),
        forbidden=_("Cards never move from one building pile to another."),
    ),
    "skipbo.move.between-discard-piles": RuleText(
        title=_("No moving between discard piles"),
        rule=_("You may not move cards from one of your discard piles to another. A discard-pile top "
               "leaves only by being played to a building pile."),
        forbidden=_("Cards never move from one discard pile to another. A discard-pile top can only go "
                    "to a building pile."),
    ),
    "skipbo.stockpile.not-to-discard": RuleText(
        title=_("The stockpile never goes to a discard pile"),
        rule=_("Your stockpile top can go only to a building pile. You cannot get rid of it by putting "
               "it on a discard pile."),
        # Translators: %(card)s is a number or "Skip-Bo card"; %(pile)s is a discard pile number 1-4.
        # The card is named as a noun, not quoted in brackets ("The 12 on your stockpile…").
        forbidden=_("The %(card)s on your stockpile can go only to a building pile, never to discard "
                    "pile %(pile)s."),
    ),
    # Discarding.
    "skipbo.discard.ends-turn": RuleText(
        title=_("A discard ends your turn"),
        rule=_("To end your turn, put one card from your hand face up on one of your discard piles. "
               "You may do this even when you could still play."),
        # Translators: %(card)s is a number or "Skip-Bo card"; %(pile)s is a discard pile number 1-4.
        allowed=_("Your %(card)s goes on discard pile %(pile)s, and your turn is over."),
    ),
    "skipbo.discard.hand-only": RuleText(
        title=_("Only hand cards are discarded"),
        rule=_("The card that ends your turn comes from your hand, never from your stockpile or a "
               "discard pile."),
        forbidden=_("Only a card from your hand can be discarded to end your turn."),
    ),
    "skipbo.discard.own-piles-only": RuleText(
        title=_("Discard onto your own piles"),
        rule=_("You discard only onto your own discard piles, never onto another player's — not even "
               "your partner's."),
        forbidden=_("You can discard only onto your own discard piles, never onto another player's."),
    ),
    # Other players.
    "skipbo.reach.other-seat": RuleText(
        title=_("Play only from your own piles"),
        rule=_("You play from your own hand, stockpile and discard piles. In partner play you may also "
               "use your partner's piles, but never an opponent's."),
        forbidden=_("That card belongs to an opponent, and an opponent's piles are out of your reach."),
    ),
    "skipbo.team.partner-piles": RuleText(
        title=_("Sharing piles with your partner"),
        rule=_("In partner play you may also play your partner's stockpile top and the tops of your "
               "partner's discard piles."),
        # Translators: %(card)s is a number or "Skip-Bo card".
        allowed=_("Your partner's %(card)s is yours to play: partners share their stockpile tops and "
                  "discard-pile tops."),
    ),
    "skipbo.team.partner-hand": RuleText(
        title=_("Hands stay private in partner play"),
        rule=_("Even in partner play, the cards in your partner's hand are played only by your partner, "
               "on their own turn."),
        forbidden=_("Cards in your partner's hand are never yours to play."),
    ),
    "skipbo.seat.unknown": RuleText(
        title=_("Only players at the table"),
        rule=_("A move can only use the piles of players who are actually at the table."),
        forbidden=_("There is no such player at this table."),
    ),
    # The end of a turn and of the game.
    "skipbo.turn.end-by-discard": RuleText(
        title=_("A turn ends with a discard"),
        rule=_("There is no passing in Skip-Bo: a turn ends only when you discard a card from your hand. "
               "The one exception is an empty hand with nothing left to draw."),
        # Translators: %(hand)s is how many cards the player holds.
        forbidden=ngettext_lazy(
            "You still hold %(hand)s card, so you cannot pass: end your turn by discarding a card.",
            "You still hold %(hand)s cards, so you cannot pass: end your turn by discarding a card.",
            "hand"),
    ),
    "skipbo.corner.empty-draw-pile": RuleText(
        title=_("An empty hand with nothing to draw"),
        rule=_("The leaflets do not cover this; it is our ruling. If your hand is empty and there is "
               "nothing left to draw, your turn ends without a discard."),
        allowed=_("Your hand is empty and there is nothing left to draw, so your turn ends without a "
                  "discard."),
    ),
    "skipbo.win.stockpile-empty": RuleText(
        title=_("The last stockpile card wins"),
        rule=_("You win the moment you play the last card of your stockpile, whatever is left in your "
               "hand or discard piles. In partner play, a team wins when both partners' stockpiles are "
               "empty."),
        allowed=_("That was the last stockpile card — the game is won!"),
    ),
    "skipbo.game.over": RuleText(
        title=_("After the game is over"),
        rule=_("Once the game is won, or blocked with nobody able to move, no more cards are played."),
        forbidden=_("This game is already over, so no more moves can be made."),
    ),
}


# Where a reader meets each other name (shown after the name, e.g. "колода игрока — Russian quick-start
# leaflet").
# Translators: the name of a source document, shown after a term it uses.
SRC_RU_ARTICLE = _("Russian rules article, Mattel 42050-0925")
# Translators: the name of a source document, shown after a term it uses.
SRC_RU_QUICK = _("Russian quick-start leaflet")
# Translators: the name of a source document, shown after a term it uses.
SRC_FI_ARTICLE = _("Finnish rules article")
# Translators: the name of a source document, shown after a term it uses.
SRC_SV_ARTICLE = _("Swedish rules article, Mattel 42050")
PLAYERS_SV = "bland spelare"
"""Where a Swedish other name comes from when no leaflet prints it: the names Swedish players use
(Swedish words, shown only on Swedish pages, so not translated)."""

# Translators: keep the Russian words «стопка сброса» and «сброс» as they are, in Russian.
STOPKA_SBROSA_WARNING = _(
    "False friend in Russian: the quick-start leaflet calls the shared building pile «стопка сброса». "
    "Other Russian rules use «сброс» for a player's own discard pile. Check which pile your leaflet "
    "means.")


Names = Sequence[tuple[Any, ...]]


def _names(en: Names = (), ru: Names = (), fi: Names = (), sv: Names = ()) -> dict[str, tuple[tuple[Any, ...], ...]]:
    """Other names per language code, each ``(name as printed, source)`` (``source`` may be a tuple when
    several sources print the same name) or, for a name quoted in another
    language than the page's (the Swedish article uses the English pile names), ``(name, source, lang)``;
    every language key present."""
    return {"en": tuple(en), "ru": tuple(ru), "fi": tuple(fi), "sv": tuple(sv)}


GLOSSARY: list[GlossaryEntry] = [
    GlossaryEntry(
        slug="stockpile",
        term=_("stockpile"),
        definition=_("Your own face-down pile with its top card face up. Empty it first to win."),
        other_names=_names(
            ru=[("личный запас", SRC_RU_ARTICLE), ("колода игрока", SRC_RU_QUICK)],
            fi=[("aloituspino", SRC_FI_ARTICLE)],
            sv=[("stockpile", SRC_SV_ARTICLE, "en"), ("grundhög", PLAYERS_SV), ("huvudhög", PLAYERS_SV)],
        ),
        see="setup",
    ),
    GlossaryEntry(
        slug="draw-pile",
        term=_("draw pile"),
        definition=_("The shared face-down pile in the middle. Everyone refills their hand from it."),
        other_names=_names(
            ru=[("общий добор", SRC_RU_ARTICLE), ("колода для добора", SRC_RU_QUICK)],
            fi=[("nostopakka", SRC_FI_ARTICLE)],
            sv=[("draw pile", SRC_SV_ARTICLE, "en"), ("draghög", SRC_SV_ARTICLE)],
        ),
        see="turn",
    ),
    GlossaryEntry(
        slug="building-pile",
        term=_("building pile"),
        definition=_("One of up to four shared piles in the middle, built up from 1 to 12 by everyone."),
        other_names=_names(
            ru=[("общая стопка", SRC_RU_ARTICLE), ("стопка сброса", SRC_RU_QUICK)],
            fi=[("rakennuspino", SRC_FI_ARTICLE)],
            sv=[("building pile", SRC_SV_ARTICLE, "en")],
        ),
        warning=STOPKA_SBROSA_WARNING,
        see="building-piles",
    ),
    GlossaryEntry(
        slug="discard-pile",
        term=_("discard pile"),
        definition=_("One of up to four face-up piles of your own. You end each turn by putting a hand "
                     "card on one of them."),
        other_names=_names(
            ru=[("личный сброс", SRC_RU_ARTICLE), ("вспомогательная стопка", SRC_RU_QUICK)],
            fi=[("poistopino", SRC_FI_ARTICLE)],
            sv=[("discard pile", SRC_SV_ARTICLE, "en"), ("kasthög", PLAYERS_SV)],
        ),
        warning=STOPKA_SBROSA_WARNING,
        see="discard-piles",
    ),
    GlossaryEntry(
        slug="hand",
        term=_("hand"),
        definition=_("The cards you hold, refilled to five at the start of each turn."),
        other_names=_names(
            ru=[("рука", SRC_RU_ARTICLE), ("карты на руках", SRC_RU_QUICK)],
            fi=[("käsi", SRC_FI_ARTICLE), ("käsikortit", SRC_FI_ARTICLE)],
            sv=[("hand", SRC_SV_ARTICLE), ("handkort", SRC_SV_ARTICLE)],
        ),
        see="turn",
    ),
    GlossaryEntry(
        slug="skip-bo-card",
        term=_("Skip-Bo card"),
        definition=_("The wild card. It counts as whatever number the building pile needs next."),
        other_names=_names(
            en=[("wild", SRC_SV_ARTICLE)],
            ru=[("карта Skip-Bo", SRC_RU_ARTICLE), ("джокер", (SRC_RU_ARTICLE, SRC_RU_QUICK))],
            fi=[("Skip-Bo-kortti", SRC_FI_ARTICLE), ("jokeri", SRC_FI_ARTICLE)],
            sv=[("joker", PLAYERS_SV)],
        ),
        see="skip-bo-cards",
    ),
    GlossaryEntry(
        slug="completed-pile",
        term=_("completed pile"),
        definition=_("A building pile that has reached 12. It is set aside, and its slot is free again."),
        other_names=_names(
            ru=[("завершённая стопка", SRC_RU_ARTICLE)],
            fi=[("valmis rakennuspino", SRC_FI_ARTICLE)],
            sv=[],
        ),
        see="completed-piles",
    ),
    GlossaryEntry(
        slug="short-game",
        term=_("short game"),
        definition=_("The quick variant: every stockpile has only 10 cards."),
        other_names=_names(
            ru=[("короткая партия", SRC_RU_ARTICLE)],
            fi=[("lyhyt peli", SRC_FI_ARTICLE)],
            sv=[("kort spelform", SRC_SV_ARTICLE)],
        ),
        see="short-game",
    ),
    GlossaryEntry(
        slug="partner-play",
        term=_("partner play"),
        definition=_("Two against two (or in teams of two). Partners may use each other's stockpile top "
                     "and discard-pile tops."),
        other_names=_names(
            ru=[("партнёрский режим", SRC_RU_ARTICLE)],
            fi=[("paripeli", SRC_FI_ARTICLE)],
            sv=[("partnerspel", SRC_SV_ARTICLE)],
        ),
        see="partner-play",
    ),
    GlossaryEntry(
        slug="series",
        term=pgettext_lazy("Skip-Bo: games played to 500 points", "series"),
        definition=_("Several games in a row with points: the first player to reach 500 points wins."),
        other_names=_names(
            # Translators: shown after the English word "match", another name for a series.
            en=[("match", _("common English name"))],
            ru=[("серия до 500 очков", SRC_RU_ARTICLE)],
            fi=[("ottelu", SRC_FI_ARTICLE)],
            sv=[("poängspel", SRC_SV_ARTICLE)],
        ),
        see="scoring",
    ),
    GlossaryEntry(
        slug="dealer",
        term=_("dealer"),
        definition=_("In leaflet 42050-0922, the player who deals; the player on the dealer's left "
                     "starts."),
        other_names=_names(
            ru=[("сдающий", SRC_RU_ARTICLE)],
            fi=[("jakaja", SRC_FI_ARTICLE)],
            sv=[("givare", SRC_SV_ARTICLE)],
        ),
        see="who-starts",
    ),
    GlossaryEntry(
        slug="blocked-game",
        term=_("blocked game"),
        definition=_("Our ruling for a case the leaflets leave open: nothing left to draw and nobody can "
                     "move. The game ends without a winner."),
        other_names=_names(),
        see="not-covered",
    ),
]

SECTIONS: tuple[Section, ...] = (
    Section("components", _("What is in the box")),
    Section("setup", _("Setting up")),
    Section("who-starts", _("Who starts")),
    Section("turn", _("Your turn, step by step")),
    Section("building-piles", _("Building piles")),
    Section("skip-bo-cards", _("Skip-Bo cards")),
    Section("discard-piles", _("Discard piles")),
    Section("completed-piles", _("Completing a pile")),
    Section("draw-pile-runs-out", _("When the draw pile runs out")),
    Section("winning", _("Winning")),
    Section("scoring", _("Scoring a series")),
    Section("short-game", _("The short game")),
    Section("partner-play", _("Partner play")),
    Section("mistakes", _("Mistakes and penalties")),
    # Translators: a heading; a situation that none of the printed rule leaflets explains.
    Section("not-covered", _("A case the leaflets leave open")),
    Section("which-leaflet", _("Which leaflet do I have?")),
)
"""The Skip-Bo rules page's sections in page order (their headings and the contents list)."""
