"""The report's economy section: how deals end, every payment by category, the seats, deal length and final
scores (the figures of :meth:`polymahjong.sim.economy.Economy.report`)."""
from __future__ import annotations

from typing import Any, Mapping
from xml.sax.saxutils import escape

from polymahjong.render.text import number
from polymahjong.sim.htmlparts import cell, facts, figure, interval, paragraph, section, table
from polymahjong.sim.svgchart import tag

#: What each payment category of the economy is (see :mod:`polymahjong.sim.economy`); a payment event's own
#: reason is shown as it is.
PAYMENTS = {"hand": "wins: the hands", "honba": "wins: honba", "sticks": "wins: riichi sticks",
            "settlement": "end of the deal: settlement (bars, ...)", "deal_end": "end of the deal: the wall's end "
            "(ready-hand payments, penalties)", "kong": "kongs"}


def economy_section(data: Mapping[str, Any]) -> str:
    """The whole economy: how deals end, every payment by category, the seats, deal length, final scores."""
    eco = data["economy"]
    per_deal, below = eco["wins_per_deal"], eco["below_zero"]
    ends = [("self-drawn wins", f"{figure(eco, 'self_drawn_per_100_wins')} per 100 wins"),
            ("discard wins", f"{figure(eco, 'discard_per_100_wins')} per 100 wins"),
            ("wins per deal", f"mean {figure(per_deal, 'mean')}; deals by their number of wins: "
             + ", ".join(f"{k}: {n}" for k, n in per_deal["deals"].items())),
            ("turns per deal", f"mean {figure(eco['turns_per_deal'], 'mean')} discards"),
            ("final score spread", f"mean {figure(eco['final_spread'], 'mean')} (highest less lowest)"),
            ("below zero", f"{figure(below, 'deals_per_100_rounds')} per 100 deals end with a player below zero; "
             f"{figure(below, 'at_end_per_100')} per 100 players end the game below zero")]
    draws = [tag("tr", {"data-draw": kind}, cell(escape(kind)) + cell(str(row["deals"]), "deals", True)
                 + cell(escape(row["per_100_rounds"]), "per_100_rounds", True)
                 + cell(interval(row["per_100_rounds_ci"]), "per_100_rounds_ci", True))
             for kind, row in eco["draws"].items()]
    pays = [tag("tr", {"data-payment": name}, cell(escape(PAYMENTS.get(name, name)))
                + cell(tag("code", {}, escape(name))) + cell(str(row["deals"]), "deals", True)
                + cell(escape(number(row["sum"])), "sum", True) + cell(escape(row["per_deal"]), "per_deal", True)
                + cell(interval(row["per_deal_ci"]), "per_deal_ci", True))
            for name, row in eco["payments"].items()]
    seats = [tag("tr", {"data-seat": seat}, cell(escape(seat + (" (dealer)" if row["dealer"] else "")))
                 + cell(str(row["wins"]), "wins", True)
                 + cell(escape(row["wins_per_100_rounds"]), "wins_per_100_rounds", True)
                 + cell(interval(row["wins_per_100_rounds_ci"]), "wins_per_100_rounds_ci", True)
                 + cell(escape(row["gain_per_deal"]["mean"]), "gain_per_deal", True)
                 + cell(interval(row["gain_per_deal"]["mean_ci"]), "gain_per_deal_ci", True))
             for seat, row in eco["seats"].items()]
    note = paragraph("Counted from the records: how deals end, what changed hands and why (the amount received, "
                     "per deal over every deal), and each seat's wins and gain (seat 0 deals; the others follow "
                     "in turn order). Intervals are 95%.", {"class": "note"})
    body = note + facts((k, escape(v)) for k, v in ends)
    if draws:
        body += table(["draw", "deals", "per 100 rounds", "95%"], draws, numeric_from=1)
    if pays:
        body += table(["payment", "category", "deals", "sum", "per deal", "95%"], pays, numeric_from=2)
    return section("economy", "The economy", body + table(
        ["seat", "wins", "per 100 rounds", "95%", "gain per deal", "95%"], seats, numeric_from=1))
