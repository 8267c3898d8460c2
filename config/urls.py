"""URLs: every page lives under a language prefix (/en/, /ru/, /fi/, /sv/) with the same slugs."""

from django.conf.urls.i18n import i18n_patterns
from django.contrib.sitemaps.views import sitemap
from django.urls import URLPattern, URLResolver, include, path
from django.views.decorators.http import require_safe

from config import offline
from config.pagecache import shared_page
from config.seo import robots_txt
from games.sitemaps import SITEMAPS

urlpatterns: list[URLPattern | URLResolver] = [
    path("robots.txt", robots_txt, name="robots"),
    # The same for everyone and costly to build (every page of every language): stored like a page.
    path("sitemap.xml", shared_page(require_safe(sitemap)), {"sitemaps": SITEMAPS}, name="sitemap"),
    path("sw.js", offline.service_worker, name="service_worker"),
]
urlpatterns += i18n_patterns(
    path("", include("explainer.urls")),
    path("", include("tutorial.urls")),
    path("manifest.webmanifest", offline.manifest, name="manifest"),
    path("offline/<slug:need>/", offline.fallback, name="offline"),
    path("<game:game>/offline.json", offline.pack, name="offline_pack"),
    path("", include("checker.urls")),
    path("", include("play.urls")),
    path("", include("progress.urls")),
    prefix_default_language=True,
)

handler400 = "config.errors.bad_request"
handler403 = "config.errors.permission_denied"
handler404 = "config.errors.page_not_found"
handler500 = "config.errors.server_error"
