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


def _fallback_unused(node: ast.Try, builtin: frozenset[str]) -> bool:
    """Return True for a ``try`` that imports only ``builtin`` modules and whose handlers catch
    ImportError: the handlers' pure-Python stand-ins (``_pydatetime`` for ``_datetime``) never
    run in an interpreter with those modules built in."""
    imports = [n for n in node.body if isinstance(n, (ast.Import, ast.ImportFrom))]
    names = [a.name for n in imports if isinstance(n, ast.Import) for a in n.names]
    names += [n.module or "" for n in imports if isinstance(n, ast.ImportFrom) and not n.level]
    caught = {ast.unparse(h.type) for h in node.handlers if h.type is not None}
    return (bool(names) and len(imports) == len(node.body) and set(names) <= builtin
            and bool(caught) and caught <= {"ImportError", "ModuleNotFoundError"})


def imported_names(path: str, source: bytes | str, lazy: bool = False,
                   builtin: frozenset[str] = frozenset()) -> list[str]:
    """Return the modules that executing ``path`` (e.g. ``"web/app.py"``) may import: its
    module-level imports (inside ``if`` and ``try`` blocks too, with their ``except`` handlers);
    with ``lazy`` also those inside functions and classes.  ``from p import m`` also names
    ``p.m`` (it may be a submodule).  Blocks that never run on import in the browser are left
    out (see _skipped), and so are the ``except ImportError`` handlers of a ``try`` importing
    only modules in ``builtin`` (the interpreter's built-in modules: see _fallback_unused).
    Raises SyntaxError for a source this Python cannot parse.

    >>> imported_names("pkg/mod.py", "import a.b\\nfrom . import c\\ndef f():\\n    import d\\n")
    ['a.b', 'pkg', 'pkg.c']
    >>> imported_names("pkg/mod.py", "def f():\\n    import d\\n", lazy=True)
    ['d']
    >>> fallback = "try:\\n    from _c import *\\nexcept ImportError:\\n    from _py import *\\n"
    >>> imported_names("m.py", fallback), imported_names("m.py", fallback, builtin=frozenset({"_c"}))
    (['_c', '_py'], ['_c'])
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
            handlers = [] if _fallback_unused(node, builtin) else [s for h in node.handlers for s in h.body]
            blocks = [*node.body, *handlers, *node.orelse, *node.finalbody]
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
