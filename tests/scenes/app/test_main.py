"""main.py starts the parlour and keeps running (headless), as `make play` does."""
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_main_starts_and_keeps_running(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PARLOUR_DATA_DIR=str(tmp_path))
    process = subprocess.Popen([sys.executable, "main.py"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    try:
        time.sleep(4)
        assert process.poll() is None, process.communicate()[1]
    finally:
        process.terminate()
        _, errors = process.communicate(timeout=10)
    assert "Traceback" not in errors
