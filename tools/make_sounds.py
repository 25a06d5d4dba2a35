"""Synthesise the parlour's sound effects and encode them as OGG: `python -m tools.make_sounds`.

Everything is made here from sine waves and filtered noise (no samples); `oggenc` (Debian's
vorbis-tools) encodes them. The resulting files in assets/sounds/ are committed.
"""
from __future__ import annotations

import math
import random
import struct
import subprocess
import tempfile
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def envelope(t, attack, decay) -> float:
    """A quick attack then exponential decay."""
    return min(1.0, t / attack) * math.exp(-t / decay) if attack else math.exp(-t / decay)


def card_snap(seconds=0.12, brightness=0.55, seed=1) -> list:
    """A card landing on cloth: a short filtered noise burst with a low thump."""
    rng = random.Random(seed)
    samples, low = [], 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        low += brightness * (rng.uniform(-1, 1) - low)
        thump = math.sin(2 * math.pi * 140 * t) * envelope(t, 0.001, 0.02)
        samples.append(0.8 * low * envelope(t, 0.0015, 0.025) + 0.35 * thump)
    return samples


def deal() -> list:
    """Three cards dealt in quick succession."""
    out = []
    for k in range(3):
        out += card_snap(0.09, 0.7, seed=k + 3)
        out += [0.0] * int(RATE * 0.03)
    return out


def chord(freqs, seconds, decay) -> list:
    """A soft bell-like chord."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        value = sum(math.sin(2 * math.pi * f * t) + 0.3 * math.sin(4 * math.pi * f * t) for f in freqs)
        out.append(value / (1.3 * len(freqs)) * envelope(t, 0.005, decay))
    return out


def take() -> list:
    """A pile swept up: a falling pair of tones over a rustle."""
    rustle = card_snap(0.25, 0.35, seed=9)
    tones = chord((330, 262), 0.25, 0.12)
    return [0.6 * a + 0.5 * b for a, b in zip(rustle, tones)]


def win() -> list:
    """A short rising arpeggio."""
    out = []
    for f in (523, 659, 784, 1047):
        out += chord((f,), 0.13, 0.15)
    return out + chord((523, 659, 784), 0.6, 0.3)


SOUNDS = {"play": lambda: card_snap(), "deal": deal, "take": take, "win": win}


def write_wav(path, samples) -> None:
    """16-bit mono WAV, peak-normalised to -3 dB."""
    peak = max(1e-6, max(abs(s) for s in samples))
    scale = 0.7 * 32767 / peak
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", int(s * scale)) for s in samples))


def main() -> int:
    """Write assets/sounds/<name>.ogg for every effect."""
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        for name, make in SOUNDS.items():
            wav = Path(work) / f"{name}.wav"
            write_wav(wav, make())
            subprocess.run(["oggenc", "-Q", "-q", "3", "-o", str(OUT / f"{name}.ogg"), str(wav)], check=True)
            print(OUT / f"{name}.ogg")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
