"""A bot's courtesies, which state nothing: a greeting («Добрый день!», 您好), thanks
("Thanks for your question!") and an offer of more help ("Let me know if you need
anything else.", «Если остались вопросы — пишите!», 如果还有其他问题，请随时联系我们。). Read
as statements, their words are not in the knowledge base and "if you need …" is a
condition, so a correct answer that opened or closed politely was unsupported (a
battery of 12 closings: 6 read so; «Добрый день!» before a correct price too). A clause
is a courtesy when every word of it is one a courtesy is made of and one of them
greets, thanks, asks, helps or wishes well; "Help is free" is none (free is a
courtesy's word only in "feel free"), "Ask in the store" neither (a store is named)."""

from __future__ import annotations

import re

# A phrase whose words are a courtesy's only together, cut out first.
_PHRASES = re.compile(
    r"\bfeel free\b|\bdon'?t hesitate\b|\bdo not hesitate\b|\breach(?:ing)? out\b|"
    r"\bget in touch\b|\banything else\b|"
    r"\bкакие-(?:то|либо|нибудь)\b"
)
_WORDS = frozenset(
    """
    let me us know to ask asking your reach out contact get touch if you have need needs any
    other more further additional questions question help helps helped assistance assist
    anything else something is there i can could with for do i'm im we're we are always happy
    glad here just away hope this that have a an nice great good wonderful day our the support
    team customer service please again thanks thank welcome will be would like or hello hi hey
    morning afternoon evening greetings dear excellent interesting
    ещё еще если у вас остались останутся возникнут возникли появятся появились будут есть
    вам ваш ваши другие любые вопросы вопрос обращайтесь обращайся пишите напишите звоните
    позвоните задавайте спрашивайте свяжитесь с нами нам мне всегда рад рада рады помочь
    помощь помогу поможем поможет понадобится нужна потребуется чем могу можем хорошего дня удачи
    всего доброго пожалуйста будем буду надеюсь это помогло поддержку поддержки поддержка в
    службу службы и к добрый доброе день утро вечер здравствуйте привет приветствую спасибо
    благодарю благодарим за обращение ваше отличный хороший интересный прекрасный ли я
    чем-то чем-нибудь
    bei weiteren fragen frage melden sie sich gerne gern hallo guten tag vielen dank danke
    für ihre anfrage ich hoffe das hilft wenden können jederzeit uns an stehe stehen zur
    verfügung einen schönen
    si vous avez d'autres questions n'hésitez pas à nous contacter bonjour bonsoir merci
    pour votre j'espère que cela aide bonne journée je reste disposition
    tiene más preguntas no dude en contactarnos hola buenos días gracias por su consulta
    espero esto ayude tenga un buen día estoy a
    goodbye bye contacting rate conversation chat до свидания был была помочь что-нибудь
    оцените наш диалог разговор чат
    """.split()
)
# the words that make the clause a courtesy (the rest only carry it)
_CUES = frozenset(
    """
    ask contact help helps helped assistance assist questions question know touch reach day
    hello hi hey morning afternoon evening greetings thanks thank
    вопросы вопрос обращайтесь обращайся пишите напишите звоните позвоните задавайте
    спрашивайте свяжитесь помочь помощь помогу поможем помогло дня удачи доброго добрый
    доброе здравствуйте привет приветствую спасибо благодарю благодарим обращение
    fragen frage melden hallo tag danke dank hilft wenden verfügung questions contacter
    bonjour bonsoir merci aide journée disposition preguntas pregunta contactarnos hola
    días gracias consulta ayude día hope hoffe j'espère espero надеюсь поможет
    goodbye bye rate свидания оцените диалог что-нибудь
    """.split()
)
# A CJK clause has no spaces: a courtesy's pieces are cut out of it, the longest first,
# and nothing may be left.
_CJK_PIECES = sorted(
    """
    再见 不客气 很高兴 为您服务 对本次服务进行评价 评价 本次服务 进行
    如果 若 如 还有 还 其他 其它 任何 别的 问题 疑问 请 随时 联系 咨询 我们 客服 告诉 希望 对您 对你
    有所 帮助 帮到 帮 祝您 祝你 生活 愉快 欢迎 再次 需要 什么 能 可以 您 你 我 有 的 吧 哦 呢 啊 都
    来 再 和 或 也 您好 你好 谢谢 感谢 亲 早上好 下午好 晚上好 好问题 请问 吗
    """.split(),
    key=lambda w: (-len(w), w),
)
_CJK_CUT = re.compile("|".join(_CJK_PIECES))
_CJK_CUES = frozenset(
    "好问题 问题 疑问 联系 咨询 帮助 帮到 帮 愉快 您好 你好 谢谢 感谢 早上好 下午好 晚上好 "
    "再见 不客气 为您服务 评价 对本次服务进行评价".split()
)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]")
# where a courtesy's clause ends: a comma, a stop, a dash, a colon
_CLAUSE = re.compile(r"[^,;:，；、。.!！?？—–]+")


# A wish whose noun is the customer's own ("Have a great workout!", "Enjoy your stay!",
# «Приятного отдыха!», 祝您观影愉快！), good news announced, and thanks for the customer's
# patience or support (感谢您的支持): a courtesy whatever the noun, which no list holds
_WISH = re.compile(
    r"\s*(?:have an? (?:nice|great|good|wonderful|lovely|fantastic|pleasant|safe) "
    r"[^\W\d_]+|enjoy (?:your|the) [^\W\d_]+|good news|great news|"
    r"(?:приятного|хорошего|удачного|отличного|прекрасного|приятной|хорошей|удачной|"
    r"отличной) [а-яё]+|(?:хорошие|отличные) новости|(?:хорошая|отличная) новость|"
    r"(?:祝您|祝你)[^\d\s]{1,8}?(?:愉快|顺利|开心|快乐)|(?:感谢|谢谢)(?:您|你)的(?:支持|理解|"
    r"耐心|信任|配合|关注)|好消息)\s*"
)


def is_courtesy(clause: str) -> bool:
    """Whether a folded clause is wholly a greeting, thanks, a wish or an offer of more
    help."""
    if _WISH.fullmatch(clause):
        return True
    cues = {m.group(0) for m in _CJK_CUT.finditer(clause)} & _CJK_CUES
    rest = _CJK_CUT.sub(" ", clause)
    if _CJK.search(rest):
        return False
    words = re.findall(r"[^\W\d_]+(?:['-][^\W\d_]+)*", _PHRASES.sub(" ", rest))
    if not all(w in _WORDS for w in words):
        return False
    return bool(cues or _PHRASES.search(clause) or _CUES.intersection(words))


# Beside a deferral, what a bot wraps it in states nothing either, cue or none: "ok",
# "one moment please", «минутку», 请稍等, a pipeline's "Error:" (refusals._alone).
_PLEASANTRY = frozenset(
    "thanks thank you for asking reaching out contacting your the question good great hmm "
    "hi hey hello there sure ok okay patience waiting one moment please "
    "спасибо благодарю за вопрос вопросы обращение ожидание терпение хороший отличный хм "
    "здравствуйте добрый доброе день вечер утро минутку секунду момент пожалуйста "
    "error warning ошибка سلام ممنون متشکرم مرسی تشکر با "
    # the apology a technical failure comes in (refusal_rules_failed)
    "sorry oops apologies apologize apologise we for any inconvenience caused i m am re so "
    "very really afraid извините простите упс ой кажется приносим извинения за неудобства к "
    "сожалению".split()
)
# a CJK run has no spaces: these are cut out of it, the longest first, with the
# particles a reply ends on; what is left of a pleasantry is nothing
_CJK_PLEASANTRY = re.compile(
    "|".join(
        sorted(
            "感谢提问 谢谢提问 谢谢您的提问 感谢您的耐心 谢谢您的耐心 感谢您的咨询 "
            "好问题 嗯 亲亲 亲 您好 你好 请稍等 稍等 错误 哦 呢 啊 呀 哈 的 "
            "抱歉 哎呀 不好意思 对不起 非常 很 嗨 早上好 下午好 晚上好".split(),
            key=lambda w: (-len(w), w),
        )
    )
)


def is_pleasantry(clause: str) -> bool:
    """Whether a folded clause is a courtesy, or only the words a deferral is wrapped in."""
    words = re.findall(r"[^\W_]+", _CJK_PLEASANTRY.sub(" ", clause))
    return all(w in _PLEASANTRY for w in words) or is_courtesy(clause)


def without_courtesies(folded: str) -> str:
    """The folded sentence with each clause that is a courtesy blanked (its length kept,
    so what is found in it is where it was)."""

    def blank(match) -> str:
        return " " * len(match.group(0)) if is_courtesy(match.group(0)) else match.group(0)

    return _CLAUSE.sub(blank, folded)


# a sentence ends after . ! ? … and their CJK forms
_SENTENCE_END = re.compile(r"(?<=[.!?…。！？؟])\s*")
_QUESTION_MARKS = ("?", "？", "؟")


def asks_back(folded: str) -> bool:
    """Whether the text ends on a question of its own: "Is there anything else I can
    help you with?" after an answer asks nothing back (it was read as a question back,
    the answer `clarify`: 7 of 7 such closings in three languages)."""
    sentences = [s.strip() for s in _SENTENCE_END.split(folded) if s.strip()]
    while sentences and is_courtesy(sentences[-1].rstrip("?？؟!！.。 ")):
        sentences.pop()
    return bool(sentences) and sentences[-1].endswith(_QUESTION_MARKS)
