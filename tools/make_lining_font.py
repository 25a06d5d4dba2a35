"""Derive the title face with lining figures: `python -m tools.make_lining_font` (needs fontTools, a dev
dependency; the result is committed and fontTools is never shipped).

EB Garamond's default digits are old-style, so in a title "1" reads as a dotless i and "13" as "I3". The
font carries lining figures as one.lnum … nine.lnum (its `lnum` feature); pygame cannot ask for a feature,
so the derived font maps the digits 0–9 straight to those glyphs. EB Garamond declares no Reserved Font
Name; the derived face still gets its own family name so that nobody mistakes it for the original.
"""
from __future__ import annotations

from pathlib import Path

from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "assets" / "fonts"
SOURCE = ROOT / "tools" / "fonts" / "EBGaramond12-Regular.ttf"
TARGET = FONTS / "EBGaramond12-Lining.ttf"
DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
FAMILY = "EB Garamond 12 Lining"
POSTSCRIPT = "EBGaramond12Lining-Regular"


def lining(font) -> None:
    """Point every cmap's digits 0–9 at the font's lining glyphs."""
    glyphs = set(font.getGlyphOrder())
    for table in font["cmap"].tables:
        if not table.isUnicode():
            continue
        for code, digit in enumerate(DIGITS, start=ord("0")):
            if code in table.cmap and f"{digit}.lnum" in glyphs:
                table.cmap[code] = f"{digit}.lnum"


def rename(font) -> None:
    """Give the derived face its own names (family, full name, PostScript name, unique id)."""
    names = font["name"]
    for record in names.names:
        if record.nameID in (1, 16):
            names.setName(FAMILY, record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID == 3:
            names.setName(f"{FAMILY} Regular; derived by the parlour", 3, record.platformID,
                          record.platEncID, record.langID)
        elif record.nameID == 4:
            names.setName(f"{FAMILY} Regular", 4, record.platformID, record.platEncID, record.langID)
        elif record.nameID == 6:
            names.setName(POSTSCRIPT, 6, record.platformID, record.platEncID, record.langID)


def main() -> None:
    """Write the lining-figure title face beside its source."""
    font = TTFont(SOURCE)
    lining(font)
    rename(font)
    font.save(TARGET)
    print(f"wrote {TARGET.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
