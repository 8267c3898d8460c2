# Table Rules. The README's two commands are `make serve` and `make test`.
.PHONY: serve test bench lock messages compilemessages lint

serve:  ## set up and serve the site on http://127.0.0.1:8000/
	bin/serve

test:  ## set up and run every test (installs Debian's Chromium if missing)
	bin/test

bench:  ## speed and size figures for engines and pages
	bin/bench

lock:  ## re-resolve uv.lock after a change to the dependencies in pyproject.toml
	.uv/bin/uv lock

messages:  ## extract strings and merge them into locale/*/LC_MESSAGES/django.po
	.venv/bin/python -m tools.i18n update

compilemessages:
	.venv/bin/python -m tools.i18n compile

lint:
	.venv/bin/ruff check . && .venv/bin/vulture
