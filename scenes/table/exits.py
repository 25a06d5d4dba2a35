"""The ways out of a table: to the title (saved or not), to the rules, and at the game's end its result, a new deal
or the replay, each through the router. A component the table owns, built with the app, the table's session, its
result and its waiting panels."""
from __future__ import annotations

from collections.abc import Callable

from parlour.table_session import TableSession

from ..router import REPLACE, RESET
from .results import NewDeal


class TableExits:
    """Leaving the table of session, and what the game's end offers: show_result() queues the game's result
    panel on pending (the table's panels waiting for the motion to end)."""

    def __init__(self, app, session: TableSession, show_result: Callable[[], None], pending: list):
        self.app = app
        self.session = session
        self.show_result = show_result
        self.pending = pending

    def leave(self) -> None:
        """Back to the title (the game stays saved and can be resumed there, or the online seat kept)."""
        self.session.leave()
        self.app.go("title", RESET)

    def set_aside(self) -> None:
        """Save the game as it stands, even before its first move, and go back to the title."""
        controls = self.session.controls
        if controls is not None:
            controls.set_aside()
        self.leave()

    def show_rules(self) -> None:
        """The rules of this game."""
        self.app.go("rules", game_id=self.session.match.spec.id)

    def game_over(self) -> None:
        """The game ended: the session forgets the autosave, keeps the record and counts it; the result shows."""
        if self.session.finish():
            self.app.sounds.play("win")
        self.show_result()
        match = self.session.match
        if set(match.humans) & set(match.state.outcome().winners):
            self.pending[-1].celebrate(self.app.settings.animation_scale())

    def result_actions(self) -> list:
        """The end-of-game buttons: play again (a game dealt here, or asked of an online room), replay, title."""
        t = self.app.t
        return [(t("play_again"), NewDeal(self.play_again)), (t("replay"), self.replay), (t("to_title"), self.leave)]

    def play_again(self) -> None:
        """The same seats and options, a new deal: dealt here at once, or by an online room once everyone there has
        asked for it (the end panel stays open, saying whom the room waits for, until the room deals)."""
        match = self.session.again()
        if match is not None:
            self.app.pop()
            self.app.go("table", REPLACE, match=match)

    def replay(self) -> None:
        """Step through this game from its first move."""
        self.app.pop()
        self.app.go("replay", match=self.session.finished_match())
