"""The ways out of a table: to the title (saved or not), to the rules, and at the game's end the result, a new
deal or the replay, each through the router (a mixin of TableScene)."""
from __future__ import annotations

from ..router import REPLACE, RESET
from .results import NewDeal


class TableExits:
    """Leaving the table, and what the game's end offers; the subclass shows its result (show_result)."""

    def leave(self) -> None:
        """Back to the title (the game stays saved and can be resumed there, or the online seat kept)."""
        self.session.leave()
        self.app.go("title", RESET)

    def set_aside(self) -> None:
        """Save the game as it stands, even before its first move, and go back to the title."""
        self.session.controls.set_aside()
        self.leave()

    def back(self) -> None:
        """Escape steps back one level: what the player chose is put back, then the log lets go of the keys,
        then the table gives way to the title."""
        if self.controller.choosing():
            self.controller.clear()
        elif self.log.focused:
            self.log.focused = False
        else:
            self.leave()

    def show_rules(self) -> None:
        """The rules of this game."""
        self.app.go("rules", game_id=self.match.spec.id)

    def game_over(self) -> None:
        """The game ended: the session forgets the autosave, keeps the record and counts it; the result shows."""
        if self.session.finish():
            self.app.sounds.play("win")
        self.show_result()
        if set(self.match.humans) & set(self.state.outcome().winners):
            self.pending[-1].celebrate(self.app.settings.animation_scale())

    def show_result(self) -> None:
        """The end-of-game screen (the subclass says how); the Results button of a finished table shows it again."""

    def result_actions(self) -> list:
        """The end-of-game buttons: play again (a game dealt here, or asked of an online room), replay, title."""
        return [(self.t("play_again"), NewDeal(self.play_again)), (self.t("replay"), self.replay),
                (self.t("to_title"), self.leave)]

    def play_again(self) -> None:
        """The same seats and options, a new deal: dealt here at once, or by an online room once everyone there has
        asked for it (the table shows who the room waits for)."""
        match = self.session.again()
        self.app.pop()
        if match is not None:
            self.app.go("table", REPLACE, match=match)

    def replay(self) -> None:
        """Step through this game from its first move."""
        self.app.pop()
        self.app.go("replay", match=self.session.finished_match())
