"""ragfts/jobs/fanout.py: pieces of work done on worker processes come back in the order
given, past the window of tasks in flight, and a worker never rebuilds the index."""

import pytest

from ragfts.index.view import open_kit
from ragfts.jobs.check import _question_checks
from ragfts.jobs.fanout import batching, fan_out


def test_many_pieces_on_two_workers_come_back_in_order(kit):
    from conftest import invoke

    assert invoke("run", kit=kit).exit_code == 0
    ids = [f"Q{n % 8 + 1}" for n in range(400)]  # 25 batches: 3 windows of 8 tasks
    with open_kit(kit) as opened:
        alone = [_question_checks(opened, qid) for qid in ids[:8]]
        spread = list(fan_out(opened, _question_checks, ids, jobs=2))
    assert spread == alone * 50
    assert [c.name for c in spread[9]] == ["Q2", "replays/Q2.json", "Q2"]


@pytest.mark.parametrize(
    "workers, batch, width", [(1, 16, 4), (2, 16, 8), (64, 32, 128), (200, 100, 400)]
)
def test_a_batch_grows_with_the_workers_and_every_worker_has_two_tasks(workers, batch, width):
    assert batching(workers) == (batch, width)
