"""Running a real-browser scenario (a Node script built on tests/web/harness.mjs) from pytest: what it needs
on this machine (Chromium, puppeteer-core, pyodide, pygbag's wheel and its own Python from .venv), or a
skip that says which is missing and why."""
from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tools import pygbag_cdn
from tools.build_web import ROOT

# a scenario's time is a reported figure, never a bound: this only ends a run that hangs, however busy the machine
# (a loaded box plays WebKit's games several times slower than a quiet one); what a scenario waits for inside the
# page has its own bounds, as generous
HUNG_AFTER_S = 1800
# a browser run spends stretches waiting (its page's timers, a stall watch, a server's answer) with a core left
# idle, so two at a time keep both cores at work beside the native tests; more only queue for the same cores
BROWSERS_AT_ONCE = 2

WEB = ROOT / "tests" / "web"
SHOTS = ROOT / "build" / "browser-shots"
PUPPETEER = ROOT / "node_modules" / "puppeteer-core" / "package.json"
PYODIDE = ROOT / "node_modules" / "pyodide" / "pyodide.mjs"
MINIBROWSER = Path("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
LOCALES = ROOT / "build" / "locales"  # WebKitGTK's languages, made by localedef (tests/web/webdriver.mjs)
FRENCH_LOCALE_SOURCE = Path("/usr/share/i18n/locales/fr_FR")
ENGINES = ("chromium", "firefox", "webkit")


class HarnessUnavailable(RuntimeError):
    """Something the real browser needs is not on this machine; the message says what and why."""


def puppeteer_browser(commands, package, engine) -> str:
    """The first of Debian's commands for an engine that puppeteer-core (in node_modules) drives."""
    found = next(filter(None, map(shutil.which, commands)), None)
    if not found:
        raise HarnessUnavailable(f"{engine} is not installed (Debian's package `{package}`; `make test` installs it "
                                 f"when it runs as root with apt-get): the page was not played in {engine}")
    if not PUPPETEER.is_file():
        raise HarnessUnavailable("puppeteer-core is not in node_modules (package.json; `make test` runs npm install)")
    return found


def chromium() -> str:
    """Debian's Chromium with puppeteer-core to drive it."""
    return puppeteer_browser(("chromium", "chromium-browser"), "chromium", "Chromium")


def firefox() -> str:
    """Debian's Firefox ESR (puppeteer-core drives it over WebDriver BiDi)."""
    return puppeteer_browser(("firefox-esr", "firefox"), "firefox-esr", "Firefox ESR")


def webkit() -> list:
    """The command prefix that gives WebKitGTK's WebDriver (Debian's `webkit2gtk-driver`: WebKitWebDriver and its
    MiniBrowser) an X display: Xvfb's, through xvfb-run."""
    missing = [what for what, here in (("webkit2gtk-driver", shutil.which("WebKitWebDriver") and MINIBROWSER.is_file()),
                                       ("xvfb", shutil.which("xvfb-run")),
                                       ("locales", shutil.which("localedef") and FRENCH_LOCALE_SOURCE.is_file()))
               if not here]
    if missing:
        raise HarnessUnavailable(f"WebKitGTK cannot be driven here: Debian's {' and '.join(missing)} missing "
                                 "(`make test` installs them when it runs as root with apt-get): the page was not "
                                 "played in WebKit")
    return ["xvfb-run", "-a", "-s", "-screen 0 1600x1000x24"]


def engine_setup(web_dir, engine) -> tuple:
    """(the setup, the command prefix) for a scenario in engine (chromium, firefox or webkit); HarnessUnavailable
    when something lacks."""
    setup = {**setup_for(web_dir, engine), "engine": engine, "engines": {}, "locale_dir": str(LOCALES)}
    if engine == "firefox":
        setup["engines"]["firefox"] = firefox()
    return setup, webkit() if engine == "webkit" else []


def pygbag_sources() -> tuple:
    """(pygbag's support folder, the packaging library's folder) in this Python: pygbag's own preload code
    and what it imports, run inside the page."""
    try:
        import packaging
        import pygbag
    except ImportError as missing:
        raise HarnessUnavailable(f"{missing.name} is not installed in .venv (`make test` installs pygbag==0.9.3)") \
            from None
    return Path(pygbag.__file__).parent / "support", Path(packaging.__file__).parent


def setup_for(web_dir, engine="chromium") -> dict:
    """Everything a scenario needs to play the page built in web_dir (Chromium asked for unless engine is another);
    HarnessUnavailable when something lacks."""
    browser = chromium() if engine == "chromium" else None
    if not PYODIDE.is_file():
        raise HarnessUnavailable("pyodide is not in node_modules (package.json; `make test` runs npm install)")
    try:
        cdn = pygbag_cdn.available()
    except pygbag_cdn.Unavailable as reason:
        raise HarnessUnavailable(str(reason)) from None
    support, packaging_dir = pygbag_sources()
    SHOTS.mkdir(parents=True, exist_ok=True)
    return {
        "root": str(ROOT),
        "chromium": browser,
        "web_dir": str(web_dir),
        "standin_dir": str(WEB / "pygbag_standin"),
        "pygbag_support": str(support),
        "packaging_dir": str(packaging_dir),
        "cdn_dir": str(cdn.folder),
        "pyodide_dir": str(PYODIDE.parent),
        "shots": str(SHOTS),
    }


def packaged_variant(web_dir, target, path, change) -> Path:
    """A copy of the built page in target whose packaged file path (in parlour.apk) is change(its text)."""
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(web_dir, target)
    apk = target / "parlour.apk"
    with zipfile.ZipFile(web_dir / "parlour.apk") as source, zipfile.ZipFile(apk, "w", zipfile.ZIP_DEFLATED) as copy:
        for item in source.infolist():
            data = source.read(item)
            if item.filename == path:
                data = change(data.decode("utf-8")).encode("utf-8")
            copy.writestr(item, data)
    return target


def harness_setup(web_build) -> dict:
    """Everything a scenario needs, or a skip naming what is missing."""
    try:
        return setup_for(web_build.web_dir)
    except HarnessUnavailable as reason:
        pytest.skip(str(reason))


def run_scenario(script, setup, prefix=(), **extra) -> dict:
    """Run <script> (under tests/web/, or a path from the repository's root) with the setup and extra fields,
    behind the command prefix (an X display for WebKit); its last stdout line, parsed as JSON."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump({**setup, **extra}, file)
    try:
        done = subprocess.run([*prefix, "node", str(WEB / script if "/" not in script else ROOT / script), file.name],
                              cwd=ROOT, capture_output=True, text=True, timeout=HUNG_AFTER_S)
    except subprocess.TimeoutExpired as hung:
        raise AssertionError(f"{script} was still running after {HUNG_AFTER_S} s: it hung") from hung
    finally:
        Path(file.name).unlink(missing_ok=True)
    assert done.returncode == 0, f"{script} failed:\n{done.stderr[-6000:]}"
    return json.loads(done.stdout.strip().splitlines()[-1])


class Background:
    """The selected real-browser runs, started when collection ends and run BROWSERS_AT_ONCE at a time in threads
    (make test runs the web tests in a pytest of their own beside the native ones; a bare pytest plays them while its
    native tests run); a module's fixture waits for its own run. A run a fixture asks for while it still waits its
    turn starts at once in a thread of its own."""

    def __init__(self):
        self.executor = ThreadPoolExecutor(max_workers=BROWSERS_AT_ONCE, thread_name_prefix="browser")
        self.late = ThreadPoolExecutor(max_workers=1, thread_name_prefix="browser-late")
        self.runs = {}

    def start(self, name, run, web_dir) -> None:
        """Queue run(web_dir) under name, unless it is queued already."""
        if name not in self.runs:
            self.runs[name] = self.executor.submit(run, web_dir)

    def result(self, name, run, web_dir) -> dict:
        """The run's answer (queued now if collection did not queue it); a skip when the harness is unavailable."""
        self.start(name, run, web_dir)
        if self.runs[name].cancel():
            self.runs[name] = self.late.submit(run, web_dir)
        try:
            return self.runs[name].result()
        except HarnessUnavailable as reason:
            pytest.skip(str(reason))


BACKGROUND = Background()
