"""Tests of the drivers of tests/drivers: whole games played through the scenes by mouse and by touch."""
