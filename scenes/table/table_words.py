"""What a table says: seats by name ("you" for the single human), refusals and events in the player's words from
the game's catalogue, the status line while someone else moves. A component the table owns, built with the app
(its language and clock), the seating, the session and the game's own wording (a GameWords)."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from parlour.seats import Seating
from parlour.table_session import TableSession
from parlour.words import Catalogue, capitalised, catalogue


class GameWords(Protocol):
    """How one game words its events, refusals and moves (each game's words module offers one)."""

    def event_lines(self, wording: TableWords, before: object, events: Sequence) -> list[str]:
        """One log line per event of the move that followed before ("" for an event the log leaves out)."""
        ...

    def refusal(self, wording: TableWords, error) -> str:
        """A refused move's reason in the player's words, from its code."""
        ...

    def move(self, wording: TableWords, move) -> str:
        """A move in words (for hints and moves no event tells)."""
        ...


ParamsInWords = Callable[[Catalogue, dict, Callable], dict]


class CatalogueWords:
    """A game worded from its catalogue's "<game>.event.<kind>" and "<game>.refusal.<code>" messages, its
    parameters put in words by params (cards, targets), its moves by move; quiet events are never told."""

    def __init__(self, game_id: str, params: ParamsInWords, move: Callable[[Catalogue, object], str],
                 quiet: tuple = ()):
        self.game_id = game_id
        self.params = params
        self.move_name = move
        self.quiet = quiet

    def event_lines(self, wording: TableWords, before: object, events: Sequence) -> list[str]:
        """Each event from the game's catalogue ("" for a quiet or unworded one)."""
        return [self.event_line(wording, event) for event in events]

    def event_line(self, wording: TableWords, event) -> str:
        """One event in the player's words ("" for an event not logged)."""
        words = wording.words
        key = f"{self.game_id}.event.{event.kind}"
        if event.kind in self.quiet or not words.has(key):
            return ""
        seat = event.params.get("seat")
        name = wording.name(seat) if seat is not None else ""
        winners = event.params.get("winners", ())
        you = wording.is_you(seat) if seat is not None else len(winners) == 1 and wording.is_you(winners[0])
        return capitalised(words.say(key, you=you, name=name, **self.params(words, event.params,
                                                                              wording.name_in_text)))

    def refusal(self, wording: TableWords, error) -> str:
        """The game's message for the code, the common one, or the engine's English when the catalogue has
        neither."""
        words = wording.words
        for key in (f"{self.game_id}.refusal.{error.code}", f"refusal.{error.code}"):
            if words.has(key):
                return capitalised(words.say(key, you=True, **self.params(words, error.params, wording.name_in_text)))
        return str(error)

    def move(self, wording: TableWords, move) -> str:
        """The move by the game's move_name."""
        return self.move_name(wording.words, move)


class TableWords:
    """The table's words: its seats' names and the game's wording, in the interface language of the moment."""

    def __init__(self, app, seating: Seating, session: TableSession, game: GameWords):
        self.app = app
        self.seating = seating
        self.session = session
        self.game = game

    @property
    def words(self) -> Catalogue:
        """The catalogue of the interface language (parlour.words)."""
        return catalogue(self.app.language)

    @property
    def language(self) -> str:
        """The interface language."""
        return self.app.language

    def name(self, seat: int | None) -> str:
        """A seat's name: the one its player typed, else You, Player n, or the AI's name."""
        return self.seating.name(seat, self.app.t)

    def name_in_text(self, seat: int | None) -> str:
        """A seat's name inside a sentence: "you" for the single human."""
        return self.seating.name_in_text(seat, self.app.t)

    def winners_title(self, winners) -> str:
        """A finished game's title: "You win!", "Ada wins!", "You share the win with Ada!"."""
        return self.seating.winners(winners, self.app.t)

    def is_you(self, seat: int | None) -> bool:
        """Whether seat is the single human, addressed in the second person."""
        return self.seating.is_you(seat)

    def refusal(self, error) -> str:
        """A refusal in the player's words (the game says how)."""
        return self.game.refusal(self, error)

    def event_lines(self, before: object, events: Sequence) -> list[str]:
        """The log lines of a move's events (the game says how)."""
        return self.game.event_lines(self, before, events)

    def event_line(self, event) -> str:
        """One event of the position now in words (the recap's, an ending's reason)."""
        return self.event_lines(self.session.match.state, [event])[0]

    def move(self, move) -> str:
        """A move in words (the game says how)."""
        return self.game.move(self, move)

    def thinking_text(self) -> str:
        """The status line while someone else is to move."""
        seat = self.session.match.state.current_player
        if self.session.ai_thinking():
            dots = "." * (1 + int(self.app.time * 3) % 3)
            return self.app.t("thinking", name=self.name(seat)) + dots
        if self.is_you(seat):
            return self.app.t("your_turn_plain")
        return self.app.t("their_turn", name=self.name(seat))
