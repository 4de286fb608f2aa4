"""Riichi's table hooks: furiten, and the tenpai payments of an exhaustive draw."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from polymahjong.engine.table import Number, TableHooks

if TYPE_CHECKING:
    from polymahjong.engine.round import Round

#: Exhaustive draw: 3000 points go from the noten players to the tenpai players (the document's table).
NOTEN_POOL = 3000


class Hooks(TableHooks):
    """Riichi: no ron while furiten; noten payments at an exhaustive draw."""

    def win_allowed(self, rnd: "Round", seat: int, tile: int, tsumo: bool) -> bool:
        """A ron is refused while furiten: the seat passed a win since its last discard (after riichi: at
        all), or one of its own discards would complete its hand."""
        if tsumo:
            return True
        if rnd.furiten[seat]:
            return False
        counts, _ = rnd.concealed_counts(seat)
        declared = rnd.declared(seat)
        check = rnd.table.wincheck
        for k in {rnd.kind(t) for t in rnd.discards[seat]}:
            counts[k] += 1
            done = check.complete(counts, declared)
            counts[k] -= 1
            if done:
                return False
        return True

    def exhaustive_payments(self, rnd: "Round") -> tuple[list[Number], dict[str, Any]]:
        """1 tenpai: 1000 from each other; 2: 1500 from each noten to each tenpai; 3: 1000 to each; 0 or 4: nothing."""
        check = rnd.table.wincheck
        tenpai = [s for s in range(rnd.n) if check.tenpai(rnd.concealed_counts(s)[0], rnd.declared(s))]
        pay: list[Number] = [0] * rnd.n
        if 0 < len(tenpai) < rnd.n:
            noten = [s for s in range(rnd.n) if s not in tenpai]
            for s in tenpai:
                pay[s] += NOTEN_POOL // len(tenpai)
            for s in noten:
                pay[s] -= NOTEN_POOL // len(noten)
        return pay, {"tenpai": tenpai}
