"""Every URL of the site, plus ``/<lang>/bench/bare/``: the least a Django i18n page can do — a translated
string in a tiny template, through the same middleware, the same workers, the same language prefix."""

from django.conf.urls.i18n import i18n_patterns
from django.http import HttpRequest, HttpResponse
from django.template import engines
from django.urls import path
from django.utils.translation import get_language
from django.views.decorators.http import require_safe

from config.urls import *  # noqa: F403
from config.urls import urlpatterns as site_patterns

BARE = engines["django"].from_string(
    '<!doctype html><html lang="{{ LANGUAGE_CODE }}"><title>{% translate "Rules" %}</title>'
    '<p>{% translate "Skip to content" %}</p></html>'
)


@require_safe
def bare(request: HttpRequest) -> HttpResponse:
    return HttpResponse(BARE.render({"LANGUAGE_CODE": get_language()}))


urlpatterns = [*site_patterns, *i18n_patterns(path("bench/bare/", bare, name="bench_bare"))]
