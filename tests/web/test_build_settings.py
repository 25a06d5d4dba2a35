"""`make web`'s settings for online play: the server a page dials is refused as ws:// anywhere but this machine (an
https page, itch.io's, may not open ws://), and a room's link points at the game's page set at build time (its
itch.io page) instead of the bare iframe's address."""
import json
import shutil
import subprocess

import pytest

from tools.build_web import ROOT, BuildError, assemble_template, main


@pytest.mark.parametrize("server", ["ws://play.example.org:8765", "ws://192.168.1.20/parlour", "ws://[2001:db8::1]:80"])
def test_a_plain_websocket_to_another_host_is_refused_saying_why(tmp_path, server):
    with pytest.raises(BuildError, match="mixed content.*wss://"):
        assemble_template(ROOT, tmp_path / "page.tmpl", server)


@pytest.mark.parametrize("server", ["ws://127.0.0.1:8765", "ws://localhost:9000/parlour", "ws://[::1]:8765",
                                    "wss://play.example.org/parlour"])
def test_wss_anywhere_and_ws_on_this_machine_are_built(tmp_path, server):
    page = assemble_template(ROOT, tmp_path / "page.tmpl", server).read_text("utf-8")
    assert f"const PARLOUR_SERVER = {json.dumps(server)};" in page


def test_make_web_stops_at_once_with_the_reason(capsys):
    assert main(["--server", "ws://play.example.org"]) == 1
    said = capsys.readouterr().err
    assert "web build failed" in said and "wss://play.example.org" in said


@pytest.mark.parametrize("wrong", ["http://me.itch.io/parlour", "https://me.itch.io/parlour?x=1", "me.itch.io"])
def test_a_room_page_must_be_an_https_address(tmp_path, wrong):
    with pytest.raises(BuildError, match="room page"):
        assemble_template(ROOT, tmp_path / "page.tmpl", "", wrong)


def room_link(tmp_path, room_page):
    """parlour_online_room_link("AB12") of the page built with room_page, run by node inside itch.io's iframe."""
    if not shutil.which("node"):
        pytest.skip("node is not installed")
    page = assemble_template(ROOT, tmp_path / "page.tmpl", "wss://play.example.org", room_page).read_text("utf-8")
    start = page.index("// playing online:")
    script = page[start:page.index("function parlour_online_open", start)]
    iframe = 'const location = { origin: "https://html-classic.itch.zone", pathname: "/html/1234/index.html" };\n'
    done = subprocess.run(["node", "-e", iframe + script + 'process.stdout.write(parlour_online_room_link("AB12"))'],
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_a_rooms_link_points_at_the_games_page_set_at_build_time(tmp_path):
    assert room_link(tmp_path, "https://someone.itch.io/the-parlour") == "https://someone.itch.io/the-parlour?room=AB12"


def test_without_a_room_page_a_rooms_link_is_the_pages_own_address(tmp_path):
    assert room_link(tmp_path, "") == "https://html-classic.itch.zone/html/1234/index.html?room=AB12"
