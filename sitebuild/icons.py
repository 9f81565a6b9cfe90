"""The app icon (drawn here, no image files to keep) and the web app manifest."""

from __future__ import annotations

import json
import struct
import zlib

ICON_SIZES = (192, 512)


def png(size: int) -> bytes:
    """Return the app icon as a PNG: a white card with a red heart on green felt."""
    felt, card, heart = (0x1B, 0x5E, 0x3A), (0xFA, 0xF7, 0xF0), (0xC6, 0x28, 0x28)
    rows = []
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            u, v = x / size, y / size
            colour = felt
            if 0.22 <= u <= 0.78 and 0.12 <= v <= 0.88:
                colour = card
                # the heart curve (x²+y²−1)³ − x²y³ ≤ 0, scaled into the card's middle
                hx, hy = (u - 0.5) * 4.2, (0.47 - v) * 4.2
                if (hx * hx + hy * hy - 1) ** 3 - hx * hx * hy**3 <= 0:
                    colour = heart
            row.extend(colour)
        rows.append(bytes(row))

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
        + chunk(b"IEND", b"")
    )


def manifest() -> str:
    """Return the web app manifest (relative URLs, so it works under a sub-path)."""
    return json.dumps(
        {
            "name": "Tefuda 手札 — card games",
            "short_name": "Tefuda",
            "description": "51, 恋のかけひき, Gin Rummy and more against CPU players, offline.",
            "start_url": "./index.html",
            "scope": "./",
            "display": "standalone",
            "background_color": "#1b5e3a",
            "theme_color": "#1b5e3a",
            "icons": [
                {"src": f"assets/icons/icon-{s}.png", "sizes": f"{s}x{s}", "type": "image/png"}
                for s in ICON_SIZES
            ],
        },
        ensure_ascii=False,
        indent=2,
    )
