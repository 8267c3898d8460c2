# Shared by bin/serve, bin/test and bin/bench: find Python >= 3.12, make .venv, install, compile catalogs.
# shellcheck shell=bash
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
VENV="$ROOT/.venv"

python_ok() {  # is "$1" a working Python >= 3.12?
  "$1" -c 'import sys, venv; sys.exit(0 if sys.version_info >= (3, 12) else 1)' >/dev/null 2>&1
}

find_python() {
  local want candidates=() c p
  want="$(tr -d '[:space:]' < .python-version 2>/dev/null || true)"
  [ -n "${PYTHON:-}" ] && candidates+=("$PYTHON")
  [ -n "$want" ] && candidates+=("python$want" "$HOME/.pyenv/versions/$want"*/bin/python)
  candidates+=(python3.13 python3.12 python3 python)
  for p in "$HOME"/.pyenv/versions/3.1[2-9]*/bin/python /usr/local/bin/python3.1[2-9] /usr/bin/python3.1[2-9]; do
    [ -x "$p" ] && candidates+=("$p")
  done
  for c in "${candidates[@]}"; do
    p="$(command -v "$c" 2>/dev/null || true)"
    [ -n "$p" ] && python_ok "$p" && { echo "$p"; return 0; }
  done
  return 1
}

ensure_venv() {
  if [ -x "$VENV/bin/python" ] && python_ok "$VENV/bin/python"; then return 0; fi
  local py
  if ! py="$(find_python)"; then
    echo "error: Table Rules needs Python 3.12 or newer (Django 6.1), and none was found." >&2
    echo "       Install one (e.g. 'pyenv install 3.12') or set PYTHON=/path/to/python3.12." >&2
    exit 1
  fi
  echo "==> creating .venv with $py ($("$py" --version))"
  rm -rf "$VENV"
  "$py" -m venv "$VENV"
}

# install_deps EXTRA: the project's dependencies from pyproject.toml (plus an optional extra, e.g. test);
# skipped when pyproject.toml has not changed since the last install.
install_deps() {
  local extra="${1:-}" stamp="$VENV/.installed-${1:-base}" sum
  sum="$(sha256sum pyproject.toml | cut -d' ' -f1)"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$sum" ]; then return 0; fi
  echo "==> installing dependencies${extra:+ ($extra)}"
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip
  "$VENV/bin/python" - "$extra" > "$VENV/requirements.txt" <<'PY'
import sys, tomllib
project = tomllib.load(open("pyproject.toml", "rb"))["project"]
deps = list(project["dependencies"])
if sys.argv[1]:
    deps += project["optional-dependencies"][sys.argv[1]]
print("\n".join(deps))
PY
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -r "$VENV/requirements.txt"
  echo "$sum" > "$stamp"
}

prepare_site() {
  mkdir -p var
  "$VENV/bin/python" -m tools.i18n compile
  "$VENV/bin/python" manage.py migrate --noinput --verbosity 0
  "$VENV/bin/python" manage.py createcachetable  # only for a database page cache (PAGE_CACHE_URL=db://…)
}

ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then return 0; fi
  echo "==> installing Debian's Chromium for the browser tests"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if sudo -n true 2>/dev/null; then sudo="sudo -n"; else
      echo "error: /usr/bin/chromium is missing and this user cannot install it." >&2
      echo "       Run: sudo apt-get install -y --no-install-recommends chromium fonts-dejavu-core" >&2
      exit 1
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
}
