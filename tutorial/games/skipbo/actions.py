"""Reading a Skip-Bo move from the puzzle page's forms: a source (``h5``, ``s``, ``d2``, another seat's
``@2s``) and a target pile (``b1``, ``d3``), or a move typed in the engine's notation. Anything else is
``BadAction`` (answered with 400); a grammatical move is read into the engine's ``Move`` here, once, and
goes to the engine's judge, legal or not. What a source or a target looks like is the engine's grammar
(``skipbo.SOURCE``, ``skipbo.TARGET``), not a copy of it."""

from __future__ import annotations

from django.http import QueryDict

from engine import skipbo
from games.boards.skipbo import MAX_TYPED
from tutorial.core import BadAction, read_choice


def read_move(data: QueryDict) -> skipbo.Move:
    """A move from a form, read once: ``move`` (typed, or the draw/pass buttons) or ``from`` + ``to``."""
    typed = (data.get("move") or "").strip()
    if typed:
        field = "move"
        if len(typed) > MAX_TYPED:
            raise BadAction(field)
    else:
        field, source, target = "from/to", data.get("from", ""), data.get("to", "")
        if len(source) + len(target) >= MAX_TYPED or not (skipbo.SOURCE.fullmatch(source)
                                                          and skipbo.TARGET.fullmatch(target)):
            raise BadAction(field)
        typed = f"{source}-{target}"
    try:
        return skipbo.parse_move(typed)
    except skipbo.NotationError as error:
        raise BadAction(field) from error


def read_selection(data: QueryDict) -> str | None:
    """The chosen source (the ``from`` of a GET), None when nothing is chosen."""
    choice = read_choice(data, "from", skipbo.SOURCE)
    if choice is not None and len(choice) > MAX_TYPED:
        raise BadAction("from")
    return choice
