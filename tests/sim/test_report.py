"""The playtest report page: well-formed, self-contained (its charts' library inlined, nothing loaded from
outside), the run's own figures (Summary.as_dict(), itself checked against the records in test_stats.py), one
bar or point per pattern, the balance, the ruleset's value options, the same page for the same run, and a clear
error where it cannot be written."""
from __future__ import annotations

import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from fractions import Fraction
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from polymahjong.sim import simulate
from polymahjong.sim.plots import plotly_js
from polymahjong.sim.report import ReportError, Run, check_writable, report_page, write_report
from polymahjong.sim.settings import option_text
from polymahjong.variants.registry import ruleset

#: A short Ùzje run (four-game matches) with one pattern value changed from its default.
UZJE = {"length": "games:4", "value.closed_hand": "2.4"}


def page_of(name: str, options: dict[str, str], games: int, seed: int, bot: str = "efficiency",
            workers: int = 1) -> tuple[str, dict[str, Any]]:
    data = simulate(name, options, games, seed, workers, bot).as_dict()
    return report_page(Run(ruleset(name, **options), options, games, seed, bot), data), data


@pytest.fixture(scope="module")
def uzje() -> tuple[str, dict[str, Any]]:
    return page_of("uzje", UZJE, 2, 5)


SCRIPT = re.compile(r"(<script[^>]*>).*?(</script>)", re.S)


def tree(page: str) -> ET.Element:
    """The page as XML, its scripts emptied (the markup around them is well-formed XML)."""
    return ET.fromstring(SCRIPT.sub(r"\1\2", page))


def section(root: ET.Element, key: str) -> ET.Element:
    found = root.find(f".//section[@id='{key}']")
    assert found is not None, f"no section {key}"
    return found


def fields(row: ET.Element) -> dict[str, str]:
    return {td.get("data-field", ""): "".join(td.itertext()) for td in row.findall("td") if td.get("data-field")}


def traces(page: str, kind: str) -> list[dict[str, Any]]:
    """The traces of the chart ``kind`` as the page draws it: the data of its ``Plotly.newPlot``."""
    at = page.index("[", page.index(f'"chart-{kind}",'))  # Plotly.newPlot("chart-<kind>", [traces], ...)
    return json.JSONDecoder().raw_decode(page, at)[0]


class Balance(HTMLParser):
    """Checks that every element the HTML parser sees is closed, in order."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.closed_wrong: list[str] = []

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.open or self.open.pop() != tag:
            self.closed_wrong.append(tag)


def test_the_page_is_well_formed_html_and_xml(uzje: tuple[str, dict[str, Any]]) -> None:
    page, _ = uzje
    assert page.startswith("<!DOCTYPE html>\n<html lang=\"en\">")
    balance = Balance()
    balance.feed(page)
    balance.close()
    assert balance.open == [] and balance.closed_wrong == []
    root = tree(page)
    assert root.tag == "html" and root.find("head/meta").get("charset") == "utf-8"
    figures = root.findall(".//figure[@data-chart]")
    assert {f.get("data-chart") for f in figures} == {"frequency", "value", "scatter", "totals", "balance"}
    for f in figures:  # each chart: its div, drawn by its own script
        kind = f.get("data-chart")
        assert f.find(f".//div[@id='chart-{kind}']") is not None and f.find(".//script") is not None


def test_nothing_outside_the_page_is_referenced(uzje: tuple[str, dict[str, Any]]) -> None:
    page, _ = uzje
    root = tree(page)
    assert not [e.tag for e in root.iter() if e.tag in ("link", "img", "iframe", "object", "embed")]
    assert not [(e.tag, k) for e in root.iter() for k, v in e.attrib.items() if k in ("src", "href")]
    outside_scripts = SCRIPT.sub("", page)
    assert "url(" not in outside_scripts and "@import" not in outside_scripts and "http" not in outside_scripts
    library = root.find("head/script")  # the charts' library, inline, once
    assert page.count(plotly_js()) == 1 and page.index(plotly_js()) < page.index("</head>")
    assert library is not None and library.get("src") is None
    assert '"displaylogo": false' in page  # no link out from the charts' toolbar


def test_every_pattern_has_the_runs_figures(uzje: tuple[str, dict[str, Any]]) -> None:
    page, data = uzje
    assert data["patterns"] and data["errors"] == []
    rows = section(tree(page), "patterns").findall("table/tbody/tr")
    assert [r.get("data-pattern") for r in rows] == list(data["patterns"])
    for row in rows:
        want, got = data["patterns"][row.get("data-pattern")], fields(row)
        for key in ("per_100_wins", "per_100_rounds", "mean_paid"):
            assert got[key] == want[key]
            assert got[f"{key}_ci"] == ("–".join(want[f"{key}_ci"]) if want[f"{key}_ci"] else "")
        assert got["games_for_1_per_100_wins"] == str(want["games_for_1_per_100_wins"])
        assert int(got["wins"]) == want["wins"]
        assert got["mean_value"].split()[0] == want["mean_value"]  # a limit pattern adds its unit
        assert Fraction(got["value_sum"].split()[0]) == Fraction(want["value_sum"])
        assert Fraction(got["paid_sum"]) == Fraction(want["paid_sum"])
    run = "".join(section(tree(page), "run").itertext())
    ci = {k[:-3]: f" [95%: {v[0]}–{v[1]}]" for k, v in data.items() if k.endswith("_ci") and v}
    for fact in (f"{data['games']}", f"{data['rounds']}", f"{data['wins']} ({data['wins_per_100_rounds']} per 100",
                 f"{data['draws']} ({data['draws_per_100_rounds']} per 100", data["digest"],
                 f"mean total {data['all_wins']['mean_value']} fan", "seed5",
                 f"per 100 wins: {data['self_drawn_per_100_wins']}{ci['self_drawn_per_100_wins']} self-drawn, "
                 f"{data['open_per_100_wins']}{ci['open_per_100_wins']} with an open hand, "
                 f"{data['dealer_per_100_wins']}{ci['dealer_per_100_wins']} by the dealer",
                 f"{data['deal_ins_per_100_rounds']}{ci['deal_ins_per_100_rounds']} deal-ins",
                 "polymahjong simulate --variant uzje -o length=games:4 -o value.closed_hand=2.4 --games 2 --seed 5"):
        assert fact in run.replace("\n", "")
    assert "riichi declarations" not in run  # Ùzje has none
    resolved = section(tree(page), "run").findall(".//details/table/tr")
    assert {r.findtext("th"): r.findtext("td") for r in resolved} == {
        k: option_text(v) for k, v in ruleset("uzje", **UZJE).options.items()}
    assert option_text(True) == "true" and option_text(2.6) == "2.6" and option_text(3.0) == "3"
    totals = section(tree(page), "totals").findall("table/tbody/tr")
    assert [Fraction(r.get("data-total")) for r in totals] == [Fraction(t["total"]) for t in data["totals"]]
    for row, want in zip(totals, data["totals"]):
        got = fields(row)
        assert (int(got["wins"]), got["per_100_wins"], got["mean_paid"]) == (want["wins"], want["per_100_wins"],
                                                                               want["mean_paid"])
        assert Fraction(got["paid_sum"]) == Fraction(want["paid_sum"])


def test_charts_have_one_bar_or_point_per_pattern(uzje: tuple[str, dict[str, Any]]) -> None:
    page, data = uzje
    patterns = list(data["patterns"])
    (frequency,) = traces(page, "frequency")
    assert frequency["customdata"] == patterns  # most frequent first, as the table
    assert frequency["text"] == [data["patterns"][pid]["per_100_wins"] for pid in patterns]
    value = Counter(pid for trace in traces(page, "value") for pid in trace["customdata"])
    assert value == {pid: 2 for pid in patterns}  # its mean value, and its mean paid (Ùzje's fan: one unit here)
    (points,) = traces(page, "scatter")
    assert sorted(points["customdata"]) == sorted(patterns)
    totals = Counter(key for trace in traces(page, "totals") for key in trace["customdata"])
    assert totals == {str(t["total"]): 2 for t in data["totals"]}  # wins, and mean paid
    balance = [pid for trace in traces(page, "balance") if "customdata" in trace for pid in trace["customdata"]]
    assert sorted(balance) == sorted(pid for pid, row in data["balance"]["patterns"].items() if "ratio" in row)


def test_an_uzje_report_lists_its_value_options(uzje: tuple[str, dict[str, Any]]) -> None:
    page, data = uzje
    variant = ruleset("uzje", **UZJE)
    settings = section(tree(page), "settings")
    rows = {r.get("data-option"): r for r in settings.findall("table/tbody/tr")}
    assert set(rows) == {name for name in variant.option_declarations() if name.startswith("value.")}
    closed = fields(rows["value.closed_hand"])
    assert (closed["value"], closed["default"], closed["status"]) == ("2.4", "2.6", "provisional")
    assert rows["value.closed_hand"].find("td/span[@class='changed']") is not None
    assert fields(rows["value.self_draw"])["status"] == "fixed"  # the document's '='
    assert fields(rows["value.purity"])["status"] == "open"      # no value in the document
    assert fields(rows["value.sea_scoop.lucky"])["value"] == "3"
    in_table = {r.get("data-pattern"): fields(r).get("setting", "") for r in
                section(tree(page), "patterns").findall("table/tbody/tr")}
    assert in_table["closed_hand"] == "value.closed_hand = 2.4 (default 2.6)"
    unseen = {r.get("data-pattern") for r in section(tree(page), "unseen").findall("table/tbody/tr")}
    assert unseen == {p["id"] for p in variant.patterns()} - set(data["patterns"])


def test_tianjin_lists_its_three_open_values_and_riichi_none() -> None:
    page, data = page_of("tianjin", {"value.vanilla": "3"}, 1, 2)
    rows = section(tree(page), "settings").findall("table/tbody/tr")
    assert [(r.get("data-option"), r.get("data-pattern"), fields(r)["value"]) for r in rows] == [
        ("value.vanilla", "vanilla", "3"), ("value.quinquennial", "quinquennial", "3"),
        ("value.jokers_dragon", "jokers_dragon", "8")]
    page, data = page_of("riichi", {}, 1, 0, bot="random")  # random bots rarely win: here none did
    root = tree(page)
    assert "no pattern value options" in "".join(section(root, "settings").itertext())
    assert data["wins"] == 0 and root.find(".//section[@id='charts']") is None
    assert "No win had a pattern" in "".join(section(root, "patterns").itertext())
    assert "mean total 0.00 han" in "".join(section(root, "run").itertext())


def test_the_same_run_gives_the_same_page_from_the_command_line(uzje: tuple[str, dict[str, Any]],
                                                               tmp_path: Path) -> None:
    page, _ = uzje
    assert page_of("uzje", UZJE, 2, 5, workers=2)[0] == page
    cmd = [str(Path(sys.executable).with_name("polymahjong")), "simulate", "--variant", "uzje", "-o", "length=games:4",
           "-o", "value.closed_hand=2.4", "--games", "2", "--seed", "5", "--bot", "efficiency", "--workers", "2",
           "--json", "--report", str(tmp_path / "report.html")]
    subprocess.run(cmd, capture_output=True, text=True, check=True)
    assert (tmp_path / "report.html").read_text(encoding="utf-8") == page


def test_a_report_that_cannot_be_written_is_a_clear_error(tmp_path: Path) -> None:
    cmd = [str(Path(sys.executable).with_name("polymahjong")), "simulate", "--variant", "riichi", "--games", "1"]
    for where, why in ((tmp_path / "no" / "report.html", "no folder"), (tmp_path, "it is a directory")):
        result = subprocess.run(cmd + ["--report", str(where)], capture_output=True, text=True)
        assert result.returncode == 2 and f"cannot write the report to {where}: {why}" in result.stderr
        assert "games" not in result.stdout  # refused before the run
    with pytest.raises(ReportError, match="it is a directory"):
        check_writable(tmp_path)
    with pytest.raises(ReportError, match=f"cannot write the report to {tmp_path}: "):
        write_report(tmp_path, "<!DOCTYPE html>")


def test_the_economy_section_shows_the_runs_figures(uzje: tuple[str, dict[str, Any]]) -> None:
    page, data = uzje
    eco = data["economy"]
    part = section(tree(page), "economy")
    pays = {r.get("data-payment"): fields(r) for r in part.findall(".//tr[@data-payment]")}
    assert set(pays) == set(eco["payments"]) and "hand" in pays
    for name, got in pays.items():
        assert got["per_deal"] == eco["payments"][name]["per_deal"]
        assert Fraction(got["sum"]) == Fraction(eco["payments"][name]["sum"])
    seats = {r.get("data-seat"): fields(r) for r in part.findall(".//tr[@data-seat]")}
    assert list(seats) == list(eco["seats"])
    for seat, got in seats.items():
        assert got["gain_per_deal"] == eco["seats"][seat]["gain_per_deal"]["mean"]
        assert got["wins"] == str(eco["seats"][seat]["wins"])
    text = "".join(part.itertext())
    turns = eco["turns_per_deal"]
    assert f"mean {turns['mean']} [95%: {turns['mean_ci'][0]}–{turns['mean_ci'][1]}] discards" in text
    assert eco["self_drawn_per_100_wins"] in text


def test_hovering_a_bar_shows_its_figures_with_their_intervals(uzje: tuple[str, dict[str, Any]]) -> None:
    page, data = uzje
    tips = {tip for kind in ("frequency", "value", "scatter") for trace in traces(page, kind)
            for tip in trace["hovertext"]}
    for pid, row in data["patterns"].items():
        if row["mean_paid_ci"]:
            low, high = row["mean_paid_ci"]
            assert any(f"mean paid {row['mean_paid']} [95%: {low}–{high}]" in tip for tip in tips), pid


def test_the_balance_section_shows_the_fit_and_each_pattern(uzje: tuple[str, dict[str, Any]]) -> None:
    page, data = uzje
    balance = data["balance"]
    part = section(tree(page), "balance")
    rows = part.findall("table/tbody/tr")
    assert [r.get("data-pattern") for r in rows] == list(balance["patterns"])
    for row in rows:
        want, got = balance["patterns"][row.get("data-pattern")], fields(row)
        assert (got["per_100_wins"], got["mean_value"]) == (want["per_100_wins"], want["mean_value"])
        if "excluded" in want:
            assert got["excluded"] == f"left out: {want['excluded']}"
        else:
            assert (got["curve_value"], got["ratio"], got["flag"]) == (want["curve_value"], want["ratio"],
                                                                       want["flag"] or "")
            s = want["suggestion"]
            assert got["suggestion"] == (f"suggestion: {s['option']}={s['suggested']} (now {s['value']})" if s else "")
    text = "".join(part.itertext())
    fit = balance["fit"]
    assert f"value = e^{fit['intercept']} × frequency^{fit['slope']}" in text
    assert balance["method"] in text and balance["threshold"] in text and balance["suggestion_method"] in text
