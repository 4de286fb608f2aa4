"""The run's tables as files a spreadsheet or a notebook reads: one CSV per table and the whole figures as JSON.

Every figure is written as ``simulate --json`` gives it (exact sums as ``p/q`` where a ruleset halves,
means as rounded decimals); an interval ``[low, high]`` becomes two columns, ``<name>_low`` and
``<name>_high`` (empty where there is none). ``summary.json`` holds the whole ``simulate --json`` object.
"""
from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any, Iterable, Mapping


#: A balance row's suggestion columns where it has none (every balance CSV has the same columns).
NO_SUGGESTION = {"option": "", "value": "", "suggested": ""}


class ExportError(ValueError):
    """The tables cannot be written where asked; the message names the folder and why."""


def flat(row: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    """A row for CSV: nested objects as ``outer.inner`` columns, intervals (``*_ci``) as ``*_low``/``*_high``."""
    out: dict[str, Any] = {}
    for key, value in row.items():
        name = f"{prefix}{key}"
        if key.endswith("_ci"):
            low, high = value if value else ("", "")
            out[f"{name[:-3]}_low"], out[f"{name[:-3]}_high"] = low, high
        elif isinstance(value, Mapping):
            out.update(flat(value, f"{name}."))
        else:
            out[name] = value
    return out


def tables(data: Mapping[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """The tables of a run's figures (``Summary.as_dict()``): ``patterns``, ``totals``, ``draws``, ``payments``,
    ``seats``, ``wins_per_deal``, ``balance`` (per pattern its value against the fitted curve, and any suggested
    value) and ``balance_fit`` (one row: the curve and how it was fitted), each a list of flat rows keyed by its
    first column."""
    eco, balance = data["economy"], data.get("balance") or {"patterns": {}}
    fit = balance.get("fit") or {}
    return {
        "patterns": [{"pattern": pid, **flat(row)} for pid, row in data["patterns"].items()],
        "totals": [flat(row) for row in data["totals"]],
        "draws": [{"draw": kind, **flat(row)} for kind, row in eco["draws"].items()],
        "payments": [{"category": name, **flat(row)} for name, row in eco["payments"].items()],
        "seats": [{"seat": seat, **flat(row)} for seat, row in eco["seats"].items()],
        "wins_per_deal": [{"wins": k, "deals": n} for k, n in eco["wins_per_deal"]["deals"].items()],
        "balance": [{"pattern": pid, **flat({**row, "suggestion": row.get("suggestion") or NO_SUGGESTION})}
                    for pid, row in balance["patterns"].items()],
        "balance_fit": [{**fit, **{k: balance[k] for k in ("factor", "method", "threshold", "suggestion_method")}}]
        if "method" in balance else [],
    }


def comparison_tables(data: Mapping[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """The tables of a what-if run (``compare.comparison``): ``sets`` and ``compare`` (per pattern and set its
    figures and, for every set after the base, its paired difference)."""
    rows: list[dict[str, Any]] = []
    for pid, row in [("every win", data["every_win"]), *data["patterns"].items()]:
        diffs = [None, *row["differences"]]
        for s, figures, diff in zip(data["sets"], row["sets"], diffs):
            rows.append({"pattern": pid, "set": s["label"], **flat(figures or {}),
                         **flat({f"difference_{k}": v for k, v in (diff or {}).items()})})
    sets = [{"label": s["label"], **flat({k: v for k, v in s.items() if k not in ("label", "options", "errors")}),
             "options": ",".join(f"{k}={v}" for k, v in s["options"].items()), "errors": len(s["errors"])}
            for s in data["sets"]]
    return {"sets": sets, "compare": rows}


def write_tables(folder: Path, named: Mapping[str, Iterable[Mapping[str, Any]]], data: Mapping[str, Any]) -> list[Path]:
    """Write each table as ``folder/<name>.csv`` (columns in the order they first appear) and ``data`` as
    ``folder/summary.json``; the paths written. A failure is an :class:`ExportError`."""
    written: list[Path] = []
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for name, rows in named.items():
            rows = list(rows)
            columns = list(dict.fromkeys(key for row in rows for key in row))
            path = folder / f"{name}.csv"
            with path.open("w", newline="", encoding="utf-8") as f:
                writer = csv.DictWriter(f, columns, restval="")
                writer.writeheader()
                writer.writerows(rows)
            written.append(path)
        path = folder / "summary.json"
        path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        written.append(path)
    except OSError as e:
        raise ExportError(f"cannot write the tables to {folder}: {e.strerror or e}") from None
    return written
