"""Words that say nothing of what a question is about, per language: never a rewrite
of the miss explanation (in a real corpus "that" is in 54 % of the rows and «какое» is
in a question, not in its answer). Short lists of function and question words, folded
as the profiles fold them; a word is checked in that folded form."""

from __future__ import annotations

import re
from functools import lru_cache

_WORDS = {
    "en": """a about after all also an and any are as at be been but by can could do does
        for from had has have how i if in into is it its may me might must my no not of on
        or our shall should so than that the their them then there these they this those
        to was we were what when where which while who whom whose why will with would you
        your way ways chance chances anymore please hello hi hey thanks thank""",
    "ru": """а без более бы был была были было быть в вам вас весь во вот все всего всех вы
        где да даже для до его ее если есть еще же за здесь и из или им их к как какая
        какие каким какой какое каков когда кто ли либо меня мне может можно мой мы на над
        нам нас не него нее нет ни них но ну о об однако он она они оно от очень по под
        при с со так также такой там те тем то того тоже той только том ты у уже хотя чего
        чей чем что чтобы чье чья эта эти это этот я сколько
        хочу хочешь хочет хотим хотите хотят хотел хотела хотели могу можешь можем
        можете могут мог могла могли нужно нужен нужна нужны надо должен должна должно
        должны делать сделать будет будут буду будем будете
        ваш ваша ваше ваши вашего вашей вашем вашу вашим ваших наш наша наше наши нашего
        нашей нашем нашу нашим наших свой своя свое свои своего своей своем свою своим
        своих моя мое мои моего моей моем мою моим моих себя себе собой сам сама сами
        тебя тебе ему ей ею ими ним ней нем
        через после перед между около про ради кроме вместо среди
        всем всеми всю вся всей ведь вообще лишь разве пока
        куда откуда зачем почему какую каком какого каких какими
        здравствуйте привет подскажите скажите пожалуйста спасибо примерно приблизительно""",
    "de": """aber als am an auch auf aus bei bin bis bist da damit dann das dass dem den der
        des die doch dort du durch ein eine einem einen einer eines er es für hat hatte ich
        ihr im in ist ja kann man mit nach nicht noch nun ob oder sie sind so über um und
        uns von vor war was welche welcher welches wenn wer wie wir wird wo zu zum zur
        beim vom ins einer gibt etwas schon denn
        darf dürfen habe haben hast hätte können könnte konnte möchte muss müssen musst
        müsste sei soll sollen sollte wäre werde werden will wollen wurde würde
        dein deine dich dir euch ihm ihn ihnen ihre ihren mein meine meinem meinen meiner
        mich mir sich unser unsere
        wann warum wem wen weshalb welchem welchen wieso wofür woher wohin womit worauf
        wozu hallo danke bitte""",
    "fr": """a au aux avec ce ces combien comment dans de des du elle en est et il ils je la le
        les leur lui ma mais me mes mon ne nos notre nous on ou où par pas pour qu que quel
        quelle qui sa se ses son sur ta te tes ton tu un une vos votre vous""",
    "es": """a al como con cuál cuándo cuánto de del donde el ella en es esta este hay la las
        le lo los me mi mis no nos o para pero por qué que quién se si sin su sus te tu un
        una y ya""",
    "fa": """از با برای به تا چه چی چگونه چند در را که کی آیا این آن است هست هم یا یک
        چقدر چرا کجا چطور کدام چیست من شما ما""",
    "zh": """的 了 是 吗 呢 吧 啊 在 和 与 及 或 也 都 就 还 这 那 哪 谁 什么 怎么 怎样 如何 多少
        几 为什么 我 你 他 她 它 我们 你们 他们 有 没有 可以 能 会 要
        请问 如果 因为 所以 但是 或者 还是 就是 是否 是不是 有没有 能否 能不能 可不可以
        怎么样 哪些 哪里 哪个 这个 那个 一个 为何 多久 时候 一下 您 需要 大概 大约 一般
        现在 目前 如今 一共 总共 以后 之后 自己 多长时间 多长 谢谢""",
}

# A Chinese question has no spaces, so its stop words sit inside one run of characters:
# the run is cut at them before it is cut into pairs («可以退款吗» is 退款, not 以退 and
# 款吗 besides). Every zh stop word of two characters or more cuts, and the particles and
# pronouns that are never part of a content word (谁 and 哪 besides: 找谁, 哪支 are in
# no text); 在, 有, 会, 要, 能 and 还 do not (在线,
# 有效期, 会员, 需要, 功能, 还款).
_CJK_CUT_CHARS = "的了是吗呢吧啊呀嘛我你您这那嗎這谁哪誰"


@lru_cache(maxsize=1)
def stop_words() -> frozenset[str]:
    """Every language's stop words, folded: a question's language is not known."""
    from .profile import fold

    return frozenset(fold(w) for words in _WORDS.values() for w in words.split())


# a registry's facts and a day's questions say the same words again and again: each is
# folded once (30,000 facts: a million calls, a third of intake's start)
@lru_cache(maxsize=1 << 16)
def is_stop_word(word: str) -> bool:
    from .profile import fold

    return fold(word) in stop_words()


@lru_cache(maxsize=1)
def _cjk_cut() -> re.Pattern:
    words = {w for w in _WORDS["zh"].split() if len(w) > 1} | set(_CJK_CUT_CHARS)
    return re.compile("|".join(sorted(words, key=lambda w: (-len(w), w))))


def cjk_pieces(run: str) -> list[str]:
    """A run of CJK characters cut at its stop words: the pieces left, in order."""
    return [piece for piece in _cjk_cut().split(run) if piece]


# a count and its measure word between a verb and its noun: 加一张床 says 加床, 订两间房 订房
_COUNTED = re.compile(
    r"(?=([\u4e00-\u9fff])[一二两三四五六七八九十几]{1,3}[个张间位件次晚家台辆条块本只双套]"
    r"([\u4e00-\u9fff]))"
)


def cjk_pairs(run: str) -> list[str]:
    """A CJK run's pairs of adjacent characters within its pieces (none across a stop
    word, none that is one), and the pair a count with its measure word stands inside
    (加床 of 加一张床)."""
    pairs = [piece[n : n + 2] for piece in cjk_pieces(run) for n in range(len(piece) - 1)]
    pairs += [m[1] + m[2] for m in _COUNTED.finditer(run)]
    return [pair for pair in pairs if not is_stop_word(pair)]
