"""How Gin Rummy hands end between two strong players: written by
``scripts/gin_hand_outcomes.py`` (do not edit), read by :mod:`tefuda.cpu.gin_rummy.equity`.

200 games to 100 between two copies of the frozen hard CPU (the hard level before the
appraisal), seed 1: 1245 hands.  ``POINTS[k]`` counts the hands whose winner scored
``k`` points (knock, gin and undercut alike); ``WALLS`` the hands that ended at the wall.

    PYTHONPATH=py python3 scripts/gin_hand_outcomes.py --games 200 --seed 1
"""

POINTS: dict[int, int] = {
    1: 22, 2: 15, 3: 19, 4: 16, 5: 20, 6: 23, 7: 12, 8: 13, 9: 20, 10: 11, 11: 13, 12: 6,
    13: 14, 14: 17, 15: 10, 16: 10, 17: 16, 18: 7, 19: 6, 20: 13, 21: 8, 22: 10, 23: 7, 24: 4,
    25: 35, 26: 174, 27: 141, 28: 71, 29: 65, 30: 68, 31: 55, 32: 48, 33: 33, 34: 34, 35: 24,
    36: 9, 37: 14, 38: 8, 39: 15, 40: 8, 41: 11, 42: 7, 43: 9, 44: 13, 45: 4, 46: 7, 47: 8,
    48: 7, 49: 8, 50: 4, 51: 3, 52: 2, 53: 2, 54: 4, 55: 5, 56: 6, 57: 4, 58: 2, 59: 4, 60: 1,
    61: 1, 62: 1, 63: 1, 65: 1, 66: 3, 67: 3, 74: 1, 76: 1,
}
WALLS = 8
