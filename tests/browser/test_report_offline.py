"""The lab's report page in a real browser, offline: every chart drawn by the inlined library, no request leaves
the file, no script error, and hovering a bar shows the pattern's figures with their intervals."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from polymahjong.sim import simulate
from polymahjong.sim.report import Run, report_page
from polymahjong.variants.registry import ruleset

OPTIONS = {"length": "games:4"}


def test_the_report_draws_its_charts_offline(browser: Any, tmp_path: Path) -> None:
    data = simulate("uzje", OPTIONS, 2, 5, 1, "efficiency").as_dict()
    path = tmp_path / "report.html"
    path.write_text(report_page(Run(ruleset("uzje", **OPTIONS), OPTIONS, 2, 5, "efficiency"), data), encoding="utf-8")
    context = browser.new_context(offline=True)
    page = context.new_page()
    requests: list[str] = []
    errors: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(path.as_uri())
    kinds = ["frequency", "value", "scatter", "balance", "totals"]
    for kind in kinds:
        page.wait_for_selector(f"#chart-{kind} .main-svg", timeout=20_000)
    assert requests == [path.as_uri()] and errors == []
    top = next(iter(data["patterns"]))
    bar = page.locator("#chart-frequency .bars .point path").first
    bar.scroll_into_view_if_needed()
    box = bar.bounding_box()
    for dx in (-1, 0):  # move onto the bar's middle: Plotly's hover follows the mouse
        page.mouse.move(box["x"] + box["width"] / 2 + dx, box["y"] + box["height"] / 2)
    page.wait_for_selector("#chart-frequency .hovertext", state="attached", timeout=5_000)
    tip = page.locator("#chart-frequency .hovertext").text_content() or ""
    row = data["patterns"][top]
    assert f"{row['wins']} wins, {row['per_100_wins']} [95%: {row['per_100_wins_ci'][0]}" in tip
    context.close()
