"""Template tags that put engine rule ids on pages: ``{% rule "skipbo.build.next-number" %}``, and
``{% practise game.slug %}`` at the end of a rules section: a link to the first page that practises one
of the rules the section showed (from the providers in ``games.nav``; nothing when none does)."""

from __future__ import annotations

from django import template
from django.template.loader import render_to_string

from games.nav import practice_link
from games.registry import GAMES
from games.texts import catalog

register = template.Library()

SEEN = "explainer.rules_seen"


@register.simple_tag(takes_context=True)
def rule(context: template.Context, rule_id: str) -> str:
    """The anchored entry for one rule id: its title and its rule text, in the active language."""
    context.render_context.setdefault(SEEN, []).append(rule_id)
    entry = catalog.rule_text(rule_id)
    return render_to_string("explainer/rule_entry.html", {"rule_id": rule_id, "text": entry})


@register.simple_tag(takes_context=True)
def practise(context: template.Context, game: str) -> str:
    """"Practise this" for the rules shown since the last call: the first puzzle that teaches one."""
    seen = context.render_context.get(SEEN, [])
    context.render_context[SEEN] = []
    link = practice_link(GAMES[game], seen)
    if link is None:
        return ""
    return render_to_string("explainer/practise.html", {"link": link})
