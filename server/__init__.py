"""The parlour's game server: rooms with a code, the engine authoritative, every move stored before it is told."""
