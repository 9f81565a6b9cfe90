"""``python -m tefuda.arena <game> …``: the arena's command line (:func:`tefuda.arena.main`)."""

import sys

from tefuda.arena.runner import main

sys.exit(main())
