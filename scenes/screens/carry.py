"""Carrying a game between visits or devices by its record: a game in progress exported from the saved games,
and an imported record opened as what it is, a finished game as its replay, an unfinished one at its table to
play on. Where the browser does not keep the parlour's storage, this is the way a game outlives the page."""
from __future__ import annotations

from parlour.saves import carried_text, read_autosave, write_autosave

from ..kit.scene import Scene
from .record_exchange import RecordExchange


def open_imported(app, match) -> None:
    """A finished game opens as its replay; an unfinished one at its table, saved at once so that it is kept as any
    game in progress, after asking when it would replace the saved game of the same game."""
    if match.state.outcome() is not None:
        app.go("replay", match=match)
        return
    saved, _ = read_autosave(app.storage, match.spec.id)
    if saved is None:
        play_on(app, match)
    else:
        app.go("ask_replace", saved=saved, replace=lambda: play_on(app, match))


def play_on(app, match) -> None:
    """Save the imported game as this game's saved game and open its table, its log rebuilt from the moves."""
    write_autosave(app.storage, match)
    app.go("table", match=match).feed.rebuild()


def export_name(match) -> str:
    """The file name offered for a game in progress: its game, deal and how many moves were made."""
    return f"parlour-{match.spec.id}-{match.seed}-{len(match.moves)}-moves"


class Carrying(Scene):
    """A screen with Export of a game in progress and Import of any record: what to tell the player is put up in the
    app's notice; the imported game opens through open_imported."""

    def __init__(self, app):
        super().__init__(app)
        self.exchange = RecordExchange(app)

    def export_game(self, match) -> None:
        """Offer match, unfinished, as text to keep (copy or download)."""
        self.tell(self.exchange.export(carried_text(match), export_name(match)))

    def import_record(self) -> None:
        """Ask for a record; it arrives through update()."""
        self.tell(self.exchange.begin_import())

    def tell(self, message) -> None:
        """Put message up where every screen shows news (nothing when it is empty)."""
        if message:
            self.app.notice.show(message)

    def update(self, dt) -> None:
        """Open an imported record once it arrives, saying so; a bad one is explained and nothing changes."""
        super().update(dt)
        outcome = self.exchange.poll_match()
        if outcome is None:
            return
        match, problem = outcome
        if match is None:
            self.tell(problem)
        else:
            self.tell(self.app.t("imported"))  # in place of "paste the record…", which would stay over the game
            open_imported(self.app, match)

    def busy(self) -> bool:
        """An import may arrive from the page at any frame (and what makes any scene busy)."""
        return self.exchange.waiting or super().busy()
