"""An online seat's table (mixed in before a game's table class): moves go to the server and come back as its
updates, refusals are worded like the table's own, presence and a lost connection are shown; no undo, redo or
hint (the hint's search would read the full state and the deal's seed, which a seat must not know)."""
from __future__ import annotations

from parlour.online.match import OnlineMatch
from parlour.online.table_session import OnlineSeating, OnlineTableSession, refusal_error
from parlour.replay_store import last_finished

from ..kit.widgets import ShownButton
from ..router import RESET
from .presence import RETRY_RECT, draw_lost, draw_presence, log_rect_under_presence


class OnlineTable:
    """The table of link's seat (a parlour.online.link.Link whose session holds the room and a position)."""

    def __init__(self, app, link, position):
        session = link.session
        match = OnlineMatch(session.room, session.seat, position)
        super().__init__(app, match)
        self.heard = True
        self.heard_online = link.online
        self.session = OnlineTableSession(app.storage, link, match)
        self.seating = OnlineSeating(match.seats, match.names, match.seat)
        self.log.rect = log_rect_under_presence(match.players)
        self.rebuild_log()
        local = (self.undo, self.redo, self.hint)
        self.buttons = [button for button in self.buttons if button.action not in local]
        self.buttons.append(ShownButton(RETRY_RECT, lambda: self.t("online.retry"), link.retry, "primary",
                                        lambda: not link.online, lambda: not link.online, 18))

    def commit(self, move) -> bool:
        """Send the move; it is shown once the server's update comes back."""
        self.session.commit(move)
        return True

    def my_turn(self) -> bool:
        """The player's turn, and no move of theirs is on its way to the server."""
        return super().my_turn() and not self.session.waiting()

    def update(self, dt) -> None:
        """What the server said, then the table's own frame."""
        happened = self.session.happenings(self.app.time)
        self.heard = bool(happened) or self.heard_online != self.session.link.online
        self.heard_online = self.session.link.online
        for kind, payload in happened:
            handler = getattr(self, f"online_{kind}", None)
            if handler is not None:
                handler(payload)
        super().update(dt)

    def busy(self) -> bool:
        """Draw again when the server said something (presence changes with no move) or the connection came or
        went."""
        return super().busy() or self.heard

    def online_update(self, update) -> None:
        """A move was played at the table (this seat's, acknowledged, or another's): show it."""
        before, after, notation = self.match.took(update.turn, update.view)
        self.notice.dismiss()
        self.app.sounds.play("play")
        self.moved(before, after, notation)

    def online_position(self, position) -> None:
        """Back after a rejoin: the turns missed are logged and the position drawn as the server has it."""
        self.match.caught_up(position)
        self.after_jump()

    def online_refused(self, refusal) -> None:
        """The server refused this seat's move: say why, as a local refusal would."""
        self.say(self.refusal_words(refusal_error(refusal)))

    def online_problem(self, problem) -> None:
        """A coded error from the server, in words."""
        self.say(self.t(f"online.error.{problem.code}"))

    def holding(self) -> bool:
        """At the end, wait for the server's record before the result is shown."""
        return super().holding() or (self.state.current_player is None and self.session.over is None)

    def draw(self, surface) -> None:
        """The table, who is there, and the lost connection's bar with its Retry."""
        super().draw(surface)
        draw_presence(surface, self)
        if not self.session.link.online:
            draw_lost(surface, self)
            self.draw_buttons(surface)

    def leave(self) -> None:
        """Back to the title; the seat stays this player's (Play online returns to it)."""
        self.session.link.close()
        self.app.go("title", RESET)

    def count_together(self) -> None:
        """Nothing more: the online session counts this seat's game from the server's record."""

    def result_actions(self) -> list:
        """The end-of-game buttons: replay and title (a new online game is dealt from Play online)."""
        return [(self.t("replay"), self.replay), (self.t("to_title"), self.leave)]

    def replay(self) -> None:
        """Step through the finished game, rebuilt from the server's record."""
        self.app.pop()
        self.app.go("replay", match=last_finished(self.app.storage))
