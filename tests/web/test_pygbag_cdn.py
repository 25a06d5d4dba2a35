"""The CDN files the real-browser checks use: taken from ../shared or pygbag's CDN, the wheel only when its
sha256 is right, and a reason written down when they cannot be had."""
import pytest

from tools import pygbag_cdn


def fake_source(folder, wheel_bytes):
    """Lay out pygbag's CDN files in folder: the pygame-ce wheel holding wheel_bytes, an empty index, the data files."""
    (folder / "cp312").mkdir(parents=True)
    (folder / "cp312" / pygbag_cdn.WHEEL).write_bytes(wheel_bytes)
    (folder / pygbag_cdn.INDEX).write_text("{}")
    (folder / pygbag_cdn.DATA_FILES).write_text("/data/data/org.python/assets/site-packages/pygame/freesansbold.ttf\n")


def test_a_wheel_that_does_not_match_its_sha256_is_refused_and_removed(tmp_path):
    fake_source(tmp_path, b"not the wheel")
    with pytest.raises(pygbag_cdn.Unavailable, match="sha256"):
        pygbag_cdn.fetch(tmp_path)
    assert not (tmp_path / "cp312" / pygbag_cdn.WHEEL).exists()


def test_without_shared_copies_or_network_the_reason_is_kept_for_the_skips(tmp_path, monkeypatch):
    monkeypatch.setattr(pygbag_cdn, "SHARED", tmp_path / "nowhere")

    def refuse(url):
        raise pygbag_cdn.Unavailable(f"{url} cannot be downloaded here (no network)")

    monkeypatch.setattr(pygbag_cdn, "download", refuse)
    assert pygbag_cdn.main(tmp_path / "cache") == 0
    with pytest.raises(pygbag_cdn.Unavailable, match="no network"):
        pygbag_cdn.available(tmp_path / "cache")


def test_the_interpreters_file_list_is_read_from_main_js():
    text = 'loadPackage({"files": [{"filename": "/data/data/org.python/assets/site-packages/pygame/FreeSerif.ttf", ' \
           '"start": 0}, {"filename": "/usr/lib/python3.12/os.py", "start": 9}]})'
    assert pygbag_cdn.files_of_main_js(text).split() == [
        "/data/data/org.python/assets/site-packages/pygame/FreeSerif.ttf", "/usr/lib/python3.12/os.py"]


def test_the_shared_wheel_is_pygbags_own():
    if not (pygbag_cdn.SHARED / pygbag_cdn.WHEEL).is_file():
        pytest.skip(f"{pygbag_cdn.SHARED} is not on this machine")
    assert pygbag_cdn.sha256(pygbag_cdn.SHARED / pygbag_cdn.WHEEL) == pygbag_cdn.WHEEL_SHA256
