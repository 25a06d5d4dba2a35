"""What a player must never read: the faults a message can show once it is filled in, in English or French.

faults(text, language) lists them in words; an empty list means the text reads right. The checks are
written from the faults players reported ("takes 1 cards", "You's row", "You gives", "taken by You",
"…game.).") and the typography of each language (typographic apostrophes and quotes; in French a
no-break space U+00A0 before : ; ! ? and %, in English no space at all).
"""
from __future__ import annotations

import re

NBSP = "\u00a0"
NARROW_NBSP = "\u202f"

PLURAL_NOUNS = {
    "en": ("cards", "pawns", "points", "placements", "tricks", "rows", "rounds", "games", "hands", "quints",
           "moves", "pts", "players", "seconds"),
    "fr": ("cartes", "pions", "points", "placements", "plis", "rangées", "manches", "donnes", "courtes",
           "victoires", "joueurs", "secondes", "coups"),
}
SINGULAR_NOUNS = {
    "en": ("card", "pawn", "point", "placement", "trick", "quint", "move", "second"),
    "fr": ("carte", "pion", "point", "pli", "courte", "seconde", "coup"),
}
# The counts that take the singular: English 1 alone, French 0 and 1.
ONE = {"en": r"1", "fr": r"[01]"}
MORE = {"en": r"(?:0|[2-9]|\d\d+)", "fr": r"(?:[2-9]|\d\d+)"}
YOU = {"en": "You", "fr": "Vous"}
# English words after "you" that end in s without being a third-person verb.
NOT_VERBS = {"as", "its", "this", "thus", "plus", "always", "across", "spaces", "columns", "colours"}
# French words that may follow a subject "Vous" without being its verb.
FRENCH_CLITICS = {"ne", "n", "en", "y", "et", "l", "le", "la", "les", "lui", "leur", "me", "m", "te", "se",
                  "s", "vous", "nous", "aussi", "seul", "seuls", "tous", "deux"}
# Who may stand beside a subject vous: "vous et Ada", "vous et le mort".
PARTNER = r"(?:(?:le |la |l’)\w+|(?!le\b|la\b)\w+)"
# A subject you, its verb (group 1) and what follows in its clause (group 2); "and" joins a second verb.
SUBJECT = {"en": re.compile(r"\b[Yy]ou (\w+)\b(.*)"),
           "fr": re.compile(rf"^(?:[^,]*\bet\s)?[Vv]ous (?:et {PARTNER} (?=\w))?([\w’]+)([^,]*)")}
AND = {"en": r"\band (\w+)\b", "fr": r"\bet ([\w’]+)"}
# What may come just before a capital You that is a name rather than a word in a sentence: the start, a
# sentence's end, or a label's separator ("Row 2 · You").
NAME_STARTS = re.compile(r"(?:^|[.!?…]\s+|·\s+|\n)$")


def faults(text, language, fragment=False) -> list:
    """Every fault text shows in language ("en" or "fr"); [] when it reads right. A fragment (a wrapped
    line as drawn) may open in the middle of a sentence."""
    found = []
    found += typography(text, language)
    found += punctuation(text)
    if not fragment and re.match(r"[a-zà-ÿ][^\n]*[.!?]$", text):
        found.append("a sentence opening in lower case")
    found += agreement(text, language)
    found += person(text, language)
    return found


def typography(text, language) -> list:
    """Straight quotes, and the space (or its absence) before the high marks : ; ! ? %."""
    found = []
    if "'" in text:
        found.append("a straight apostrophe ' (use ’)")
    if '"' in text:
        found.append('a straight double quote " (use “ ” or « »)')
    if NARROW_NBSP in text:
        found.append("a narrow no-break space (the catalogues use U+00A0 throughout)")
    # Addresses, times and move notation ("w:green@new") hold colons that are not punctuation, and a ? or !
    # standing alone between spaces names a key ("Esc or ? closes this help").
    bare = re.sub(r"https?://\S+|\d:\d\d|\?\w+=|\w+:[\w=@]+|(?:^| )[?!](?= |$)", "", text)
    if language == "fr":
        for match in re.finditer(r"(.)([:;!?%])", bare):
            if match.group(1) != NBSP and not (match.group(1) in "!?" and match.group(2) in "!?"):
                found.append(f"no no-break space before {match.group(2)!r} in …{match.group(0)}…")
        if re.search(r"\b(?:de|que) [AEIOUÀÂÉÈÊÎÔ][a-zà-ÿ]", text):
            found.append("de or que not elided before a vowel (d’Ada)")
        if re.search(f"«(?!{NBSP})|(?<!{NBSP})»", text):
            found.append("« » without a no-break space inside")
        if re.search(r"^[:;!?%]", bare):
            found.append("a high mark opens the text")
    else:
        if re.search(r"[\s\u00a0][:;!?%]", bare):
            found.append("a space before a colon, semicolon, ! ? or % in English")
    return found


def punctuation(text) -> list:
    """Doubled or misplaced marks ("game.).", "..", " ."), a hyphen for a minus, empty brackets, double
    spaces, unfilled slots."""
    found = []
    if re.search(r"(?<!\.)\.\.(?!\.)", text):
        found.append('a doubled full stop ".."')
    if re.search(r"[.!?…]\)?\.", text.replace("...", "…")):
        found.append('a full stop after a sentence already ended ("game.).", "!.")')
    if re.search(r"[,;:]\s*\.", text):
        found.append("a full stop right after a comma, semicolon or colon")
    if re.search(r"[ \u00a0][.,](?!\w)", text):
        found.append('a space before a full stop or comma (" .")')
    if re.search(r"\S[ \u00a0]{2}", text):
        found.append("two spaces in a row")
    if re.search(r"(?:^|[\s(\u00a0])-\d", text):
        found.append("a hyphen for a minus sign (use −)")
    if re.search(r"\(\s*\)", text):
        found.append("empty brackets")
    if re.search(r"\{\w*\}", text):
        found.append("a placeholder left unfilled")
    return found


def agreement(text, language) -> list:
    """A count with the wrong number of its noun: "1 cards", "5 card" (French: "1 cartes", "2 carte")."""
    found = []
    plural = "|".join(PLURAL_NOUNS[language])
    singular = "|".join(SINGULAR_NOUNS[language])
    for match in re.finditer(rf"(?<![\w.,−-]){ONE[language]} ({plural})\b", text):
        found.append(f"a plural after a count of one: {match.group(0)!r}")
    # "24 point cards": a noun before another noun stays singular.
    for match in re.finditer(rf"(?<![\w.,−-]){MORE[language]} ({singular})\b(?![-’]| cards?\b)", text):
        found.append(f"a singular after a count of more than one: {match.group(0)!r}")
    return found


def person(text, language) -> list:
    """The second person gone wrong: "You's", "You gives", "You drew … and starts", "taken by You", "Vous gagne"."""
    found = []
    you = YOU[language]
    for match in re.finditer(rf"\b{you}\b", text):
        if not NAME_STARTS.search(text[:match.start()]):
            before = text[max(0, match.start() - 12):match.end()]
            found.append(f"a capital {you} in the middle of a sentence: …{before}")
    if re.search(r"\b[Yy]ou[’']s\b", text) or re.search(r"\b[Vv]ous[’']s\b", text):
        found.append("a possessive made from you (You’s): use your")
    found += [f"you with a verb not in the second person: {verb!r}" for verb in verbs_of_you(text, language)]
    return found


def verbs_of_you(text, language) -> list:
    """The verbs of a subject you that do not agree with it: "You gives", "You drew … and starts", "Vous gagne",
    "Vous et Ada prennent"."""
    wrong = []
    for sentence in re.split(r"(?<=[.!?:;])\s+", text):
        subject = SUBJECT[language].search(sentence)
        if subject:
            verbs = [subject.group(1)] + re.findall(AND[language], subject.group(2))
            wrong += [verb for verb in verbs if not agrees_with_you(verb.split("’")[0], language)]
    return wrong


def agrees_with_you(word, language) -> bool:
    """Whether word may follow a subject you: a verb in the second person, or no verb at all."""
    if language == "en":
        third_person = word.endswith("s") and not word.endswith("ss") or word in ("is", "was", "has", "does")
        return not third_person or word in NOT_VERBS or word in PLURAL_NOUNS["en"]
    infinitive = word.endswith(("er", "ir", "oir", "dre"))  # "Vous pouvez renoncer … et finir"
    return (not word[:1].islower() or word in FRENCH_CLITICS or word.isdigit() or word.endswith("ez") or infinitive
            or word in ("êtes", "dites", "faites") or word in PLURAL_NOUNS["fr"])
