"""Settings for Table Rules: one module, driven by the environment, safe for local use by default.

Local (no environment set): SQLite file under var/, DEBUG off unless ``DJANGO_DEBUG=1``, a
throwaway secret key, localhost only. Production: ``DJANGO_SETTINGS_MODULE=config.production`` with
``DJANGO_SECRET_KEY``, ``ALLOWED_HOSTS`` and ``DATABASE_URL`` (PostgreSQL via psycopg 3).
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from django.core.exceptions import ImproperlyConfigured
from django.utils.csp import CSP
from django.utils.translation import gettext_lazy as _

from config.database import database_config

BASE_DIR = Path(__file__).resolve().parent.parent


def env_flag(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str) -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


def local_secret_key(path: Path) -> str:
    """A random key kept in ``var/`` for a local site run without DEBUG (bin/serve, the tests): created
    once, shared by every process of this checkout, never committed."""
    try:
        return path.read_text().strip()
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            with open(path, "x") as out:  # exclusive: two processes starting at once agree on one key
                out.write(secrets.token_urlsafe(50))
        except FileExistsError:
            pass
        return path.read_text().strip()


# Only DEBUG may run with the published development key; without DEBUG a key that is public is refused.
DEV_SECRET_KEY = "local-only-not-secret-table-rules-key-change-in-production"
DEBUG = env_flag("DJANGO_DEBUG")
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY") or (
    DEV_SECRET_KEY if DEBUG else local_secret_key(BASE_DIR / "var" / "secret_key"))
if not DEBUG and (SECRET_KEY == DEV_SECRET_KEY or SECRET_KEY.startswith("django-insecure") or len(SECRET_KEY) < 32):
    raise ImproperlyConfigured("DJANGO_SECRET_KEY is the public development key (or too short) while DEBUG is "
                               "off: set a long random DJANGO_SECRET_KEY.")
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "127.0.0.1,localhost,testserver,[::1]")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", "")

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.staticfiles",
    "django.contrib.sitemaps",
    "django_htmx",
    "games",
    "explainer",
    "tutorial",
    "throttle",
    "checker",
    "play",
    "progress",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "config.middleware.PermissionsPolicyMiddleware",  # outermost but one: stored pages get it too
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.middleware.gzip.GZipMiddleware",
    # Stored copies of shared pages are served from here, before language and CSRF (no sessions: the
    # site keeps none; a puzzle visitor is a signed cookie of its own).
    "config.pagecache.middleware.SharedPageMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "config.middleware.RequestGuardMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "config.middleware.DatabaseDownMiddleware",
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
    "default": database_config(os.environ.get("DATABASE_URL") or f"sqlite:///{BASE_DIR / 'var' / 'db.sqlite3'}")
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# No sessions app and no auth apps: puzzle progress is keyed by the visitor cookie (tutorial.progress)
# and stored as rows of its own. The session cookie settings are safe defaults should one be added.
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
# Browser features no page uses, turned off (a page, or anything injected into it, cannot ask for them).
PERMISSIONS_POLICY = ", ".join(f"{feature}=()" for feature in (
    "accelerometer", "autoplay", "camera", "display-capture", "geolocation", "gyroscope", "magnetometer",
    "microphone", "midi", "payment", "publickey-credentials-get", "serial", "usb", "xr-spatial-tracking"))

# Request bodies: the site's forms send a few short fields and never a file. Bigger bodies get 413 and
# multipart bodies 415 before anything reads them (config.middleware); no upload handlers at all.
DATA_UPLOAD_MAX_MEMORY_SIZE = 32 * 1024
DATA_UPLOAD_MAX_NUMBER_FIELDS = 200
FILE_UPLOAD_HANDLERS: list[str] = []

# Rate limits per scope, (requests, seconds) per visitor and per client address (an IPv6 address by its
# /64), shared by every worker (throttle): in Redis when RATE_LIMIT_URL names one, else in the database.
# The per-visitor limit is the real bound; the per-address one is higher, so a class of 50 behind one
# address gets through. The checker has no visitor: its pages count per address, and only when rendered
# (a stored copy costs nothing); the solver's best play (?plan=1) and new preview pictures cost the most.
RATE_LIMITS = {
    "puzzle": {"visitor": (120, 60), "ip": (3000, 60)},
    "play": {"visitor": (120, 60), "ip": (3000, 60)},
    "checker": {"ip": (600, 60)},
    "plan": {"ip": (30, 60)},
    "preview": {"ip": (120, 60)},
}
RATE_LIMIT_URL = os.environ.get("RATE_LIMIT_URL", "")  # e.g. redis://cache-host:6379/1 (the "redis" extra)
# Proxies whose X-Forwarded-For names the client (the TLS proxy in front of the workers), comma-separated.
TRUSTED_PROXIES = env_list("TRUSTED_PROXIES", "")
CSRF_FAILURE_VIEW = "config.errors.csrf_failure"

# Caches. "default" is the local-memory cache; "pages" holds the rendered shared pages (config.pagecache),
# chosen by PAGE_CACHE_URL: locmem:// (default, per process), redis://host:6379/0 (needs the "redis" extra),
# db://table (run `manage.py createcachetable`), or dummy:// (off). Redis gets short socket timeouts: a
# cache that hangs costs a fraction of a second, after which config.pagecache.store stops asking it.
CACHE_SOCKET_TIMEOUT = 0.3  # seconds, to connect and for each reply


def cache_from_url(url: str) -> dict[str, object]:
    scheme, _, rest = url.partition("://")
    week = 7 * 24 * 3600  # entries of an old release expire on their own
    if scheme == "locmem":
        return {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": rest or "pages",
                "TIMEOUT": week, "OPTIONS": {"MAX_ENTRIES": 3000}}
    if scheme in ("redis", "rediss"):
        return {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": url, "TIMEOUT": week,
                "OPTIONS": {"socket_connect_timeout": CACHE_SOCKET_TIMEOUT, "socket_timeout": CACHE_SOCKET_TIMEOUT}}
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
    # Ordinary 4xx (a forged Host, a body too large) are logged in one line, without a traceback.
    "filters": {"no_4xx_traceback": {"()": "config.errors.NoClientErrorTraceback"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "filters": ["no_4xx_traceback"]}},
    "root": {"handlers": ["console"], "level": os.environ.get("DJANGO_LOG_LEVEL", "WARNING")},
}
