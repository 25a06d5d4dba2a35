"""Build the browser package with pygbag, offline: `python -m tools.build_web`.

Stages exactly what ships (main.py, game/, parlour/, scenes/, wire/, assets/) into build/stage/parlour, assembles our
page template (build/parlour.tmpl with build/page/'s CSS and scripts inlined and the page's words from
scenes/kit/i18n.py), runs pygbag there with it and our icon, and leaves build/web/ (index.html,
parlour.apk, favicon.png) and build/web.zip (for itch.io).
"""
from __future__ import annotations

import importlib.util
import json
import re
import shutil
import subprocess
import sys
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "parlour"
TITLE = "the parlour"
SHIPPED = ("main.py", "game", "parlour", "scenes", "wire", "assets")
BUILD_INPUTS = ("parlour.tmpl", "favicon.png", "page/loader.js", "page/runtime_guards.js", "page/record_panel.js",
                "page/parlour.css",
                "page/device.js", "page/device.css",
                "page/text_fields.js", "page/text_fields.css", "page/online.js")
PAGE_FILES = ("index.html", f"{APP_NAME}.apk", "favicon.png")
TIMEOUT_S = 120
INCLUDE = re.compile(r"/\*include: (page/[\w.]+)\*/")
WORDS_MARK = "/* page words: tools/build_web.py */ {}"
SERVER_MARK = '/* online server: tools/build_web.py */ ""'
ROOM_PAGE_MARK = '/* room page: tools/build_web.py */ ""'
# ws:// only where no https page can be in the way: a browser blocks it from an https page (itch.io) as mixed content
PLAIN_SOCKET_HOSTS = ("127.0.0.1", "localhost", "[::1]")
# the native client's socket transport cannot work in a page (no sockets there; the page's WebSocket carries it)
NATIVE_ONLY = ("parlour/online/native.py",)
LOG_TAIL_LINES = 25


class BuildError(RuntimeError):
    """The web build failed; the message says what went wrong and where to look."""


@dataclass(frozen=True)
class WebBuild:
    """Where the build put its results, how big the package is and how long it took."""

    web_dir: Path
    archive: Path
    apk: Path
    size_bytes: int
    seconds: float

    def summary(self) -> str:
        """One line for people: the package size and where it is."""
        return (
            f"web package {self.size_bytes / 1_000_000:.2f} MB ({', '.join(PAGE_FILES)}) in {self.web_dir}; "
            f"itch.io archive {self.archive} ({self.archive.stat().st_size / 1_000_000:.2f} MB); "
            f"built in {self.seconds:.1f} s"
        )


def skip_unshipped(folder, names) -> set:
    """copytree's filter: no caches, compiled files or dotfiles in the package, nor what only runs natively."""
    here = Path(folder).as_posix()
    return {n for n in names if n.startswith(".") or n == "__pycache__" or n.endswith((".pyc", ".pyo"))
            or f"{here}/{n}".endswith(NATIVE_ONLY)}


def check_inputs(root) -> None:
    """Raise BuildError unless everything that ships and pygbag's offline inputs are present."""
    needed = [*SHIPPED, *(f"build/{name}" for name in BUILD_INPUTS)]
    missing = [name for name in needed if not (root / name).exists()]
    if missing:
        raise BuildError(f"cannot build the web package: {', '.join(missing)} missing from {root}")


def stage_sources(root, stage) -> None:
    """Copy exactly what ships from root into a fresh stage folder."""
    if stage.exists():
        shutil.rmtree(stage)
    stage.mkdir(parents=True)
    for name in SHIPPED:
        source = root / name
        if source.is_dir():
            shutil.copytree(source, stage / name, ignore=skip_unshipped)
        else:
            shutil.copy2(source, stage / name)


def assemble_template(root, destination, server="", room_page="") -> Path:
    """Write our page template to destination: build/page/'s pieces inlined (one file, as itch.io wants),
    the page's words in every language, so even a page whose runtime never arrives speaks French, the
    online server's address (empty: the page offers no online play) and the page a room's link points at (empty:
    the page's own address)."""
    from scenes.kit.i18n import page_words

    def include(match) -> str:
        piece = root / "build" / match.group(1)
        if not piece.is_file():
            raise BuildError(f"the page template includes {piece}, which is missing")
        return piece.read_text(encoding="utf-8").rstrip()

    page = INCLUDE.sub(include, (root / "build" / "parlour.tmpl").read_text(encoding="utf-8"))
    if WORDS_MARK not in page:
        raise BuildError(f"build/page/loader.js lost its words mark {WORDS_MARK!r}")
    for mark in (SERVER_MARK, ROOM_PAGE_MARK):
        if mark not in page:
            raise BuildError(f"build/page/online.js lost its mark {mark!r}")
    words = json.dumps(page_words(), ensure_ascii=False).replace("</", "<\\/")
    address = json.dumps(checked_server(server)).replace("</", "<\\/")
    rooms = json.dumps(checked_room_page(room_page)).replace("</", "<\\/")
    page = page.replace(WORDS_MARK, words).replace(SERVER_MARK, address).replace(ROOM_PAGE_MARK, rooms)
    destination.write_text(page, encoding="utf-8")
    return destination


def checked_server(server) -> str:
    """The online server's address as the page will dial it, or BuildError: a WebSocket URL, wss:// (ws:// only on
    this machine: an https page, itch.io's, may not open ws://)."""
    found = re.fullmatch(r"(wss?)://(\[[^\]]*\]|[^\s\"'<>/:]+)[^\s\"'<>]*", server)
    if server and not found:
        raise BuildError(f"the online server must be a WebSocket address (ws://… or wss://…), not {server!r}")
    if found and found.group(1) == "ws" and found.group(2).lower() not in PLAIN_SOCKET_HOSTS:
        raise BuildError(f"{server!r}: a page served over https (itch.io's) may not open ws:// (mixed content, which "
                         f"browsers block); use wss://{server[5:]} (ws:// only for {', '.join(PLAIN_SOCKET_HOSTS)})")
    return server


def checked_room_page(room_page) -> str:
    """The page a room's link points at (the game's itch.io page), or BuildError: an https:// address."""
    if room_page and not re.fullmatch(r"https://[^\s\"'<>?#]+", room_page):
        raise BuildError(f"the room page must be an https:// address without ? or #, not {room_page!r}")
    return room_page


def pygbag_command(root, stage, server="", room_page="") -> list:
    """pygbag's command line: offline build from our assembled template and icon, starting without a prompt
    (--ume_block 0) and leaving without one (--can_close 1: otherwise pygbag's pythons.js asks "Leave site?" on
    every reload, Try again included)."""
    template = assemble_template(root, stage.parent / "parlour.tmpl", server, room_page)
    icon = root / "build" / "favicon.png"
    return [
        sys.executable, "-m", "pygbag",
        "--build",
        "--archive",
        "--no_opt",
        "--ume_block", "0",
        "--can_close", "1",
        "--title", TITLE,
        "--template", str(template),
        "--icon", str(icon),
        str(stage),
    ]


def run_pygbag(root, stage, timeout, server="", room_page="") -> None:
    """Run pygbag on the stage folder, keeping its log beside it; raise BuildError if it fails or hangs."""
    if importlib.util.find_spec("pygbag") is None:
        raise BuildError(f"pygbag is not installed for {sys.executable}; `make web` installs it")
    log_path = stage.parent / "pygbag.log"
    try:
        done = subprocess.run(
            pygbag_command(root, stage, server, room_page), cwd=stage, capture_output=True, text=True, timeout=timeout
        )
    except subprocess.TimeoutExpired as error:
        log_path.write_text(_text(error.stdout) + _text(error.stderr), encoding="utf-8")
        raise BuildError(
            f"pygbag did not finish in {timeout} s (offline it retries forever whatever it must fetch "
            f"from its CDN); log: {log_path}\n{_tail(_text(error.stdout) + _text(error.stderr))}"
        ) from None
    log = done.stdout + done.stderr
    log_path.write_text(log, encoding="utf-8")
    if done.returncode != 0:
        raise BuildError(f"pygbag failed with exit code {done.returncode}; log: {log_path}\n{_tail(log)}")


def _text(output) -> str:
    """A subprocess's captured output as text (a timeout leaves bytes even in text mode)."""
    if isinstance(output, bytes):
        return output.decode("utf-8", "replace")
    return output or ""


def _tail(log) -> str:
    """The last lines of a log, where pygbag says what went wrong."""
    return "\n".join(log.splitlines()[-LOG_TAIL_LINES:])


def collect_outputs(stage, web_dir, archive) -> None:
    """Copy the page's files and the itch.io archive out of the stage into build/."""
    built = stage / "build" / "web"
    missing = [name for name in PAGE_FILES if not (built / name).is_file()]
    if missing or not (stage / "build" / "web.zip").is_file():
        raise BuildError(f"pygbag finished but left no {', '.join(missing) or 'web.zip'} in {built}")
    if web_dir.exists():
        shutil.rmtree(web_dir)
    web_dir.mkdir(parents=True)
    for name in PAGE_FILES:
        shutil.copy2(built / name, web_dir / name)
    shutil.copy2(stage / "build" / "web.zip", archive)


def check_archive(archive) -> None:
    """Raise BuildError unless the itch.io archive holds the page, the icon and the package."""
    with zipfile.ZipFile(archive) as zipped:
        names = set(zipped.namelist())
    if not set(PAGE_FILES) <= names:
        raise BuildError(f"{archive} lacks {sorted(set(PAGE_FILES) - names)}")


def package_size(web_dir) -> int:
    """Bytes a player downloads from us: the page, the icon and the packaged game."""
    return sum((web_dir / name).stat().st_size for name in PAGE_FILES)


def build_web(root=ROOT, timeout=TIMEOUT_S, server="", room_page="") -> WebBuild:
    """Stage, run pygbag and collect the results under root/build (the page dialling server for online play, if
    given, and linking rooms to room_page); raise BuildError on any failure."""
    started = time.perf_counter()
    build = root / "build"
    stage = build / "stage" / APP_NAME
    web_dir, archive = build / "web", build / "web.zip"
    check_inputs(root)
    stage_sources(root, stage)
    run_pygbag(root, stage, timeout, server, room_page)
    collect_outputs(stage, web_dir, archive)
    check_archive(archive)
    return WebBuild(
        web_dir=web_dir,
        archive=archive,
        apk=web_dir / f"{APP_NAME}.apk",
        size_bytes=package_size(web_dir),
        seconds=time.perf_counter() - started,
    )


def main(argv=None) -> int:
    """Build and print the package size; exit 1 with the reason when the build fails."""
    import argparse

    parser = argparse.ArgumentParser(description="Build the browser package and the itch.io archive.")
    parser.add_argument("--server", default="", help="the online server the page dials (wss://…); none: no online play")
    parser.add_argument("--room-page", default="", help="the page a room's link points at, e.g. the game's itch.io "
                        "page (https://…); none: the page's own address")
    args = parser.parse_args(argv)
    try:
        result = build_web(server=args.server, room_page=args.room_page)
    except BuildError as error:
        print(f"web build failed: {error}", file=sys.stderr)
        return 1
    print(result.summary())
    return 0


if __name__ == "__main__":
    sys.exit(main())
