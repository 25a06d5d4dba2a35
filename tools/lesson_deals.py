"""Write the fixed deals of the Quinto lessons into assets/lessons/ (python -m tools.lesson_deals).

Each game's builder makes the lesson's starting position so that the scripted moves are legal and the
rules the lesson teaches really come up; this tool puts it in the lesson's "start", then checks the
lesson as the runner loads it (every step played through the engine; a refused one is named).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from parlour.lessons import parse_lesson
from tools import lesson_deal_quinto, lesson_deal_tricks

LESSONS = Path(__file__).resolve().parent.parent / "assets" / "lessons"
BUILDERS = {"quinto": lesson_deal_quinto.start_state, "quinto_tricks": lesson_deal_tricks.start_state}


def write(game_id) -> Path:
    """Build game_id's deal, check its script and save the lesson file."""
    path = LESSONS / f"{game_id}.json"
    lesson = json.loads(path.read_text(encoding="utf-8"))
    lesson["start"] = {"state": BUILDERS[game_id](lesson)}
    parse_lesson(lesson)
    path.write_text(dumps(lesson), encoding="utf-8")
    return path


def dumps(lesson) -> str:
    """The lesson as JSON a person can read: one step a line, the start state one key a line."""
    steps = ",\n".join(f"  {json.dumps(step, ensure_ascii=False)}" for step in lesson["steps"])
    state = ",\n".join(f"   {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}"
                       for k, v in lesson["start"]["state"].items())
    head = ",\n".join(f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}"
                      for k, v in lesson.items() if k not in ("start", "steps", "then"))
    return (f"{{\n{head},\n \"start\": {{\"state\": {{\n{state}\n }}}},\n \"steps\": [\n{steps}\n ],\n"
            f" \"then\": {json.dumps(lesson['then'])}\n}}\n")


def main(argv) -> None:
    """Write the lessons named in argv (default: both)."""
    for game_id in argv or sorted(BUILDERS):
        print(write(game_id))


if __name__ == "__main__":
    main(sys.argv[1:])
