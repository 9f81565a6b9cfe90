"""The message catalogs of 500, loaded together with the game's first message (the
registry lists them): :mod:`.game` (refusals and events), :mod:`.table` (the table's words),
:mod:`.cpu` (the hint's reasons) and :mod:`.rules` (the rules page)."""
