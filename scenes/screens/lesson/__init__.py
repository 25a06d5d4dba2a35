"""Learn to play: a lesson steering a real table (guide), its caption and pointer (caption), and the ways in."""
from .guide import LessonGuide
from .start import LessonChooser, has_lesson, start_lesson

__all__ = ["LessonChooser", "LessonGuide", "has_lesson", "start_lesson"]
