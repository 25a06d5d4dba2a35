"""What every part of the tests shares about the games."""
