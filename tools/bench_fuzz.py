"""``bin/bench --only fuzz``: the fuzz test of tests/site/test_fuzz.py with many more requests.

10,000 malformed requests (``--quick``: 2,000, as in the test suite) across every endpoint, on each
database: SQLite, then a throwaway PostgreSQL cluster (``tools.bench_faults.Postgres``; ``--quick``: SQLite
only); prints how many were sent, how long it took and the statuses they got. Any 5xx fails the run
(pytest shows it).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def bench_fuzz(quick: bool) -> None:
    examples = 2000 if quick else 10000
    fuzz_on("SQLite", examples, {})
    if not quick:
        from tools.bench_faults import Postgres

        cluster = Postgres()
        try:
            fuzz_on("PostgreSQL", examples, {"DATABASE_URL": cluster.url})
        finally:
            cluster.close()


def fuzz_on(database: str, examples: int, extra: dict[str, str]) -> None:
    with tempfile.TemporaryDirectory(prefix="bench-fuzz-") as folder:
        report = Path(folder) / "statuses.json"
        env = {**os.environ, "FUZZ_EXAMPLES": str(examples), "FUZZ_REPORT": str(report),
               "DJANGO_ALLOW_ASYNC_UNSAFE": "true", **extra}
        print(f"== Fuzz on {database}: {examples:,} malformed requests across every endpoint (target: no 5xx)",
              flush=True)
        start = time.monotonic()
        done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:logging", "tests/site/test_fuzz.py"],
                              cwd=ROOT, env=env, capture_output=True, text=True, timeout=3600)
        seconds = time.monotonic() - start
        statuses = {int(k): v for k, v in json.loads(report.read_text()).items()} if report.exists() else {}
    server_errors = sum(n for status, n in statuses.items() if status >= 500)
    print(f"requests sent: {sum(statuses.values()):,} in {seconds:.0f} s; 5xx: {server_errors}")
    print("statuses: " + ", ".join(f"{status}: {n:,}" for status, n in sorted(statuses.items())))
    if done.returncode != 0:
        print(done.stdout[-6000:], done.stderr[-2000:])
        raise SystemExit("error: the fuzz run failed")
