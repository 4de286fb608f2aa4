"""Players: the protocol (view in, action out) and bots."""
from polymahjong.players.base import Player, RandomPlayer
from polymahjong.players.efficiency import EfficiencyPlayer

__all__ = ["Player", "RandomPlayer", "EfficiencyPlayer"]
