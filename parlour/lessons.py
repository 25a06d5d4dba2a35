"""Lessons (docs/lessons.md): a scripted game on the real engine, read from assets/lessons/<game>.json.

A lesson is data: where the game starts, then steps — a caption to read, the learner's one accepted
move, or another seat's move played by script. This module loads and checks a lesson, tells which
move each step expects and who makes it, and rebuilds the state at any step; it knows no pygame.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from game import GAMES, IllegalMoveError, InvalidMoveError, ReadError
from game.protocols import State
from game.spec import GameSpec

FOLDER = Path(__file__).resolve().parent.parent / "assets" / "lessons"
FORMAT = 1
ENDINGS = ("play", "end")
STEP_KEYS = {"name", "move", "point"}
LESSON_KEYS = {"format", "game", "players", "options", "learner", "start", "steps", "then"}
AI_LEVEL = "easy"


@dataclass(frozen=True)
class Step:
    """One step: its caption's name (None: a move played without a word), its move's notation (None:
    a caption to read), what the table points at, and who moves (None for a caption)."""

    name: str | None
    move: str | None
    point: tuple
    mover: int | None


@dataclass(frozen=True)
class Lesson:
    """A checked lesson: its game, seats, start state, steps and what follows the last step."""

    game: str
    players: int
    options: dict
    learner: int
    start: object
    steps: tuple
    then: str

    @property
    def spec(self):
        """The game's spec."""
        return GAMES[self.game]

    def seats(self) -> list:
        """Who sits where: the learner a human, every other seat the easy AI (it plays after the lesson)."""
        return ["human" if seat == self.learner else AI_LEVEL for seat in range(self.players)]

    def moves_before(self, index: int) -> list:
        """The move notations of the steps before step number index, in order."""
        return [step.move for step in self.steps[:index] if step.move is not None]

    def is_learners(self, index: int) -> bool:
        """Whether step index is a move the learner must make."""
        step = self.steps[index]
        return step.move is not None and step.mover == self.learner

    def stops(self) -> list:
        """The steps where the lesson waits for the learner: captions, named moves and the learner's moves."""
        return [i for i, step in enumerate(self.steps) if step.name is not None or self.is_learners(i)]

    def caption_key(self, index: int) -> str:
        """The catalogue key of step index's caption."""
        return f"lesson.{self.game}.{self.steps[index].name}"

    def wrong_key(self, index: int) -> str:
        """The catalogue key of step index's friendly refusal."""
        return f"{self.caption_key(index)}.wrong"

    def keys(self) -> list:
        """Every catalogue key the lesson's words need."""
        keys = []
        for i, step in enumerate(self.steps):
            if step.name is not None:
                keys.append(self.caption_key(i))
                if self.is_learners(i):
                    keys.append(self.wrong_key(i))
        return keys


def lesson_path(game_id: str, folder: Path | str = FOLDER) -> Path:
    """Where a game's lesson file lies."""
    return Path(folder) / f"{game_id}.json"


def lesson_games(folder: Path | str = FOLDER) -> list:
    """The ids of the games that have a lesson, in the registry's order."""
    return [game_id for game_id in GAMES if lesson_path(game_id, folder).is_file()]


def load_lesson(game_id: str, folder: Path | str = FOLDER) -> Lesson:
    """The lesson of game_id from its file; a missing or malformed lesson raises ValueError."""
    path = lesson_path(game_id, folder)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise ReadError(f"There is no lesson for {game_id!r} ({path.name}).", "missing_file") from error
    except json.JSONDecodeError as error:
        raise ReadError(f"{path.name} is not valid JSON: {error.msg} (line {error.lineno}).", "not_json") from error
    lesson = parse_lesson(data)
    if lesson.game != game_id:
        raise ReadError(f"{path.name} holds a lesson for {lesson.game!r}, not {game_id!r}.", "wrong_game",
                        game=lesson.game, expected=game_id)
    return lesson


def parse_lesson(data: object) -> Lesson:
    """Check a lesson's data and play its moves through the engine; anything wrong raises ValueError."""
    if not isinstance(data, dict):
        raise ValueError("A lesson must be a JSON object.")
    unknown = set(data) - LESSON_KEYS
    if unknown:
        raise ValueError(f"A lesson has no field {sorted(unknown)[0]!r}.")
    if data.get("format") != FORMAT:
        raise ReadError(f"Unknown lesson format {data.get('format')!r}; this version reads {FORMAT}.", "format",
                        format=data.get("format"))
    game = data.get("game")
    if game not in GAMES:
        raise ReadError(f"A lesson for an unknown game: {game!r}.", "unknown_game")
    spec = GAMES[game]
    players = spec.check_players(data.get("players"))
    options = spec.resolve_options(data.get("options", {}))
    learner = data.get("learner", 0)
    if learner not in range(players):
        raise ValueError(f"The learner must be a seat from 0 to {players - 1}, not {learner!r}.")
    then = data.get("then", "play")
    if then not in ENDINGS:
        raise ValueError(f"A lesson ends with 'play' or 'end', not {then!r}.")
    start = start_state(spec, players, options, data.get("start"))
    steps = read_steps(spec, start, data.get("steps"))
    return Lesson(game, players, options, learner, start, steps, then)


def start_state(spec: GameSpec, players: int, options: dict, start: object) -> State:
    """The state a lesson starts from: a seeded deal, or a position in the engine's save format."""
    if not isinstance(start, dict) or len(start) != 1 or not {"seed", "state"} & set(start):
        raise ValueError("A lesson's start is {\"seed\": N} or {\"state\": {...}}.")
    if "seed" in start:
        return spec.new_state(players, spec.check_seed(start["seed"]), options)
    state = spec.state_from_dict(start["state"])
    if state.players != players:
        raise ValueError(f"The start position seats {state.players} players, the lesson {players}.")
    if getattr(state, "viewer", None) is not None:
        raise ValueError("The start position is a player's view: a lesson needs the whole position.")
    return state


def read_steps(spec: GameSpec, state: State, steps: object) -> tuple:
    """The steps, each move checked legal in turn from state (a ValueError names the first bad one)."""
    if not isinstance(steps, list) or not steps:
        raise ValueError("A lesson needs a list of steps.")
    names = set()
    checked = []
    for number, step in enumerate(steps, start=1):
        if not isinstance(step, dict) or set(step) - STEP_KEYS or not {"name", "move"} & set(step):
            raise ValueError(f"Step {number} must have a name, a move or both (and a point).")
        name, move = step.get("name"), step.get("move")
        if name is not None and (not isinstance(name, str) or not name.isidentifier() or name in names):
            raise ValueError(f"Step {number}'s name must be a new word of letters, digits and _, not {name!r}.")
        names.add(name)
        mover = None
        if move is not None:
            mover = state.current_player
            try:
                state = state.apply(spec.decode_move(move))
            except (IllegalMoveError, InvalidMoveError) as error:
                raise ReadError(f"Step {number}'s move {move!r} is illegal there: {error}", "step_move",
                                number=number, move=move) from error
        checked.append(Step(name, move, read_point(step.get("point"), move, number), mover))
    return tuple(checked)


def read_point(point: object, move: str | None, number: int) -> tuple:
    """What a step points at, as a tuple of area names ("move" by default for a move)."""
    if point is None:
        return ("move",) if move is not None else ()
    points = [point] if isinstance(point, str) else point
    if not isinstance(points, list) or not all(isinstance(p, str) and p for p in points):
        raise ValueError(f"Step {number}'s point must be an area's name or a list of them.")
    if "move" in points and move is None:
        raise ValueError(f"Step {number} points at its move but has none.")
    return tuple(points)
