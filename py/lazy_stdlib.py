"""The rest of the standard library, fetched on the first import that needs it.

The page's standard-library zip holds only the modules the site imports (sitebuild/stdlib.py
chooses them, and a test fails when the site imports one that is missing).  Everything else is
in a second zip that is downloaded only if an import asks for one of its modules: a missed
module costs a delay (one synchronous request, the main thread waits), never an error.

The build puts this module, compiled, into the first zip, beside ``lazy_stdlib.txt`` (the names
of the modules in the second one); the interpreter module calls :func:`install` once Pyodide has
started, with a JavaScript function that downloads synchronously (assets/js/boot-stages.mjs:
the import system is synchronous).  It runs on CPython 3.11 in the tests, with a stand-in for
the download.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import os
import sys
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

REST_ZIP = "/lib/python_stdlib_rest.zip"  # where the second zip is written once downloaded


class RestOfStdlib(importlib.abc.MetaPathFinder):
    """A finder, last on ``sys.meta_path``, for the modules only the second zip holds."""

    def __init__(self, url: str, names: frozenset[str], fetch: Callable[[str], Any], path: str = REST_ZIP) -> None:
        self.url, self.names, self.fetch, self.path = url, names, fetch, path
        # then "loading" (an import while downloading, e.g. a codec, is not ours to find),
        # "loaded", or "failed" (asked once per page: no storm of retries)
        self.state = "absent"

    def find_spec(self, fullname: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        """Return the spec of ``fullname`` from the second zip (downloading it first), or None
        when the module is not in it or the download failed (the import then fails as usual)."""
        if fullname not in self.names or not self._load():
            return None
        package = fullname.rpartition(".")[0]
        folder = os.path.join(self.path, *package.split(".")) if package else self.path
        return importlib.machinery.PathFinder.find_spec(fullname, [folder], target)

    def _load(self) -> bool:
        if self.state == "absent":
            self.state = "loading"
            if not self.provide(self.fetch(self.url)):
                self.state = "failed"
                print(f"lazy_stdlib: could not download {self.url}", file=sys.stderr)
        return self.state == "loaded"

    def provide(self, data: Any) -> bool:
        """Put the second zip in place from ``data`` (bytes or a Uint8Array; None: nothing came)
        and return whether it is there now.  The page calls it when a copy kept by the
        service worker arrives: a synchronous request never reaches the service worker, so
        without it an import would find nothing offline."""
        content = _bytes(data)
        if self.state != "loaded" and content is not None:
            with open(self.path, "wb") as file:
                file.write(content)
            sys.path.append(self.path)  # a new entry: no finder cache to invalidate
            self.state = "loaded"
        return self.state == "loaded"


def _bytes(data: Any) -> bytes | None:
    """Return what the download function gave as bytes (a JavaScript Uint8Array arrives as a
    proxy with ``to_bytes``), or None for nothing (None or JavaScript's null)."""
    if isinstance(data, (bytes, bytearray)):
        return bytes(data)
    to_bytes = getattr(data, "to_bytes", None)
    return bytes(to_bytes()) if callable(to_bytes) else None


def read_names(text: str) -> frozenset[str]:
    """Return the module names of an index (one per line).

    >>> sorted(read_names("email\\nemail.mime\\n\\n"))
    ['email', 'email.mime']
    """
    return frozenset(line.strip() for line in text.splitlines() if line.strip())


def install(url: str, fetch: Callable[[str], Any]) -> RestOfStdlib:
    """Put the finder for the second zip at ``url`` last on ``sys.meta_path`` and return it
    (once: a second call returns the installed one).  ``fetch(url)`` returns the zip's bytes
    (or a Uint8Array), or None when the download failed.  The finder's index is
    ``lazy_stdlib.txt`` beside this module."""
    for finder in sys.meta_path:
        if isinstance(finder, RestOfStdlib):
            return finder
    loader = globals()["__loader__"]  # zipimport's: the index is in the same zip
    index = os.path.join(os.path.dirname(__file__), "lazy_stdlib.txt")
    names = read_names(loader.get_data(index).decode())
    finder = RestOfStdlib(url, names, fetch)
    sys.meta_path.append(finder)
    return finder
