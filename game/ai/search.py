"""Information-set Monte Carlo tree search over determinizations of a view, shared by every game.

Each iteration samples a full state consistent with the searching seat's view, descends a tree
keyed by moves (UCB with availability counts, so moves legal only in some samples are fair),
expands one move (with progressive widening, the policy's move first, and a node only gains a child
as its visits grow, so a move with many answers is judged by good ones early), plays the game's
cheap heuristic policy out to a horizon and backs the game's (or the level's) evaluation up the
path. Work is counted in iterations, so a seed gives the same move everywhere.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from math import log, sqrt
from time import perf_counter

from ..protocols import Knowledge, State
from ..rng import make_rng


class Node:
    """One move of the tree: who made it and what it earned them."""

    __slots__ = ("move", "player", "children", "visits", "reward", "reward_sq", "avail")

    def __init__(self, move: object = None, player=None) -> None:
        self.move = move
        self.player = player
        self.children = {}
        self.visits = 0
        self.reward = 0.0
        self.reward_sq = 0.0
        self.avail = 1

    def mean(self) -> float:
        """The mean reward of the playouts through this move (0 before any)."""
        return self.reward / self.visits if self.visits else 0.0

    def variance_of_mean(self) -> float:
        """The squared standard error of mean(), from the spread of its playouts' rewards."""
        if self.visits < 2:
            return 1.0
        spread = max(0.0, self.reward_sq / self.visits - self.mean() ** 2)
        return spread / (self.visits - 1)


class SearchAgent:
    """Time-sliced ISMCTS agent: start(view, seat, seed), step(budget_s), best_move()."""

    def __init__(self, knowledge: Knowledge, iterations: int, exploration: float = 0.7,
                 policy_margin: float | None = None, deeper: int = 0,
                 own_tree: bool | Callable[[State], bool] = False,
                 evaluate=None, widening: float | None = None, playout=None) -> None:
        self.knowledge = knowledge
        self.iterations = iterations
        self.exploration = exploration
        self.policy_margin = policy_margin
        self.deeper = deeper
        self.own_tree = own_tree
        self.evaluate = evaluate or knowledge.evaluate
        self.widening = widening
        self.playout = playout or knowledge.policy_move
        self.root = Node()
        self.done = 0
        self._forced = None
        self._policy = None
        self._own_tree_here = False

    def start(self, view: State, seat: int, seed: int) -> None:
        """Begin thinking about view from seat."""
        self.view, self.seat = view, seat
        self.rng = make_rng(seed, "search", seat)
        self.root = Node()
        self.done = 0
        legal = view.legal_moves()
        self._forced = legal[0] if len(legal) == 1 else None
        self._policy = None
        self._own_tree_here = self.own_tree(view) if callable(self.own_tree) else self.own_tree
        if self.policy_margin is not None and self._forced is None:
            rng = make_rng(seed, "policy", seat)
            self._policy = self.knowledge.policy_move(self.knowledge.determinize(view, seat, rng), rng)

    def step(self, budget_s: float) -> bool:
        """Search for up to budget_s seconds; True once the move is chosen."""
        if self._forced is not None:
            return True
        deadline = perf_counter() + budget_s
        while self.done < self.iterations:
            self._iterate()
            self.done += 1
            if perf_counter() >= deadline:
                break
        return self.done >= self.iterations

    def best_move(self):
        """The first move of move_stats (a forced move at once)."""
        if self._forced is not None:
            return self._forced
        stats = self.move_stats()
        return stats[0][0] if stats else self.view.legal_moves()[0]

    def move_stats(self) -> list:
        """(move, visits, mean reward for the seat) for each legal root move, the chosen one first: the
        most visited (ties: the better mean, then legal order), or with a policy margin the heuristic
        policy's move unless that one beats it by more than policy_margin standard errors."""
        order = self.view.legal_moves()
        rows = []
        for i, move in enumerate(order):
            child = self.root.children.get(move)
            rows.append((move, child.visits if child else 0, child.mean() if child else 0.0, i))
        rows.sort(key=lambda r: (-r[1], -r[2], r[3]))
        stats = [(m, v, mean) for m, v, mean, _ in rows]
        if stats and self._policy_stands(stats[0][0]):
            stats.sort(key=lambda row: row[0] != self._policy)
        return stats

    def _policy_stands(self, best: object) -> bool:
        policy = self.root.children.get(self._policy) if self._policy is not None else None
        margin = self.policy_margin
        if policy is None or best == self._policy or margin is None:
            return False
        chosen = self.root.children[best]
        error = math.sqrt(chosen.variance_of_mean() + policy.variance_of_mean())
        return chosen.mean() - policy.mean() <= margin * error

    def _iterate(self) -> None:
        know, rng, deeper, explore, playout = self.knowledge, self.rng, self.deeper, self.exploration, self.playout
        state = know.determinize(self.view, self.seat, rng)
        node, path = self.root, []
        seat = self.seat if self._own_tree_here else None
        while state.current_player is not None and not know.rollout_over(state, self.view, deeper) \
                and (seat is None or state.current_player == seat):
            legal = state.legal_moves()
            children = node.children
            move = self._expansion(state, node, legal)
            if move is not None:
                child = Node(move, state.current_player)
                children[move] = child
                state = state.apply(move)
                path.append(child)
                break
            best, best_score = node, -1.0  # every score is at least 0: the loop chooses a child
            for move in legal:
                child = children.get(move)
                if child is None:
                    continue
                avail = child.avail = child.avail + 1
                visits = child.visits
                score = child.reward / visits + explore * sqrt(log(avail) / visits)
                if score > best_score:
                    best, best_score = child, score
            state = state.apply(best.move)
            node = best
            path.append(best)
        while state.current_player is not None and not know.rollout_over(state, self.view, deeper):
            state = state.apply(playout(state, rng))
        rewards = self.evaluate(state, self.view)
        for child in path:
            reward = rewards[child.player]
            child.visits += 1
            child.reward += reward
            child.reward_sq += reward * reward

    def _expansion(self, state: State, node: Node, legal: list):
        """The move to add under node in this sampled state, or None to descend among its children: any untried
        move at random; with widening, none while the node has ceil(visits ** widening) children that are legal
        here, and the policy's move before any other."""
        children = node.children
        untried = [m for m in legal if m not in children]
        if not untried:
            return None
        if self.widening is None:
            return untried[self.rng.randrange(len(untried))]
        visits = self.done if node is self.root else node.visits
        if len(legal) - len(untried) >= max(1, math.ceil(visits ** self.widening)):
            return None
        policy = self.knowledge.policy_move(state, self.rng)
        return policy if policy in untried else untried[self.rng.randrange(len(untried))]


class PolicyAgent:
    """The easy level: the game's heuristic policy with some noise, on a sampled state."""

    def __init__(self, knowledge: Knowledge, noise: float) -> None:
        self.knowledge = knowledge
        self.noise = noise
        self._move = None

    def start(self, view: State, seat: int, seed: int) -> None:
        """Choose at once: the policy is cheap."""
        rng = make_rng(seed, "policy", seat)
        state = self.knowledge.determinize(view, seat, rng)
        self._move = self.knowledge.policy_move(state, rng, self.noise)

    def step(self, budget_s: float) -> bool:
        """Always done."""
        return True

    def best_move(self):
        """The chosen move."""
        return self._move

    def move_stats(self) -> list:
        """Only the chosen move, measured by nothing: no visit, no mean."""
        return [(self._move, 0, 0.0)]
