"""`run --scheduler`: the searches on a Dask cluster of two worker processes started on
127.0.0.1 inside the test give the same log and pack bytes as `--jobs 1`."""

import json
import os
import shutil
import signal

import pytest

from conftest import copy_kit, invoke, snapshot

distributed = pytest.importorskip("distributed")
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        host="127.0.0.1",
        dashboard_address=None,
        silence_logs=50,
    ) as running:
        yield running


def busy_kit(root, tmp_path, name: str):
    from test_interrupted import bulk

    kit = copy_kit(root, tmp_path / name)
    bulk(kit, 1_200)
    with open(kit / "questions.csv", "a", encoding="utf-8") as handle:
        for n in range(24):
            handle.write(f"B{n},2026-10-23,?,тариф,abstain,,,\n")
    (kit / "SHA256SUMS").unlink()
    assert invoke("build", kit=kit).exit_code == 0
    return kit


def logs_and_packs(kit) -> dict:
    return {k: v for k, v in snapshot(kit / "replays").items()}


def test_a_cluster_run_writes_the_bytes_a_one_job_run_writes(cluster, tmp_path):
    from conftest import ROOT

    alone, spread = busy_kit(ROOT, tmp_path, "alone"), busy_kit(ROOT, tmp_path, "spread")
    assert invoke("run", "--jobs", "1", kit=alone).exit_code == 0
    done = invoke("run", "--scheduler", cluster.scheduler_address, kit=spread)
    assert done.exit_code == 0, done.output
    assert logs_and_packs(spread) == logs_and_packs(alone)
    assert sorted(p.name for p in (spread / "replays").glob(".*.tmp")) == []


def test_a_worker_killed_mid_run_is_retried_and_the_logs_are_the_same(cluster, tmp_path):
    from conftest import ROOT

    alone, spread = busy_kit(ROOT, tmp_path, "alone"), busy_kit(ROOT, tmp_path, "spread")
    assert invoke("run", "--jobs", "1", kit=alone).exit_code == 0
    client = distributed.Client(cluster.scheduler_address, set_as_default=False)
    pids = list(client.run(os.getpid).values())
    client.close()
    killed = []

    def kill_one(outcome) -> None:  # after the first logged question: the rest are queued
        if not killed:
            os.kill(pids[0], signal.SIGKILL)
            killed.append(pids[0])

    from ragfts.jobs.run import run_questions

    run_questions(spread, done=kill_one, scheduler=cluster.scheduler_address)
    assert killed and logs_and_packs(spread) == logs_and_packs(alone)
    cluster.scale(2)


def test_a_worker_whose_index_is_not_the_sealed_one_is_an_integrity_error(cluster, tmp_path):
    from conftest import ROOT

    kit = busy_kit(ROOT, tmp_path, "damaged")
    seal = kit / ".ragfts/index.seal.json"
    import json

    data = json.loads(seal.read_text(encoding="utf-8"))
    data["index_digest"] = "0" * 64  # the run's own check looks at the stat, not the digest
    seal.write_text(json.dumps(data), encoding="utf-8")
    before = snapshot(kit / "replays")
    done = invoke("run", "--scheduler", cluster.scheduler_address, kit=kit)
    assert done.exit_code == 3
    assert "reads an index that does not match the seal" in done.stderr
    assert snapshot(kit / "replays") == before


def test_jobs_and_scheduler_together_are_a_usage_error(kit):
    done = invoke("run", "--jobs", "2", "--scheduler", "tcp://127.0.0.1:9", kit=kit)
    assert (done.exit_code, done.stderr.splitlines()[-1]) == (
        2,
        "Error: --jobs and --scheduler: the cluster's workers are the jobs",
    )


def test_workers_on_copies_of_the_index_write_the_bytes_of_a_one_job_run(cluster, tmp_path):
    from conftest import ROOT
    from ragfts.index.seal import _read_seal
    from ragfts.jobs.cluster import _copy_path

    alone, spread = busy_kit(ROOT, tmp_path, "alone"), busy_kit(ROOT, tmp_path, "copied")
    assert invoke("run", "--jobs", "1", kit=alone).exit_code == 0
    copy = _copy_path(_read_seal(spread)["index_digest"])
    copy.unlink(missing_ok=True)
    try:
        done = invoke("run", "--scheduler", cluster.scheduler_address, "--copy-index", kit=spread)
        assert done.exit_code == 0, done.output
        assert logs_and_packs(spread) == logs_and_packs(alone)
        assert copy.read_bytes() == (spread / ".ragfts/index.sqlite").read_bytes()
        # a copy damaged on its machine is named, and no log is written from it
        data = bytearray(copy.read_bytes())
        data[len(data) // 2] ^= 0xFF
        copy.write_bytes(bytes(data))
        shutil.rmtree(spread / "replays")
        before = snapshot(spread)
        done = invoke("run", "--scheduler", cluster.scheduler_address, "--copy-index", kit=spread)
        assert done.exit_code == 3, done.output
        assert f"its copy of the index, {copy}, does not match the seal" in done.stderr
        assert "remove it and run again" in done.stderr
        assert snapshot(spread) == before
    finally:
        copy.unlink(missing_ok=True)


def test_check_and_intake_on_the_cluster_say_what_they_say_alone(cluster, kit, monkeypatch):
    from conftest import ROOT
    from ragfts.jobs import intake_logs

    assert invoke("run", kit=kit).exit_code == 0
    alone = invoke("check", "--json", kit=kit)
    spread = invoke("check", "--json", "--scheduler", cluster.scheduler_address, kit=kit)
    assert (spread.exit_code, spread.stdout) == (alone.exit_code, alone.stdout)
    args = (
        "intake",
        ROOT / "answers/conversations.jsonl",
        "--date",
        "asked_at",
        "--answer",
        "answer",
        "--json",
    )
    alone = invoke(*args, kit=kit)
    logged = snapshot(kit / "intake/replays")  # logged from the searches the triage read
    shutil.rmtree(kit / "intake")

    def searched_again(*_args, **_kwargs):
        raise AssertionError("the cluster's formulations were searched again to be logged")

    # the workers spool the search each triage read, in the kit's folder: it is logged
    # from there, not searched again
    monkeypatch.setattr(intake_logs, "log_formulations", searched_again)
    spread = invoke(*args, "--scheduler", cluster.scheduler_address, kit=kit)
    assert alone.exit_code == 1 and (spread.exit_code, spread.stdout) == (1, alone.stdout)
    assert snapshot(kit / "intake/replays") == logged  # the same bytes
    assert not list((kit / "intake/replays").glob(".*.tmp"))  # no worker's spool left
    assert len([rel for rel in logged if rel.endswith(".json")]) == 8


def test_questions_sent_several_to_a_task_give_the_same_bytes(cluster, tmp_path, monkeypatch):
    from conftest import ROOT
    from ragfts.jobs import cluster as on_cluster
    from ragfts.jobs.run import run_questions

    assert [on_cluster.run_batch(w) for w in (1, 2, 10, 11, 200)] == [1, 1, 1, 2, 20]
    alone, spread = busy_kit(ROOT, tmp_path, "alone"), busy_kit(ROOT, tmp_path, "batched")
    assert invoke("run", "--jobs", "1", kit=alone).exit_code == 0
    monkeypatch.setattr(on_cluster, "run_batch", lambda workers: 5)  # 31 questions: 7 tasks
    run_questions(spread, scheduler=cluster.scheduler_address)
    assert logs_and_packs(spread) == logs_and_packs(alone)


def test_a_cluster_reads_the_kit_as_it_is_at_each_command(cluster, kit):
    from conftest import ROOT

    args = ("intake", ROOT / "answers/conversations.jsonl", "--date", "asked_at")
    args += ("--answer", "answer", "--json")
    first = invoke(*args, "--scheduler", cluster.scheduler_address, kit=kit)
    assert first.exit_code == 1
    # the price changes and the index is built again: a worker that kept the kit it
    # opened for the first command would triage the second on the old price
    for rel in ("corpus/facts.csv", "corpus/price-v2.txt"):
        path = kit / rel
        path.write_text(path.read_text(encoding="utf-8").replace("2000", "3000"), "utf-8")
    assert invoke("build", kit=kit).exit_code == 0
    spread = invoke(*args, "--scheduler", cluster.scheduler_address, kit=kit)
    alone = invoke(*args, kit=kit)
    assert (spread.exit_code, spread.stdout) == (alone.exit_code, alone.stdout)
    found = {f["known"]: f["class"] for f in json.loads(alone.stdout)["formulations"]}
    assert found["Q2"] == "ok"  # its bot said 3000, the price now
