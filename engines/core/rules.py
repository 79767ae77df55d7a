"""Rules texts live in assets/rules/<game>.md (English) and <game>.<language>.md (the same sections, under the
same anchors, in another language); the rules panel quotes their sections by anchor."""
from __future__ import annotations

import re
from functools import cache
from pathlib import Path

RULES_DIR = Path(__file__).resolve().parents[2] / "assets" / "rules"


@cache
def load_rules(game_id: str, language: str = "en") -> str:
    """The game's rules text in `language`; English where that language has none."""
    for name in (f"{game_id}.{language}.md", f"{game_id}.md"):
        path = RULES_DIR / name
        if path.exists():
            return path.read_text(encoding="utf-8")
    return ""


def _slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


@cache
def sections(game_id: str, language: str = "en") -> dict[str, tuple[str, str]]:
    """anchor -> (heading, body). A heading may name its anchor explicitly: `## Hero fights {#hero-fights}`."""
    out: dict[str, tuple[str, str]] = {}
    heading, anchor = "", ""
    body: list[str] = []
    for line in load_rules(game_id, language).splitlines():
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


def rule_section(game_id: str, anchor: str, language: str = "en") -> tuple[str, str] | None:
    return sections(game_id, language).get(anchor)
