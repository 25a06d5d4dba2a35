"""What feeds a table's log: each move's events in words with the move's notation, and a header when a round
or a hand begins (read from the events' kinds, never from their words)."""
from __future__ import annotations

from .log_panel import LogPanel


class LogFeed:
    """The table's part that writes its log (a mixin of TableScene: it uses the table's words and match).

    log_headers maps an event kind that begins a round or hand to (catalogue key, the parameter holding its
    number); log_start_lines says whether the deal's own events (before any move) are told in words too.
    """

    log_headers: dict = {}
    log_start_lines = False

    def log_labels(self) -> tuple:
        """The log's chips: the notation switch and the one that opens the log larger."""
        say = self.words.say
        return ("notation", say("reading.log.notation")), ("open", say("reading.log.open"))

    def open_log(self) -> None:
        """The whole log in a large panel over the table."""
        self.app.push(LogPanel(self.app, self.log, self.t("log"), self.log_labels()[:1]))

    def log_header(self, event) -> str:
        """The header an event opens (a new round or hand), or ""."""
        if event.kind not in self.log_headers:
            return ""
        key, number = self.log_headers[event.kind]
        return self.words.say(key, n=event.params[number])

    def log_event(self, event, line, notation="") -> str:
        """Log an event's header and its line (the line carries the move's notation); returns the notation
        still to be shown when the event had no line."""
        header = self.log_header(event)
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
        for event in self.events(after):
            notation = self.log_event(event, self.event_line(event), notation)
        if notation:
            self.log.add(self.describe_move(self.match.spec.decode_move(text)), text)

    def describe_start(self) -> None:
        """The first round's or hand's header (from the deal's events, else the first of log_headers), then the
        deal's events in words where the game tells them."""
        events = self.events(self.match.history[0])
        if self.log_headers and not any(event.kind in self.log_headers for event in events):
            key, _ = next(iter(self.log_headers.values()))
            self.log.add_header(self.words.say(key, n=1))
        for event in events:
            self.log_event(event, self.event_line(event) if self.log_start_lines else "")

    def rebuild_log(self) -> None:
        """Rewrite the log from the deal and the moves (after undo or redo, or on resuming)."""
        self.log.clear()
        self.describe_start()
        history = self.match.history
        for i, text in enumerate(self.match.moves):
            self.describe(history[i], history[i + 1], text)
