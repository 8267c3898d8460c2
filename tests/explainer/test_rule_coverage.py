"""The rule id is the join key: the ids the engine can return == the ids with a localized text ==
the ids with an anchor on their game's rules page, in every language."""

from __future__ import annotations

import pytest
from django.test import Client
from django.utils import translation
from django.utils.html import escape

from engine.rummikub.rules import RULES as RUMMIKUB_RULES
from engine.skipbo.rules import RULES as SKIPBO_RULES
from games.texts import catalog
from tests.conftest import LANGS

GAMES = [("skip-bo", "skipbo", SKIPBO_RULES), ("rummikub", "rummikub", RUMMIKUB_RULES)]


@pytest.mark.parametrize("slug,module,registry", GAMES)
def test_every_engine_rule_has_a_text(slug: str, module: str, registry: dict) -> None:
    assert set(catalog.rule_texts(module)) == set(registry)


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("slug,module,registry", GAMES)
def test_every_rule_id_is_anchored_and_explained_on_the_rules_page(
    lang: str, slug: str, module: str, registry: dict
) -> None:
    html = Client().get(f"/{lang}/{slug}/").content.decode()
    for rule_id in registry:
        assert html.count(f'id="{rule_id}"') == 1, f"{rule_id} is not anchored once on /{lang}/{slug}/"
        with translation.override(lang):
            title = str(catalog.rule_text(rule_id).title)
        assert f'href="#{rule_id}">{escape(title)}</a>' in html
