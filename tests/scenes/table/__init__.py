"""Tests of scenes/table: what every table shares (hand, log, notices, keys, hints, results, replays)."""
