from web.storage import MemoryBackend, Store


class Throwing:
    """localStorage in a sandboxed frame: every call throws."""

    def getItem(self, key):  # noqa: N802
        raise RuntimeError("SecurityError: The operation is insecure.")

    setItem = removeItem = getItem  # noqa: N815


def test_values_reach_the_backend_under_the_prefix():
    backend = MemoryBackend()
    store = Store(backend, "tefuda")
    assert store.set("save:kakehiki", "{}") is True
    assert backend.data == {"tefuda:save:kakehiki": "{}"}
    assert store.get("save:kakehiki") == "{}"
    store.remove("save:kakehiki")
    assert backend.data == {}
    assert store.problem is None and store.persistent


def test_prefixes_keep_embeds_apart_from_the_site():
    backend = MemoryBackend()
    Store(backend, "tefuda").set("save:x", "site")
    Store(backend, "tefuda-embed").set("save:x", "embed")
    assert Store(backend, "tefuda").get("save:x") == "site"
    assert Store(backend, "tefuda-embed").get("save:x") == "embed"


def test_a_throwing_backend_falls_back_to_memory_and_says_so_once():
    store = Store(Throwing(), "tefuda")
    assert store.get("anything") is None
    assert store.problem == "unavailable"
    assert store.set("k", "v") is False
    assert store.get("k") == "v"  # the visit goes on in memory
    assert not store.persistent


def test_a_full_quota_is_reported_as_full_and_nothing_is_lost_in_the_visit():
    store = Store(MemoryBackend(quota=10), "tefuda")
    assert store.set("a", "12345") is True
    assert store.set("b", "1234567890") is False
    assert store.problem == "full"
    assert store.get("b") == "1234567890"
    assert store.get("a") == "12345"


def test_no_backend_at_all():
    store = Store(None, "tefuda")
    assert store.problem == "unavailable"
    store.set("k", "v")
    assert store.get("k") == "v"


def test_non_string_values_from_the_backend_read_as_missing():
    class JsNullBackend(MemoryBackend):
        def getItem(self, key):  # noqa: N802
            return object()  # Pyodide's jsnull is not None

    assert Store(JsNullBackend(), "p").get("k") is None
