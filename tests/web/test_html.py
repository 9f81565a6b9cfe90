"""Card faces: what they carry for the tests, the motion layer and assistive technology."""

import pytest

from web.html import card_face


@pytest.mark.parametrize(
    ("card", "lang", "name"),
    [
        ("QS", "en", "Q♠, queen of spades"),
        ("TD", "en", "10♦, 10 of diamonds"),
        ("JK", "en", "JK, joker"),
        ("QS", "ja", "Q♠、スペードのQ"),
    ],
)
def test_a_card_buttons_name_starts_with_the_text_it_shows(card: str, lang: str, name: str) -> None:
    assert f'aria-label="{name}"' in card_face(card, lang, button=True)


def test_a_card_image_is_named_by_its_spoken_name_and_a_given_label_follows_the_shown_text() -> None:
    assert 'aria-label="queen of spades" role="img"' in card_face("QS", "en")
    assert 'aria-label="face-down card"' in card_face("back", "en", button=True)
    assert 'aria-label="7♣, new card: 7 of clubs"' in card_face("7C", "en", button=True, label="new card: 7 of clubs")
