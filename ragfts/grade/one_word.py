"""What one word of a statement's own claims, when the words check found no more than
that (one word of its own is never most of a statement): the first reader that names
something, in this order, has it."""

from __future__ import annotations

import re

from .antonyms import said_otherwise
from .lists import one_more
from .narrowing import narrowed
from .swaps import swapped
from .which_day import at_once

# A contact the bot gives: an e-mail address, or a site's address without its scheme (one
# with it is a citation, read apart)
_CONTACT = re.compile(
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|ru|org|net|cn|de|io|рф)/[\w/.-]*\w"
)


def _contacts(folded: str, context) -> list[str]:
    """Each e-mail address or site path the statement gives that the context does not
    (help@shop.com where it says support@shop.com): a contact is read whole, and the
    context's text joined only when the statement gives one."""
    found = list(_CONTACT.finditer(folded))
    said = context.said() if found else ""
    return [f"«{m[0]}»" for m in found if m[0] not in said]


def one_word(folded: str, missing: list, context, asked, units_of) -> list[str]:
    """A contact of its own; what the statement narrows the fact to (narrowing.py); the
    other word of a pair of opposites (antonyms.py); at once for a span (which_day.py);
    an item added to a list (lists.py); a thing swapped for another (swaps.py)."""
    return (
        _contacts(folded, context)
        or narrowed(folded, context, asked, units_of)
        or said_otherwise(folded, context, units_of)
        or at_once(folded, context, units_of)
        or one_more(folded, context, missing, units_of)
        or swapped(folded, missing, context, units_of)
    )
