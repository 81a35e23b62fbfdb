"""Not knowing in a chat's casual idiom ("Your guess is as good as mine", "That's outside
what I've got on file", «Фиг знает»,
«Не шарю в этом», 鬼知道, 天知道, 这题我不会, 我真没辙): a bot told to sound friendly says
these, and each is "I don't know" (a battery of 30: 17 read before these rules). Each
is read to its clause's end, so «Кто знает, где мой заказ?» asked back or 这题很简单
are not."""

from __future__ import annotations

from .refusal_clauses import END, START

RULES_CASUAL: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        (
            "dont_know",
            rf"\b(?:i've|i have|i) got nothing{END}|{START}(?:(?:i'm )?not sure|no idea){END}|"
            r"\boutside (?:of )?what i(?:'ve got| have got| have| know)(?: on file)?\b",
        ),
        # a bot named by its brand speaks for itself ("ShopBot can't help with that.")
        (
            "cannot_find",
            r"\b\w+bot (?:can't|cannot|can not|is unable to|isn't able to|is not able to) "
            r"(?:help|answer|assist)\b",
        ),
    ),
    "ru": (
        (
            "dont_know",
            rf"{START}(?:да )?(?:фиг|черт|кто (?:ж |же )?(?:его|ее|их)) знает{END}|"
            r"\bне шарю в (?:этом|этой теме|таком|таких вещах)\b",
        ),
    ),
    "zh": (
        (
            "dont_know",
            rf"{START}(?:鬼|天)(?:才)?知道(?:啊|呢)?{END}|{START}没(?:有)?概念{END}|"
            rf"(?:这题|这个问题|这道题)我(?:也)?不会(?:答|回答)?(?:啊|呢)?{END}|"
            r"我(?:也|真|实在)?没辙|(?:难倒|难住)(?:我|了我)|把我难(?:倒|住)",
        ),
    ),
}
