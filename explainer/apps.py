from django.apps import AppConfig


class ExplainerConfig(AppConfig):
    """Rule pages, glossaries and the FAQ: words for the engine's verdicts."""

    name = "explainer"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from explainer import games
        from explainer.links import SECTIONS, faq_answers, faq_positions, first_game
        from explainer.rule_order import page_order
        from explainer.sitemaps import ExplainerSitemap
        from games import learning, nav, sitemaps

        games.register()
        for section in SECTIONS:
            nav.register_section(section)
        nav.register_rule_links(faq_answers)
        nav.register_rule_positions(faq_positions)
        nav.register_first_step(first_game, nav.FIRST_GAME_RANK)
        sitemaps.register("explainer", ExplainerSitemap)
        learning.register_rule_order(page_order)
