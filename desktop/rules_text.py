"""Rule sections for the rules panel, by anchor, from the game's rules text (assets/rules/<game>.md)."""
from __future__ import annotations

import re

from engines.core import Game
from engines.core.rules import rule_section


def _slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def section(game: Game | None, anchor: str) -> tuple[str, str] | None:
    """(heading, body) of a rule, or None. Falls back to the game's own rules_text() (games without a file)."""
    if game is None or not anchor:
        return None
    found = rule_section(game.id, anchor)
    if found is not None:
        return found
    try:
        text = game.rules_text()
    except Exception:  # noqa: BLE001 - a broken rules text must not break the rules panel
        return None
    heading, current, body, out = "", "", [], {}
    for line in text.splitlines():
        m = re.match(r"^#{2,4}\s+(.*?)\s*(\{#([a-z0-9-]+)\})?\s*$", line)
        if m:
            if current:
                out[current] = (heading, "\n".join(body).strip())
            heading, current, body = m.group(1), m.group(3) or _slug(m.group(1)), []
        else:
            body.append(line)
    if current:
        out[current] = (heading, "\n".join(body).strip())
    return out.get(anchor)
