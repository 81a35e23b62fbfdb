"""A document's URL and title as citations are compared with them: the form a bot writes
and the form the export kept differ in scheme, host case, a trailing slash, a fragment,
or a title's case and spacing, and still name the same page."""

from __future__ import annotations

import unicodedata
from urllib.parse import urlsplit

_DEFAULT_PORTS = {"http": "80", "https": "443"}


def looks_like_url(text: str) -> bool:
    return "://" in text or text.lower().startswith("www.")


def url_key(url: str) -> str:
    """The URL without its scheme (http and https name one page), its host in lower case
    without a default port, no fragment, and no trailing slash; the query kept."""
    url = url.strip()
    if not url:
        return ""
    if "://" not in url:
        url = "http://" + url
    parts = urlsplit(url)
    host = (parts.hostname or "").rstrip(".")
    try:
        port = parts.port
    except ValueError:  # a port that is not a number: the text is kept as it is
        port = None
    if port is not None and str(port) != _DEFAULT_PORTS.get(parts.scheme.lower()):
        host = f"{host}:{port}"
    path = parts.path.rstrip("/")
    return f"{host}{path}" + (f"?{parts.query}" if parts.query else "")


def title_key(title: str) -> str:
    """The title in one case, its white space folded, its punctuation at the ends gone."""
    folded = " ".join(unicodedata.normalize("NFKC", title).casefold().split())
    return folded.strip(" .,:;!?«»\"'“”„()[]")


def citation_keys(citation: str) -> tuple[str, str]:
    """(url key, title key) of what an answer cites: a URL is matched as a URL only."""
    if looks_like_url(citation):
        return url_key(citation), ""
    return "", title_key(citation)


def cited_sources(sources, at: str, found) -> list[str]:
    """What citing a URL or title cites, of the documents it names: the ones valid on
    `at`; of several (one FAQ page holds many entries), those the search found, else the
    first by id. None valid: the latest version that started before `at` (else the
    earliest), so a citation of an outdated page is graded as outdated."""
    sources = sorted(sources, key=lambda s: s.source_id)
    valid = [s.source_id for s in sources if s.valid_on(at)]
    if valid:
        return [s for s in valid if s in found] or valid[:1]
    before = [s for s in sources if s.valid_from <= at]
    if before:
        return [max(before, key=lambda s: s.valid_from).source_id]
    return [min(sources, key=lambda s: s.valid_from).source_id] if sources else []


def document_links(root, wanted: set[str], exclusive: bool = False) -> dict:
    """{(source_id, valid_from): (title, url)} of the wanted documents that have either, as
    the corpus writes them: the index keeps only the keys citations are compared by (no
    scheme, no case), which are not a link a person can follow. One pass over corpus/."""
    from .documents import iter_documents

    found = {}
    if not wanted:
        return found
    for doc in iter_documents(root, [], exclusive):
        if doc.source_id in wanted and (doc.title or doc.url):
            found[(doc.source_id, doc.valid_from)] = (doc.title, doc.url)
    return found


def followable(url: str) -> bool:
    """Only a web address becomes a link on the page: a `javascript:` or `data:` URL in
    a document's header would run in the reader's browser."""
    return urlsplit(url.strip()).scheme.lower() in ("http", "https")
