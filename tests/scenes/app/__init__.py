"""Tests of the composition root (main, opening, app, loop, router): start-up, the window, the browser page and
flows across screens."""
