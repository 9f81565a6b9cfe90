"""Settings shared by every game: language, CPU speed, animations, four-colour suits, sound."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence

from web.storage import Store

LANGS = ("ja", "en")
#: milliseconds a CPU move stays visible before the next one, per speed setting
CPU_DELAYS = {"slow": 1400, "normal": 800, "fast": 350, "instant": 0}
#: milliseconds a card takes to travel, per speed setting (instant: cards do not move)
MOTION_MS = {"slow": 650, "normal": 420, "fast": 240, "instant": 0}
ANIMATIONS = ("auto", "on", "off")  # auto follows prefers-reduced-motion
#: the volume's steps, in percent (the settings page offers a slider over them)
VOLUME_STEP = 10
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
    sound: bool = False  # off by default (specs/site.md)
    volume: int = 60  # percent, in steps of VOLUME_STEP

    def cpu_delay(self) -> int:
        """Return the pause in milliseconds before a CPU move is shown."""
        return CPU_DELAYS[self.cpu_speed]

    def animate(self, reduced_motion: bool) -> bool:
        """Return True if cards should move, given the browser's reduced-motion preference."""
        return self.animations == "on" or (self.animations == "auto" and not reduced_motion)

    def motion_ms(self, reduced_motion: bool) -> int:
        """Return how long a card takes to travel in milliseconds: 0 (nothing moves) when
        animations are off, or follow a reduced-motion preference, or the CPU speed is instant."""
        return MOTION_MS[self.cpu_speed] if self.animate(reduced_motion) else 0

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
        if name == "sound" and value in ("true", "false"):
            return dataclasses.replace(self, sound=value == "true")
        if name == "volume" and value.isdigit() and int(value) <= 100 and int(value) % VOLUME_STEP == 0:
            return dataclasses.replace(self, volume=int(value))
        raise ValueError(f"bad setting {name}={value!r}")


def browser_language(languages: Sequence[str]) -> str:
    """Return "ja" when the browser's first preferred language is Japanese, else "en"."""
    first = (languages[0] if languages else "").lower()
    return "ja" if first == "ja" or first.startswith("ja-") else "en"


def save_settings(store: Store, settings: Settings) -> None:
    """Write the settings as JSON."""
    store.set(KEY, json.dumps(dataclasses.asdict(settings)))
