"""Rate limits shared by every web worker: counters in the database, a decorator for views.

``rate_limited("puzzle", visitor=…)`` counts a view's POSTs per visitor and per client address in
fixed windows; past a limit the visitor gets the localized 429 page with ``Retry-After``. The counters
live in the database (one row per key) so all workers and hosts see the same counts; if the database
cannot be reached the limit lets the request through (the checker works without a database).
"""
