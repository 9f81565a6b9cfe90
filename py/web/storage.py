"""A key-value store over ``localStorage`` that survives it being unavailable or full.

In a sandboxed frame, in some private modes, or with a full quota, reading or writing
``localStorage`` throws.  The games must still play, so every failure is caught, the store
switches to memory for the rest of the visit, and ``problem`` says why once (the adapter shows
one notice).
"""

from __future__ import annotations

from typing import Any, Protocol


class Backend(Protocol):
    """The part of the Web Storage API the store uses."""

    def getItem(self, key: str) -> Any: ...  # noqa: N802 - the Web Storage name

    def setItem(self, key: str, value: str) -> None: ...  # noqa: N802

    def removeItem(self, key: str) -> None: ...  # noqa: N802


class Store:
    """Strings under prefixed keys, kept in ``backend`` when it works and in memory otherwise."""

    def __init__(self, backend: Backend | None, prefix: str) -> None:
        self.prefix = prefix
        self._backend = backend
        self._memory: dict[str, str] = {}
        #: None while saving works; else "unavailable" or "full" (set once, at the first failure)
        self.problem: str | None = None if backend is not None else "unavailable"
        #: catalog keys of the notices owed for values set aside (web.stored), until shown
        self.notices_owed: list[str] = []

    @property
    def persistent(self) -> bool:
        """Return True while values reach the real storage."""
        return self._backend is not None

    def _key(self, key: str) -> str:
        return f"{self.prefix}:{key}"

    def _fail(self, problem: str) -> None:
        if self.problem is None:
            self.problem = problem
        self._backend = None

    def get(self, key: str) -> str | None:
        """Return the text stored under ``key``, or None if there is none (or it cannot be read)."""
        if self._backend is not None:
            try:
                value = self._backend.getItem(self._key(key))
            except Exception:  # noqa: BLE001 - any storage failure means: play on without it
                self._fail("unavailable")
            else:
                # Pyodide gives JavaScript null as jsnull, not None: only strings are values.
                return value if isinstance(value, str) else None
        return self._memory.get(key)

    def set(self, key: str, value: str) -> bool:
        """Store ``value`` under ``key``; return False if it only reached memory."""
        self._memory[key] = value
        if self._backend is None:
            return False
        try:
            self._backend.setItem(self._key(key), value)
        except Exception as exc:  # noqa: BLE001
            self._fail("full" if "quota" in str(exc).lower() else "unavailable")
            return False
        return True

    def remove(self, key: str) -> None:
        """Forget ``key`` (failures are ignored: the value is gone from memory either way)."""
        self._memory.pop(key, None)
        if self._backend is not None:
            try:
                self._backend.removeItem(self._key(key))
            except Exception:  # noqa: BLE001
                self._fail("unavailable")


class MemoryBackend:
    """A dict with the Web Storage method names, for tests and as a stand-in."""

    def __init__(self, data: dict[str, str] | None = None, quota: int | None = None) -> None:
        self.data = data if data is not None else {}
        self.quota = quota

    def getItem(self, key: str) -> str | None:  # noqa: N802
        return self.data.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        if self.quota is not None and sum(map(len, self.data.values())) + len(value) > self.quota:
            raise RuntimeError("QuotaExceededError: the quota has been exceeded")
        self.data[key] = value

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.data.pop(key, None)
