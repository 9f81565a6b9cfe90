"""The site's own pages: home, settings, statistics, and the page for an unknown address."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from tefuda.cards import SUIT_SYMBOLS
from web.context import Context
from web.daily import load_daily
from web.html import attrs, esc
from web.page import Page
from web.router import GAME_IDS
from web.rules import RULES
from web.settings import SETTING_FIELDS, Settings, as_text, choices
from web.stats import FIELDS, load_stats
from web.tables import TABLES


def playable(game_id: str) -> bool:
    """Return True if the game has a table on this site."""
    return game_id in TABLES


def has_rules(game_id: str) -> bool:
    """Return True if the game has a rules page on this site."""
    return game_id in RULES


#: how many of the latest daily results the statistics page lists
DAILY_SHOWN = 14


class HomePage(Page):
    """The games, each with a one-line description, "play" and "rules"."""

    def render(self) -> str:
        t = self.ctx.t
        items = []
        for game_id in GAME_IDS:
            links = []
            if playable(game_id):
                links.append(f'<a class="btn" href="#/{game_id}">{esc(t("site.play"))}</a>')
            if has_rules(game_id):
                links.append(
                    f'<a class="btn btn-ghost" href="#/{game_id}/rules">{esc(t("site.rules"))}</a>'
                )
            if not links:
                links.append(f'<span class="badge">{esc(t("site.coming_soon"))}</span>')
            items.append(
                f'<li class="game-card"{attrs(data_game=game_id)}>'
                f"<h2>{esc(t(f'game.{game_id}.name'))}</h2>"
                f"<p>{esc(t(f'game.{game_id}.blurb'))}</p>"
                f'<p class="game-links">{" ".join(links)}</p></li>'
            )
        return (
            f'<section class="home"><h1>{esc(t("site.title"))}</h1>'
            f'<ul class="game-list">{"".join(items)}</ul></section>'
        )


def _radios(name: str, value: object, options: tuple[object, ...], t: Callable[..., str]) -> str:
    """Radio buttons for a setting of named choices, each labelled ``settings.<name>.<choice>``."""
    return "".join(
        f'<label class="choice"><input type="radio"'
        f'{attrs(name=name, value=as_text(o), data_setting=name, checked=o == value)}>'
        f" {esc(t(f'settings.{name}.{as_text(o)}'))}{_sample(name, o)}</label>"
        for o in options
    )


def _sample(name: str, choice: object) -> str:
    """What a choice looks like, beside its label: the four suits in each deck's colours."""
    if name != "suit_colours":
        return ""
    suits = "".join(f'<span class="suit-{s}">{SUIT_SYMBOLS[s]}</span>' for s in "SHDC")
    return f' <span class="suit-sample"{attrs(data_suit_colours=choice)} aria-hidden="true">{suits}</span>'


def _control(name: str, settings: Settings, t: Callable[..., str]) -> str:
    """The control of one setting, derived from its declaration: radios for named choices, a
    checkbox for on and off, a slider for a number; disabled while the setting it is within is off."""
    field = SETTING_FIELDS[name]
    value, options = getattr(settings, name), choices(field)
    within = field.metadata["within"]
    off = within is not None and not getattr(settings, within)
    if isinstance(value, bool):
        return (
            f'<label class="choice"><input type="checkbox"{attrs(data_setting=name, checked=value)}> '
            f'{esc(t(f"settings.{name}.on"))}</label>'
        )
    if isinstance(value, int):
        low, high, step = options[0], options[-1], options[1] - options[0]
        return (
            f'<label class="choice">{esc(t(f"settings.{name}"))} <input type="range"'
            f'{attrs(min=low, max=high, step=step, value=value, data_setting=name, disabled=off)}></label>'
        )
    return _radios(name, value, options, t)


def _fieldsets(settings: Settings, t: Callable[..., str], extras: Mapping[str, str]) -> str:
    """A fieldset per setting in the declared order, holding the settings within it and then
    ``extras[name]``."""
    inside: dict[str, list[str]] = {}
    for name, field in SETTING_FIELDS.items():
        inside.setdefault(field.metadata["within"] or name, []).append(name)
    return "".join(
        f'<fieldset class="setting"{attrs(data_settings=name)}><legend>{esc(t(f"settings.{name}"))}</legend>'
        + "".join(_control(n, settings, t) for n in names)
        + extras.get(name, "")
        + "</fieldset>"
        for name, names in inside.items()
    )


class SettingsPage(Page):
    """Every setting shared by the games (web.settings declares them): language, CPU speed,
    animations, card size, suit colours, theme, hand, sound."""

    title_key = "site.settings"

    def render(self) -> str:
        t, s = self.ctx.t, self.ctx.settings
        try_sound = (
            f'<button type="button" class="btn btn-ghost btn-small" data-act="sound-test"'
            f'{attrs(disabled=not s.sound)}>{esc(t("settings.sound.try"))}</button>'
        )
        return (
            f'<section class="panel settings"><h1>{esc(t("site.settings"))}</h1>'
            + _fieldsets(s, t, {"sound": try_sound})
            + f'<p><a class="btn btn-ghost" href="#/">{esc(t("site.back_home"))}</a></p></section>'
        )

    def handle(self, act: str, data: Mapping[str, str]) -> None:
        if act == "sound-test":
            self.ctx.sound(["deal", "play", "win"])

    def change(self, name: str, value: str) -> None:
        try:
            settings = self.ctx.settings.with_value(name, value)
        except ValueError:
            return
        self.ctx.update_settings(settings)
        self.ctx.announce(self.ctx.t("settings.saved"))


class StatsPage(Page):
    """Games played, won, lost, drawn and the best result, per game."""

    title_key = "site.stats"

    def render(self) -> str:
        t = self.ctx.t
        head = "".join(f"<th scope=\"col\">{esc(t(f'stats.{f}'))}</th>" for f in (*FIELDS, "best"))
        rows = []
        for game_id in GAME_IDS:
            if not playable(game_id):
                continue
            stats = load_stats(self.ctx.store, game_id)
            cells = "".join(f"<td>{stats[f]}</td>" for f in FIELDS)
            best = t("stats.none") if stats["best"] is None else stats["best"]
            rows.append(
                f'<tr{attrs(data_game=game_id)}><th scope="row">{esc(t(f"game.{game_id}.name"))}</th>'
                f"{cells}<td>{esc(best)}</td></tr>"
            )
        return (
            f'<section class="panel stats"><h1>{esc(t("site.stats"))}</h1>'
            f'<div class="table-scroll"><table class="stats-table"><thead><tr><th></th>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>{self._daily()}'
            f'<p><a class="btn btn-ghost" href="#/">{esc(t("site.back_home"))}</a></p></section>'
        )

    def _daily(self) -> str:
        """The best result on each date's deal, newest first (web.daily)."""
        t = self.ctx.t
        entries = sorted(
            ((date, game_id, entry) for game_id in GAME_IDS if playable(game_id)
             for date, entry in load_daily(self.ctx.store, game_id).items()),
            key=lambda item: (item[0], GAME_IDS.index(item[1])),
            reverse=True,
        )[:DAILY_SHOWN]
        title = f'<h2>{esc(t("stats.daily"))}</h2>'
        if not entries:
            return f'{title}<p data-daily-none>{esc(t("stats.daily.none"))}</p>'
        head = "".join(f'<th scope="col">{esc(t(f"stats.daily.{k}"))}</th>' for k in ("date", "game", "result"))
        rows = "".join(
            f'<tr{attrs(data_daily=f"{game_id}:{date}", data_outcome=entry["outcome"])}>'
            f'<th scope="row">{esc(date)}</th><td>{esc(t(f"game.{game_id}.name"))}</td>'
            f'<td>{esc(entry["line"])}</td></tr>'
            for date, game_id, entry in entries
        )
        return (
            f'{title}<table class="stats-table stats-daily"><thead><tr>{head}</tr></thead>'
            f"<tbody>{rows}</tbody></table>"
        )


class MissingPage(Page):
    """An address the site does not know."""

    def render(self) -> str:
        t = self.ctx.t
        return (
            f'<section class="panel missing"><h1>{esc(t("site.missing"))}</h1>'
            f'<p><a class="btn" href="#/">{esc(t("site.back_home"))}</a></p></section>'
        )


class NotReadyPage(Page):
    """A game whose table is not built yet: says so, and links to its rules if they exist."""

    def __init__(self, ctx: Context, game_id: str) -> None:
        super().__init__(ctx)
        self.game_id = game_id

    def render(self) -> str:
        t = self.ctx.t
        rules = has_rules(self.game_id)
        link = (
            f'<a class="btn" href="#/{self.game_id}/rules">{esc(t("site.rules"))}</a>' if rules else ""
        )
        text = t("site.in_preparation" if rules else "site.in_preparation_no_rules")
        return (
            f'<section class="panel"{attrs(data_game=self.game_id)}>'
            f"<h1>{esc(t(f'game.{self.game_id}.name'))}</h1><p>{esc(text)}</p>"
            f'<p>{link} <a class="btn btn-ghost" href="#/">{esc(t("site.back_home"))}</a></p></section>'
        )
