"""When a game was saved, in the player's words: today at 14:05, yesterday at 9:30, on 3 March."""
from __future__ import annotations

import time
from datetime import date

from .words import Say


def saved_words(say: Say, game: str, saved_at: float | None, now: float) -> str:
    """"13 — saved today at 14:05" from say(key, **params), the game's name and two times in epoch seconds."""
    if saved_at is None:
        return say("menus.saved_earlier", game=game)
    then = time.localtime(saved_at)
    days = (date(*time.localtime(now)[:3]) - date(*then[:3])).days
    clock = say("menus.clock", hour=then.tm_hour, minute=then.tm_min)
    if days == 0:
        return say("menus.saved_today", game=game, time=clock)
    if days == 1:
        return say("menus.saved_yesterday", game=game, time=clock)
    return say("menus.saved_on", game=game, day=then.tm_mday, month=say(f"menus.month.{then.tm_mon}"))
