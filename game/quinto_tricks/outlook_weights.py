"""The rest-of-hand outlook's weights (game/quinto_tricks/outlook.py), as fitted by tools/fit_trick_rest.py."""
REST_WEIGHTS = (5.855, 2.195, 10.989, 3.255, -1.524, 0.819, 2.999, 2.111, 3.424)
