"""The deterministic table engine: wall, deal, turns, claims, rounds and matches for every ruleset."""
from polymahjong.engine.actions import Act, Action, ActionError
from polymahjong.engine.round import Round, Win
from polymahjong.engine.table import RoundResult, Table, TableHooks, TableRules

__all__ = ["Act", "Action", "ActionError", "Round", "Win", "RoundResult", "Table", "TableHooks", "TableRules"]
