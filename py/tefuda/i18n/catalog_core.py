"""Site-wide messages and the refusals every game shares."""

MESSAGES: dict[str, dict[str, str]] = {
    "core.not_your_turn": {
        "en": "It is not your turn.",
        "ja": "まだあなたの番ではありません。",
    },
    "core.game_over": {
        "en": "This game is over. Start a new one.",
        "ja": "このゲームは終わりました。新しいゲームを始めてください。",
    },
    "core.not_a_legal_action": {
        "en": "That move is not allowed now.",
        "ja": "今はその操作はできません。",
    },
    "core.save_corrupt": {
        "en": "Your saved game could not be read and was set aside; a new game has started.",
        "ja": "保存されたゲームを読み込めなかったため、別に取っておきました。"
        "新しいゲームを始めます。",
    },
    "core.save_unknown_format": {
        "en": "Your saved game is from another version of the site and was set aside; "
        "a new game has started.",
        "ja": "保存されたゲームは別のバージョンのものだったため、別に取っておきました。"
        "新しいゲームを始めます。",
    },
    "core.save_wrong_game": {
        "en": "The saved game belongs to a different game and was set aside; "
        "a new game has started.",
        "ja": "保存されたゲームは別の種目のものだったため、別に取っておきました。"
        "新しいゲームを始めます。",
    },
    "core.save_bad_options": {
        "en": "The settings in your saved game are not valid, so it was set aside; "
        "a new game has started.",
        "ja": "保存されたゲームの設定が正しくないため、別に取っておきました。"
        "新しいゲームを始めます。",
    },
    "core.save_replay_failed": {
        "en": "Your saved game could not be replayed move by move and was set aside; "
        "a new game has started.",
        "ja": "保存されたゲームの手順を再現できなかったため、別に取っておきました。"
        "新しいゲームを始めます。",
    },
}
