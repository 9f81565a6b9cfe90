"""Short texts every rules page shares, Japanese and English.

A page's own words (its title, its tool's messages) are in ``tefuda.i18n.<game>.rules``, loaded
with the page's first message; its long prose lives with the page (``web.rules.<game>_text``).
"""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    # --- shared by the rules pages ---
    "rules.common.play": {"en": "Play {game}", "ja": "{game}を遊ぶ"},
    "rules.common.chosen": {"en": "Chosen:", "ja": "選んだ札："},
    "rules.common.clear": {"en": "Clear", "ja": "全部外す"},
    "rules.common.cleared": {"en": "All cards put back.", "ja": "選んだ札をすべて外しました。"},
}
