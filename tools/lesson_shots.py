"""`make shots`, the lessons: the key stops of every lesson in assets/lessons/ (and a panel shown on the way)
in English, and the first move of each in French, rendered to docs/shots/lesson-<game>-<nn>-<step>.png."""
from __future__ import annotations

from parlour.lessons import lesson_games
from scenes.screens.lesson import start_lesson
from scenes.screens.title import TitleScene
from tools.shot_kit import save

FRAME_S = 0.05
MOST_FRAMES = 400
MOST_SHOTS = 10


def key_steps(lesson) -> set:
    """The stops worth a picture: every named one, or MOST_SHOTS spread from the first to the last."""
    named = [i for i in lesson.stops() if lesson.steps[i].name is not None]
    if len(named) <= MOST_SHOTS:
        return set(named)
    return {named[round(k * (len(named) - 1) / (MOST_SHOTS - 1))] for k in range(MOST_SHOTS)}


def settle(app, table) -> None:
    """Run until the lesson waits for the learner, or a panel (a round's scores) comes over the table."""
    for _ in range(MOST_FRAMES):
        guide = table.lesson
        if app.top is not table or guide is None or guide.closed:
            return
        if not table.flights.busy() and not table.pending and (guide.learners_turn() or guide.can_go_on()):
            return
        app.update(FRAME_S)
    raise RuntimeError("the lesson never waited for the learner")


def lesson_shots(app, game_id, language="en", first_move_only=False) -> list:
    """Walk game_id's lesson as a learner would, saving its key stops, any panel over the table and the
    closing caption (or, with first_move_only, the learner's first move alone)."""
    app.language = language
    app.reset(TitleScene(app))
    start_lesson(app, game_id)
    table = app.top
    guide = table.lesson
    suffix = "-fr" if language == "fr" else ""
    paths = []
    while table.lesson is guide and not guide.closed:
        settle(app, table)
        if app.top is not table:
            if not first_move_only:
                paths.append(save(app, f"lesson-{game_id}-{guide.index:02d}-panel"))
            app.pop()
            continue
        if table.lesson is not guide or guide.closed:
            continue
        app.update(FRAME_S)
        name = guide.step.name or "move"
        wanted = guide.learners_turn() if first_move_only else guide.index in key_steps(guide.lesson)
        if wanted:
            paths.append(save(app, f"lesson-{game_id}-{guide.index:02d}-{name}{suffix}"))
            if first_move_only:
                break
        if guide.learners_turn():
            table.try_move(guide.lesson.spec.decode_move(guide.step.move))
        else:
            guide.next()
    if guide.closed and not first_move_only:
        paths.append(save(app, f"lesson-{game_id}-closing"))
    app.language = "en"
    return paths


def all_lesson_shots(app) -> list:
    """Every lesson's stops in English, and its first move in French."""
    paths = []
    for game_id in lesson_games():
        paths += lesson_shots(app, game_id)
        paths += lesson_shots(app, game_id, "fr", first_move_only=True)
    return paths
