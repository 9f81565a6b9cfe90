"""The local server imitates GitHub Pages: gzip where Pages compresses, the same caching and CORS
headers, HTTP/1.1 keep-alive (sitebuild/serve.py, used by `build.py serve`, the browser tests and
the boot benchmark)."""

from __future__ import annotations

import doctest
import gzip
import http.client
from collections.abc import Iterator
from pathlib import Path

import pytest
from sitebuild import serve

from tests.browser.conftest import Server

FILES = {
    "index.html": b"<!doctype html><title>t</title>" + b"<p>hello</p>" * 200,
    "a.js": b"export const x = 1;\n" * 300,
    "m.mjs": b"export default 2;\n" * 300,
    "s.css": b"body { color: red }\n" * 300,
    "lock.json": b'{"packages": {}}' * 300,
    "mod.wasm": b"\0asm\1\0\0\0" + bytes(4000),
    "icon.svg": b"<svg xmlns='http://www.w3.org/2000/svg'></svg>" * 50,
    "manifest.webmanifest": b'{"name": "Tefuda"}' * 100,
    "std.zip": b"PK\5\6" + bytes(4000),
    "icon.png": b"\x89PNG\r\n\x1a\n" + bytes(4000),
    "snap.gz": gzip.compress(bytes(4000)),
}
COMPRESSED = ("index.html", "a.js", "m.mjs", "s.css", "lock.json", "mod.wasm", "icon.svg", "manifest.webmanifest")
AS_IS = ("std.zip", "icon.png", "snap.gz")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    root: Path = tmp_path_factory.mktemp("site")
    for name, data in FILES.items():
        (root / name).write_bytes(data)
    (root / "sub").mkdir()
    (root / "sub" / "index.html").write_bytes(FILES["index.html"])
    running = Server(root)
    yield running
    running.close()


def get(server: Server, path: str, headers: dict[str, str] | None = None, method: str = "GET"
        ) -> tuple[http.client.HTTPResponse, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    connection.request(method, path, headers=headers or {})
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response, body


@pytest.mark.parametrize("name", COMPRESSED)
def test_text_and_webassembly_are_sent_gzipped_to_a_client_that_accepts_it(server: Server, name: str) -> None:
    response, body = get(server, f"/{name}", {"Accept-Encoding": "gzip, deflate, br"})
    assert response.status == 200
    assert response.getheader("Content-Encoding") == "gzip"
    assert int(response.getheader("Content-Length") or -1) == len(body) < len(FILES[name])
    assert gzip.decompress(body) == FILES[name]
    assert response.getheader("Vary") == "Accept-Encoding"


@pytest.mark.parametrize("name", COMPRESSED)
def test_a_client_that_does_not_accept_gzip_gets_the_plain_bytes(server: Server, name: str) -> None:
    for headers in ({}, {"Accept-Encoding": "identity"}, {"Accept-Encoding": "gzip;q=0, br"}):
        response, body = get(server, f"/{name}", headers)
        assert response.getheader("Content-Encoding") is None and body == FILES[name]
        assert response.getheader("Vary") == "Accept-Encoding"


@pytest.mark.parametrize("name", AS_IS)
def test_zips_images_and_gzip_files_go_as_they_are(server: Server, name: str) -> None:
    response, body = get(server, f"/{name}", {"Accept-Encoding": "gzip"})
    assert response.status == 200 and response.getheader("Content-Encoding") is None
    assert body == FILES[name] and int(response.getheader("Content-Length") or -1) == len(body)
    assert response.getheader("Vary") is None


def test_every_response_has_pages_caching_and_cors_headers(server: Server) -> None:
    for path in ("/a.js", "/std.zip", "/sub/", "/no-such-file"):
        response, _ = get(server, path, {"Accept-Encoding": "gzip"})
        assert response.getheader("Cache-Control") == "max-age=600", path
        assert response.getheader("Access-Control-Allow-Origin") == "*", path
    assert get(server, "/no-such-file")[0].status == 404


def test_a_folder_serves_its_index_compressed_and_a_folder_without_slash_redirects(server: Server) -> None:
    response, body = get(server, "/sub/", {"Accept-Encoding": "gzip"})
    assert response.getheader("Content-Encoding") == "gzip" and gzip.decompress(body) == FILES["index.html"]
    response, _ = get(server, "/sub")
    assert response.status == 301 and response.getheader("Location") == "/sub/"


def test_one_connection_carries_many_requests(server: Server) -> None:
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    try:
        sockets, statuses = [], []
        for name in ("a.js", "std.zip", "mod.wasm", "no-such-file", "icon.png"):
            connection.request("GET", f"/{name}", headers={"Accept-Encoding": "gzip"})
            response = connection.getresponse()
            response.read()
            assert response.version == 11
            statuses.append(response.status)
            sockets.append(connection.sock)
        assert sockets[0] is not None and sockets[:3] == [sockets[0]] * 3  # kept alive
        assert statuses == [200, 200, 200, 404, 200]  # an error closes; the next request reconnects
    finally:
        connection.close()


def test_a_head_request_sends_the_compressed_length_and_no_body(server: Server) -> None:
    response, body = get(server, "/a.js", {"Accept-Encoding": "gzip"}, method="HEAD")
    assert body == b"" and response.getheader("Content-Encoding") == "gzip"
    assert int(response.getheader("Content-Length") or 0) == len(gzip.compress(FILES["a.js"], 6, mtime=0))


def test_an_unchanged_file_is_not_sent_again(server: Server) -> None:
    first, _ = get(server, "/a.js", {"Accept-Encoding": "gzip"})
    since = first.getheader("Last-Modified") or ""
    for encoding in ("gzip", "identity"):
        again, body = get(server, "/a.js", {"Accept-Encoding": encoding, "If-Modified-Since": since})
        assert again.status == 304 and body == b""


def test_a_test_server_may_replace_a_header(tmp_path: Path) -> None:
    (tmp_path / "a.js").write_bytes(FILES["a.js"])
    running = Server(tmp_path, {"Cache-Control": "no-cache"})
    try:
        response, _ = get(running, "/a.js")
        assert response.getheaders().count(("Cache-Control", "no-cache")) == 1
        assert response.getheader("Cache-Control") == "no-cache"
    finally:
        running.close()


def test_the_compressed_bytes_are_computed_once_per_version_of_a_file(tmp_path: Path) -> None:
    path = tmp_path / "a.js"
    path.write_bytes(FILES["a.js"])
    first = serve.gzipped(str(path), path.stat())
    assert serve.gzipped(str(path), path.stat()) is first
    path.write_bytes(FILES["a.js"] + b"// changed\n")
    assert gzip.decompress(serve.gzipped(str(path), path.stat())).endswith(b"// changed\n")


def test_the_examples_in_the_servers_docstrings_hold() -> None:
    assert doctest.testmod(serve).failed == 0
