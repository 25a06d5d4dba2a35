"""draw.wrap never breaks a line at a no-break space (U+00A0, or the narrow U+202F French puts before "!" and
";"): at a width with room for the word before it but not for the mark after it, "majorité : 0" wraps after the
colon, never before it."""
import pytest

from scenes.kit import draw, theme

SIZE = 19
NBSP, NARROW = "\u00a0", "\u202f"


@pytest.mark.parametrize("word, space, mark, rest", [("majorité", NBSP, ":", "0"),
                                                     ("majorité", NARROW, ":", "0"),
                                                     ("Bravo", NARROW, "!", "Vous gagnez")])
def test_a_no_break_space_keeps_its_two_words_on_one_line(app, word, space, mark, rest):
    kept = f"{word}{space}{mark}"
    face = theme.font(SIZE, "ui")
    width = face.size(f"{word}{space}")[0] + 1
    assert width < face.size(kept)[0], "a break at the no-break space would fit this width"
    lines = draw.wrap(f"{kept} {rest}", SIZE, width)
    assert lines[0] == kept, f"{kept!r} is split: {lines!r}"
    assert not any(line.startswith(mark) for line in lines), f"{mark!r} begins a line: {lines!r}"
