"""Names vulture cannot see being used; see ``[tool.vulture]`` in pyproject.toml.

Attributes read only by templates (``{{ tile.symbol }}``), functions Django or Babel find by dotted path
(error handlers, the template extractor, template tags), fields Django reads, and names only the tests
use (tests/ is not scanned: pytest finds fixtures by name). Never imported.
"""



class _Any:
    """Any attribute: the file can be imported (pytest --doctest-modules does) without errors."""

    def __getattr__(self, name: str) -> None:
        return None


_ = _Any()

(
    _.symbol, _.stands_colour_key, _.stands_symbol,  # games/templates/games/diagrams/tile.html
    _.rack_size, _.rack_words, _.points_text, _.description,  # games/diagrams/*.html
    _.stock_text, _.hand_text, _.draw_mark, _.draw_text, _.completed_text,  # skipbo.html, skipbo_seat.html
    _.tagline,  # explainer/home.html
    _.silent, _.notes,  # explainer/leaflet_point.html
    _.partner_talk,  # engine.skipbo.Edition: public API (what a leaflet says about partner talk)
    _.to, _.depth, _.fan,  # games/boards/skipbo.html
    _.seat_field, _.radios, _.practise, _.rules_section,  # template tags
    _.suggestion,  # explainer/search_notes.html (Results.suggestion)
    _.handle_starttag, _.handle_endtag, _.handle_data,  # html.parser.HTMLParser hooks (explainer.search.documents)
    _.colour_ins, _.colour_acc, _.colour_dat_pl,  # games.texts.phrases.Table keys, read as table["…"]
    _.colour_ade, _.colour_gen, _.colour_ill, _.colour_def,
)
(
    _.bad_request, _.permission_denied, _.csrf_failure, _.page_not_found, _.server_error,  # handler400…
    _.NoClientErrorTraceback, _.exc_info, _.exc_text,  # LOGGING filter
    _.database_config,  # config/settings.py
    _.updated,  # auto_now fields kept for the admin and the purge
    _.created, _.finished, _.indexes,  # play.models.Match: when a game began, whether it is over; its indexes
    _.per_second,  # throttle: documented rate in requests per second
    _.extract_django,  # Babel method map in tools/i18n.py
    _.arrangement_value,  # engine/rummikub/solver.py, kept for the solver's own profiling
    _.requests,  # tools/bench_http.py: a figure of the result record
    _.edition_note, _.myth, _.why, _.tone,  # read by templates
    _.css, _.fan,  # games/diagrams/card.html, tile.html; skipbo_seat.html and games/boards/skipbo.html
    _.labelled,  # games/templatetags/labels.py: the {% labelled %} tag
    _.request_class,  # config/wsgi.py: read by Django's WSGIHandler
    _.Database,  # config/postgresql/base.py: the driver Django's backend connects through
)
(
    _.use, _.clear_cache, _.final,  # used by the tests
    _.unregister,  # games.registry: a test takes the game it registered off the site again
    _.fields_template,  # checker.parts.ScoreSheet: included by checker/score.html
    _.FIRST_GAME_TITLE, _.FIRST_GAME_RANK,  # games.nav: for the app that hosts a first game (and the tests)
)
