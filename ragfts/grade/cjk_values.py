"""A Chinese text value said in other words, one sentence of a reply saying its characters
but its particles, in order (text_values.in_other_words reads the others); and Chinese
numerals in the one form a reply and a value are compared in (cjk_spoken)."""

from __future__ import annotations

import re

from ..kit.profile import cjk_char, tokens
from .kin_words import kin_terms
from .most_words import cjk_says_most
from .numerals import CJK_DIGITS, cjk_value, months_in_digits
from .phrases import CJK_NEGATIONS as _CJK_NEGATIONS

# What a Chinese sentence says with or without: 没有 is 没 before a verb, a particle
# (的, 了, 着, 是 of a 是…的 frame) carries no claim of a value, nor the 和, 与 or 及 a
# list may end with where the value writes 、 (奇松、怪石、云海和温泉).
_CJK_PARTICLES = frozenset("的了着是和与及")


def _cjk_core(chars: list[str]) -> list[str]:
    text = _CJK_THIS.sub("", "".join(chars).replace("没有", "没"))
    text = _CJK_MORE_THAN.sub(r"超过\1\2", text)  # 一千多万 is 超过一千万
    text = _ABOVE.sub(r"超过\1\2", text.replace("摄氏度", "度"))  # 40度以上 is 超过40度
    text = months_in_digits(text)  # 五月 is 5月, not 五个月
    text = _SEASONS.sub(r"\1季", text)  # 秋天 and 秋 are 秋季: 春天和夏天 for 春夏
    text = _AGE.sub("年", text)  # a tree's 800岁 is its 800年
    text = _KUAI.sub("元", text)  # 25块 and 25块钱 are 25元, said
    text = _RANGE_UNIT.sub(r"\1\3\4\2", text)  # 2000米到4700米 is 2000到4700米
    text = _VERBS.sub(lambda m: _SPOKEN[m[0]], text)  # 观看日出 is 看日出
    return [c for c in text if c not in _CJK_PARTICLES]


_CJK_MORE_THAN = re.compile(r"([零一二两三四五六七八九十百千]+)多([万亿])")
_ABOVE = re.compile(r"(\d+)([\u4e00-\u9fff]{0,2}?)以上")


# a demonstrative and its measure word point, they claim nothing: 保护这座古桥 says 保护古桥
_CJK_THIS = re.compile("[这那该][座个位条家种件些所只本]?")


def in_other_words(reply: tuple, folded: str, held_by=()) -> bool:
    """A CJK text value said with its particles or 没有 written otherwise: «主体工程基本没
    受损» for 基本没有受损, 飘动衣带 for 飘动的衣带 — its characters but those, one after
    another in one sentence (but the ones it ends with that the question says), and no
    negation just before them that the value lacks; a word of a pair's kin said for it
    (走路 for 步行); a place without its 省, 市 or 县 (在山东东营 for 山东省东营市); its
    numbers in Chinese numerals (三十三座 for 33座宫观, which a question of how many, 几座,
    may leave at its measure word). A value of Latin or Cyrillic letters, of a decimal
    number, or of fewer than two characters is read as written only."""
    chars = tokens(folded, "auto", stem=False)
    if _DECIMAL.search(folded) or not all(c.isdigit() or cjk_char().fullmatch(c) for c in chars):
        return False
    core = _cjk_core(chars)
    vague = next((v for v in _CJK_VAGUE if "".join(core).startswith(v)), "")
    if vague and len(core) - len(vague) >= 2:  # 湿地 for 大片湿地, as "dozens" above
        core = core[len(vague) :]
    if "".join(core).endswith("之间") and len(core) > 4:  # 在2000到4700米之间
        core = core[:-2]
    swaps = _kin_swaps("".join(core))
    places = _PLACES.fullmatch("".join(core))
    if places:
        names = _PLACE.findall(places[0])
        core = list("".join(name for name, _mark in names))
        swaps += [(name + mark, name) for name, mark in names]
    if len(core) < 2:
        return False
    # the noun the value ends with may be left out when the question says it, as a short
    # reply does: 在山东 for 山东省 to 泰山在哪个省？, 大约六千级 for 约六千级台阶 to
    # 要走多少级台阶？; and a count's noun after its measure word
    asked = {c for c in reply[1] if len(c) == 1 and cjk_char().match(c)}
    kept = len(core)
    while kept > 2 and core[kept - 1] in asked:
        kept -= 1
    counted = _COUNTED.match("".join(core)) if reply[2] in ("count", "quantity") else None
    if counted:
        kept = min(kept, len(counted[0]))
    tail = "".join(f"(?:{re.escape(c)}" for c in core[kept:]) + ")?" * (len(core) - kept)
    pattern = re.compile(re.escape("".join(core[:kept])) + tail)
    wanted = set(re.findall(r"\d+", "".join(core)))
    saids = ["".join(_cjk_core(list(_as_digits("".join(w), wanted)))) for w in reply[0]]
    for said in saids:
        for other, pair in swaps:
            said = said.replace(other, pair)
        for found in pattern.finditer(said):
            # no negation the value lacks just before, nor before its preposition (不在山东)
            before = said[max(0, found.start() - 2) : found.start()]
            negated = before[-1:] in _CJK_NEGATIONS or (
                before[-1:] in _CJK_PREPOSITIONS and before[:1] in _CJK_NEGATIONS
            )
            if core[0] in _CJK_NEGATIONS or not negated:
                return True
    # the most of it, when all of it is not said (most_words)
    return any(cjk_says_most("".join(core), said, asked, held_by, folded) for said in saids)


def _kin_swaps(core: str) -> list[tuple[str, str]]:
    """(kin word, the value's pair) for each pair of the value, in order: a reply may say
    the value in its kin's word (kin_words: 走路过桥 as 步行过桥 for 步行)."""
    return [
        (other, core[n : n + 2])
        for n in range(len(core) - 1)
        for other in kin_terms(core[n : n + 2])
    ]


_CJK_PREPOSITIONS = frozenset("在是从")
# a season said with 天, with 季 or alone: 秋天 is 秋季
_SEASONS = re.compile("([春夏秋冬])[天季]?")
_CJK_VAGUE = ("大片", "大量", "大批", "许多", "很多", "不少", "众多", "一些")
_DECIMAL = re.compile(r"\d[.,]\d")
# an age in 岁 is in years; a range's unit said once, after its second number
_AGE = re.compile(r"(?<=\d)岁")
_KUAI = re.compile(r"(?<=\d)块钱?")
_RANGE_UNIT = re.compile(r"(\d+)([\u4e00-\u9fff]{1,2}?)([到至])(\d+)\2")
# a place and its 省, 市 or 县, one after another (山东省东营市), the whole value
_PLACES = re.compile(r"(?:[\u4e00-\u9fff]{2,4}?[省市县])+")
_PLACE = re.compile(r"([\u4e00-\u9fff]{2,4}?)([省市县])")
# a written verb of two characters and the one a reply says for it
_SPOKEN = {
    "观看": "看",
    "乘坐": "坐",
    "购买": "买",
    "使用": "用",
    "居住": "住",
    "到达": "到",
    "抵达": "到",
}
_VERBS = re.compile("|".join(_SPOKEN))
# a count and its measure word: 33座 of 33座宫观
_COUNTED = re.compile(r"\d+[\u4e00-\u9fff]")
_NUMERAL = re.compile("[零一二两三四五六七八九十百千万]+")


def _as_digits(said: str, wanted: set[str]) -> str:
    """The reply with each Chinese numeral whose number the value writes in digits so
    written (两千 as 2000 for 2000米): other numerals stay characters (一些, 统一)."""
    if not wanted:
        return said

    def digits(m: re.Match) -> str:
        number = str(cjk_value(m[0]))
        return number if number in wanted else m[0]

    return _NUMERAL.sub(digits, said)


# Chinese numerals as a reply says them: 二百 is 两百 (两 before 百, 千, 万 is 二), and two
# numerals one apart before a measure word or a unit, 四五个小时, are the range 四到五个小时.
_CJK_TWO = re.compile("两(?=[百千万亿])")
_CJK_RANGE = re.compile(
    "(?<![零一二两三四五六七八九十百千万])([一二两三四五六七八])([二三四五六七八九])"
    "(?=[个天年月周小分秒岁米公里元块人次座层位张间件条只本台辆家])"
)


def cjk_spoken(folded: str) -> str:
    """A folded text with its Chinese numerals in one form: 两 before 百, 千, 万 as 二, and a
    spoken range (四五个) as 四到五个."""
    if not cjk_char().search(folded):
        return folded
    folded = _CJK_TWO.sub("二", folded)

    def ranged(m: re.Match) -> str:
        one_apart = CJK_DIGITS[m[2]] == CJK_DIGITS[m[1]] + 1
        return f"{m[1]}到{m[2]}" if one_apart else m[0]

    return _CJK_RANGE.sub(ranged, folded)
