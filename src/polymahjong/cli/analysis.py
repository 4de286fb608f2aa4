"""Commands about rules and hands: ``rules``, ``analyze``, ``score``."""
from __future__ import annotations

import json
import sys
from functools import lru_cache
from typing import Any, Iterable, Optional

import typer
from rich.console import Console
from rich.table import Table

from polymahjong.cli import app
from polymahjong.notation import NotationError
from polymahjong.variants.analysis import analyze as analyze_hand
from polymahjong.variants.base import OptionError, RequestError, Variant
from polymahjong.variants.registry import ruleset
from polymahjong.variants.scoring import error_response

OPTION_HELP = "A ruleset option as key=value; repeat for several."


def parse_options(pairs: Iterable[str]) -> dict[str, str]:
    """``["players=5", "winds=compressed"]`` → a dict; a pair without ``=`` is an error."""
    out: dict[str, str] = {}
    for p in pairs:
        key, sep, value = p.partition("=")
        if not sep or not key:
            raise OptionError(f"--option takes key=value, not {p!r}")
        out[key.strip()] = value.strip()
    return out


@lru_cache(maxsize=64)
def _cached(variant: str, options: str) -> Variant:
    return ruleset(variant, **json.loads(options))


def variant_for(variant: Any, options: Any) -> Variant:
    """A ruleset from request fields, cached per (variant, options)."""
    if not isinstance(variant, str):
        raise RequestError(f"field 'variant' must be a ruleset name, not {variant!r}")
    if not isinstance(options, dict):
        raise RequestError(f"field 'options' must be an object, not {options!r}")
    return _cached(variant, json.dumps(options, sort_keys=True))


def _fail(message: str) -> None:
    Console(stderr=True).print(f"[red]error:[/red] {message}", highlight=False)
    raise typer.Exit(2)


# -- rules ----------------------------------------------------------------------
@app.command()
def rules(
    variant: str = typer.Argument(..., help="riichi, sichuan, zung_jung, tianjin or uzje"),
    option: list[str] = typer.Option([], "--option", "-o", help=OPTION_HELP),
    as_json: bool = typer.Option(False, "--json", help="print the resolved ruleset as one JSON object"),
) -> None:
    """Show a ruleset with its options resolved: players, tile count, patterns."""
    try:
        v = ruleset(variant, **parse_options(option))
    except OptionError as e:
        _fail(str(e))
    d = v.describe()
    if as_json:
        print(json.dumps(d, ensure_ascii=False, default=str))
        return
    console = Console()
    console.print(f"[bold]{d['title']}[/bold]  ({variant})")
    for key in ("players", "tile_count", "kinds", "wall_width"):
        if key in d:
            console.print(f"  {key.replace('_', ' ')}: {d[key]}")
    if "wall_widths" in d and "wall_width" not in d:
        console.print(f"  wall widths: {', '.join(map(str, d['wall_widths']))} (one wall per player)")
    console.print("  options: " + ", ".join(f"{k}={v}" for k, v in d["options"].items()))
    if d["patterns"]:
        table = Table("id", "name", "value", title="patterns")
        for p in d["patterns"]:
            table.add_row(p["id"], str(p.get("name", "")), str(p.get("value", "")))
        console.print(table)


# -- analyze ---------------------------------------------------------------------
def analyze_request(line: str) -> dict[str, Any]:
    """Answer one JSON line of ``analyze`` on stdin: ``{"variant", "options", "hand"}`` and, if any, the
    melds and the win to value a ready hand's waits as (variants/analysis.py)."""
    try:
        req = json.loads(line)
        if not isinstance(req, dict):
            raise RequestError("a request must be a JSON object")
        return analyze_hand(variant_for(req.get("variant"), req.get("options", {})), req)
    except json.JSONDecodeError as e:
        return error_response(f"not valid JSON: {e}")
    except (RequestError, OptionError, NotationError) as e:
        return error_response(str(e))


@app.command()
def analyze(
    hand: Optional[str] = typer.Argument(None, help="concealed tiles; without it, JSON lines are read from stdin"),
    variant: str = typer.Option("riichi", "--variant", "-v"),
    option: list[str] = typer.Option([], "--option", "-o", help=OPTION_HELP),
    as_json: bool = typer.Option(False, "--json", help="answer in JSON"),
) -> None:
    """Shanten and waits of a hand in the ruleset's notation; a ready hand's value on each wait, a complete
    hand's decompositions, and for 3n+2 tiles the discards that leave the lowest shanten with the tiles that
    then improve it (unseen copies in brackets)."""
    if hand is None:
        for line in sys.stdin:
            if line.strip():
                print(json.dumps(analyze_request(line), ensure_ascii=False), flush=True)
        return
    try:
        result = analyze_hand(ruleset(variant, **parse_options(option)), {"hand": hand})
    except (RequestError, OptionError, NotationError) as e:
        _fail(str(e))
    if as_json:
        print(json.dumps(result, ensure_ascii=False))
        return
    _print_analysis(Console(), result)


def _print_analysis(console: Console, result: dict[str, Any]) -> None:
    label = {-1: "complete", 0: "tenpai (ready)"}.get(result["shanten"], f"{result['shanten']}-shanten")
    console.print(f"[bold]{result['hand']}[/bold]  {label}")
    if "waits" in result:
        console.print("waits: " + (" ".join(result["waits"]) or "none"))
    for w in result.get("wait_values", []):
        worth = (f"{w['total']} {w['unit']}, base {w['base']}" + (f", {w['limit']}" if w.get("limit") else "")
                 if w["valid"] else f"not a win: {w['reason']}")
        console.print(f"  on {w['tile']}: {worth}")
    if result.get("max_value"):
        console.print(f"most: base {result['max_value']['base']} on {result['max_value']['tile']}")
    for d in result.get("decompositions", []):
        console.print(f"  {d['form']}: " + " ".join(d["groups"]))
    for d in result.get("discards", []):
        after = {-1: "complete", 0: "tenpai"}.get(d["shanten"], f"{d['shanten']}-shanten")
        draws = " ".join(f"{t['tile']}({t['unseen']})" for t in d["draws"])
        console.print(f"discard {d['tile']}: {after}, {d['unseen']} tiles: {draws or 'none'}")


# -- score ------------------------------------------------------------------------
def score_line(line: str) -> dict[str, Any]:
    """Answer one JSON line of SCORING_API.md."""
    try:
        req = json.loads(line)
    except json.JSONDecodeError as e:
        return error_response(f"not valid JSON: {e}")
    try:
        if not isinstance(req, dict):
            raise RequestError("a request must be a JSON object")
        v = variant_for(req.get("variant"), req.get("options", {}))
    except (RequestError, OptionError) as e:
        return error_response(str(e))
    return v.score_request(req)


@app.command()
def score(
    as_json: bool = typer.Option(False, "--json", help="read JSON lines on stdin, write one JSON answer per line"),
) -> None:
    """Score hands: one SCORING_API.md request per line on stdin, one response per line."""
    console = None if as_json else Console()
    for line in sys.stdin:
        if not line.strip():
            continue
        result = score_line(line)
        if console is None:
            print(json.dumps(result, ensure_ascii=False), flush=True)
        else:
            _print_score(console, result)


def _print_score(console: Console, r: dict[str, Any]) -> None:
    if not r.get("ok"):
        console.print(f"[red]error:[/red] {r['error']}", highlight=False)
        return
    if not r.get("valid"):
        console.print(f"not a win: {r.get('reason')}")
        return
    table = Table("pattern", "value")
    for p in r.get("patterns", []):
        table.add_row(p.get("name", p["id"]), str(p["value"]) + (" (limit)" if p.get("limit") else ""))
    console.print(" ".join(r.get("decomposition", [])))
    console.print(table)
    console.print(f"total {r.get('total')} {r.get('unit', '')}  base {r.get('base')}  payments {r.get('payments')}")
