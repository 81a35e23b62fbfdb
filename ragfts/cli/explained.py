"""Text for why a search missed an expected source and for a corrective route: the
parts of `replay` and `search` that explain rather than list."""

from __future__ import annotations

from ..jobs.shown import found_ids


def route_line(route: dict) -> str:
    if route["status"] != "ok":
        return f"route: evaluator_error ({route['error']})"
    used = (
        "alternative search used" if route["alternative_search_used"] else "no alternative search"
    )
    kept = found_ids(route["sources"])
    return f"route: {route['initial_route']} ({route['evaluator']}), {used} → {kept}"


def route_block(route: dict) -> list[str]:
    from .render import SHOWN_ROWS, value

    """The router's step: scores, thresholds, route, alternative results, merged sources."""
    out = [f"route ({route['evaluator']}; lower {route['lower']}, upper {route['upper']}):"]
    out += [
        f"  primary {s['source_id']}: score {value(s['score'])} {s['evaluator']}".rstrip()
        for s in route["primary"][:SHOWN_ROWS]
    ]
    if len(route["primary"]) > SHOWN_ROWS:
        out.append(f"  … {len(route['primary']) - SHOWN_ROWS:,} more scored source(s) (--json)")
    out.append("  " + route_line(route))
    out.append(f"  reference route from the registry: {route['reference_route']}")
    alternative = route["alternative"]
    if alternative:
        found = "; ".join(r["source_id"] for r in alternative["rows"]) or "nothing"
        out.append(f"  alternative query {alternative['query']!r} → {found}")
    out += [
        f"  alternative {s['source_id']}: score {value(s['score'])} {s['evaluator']}".rstrip()
        for s in route["alternative_scores"]
    ]
    return out


def miss(explained: dict) -> list[str]:
    """Why the search missed: each term in each missed source, then working rewrites."""
    out = ["why it missed (terms as the index reads them):"]
    for term in explained["terms"]:
        where = ", ".join(f"{'in' if held else 'NOT in'} {sid}" for sid, held in term["in"].items())
        if where:
            out.append(f"  {term['term']} → {term['read_as']}: {where}")
        for sid, form in term.get("other_forms", {}).items():
            would = f"; the {term['profile']} profile would match it" if "profile" in term else ""
            out.append(f"    {sid} holds it as {form}{would}")
    if explained.get("withheld"):
        out.append(
            f"  access withheld {'; '.join(explained['withheld'])} from this asker: not read, "
            "not explained (`replay --audit` is the privileged view)"
        )
    if explained["rewrites"]:
        out.append("rewrites that find every expected source on this date (not applied):")
        out += [_rewrite(r) for r in explained["rewrites"]]
    elif not explained.get("stopped"):
        out.append("no rewrite of the expression or from the question finds every expected source")
    if explained.get("stopped"):
        out.append("rewrites stopped at the question's deadline (--timeout): more may exist")
    return out


# A rewrite's line names this many of the sources it finds and counts the rest (--json
# names up to 20): a broad one would fill the screen with ids.
NAMED = 5


def _rewrite(r: dict) -> str:
    more = len(r["found"]) - NAMED + r.get("more", 0)
    named = "; ".join(r["found"][:NAMED])
    counted = f" and {more:,} more" if more > 0 else ""
    return f"  {r['expression']}  ({r['kind']}; finds {named}{counted})"
