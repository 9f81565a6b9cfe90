import json
import re
from pathlib import Path

import pytest

from tests.web.fake_context import FakeContext
from web.pages import SettingsPage
from web.router import Route, parse_route
from web.settings import (
    SETTING_FIELDS,
    Settings,
    as_text,
    browser_language,
    choices,
    look,
    save_settings,
)
from web.stats import load_stats, record_result
from web.storage import MemoryBackend, Store
from web.stored import read_settings


@pytest.mark.parametrize(
    ("languages", "expected"),
    [(["ja-JP", "en"], "ja"), (["ja"], "ja"), (["en-US", "ja"], "en"), ([], "en"), (["jav"], "en")],
)
def test_language_defaults_from_the_browser(languages, expected):
    assert browser_language(languages) == expected


def test_settings_round_trip_and_defaults():
    store = Store(MemoryBackend(), "tefuda")
    settings = read_settings(store, "ja")
    assert settings == Settings(lang="ja") and not store.notices_owed
    changed = settings.with_value("cpu_speed", "instant").with_value("suit_colours", "safe")
    save_settings(store, changed)
    assert read_settings(store, "en") == changed and not store.notices_owed
    assert changed.cpu_delay() == 0 and Settings().cpu_delay() > 0


@pytest.mark.parametrize(
    "text",
    ["{", "[]", '{"lang": "fr"}', '{"cpu_speed": 3}', "null", '{"four_colour": "yes"}', '{"suit_colours": "four", "four_colour": true}',
     '{"theme": "purple"}', '{"card_size": true}', '{"hand": null}', '{"sound": 1}', '{"volume": 60.0}', '{"volume": 55}',
     '{"volume": "60"}', '{"volume": 110}', '{"sound": "on"}'],
)
def test_broken_settings_are_reset_and_reported(text):
    backend = MemoryBackend({"tefuda:settings": text})
    store = Store(backend, "tefuda")
    assert read_settings(store, "en") == Settings(lang="en")
    assert store.notices_owed == ["notice.settings_reset"]
    assert "tefuda:settings" not in backend.data and backend.data["tefuda:broken:settings"] == text


def test_animations_follow_reduced_motion_unless_forced():
    assert Settings(animations="auto").animate(reduced_motion=False)
    assert not Settings(animations="auto").animate(reduced_motion=True)
    assert Settings(animations="on").animate(reduced_motion=True)
    assert not Settings(animations="off").animate(reduced_motion=False)


def test_cards_travel_at_the_cpu_speed_and_not_at_all_when_motion_is_off():
    assert Settings(cpu_speed="slow").motion_ms(False) > Settings().motion_ms(False) > Settings(cpu_speed="fast").motion_ms(False) > 0
    assert Settings(cpu_speed="instant").motion_ms(False) == 0
    assert Settings().motion_ms(reduced_motion=True) == 0
    assert Settings(animations="off").motion_ms(False) == 0
    assert Settings(animations="on").motion_ms(reduced_motion=True) > 0


def test_sound_is_off_by_default_and_its_volume_kept_in_steps():
    store = Store(MemoryBackend(), "tefuda")
    assert Settings().sound is False
    changed = Settings().with_value("sound", "true").with_value("volume", "30")
    save_settings(store, changed)
    assert read_settings(store, "en") == changed and not store.notices_owed
    assert (changed.sound, changed.volume) == (True, 30)
    for bad in ("35", "-10", "110", "loud"):
        with pytest.raises(ValueError, match="volume"):
            changed.with_value("volume", bad)


def test_the_settings_page_offers_sound_and_volume_and_tries_them():
    ctx = FakeContext()
    page = SettingsPage.open(ctx)
    html = page.render()
    assert 'data-setting="sound"' in html and 'type="range"' in html and 'data-setting="volume"' in html
    assert 'data-act="sound-test" disabled' in html  # off: nothing to try
    page.change("sound", "true")
    page.change("volume", "80")
    assert (ctx.settings.sound, ctx.settings.volume) == (True, 80)
    html = page.render()
    assert 'value="80"' in html and 'data-act="sound-test" disabled' not in html
    page.handle("sound-test", {})
    assert ctx.sounds == [["deal", "play", "win"]]


def test_bad_setting_values_are_refused():
    with pytest.raises(ValueError, match="cpu_speed"):
        Settings().with_value("cpu_speed", "warp")


def test_statistics_count_and_keep_the_best():
    store = Store(MemoryBackend(), "tefuda")
    record_result(store, "kakehiki", "won", 12)
    record_result(store, "kakehiki", "lost", 30)
    stats = record_result(store, "kakehiki", "drawn", 5)
    assert stats == {"played": 3, "won": 1, "lost": 1, "drawn": 1, "best": 30}
    assert load_stats(store, "kakehiki") == stats
    assert load_stats(store, "gin-rummy")["played"] == 0
    with pytest.raises(ValueError):
        record_result(store, "kakehiki", "abandoned")


@pytest.mark.parametrize(
    "stats",
    [
        {"won": -3, "best": "x"},
        {"played": 2, "won": 1, "lost": 0, "drawn": 0},  # does not add up
        {"played": 1, "won": 1, "lost": 0, "drawn": 0, "best": 2**53},  # beyond JavaScript's integers
        {"played": 1.0, "won": 1, "lost": 0, "drawn": 0},
    ],
)
def test_broken_statistics_are_set_aside_and_read_as_zeros(stats):
    text = json.dumps(stats)
    backend = MemoryBackend({"tefuda:stats:kakehiki": text})
    store = Store(backend, "tefuda")
    assert load_stats(store, "kakehiki") == {"played": 0, "won": 0, "lost": 0, "drawn": 0, "best": None}
    assert backend.data["tefuda:broken:stats:kakehiki"] == text and store.notices_owed == ["notice.stats_reset"]
    record_result(store, "kakehiki", "won", 4)
    assert load_stats(store, "kakehiki") == {"played": 1, "won": 1, "lost": 0, "drawn": 0, "best": 4}
    assert store.notices_owed == ["notice.stats_reset"]  # owed once, not again on each read


@pytest.mark.parametrize(
    ("hash_", "route"),
    [
        ("", Route("home")),
        ("#/", Route("home")),
        ("#/settings", Route("settings")),
        ("#/stats", Route("stats")),
        ("#/fifty-one", Route("table", "fifty-one")),
        ("#/gin-rummy/rules", Route("rules", "gin-rummy")),
        ("#/five-hundred", Route("table", "five-hundred")),
        ("#/chess", Route("missing")),
        ("#/kakehiki/nope", Route("missing")),
    ],
)
def test_routes(hash_, route):
    assert parse_route(hash_) == route
    if route.page != "missing":
        assert parse_route(route.hash()) == route


# --- the settings of readability: declared once, read, offered and painted from the declaration ---

BOOT_JS = Path(__file__).resolve().parents[2] / "assets" / "js" / "boot.js"


@pytest.mark.parametrize(("four", "deck"), [(True, "four"), (False, "two")])
def test_an_earlier_versions_four_colour_choice_is_kept(four, deck):
    old = json.dumps({"lang": "ja", "cpu_speed": "fast", "animations": "auto", "four_colour": four,
                      "sound": True, "volume": 40})
    backend = MemoryBackend({"tefuda:settings": old})
    store = Store(backend, "tefuda")
    settings = read_settings(store, "en")
    assert (settings.suit_colours, settings.lang, settings.volume) == (deck, "ja", 40)
    assert store.notices_owed == [] and backend.data["tefuda:settings"] == old  # nothing set aside
    save_settings(store, settings)  # the next save writes today's field only
    assert "four_colour" not in json.loads(backend.data["tefuda:settings"])


@pytest.mark.parametrize("name", list(SETTING_FIELDS))
def test_every_choice_of_every_setting_is_kept_and_anything_else_refused(name):
    field = SETTING_FIELDS[name]
    for choice in choices(field):
        store = Store(MemoryBackend(), "tefuda")
        chosen = Settings().with_value(name, as_text(choice))
        assert getattr(chosen, name) == choice
        save_settings(store, chosen)
        assert read_settings(store, "en") == chosen and not store.notices_owed
    for bad in ("", "nonsense", "TRUE", "65", "1.0"):
        with pytest.raises(ValueError):
            Settings().with_value(name, bad)
    with pytest.raises(ValueError, match="no setting"):
        Settings().with_value("colour", "red")


def test_the_settings_page_offers_every_declared_choice_and_changes_it():
    ctx = FakeContext()
    page = SettingsPage.open(ctx)
    html = page.render()
    for name, field in SETTING_FIELDS.items():
        options = choices(field)
        if isinstance(field.default, bool):
            assert f'type="checkbox" data-setting="{name}"' in html
        elif isinstance(field.default, int):
            assert f'type="range" min="{options[0]}" max="{options[-1]}"' in html
        else:
            for choice in options:
                assert f'name="{name}" value="{choice}" data-setting="{name}"' in html, (name, choice)
                assert ctx.t(f"settings.{name}.{choice}") in html
        assert f'data-settings="{field.metadata["within"] or name}"' in html
    page.change("theme", "dark")
    page.change("card_size", "large")
    page.change("theme", "purple")  # not a choice: nothing changes
    assert (ctx.settings.theme, ctx.settings.card_size) == ("dark", "large")
    # each deck's sample shows the four suits in that deck's colours
    assert html.count('class="suit-sample"') == len(choices(SETTING_FIELDS["suit_colours"]))


def test_the_look_is_what_boot_js_paints_before_python():
    assert look(Settings()) == {"card_size": "normal", "suit_colours": "two", "theme": "device", "hand": "right"}
    painted = re.search(r"var LOOK = \[([^\]]*)\]", BOOT_JS.read_text())
    assert painted is not None
    assert [n.strip().strip('"') for n in painted.group(1).split(",")] == list(look(Settings()))
