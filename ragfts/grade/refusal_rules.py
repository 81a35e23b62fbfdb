"""The refusal rules, by language: (rule, regular expression over folded text) pairs.
refusals.py says how they are matched; a new phrasing is a new pattern here.
"""

from __future__ import annotations

from .refusal_rules_de_fr_es import RULES_DE_FR_ES
from .refusal_rules_fa_zh import RULES_FA_ZH

# (rule, pattern) by language. \b is Unicode-aware: it holds for Cyrillic, Arabic-script
# and accented Latin letters alike.
RULES: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        ("dont_know", r"\bi (?:really |simply )?(?:do not|don't|dont) know\b"),
        (
            "dont_know",
            r"\bi(?:'m| am) (?:not (?:sure|certain|aware)|unsure)\b|\bi have no (?:idea|clue)\b|"
            r"\bi have nothing to say\b|(?:^|[.!?;:,]\s*)no (?:idea|clue)\b|"
            r"\bi(?:'m| am) not in a position to (?:answer|say|comment)\b",
        ),
        (
            "no_information",
            r"\b(?:isn't|is not|not) something i (?:have access to|know(?: about)?|can answer)\b",
        ),
        (
            "no_information",
            r"\b(?:i|we) (?:do not|don't) have access to\b|\b(?:has|have|contains?) no"
            r"(?: \w+)? (?:information|details|data)\b",
        ),
        (
            "no_information",
            r"\b(?:i|we) (?:do not|don't|dont|did not|didn't) (?:have|find|see|hold)"
            r"(?: (?:any|enough|the|that|this|specific|such|relevant|reliable|an?|exact|precise|"
            r"detailed|further|more|current|accurate|complete))*"
            r" (?:information|info|details|data|answer|record|records|knowledge|documentation|"
            r"context)\b",
        ),
        (
            "no_information",
            r"\b(?:i|we) have no(?: \w+){0,2} (?:information|info|details|data|answer|record|"
            r"knowledge)\b",
        ),
        (
            "no_information",
            r"\bthere(?:'s| is| are| was| were) no(?: \w+){0,2} (?:information|info|details|data|"
            r"answer|mention|record|records)\b(?! from\b)",
        ),
        (
            "no_information",
            r"\bno (?:relevant |specific |such |further |additional |available )?"
            r"(?:information|answer|data available|details|results|matches)\b(?! from\b)"
            # a policy's "no information (about your card) is shared with third parties" answers
            r"(?!(?: \w+){0,4}? (?:is|are|was|will be) (?:ever )?(?:shared|stored|collected|sold|"
            r"kept|passed|transferred|disclosed|required|needed|sent|saved|retained)\b)",
        ),
        (
            "no_information",
            r"\bnothing came up\b|\b(?:knowledge base|documents?|docs|faq|documentation|"
            r"context|sources?) (?:has|have|contains?) nothing (?:on|about|regarding)\b|"
            r"\bunclear from the (?:documentation|documents?|docs|knowledge base|context|sources?|"
            r"faq)\b|\b(?:i|we) lack (?:the |any |enough |sufficient )?"
            r"(?:information|data|details|knowledge)\b|\bnot in the (?:information|data|documents?|"
            r"sources?|materials?) (?:i|we) (?:have|was given|can see)\b",
        ),
        (
            "cannot_find",
            r"\b(?:couldn't|could not|can't|cannot) come up with (?:an? |any )?answer\b",
        ),
        (
            "cannot_find",
            r"\b(?:i|we)(?: am| are|'m|'re)? (?:can't|cannot|can not|couldn't|could not|"
            r"wasn't able to|was not able to|weren't able to|unable to|not able to)"
            r"(?: \w+){0,2}? (?:find|locate|answer|provide|determine|confirm|tell|say|see|"
            r"access|give|help|offer|share)\b",
        ),
        (
            "cannot_find",
            r"\b(?:can't|cannot|can not|couldn't|could not|unable to) (?:find|locate|answer)\b",
        ),
        (
            "cannot_find",
            r"\b(?:nothing (?:was |could be )?found|found nothing|(?:cannot|can't|could not) be "
            r"(?:answered|found|determined))\b",
        ),
        (
            "not_in_documents",
            r"\b(?:not|isn't|aren't|wasn't|no mention|nothing)\b[^.!?]{0,30}?\b(?:in|from|within) "
            r"(?:the|my|our|this|these|your|provided|available|given)(?: \w+){0,2}? "
            r"(?:knowledge base|documents?|documentation|context|sources?|materials?|"
            r"database|records|faq|texts?|knowledge|docs|help cent(?:er|re)|articles|wiki|"
            r"manual|guides?)\b|\b(?:not|isn't|nothing)\b[^.!?]{0,40}?\bin what (?:i|we) "
            r"(?:can see|have|was given)\b",
        ),
        (
            "not_in_documents",
            r"\b(?:documents?|knowledge base|context|sources?|documentation|materials|faq|"
            r"texts?|help cent(?:er|re)|docs|articles|manual|guide)"
            r"(?: (?:provided|available|given|supplied|above|here|i have|we have))? "
            r"(?:do not|does not|don't|doesn't|did not|didn't)(?: \w+){0,2}? "
            r"(?:mention|say|contain|include|cover|specify|state|provide|address|discuss|"
            r"have (?:an? |any )?(?:answer|information|details))\b",
        ),
        (
            "not_in_documents",
            r"\b(?:documents?|knowledge base|context|sources?|documentation|materials|faq|"
            r"texts?) (?:is|are|was|were|remains?) (?:silent|unclear|vague) (?:on|about)\b|"
            r"\b(?:documents?|knowledge base|context|sources?|documentation|materials|faq|texts?) "
            r"(?:is|are|was|were|remains?) silent\b",
        ),
        (
            "not_in_documents",
            r"\b(?:not|isn't|aren't|wasn't) (?:specified|defined|stated|mentioned|documented|"
            r"indicated)\b",
        ),
        (
            "not_in_documents",
            r"\b(?:beyond|outside)(?: of)? (?:the scope|my knowledge|the knowledge base|"
            r"what i know|my training)\b",
        ),
        (
            "apology_declines",
            r"\b(?:sorry|apologi[sz]e|apologies|unfortunately|regrettably|i'm afraid)\b"
            r"[^.!?]{0,60}?\b(?:i|we)\b[^.!?]{0,20}?(?:\bnot\b|\bno\b|n't\b|\bcannot\b|"
            # what is declined is telling ("Unfortunately, we do not offer student
            # discounts" is an answer: a fact stated with regret)
            r"\bunable\b)[^.!?,;:]{0,25}?\b(?:help|answer|assist|say|tell|know|find|found|confirm|"
            r"comment|advise|respond|locate|determine|access|sure|provide (?:\w+ ){0,3}?"
            r"(?:information|answers?|details|data))\b",
        ),
        ("apology_declines", r"\bnot something (?:i|we) can\b"),
        (
            "not_in_documents",
            r"\bnot something (?:the|our|my|these|this) (?:\w+ )?(?:documentation|documents?|"
            r"knowledge base|context|sources?|faq|docs|articles?|help cent(?:er|re)|texts?) "
            r"(?:mentions?|covers?|says?|includes?|contains?|addresses|specifies|describes)\b",
        ),
        (
            "no_information",
            r"\bi (?:do not|don't|can't|cannot) see (?:anything|any mention|mention)\b|"
            r"\bno info(?:rmation)? (?:on|about) (?:that|this|it)\b",
        ),
        (
            "no_information",
            r"\b(?:information|info|details|data|answer)\b[^.!?]{0,20}?\b(?:isn't|is not|"
            r"aren't|are not) available\b",
        ),
        (
            "not_in_documents",
            r"\bnothing in (?:the|my|our|this|these|your|provided|available)(?: \w+){0,2}? "
            r"(?:knowledge base|documents?|documentation|context|sources?|materials?|faq)\b",
        ),
        (
            "apology_declines",
            r"\b(?:outside|beyond) (?:of )?(?:what (?:i|we) can (?:answer|help with|say)|"
            r"(?:my|our) (?:knowledge|scope|expertise|area of expertise)|the scope of)\b",
        ),
        (
            "contact_support",
            r"\b(?:contact|reach out to|get in touch with|call|email|ask|consult|check with|"
            r"speak (?:to|with)|talk to) (?:our |the |your |a |an )?(?:\w+ )?(?:support|"
            r"customer (?:service|care|support)|help ?desk|service desk|administrator|admin|"
            r"representative|operator|owner|account manager|support team|human agent|live agent|"
            r"human)\b",
        ),
        (
            "contact_support",
            r"\b(?:recommend|suggest|advise)\w* (?:contacting|reaching out to|asking|calling|"
            r"emailing|checking with) (?:our|the|a|your) (?:\w+ )?(?:team|staff|agents?|"
            r"specialists?|experts?)\b",
        ),
        (
            "as_an_ai",
            r"\bas an? (?:ai|artificial intelligence|language model|virtual assistant|chatbot)\b",
        ),
        ("as_an_ai", r"\bi(?:'m| am) (?:just |only )?an? (?:ai|language model|chatbot)\b"),
    ),
    "ru": (
        ("dont_know", r"\b(?:я )?не знаю\b"),
        (
            "dont_know",
            r"\bзатрудняюсь (?:ответить|сказать|с ответом|дать (?:\w+ )?ответ)\b|"
            r"\b(?:мне )?(?:ничего )?неизвестно\b|"
            r"\bне имею (?:ни малейшего )?представления\b|\bнечего ответить\b|\bбез понятия\b",
        ),
        ("dont_know", r"\b(?:сложно|трудно) (?:сказать|ответить)\b|\bпонятия не име\w*"),
        (
            "dont_know",
            r"\bничего не известно\b|\bя не уверен\w*|\bмне неизвест\w*|"
            # «Хм, не уверен насчёт этого»; «Не уверен, что …» hedges what follows
            r"(?:^|[.!?,;:—–]\s*)не уверен\w*(?!,?\s*что\b)",
        ),
        ("dont_know", r"\bбессил(?:ен|ьна|ьны)\b|\bне в курсе\b|\bнечего сказать\b"),
        (
            "apology_declines",
            r"\b(?:выходит за рамки|за пределами|вне)\s+(?:моей|моих|нашей|наших)\s+"
            r"(?:компетенци\w*|знани\w*|возможност\w*)|"
            r"\bвыход\w* за (?:рамки|пределы)\b[^.!?]{0,30}?\b(?:документаци\w*|баз\w* знаний|"
            r"материал\w*|знани\w*|компетенци\w*|источник\w*|контекст\w*|справк\w*)",
        ),
        (
            "no_information",
            # «Нет, информация о карте не хранится»: a «нет» a comma ends is the answer "no"
            r"\b(?:нет(?!\s*[,;:—–])|отсутству\w*|не имею|не располагаю|не располагаем|не хватает|"
            r"недостаточно|не владе\w*|не облада\w*|не попада\w*|не встреча\w*)\b[^.!?]{0,30}?"
            r"\b(?:информаци\w*|данн\w*|"
            r"сведени\w*|ответа(?!\s+от\b)|материал\w*|подробност\w*|контекст\w*)",
        ),
        (
            "no_information",
            r"\b(?:информаци\w*|данн\w*|сведени\w*|ответ\w*|подробност\w*)\b[^.!?]{0,30}?\b(?:нет|"
            r"отсутству\w*|не располага\w*|не владе\w*|не облада\w*|"
            r"не найден\w*|не нашл\w*|не обнаружен\w*|недоступн\w*|не предоставлен\w*|"
            r"(?:найти|обнаружить|отыскать|получить) не удалось)\b",
        ),
        (
            # «По имеющимся данным ответить нельзя», «ответить на основании контекста невозможно»
            "cannot_find",
            r"\b(?:ответить|сказать|определить|подсказать)\b[^.!?]{0,30}?\b(?:нельзя|невозможно)\b|"
            r"\b(?:нельзя|невозможно)\b[^.!?]{0,15}?\b(?:ответить|сказать|определить)\b",
        ),
        (
            "cannot_find",
            r"\bпомочь\s+(?:вам\s+)?не\s+(?:могу|можем|смогу|сможем)\b|"
            r"\b(?:найти|обнаружить|отыскать)\s+не\s+(?:удалось|получилось|вышло)\b",
        ),
        (
            # «Источники об этом умалчивают», «Из документов это неясно»
            "not_in_documents",
            r"\b(?:документ\w*|баз\w*|материал\w*|источник\w*|контекст\w*|справк\w*)\b"
            r"[^.!?]{0,20}?\bумалчива\w*|"
            r"\bиз (?:документ\w*|контекст\w*|материал\w*|источник\w*|баз\w*|текст\w*)\b"
            r"[^.!?]{0,20}?\b(?:неясно|непонятно|не ясно|не понятно)\b|"
            r"\b(?:неясно|непонятно|не ясно|не понятно)\b[^.!?]{0,20}?\bиз (?:документ\w*|"
            r"контекст\w*|материал\w*|источник\w*|баз\w*|текст\w*)",
        ),
        # «нет ответа от банка»: someone else's answer is missing, not the bot's
        ("no_information", r"\b(?:нет ответа(?!\s+от\b)|ответа нет)\b"),
        ("no_information", r"\bотсутству\w* в (?:базе|документ\w*|материал\w*|источник\w*)"),
        (
            # «Контекст не содержит достаточно информации», «база знаний не содержит этой…»
            "not_in_documents",
            r"\b(?:контекст\w*|документ\w*|баз\w* знаний|материал\w*|источник\w*|текст\w*)\b"
            r"[^.!?]{0,10}?\bне содерж\w*\b[^.!?]{0,30}?"
            r"\b(?:информаци\w*|сведени\w*|данн\w*|ответ\w*)",
        ),
        (
            "cannot_find",
            r"\b(?:не|нельзя)\s+(?:могу|можем|смог\w*|удалось|получилось|получается|удается|"
            r"сумел\w*)\b[^.!?]{0,20}?\b(?:найти|ответить|подсказать|помочь|определить|"
            r"сказать|уточнить|дать|обнаружить|отыскать|подтвердить|сориентировать|"
            r"проконсультировать)\b",
        ),
        (
            "cannot_find",
            r"\b(?:сказать|ответить|подсказать)\s+(?:вам\s+)?не\s+(?:могу|можем|смогу|сможем)\b|"
            r"\b(?:я\s+)?(?:вам\s+)?не\s+(?:подскажу|отвечу)\b|"
            r"\bне вижу\b[^.!?]{0,20}?\b(?:ничего|ответ\w*|"
            r"информаци\w*|сведени\w*|данных|упоминани\w*)\b|"
            r"\bне готов\w*\s+(?:ответить|сказать|дать ответ)|"
            r"\bответ\w* дать не (?:могу|можем|смогу|сможем)\b|"
            # «не могу предоставить эту информацию»; «не можем предоставить скидку» answers
            r"\bне (?:могу|можем|смогу|сможем) (?:предоставить|сообщить|дать)\b[^.!?]{0,15}?"
            r"\b(?:информаци\w*|сведени\w*|данн\w*|ответ\w*)|"
            r"\bне в состоянии (?:ответить|помочь|сказать|подсказать)\b|"
            r"\b(?:ответить|помочь|сказать|подсказать)\b[^.!?]{0,30}?\bне в состоянии\b|"
            r"\b(?:ответить|сказать)\b[^.!?]{0,25}?\bне готов\w*",
        ),
        (
            "cannot_find",
            r"\b(?:не|ничего не) (?:нашел|нашла|нашли|нашлось|найдено|найдена|найден|"
            r"найдены|обнаружил\w*|обнаружено)\b",
        ),
        (
            "not_in_documents",
            r"\bв (?:(?:моих|наших|этих|имеющихся|доступных)(?: мне| нам)? )?(?:базе|документ\w*|"
            r"материал\w*|источник\w*|контексте|справк\w*|найденн\w*|"
            r"предоставленн\w*)\b[^.!?]{0,40}?\b(?:нет|ни слова|пусто|"
            r"не (?:указан\w*|сказано|говорится|"
            r"упоминается|определен\w*|описан\w*|содерж\w*|приведен\w*|приводи\w*|приводя\w*|раскрыт\w*|уточня\w*|"
            r"сообщается))\b",
        ),
        (
            # «Эта информация не представлена в документах», «не освещается в базе знаний»
            "not_in_documents",
            r"\bне (?:представлен\w*|освеща\w*|рассматрива\w*|отражен\w*|затрагива\w*)\b"
            r"[^.!?]{0,20}?\bв (?:(?:моих|наших|этих|имеющихся|доступных|предоставленн\w*) )?"
            r"(?:базе|документ\w*|материал\w*|источник\w*|контексте|справк\w*)",
        ),
        (
            "not_in_documents",
            r"\bне (?:указан\w*|определен\w*|упоминается|упомянут\w*|оговорен\w*|сказано|"
            r"описан\w*|написано)\b",
        ),
        (
            "apology_declines",
            r"\b(?:к сожалению|извините|простите|прошу прощения|увы|сожалею)\b[^.!?]{0,60}?"
            r"\b(?:я|мы|мне|нам)\b[^.!?]{0,20}?\bне\b(?:\s+\w+){0,2}?\s+(?:знаю|знаем|известн\w*|"
            r"помо\w*|ответ\w*|подсказ\w*|найти|нашл\w*|нашел|сказать|располага\w*|уточн\w*|"
            r"в курсе|уверен\w*)\b",
        ),
        (
            "contact_support",
            r"\b(?:уточнени\w* у|консультаци\w*) (?:специалист\w*|оператор\w*|менеджер\w*|"
            r"поддержк\w*|сотрудник\w*)|"
            r"\b(?:обратитесь|обращайтесь|свяжитесь|напишите|позвоните|уточните|уточнить|"
            r"спросите|узнайте|(?:лучше|стоит|рекомендую|рекомендуем|советую|советуем)"
            r"\s+(?:связаться|обратиться|написать|позвонить|задать|уточнить|адресовать))\b[^.!?]{0,30}?\b(?:поддержк\w*|служб\w*|оператор\w*|"
            r"менеджер\w*|администратор\w*|владельц\w*|специалист\w*|консультант\w*|"
            r"сотрудник\w*)",
        ),
        (
            "as_an_ai",
            r"\bкак (?:ии|ai|искусственный интеллект|языковая модель|виртуальный помощник|"
            r"чат-бот)\b",
        ),
        (
            "as_an_ai",
            r"\bя (?:всего лишь |лишь |только )?(?:ии|языковая модель|бот|чат-бот|"
            r"искусственный интеллект)\b",
        ),
    ),
}
# Persian and Chinese, then German, French and Spanish: the first rule that fires wins, in
# this order.
RULES.update(RULES_FA_ZH)
RULES.update(RULES_DE_FR_ES)
