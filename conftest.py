"""pytest's collection.  The docstring examples of ``py/tefuda`` and ``py/web`` run as tests
(``--doctest-modules`` in pyproject.toml), which imports every module there on CPython; only
``web/app.py``, the adapter's binding to the page, imports ``js`` and runs in the browser alone."""

collect_ignore = ["py/web/app.py"]
