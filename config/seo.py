"""robots.txt, pointing at the sitemap (composed in ``games.sitemaps`` from every app's own)."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.views.decorators.http import require_safe


@require_safe
def robots_txt(request: HttpRequest) -> HttpResponse:
    sitemap = request.build_absolute_uri(reverse("sitemap"))
    if settings.SITE_URL:
        sitemap = settings.SITE_URL + reverse("sitemap")
    lines = ["User-agent: *", "Allow: /", f"Sitemap: {sitemap}", ""]
    return HttpResponse("\n".join(lines), content_type="text/plain; charset=utf-8")
