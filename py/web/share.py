"""Drawing what a table offers to share: the result line at the end, and the link to a deal.

Both are read-only text fields, so a browser that refuses the Clipboard API (a frame without the
permission, an insecure page) still lets the person select and copy them.
"""

from __future__ import annotations

from collections.abc import Callable

from web.html import attrs, esc

Translate = Callable[..., str]


def _status(t: Translate, what: str, copied: str | None) -> str:
    if copied == what:
        return f'<p class="share-status" role="status" data-copied>{esc(t("table.share.copied"))}</p>'
    if copied == f"{what}-failed":
        return f'<p class="share-status" role="status" data-copy-failed>{esc(t("table.share.select"))}</p>'
    return ""


def _field(label: str, value: str, hook: str) -> str:
    return (
        f'<label class="share-field"><span>{esc(label)}</span>'
        f'<input type="text" readonly{attrs(value=value, **{hook: True})}></label>'
    )


def render_result(t: Translate, text: str, copied: str | None) -> str:
    """Return the finished game's result line with a button that copies it; ``copied`` is
    what the last copy did ("result", "result-failed", or anything else: nothing to say)."""
    button = (
        f'<button type="button" class="btn" data-act="copy-result">{esc(t("table.share.copy"))}</button>'
    )
    return (
        f'<div class="share" data-share-result>{_field(t("table.share.result_label"), text, "data_share_text")}'
        f"{button}{_status(t, 'result', copied)}</div>"
    )


def render_link(t: Translate, url: str, copied: str | None) -> str:
    """Return the link that replays the deal (the Share button copied it, or tried to)."""
    return (
        f'<div class="share" data-share-link>{_field(t("table.share.link_label"), url, "data_share_url")}'
        f"{_status(t, 'link', copied)}</div>"
    )
