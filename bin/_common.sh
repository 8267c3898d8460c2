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
    "$UV" sync --locked --quiet --extra redis --python "$py" "$@"
}

prepare_site() {
  mkdir -p var
  "$VENV/bin/python" -m tools.i18n compile
  "$VENV/bin/python" manage.py migrate --noinput --verbosity 0
  "$VENV/bin/python" manage.py createcachetable  # only for a database page cache (PAGE_CACHE_URL=db://…)
}

# apt_install PACKAGE…: Debian packages the tests need (as root, or through password-less sudo).
apt_install() {
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if sudo -n true 2>/dev/null; then sudo="sudo -n"; else
      echo "error: this user cannot install $*." >&2
      echo "       Run: sudo apt-get install -y --no-install-recommends $*" >&2
      exit 1
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then return 0; fi
  echo "==> installing Debian's Chromium for the browser tests"
  apt_install chromium fonts-dejavu-core
}

free_port() {
  "$VENV/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# start_postgres: a throwaway PostgreSQL cluster from Debian's binaries (installed if missing) in a temporary
# folder, on a free port of 127.0.0.1, owned by the `postgres` user when we are root (PostgreSQL refuses to
# run as root); sets PG_URL to its DATABASE_URL. Stopped and deleted by stop_postgres (bin/test traps EXIT).
PG_DIR=""
PG_BIN=""
PG_URL=""
pg_as() {  # run a PostgreSQL program as the cluster's owner, from a folder that owner can read
  if [ "$(id -u)" -eq 0 ]; then (cd "$PG_DIR" && runuser -u postgres -- "$@"); else (cd "$PG_DIR" && "$@"); fi
}

start_postgres() {
  PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
    echo "==> installing Debian's PostgreSQL for the database tests" >&2
    apt_install postgresql
    PG_BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
  fi
  PG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/tablerules-pg.XXXXXX")"
  if [ "$(id -u)" -eq 0 ]; then chown postgres: "$PG_DIR"; fi
  local port
  port="$(free_port)"
  pg_as "$PG_BIN/initdb" -D "$PG_DIR/data" -U tablerules -A trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
  # A disposable cluster: durability off, so the suite does not wait for the disk.
  pg_as "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 60 start -o \
    "-p $port -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    >/dev/null
  PG_URL="postgres://tablerules@127.0.0.1:$port/tablerules"
}

stop_postgres() {
  if [ -n "$PG_DIR" ] && [ -d "$PG_DIR/data" ]; then
    pg_as "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  if [ -n "$PG_DIR" ]; then rm -rf "$PG_DIR"; fi
  PG_DIR=""
}

# start_redis: a throwaway redis-server (Debian's package, installed if missing) on a free port of 127.0.0.1,
# in memory only (no RDB, no AOF) in a temporary folder; sets REDIS_URL. Stopped by stop_redis.
REDIS_DIR=""
REDIS_PID=""
REDIS_URL=""
start_redis() {
  if ! command -v redis-server >/dev/null 2>&1; then
    echo "==> installing Debian's redis-server for the cache and rate-limit tests" >&2
    apt_install redis-server
  fi
  REDIS_DIR="$(mktemp -d "${TMPDIR:-/tmp}/tablerules-redis.XXXXXX")"
  local port tries
  port="$(free_port)"
  redis-server --bind 127.0.0.1 --port "$port" --save "" --appendonly no --dir "$REDIS_DIR" \
    --logfile "$REDIS_DIR/redis.log" --daemonize no </dev/null >/dev/null 2>&1 &
  REDIS_PID=$!
  for tries in $(seq 50); do
    if "$VENV/bin/python" -c "import redis, sys; redis.Redis(port=$port, socket_timeout=0.5).ping()" 2>/dev/null; then
      REDIS_URL="redis://127.0.0.1:$port/0"
      return 0
    fi
    sleep 0.1
  done
  echo "error: redis-server did not start on port $port (log: $REDIS_DIR/redis.log)" >&2
  return 1
}

stop_redis() {
  if [ -n "$REDIS_PID" ]; then kill "$REDIS_PID" 2>/dev/null || true; wait "$REDIS_PID" 2>/dev/null || true; fi
  if [ -n "$REDIS_DIR" ]; then rm -rf "$REDIS_DIR"; fi
  REDIS_PID=""
  REDIS_DIR=""
}
