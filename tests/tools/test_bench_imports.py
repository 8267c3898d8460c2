"""``tools.bench`` is the entry point that loads each benchmark part by name; a part that imported it
back (``bench_checker`` did, for ``median_ms``) closed an import circle the import-graph test cannot see,
since the entry point loads parts with importlib. Parts share helpers through ``tools.timing``."""

from __future__ import annotations

import ast
from pathlib import Path

TOOLS = Path(__file__).resolve().parents[2] / "tools"


def test_no_benchmark_part_imports_the_entry_point() -> None:
    offenders = []
    for path in TOOLS.rglob("*.py"):
        if path.name == "bench.py" and path.parent == TOOLS:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "tools.bench":
                offenders.append(str(path.relative_to(TOOLS)))
            elif isinstance(node, ast.Import) and any(alias.name == "tools.bench" for alias in node.names):
                offenders.append(str(path.relative_to(TOOLS)))
    assert not offenders
