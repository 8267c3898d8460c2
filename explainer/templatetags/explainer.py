"""Template tags of the rules pages: ``{% rules_section "scoring" %}…{% endrules_section %}`` wraps a
section under its heading from the game's section data (``Game.sections``), ``{% rule
"skipbo.build.next-number" %}`` puts an engine rule id on the page, and ``{% practise game.slug %}`` at the
end of a rules section links to the first page that practises one of the rules the section showed (from
the providers in ``games.nav``; nothing when none does); ``{% first_step game %}`` ends the quick start
with a newcomer's next step."""

from __future__ import annotations

from django import template
from django.template.base import Parser, Token
from django.template.loader import render_to_string
from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe

from games import nav
from games.nav import practice_link
from games.registry import GAMES, Game
from games.sections import find
from games.texts import catalog

register = template.Library()

SEEN = "explainer.rules_seen"
LINKED = "explainer.practise_linked"

HEADINGS = (
    # A top-level section folds: its h2 holds the fold button (disabled until rules.js enables it).
    '<section id="{0}" aria-labelledby="{0}-h">\n  <h2 id="{0}-h" class="fold-head"><button type="button" '
    'class="fold-toggle" aria-expanded="true" aria-controls="{0}" disabled>{1}</button></h2>{2}</section>',
    '<section id="{0}" aria-labelledby="{0}-h">\n    <h3 id="{0}-h">{1}</h3>{2}</section>',
)
"""A section's markup by depth; the heading names the section for assistive technology."""


class RulesSectionNode(template.Node):
    """A rules-page section: looks its heading and depth up in the game's section data at render time
    (the titles are lazy, so the page's language decides the words)."""

    def __init__(self, anchor: str, body: template.NodeList) -> None:
        self.anchor = anchor
        self.body = body

    def render(self, context: template.Context) -> SafeString:
        depth, section = find(context["game"].sections, self.anchor)
        return format_html(HEADINGS[depth], section.id, section.title, mark_safe(self.body.render(context)))


@register.tag
def rules_section(parser: Parser, token: Token) -> RulesSectionNode:
    """``{% rules_section "anchor" %}…{% endrules_section %}``: one section of the rules page, its id and
    heading taken from the game's section data, so the page, its contents list and the FAQ's links cannot
    disagree. An anchor the data does not know fails the render (a typo is a test failure, not a dead link).
    """
    bits = token.split_contents()
    if len(bits) != 2 or bits[1][0] not in "\"'" or bits[1][0] != bits[1][-1]:
        raise template.TemplateSyntaxError('usage: {% rules_section "anchor" %}…{% endrules_section %}')
    body = parser.parse(("endrules_section",))
    parser.delete_first_token()
    return RulesSectionNode(bits[1][1:-1], body)


def _seen(context: template.Context) -> list[str]:
    """The rule ids shown since the last "Practise this", kept in the render context (one list per render)."""
    seen: list[str] | None = context.render_context.get(SEEN)
    if seen is None:
        seen = context.render_context[SEEN] = []
    return seen


def _linked(context: template.Context) -> set[str]:
    """The puzzle URLs this page's "Practise this" links already point to (one set per render)."""
    linked: set[str] | None = context.render_context.get(LINKED)
    if linked is None:
        linked = context.render_context[LINKED] = set()
    return linked


@register.simple_tag(takes_context=True)
def rule(context: template.Context, rule_id: str) -> str:
    """The anchored entry for one rule id: its title and its rule text, in the active language."""
    _seen(context).append(rule_id)
    entry = catalog.rule_text(rule_id)
    return render_to_string("explainer/rule_entry.html", {"rule_id": rule_id, "text": entry})


@register.simple_tag(takes_context=True)
def practise(context: template.Context, game: str) -> str:
    """"Practise this" for the rules shown since the last call: the first puzzle that teaches one, and one
    not linked yet on this page when a rule of the section has its own (two sections sending the reader to
    the same puzzle made the second link useless: "Building piles" repeated "Your turn"'s first puzzle)."""
    seen = _seen(context)
    context.render_context[SEEN] = []
    linked = _linked(context)
    link = practice_link(GAMES[game], seen)
    if link is not None and link.url in linked:
        link = next((own for rule_id in seen if (own := practice_link(GAMES[game], [rule_id])) is not None
                     and own.url not in linked), link)
    if link is None:
        return ""
    linked.add(link.url)
    return render_to_string("explainer/practise.html", {"link": link})


@register.simple_tag
def first_step(game: Game) -> str:
    """The quick start's last line: a newcomer's next step (a first game with the coach, else the first
    puzzle), from whichever app offers one (``games.nav.first_step``)."""
    link = nav.first_step(game)
    if link is None:
        return ""
    return render_to_string("explainer/first_step.html", {"link": link})
