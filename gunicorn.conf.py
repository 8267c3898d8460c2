"""gunicorn's settings for the site (read by ``gunicorn`` from the project folder; the command line or
``GUNICORN_CMD_ARGS`` may override any of them).

Threaded workers (``gthread``): a request waiting for the database holds one thread, not a whole
worker, so the pages that need no database (rules, glossaries, FAQ, checker) keep being served while it
hangs; every database wait is bounded well inside ``timeout`` (``config.database``), and the database's
circuit breaker (``config.postgresql``) makes the waiting threads few. ``timeout`` only catches a worker
whose main loop stopped (a bug, not a slow database): it is killed and replaced.
"""

import os

wsgi_app = "config.wsgi:application"
bind = os.environ.get("GUNICORN_BIND", "127.0.0.1:8000")
worker_class = "gthread"
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))  # about one per core; threads do the waiting
threads = int(os.environ.get("GUNICORN_THREADS", "16"))  # room for those a hung database holds
timeout = 30  # longer than any bounded wait: SQLite 5 s, PostgreSQL 3 s to connect + 8 s per answer (config.database)
graceful_timeout = 10
keepalive = 5  # behind the TLS proxy, which reuses connections
max_requests = 5000  # a worker is renewed now and then (memory stays flat), with jitter so not all at once
max_requests_jitter = 500
