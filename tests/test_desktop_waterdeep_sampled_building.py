"""An agent sent onto a building still for sale in Builder's Hall (an intrigue card lets it) stands on that
building's card in the hall — the window draws such a game like any other (it used to stop drawing it)."""
from __future__ import annotations

from pathlib import Path

from tests.desktop_helpers import shown_window

SAVE = Path(__file__).parent / "data" / "saves" / "waterdeep-before-issue-12.rtsave"


def test_a_game_with_an_agent_on_a_building_for_sale_is_drawn_whole(qtbot):
    w = shown_window(qtbot)
    assert w.files.open_file(SAVE)
    state = w.controller.state
    sampled = [(place, occ) for place, occ in state.occ.items() if place.startswith("hall:") and occ]
    assert sampled, "the save no longer holds the case this test is about"
    place, occ = sampled[0]
    slot = f"building_slot_{state.hall.index(place.removeprefix('hall:')) + 1}"
    x0, y0, x1, y1 = w.adapter.rect(slot)
    agents = [f for f in w.adapter.figures(state) if f.at is not None and x0 <= f.at[0] <= x1 and y0 <= f.at[1] <= y1
              and f.id.startswith("agent_")]
    assert len(agents) == len(occ)
    assert w.log_panel.count() > 100          # the window drew everything else too
