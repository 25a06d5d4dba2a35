"""Sections of bench/RESULTS.md: a partial run replaces its own section and keeps the others' from earlier runs."""
from __future__ import annotations

CLOSING = "\nWhole run:"


def kept_section(text, heading) -> list:
    """The section under heading already in text (its "## …" line may go on after heading), as lines ending in a
    blank one; [] when there is none."""
    start = text.find(heading)
    if start < 0:
        return []
    rest = text[start:]
    following = rest.find("\n## ", 1)
    section = rest[:following] if following >= 0 else rest.split(CLOSING)[0]
    return section.rstrip("\n").split("\n") + [""]


def replace_section(text, heading, lines) -> str:
    """text with its section under heading replaced by lines (or added before the closing line)."""
    section = "\n".join(lines)
    if heading in text:
        before, _, rest = text.partition(heading)
        following = rest.find("\n## ")
        after = rest[following + 1:] if following >= 0 else ""
        if not after and CLOSING in rest:
            after = rest[rest.index(CLOSING) + 1:]
        return before + section + "\n" + after
    if CLOSING in text:
        head, _, tail = text.rpartition(CLOSING)
        return head + "\n" + section + CLOSING + tail
    return text.rstrip("\n") + "\n\n" + section + "\n"
