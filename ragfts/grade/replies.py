"""A reply's yes to a question the context answers no: "Yes, we do." to "Do you ship to
Norway?" against "We do not ship to Norway." (the reply's own words are none, so no other
check reads it). Only a yes: a no before a condition is often the context's own answer
("No, only for orders over 50 euros" to "Is delivery free?")."""

from __future__ import annotations

import re

from .calendar_words import ISO_DATE
from .polarity import covered
from .statement_words import negated

_YES = re.compile(
    r"^\W*(?:yes|yeah|yep|sure|of course|certainly|да|конечно|разумеется|ja|oui|sí)\b"
    r"|^\W*(?:可以|能|是的|是|有的|有|行|当然)(?:的|啊|呀)?(?:[，,。！!]|$)"
)


def yes_against(folded: str, given: str, clauses, units_of) -> list[str]:
    """The context's clause that answers no to the question a folded reply says yes to."""
    question = ISO_DATE.sub(" ", given)
    if not _YES.match(folded) or negated(question):
        return []
    units = units_of(question)
    if len(units) < 2:
        return []
    held = [(n, said) for theirs, _size, n, said in clauses if covered(theirs, units)]
    if held and all(n for n, _said in held):
        return [f"the opposite of the context's «{held[0][1].strip().rstrip('.。')}»"]
    return []
