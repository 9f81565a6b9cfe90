"""Tefuda (手札): card games against CPU players.

The engine is pure standard-library Python: it never imports ``js`` or ``pyscript`` and is
tested with pytest on CPython.  The browser adapter (``py/web``) is the only code that touches
the page.
"""
