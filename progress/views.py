"""The learner's map and what the visitor controls on it: reset (a game's or one rule's marks, after a
confirmation), "I know this rule", and a code that carries the map to another device.

Every page is the visitor's own (``Cache-Control: private``, never cached; ``Vary: Cookie``). The map has
one address for everyone and shows a newcomer (and a crawler) the empty map, so it may be indexed, with its
canonical and hreflang links; the reset, carry and take pages are not indexed. Changes are
POSTed plain forms with the CSRF token, answered with a 303 back to the map, so they work without
JavaScript. A rule id the game does not have is a 400; a carry code that was altered is a 400 and one
that has expired a 404, each with a message in the page's language.
"""

from __future__ import annotations

from http import HTTPStatus

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, JsonResponse
from django.middleware.csrf import get_token
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.utils.translation import gettext, ngettext
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from games import nav, visitors
from games.learning import rule_order
from games.registry import Game
from progress import record, summary
from progress.carrying import MAX_AGE, BadCode, ExpiredCode, make_code, read_code
from progress.entries import groups
from progress.marks import Mark
from progress.models import RuleMark


class SeeOther(HttpResponseRedirect):
    status_code = HTTPStatus.SEE_OTHER


def _map_url(game: Game, rule: str = "") -> str:
    return reverse("progress_map", kwargs={"game": game}) + (f"#{rule}" if rule else "")


def _bad(request: HttpRequest, title: str, explanation: str, status: int) -> HttpResponse:
    return render(request, "error.html", {"title": title, "description": title, "explanation": explanation,
                                          "noindex": True}, status=status)


def _rule(request: HttpRequest, game: Game) -> str | None:
    """The posted rule id ("" for the whole game); None when the game has no such rule."""
    rule = request.POST.get("rule", request.GET.get("rule", ""))
    return rule if not rule or rule in set(rule_order(game)) else None


def _bad_rule(request: HttpRequest) -> HttpResponse:
    return _bad(request, gettext("No such rule"),
                gettext("This game has no rule by that name. Go back to your map and try again."), 400)


@never_cache
@require_safe
def map_page(request: HttpRequest, game: Game) -> HttpResponse:
    sections = groups(visitors.visitor_id(request), game)
    shown = [entry for group in sections for entry in group.entries]
    practise = [link for entry in shown if entry.mark is Mark.PRACTICE
                and (link := nav.practice_link(game, [entry.rule])) is not None]
    counts = {mark: sum(1 for entry in shown if entry.mark is mark) for mark in Mark}
    # Translators: the learner's map's summary, e.g. "4 rules applied, 1 needs practice, 20 new or only met."
    summary = " ".join([
        ngettext("%(count)s rule applied,", "%(count)s rules applied,", counts[Mark.APPLIED])
        % {"count": counts[Mark.APPLIED]},
        ngettext("%(count)s needs practice,", "%(count)s need practice,", counts[Mark.PRACTICE])
        % {"count": counts[Mark.PRACTICE]},
        ngettext("%(count)s new or only met.", "%(count)s new or only met.", counts[Mark.NEW] + counts[Mark.MET])
        % {"count": counts[Mark.NEW] + counts[Mark.MET]},
    ])
    response = render(request, "progress/map.html", {
        "game": game, "groups": sections, "summary": summary,
        "practise": list({link.url: link for link in practise}.values()),
        # After the built-in puzzles: the visitor's own puzzles about the rules that need practice.
        "practise_own": [link for entry in shown if entry.mark is Mark.PRACTICE for link in entry.own],
        # Drawn once for all the rules' rows (the page must stay quick): the forms' address, token and words.
        "known_url": reverse("progress_known", kwargs={"game": game}), "csrf": get_token(request),
        "reset_url": reverse("progress_reset", kwargs={"game": game}),
        "words": {"known": gettext("I know this rule"), "reset": gettext("Reset this rule…")},
        # Translators: the title of the learner's map page, e.g. "Your Skip-Bo rules map".
        "title": gettext("Your %(game)s rules map") % {"game": game.name},
        "description": gettext("Every rule of the game, marked by what your own moves in puzzles and games "
                               "showed: new, met, applied or needs practice."),
    })
    patch_vary_headers(response, ["Cookie"])
    return visitors.remember(request, response)


@never_cache
@require_http_methods(["GET", "HEAD", "POST"])
def reset(request: HttpRequest, game: Game) -> HttpResponse:
    """GET: the confirmation (a form); POST: forget the game's marks, or one rule's."""
    rule = _rule(request, game)
    if rule is None:
        return _bad_rule(request)
    if request.method == "POST":
        rows = RuleMark.objects.filter(visitor=visitors.visitor_id(request), game=game.slug)
        (rows.filter(rule=rule) if rule else rows).delete()
        return SeeOther(_map_url(game, rule))
    title = game.texts.RULE_TEXTS[rule].title if rule else ""
    return render(request, "progress/reset.html", {
        "game": game, "rule": rule, "rule_title": title, "noindex": True, "back": _map_url(game, rule),
        "title": gettext("Reset this rule on your map?") if rule else gettext("Reset your map?"),
        "description": (gettext("Forget what your moves showed about this rule.") if rule
                        else gettext("Forget what your moves showed about the rules of this game.")),
    })


@never_cache
@require_POST
def known(request: HttpRequest, game: Game) -> HttpResponse:
    rule = _rule(request, game)
    if not rule:
        return _bad_rule(request)
    record.mark_known(visitors.visitor_id(request), game.slug, rule)
    return visitors.remember(request, SeeOther(_map_url(game, rule)))


@never_cache
@require_safe
def carry(request: HttpRequest, game: Game) -> HttpResponse:
    """The code (and link) that carries this visitor's map to another device."""
    code = make_code(visitors.visitor_id(request))
    link = request.build_absolute_uri(reverse("progress_take", kwargs={"game": game}) + "?code=" + code)
    return visitors.remember(request, render(request, "progress/carry.html", {
        "game": game, "code": code, "link": link, "hours": MAX_AGE // 3600, "noindex": True,
        "back": _map_url(game),
        "title": gettext("Take your map to another device"),
        "description": gettext("A code that carries your rules map to another device, with nothing "
                               "personal in it."),
    }))


@never_cache
@require_http_methods(["GET", "HEAD", "POST"])
def take(request: HttpRequest, game: Game) -> HttpResponse:
    """GET ?code=: what the code brings, and a form to bring it; POST: add its marks to this device's."""
    code = request.POST.get("code", request.GET.get("code", ""))
    try:
        source = read_code(code)
    except ExpiredCode:
        return _bad(request, gettext("This code has expired"), ngettext(
            "A code is valid for %(count)s hour. Make a new one on the other device.",
            "A code is valid for %(count)s hours. Make a new one on the other device.", MAX_AGE // 3600)
            % {"count": MAX_AGE // 3600}, 404)
    except BadCode:
        return _bad(request, gettext("This code is not valid"), gettext(
            "Check that you copied the whole code or link, or make a new one on the other device."), 400)
    visitor = visitors.visitor_id(request)
    if request.method == "POST":
        record.carry(source, visitor)
        return visitors.remember(request, SeeOther(_map_url(game)))
    count = RuleMark.objects.filter(visitor=source).count()
    return visitors.remember(request, render(request, "progress/take.html", {
        "game": game, "code": code, "count": count, "same": source == visitor, "noindex": True,
        "back": _map_url(game),
        "title": gettext("Bring your map to this device?"),
        "description": gettext("Add the rules map of another device to this one."),
    }))


@never_cache
@require_safe
def next_rule(request: HttpRequest, game: Game) -> HttpResponse:
    """The map's "next" link for this visitor, as JSON (``static/js/map-next.js`` puts it on the shared
    home page, which is the same for everyone)."""
    link = summary.next_rule(visitors.known_visitor(request), game)
    return JsonResponse({"url": link.url, "title": str(link.title)})
