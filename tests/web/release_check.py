"""`make web-check`, before publishing: the page as built (build/web), served on 127.0.0.1, opened in each installed
engine (Chromium, Firefox ESR, WebKitGTK) on pygbag's real runtime (pythons.js and CPython from its CDN, where the
tests use a stand-in): ready within 90 s, no dialog, no traceback, one deal of 13 played through its first round
(tests/web/release_check.mjs). Where the CDN cannot be reached it stops at once and says so.

Usage: python -m tests.web.release_check"""
from __future__ import annotations

import functools
import sys
import threading
import urllib.request
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

from tools.build_web import ROOT

from .real_browser import ENGINES, HarnessUnavailable, engine_setup, run_scenario

CDN = "https://pygame-web.github.io/cdn/0.9.3/"
REACH_TIMEOUT_S = 10
WEB_DIR = ROOT / "build" / "web"


def cdn_unreachable(timeout_s=REACH_TIMEOUT_S) -> str:
    """Why pygbag's CDN cannot be reached from here ("" when its pythons.js answers)."""
    try:
        with urllib.request.urlopen(urllib.request.Request(CDN + "pythons.js", method="HEAD"), timeout=timeout_s):
            return ""
    except Exception as error:
        return f"{type(error).__name__}: {error}"


class Quiet(SimpleHTTPRequestHandler):
    """build/web served as a static host does, without a line per request."""

    def log_message(self, *args):
        """Say nothing."""


def check_engine(engine, url) -> tuple:
    """(passed, what the engine showed in words) for the page at url in engine."""
    try:
        setup, prefix = engine_setup(WEB_DIR, engine)
    except HarnessUnavailable as reason:
        return True, f"skipped: {reason}"
    result = run_scenario("release_check.mjs", {**setup, "url": url, "network": True}, prefix)
    problems = []
    if result["opened"]["state"] != "ready":
        problems.append(f"the page is {result['opened']['state']} after {result['opened']['wall_ms'] / 1000:.0f} s")
    problems += [f"a dialog: {dialog['message']}" for dialog in result["dialogs"]]
    problems += [f"a traceback or page error: {line[:300]}" for line in result["tracebacks"]]
    if result.get("error"):
        problems.append(f"the scripted deal stopped: {result['error'][:600]}")
    elif "played" in result and result["played"]["rounds_scored"] < 1:
        problems.append("13's first round was not scored")
    if problems:
        return False, "; ".join(problems)
    return True, (f"ready in {result['opened']['wall_ms'] / 1000:.1f} s, 13's first round played "
                  f"({result['played']['moves']} moves); screenshot build/browser-shots/{result['picture']}")


def main() -> int:
    """Check the built page in each engine; 0 when every installed engine passed, 1 otherwise, 2 when it cannot."""
    if not (WEB_DIR / "index.html").is_file():
        print("web-check: build/web is missing: run `make web` first", file=sys.stderr)
        return 2
    unreachable = cdn_unreachable()
    if unreachable:
        print(f"web-check: pygbag's CDN ({CDN}) cannot be reached from here ({unreachable}); the check plays the page "
              "on the runtime it serves. Run `make web-check` where it can be reached, before publishing.",
              file=sys.stderr)
        return 2
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(WEB_DIR)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_port}/index.html"
    failed = False
    try:
        for engine in ENGINES:
            passed, said = check_engine(engine, url)
            failed = failed or not passed
            print(f"web-check {engine}: {'ok' if passed else 'FAILED'}: {said}")
    finally:
        server.shutdown()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
