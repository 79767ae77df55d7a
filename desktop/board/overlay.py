"""Overlays: boxes an adapter draws on or beside the map, in scene coordinates, that are not places of the
map (no neighbours, never in the engine's map graph), e.g. War of the Ring's strip of tracks east of
Middle-earth.

An adapter hands the scene its overlays (`GameAdapter.overlays()`, or `BoardScene.set_overlay(name, zones)`
later); each is a list of `OverlayZone`. The scene draws a zone like a place: a box filled with
`adapter.node_fill`, captioned with `adapter.node_label_style` (at `caption_at`) and explained by
`adapter.node_tooltip`, all asked with the zone's `place()`. A zone is a target like a place: `node_at`
finds it under the mouse (a figure dropped there names the zone's id), `set_highlights` and `flash` light it
up, and `scene.board` (the map as shown) lists it, so the window names it as it names a place.

Figures on an overlay are ordinary figures standing at a point of their own (`Figure.at`, in the same scene
coordinates); their `node` is the zone they belong to.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:   # (maps loads pydantic: with the game, after the first paint)
    from maps.schema import Node

#: the kind of the place a zone stands for (adapters tell zones from the map's places by it)
ZONE_KIND = "overlay"


@dataclass(frozen=True, slots=True)
class OverlayZone:
    """One box of an overlay: `rect` is (left, top, width, height) in scene coordinates."""

    id: str
    name: str
    rect: tuple[float, float, float, float]
    #: where its caption is centred (None: the middle of the box)
    caption_at: tuple[float, float] | None = None
    #: the adapter's own notes (passed on as the place's attrs)
    attrs: dict[str, Any] = field(default_factory=dict)

    def place(self) -> Node:
        """The zone as a place without neighbours, as the adapter's styling methods are asked about it."""
        from maps.schema import Node
        left, top, width, height = self.rect
        right, bottom = left + width, top + height
        at = self.caption_at or (left + width / 2, top + height / 2)
        return Node(id=self.id, name=self.name, kind=ZONE_KIND, pos=at,
                    polygon=[(left, top), (right, top), (right, bottom), (left, bottom)], attrs=dict(self.attrs))


__all__ = ["ZONE_KIND", "OverlayZone"]
