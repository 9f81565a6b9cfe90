"""Settings shared by every game, declared once: each field of :class:`Settings` names its
choices (and its default) in :func:`setting`, and everything else is derived from that
declaration: :meth:`Settings.with_value`, the stored settings' reader (``web.stored``), the
settings page (``web.pages``) and the attributes the page's look reads (:func:`look`).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Sequence
from typing import Any

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


def setting(default: Any, choices: Iterable[Any], *, within: str | None = None, look: bool = False) -> Any:
    """Return a dataclass field of :class:`Settings` with its default and choices.

    ``within`` names the setting whose fieldset it is shown in, disabled while that one is off
    (the volume, within sound); ``look`` marks a setting the page's look follows, set on
    ``<html>`` as ``data-<name>`` (see :func:`look`).
    Raises ValueError when the default is not one of the choices.
    """
    options = tuple(choices)
    if default not in options:
        raise ValueError(f"the default {default!r} is not one of {options!r}")
    return dataclasses.field(default=default, metadata={"choices": options, "within": within, "look": look})


@dataclasses.dataclass(frozen=True)
class Settings:
    """The player's choices; ``lang`` defaults from the browser, the rest from here."""

    lang: str = setting("en", LANGS)
    cpu_speed: str = setting("normal", CPU_DELAYS)
    animations: str = setting("auto", ANIMATIONS)
    #: large: every card and its index at least 1.3 times the normal size (assets/css/site.css)
    card_size: str = setting("normal", ("normal", "large"), look=True)
    #: two colours; four (♦ blue, ♣ green); safe: four that stay apart for colour-blind eyes
    suit_colours: str = setting("two", ("two", "four", "safe"), look=True)
    #: device follows prefers-color-scheme and prefers-contrast (assets/css/themes.css)
    theme: str = setting("device", ("device", "light", "dark", "contrast"), look=True)
    #: left: on a phone, the controls the thumb uses sit on the left
    hand: str = setting("right", ("right", "left"), look=True)
    sound: bool = setting(False, (False, True))  # off by default (specs/site.md)
    volume: int = setting(60, range(0, 101, VOLUME_STEP), within="sound")  # percent

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

    def with_value(self, name: str, text: str) -> Settings:
        """Return settings with one field set from its text form (``"true"``, ``"30"``, ``"dark"``).

        Raises ValueError for an unknown setting or a value that is not one of its choices.

        >>> Settings().with_value("theme", "dark").theme
        'dark'
        """
        field = SETTING_FIELDS.get(name)
        if field is None:
            raise ValueError(f"no setting {name!r}")
        for choice in choices(field):
            if text == as_text(choice):
                return dataclasses.replace(self, **{name: choice})
        raise ValueError(f"bad setting {name}={text!r}")


#: every setting's field, by name, in the order the settings page shows them
SETTING_FIELDS: dict[str, dataclasses.Field[Any]] = {f.name: f for f in dataclasses.fields(Settings)}


def choices(field: dataclasses.Field[Any]) -> tuple[Any, ...]:
    """Return the values a setting may take."""
    return tuple(field.metadata["choices"])


def as_text(value: Any) -> str:
    """Return a setting's value as the settings page and ``<html>`` write it ("true", "30")."""
    return json.dumps(value) if isinstance(value, bool) else str(value)


def look(settings: Settings) -> dict[str, str]:
    """Return the settings the page's look follows, by name, as text: what assets/js/boot.js
    reads from the stored settings to set ``data-<name>`` on ``<html>`` before the first paint,
    and what the app hands it when a setting changes.

    >>> look(Settings())["suit_colours"]
    'two'
    """
    return {name: as_text(getattr(settings, name)) for name, field in SETTING_FIELDS.items() if field.metadata["look"]}


def browser_language(languages: Sequence[str]) -> str:
    """Return "ja" when the browser's first preferred language is Japanese, else "en"."""
    first = (languages[0] if languages else "").lower()
    return "ja" if first == "ja" or first.startswith("ja-") else "en"


def save_settings(store: Store, settings: Settings) -> None:
    """Write the settings as JSON."""
    store.set(KEY, json.dumps(dataclasses.asdict(settings)))
