"""The stakes model's weights (:mod:`.stakes`): the fit of 2026-12-01 on 3,000 games between
the normal CPUs of the time, the last feature (nearness to −500) not yet fitted; to be written
by ``scripts/fit_five_hundred_stakes.py``.
"""

#: weights of :func:`.stakes.features`
WEIGHTS: tuple[float, ...] = (0.5195, -1.079, 0.475, 2.085, 0.0)
