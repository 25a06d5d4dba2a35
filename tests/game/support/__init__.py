"""Helpers the engine tests share that are not tests themselves: hand-built positions of Quinto and Quartino,
and Quinto's refusals as cases."""
