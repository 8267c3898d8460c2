from django.apps import AppConfig


class ProgressConfig(AppConfig):
    """The learner's map: per visitor and rule, what their moves in puzzles and games showed."""

    name = "progress"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from games import housekeeping, learning, nav
        from progress import links, models, record, summary

        learning.register_listener(record.keep)
        learning.register_summary(summary.next_rule)
        housekeeping.register_purger(models.purge)
        nav.register_section(links.SECTION)
