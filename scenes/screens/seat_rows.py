"""The new-game form's seat rows: who plays each seat (Human, Easy, Medium, Hard) and a human's name (a box to
type it in, or the words the form puts there instead)."""
from __future__ import annotations

from typing import NamedTuple

from parlour.match import HUMAN, NAME_LENGTH, SEAT_KINDS
from parlour.seats import Seating

from ..kit import draw, theme
from ..kit.text_field import TextField
from ..kit.widgets import Segments

NUMBER_X = 512
CHOOSER = (530, 380)
NAME = (926, 290)
NAME_LEAST = 180  # a small window widens the choosers, whose labels it draws larger, into the name place
CELL_PAD = 14


class Rows(NamedTuple):
    """Where the seat rows stand: the first one's top, the step from one to the next, and their height."""
    top: int
    step: int
    height: int
    size: int

    def row_top(self, seat) -> int:
        """The top of seat's row."""
        return self.top + self.step * seat

    def bottom(self, players) -> int:
        """Where the rows end for players seats."""
        return self.row_top(players - 1) + self.height


MOUSE_ROWS = Rows(186, 50, 42, 18)


def name_boxes(seat) -> None:
    """Every human seat's name is typed in a box (no words stand in its place)."""
    return None


class SeatRows:
    """One chooser per seat and, in each human seat's name place, a box, or the (text, colour) that words(seat)
    gives instead; kinds and names outlive a rebuild."""

    def __init__(self, kinds, names, say, words=name_boxes):
        self.kinds = list(kinds)
        self.names = list(names)
        self.say = say
        self.words = words
        self.choosers = []
        self.fields = {}
        self.rows = MOUSE_ROWS

    def build(self, players, on_change) -> list:
        """The controls for players seats, in keyboard order (a seat's chooser, then its name)."""
        self.keep_names()
        self.choosers, self.fields, controls = [], {}, []
        seating = Seating(self.kinds[:players])
        for seat in range(players):
            top = self.rows.row_top(seat)
            chooser = Segments((CHOOSER[0], top, self.chooser_width(), self.rows.height), SEAT_KINDS,
                               SEAT_KINDS.index(self.kinds[seat]), lambda v: self.say(f"menus.level.{v}"),
                               lambda v, s=seat: self.choose(s, v, on_change), size=self.rows.size)
            self.choosers.append(chooser)
            controls.append(chooser)
            if self.kinds[seat] == HUMAN and self.words(seat) is None:
                field = TextField((self.name_x(), top, NAME[0] + NAME[1] - self.name_x(), self.rows.height),
                                  self.names[seat],
                                  lambda s=seat, q=seating: q.usual_name(s, self.say), NAME_LENGTH,
                                  size=self.rows.size + 1)
                self.fields[seat] = field
                controls.append(field)
        return controls

    def chooser_width(self) -> int:
        """The choosers' width: CHOOSER's, or wide enough for every level's whole word as drawn now (a small window
        draws them larger), taken from the name place down to NAME_LEAST."""
        widest = max(draw.text_size(self.say(f"menus.level.{kind}"), 12, "bold")[0] for kind in SEAT_KINDS)
        return min(max(CHOOSER[1], round(widest + CELL_PAD) * len(SEAT_KINDS)), CHOOSER[1] + NAME[1] - NAME_LEAST)

    def outgrown(self) -> bool:
        """Whether the choosers were laid out for a window of another size (their width is no longer theirs)."""
        return bool(self.choosers) and self.choosers[0].rect.width != self.chooser_width()

    def name_x(self) -> int:
        """Where the name place begins, beside the choosers."""
        return NAME[0] + self.chooser_width() - CHOOSER[1]

    def choose(self, seat, kind, on_change) -> None:
        """seat is now played by kind (a person or an AI level)."""
        self.kinds[seat] = kind
        on_change()

    def keep_names(self) -> None:
        """Copy what was typed into the name boxes."""
        for seat, field in self.fields.items():
            self.names[seat] = field.value.strip()

    def chosen_names(self, players) -> list:
        """The names typed for the first players seats ("" where none, or for an AI)."""
        self.keep_names()
        return [self.names[s] if self.kinds[s] == HUMAN else "" for s in range(players)]

    def draw(self, surface, players) -> None:
        """Each seat's number, and in the name place of each seat without a box the AI's name or the form's
        words."""
        seating = Seating(self.kinds[:players])
        for seat in range(players):
            middle = self.rows.row_top(seat) + self.rows.height // 2
            draw.text(surface, self.say("menus.seat_n", n=seat + 1), 22, theme.GOLD, (NUMBER_X, middle), "bold",
                      "center")
            shown = self.words(seat) if self.kinds[seat] == HUMAN else \
                (self.say("menus.ai_name", name=seating.usual_name(seat, self.say)), theme.MUTED)
            if shown is not None:
                draw.text(surface, shown[0], self.rows.size + 1, shown[1], (self.name_x() + 12, middle), "ui",
                          "midleft")

