"""The application in the browser: binds events once, routes, renders pages, keeps settings.

This module and nothing else in the site touches the DOM; pages hand it HTML strings and
react to actions.  Python starts once per visit: moving between routes only swaps the page.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import (  # type: ignore[import-not-found]
    create_once_callable,
    create_proxy,
    jsnull,
    to_js,
)

from tefuda.i18n import t as translate
from web.html import PRERENDER_MARKS, PRERENDERED, esc, fingerprint
from web.page import Page
from web.pages import page_for, site_nav
from web.router import GAME_IDS, Route, parse_route
from web.settings import Settings, browser_language, look, save_settings
from web.storage import Store
from web.stored import read_settings, take_notice

document = js.document
window = js.window


def present(value: Any) -> bool:
    """Return True unless ``value`` is None or JavaScript's null (Pyodide's ``jsnull``)."""
    return value is not None and value is not jsnull


def text_or_none(value: Any) -> str | None:
    """Return a DOM string value, or None for null/undefined."""
    return str(value) if present(value) else None


def _local_storage() -> Any:
    """Return window.localStorage, or None where reading it throws (sandboxed frames)."""
    try:
        storage = window.localStorage
        storage.getItem("tefuda:probe")
        return storage
    except Exception:  # noqa: BLE001 - a SecurityError in an opaque origin
        return None


class App:
    """The one running application of a page (the site, or an embed)."""

    def __init__(self) -> None:
        root = document.documentElement
        self.embed = root.getAttribute("data-mode") == "embed"
        self.store = Store(_local_storage(), "tefuda-embed" if self.embed else "tefuda")
        languages = [str(x) for x in (window.navigator.languages or [window.navigator.language or "en"])]
        self.settings = read_settings(self.store, browser_language(languages))
        self.app_el = document.getElementById("app")
        self.page: Page | None = None
        self.route: Route | None = None
        self._timers: list[Any] = []
        self._generation = 0  # counts route changes; a timer from an earlier route never runs
        self._storage_notice_shown = False
        self._proxies = [
            (document.body, "click", create_proxy(self._on_click)),
            (document.body, "change", create_proxy(self._on_change)),
            (document, "keydown", create_proxy(self._on_key)),
            (window, "hashchange", create_proxy(self._on_hashchange)),
        ]
        for target, kind, proxy in self._proxies:
            target.addEventListener(kind, proxy)
        self._apply_settings()

    # --- Context ---

    def t(self, key: str, **params: Any) -> str:
        return translate(self.settings.lang, key, **params)

    def query(self, name: str) -> str | None:
        return text_or_none(js.URLSearchParams.new(window.location.search).get(name))

    def navigate(self, location_hash: str) -> None:
        window.location.hash = location_hash

    def random_seed(self) -> int:
        values = js.Uint32Array.new(1)
        window.crypto.getRandomValues(values)
        return int(values[0])

    def later(self, milliseconds: int, callback: Callable[[], None]) -> None:
        generation = self._generation

        def run() -> None:
            if self._generation == generation:  # the route may have changed meanwhile
                callback()

        self._timers.append(window.setTimeout(create_once_callable(run), milliseconds))

    def notice(self, text: str) -> None:
        box = document.getElementById("notices")
        item = document.createElement("p")
        item.className = "notice"
        item.innerHTML = (
            f'<span>{esc(text)}</span> <button type="button" class="btn btn-small" '
            f'data-act="dismiss-notice">{esc(self.t("notice.dismiss"))}</button>'
        )
        box.appendChild(item)

    def announce(self, text: str) -> None:
        region = document.getElementById("announcer")
        region.textContent = ""
        region.textContent = text

    def update_settings(self, settings: Settings) -> None:
        self.settings = settings
        save_settings(self.store, settings)
        self._apply_settings()
        self.rerender()

    def sound(self, names: Sequence[str]) -> None:
        audio: Any = getattr(window, "tefudaSound", None)  # assets/js/sound.js
        if self.settings.sound and present(audio):
            audio.play(to_js(list(names)))

    def today(self) -> str:
        now = js.Date.new()
        return f"{int(now.getFullYear()):04d}-{int(now.getMonth()) + 1:02d}-{int(now.getDate()):02d}"

    def page_url(self, query: Mapping[str, str]) -> str:
        location = window.location
        params = dict(query)
        if self.embed:  # the embed's own setting first: which game it shows
            params = {"game": self.query("game") or "", **params}
        text = str(js.URLSearchParams.new(to_js(params, dict_converter=js.Object.fromEntries)).toString())
        route = "" if self.embed else str(location.hash)
        return f"{location.origin}{location.pathname}?{text}{route}"

    def copy_text(self, text: str, done: Callable[[bool], None]) -> None:
        generation = self._generation
        clipboard: Any = getattr(window.navigator, "clipboard", None)
        if not present(clipboard):
            done(False)
            return

        def settle(ok: bool, other: Any) -> None:
            other.destroy()  # the promise calls one of the two; the one called frees itself
            if self._generation == generation:  # still on the page that asked
                done(ok)

        copied: Any = create_once_callable(lambda _: settle(True, refused))
        refused: Any = create_once_callable(lambda _: settle(False, copied))
        try:
            clipboard.writeText(text).then(copied, refused)
        except Exception:  # noqa: BLE001 - a SecurityError where the frame may not copy
            copied.destroy()
            refused.destroy()
            done(False)

    def _forget_seed(self) -> None:
        """Take ``seed`` and ``cpu`` (and ``cpu_<group>``) out of the site's address once a table has used them: a
        reload then restores the game in progress, and another game's table does not take
        the seed for its own."""
        params = js.URLSearchParams.new(window.location.search)
        used = [str(k) for k in params.keys() if str(k) in ("seed", "cpu") or str(k).startswith("cpu_")]
        if not used:
            return
        for name in used:  # cpu_<group>: the levels set apart
            params.delete(name)
        rest = str(params.toString())
        location = window.location
        window.history.replaceState(jsnull, "", f"{location.pathname}{'?' + rest if rest else ''}{location.hash}")

    # --- rendering ---

    def _apply_settings(self) -> None:
        root = document.documentElement
        root.setAttribute("lang", self.settings.lang)
        paint: Any = getattr(window, "tefudaLook", None)  # assets/js/boot.js
        if present(paint):
            paint(to_js(look(self.settings), dict_converter=js.Object.fromEntries))
        root.setAttribute("data-animate", "true" if self.settings.animate(self._reduced_motion()) else "false")
        audio: Any = getattr(window, "tefudaSound", None)
        if present(audio):
            options = {"enabled": self.settings.sound, "volume": self.settings.volume}
            audio.configure(to_js(options, dict_converter=js.Object.fromEntries))
        self._render_nav()

    def _render_nav(self) -> None:
        nav = document.getElementById("topnav")
        if present(nav):
            self._put(nav, site_nav(self.t, self.settings.lang))

    def _put(self, container: Any, html: str) -> None:
        """Show ``html`` in ``container``.  While the page the build prerendered is there
        (web.prerender), Python takes it over instead of replacing it: the screen is not painted
        again and nothing moves.  A prerendered element that is this very HTML is kept as it is;
        otherwise the one on the screen is brought up to date in place (assets/js/adopt.js), and
        so is it by the next renders until the person acts or leaves the page (the CPU's first
        moves).  What else was prerendered goes."""
        adopt: Any = getattr(window, "tefudaAdopt", None)
        if not present(container.querySelector(f":scope > [{PRERENDERED}]")):
            # the page taken over stays so until the person acts (a CPU's first moves)
            if not (present(adopt) and adopt(container, html)):
                container.innerHTML = html
            return
        key = fingerprint(html)

        def prerendered_as_this(node: Any) -> bool:
            return bool(node.nodeType == 1 and node.getAttribute(PRERENDERED) == key)

        nodes = list(container.childNodes)
        if any(map(prerendered_as_this, nodes)):
            for node in nodes:
                if not prerendered_as_this(node):
                    node.remove()
                else:
                    for name in PRERENDER_MARKS:
                        node.removeAttribute(name)
            return
        if not (present(adopt) and adopt(container, html)):
            container.innerHTML = html

    def _page_for(self, route: Route) -> Page:
        return page_for(self, route)

    def show_route(self) -> None:
        if self.embed:
            game = self.query("game") or ""
            route = Route("table", game) if game in GAME_IDS else Route("missing")
        else:
            route = parse_route(str(window.location.hash))
        if self.page is not None:
            self.page.leave()
        for timer in self._timers:
            window.clearTimeout(timer)
        self._timers.clear()
        self._generation += 1
        self.route = route
        self.page = self._page_for(route)
        if route.page == "table" and not self.embed:
            self._forget_seed()
        document.documentElement.setAttribute("data-route", route.game or route.page)
        self.rerender()
        # A new route starts at the top with the site header in view; focus moves to the page
        # (for screen readers and the keyboard) without scrolling the header away.
        window.scrollTo(0, 0)
        self.app_el.focus(to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries))

    def _reduced_motion(self) -> bool:
        return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)

    def rerender(self) -> None:
        if self.page is None:
            return
        active = document.activeElement
        focus_id = text_or_none(active.getAttribute("data-focus-id")) if present(active) else None
        # a log the player opened stays open (the page does not know: the browser toggles it)
        kept_open = [
            str(d.getAttribute("data-keep-open"))
            for d in self.app_el.querySelectorAll("details[data-keep-open][open]")
        ]
        motion: Any = getattr(window, "tefudaMotion", None)  # assets/js/motion.js
        if present(motion):
            motion.measure(self.app_el)
        self._put(self.app_el, self.page.render())
        for name in kept_open:
            for details in self.app_el.querySelectorAll(f'details[data-keep-open="{name}"]'):
                details.setAttribute("open", "")
        document.title = f"{self.t(self.page.title_key)} — 手札 Tefuda"
        target: Any = None
        if focus_id:
            target = self.app_el.querySelector(f'[data-focus-id="{focus_id}"]')
        selector = self.page.focus_selector()
        if not present(target) and selector:
            target = self.app_el.querySelector(selector)
        if present(target):
            target.focus()
        for card in self.page.highlight_cards():
            for element in self.app_el.querySelectorAll(f'[data-card="{card}"]'):
                element.classList.add("just-moved")
        hinted = self.page.hinted_action()
        if hinted:
            for element in self.app_el.querySelectorAll(f'[data-action="{hinted}"]'):
                element.classList.add("hinted")
        if present(motion):
            options = {"duration": self.settings.motion_ms(self._reduced_motion())}
            motion.play(self.app_el, to_js(options, dict_converter=js.Object.fromEntries))
        self._storage_notices()

    def patch(self, name: str, html: str) -> None:
        element = self.app_el.querySelector(f'[data-live="{name}"]')
        if not present(element):
            return
        kept_open = [str(d.getAttribute("data-keep-open"))
                     for d in element.querySelectorAll("details[data-keep-open][open]")]
        element.innerHTML = html
        for kept in kept_open:
            for details in element.querySelectorAll(f'details[data-keep-open="{kept}"]'):
                details.setAttribute("open", "")

    def _storage_notices(self) -> None:
        if self.store.problem and not self._storage_notice_shown:
            self._storage_notice_shown = True
            self.notice(self.t(f"notice.storage_{self.store.problem}"))
        set_aside = take_notice(self.store, self.t)
        if set_aside:
            self.notice(set_aside)

    # --- events ---

    def _on_click(self, event: Any) -> None:
        el = event.target.closest("[data-act]")
        if not present(el):
            return
        act = str(el.getAttribute("data-act"))
        if act == "dismiss-notice":
            el.closest(".notice").remove()
            return
        if act == "lang":
            self.update_settings(self.settings.with_value("lang", str(el.getAttribute("data-lang"))))
            return
        data = {str(k): str(v) for k, v in (tuple(e) for e in js.Object.entries(el.dataset))}
        if self.page is not None:
            self.page.handle(act, data)

    def _on_change(self, event: Any) -> None:
        el = event.target
        name = text_or_none(el.getAttribute("data-setting"))
        if not name or self.page is None:
            return
        value = ("true" if el.checked else "false") if el.type == "checkbox" else str(el.value)
        self.page.change(str(name), value)

    def _on_key(self, event: Any) -> None:
        if event.ctrlKey or event.metaKey or event.altKey or self.page is None:
            return
        tag = str(event.target.tagName or "").lower()
        if tag in ("input", "select", "textarea") and not _escape_from_a_choice(event, tag):
            return  # the field takes its own keys (a slider its arrows)
        if str(event.key) in ("Enter", " ") and (
            tag == "summary" or (self.page.controls_take_enter and tag in ("button", "a"))
        ):
            return  # the focused control is activated by the browser itself
        if self.page.key(str(event.key)):
            event.preventDefault()

    def _on_hashchange(self, event: Any) -> None:
        self.show_route()


def _escape_from_a_choice(event: Any, tag: str) -> bool:
    """Return True for Escape pressed on a slider or a checkbox: it types nothing there, so it
    is the page's (the review closes from its step slider as from its buttons)."""
    return tag == "input" and str(event.key) == "Escape" and str(event.target.type) in ("range", "checkbox")


def start() -> App:
    """Create the application, show the current route, and mark the page ready for play."""
    app = App()
    app.show_route()
    document.documentElement.setAttribute("data-ready", "true")
    return app
