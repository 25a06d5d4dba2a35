"""Helpers the engine tests share that are not tests themselves: hand-built positions of Quinto and Quartino,
Quinto's refusals as cases, and the events a move caused."""
