"""The browser adapter: routes, pages, storage, settings and tables.

Only ``web.browser`` and ``web.app`` import ``js`` / ``pyscript``; every other module here builds
HTML strings or holds plain data, so it is tested with pytest on CPython like the engine.
"""
