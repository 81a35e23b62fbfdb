"""`ragfts report` checked in a real headless Chromium (Debian's chromium; .ci/run installs
it when absent): the page loads with no script error, the DOM holds one card per question
and the counts, a filter click changes what is shown, and a screenshot is taken."""

import re
import shutil
import subprocess

import pytest

from conftest import invoke

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="chromium is installed by .ci/run")


def browser(*args, timeout=60):
    command = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=timeout)


@pytest.fixture
def page(kit, tmp_path):
    result = invoke("report", "-o", tmp_path / "report.html", kit=kit)
    assert (result.exit_code, result.stdout) == (0, f"wrote {tmp_path / 'report.html'}\n")
    return tmp_path / "report.html"


def test_the_page_loads_with_a_card_per_question_and_no_error(page):
    dom = browser("--dump-dom", page.as_uri()).stdout
    assert len(re.findall(r'<article class="card"', dom)) == 8
    assert 'data-shown="8"' in dom and "data-error" not in dom.split("<script>")[0]
    assert '<td><span class="verdict v-pass">pass</span></td><td>8</td>' in dom
    # the expected fact's quote marked as such in its fragment, the expected source named
    assert '<mark class="quote" title="the expected fact">поддерживается импорт CSV</mark>' in dom
    assert "<b>faq-v2</b> <i>expected</i>" in dom


@pytest.mark.parametrize(
    "select, shown",
    [
        ("code:expected_fact_missing", 3),
        ("verdict:pass", 8),
        ("code:unsupported_answer", 3),
        ("label:before", 8),
    ],
)
def test_a_filter_changes_what_is_shown(page, select, shown):
    dom = browser("--dump-dom", f"{page.as_uri()}?select={select}").stdout
    assert 'data-shown-before="8"' in dom and f'data-shown="{shown}"' in dom
    assert len(re.findall(r'<article class="card"[^>]* hidden', dom)) == 8 - shown


def test_a_screenshot_is_taken(page, tmp_path):
    shot = tmp_path / "report.png"
    browser("--window-size=1200,1500", f"--screenshot={shot}", page.as_uri())
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 10_000


def test_large_answers_collapse_beyond_five_fragments(kit, tmp_path):
    rows = "".join(
        f'{{"source_id": "kb{n:03}", "valid_from": "2026-01-01", "valid_until": null, "text": "цена {n}"}}\n'
        for n in range(12)
    )
    (kit / "corpus/kb.jsonl").write_text(rows, encoding="utf-8")
    invoke("run", kit=kit)
    invoke("report", "-o", tmp_path / "big.html", kit=kit)
    text = (tmp_path / "big.html").read_text(encoding="utf-8")
    assert "<details><summary>8 more fragment(s)</summary>" in text


def test_a_report_that_would_hold_a_canary_is_not_written(tmp_path):
    from conftest import ROOT

    kit = shutil.copytree(
        ROOT / "tests/kits/tenants", tmp_path / "tenants", ignore=shutil.ignore_patterns(".ragfts")
    )
    path = kit / "replays/T4.json"
    path.write_text(
        path.read_text(encoding="utf-8").replace("60 days", "60 days ZEBRA-7731"), encoding="utf-8"
    )
    result = invoke("report", "-o", tmp_path / "r.html", "--tenant", "globex", kit=kit)
    assert (result.exit_code, result.stdout) == (
        1,
        "non_disclosure_violation: canary 1 of T4 in the report (the report is not written)\n",
    )
    assert not (tmp_path / "r.html").exists()


def test_a_tenant_kit_has_one_page_per_tenant(tmp_path):
    from conftest import ROOT

    kit = shutil.copytree(
        ROOT / "tests/kits/tenants", tmp_path / "tenants", ignore=shutil.ignore_patterns(".ragfts")
    )
    result = invoke("report", "-o", tmp_path / "all.html", kit=kit)
    assert (result.exit_code, result.stderr) == (
        2,
        "Error: this kit has access columns: one page per tenant, `ragfts report --tenant T` "
        "(tenants: acme, globex)\n",
    )
    page = tmp_path / "acme.html"
    assert invoke("report", "-o", page, "--tenant", "acme", kit=kit).exit_code == 0
    text = page.read_text(encoding="utf-8")
    assert "T1" in text and "<h2>T4 " not in text and "Globex refund window" not in text
    assert "GLOBEX-CANARY-42" not in text


def test_tenant_in_a_kit_without_access_columns_is_a_usage_error(kit, tmp_path):
    result = invoke("report", "-o", tmp_path / "r.html", "--tenant", "acme", kit=kit)
    assert (result.exit_code, result.stderr) == (
        2,
        "Error: --tenant: this kit has no access columns; its page holds all\n",
    )


def test_the_first_screen_is_a_table_of_what_broke_and_who_fixes_it(page):
    dom = browser("--dump-dom", page.as_uri()).stdout
    table = dom.split('<table class="questions"', 1)[1].split("</table>", 1)[0]
    heads = re.findall(
        r'<th scope="col" role="columnheader"><button type="button">([^<]+)</button></th>', table
    )
    assert heads == ["id", "date", "question", "verdict", "owner", "what broke", "the bot said"]
    rows = re.findall(r"<tr role=\"row\" data-verdict=\"(\w+)\"", table)
    assert len(rows) == 8
    q1 = table.split('href="#q-Q1">Q1</a>', 1)[1].split("</tr>", 1)[0]
    assert '<td role="cell">2026-10-23</td><td role="cell">Сколько стоит тариф сейчас?</td>' in q1
    assert '<span class="verdict v-pass">pass</span>' in q1
    assert '<td role="cell">На 23 октября — 2000 рублей в месяц …</td>' in q1
    assert 'id="q-Q1"' in dom  # the id links to its card


def test_the_table_follows_the_filters(page):
    dom = browser("--dump-dom", f"{page.as_uri()}?select=code:expected_fact_missing").stdout
    table = dom.split('<table class="questions"', 1)[1].split("</table>", 1)[0]
    assert len(re.findall(r"<tr role=\"row\" data-verdict=[^>]* hidden", table)) == 5

    # a hidden row takes no room: the table is shorter by the five rows it hides, both
    # measured in one page load (two loads may measure before and after the font settles)
    def bottom(name):
        return int(re.search(rf'{name}="(\d+)"', dom).group(1))

    assert bottom("data-table-bottom") < bottom("data-table-bottom-before")


def test_two_labels_count_what_was_fixed_broken_or_still_failing(kit, tmp_path):
    page = tmp_path / "fixes.html"
    done = invoke("report", "--label", "before", "--label", "after", "-o", page, kit=kit)
    assert done.exit_code == 0
    html = page.read_text(encoding="utf-8")
    assert "<p>judged: the answers labelled <b>after</b></p>" in html
    table = html.split("<table class='changes'>", 1)[1].split("</table>", 1)[0]
    assert re.findall(r"<tr><td>([^<]+)</td><td>(\d+)</td></tr>", table) == [
        ("fixed", "7"),
        ("broken", "0"),
        ("still failing", "0"),
        ("still passing", "1"),
        ("not answered by both", "0"),
    ]


def test_one_label_chooses_whose_answers_are_judged(kit, tmp_path):
    page = tmp_path / "before.html"
    assert invoke("report", "--label", "before", "-o", page, kit=kit).exit_code == 0
    html = page.read_text(encoding="utf-8")
    summary = html.split("<section class='summary'>", 1)[1].split("</table>", 1)[0]
    verdicts = dict(re.findall(r"v-(\w+)'>\w+</span></td><td>(\d+)</td>", summary))
    assert verdicts.get("pass") == "1" and sum(map(int, verdicts.values())) == 8
    done = invoke("report", "--label", "a", "--label", "b", "--label", "c", kit=kit)
    assert (done.exit_code, done.stderr.splitlines()[-1]) == (
        2,
        "Error: --label: one label to judge, or two to compare (before, after)",
    )


def test_a_card_names_its_owner_and_says_plainly_what_was_not_found(kit, tmp_path):
    path = kit / "questions.csv"
    path.write_text(
        path.read_text(encoding="utf-8").replace(
            "использования?,цена,", "использования?,использование,"
        ),
        encoding="utf-8",
    )
    (kit / "SHA256SUMS").unlink()
    invoke("run", "Q2", kit=kit)
    page = tmp_path / "r.html"
    assert invoke("report", "-o", page, kit=kit).exit_code == 0
    card = page.read_text(encoding="utf-8").split("id='q-Q2'", 1)[1].split("</article>", 1)[0]
    assert "<span class=owner>owner: search / retrieval</span>" in card
    assert "<p class='missing'><b>not found by the search:</b> price-v2</p>" in card


def test_a_stale_answer_s_card_says_which_version_was_valid(kit, tmp_path):
    page = tmp_path / "r.html"
    assert invoke("report", "-o", page, kit=kit).exit_code == 0
    card = page.read_text(encoding="utf-8").split("id='q-Q1'", 1)[1].split("</article>", 1)[0]
    # Q1's "before" answer cites price-v1, valid until the end of September
    assert (
        "<div class='stale'>valid on 2026-10-23: price-v2 (2026-10-01 .. open) — "
        "the bot answered from another version</div>"
    ) in card


def test_at_1400_by_900_the_first_screen_holds_the_table_of_twenty_questions(kit, tmp_path):
    with open(kit / "questions.csv", "a", encoding="utf-8") as handle:
        for n in range(12):
            handle.write(f"X{n:02},2026-10-23,Вопрос номер {n} о цене?,цена,abstain,,,—\n")
    (kit / "SHA256SUMS").unlink()
    invoke("run", kit=kit)
    page = tmp_path / "twenty.html"
    assert invoke("report", "-o", page, kit=kit).exit_code == 0
    dom = browser("--window-size=1400,900", "--dump-dom", page.as_uri()).stdout
    rows = (
        dom.split('<table class="questions"', 1)[1]
        .split("</table>", 1)[0]
        .count('<tr role="row" data-')
    )
    bottom = int(re.search(r'data-table-bottom="(\d+)"', dom).group(1))
    assert rows == 20 and 0 < bottom <= 900


@pytest.mark.parametrize(
    "sort, first, order", [("2", "Q6", "ascending"), ("2d", "Q1", "descending")]
)
def test_a_header_button_sorts_the_table(page, sort, first, order):
    dom = browser("--dump-dom", f"{page.as_uri()}?sort={sort}").stdout
    table = dom.split('<table class="questions"', 1)[1].split("</table>", 1)[0]
    ids = re.findall(r'href="#q-(\w+)"', table)
    questions = re.findall(
        r'</a></td><td role="cell">[^<]*</td><td role="cell">([^<]*)</td>', table
    )
    assert ids[0] == first and questions == sorted(questions, reverse=order == "descending")
    assert f'<th scope="col" role="columnheader" aria-sort="{order}"><button' in table
