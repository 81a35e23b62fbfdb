"""The pytest plugin, run with pytest's own pytester: one test per question, failing with
the verdict and the codes, and a JUnit report."""

from conftest import ROOT, copy_kit


def test_one_test_per_question_with_the_verdict_as_the_failure(pytester, tmp_path):
    kit = copy_kit(ROOT, tmp_path / "kit")
    result = pytester.runpytest(
        "--ragfts-kit", str(kit), "--ragfts-label", "before", "-p", "no:cacheprovider"
    )
    result.assert_outcomes(passed=1, failed=7)
    result.stdout.fnmatch_lines(
        [
            "*Q3: verdict answer: expected_fact_missing, wrong_action_or_false_refusal*",
            "*Q6: verdict answer: conflict_not_disclosed, wrong_action_or_false_refusal*",
        ]
    )


def test_the_latest_answers_pass_and_junit_names_each_question(pytester, tmp_path):
    kit = copy_kit(ROOT, tmp_path / "kit")
    junit = tmp_path / "report.xml"
    result = pytester.runpytest(
        "--ragfts-kit", str(kit), f"--junitxml={junit}", "-p", "no:cacheprovider"
    )
    result.assert_outcomes(passed=8)
    xml = junit.read_text(encoding="utf-8")
    assert xml.count("<testcase ") == 8 and 'name="Q1"' in xml and 'name="Q8"' in xml


def test_questions_without_answers_are_skipped(pytester, tmp_path):
    kit = copy_kit(ROOT, tmp_path / "kit")
    for log in (kit / "replays").glob("*.json"):
        log.unlink()
    (kit / "SHA256SUMS").unlink()
    from conftest import invoke

    invoke("run", kit=kit)
    pytester.runpytest("--ragfts-kit", str(kit), "-p", "no:cacheprovider").assert_outcomes(
        skipped=8
    )


def test_a_missing_kit_or_an_unknown_label_is_a_usage_error(pytester, tmp_path):
    result = pytester.runpytest("--ragfts-kit", str(tmp_path / "nope"), "-p", "no:cacheprovider")
    assert result.ret == 4
    assert result.stderr.lines == [
        f"ERROR: --ragfts-kit {tmp_path / 'nope'}: {tmp_path / 'nope'} is not a ragfts kit "
        "(no schema.sql); use --kit or `ragfts init`",
        "",
    ]
    assert "INTERNALERROR" not in result.stdout.str()
    kit = copy_kit(ROOT, tmp_path / "kit")
    result = pytester.runpytest(
        "--ragfts-kit", str(kit), "--ragfts-label", "befor", "-p", "no:cacheprovider"
    )
    assert result.ret == 4
    assert result.stderr.lines[0] == (
        f"ERROR: --ragfts-kit {kit}: --label 'befor': no attached answer has this label; "
        "the logs have after, before"
    )
