"""Settings for Table Rules: one module, driven by the environment, safe for local use by default.

Local (no environment set): SQLite file under var/, DEBUG off unless ``DJANGO_DEBUG=1``, a
throwaway secret key, localhost only. Production: ``DJANGO_SETTINGS_MODULE=config.production`` with
``DJANGO_SECRET_KEY``, ``ALLOWED_HOSTS`` and ``DATABASE_URL`` (PostgreSQL via psycopg 3).
"""

from __future__ import annotations

import os
from pathlib import Path

import dj_database_url
from django.utils.csp import CSP
from django.utils.translation import gettext_lazy as _

BASE_DIR = Path(__file__).resolve().parent.parent


def env_flag(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str) -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


DEBUG = env_flag("DJANGO_DEBUG")
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "local-only-not-secret-table-rules-key-change-in-production")
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "127.0.0.1,localhost,testserver,[::1]")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", "")

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.staticfiles",
    "django.contrib.sitemaps",
    "django_htmx",
    "games",
    "explainer",
    "tutorial",
    "checker",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.middleware.gzip.GZipMiddleware",
    # Stored copies of shared pages are served from here, before sessions, language and CSRF.
    "config.pagecache.middleware.SharedPageMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "config.context.site",
            ],
            "builtins": ["django.templatetags.i18n"],
        },
    }
]

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'var' / 'db.sqlite3'}", conn_max_age=60
    )
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# Sessions are only needed for puzzle state; keep them in the database, no auth apps.
SESSION_COOKIE_SAMESITE = "Lax"
SESSION_COOKIE_HTTPONLY = True

# Languages: English is the source; every page exists under each prefix with the same slugs.
LANGUAGE_CODE = "en"
LANGUAGES = [
    ("en", _("English")),
    ("ru", _("Russian")),
    ("fi", _("Finnish")),
    ("sv", _("Swedish")),
]
USE_I18N = True
USE_TZ = True
TIME_ZONE = "UTC"
LOCALE_PATHS = [BASE_DIR / "locale"]

STATIC_URL = "/static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
# Locally (and in tests) WhiteNoise serves straight from the finders: no collectstatic needed.
WHITENOISE_USE_FINDERS = True
WHITENOISE_AUTOREFRESH = True  # local: edited static files are served fresh (production turns it off)

# A strict Content Security Policy: nothing inline, nothing from another host.
SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF],
    "style-src": [CSP.SELF],
    "img-src": [CSP.SELF, "data:"],
    "font-src": [CSP.SELF],
    "connect-src": [CSP.SELF],
    "object-src": [CSP.NONE],
    "base-uri": [CSP.SELF],
    "form-action": [CSP.SELF],
    "frame-ancestors": [CSP.NONE],
}
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
CSRF_FAILURE_VIEW = "config.errors.csrf_failure"

# Caches. "default" is the local-memory cache; "pages" holds the rendered shared pages (config.pagecache),
# chosen by PAGE_CACHE_URL: locmem:// (default, per process), redis://host:6379/0 (needs the "redis" extra),
# db://table (run `manage.py createcachetable`), or dummy:// (off).
def cache_from_url(url: str) -> dict[str, object]:
    scheme, _, rest = url.partition("://")
    week = 7 * 24 * 3600  # entries of an old release expire on their own
    if scheme == "locmem":
        return {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": rest or "pages",
                "TIMEOUT": week, "OPTIONS": {"MAX_ENTRIES": 3000}}
    if scheme in ("redis", "rediss"):
        return {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": url, "TIMEOUT": week}
    if scheme == "db":
        return {"BACKEND": "django.core.cache.backends.db.DatabaseCache", "LOCATION": rest or "page_cache",
                "TIMEOUT": week, "OPTIONS": {"MAX_ENTRIES": 3000}}
    if scheme == "dummy":
        return {"BACKEND": "django.core.cache.backends.dummy.DummyCache"}
    raise ValueError(f"PAGE_CACHE_URL: unknown cache {url!r} (use locmem://, redis://…, db://table or dummy://)")


CACHES = {
    "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"},
    "pages": cache_from_url(os.environ.get("PAGE_CACHE_URL", "locmem://")),
}
PAGE_CACHE_ALIAS = "pages"
# Names the release (e.g. the deployed commit); empty: a fingerprint of the shipped files (config.release).
RELEASE_ID = os.environ.get("RELEASE_ID", "")
# Freshness per kind of shared page (config.pagecache.kinds). HTML: five minutes, then a day of serving the
# stale copy while a 304 revalidates it; previews: a week; the service worker script: always revalidated.
PAGE_CACHE_CONTROL = {
    "html": "public, max-age=300, stale-while-revalidate=86400",
    "preview": "public, max-age=604800, stale-while-revalidate=86400",
    "script": "no-cache",
}

# The public address, used for canonical, hreflang, og:url and the sitemap when no request is at hand.
SITE_URL = os.environ.get("SITE_URL", "").rstrip("/")
SITE_NAME = "Table Rules"

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("DJANGO_LOG_LEVEL", "WARNING")},
}
