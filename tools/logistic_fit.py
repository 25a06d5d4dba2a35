"""Logistic regression by maximum likelihood (Newton's method), shared by the tools that fit the AI's data: the
learned evaluation's weights (tools.fit_evaluation) and the hint's calibration (tools.hint_calibration)."""
from __future__ import annotations

from game.ai.calibration import logistic


def newton(rows, ridge: float, rounds: int) -> list:
    """The weights w maximising the mean log-likelihood of the wins under logistic(w . x), less ridge * |w|^2 / 2,
    from rows of (features x, won in [0, 1]); Newton's method from nought for the given rounds."""
    size = len(rows[0][0])
    weights = [0.0] * size
    for _ in range(rounds):
        gradient = [ridge * w for w in weights]
        hessian = [[ridge * (i == j) for j in range(size)] for i in range(size)]
        for x, won in rows:
            chance = logistic(sum(w * v for w, v in zip(weights, x)))
            slope, curve = (chance - won) / len(rows), chance * (1 - chance) / len(rows)
            for i, xi in enumerate(x):
                if xi:
                    gradient[i] += slope * xi
                    row = hessian[i]
                    for j, xj in enumerate(x):
                        if xj:
                            row[j] += curve * xi * xj
        weights = [w - step for w, step in zip(weights, solve(hessian, gradient))]
    return weights


def solve(matrix, vector) -> list:
    """x with matrix . x = vector (Gaussian elimination with partial pivoting; matrix positive definite)."""
    size = len(vector)
    rows = [list(row) + [value] for row, value in zip(matrix, vector)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(size):
            if r != col and rows[r][col]:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col])]
    return [rows[i][size] / rows[i][i] for i in range(size)]
