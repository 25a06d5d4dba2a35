"""The browser package: built offline from our template and icon, holding what ships and nothing else."""
import json
import os
import re
import zipfile

from tools.build_web import APP_NAME, PAGE_FILES, ROOT, SHIPPED, skip_unshipped

MAX_FILES = 1000
APK_PREFIX = "assets/"  # pygbag packs the game folder under assets/ inside the .apk
NEVER_SHIPPED = ("tests/", "bench/", "tools/", "build/", "node_modules/")


def shipped_files() -> set:
    """The repository files that belong in the package, as paths relative to the repository."""
    found = set()
    for name in SHIPPED:
        if (ROOT / name).is_file():
            found.add(name)
            continue
        for folder, dirs, files in os.walk(ROOT / name):
            dirs[:] = sorted(set(dirs) - skip_unshipped(folder, dirs))
            relative = os.path.relpath(folder, ROOT).replace(os.sep, "/")
            found.update(f"{relative}/{f}" for f in set(files) - skip_unshipped(folder, files))
    return found


def packaged_files(apk) -> set:
    """The game's files inside the .apk, as paths relative to the game folder."""
    with zipfile.ZipFile(apk) as zipped:
        names = [n for n in zipped.namelist() if not n.endswith("/")]
    assert all(n.startswith(APK_PREFIX) for n in names), names
    return {n[len(APK_PREFIX):] for n in names}


def test_page_files_are_built(web_build):
    for name in PAGE_FILES:
        path = web_build.web_dir / name
        assert path.is_file() and path.stat().st_size > 0, path


def test_page_is_our_template(web_build):
    html = (web_build.web_dir / "index.html").read_text(encoding="utf-8")
    assert "{{cookiecutter." not in html
    assert "<title>the parlour</title>" in html
    assert 'id="parlour-loading"' in html
    assert "pythons.js" in html, "the page must still load pygbag's runtime"
    assert f'platform.fopen("{APP_NAME}.apk"' in html
    assert "ume_block : 0," in html


def test_reloading_or_leaving_the_page_asks_nothing(web_build):
    html = (web_build.web_dir / "index.html").read_text(encoding="utf-8")
    assert "can_close : 1," in html, "without it pygbag's pythons.js asks \"Leave site?\" on every reload"
    retry = re.search(r'<button id="parlour-retry"[^>]*>', html).group(0)
    assert 'onclick="parlour_retry()"' in retry and "window.onbeforeunload = null;" in html


def test_the_page_relies_on_no_hook_pygbags_runtime_never_calls(web_build):
    html = (web_build.web_dir / "index.html").read_text(encoding="utf-8")
    defined = set(re.findall(r"function (custom_\w+)\s*\(", html))
    assert defined <= {"custom_onload"}, f"pygbag 0.9.3's pythons.js calls only custom_onload, not {defined}"
    assert 'window.addEventListener("keydown"' in html, "the game's keys are kept from scrolling by the page itself"


def test_the_page_prefetches_the_start_up_file_pygbags_cdn_serves(web_build):
    html = (web_build.web_dir / "index.html").read_text(encoding="utf-8")
    cdn = re.search(r'cdn : "([^"]+)"', html).group(1)
    prefetched = re.findall(r'<link rel="prefetch" href="([^"]+)"([^>]*)>', html)
    # pythons.js (0.9.3) fetches config.cdn + "cpython" + "rc.py"; the CDN serves no pythonrc.py
    assert [href for href, _ in prefetched] == [f"{cdn}cpythonrc.py"]
    assert 'crossorigin="anonymous"' in prefetched[0][1], "fetch() asks for it in cors mode, so must the prefetch"


def test_the_page_declares_utf8_where_browsers_look_for_it(web_build):
    raw = (web_build.web_dir / "index.html").read_bytes()
    # the encoding pre-scan reads 1024 bytes and skips comments: the Python block (#<!-- ... -->) would hide it
    assert b'<meta charset="UTF-8">' in raw[:1024] and raw.index(b"<meta charset") < raw.index(b"<!--")
    assert raw.count(b"<meta charset") == 1
    first_script = re.search(rb"<script\b[^>]*>", raw).group(0)
    assert b'id="site"' in first_script and b"pythons.js" in first_script, "pythons.js reads the first script's Python"


def test_nothing_in_the_head_blocks_the_loading_screen(web_build):
    html = (web_build.web_dir / "index.html").read_text(encoding="utf-8")
    head = html[: html.index("<body>")]
    external = re.findall(r"<script\b[^>]*\bsrc=[^>]*>", head)
    assert external, "the runtime's script must be in the head"
    for tag in external:
        assert re.search(r"\b(async|defer)\b", tag), f"a blocking script in the head: {tag}"
    assert "browserfs" not in html


def test_the_page_speaks_the_players_language_before_python_arrives(web_build):
    html = (web_build.web_dir / "index.html").read_text(encoding="utf-8")
    assert "/*include:" not in html and "page words: tools/build_web.py" not in html
    words = json.loads(re.search(r"const PARLOUR_WORDS = (\{.*\});", html).group(1))
    assert words["fr"]["page_retry"] == "Réessayer" and words["en"]["page_retry"] == "Try again"


def test_favicon_is_ours(web_build):
    icon = (web_build.web_dir / "favicon.png").read_bytes()
    assert icon.startswith(b"\x89PNG\r\n\x1a\n")
    assert icon == (ROOT / "build" / "favicon.png").read_bytes()


def test_itch_archive_holds_the_page(web_build):
    with zipfile.ZipFile(web_build.archive) as zipped:
        assert sorted(zipped.namelist()) == sorted(PAGE_FILES)
        assert zipped.read(f"{APP_NAME}.apk") == web_build.apk.read_bytes()


def test_package_holds_exactly_what_ships(web_build):
    packaged = packaged_files(web_build.apk)
    assert "main.py" in packaged
    for folder in ("game/", "scenes/", "assets/"):
        assert any(name.startswith(folder) for name in packaged), f"no {folder} in the package"
    assert packaged == shipped_files()


def test_package_leaves_out_dev_files(web_build):
    packaged = packaged_files(web_build.apk)
    assert not [n for n in packaged if n.startswith(NEVER_SHIPPED)]
    assert not [n for n in packaged if "__pycache__" in n or n.endswith(".pyc")]
    assert not [n for n in packaged if any(part.startswith(".") for part in n.split("/"))]


def test_package_fits_itch_io(web_build):
    with zipfile.ZipFile(web_build.archive) as zipped:
        assert len(zipped.namelist()) < MAX_FILES
    assert len(packaged_files(web_build.apk)) < MAX_FILES


def test_package_size_is_reported(web_build):
    assert web_build.size_bytes == sum((web_build.web_dir / name).stat().st_size for name in PAGE_FILES)
    assert f"{web_build.size_bytes / 1_000_000:.2f} MB" in web_build.summary()


def test_the_page_dials_the_online_server_it_was_built_for(tmp_path):
    import pytest

    from tools.build_web import BuildError, assemble_template

    page = assemble_template(ROOT, tmp_path / "page.tmpl", "wss://play.example.org/parlour").read_text("utf-8")
    assert 'const PARLOUR_SERVER = "wss://play.example.org/parlour";' in page
    plain = assemble_template(ROOT, tmp_path / "plain.tmpl").read_text("utf-8")
    assert 'const PARLOUR_SERVER = "";' in plain, "no server: the page offers no online play"
    for wrong in ("http://example.org", "wss://x\"><script>", "example.org:8765"):
        with pytest.raises(BuildError, match="WebSocket address"):
            assemble_template(ROOT, tmp_path / "wrong.tmpl", wrong)


def test_the_native_socket_transport_stays_out_of_the_package(web_build):
    with zipfile.ZipFile(web_build.apk) as zipped:
        names = set(zipped.namelist())
    assert f"{APK_PREFIX}parlour/online/page.py" in names
    assert f"{APK_PREFIX}parlour/online/native.py" not in names, "websockets cannot run in a page"
