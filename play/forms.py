"""The start form: how many players, the short game, the leaflet, the computer's level, the coach.

A newcomer's defaults: two players, the short game, steady opponents, the coach on. The seat range is
the game's (its ``Game`` record); the short game, the leaflet and team play are asked only of a game that
has them. Team play needs four or six players (partners sit opposite: seat i and seat i + n/2).
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from engine.skipbo.editions import DEFAULT_EDITION
from games.leaflets import LEAFLETS
from games.registry import Game
from play.parts import LEVELS, Options, PlayKit

TEAM_SIZES = (4, 6)
LEVEL_NAMES = {
    # Translators: the computer players' levels on the start form of a game against the computer.
    "learning": pgettext_lazy("computer level", "Learning: misses some plays, as a beginner does"),
    "steady": pgettext_lazy("computer level", "Steady: plays well, looks a short way ahead"),
    "strong": pgettext_lazy("computer level", "Strong: finds the best play of every turn"),
}
assert set(LEVEL_NAMES) == set(LEVELS)


class StartForm(forms.Form):
    players = forms.TypedChoiceField(label=_("Players, you included"), coerce=int, widget=forms.RadioSelect)
    length = forms.ChoiceField(label=_("Game length"), widget=forms.RadioSelect, required=False, choices=[
        ("short", _("Short game: 10 stockpile cards each")),
        ("full", _("Full game: 30 stockpile cards each (20 with five or six players)"))])
    leaflet = forms.ChoiceField(label=_("Your leaflet (it decides who starts)"), required=False)
    level = forms.ChoiceField(label=_("Computer players"), widget=forms.RadioSelect,
                              choices=list(LEVEL_NAMES.items()))
    # A checkbox label is a sentence of its own: no colon after it (Django adds ":" by default).
    coach = forms.BooleanField(label=_("Coach: before I end my turn, tell me what I missed"), required=False,
                               label_suffix="")
    team = forms.BooleanField(label=_("Partner play, with four or six players: partners sit opposite, and "
                                      "your partner is a computer player"), required=False, label_suffix="")

    def __init__(self, game: Game, kit: PlayKit, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.kit = kit
        players: Any = self.fields["players"]
        players.choices = [(n, str(n)) for n in game.seats]
        leaflet: Any = self.fields["leaflet"]
        leaflet.choices = [(item.code, item.name) for item in LEAFLETS]
        if not kit.offers_short:
            del self.fields["length"]
        if not kit.offers_leaflet:
            del self.fields["leaflet"]
        if not kit.offers_team:
            del self.fields["team"]

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if data.get("team") and data.get("players") not in TEAM_SIZES:
            self.add_error("team", _("Partner play needs four or six players."))
        return data

    @classmethod
    def newcomer(cls, game: Game, kit: PlayKit) -> StartForm:
        """The form with a newcomer's defaults."""
        return cls(game, kit, initial={"players": 2, "length": "short", "leaflet": DEFAULT_EDITION,
                                       "level": "steady", "coach": True})

    def options(self) -> Options:
        data = self.cleaned_data
        return Options(players=data["players"], level=data["level"], coach=data["coach"],
                       short=data.get("length", "full") == "short" if self.kit.offers_short else False,
                       leaflet=data.get("leaflet") or (DEFAULT_EDITION if self.kit.offers_leaflet else ""),
                       team=bool(data.get("team")))
