"""FAQ pages: the index with its search, one page per answer (verdict first, proved by the engine), and
the answer's preview image for chat apps."""

from __future__ import annotations

import json
from typing import Any

from django.http import Http404, HttpRequest, HttpResponse, HttpResponseBase, HttpResponsePermanentRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language, ngettext
from django.views.decorators.http import require_safe

from config.context import absolute
from config.pagecache import PREVIEW, shared_page
from explainer.faq import preview as preview_png
from explainer.faq import registry
from explainer.faq.base import Answer
from explainer.faq.redirects import REDIRECTS
from explainer.faq.words import VERDICT_BADGES, VERDICT_ICONS, VERDICT_WORDS, verdict_line
from explainer.parts import FAQ
from explainer.search.highlight import highlight
from explainer.search.index import Hit
from explainer.search.query import search
from explainer.search.views import item, results_context
from games.htmx import HtmxRequest, partial_wanted
from games.leaflets import (
    PARAM,
    Leaflet,
    chosen_leaflet,
    current_leaflet,
    leaflet_context,
    leaflet_named,
    point_for,
    remember,
    share_query,
)
from games.nav import practice_link
from games.registry import Game
from games.texts import catalog
from games.verdicts import RuleSentence, verdict_sentence


def _with_faq(game: Game) -> Game:
    """The game, if it has a FAQ (a game without one has no FAQ pages: 404)."""
    if game.find(FAQ) is None:
        raise Http404(f"no FAQ for {game.slug}")
    return game


def _answer_or_redirect(game: str, slug: str) -> Answer | HttpResponsePermanentRedirect:
    a = registry.answer(game, slug)
    if a is not None:
        return a
    new = REDIRECTS.get(f"{game}/{slug}")
    if new is not None and registry.answer(game, new) is not None:
        return HttpResponsePermanentRedirect(reverse("faq_answer", kwargs={"game": game, "slug": new}))
    raise Http404(f"no FAQ answer {game}/{slug}")


# -- Index ----------------------------------------------------------------------------------------------

def _groups(info: Game, found: list[Answer], chosen: Leaflet | None) -> list[dict[str, Any]]:
    """The answers found, by topic, each with its badge: for the reader's leaflet once they chose one."""
    wanted = {a.slug for a in found}
    code = chosen.code if chosen else None
    groups = []
    for topic in registry.faq(info.slug).topics:
        answers = [a for a in topic.answers if a.slug in wanted]
        if answers:
            groups.append({"key": topic.key, "title": topic.title, "answers": [
                {"answer": a, "verdict": a.verdict_for(code).verdict,
                 "badge": VERDICT_BADGES[a.verdict_for(code).verdict]} for a in answers]})
    return groups


def _for_leaflet(info: Game, shown: dict[str, Any], hit: Hit, lang: str, chosen: Leaflet | None) -> dict[str, Any]:
    """A search result for a reader who chose a leaflet: an "it depends" answer shows that leaflet's
    verdict, as the list of all questions does."""
    a = registry.answer(info.slug, hit.document.key) if chosen and hit.document.kind == "answer" else None
    if a is None or chosen is None or not a.by_leaflet:
        return shown
    said = a.verdict_for(chosen.code)
    return {**shown, "verdict": said.verdict, "badge": VERDICT_BADGES[said.verdict],
            "snippet": highlight(verdict_line(a, chosen.code), hit.matched, lang)}


@shared_page
@require_safe
def index(request: HtmxRequest, game: Game) -> HttpResponse:
    """Every question by topic; with ``?q=``, this game's answers ranked by the site's search (the same
    ranking as ``/<lang>/search/``, kept to this game's answers)."""
    info = _with_faq(game)
    lang = get_language()
    results = search(request.GET.get("q", ""), games=[info.slug])
    answers = [h for h in results.hits if h.document.kind == "answer"]
    searching = results.problem != "empty"
    found = answers if results.good else []
    count = len(found) if searching else len(registry.faq(info.slug).answers)
    by_leaflet = registry.faq(info.slug).answers_by_leaflet
    chosen = chosen_leaflet(request) if by_leaflet else None
    leaflet = chosen or (current_leaflet(request) if by_leaflet else None)
    context = {
        **results_context(results, lang, games=[info.slug]),
        **(leaflet_context(leaflet) if leaflet else {}),
        "rules_url": reverse("rules", kwargs={"game": info}),
        "game": info,
        "title": info.faq_title,
        "description": info.faq_description,
        "searching": searching,
        "items": [_for_leaflet(info, item(h, lang), h, lang, chosen) for h in found],
        "groups": [] if searching else _groups(info, registry.faq(info.slug).answers, chosen),
        "count": count,
        # Translators: how many FAQ answers are listed (all of them, or those matching a search).
        "count_text": ngettext("%(count)s answer", "%(count)s answers", count) % {"count": count},
    }
    partial = partial_wanted(request)
    template = "explainer/faq/index.html#results" if partial else "explainer/faq/index.html"
    response = render(request, template, context)
    patch_vary_headers(response, ("HX-Request",))
    return remember(request, response, leaflet) if leaflet else response


# -- One answer -----------------------------------------------------------------------------------------

def _proof(info: Game, a: Answer) -> RuleSentence | None:
    """What the rules engine says about the answer's scenario, in the reader's language (None without one)."""
    verdict = registry.engine_verdict(info.slug, a.slug)
    return None if verdict is None else verdict_sentence(verdict)


def _json_ld(request: HttpRequest, a: Answer, line: str) -> SafeString:
    """FAQPage metadata (data, never executed): safe inside <script type="application/ld+json">."""
    data = {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        "inLanguage": get_language(),
        "url": absolute(request, request.path),
        "mainEntity": [{
            "@type": "Question",
            "name": str(a.question),
            "acceptedAnswer": {"@type": "Answer", "text": " ".join([line, *(str(p) for p in a.explanation)])},
        }],
    }
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    for char, escaped in (("&", "\\u0026"), ("<", "\\u003c"), (">", "\\u003e")):
        text = text.replace(char, escaped)
    return mark_safe(text)


@shared_page
@require_safe
def answer(request: HttpRequest, game: Game, slug: str) -> HttpResponseBase:
    info = _with_faq(game)
    source = info.part(FAQ)
    found = _answer_or_redirect(info.slug, slug)
    if isinstance(found, HttpResponse):
        return found
    a = found
    chosen = chosen_leaflet(request) if a.by_leaflet else None
    said = a.verdict_for(chosen.code if chosen else None)
    line = verdict_line(a, chosen.code if chosen else None)
    faq = registry.faq(info.slug)
    rules_url = reverse("rules", kwargs={"game": info})
    scenario = a.scenario
    position = scenario.position if scenario else a.diagram
    move = scenario.move if scenario else None
    related = [r for r in faq.by_slug.values() if r.topic == a.topic and r.slug != a.slug]
    leaflet = chosen or (current_leaflet(request) if a.point else None)
    response = render(request, "explainer/faq/answer.html", {
        **(leaflet_context(leaflet) if leaflet else {}),
        "leaflet_point": point_for(a.point, leaflet) if leaflet and a.point else None,
        "rules_url": rules_url,
        "game": info,
        "answer": a,
        "topic_title": faq.topic_title(a.topic),
        "faq_title": info.faq_title,
        # The verdict for the reader's leaflet once they chose one (an "it depends" answer), else the answer's.
        "verdict": said.verdict,
        "verdict_text": said.text,
        "verdict_leaflet": chosen,
        "verdict_icon": VERDICT_ICONS[said.verdict],
        "verdict_word": VERDICT_WORDS[said.verdict],
        # The verdict line in the language's own punctuation ("Yes — …", "Kyllä – …"), word in bold.
        "verdict_word_html": format_html('<strong class="verdict__word">{}</strong>', VERDICT_WORDS[said.verdict]),
        "verdict_line": line,
        "title": a.question,
        "description": line,
        "og_title": a.question,
        "og_description": line,
        # A shared link with ?leaflet= previews that leaflet's verdict, as its og:description does.
        "og_image": absolute(request, reverse("faq_preview", kwargs={"game": info, "slug": slug})
                             + (share_query(chosen) if chosen else "")),
        "proof": _proof(info, a),
        "position": position,
        "move": move,
        "scenario_template": source.scenario_template,
        **(source.scenario(move) if move else {}),
        "rule_links": [{"url": f"{rules_url}#{r}", "title": catalog.rule_text(r).title} for r in a.rules],
        "section_links": [{"url": f"{rules_url}#{s}", "title": info.section(s).title}
                          for s in a.sections],
        "related": related,
        "practice": practice_link(info, a.rules),
        "json_ld": _json_ld(request, a, line),
    })
    return remember(request, response, leaflet) if leaflet else response


@shared_page(PREVIEW)
@require_safe
def preview(request: HttpRequest, game: Game, slug: str) -> HttpResponse:
    found = _answer_or_redirect(_with_faq(game).slug, slug)
    if isinstance(found, HttpResponse):
        return HttpResponsePermanentRedirect(found["Location"] + "preview.png")
    named = leaflet_named(request.GET.get(PARAM)) if found.by_leaflet else None
    png = preview_png.render(game.slug, slug, get_language(), named.code if named else None)
    return HttpResponse(png, content_type="image/png")
