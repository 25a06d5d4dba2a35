"""A room's game as the server keeps it: the engine's current state, the moves, and what the last turns told each
seat, encoded once; never a past state (a room's memory is its moves and at most HISTORY_TURNS turns' events)."""
from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence

from game import IllegalMoveError
from game.core import Event, events_for
from game.protocols import State
from game.records import make_record, replayed
from game.spec import GameSpec
from wire.protocol import RequestId, encode, event_to_json

HISTORY_TURNS = 200


class PlayedGame:
    """The current state of a dealt game, its moves in notation, and for the last HISTORY_TURNS turns who moved and
    the events as every seat may know them (JSON text, one string shared by the seats that see the same)."""

    def __init__(self, spec: GameSpec, seats: Iterable[str], seed: int, options: dict, moves: Sequence[str] = ()):
        self.spec = spec
        self.seats = list(seats)
        self.seed = seed
        self.options = options
        self.state = spec.new_state(len(self.seats), seed, options)
        self.moves = []
        self.told: deque[tuple[int | None, tuple[str, ...]]] = deque(
            [(None, self._events_by_seat(self.state.events))], maxlen=HISTORY_TURNS)
        self.views = {}
        for move, state in replayed(spec, self.state, moves):
            self._took(move, state)

    def over_message(self, names: list[str]) -> dict:
        """The end of the game: its record (DESIGN.md's format) with seats and names, and the outcome."""
        outcome = self.state.outcome()
        return {"type": "over", "record": self.record(), "seats": list(self.seats), "names": names,
                "scores": list(outcome.scores), "winners": list(outcome.winners)}

    def checked(self, seat: int, move: object, turn: int | None = None) -> tuple:
        """(notation, value) of move if seat may play it now, on the position of turn (when given);
        IllegalMoveError (InvalidMoveError for unreadable text) says why not."""
        state = self.state
        if state.current_player is None:
            raise IllegalMoveError("The game is over.", "game_over")
        if state.current_player != seat:
            raise IllegalMoveError("It is not this seat's turn.", "not_your_turn", seat=state.current_player)
        if turn is not None and turn != self.turn:
            raise IllegalMoveError("The position has changed since.", "stale", turn=self.turn)
        value = state.check(move)
        return self.spec.encode_move(value), value

    def play(self, move: object) -> None:
        """Apply move (checked: a value from state.check) for the seat to move."""
        self._took(move, self.state.apply(move))

    def _took(self, move: object, state: State) -> None:
        mover = self.state.current_player
        self.state = state
        self.moves.append(self.spec.encode_move(move))
        self.told.append((mover, self._events_by_seat(state.events)))
        self.views = {}

    def _events_by_seat(self, events: tuple[Event, ...]) -> tuple:
        if not any(event.secret for event in events):
            return (encode([event_to_json(event) for event in events]),) * len(self.seats)
        texts = {}
        return tuple(texts.setdefault(text, text) for text in (
            encode([event_to_json(e) for e in events_for(events, seat)]) for seat in range(len(self.seats))))

    @property
    def first_kept(self) -> int:
        """The oldest turn whose events are still kept."""
        return self.turn + 1 - len(self.told)

    @property
    def turn(self) -> int:
        """The number of moves played (the turn the current state is)."""
        return len(self.moves)

    def view_text(self, seat: int) -> str:
        """seat's view of the current state as JSON text (encoded once a turn)."""
        text = self.views.get(seat)
        if text is None:
            text = self.views[seat] = encode(self.state.view(seat).to_dict())
        return text

    def entry(self, turn: int, seat: int) -> str:
        """History entry turn as seat may know it: who moved, the events, and the move's notation if seat's own."""
        mover, events = self.told[turn - self.first_kept]
        own = f',"move":{encode(self.moves[turn - 1])}' if turn and mover == seat else ""
        return f'{{"turn":{turn},"seat":{encode(mover)},"events":{events[seat]}{own}}}'

    def state_text(self, seat: int, since: int | None, thinking: int | None) -> str:
        """The state message for seat: its view and the turns after since (all when None; the last HISTORY_TURNS
        at most)."""
        last = self.turn
        first = max(0 if since is None else since + 1, self.first_kept)
        history = ",".join(self.entry(turn, seat) for turn in range(first, last + 1))
        return (f'{{"type":"state","seat":{seat},"turn":{last},"view":{self.view_text(seat)},'
                f'"history":[{history}],"thinking":{encode(thinking)}}}')

    def update_text(self, seat: int, request: RequestId = None) -> str:
        """The update message telling seat the last move (with its notation and the request's id to its mover)."""
        mover, events = self.told[-1]
        own = f',"move":{encode(self.moves[-1])},"id":{encode(request)}' if mover == seat else ""
        return (f'{{"type":"update","turn":{self.turn},"seat":{mover},"events":{events[seat]},'
                f'"view":{self.view_text(seat)}{own}}}')

    def record(self) -> dict:
        """The game record of DESIGN.md."""
        return make_record(self.spec.id, len(self.seats), self.seed, self.options, self.moves)

    @property
    def history(self) -> list:
        """Every position from the deal, replayed from the seed (for checks and replays: the room keeps none)."""
        states = [self.spec.new_state(len(self.seats), self.seed, self.options)]
        states += [state for _, state in replayed(self.spec, states[0], self.moves)]
        return states
