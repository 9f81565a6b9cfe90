"""What a Python module imports, read from its source without running it.

Used on the site's own modules by the build's CPython (which modules every boot imports; which
standard-library modules the site can import), and on Pyodide's standard library by Pyodide's
own CPython under Node.js (sitebuild/bytecode.py runs this file there: the stdlib uses syntax
newer than the build's Python can parse).  So: standard library only, valid on 3.11 and 3.14,
and no imports from the rest of ``sitebuild``.
"""

from __future__ import annotations

import ast


def _skipped(test: ast.expr) -> bool:
    """Return True for an ``if`` test whose body never runs when a module is imported in the
    browser: ``TYPE_CHECKING``, ``__name__ == "__main__"``, and Windows-only branches."""
    if isinstance(test, ast.Name) and test.id == "TYPE_CHECKING":
        return True
    if not (isinstance(test, ast.Compare) and len(test.comparators) == 1 and isinstance(test.ops[0], ast.Eq)):
        return False
    left, right = ast.unparse(test.left), test.comparators[0]
    value = right.value if isinstance(right, ast.Constant) else None
    return (left, value) in (("__name__", "__main__"), ("sys.platform", "win32"), ("os.name", "nt"))


def _absolute(node: ast.ImportFrom, package: str) -> str:
    """Return the module a ``from … import`` names, with a relative one made absolute."""
    base = node.module or ""
    if not node.level:
        return base
    parts = package.split(".") if package else []
    parent = ".".join(parts[: len(parts) - node.level + 1])
    return f"{parent}.{base}" if base else parent


def imported_names(path: str, source: bytes | str, lazy: bool = False) -> list[str]:
    """Return the modules that executing ``path`` (e.g. ``"web/app.py"``) may import: its
    module-level imports (inside ``if`` and ``try`` blocks too, with their ``except`` handlers);
    with ``lazy`` also those inside functions and classes.  ``from p import m`` also names
    ``p.m`` (it may be a submodule).  Blocks that never run on import in the browser are left
    out (see _skipped).  Raises SyntaxError for a source this Python cannot parse.

    >>> imported_names("pkg/mod.py", "import a.b\\nfrom . import c\\ndef f():\\n    import d\\n")
    ['a.b', 'pkg', 'pkg.c']
    >>> imported_names("pkg/mod.py", "def f():\\n    import d\\n", lazy=True)
    ['d']
    """
    package = path.rpartition("/")[0].replace("/", ".")  # a.py's and a/__init__.py's alike
    found: list[str] = []
    pending: list[ast.AST] = list(reversed(ast.parse(source, path).body))
    while pending:
        node = pending.pop()
        if isinstance(node, ast.Import):
            found.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(node, package)
            found.append(base)
            found.extend(f"{base}.{alias.name}" for alias in node.names if alias.name != "*")
        elif isinstance(node, ast.If):
            branches = node.orelse if _skipped(node.test) else node.body + node.orelse
            pending.extend(reversed(branches))
        elif isinstance(node, ast.Try):
            blocks = [*node.body, *(s for h in node.handlers for s in h.body), *node.orelse, *node.finalbody]
            pending.extend(reversed(blocks))
        elif isinstance(node, (ast.With, ast.AsyncWith, ast.For, ast.AsyncFor, ast.While)):
            pending.extend(reversed([*node.body, *node.orelse] if hasattr(node, "orelse") else node.body))
        elif isinstance(node, ast.ClassDef) or (lazy and isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))):
            pending.extend(reversed(node.body))  # a class body runs on import, a function's later
        elif lazy and isinstance(node, ast.stmt):
            pending.extend(reversed([child for child in ast.iter_child_nodes(node) if isinstance(child, ast.stmt)]))
    return found


def module_names(path: str) -> list[str]:
    """Return the module a file in a zip of sources defines and the packages it sits in.

    >>> module_names("a/b/__init__.py"), module_names("a/c.py"), module_names("top.py")
    (['a', 'a.b'], ['a', 'a.c'], ['top'])
    """
    parts = path.removesuffix(".py").split("/")
    if parts[-1] == "__init__":
        parts.pop()
    return [".".join(parts[: i + 1]) for i in range(len(parts))]
