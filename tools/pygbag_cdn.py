"""What the real-browser checks take from pygbag 0.9.3's CDN, kept in build/pygbag-cdn/: `python -m tools.pygbag_cdn`.

pygbag's page installs pygame-ce from its CDN (`cp312/`) as a WebAssembly wheel, listed in the CDN's package
index; its interpreter's own files are listed in `cpython312/main.js`. The copies in ../shared/pygbag-0.9.3/
are used when present, else the CDN is asked; the wheel is checked against its sha256 either way. When
neither can be had, the reason is written down and the browser checks that need these files skip with it.
"""
from __future__ import annotations

import hashlib
import re
import shutil
import sys
import urllib.request
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYGBAG_VERSION = "0.9.3"
CDN = "https://pygame-web.github.io/cdn/"
WHEEL = "pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl"
WHEEL_SHA256 = "9c6aa80480c7f199dd024639fc1e1f6b4a5c5c6a7a888b11110ad17b35abdd27"
INDEX = f"index-{PYGBAG_VERSION}-cp312.json"
DATA_FILES = "main.data-files.txt"
SHARED = ROOT.parent / "shared" / f"pygbag-{PYGBAG_VERSION}"
CACHE = ROOT / "build" / "pygbag-cdn"
REASON = "unavailable.txt"
TIMEOUT_S = 30


class Unavailable(RuntimeError):
    """The CDN's files cannot be had here; the message says why."""


@dataclass(frozen=True)
class CdnFiles:
    """Where the CDN's files lie on this machine."""

    folder: Path

    @property
    def wheel(self) -> Path:
        """pygame-ce's WebAssembly wheel, as pygbag installs it."""
        return self.folder / "cp312" / WHEEL

    @property
    def index(self) -> Path:
        """The CDN's package index (import name -> wheel)."""
        return self.folder / INDEX

    @property
    def data_files(self) -> Path:
        """Every file of pygbag's interpreter's own file system, one path a line."""
        return self.folder / DATA_FILES


def sha256(path) -> str:
    """The file's sha256 in hex."""
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def download(url) -> bytes:
    """The bytes at url, or Unavailable with the reason."""
    try:
        with urllib.request.urlopen(url, timeout=TIMEOUT_S) as answer:
            return answer.read()
    except OSError as error:
        raise Unavailable(f"{url} cannot be downloaded here ({error})") from None


def files_of_main_js(text) -> str:
    """The interpreter's file list from cpython312/main.js (emscripten's file packager names every file)."""
    return "\n".join(re.findall(r'"filename":\s*"([^"]+)"', text)) + "\n"


def from_shared(cache) -> bool:
    """Copy the files from ../shared/pygbag-0.9.3/ when they are all there."""
    names = (WHEEL, INDEX, DATA_FILES)
    if not all((SHARED / name).is_file() for name in names):
        return False
    (cache / "cp312").mkdir(parents=True, exist_ok=True)
    shutil.copy2(SHARED / WHEEL, cache / "cp312" / WHEEL)
    shutil.copy2(SHARED / INDEX, cache / INDEX)
    shutil.copy2(SHARED / DATA_FILES, cache / DATA_FILES)
    return True


def from_cdn(cache) -> None:
    """Download the files from pygbag's CDN."""
    (cache / "cp312").mkdir(parents=True, exist_ok=True)
    (cache / "cp312" / WHEEL).write_bytes(download(f"{CDN}cp312/{WHEEL}"))
    (cache / INDEX).write_bytes(download(f"{CDN}{INDEX}"))
    main_js = download(f"{CDN}{PYGBAG_VERSION}/cpython312/main.js").decode("utf-8", "replace")
    (cache / DATA_FILES).write_text(files_of_main_js(main_js), encoding="utf-8")


def fetch(cache=CACHE) -> CdnFiles:
    """The CDN's files in cache, fetched when missing; Unavailable when they cannot be had or are not genuine."""
    files = CdnFiles(cache)
    ready = files.wheel.is_file() and files.index.is_file() and files.data_files.is_file()
    if not ready and not from_shared(cache):
        from_cdn(cache)
    if sha256(files.wheel) != WHEEL_SHA256:
        files.wheel.unlink()
        raise Unavailable(f"{WHEEL} does not match its sha256 {WHEEL_SHA256}: removed")
    return files


def available(cache=CACHE) -> CdnFiles:
    """The fetched files, without fetching; Unavailable with the reason `make test` wrote down."""
    files = CdnFiles(cache)
    if files.wheel.is_file() and files.index.is_file() and files.data_files.is_file():
        return files
    written = cache / REASON
    reason = written.read_text(encoding="utf-8").strip() if written.is_file() else "`make test` did not fetch them"
    raise Unavailable(f"pygbag's pygame-ce wheel is not in {cache}: {reason}")


def main(cache=CACHE) -> int:
    """Fetch the files, or write down why not; exits 0 either way so tests can skip with the reason."""
    cache.mkdir(parents=True, exist_ok=True)
    try:
        files = fetch(cache)
    except Unavailable as error:
        (cache / REASON).write_text(f"{error}\n", encoding="utf-8")
        print(f"pygbag's CDN files cannot be had: {error}; the real-browser checks will be skipped", file=sys.stderr)
        return 0
    (cache / REASON).unlink(missing_ok=True)
    print(f"pygbag {PYGBAG_VERSION}'s pygame-ce wheel ready: {files.wheel}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
