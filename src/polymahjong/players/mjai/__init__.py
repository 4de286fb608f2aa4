"""The mjai protocol for riichi: external mjai bots (Mortal, mjai.app and riichienv bots) at our tables,
and our riichi games written as mjai logs. See docs/api/mjai.md."""
from polymahjong.players.mjai.events import MjaiStream
from polymahjong.players.mjai.log import MjaiLog, mjai_log, write_mjai_log
from polymahjong.players.mjai.player import MjaiPlayer, fallback, mjai_feed
from polymahjong.players.mjai.responses import answer_forms, parse_answer
from polymahjong.players.mjai.tiles import MjaiError, MjaiTiles

__all__ = ["MjaiError", "MjaiLog", "MjaiPlayer", "MjaiStream", "MjaiTiles", "answer_forms", "fallback", "mjai_feed",
           "mjai_log", "parse_answer", "write_mjai_log"]
