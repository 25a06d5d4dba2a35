"""A game record's way out and in: the desktop clipboard natively; in the browser the page's record panel
(build/parlour.tmpl), since an itch.io iframe may not touch the clipboard: text ready to copy, a .txt
download, and a paste field or a file to import."""
from __future__ import annotations

import json

from parlour import browser
from parlour.replay_store import import_match

from ..kit.clipboard import copy_text, paste_text
from ..kit.reasons import reason_in_words

PANEL_WORDS = (
    "record_title_export", "record_help_export", "record_copy", "record_copied", "record_copy_failed",
    "record_download", "record_close", "record_title_import", "record_help_import", "record_choose",
    "record_import", "record_cancel", "record_file_failed",
)


class RecordExchange:
    """One scene's export and import of record text; an import's outcome arrives through poll()."""

    def __init__(self, app):
        self.app = app
        self.waiting = False
        self.outcome = None

    def panel_words(self) -> str:
        """The record panel's words in the player's language, as JSON for the page."""
        return json.dumps({key: self.app.t(key) for key in PANEL_WORDS}, ensure_ascii=False)

    def export(self, text, name) -> str:
        """Offer text to keep or send; returns what to tell the player, never a success that did not happen."""
        if browser.in_browser():
            shown = browser.answered_yes(browser.call("parlour_record_export", text, f"{name}.txt", self.panel_words()))
            return self.app.t("export_shown" if shown else "record_panel_failed")
        return self.app.t("exported" if copy_text(text) else "export_failed")

    def begin_import(self) -> str:
        """Ask for a record (the page's panel, or the clipboard natively); returns what to tell the player."""
        self.outcome = None
        if browser.in_browser():
            self.waiting = browser.answered_yes(browser.call("parlour_record_import", self.panel_words()))
            if self.waiting:
                return self.app.t("import_waiting")
            self.outcome = (None, self.app.t("record_panel_failed"))
            return ""
        text = paste_text()
        self.outcome = (text, "") if text else (None, self.app.t("import_empty"))
        return ""

    def poll_match(self):
        """The imported game once the import is over: (Match, "") or (None, why not); None until then."""
        outcome = self.poll()
        if outcome is None:
            return None
        text, problem = outcome
        if text is None:
            return None, problem
        try:
            return import_match(text), ""
        except ValueError as error:
            return None, self.app.t("reasons.import_refused", reason=reason_in_words(self.app.language, error))

    def poll(self):
        """The import's outcome once: (text, "") to import, (None, why not) when there is none; else None."""
        if self.waiting:
            answer = browser.answered_text(browser.call("parlour_record_take"))
            if not answer:
                return None
            self.waiting = False
            try:
                text = json.loads(answer).get("text")
            except (ValueError, AttributeError):
                text = None
            self.outcome = (text, "") if isinstance(text, str) and text.strip() else (
                None, self.app.t("import_cancelled"))
        outcome, self.outcome = self.outcome, None
        return outcome
