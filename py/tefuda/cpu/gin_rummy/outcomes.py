"""How Gin Rummy hands end between two strong players: written by
``scripts/gin_hand_outcomes.py`` (do not edit), read by :mod:`tefuda.cpu.gin_rummy.equity`.

20 games to 100 between two copies of the frozen hard CPU (the hard level before the
appraisal), seed 1: 131 hands.  ``POINTS[k]`` counts the hands whose winner scored
``k`` points (knock, gin and undercut alike); ``WALLS`` the hands that ended at the wall.

    PYTHONPATH=py python3 scripts/gin_hand_outcomes.py --games 20 --seed 1
"""

POINTS: dict[int, int] = {
    1: 2, 2: 7, 3: 1, 4: 1, 5: 5, 7: 3, 8: 1, 9: 3, 10: 2, 11: 1, 14: 1, 15: 1, 16: 2, 17: 1,
    18: 1, 21: 1, 23: 1, 24: 2, 25: 6, 26: 20, 27: 10, 28: 6, 29: 4, 30: 5, 31: 6, 32: 7,
    33: 5, 34: 4, 35: 1, 36: 1, 38: 2, 39: 2, 40: 2, 41: 3, 42: 2, 43: 1, 44: 1, 45: 1, 46: 1,
    48: 1, 54: 1, 56: 1,
}
WALLS = 2
