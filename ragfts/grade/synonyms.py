"""Words a support answer says for the context's own: "deliver" for "ship", «стоимость»
for «цена». A statement's word is the context's when the context holds one of its group
(statements._support_of adds each group's stems beside a word of it)."""

from __future__ import annotations

from functools import lru_cache

# each group: words a bot and a knowledge base use for one another in support replies
GROUPS = (
    "ship deliver dispatch send",
    "buy purchase",
    "get receive obtain",
    "cost price",
    "change modify edit update",
    "help assist support",
    "need require",
    "allow permit",
    "item product goods",
    "begin start",
    "finish end complete",
    "fast quick",
    "big large",
    "shop store",
    "client customer",
    "refund reimburse",
    "mistake error",
    "block freeze",
    "instantly immediately",
    "broken damaged defective faulty",
    "ask request",
    "business working",
    "pay payment",
    "move reschedule",
    "delivery receipt arrival",
    "ahead advance",
    "call phone telephone",
    "above over higher",
    "below under lower",
    "доставить доставка привезти привоз",
    "купить приобрести покупка приобретение",
    "доставка получение",
    "цена стоимость",
    "изменить поменять сменить",
    "вернуть возврат возвращать",
    "помощь поддержка",
    "товар продукт",
    "клиент покупатель",
    "ошибка неточность",
    "деньги средства",
    "работает открыт",
    "сломанный повреждённый бракованный неисправный",
    "номер телефон",
    "больше выше свыше более",
    "меньше ниже менее",
    "erhalten bekommen",
    "studenten studierende",
    "liefern versenden zustellen",
    "kaufen erwerben",
)


@lru_cache(maxsize=8)
def _by_stem(profile: str) -> dict[str, frozenset[str]]:
    from .statements import _words

    out: dict[str, frozenset[str]] = {}
    for group in GROUPS:
        pairs = _words(group, profile)
        forms = frozenset(x for pair in pairs for x in pair)
        for _word, stem in pairs:
            out[stem] = out.get(stem, frozenset()) | forms
    return out


def of(stem: str, profile: str) -> frozenset[str]:
    """The words and stems a stem's group holds (none when it is in no group)."""
    return _by_stem(profile).get(stem, frozenset())
