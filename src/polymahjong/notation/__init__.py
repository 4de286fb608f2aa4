"""Written tile notations: mpsz for the riichi family, UJMJ for Ùzje."""
from polymahjong.notation.base import Notation, NotationError
from polymahjong.notation.mpsz import Mpsz
from polymahjong.notation.ujmj import Ujmj

__all__ = ["Notation", "NotationError", "Mpsz", "Ujmj"]
