"""The project's modules form a layered graph: no import cycles, and the apps are leaves over the core.

The graph is read from the source (every ``import`` statement, also those inside functions, since a
cycle hidden in a function is still a cycle), restricted to the project's own packages. Layers, from the
bottom: ``engine`` (pure Python: no Django, no other project package), the shared apps (``games``, the
core every page app uses, and services such as ``throttle``: no page app), the page apps (``explainer``,
``tutorial``, ``checker``, …: leaves, never each other), then ``config`` and ``tools`` on top.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = sorted(p.parent.name for p in ROOT.glob("*/__init__.py") if p.parent.name != "tests")
SHARED_APPS = {"games", "throttle"}
LEAF_APPS = sorted(p.parent.name for p in ROOT.glob("*/apps.py") if p.parent.name not in SHARED_APPS)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {
    module_name(path): path
    for package in PACKAGES
    for path in (ROOT / package).rglob("*.py")
    if "migrations" not in path.parts
}


def imports_of(name: str, path: Path) -> set[str]:
    """The project modules ``name`` imports (``from a.b import c`` is ``a.b.c`` when that is a module)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in MODULES:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


GRAPH = {name: imports_of(name, path) for name, path in MODULES.items()}


def cycles() -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in GRAPH[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(GRAPH):
        if node not in index:
            visit(node)
    return found


def top(name: str) -> str:
    return name.split(".", 1)[0]


def test_the_graph_covers_the_project() -> None:
    assert {"engine", "games", "explainer", "tutorial", "config", "tools"} <= set(PACKAGES)
    assert {"explainer", "tutorial"} <= set(LEAF_APPS)
    assert GRAPH["tutorial.views"], "the parser found no imports: the test would pass vacuously"


def test_no_module_takes_part_in_an_import_cycle() -> None:
    assert cycles() == []


def test_leaf_apps_never_import_each_other() -> None:
    crossing = sorted(
        f"{name} → {target}"
        for name, targets in GRAPH.items() if top(name) in LEAF_APPS
        for target in targets if top(target) in LEAF_APPS and top(target) != top(name)
    )
    assert crossing == []


def test_shared_apps_import_no_page_app_and_the_engine_nothing_else() -> None:
    allowed = {"engine": {"engine"}, **{app: {"engine", "config", *SHARED_APPS} for app in SHARED_APPS}}
    wrong = sorted(
        f"{name} → {target}"
        for name, targets in GRAPH.items() if top(name) in allowed
        for target in targets if top(target) not in allowed[top(name)]
    )
    assert wrong == []


def test_the_engine_never_imports_django() -> None:
    using = sorted(
        name for name, path in MODULES.items() if top(name) == "engine"
        and any(isinstance(node, ast.Import | ast.ImportFrom)
                and any((getattr(node, "module", None) or alias.name).startswith("django")
                        for alias in node.names)
                for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))))
    )
    assert using == []
