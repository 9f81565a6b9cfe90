"""Settings shared by every game: language, CPU speed, animations, four-colour suits."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence

from web.storage import Store

LANGS = ("ja", "en")
#: milliseconds a CPU move stays visible before the next one, per speed setting
CPU_DELAYS = {"slow": 1400, "normal": 800, "fast": 350, "instant": 0}
ANIMATIONS = ("auto", "on", "off")  # auto follows prefers-reduced-motion
#: the CPU levels every table offers (each table remembers its own in its preferences)
CPU_LEVELS = ("easy", "normal", "hard")
KEY = "settings"


@dataclasses.dataclass(frozen=True)
class Settings:
    """The player's choices; ``lang`` defaults from the browser, the rest from here."""

    lang: str = "en"
    cpu_speed: str = "normal"
    animations: str = "auto"
    four_colour: bool = False

    def cpu_delay(self) -> int:
        """Return the pause in milliseconds before a CPU move is shown."""
        return CPU_DELAYS[self.cpu_speed]

    def animate(self, reduced_motion: bool) -> bool:
        """Return True if cards should move, given the browser's reduced-motion preference."""
        return self.animations == "on" or (self.animations == "auto" and not reduced_motion)

    def with_value(self, name: str, value: str) -> Settings:
        """Return settings with one field set from its text form; ValueError for a bad value."""
        if name == "lang" and value in LANGS:
            return dataclasses.replace(self, lang=value)
        if name == "cpu_speed" and value in CPU_DELAYS:
            return dataclasses.replace(self, cpu_speed=value)
        if name == "animations" and value in ANIMATIONS:
            return dataclasses.replace(self, animations=value)
        if name == "four_colour" and value in ("true", "false"):
            return dataclasses.replace(self, four_colour=value == "true")
        raise ValueError(f"bad setting {name}={value!r}")


def browser_language(languages: Sequence[str]) -> str:
    """Return "ja" when the browser's first preferred language is Japanese, else "en"."""
    first = (languages[0] if languages else "").lower()
    return "ja" if first == "ja" or first.startswith("ja-") else "en"


def save_settings(store: Store, settings: Settings) -> None:
    """Write the settings as JSON."""
    store.set(KEY, json.dumps(dataclasses.asdict(settings)))
