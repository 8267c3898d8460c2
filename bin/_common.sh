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

UV_HOME="$ROOT/.uv"  # uv itself, in a small venv of its own (uv sync manages .venv exactly)
UV="$UV_HOME/bin/uv"

no_python() {
  echo "error: Table Rules needs Python 3.12 or newer (Django 6.1), and none was found." >&2
  echo "       Install one (e.g. 'pyenv install 3.12') or set PYTHON=/path/to/python3.12." >&2
  exit 1
}

# ensure_uv: the uv pinned (with hashes) in bin/uv-requirements.txt, installed into .uv/ by pip.
ensure_uv() {
  local want py
  want="$(sed -n 's/^uv==\([0-9.]*\).*/\1/p' bin/uv-requirements.txt)"
  if [ -x "$UV" ] && [ "$("$UV" --version 2>/dev/null | cut -d' ' -f2)" = "$want" ]; then return 0; fi
  py="$(find_python)" || no_python
  echo "==> installing uv $want (hash-checked) into .uv/"
  rm -rf "$UV_HOME"
  "$py" -m venv "$UV_HOME"
  PIP_CONSTRAINT="" "$UV_HOME/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps \
    --require-hashes -r bin/uv-requirements.txt
}

# install_deps [uv sync options]: make .venv match uv.lock (every package hash-checked). `uv sync --locked`
# refuses a lock that does not match pyproject.toml, reinstalls whatever the lock changed and is a quick
# no-op when nothing did, so merging a new lock is picked up by the next bin/serve, bin/test or bin/bench.
install_deps() {
  local py
  ensure_uv
  if [ -x "$VENV/bin/python" ] && python_ok "$VENV/bin/python"; then py="$VENV/bin/python"
  else py="$(find_python)" || no_python; fi
  UV_PROJECT_ENVIRONMENT="$VENV" UV_PYTHON_DOWNLOADS=never UV_NO_PROGRESS=1 \
    "$UV" sync --locked --quiet --python "$py" "$@"
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
