"""Entry point loaded by PyScript: start the browser adapter."""

from web.app import start

start()
