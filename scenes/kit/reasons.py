"""Why a save, record, lesson or option set was refused, in the player's language: the words come from the
catalogue by the error's code (reasons.<code>), never from the English message of the error."""
from __future__ import annotations

import functools

from parlour.words import catalogue

from .i18n import game_name, translate

GENERAL = "damaged"
GAME_PARAMS = ("game", "expected")


def reason_in_words(language, error) -> str:
    """The reason for error as a sentence in language; the general reason (the file is damaged) when the
    error carries no code the catalogue has words for."""
    code = getattr(error, "code", None)
    params = dict(getattr(error, "params", None) or {})
    if not isinstance(code, str) or not catalogue("en").has(f"reasons.{code}"):
        code, params = GENERAL, {}
    params.update({name: game_name(language, params[name]) for name in GAME_PARAMS if name in params})
    return translate(language, f"reasons.{code}", **params)


def reasons_in_words(language, errors) -> str:
    """Several reasons one after the other (reasons.also), the same reason said once."""
    said = list(dict.fromkeys(reason_in_words(language, error) for error in errors))
    return functools.reduce(lambda first, then: translate(language, "reasons.also", first=first, then=then), said)
