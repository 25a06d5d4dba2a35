"""Tests of scenes/screens/lesson: every lesson played on its real table."""
