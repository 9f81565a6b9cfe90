"""CPU players.  Each module decides from a player's view only, never from the full state."""
