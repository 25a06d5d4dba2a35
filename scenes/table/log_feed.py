"""What feeds a table's log: each move's events in words with the move's notation, and a header when a round
or a hand begins (read from the events' kinds, never from their words). A component the table owns, built with
the app, the log it writes, the table's words, its session and how to read a move's events for the viewer."""
from __future__ import annotations

from collections.abc import Callable

from parlour.table_session import TableSession

from .log import GameLog
from .log_panel import LogPanel
from .table_words import TableWords


class LogFeed:
    """Writes log from session's moves in wording's words; events(after) are a move's events as the viewer may
    know them.

    headers maps an event kind that begins a round or hand to (catalogue key, the parameter holding its number);
    start_lines says whether the deal's own events (before any move) are told in words too.
    """

    def __init__(self, app, log: GameLog, wording: TableWords, session: TableSession,
                 events: Callable[[object], tuple], headers: dict, start_lines: bool = False):
        self.app = app
        self.log = log
        self.wording = wording
        self.session = session
        self.events = events
        self.headers = headers
        self.start_lines = start_lines

    def labels(self) -> tuple:
        """The log's chips: the notation switch and the one that opens the log larger."""
        say = self.wording.words.say
        return ("notation", say("reading.log.notation")), ("open", say("reading.log.open"))

    def open(self) -> None:
        """The whole log in a large panel over the table."""
        self.app.push(LogPanel(self.app, self.log, self.app.t("log"), self.labels()[:1]))

    def header(self, event) -> str:
        """The header an event opens (a new round or hand), or ""."""
        if event.kind not in self.headers:
            return ""
        key, number = self.headers[event.kind]
        return self.wording.words.say(key, n=event.params[number])

    def add(self, event, line, notation="") -> str:
        """Log an event's header and its line (the line carries the move's notation); returns the notation
        still to be shown when the event had no line."""
        header = self.header(event)
        if header:
            self.log.add_header(header)
        if not line:
            return notation
        self.log.add(line, notation)
        return ""

    def describe(self, before, after, text) -> None:
        """Add the move's entries to the log: each event in words, the first with the move's notation; a move
        no event tells is logged in words."""
        notation = text
        events = self.events(after)
        for event, line in zip(events, self.wording.event_lines(before, events)):
            notation = self.add(event, line, notation)
        if notation:
            self.log.add(self.wording.move(self.session.match.spec.decode_move(text)), text)

    def describe_start(self) -> None:
        """The first round's or hand's header (from the deal's events, else the first of headers), then the
        deal's events in words where the game tells them."""
        first = self.session.match.history[0]
        events = self.events(first)
        if self.headers and not any(event.kind in self.headers for event in events):
            key, _ = next(iter(self.headers.values()))
            self.log.add_header(self.wording.words.say(key, n=1))
        lines = self.wording.event_lines(first, events) if self.start_lines else [""] * len(events)
        for event, line in zip(events, lines):
            self.add(event, line)

    def rebuild(self) -> None:
        """Rewrite the log from the deal and the moves (after undo or redo, or on resuming)."""
        self.log.clear()
        self.describe_start()
        match = self.session.match
        for i, text in enumerate(match.moves):
            self.describe(match.history[i], match.history[i + 1], text)
