"""The player's settings, remembered between visits; a bad stored value falls back to its default."""
from __future__ import annotations

from typing import Any, Literal, get_args

from .language import LANGUAGES, system_language
from .storage import Storage, load_json, save_json

KEY = "settings"
# every setting's key, in one place: the choices below, the settings screen's rows and the words' keys
# (set_<key>, settings.about.<key>) follow it
SettingKey = Literal["language", "sound", "animation", "symbols", "assist13", "ai_speed", "four_colour", "volume"]
CHOICES: dict[SettingKey, tuple] = {
    "language": LANGUAGES,
    "sound": (True, False),
    "animation": ("normal", "fast", "slow", "off"),
    "symbols": (True, False),
    "assist13": (False, True),
    "ai_speed": ("normal", "fast", "instant", "slow"),
    "four_colour": (False, True),
}
ANIMATION_SCALE = {"normal": 1.0, "fast": 0.5, "slow": 1.6, "off": 0.0}
# Settings set anywhere between 0 and 1 (a slider), kept to hundredths, with their defaults.
LEVELS: dict[SettingKey, float] = {"volume": 0.75}
assert set(get_args(SettingKey)) == set(CHOICES) | set(LEVELS), "every setting has its choices or its level"
AI_MIN_THINK_S = {"normal": 0.6, "fast": 0.25, "instant": 0.0, "slow": 1.2}


class Settings:
    """Settings as a small validated mapping, saved whenever one changes."""

    def __init__(self, storage: Storage, values: dict | None = None) -> None:
        self.storage = storage
        self.values: dict[str, Any] = {key: choices[0] for key, choices in CHOICES.items()} | dict(LEVELS)
        self.values["language"] = system_language()
        self.problem = None
        for key, value in (values or {}).items():
            if allowed(key, value):
                self.values[key] = value

    @classmethod
    def load(cls, storage: Storage):
        """The stored settings (defaults for anything missing, unknown or corrupt)."""
        stored, problem = load_json(storage, KEY, {})
        settings = cls(storage, stored if isinstance(stored, dict) else {})
        settings.problem = problem
        return settings

    def __getitem__(self, key: SettingKey) -> Any:
        return self.values[key]

    def set(self, key: SettingKey, value: object) -> None:
        """Change one setting and remember it; a value outside its choices raises ValueError."""
        if not allowed(key, value):
            raise ValueError(f"{key!r} cannot be {value!r}.")
        self.values[key] = round(value, 2) if isinstance(value, float) and key in LEVELS else value
        save_json(self.storage, KEY, self.values)

    def animation_scale(self) -> float:
        """How long motions last relative to normal (0: no motion)."""
        return ANIMATION_SCALE[self.values["animation"]]

    def min_think_s(self) -> float:
        """The least time an AI move takes, so it can be followed."""
        return AI_MIN_THINK_S[self.values["ai_speed"]]


def allowed(key: str, value: object) -> bool:
    """Whether value is one of key's choices, or a number from 0 to 1 for a level."""
    if key in LEVELS:
        return isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= 1
    return key in CHOICES and value in CHOICES[key]
