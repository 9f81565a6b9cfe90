"""The build of the static site (``python3 build.py``), one job per module.

common     paths, the build's error, hashed names, writing files
npm        the pinned PyScript and Pyodide tarballs from the npm registry, verified
bytecode   .pyc made by the browser's own CPython (Pyodide under Node.js)
snapshot   the experimental Pyodide memory snapshot
app_zip    the site's Python: its sources, the modules a boot imports, reproducible zips
icons      the app icon and the web app manifest
assemble   assembling dist/: runtime files, pages, interpreter module, service worker
serve      the local server that behaves like GitHub Pages
"""
