"""The site as production runs it, plus one bare Django i18n page to compare against (``bin/bench --only http``)."""
