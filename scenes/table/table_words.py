"""What a table says: seats by name ("you" for the single human), refusals and events in the player's words from
the game's catalogue, the status line while someone else moves (a mixin of TableScene)."""
from __future__ import annotations

from parlour.words import capitalised, catalogue


class TableWords:
    """The table's words; the subclass words its game's parameters (word_params) and moves (describe_move).

    quiet_events are never told in words, though the catalogue has a line for them."""

    quiet_events: tuple = ()

    @property
    def words(self):
        """The catalogue of the interface language (parlour.words)."""
        return catalogue(self.app.language)

    def name(self, seat) -> str:
        """A seat's name: the one its player typed, else You, Player n, or the AI's name."""
        return self.seating.name(seat, self.t)

    def name_in_text(self, seat) -> str:
        """A seat's name inside a sentence: "you" for the single human."""
        return self.seating.name_in_text(seat, self.t)

    def winners_title(self, winners) -> str:
        """A finished game's title: "You win!", "Ada wins!", "You share the win with Ada!"."""
        return self.seating.winners(winners, self.t)

    def is_you(self, seat) -> bool:
        """Whether seat is the single human, addressed in the second person."""
        return self.seating.is_you(seat)

    def refusal_words(self, error) -> str:
        """A refusal in the player's words: the game's message for its code, the common one, or the
        engine's English when the catalogue has neither."""
        for key in (f"{self.match.spec.id}.refusal.{error.code}", f"refusal.{error.code}"):
            if self.words.has(key):
                return capitalised(self.words.say(key, you=True, **self.word_params(error.params)))
        return str(error)

    def event_line(self, event) -> str:
        """One event in the player's words, from the game's catalogue ("" for an event not logged)."""
        key = f"{self.match.spec.id}.event.{event.kind}"
        if event.kind in self.quiet_events or not self.words.has(key):
            return ""
        seat = event.params.get("seat")
        name = self.name(seat) if seat is not None else ""
        winners = event.params.get("winners", ())
        you = self.is_you(seat) if seat is not None else len(winners) == 1 and self.is_you(winners[0])
        return capitalised(self.words.say(key, you=you, name=name, **self.word_params(event.params)))

    def word_params(self, params) -> dict:
        """An event's or refusal's parameters in words (the subclass names its cards and targets)."""
        return dict(params)

    def describe_move(self, move) -> str:
        """A move in words for hints (the subclass may say it better)."""
        return self.match.spec.encode_move(move)

    def thinking_text(self) -> str:
        """The status line while someone else is to move."""
        seat = self.state.current_player
        if self.session.ai_thinking():
            dots = "." * (1 + int(self.app.time * 3) % 3)
            return self.t("thinking", name=self.name(seat)) + dots
        if self.is_you(seat):
            return self.t("your_turn_plain")
        return self.t("their_turn", name=self.name(seat))
