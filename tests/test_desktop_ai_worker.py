"""The computer's thinking on a worker thread (desktop/ai_worker.py): Python's cycle collector waits while a computer
thinks (in a worker thread it could finalize the window's Qt objects off their thread and crash the process), and
runs again afterwards, also when the computer fails or two overlap."""
from __future__ import annotations

import gc

from desktop.ai_worker import AgentTask, no_garbage_collection
from engines.core import Action


class _Noting:
    def __init__(self, fail: bool = False) -> None:
        self.fail, self.collecting = fail, None

    def choose(self, game, view, seat, seed):
        self.collecting = gc.isenabled()
        if self.fail:
            raise RuntimeError("the computer stumbled")
        return Action.make("pass", seat)


def test_no_collection_while_the_computer_thinks_and_again_after():
    assert gc.isenabled()
    for fail in (False, True):
        agent = _Noting(fail)
        AgentTask(1, agent, None, None, 0, 0).run()
        assert agent.collecting is False and gc.isenabled()


def test_two_computers_thinking_at_once_keep_the_collector_off_until_both_end():
    with no_garbage_collection():
        with no_garbage_collection():
            assert not gc.isenabled()
        assert not gc.isenabled()        # the other one still thinks
    assert gc.isenabled()
