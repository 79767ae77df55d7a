"""The skirmish game's table: its data (maps/data/skirmish_tables.json, schema.py), plane geometry and sight
(geometry.py), and movement (navigation.py). No Qt.

    from maps.skirmish import load_table
    from maps.skirmish.navigation import Disc, Mover, navigator

    reach = navigator("fords_of_isen").reach(Mover(60, 10, 1.25, 3.0, 12.0), blockers=[Disc(64, 14, 1.25)])
    reach.cost(60, 30), reach.path(60, 30), reach.refusal(60, 30)
"""
from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .schema import Table

TABLES_FILE = Path(__file__).resolve().parents[1] / "data" / "skirmish_tables.json"


@cache
def load_tables() -> dict[str, Table]:
    """Every skirmish table, validated, by id (in the file's order)."""
    from .schema import TableFile
    data = TableFile.model_validate(json.loads(TABLES_FILE.read_text(encoding="utf-8")))
    return {t.id: t for t in data.tables}


def load_table(table_id: str) -> Table:
    return load_tables()[table_id]
