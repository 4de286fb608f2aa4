"""Batch simulation of bot games."""
from polymahjong.sim.runner import GameOutcome, Summary, play_chunk, simulate

__all__ = ["GameOutcome", "Summary", "play_chunk", "simulate"]
