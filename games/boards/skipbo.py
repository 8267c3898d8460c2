"""The Skip-Bo board's template context (``games/boards/skipbo.html``): every card and pile is a button
(``Control``) with an accessible name; choosing a source is a GET (``pick``) that changes nothing, and the
move to a target pile is POSTed (``act``), so the board works without JavaScript. The targets marked as
fitting are the engine's legal moves of the chosen source."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any

from django.utils.safestring import SafeString
from django.utils.translation import gettext, ngettext, pgettext

from engine import skipbo
from engine.skipbo.cards import FACES
from games.diagrams.faces import UNKNOWN_CARD, CardFace
from games.diagrams.skipbo import seat_name
from games.texts.skipbo_words import card_name as card_noun

SOURCE = skipbo.SOURCE
"""What the board's buttons send as ``from``: a hand card, the stockpile, a discard or building pile
(the engine's grammar of a move's source, not a copy of it)."""
TARGET = skipbo.TARGET
"""What the board's piles send as ``to`` (the engine's grammar of a move's target)."""
MAX_TYPED = 24
"""The longest move the typed field takes (the longest move, ``@5hSB-@5d4``, is 10 characters)."""


@dataclass(slots=True)
class Control:
    """One button on the board. ``form`` is ``pick`` (GET: choose a source) or ``act`` (POST: the
    move); ``legal`` marks a legal target of the chosen card (from the engine's move list). ``to``: a
    pile's target in notation (``b1``, ``@2d3``), ``src``: a source's, ``targets``: its legal targets."""

    id: str
    form: str
    name: str
    value: str
    label: str
    face: CardFace | None = None
    caption: str = ""
    legal: bool = False
    pressed: bool = False
    src: str = ""
    targets: str = ""
    to: str = ""
    count: int = 0
    fan: list[CardFace] | None = None  # a discard pile's cards under its top, drawn fanned (at most 3)

    @property
    def depth(self) -> int:
        """How deep the pile looks when drawn (0 to 3 layers under the top card)."""
        return 0 if self.count < 2 else 1 if self.count < 3 else 2 if self.count < 6 else 3

    @property
    def html(self) -> SafeString:
        """The button as ``games/boards/skipbo.html`` draws it (with its caption under it, if any), written
        in one pass: a board has up to 49 of them (6 seats), and the template's tags for each were half of
        a move's round trip in a game with four players. Every text is escaped (``html.escape``, as the
        template's autoescape does); the faces are their own cached HTML."""
        classes = "bd-btn" + (" is-legal" if self.legal else "") + (" is-chosen" if self.pressed else "")
        depth = self.depth
        if depth:
            classes += f" bd-depth-{depth}"
        attrs = ""
        if self.pressed:
            attrs += ' aria-pressed="true"'
        if self.legal:
            attrs += ' aria-describedby="bd-fits"'
        if self.src:
            attrs += f' data-src="{escape(self.src)}" data-targets="{escape(self.targets)}"'
        if self.to:
            attrs += f' data-to="{escape(self.to)}"'
        if self.fan:
            face = '<span class="sb-fan">' + "".join(f.html for f in self.fan) + self._face() + "</span>"
        else:
            face = self._face()
        caption = f'<span class="bd-caption" aria-hidden="true">{escape(self.caption)}</span>' if self.caption else ""
        return SafeString(
            f'<button type="submit" id="{escape(self.id)}" form="{escape(self.form)}-form" name="{escape(self.name)}" '
            f'value="{escape(self.value)}" class="{classes}"{attrs}><span class="bd-name">{escape(self.label)}</span>'
            f'<span class="bd-face" aria-hidden="true">{face}</span></button>{caption}')

    def _face(self) -> str:
        if self.face is not None:
            return self.face.html
        return f'<span class="sb-card sb-card--empty">{escape(pgettext("pile", "empty"))}</span>'


def board(pos: skipbo.Position, me: int, selection: str | None, shared: bool = False) -> dict[str, Any]:
    """The context of ``games/boards/skipbo.html``: seat ``me``'s piles and hand, the other seats, and
    the building piles, with the legal targets of the chosen source marked. ``pos`` is what the page may
    show: for a real game, ``me``'s view of it. ``shared``: read by someone who did not play (a shared
    position), so seat ``me`` is "the player who shared this", never "you"."""
    legal_moves = skipbo.legal_moves(pos)
    targets = {m.target_text for m in legal_moves if m.kind == "play" and m.source_text == selection}
    picking = selection is None
    building = [_slot(i + 1, shows, picking, targets) for i, shows in enumerate(pos.building)]
    seat = pos.seats[me]
    you: dict[str, Any] = {
        "stock": _stock(seat, "s", selection, gettext("The stockpile of the player who shared this") if shared
                        else gettext("Your stockpile")),
        "hand": _hand(seat, "h", "hand", selection, you=True),
        "discards": [_discard(seat, k, "d", picking, targets, None, shared) for k in range(4)],
    }
    partner = pos.partner(me)
    others: list[dict[str, Any]] = []
    for k in range(1, len(pos.seats)):
        index = (me + k) % len(pos.seats)
        other = pos.seats[index]
        name = _seat_name(index, me, partner, shared)
        tag = f"@{index}"
        others.append({
            "name": name, "partner": index == partner, "id": f"seat{index}",
            "stock": _stock(other, f"{tag}s", selection,
                            gettext("%(player)s, stockpile") % {"player": name}),
            "hand": _hand(other, f"{tag}h", f"p{index}h", selection, you=False),
            "hand_count": _count_text(other.hand_size) if not other.hand else "",
            "discards": [_discard(other, j, f"{tag}d", picking, targets, name) for j in range(4)],
        })
    chosen = []
    if selection:
        chosen.append(selection_words(pos, selection))
        if not targets:
            chosen.append(gettext("No pile takes this card right now. Choose a pile anyway to hear why."))
    _mark_moves([building, [you["stock"]], you["hand"], you["discards"]]
                + [[o["stock"]] + o["hand"] + o["discards"] for o in others], legal_moves, selection)
    return {
        "building": building, "can_draw": any(m.kind == "draw" for m in legal_moves),
        "can_pass": any(m.kind == "pass" for m in legal_moves),
        "draw_text": ngettext("Draw pile: %(count)s card", "Draw pile: %(count)s cards", pos.draw_size)
        % {"count": pos.draw_size},
        "completed_text": ngettext("Set aside in completed piles: %(count)s card",
                                   "Set aside in completed piles: %(count)s cards", pos.completed)
        % {"count": pos.completed},
        "you": you, "others": others, "team": pos.team, "back": CardFace(0),
        "selection": selection or "", "selection_messages": chosen,
        "awaiting_draw": pos.awaiting_draw and pos.active == me,
        "your_turn": pos.active == me and skipbo.outcome(pos) is None,
        "notation": skipbo.dump(pos),
    }


def _seat_name(index: int, me: int, partner: int | None, shared: bool) -> str:
    """Another seat's name; on a shared position the partner is the sharer's, not the reader's."""
    if shared and index == partner:
        # Translators: in team play, the partner of the player who shared a position, named for someone
        # who did not play (never "your partner"); %(number)s is 1-6.
        return pgettext("seat name", "Player %(number)s (partner of the player who shared this)") % {
            "number": index + 1}
    return seat_name(index, me, partner)


def _mark_moves(groups: list[list[Control]], legal_moves: list[skipbo.Move], selection: str | None) -> None:
    """Give every source its legal targets (the engine's moves, by their source and target parts), so
    the page can light up the targets of a chosen card at once, without asking the server again."""
    by_source: dict[str, list[str]] = {}
    for move in legal_moves:
        if move.kind == "play":
            by_source.setdefault(move.source_text, []).append(move.target_text)
    for group in groups:
        for c in group:
            if c.pressed:
                c.src = selection or ""
            elif c.form == "pick" and c.name == "from":
                c.src = c.value
            if c.src:
                c.targets = " ".join(by_source.get(c.src, []))


def _slot(number: int, shows: int, picking: bool, targets: set[str]) -> Control:
    """A building pile: a source to choose while picking, else a target (marked when the chosen card fits)."""
    value = f"b{number}"
    if shows:
        # Translators: the accessible name of a building-pile button; %(pile)s is 1-4, %(shows)s 1-11.
        label = gettext("Building pile %(pile)s, shows %(shows)s") % {"pile": number, "shows": shows}
    else:
        # Translators: the accessible name of an empty building-pile button; %(pile)s is 1-4.
        label = gettext("Building pile %(pile)s, empty") % {"pile": number}
    legal = not picking and value in targets
    if legal:
        label = _fits(label)
    return Control(f"pile-{value}", "pick" if picking else "act", "from" if picking else "to", value, label,
                   CardFace(shows) if shows else None, legal=legal, to=value)


def _fits(label: str) -> str:
    # Translators: added to a pile's accessible name when the chosen card may go there.
    return gettext("%(pile)s — your card can go here") % {"pile": label}


def _stock(seat: skipbo.Seat, value: str, selection: str | None, whose: str) -> Control:
    """A stockpile as a source button (pressing it again takes the choice back)."""
    n = seat.stock_size
    if seat.stock:
        face = CardFace(seat.stock[0])
        # Translators: a stockpile button: %(whose)s is "Your stockpile", "Player 2, stockpile" or "The
        # stockpile of the player who shared this".
        label = ngettext("%(whose)s: %(card)s on top, %(count)s card", "%(whose)s: %(card)s on top, %(count)s cards",
                         n) % {"whose": whose, "card": face.name, "count": n}
    elif n:
        face = CardFace(UNKNOWN_CARD)  # a stockpile's top is face up; this puzzle does not say which card
        # Translators: a stockpile whose top card the puzzle does not give (it is drawn face up with a
        # question mark); %(whose)s as above, %(count)s its size.
        label = ngettext("%(whose)s: top card not given in this puzzle, %(count)s card",
                         "%(whose)s: top card not given in this puzzle, %(count)s cards", n) % {
            "whose": whose, "count": n}
    else:
        face = None
        # Translators: an empty stockpile or discard pile; %(whose)s names it ("Your stockpile").
        label = gettext("%(whose)s: empty") % {"whose": whose}
    return Control(f"src-{value.replace('@', 'p')}", "pick", "from", "" if selection == value else value, label,
                   face, _count_text(n) if n else "", pressed=selection == value, count=n)  # empty: its face says so


def _hand(seat: skipbo.Seat, prefix: str, id_prefix: str, selection: str | None, you: bool) -> list[Control]:
    """The cards of a hand as source buttons (another seat's hand only where the puzzle shows it)."""
    controls = []
    for i, card in enumerate(seat.hand):
        value = f"{prefix}{FACES[card]}"
        face = CardFace(card)
        if you:
            # Translators: the accessible name of a card button in the learner's hand.
            label = gettext("Hand card %(card)s") % {"card": face.name}
        else:
            # Translators: a card in another player's hand (shown in some puzzles).
            label = gettext("Card %(card)s in their hand") % {"card": face.name}
        controls.append(Control(f"{id_prefix}{i}", "pick", "from", "" if selection == value else value, label,
                                face, pressed=selection == value))
    return controls


def _discard(seat: skipbo.Seat, k: int, prefix: str, picking: bool, targets: set[str],
             player: str | None, shared: bool = False) -> Control:
    """Discard pile ``k + 1`` of a seat: a source while picking, else a target (``player`` None: the
    learner's own; ``shared``: the sharer's own, on a shared position)."""
    pile = seat.discards[k]
    value = f"{prefix}{k + 1}"
    if player is None and shared:
        # Translators: a discard pile of the player who shared a position, named for someone who did
        # not play; %(pile)s is 1-4.
        name = gettext("Discard pile %(pile)s of the player who shared this") % {"pile": k + 1}
    elif player is None:
        # Translators: the learner's own discard pile on the puzzle board; %(pile)s is 1-4.
        name = gettext("Your discard pile %(pile)s") % {"pile": k + 1}
    else:
        # Translators: another player's discard pile; %(player)s is "Player 2", %(pile)s is 1-4.
        name = gettext("%(player)s: discard pile %(pile)s") % {"player": player, "pile": k + 1}
    if pile:
        face = CardFace(pile[-1])
        label = ngettext("%(whose)s: %(card)s on top, %(count)s card", "%(whose)s: %(card)s on top, %(count)s cards",
                         len(pile)) % {"whose": name, "card": face.name, "count": len(pile)}
    else:
        face = None
        label = gettext("%(whose)s: empty") % {"whose": name}
    legal = not picking and value in targets
    if legal:
        label = _fits(label)
    return Control(f"pile-{value.replace('@', 'p')}", "pick" if picking else "act", "from" if picking else "to",
                   value, label, face, _count_text(len(pile)) if pile else "", legal=legal, count=len(pile),
                   fan=[CardFace(card) for card in pile[-4:-1]], to=value)


def _count_text(count: int) -> str:
    """How many cards a pile or hand holds, as its caption."""
    # Translators: how many cards a pile or a hand holds, shown under it on the puzzle board.
    return ngettext("%(count)s card", "%(count)s cards", count) % {"count": count}


def source_card(pos: skipbo.Position, move: str) -> str | None:
    """The face of the card a play takes from its source (None when it is not a play or not known)."""
    m = skipbo.parse_move(move)
    owner = pos.active if m.source_seat is None else m.source_seat
    if m.kind != "play" or owner >= len(pos.seats):
        return None
    seat = pos.seats[owner]
    if m.source == "h":
        return FACES[m.source_index]
    if m.source == "s":
        return FACES[seat.stock_top] if seat.stock_top else None
    if m.source == "d":
        pile = seat.discards[m.source_index - 1]
        return FACES[pile[-1]] if pile else None
    return None


def selection_words(pos: skipbo.Position, source: str) -> str:
    """The chosen card in words: "your stockpile card 8", "hand card 5"."""
    card = None
    if source[0] == "h":
        card = source[1:]
    else:
        card = source_card(pos, f"{source}-b1") if source[0] != "b" else None
    if card:
        # Translators: shown after choosing a card; %(card)s is a number or "Skip-Bo card".
        return gettext("Chosen: %(card)s. Now choose where it goes.") % {"card": card_noun(card)}
    return gettext("Chosen. Now choose where it goes.")
