"""Rules texts live in assets/rules/<game>.md; the rules panel quotes their sections by anchor."""
from __future__ import annotations

import re
from functools import cache
from pathlib import Path

RULES_DIR = Path(__file__).resolve().parents[2] / "assets" / "rules"


@cache
def load_rules(game_id: str) -> str:
    path = RULES_DIR / f"{game_id}.md"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def _slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


@cache
def sections(game_id: str) -> dict[str, tuple[str, str]]:
    """anchor -> (heading, body). A heading may name its anchor explicitly: `## Hero fights {#hero-fights}`."""
    out: dict[str, tuple[str, str]] = {}
    heading, anchor = "", ""
    body: list[str] = []
    for line in load_rules(game_id).splitlines():
        m = re.match(r"^#{2,4}\s+(.*?)\s*(\{#([a-z0-9-]+)\})?\s*$", line)
        if m:
            if anchor:
                out[anchor] = (heading, "\n".join(body).strip())
            heading = m.group(1)
            anchor = m.group(3) or _slug(heading)
            body = []
        else:
            body.append(line)
    if anchor:
        out[anchor] = (heading, "\n".join(body).strip())
    return out


def rule_section(game_id: str, anchor: str) -> tuple[str, str] | None:
    return sections(game_id).get(anchor)
