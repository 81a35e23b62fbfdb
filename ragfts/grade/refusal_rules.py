"""The refusal rules, by language: (rule, regular expression over folded text) pairs.
refusals.py says how they are matched; a new phrasing is a new pattern here.
"""

from __future__ import annotations

# (rule, pattern) by language. \b is Unicode-aware: it holds for Cyrillic, Arabic-script
# and accented Latin letters alike.
RULES: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        ("dont_know", r"\bi (?:really |simply )?(?:do not|don't|dont) know\b"),
        ("dont_know", r"\bi(?:'m| am) not (?:sure|certain|aware)\b|\bi have no idea\b"),
        (
            "no_information",
            r"\b(?:i|we) (?:do not|don't) have access to\b|\b(?:has|have|contains?) no"
            r"(?: \w+)? (?:information|details|data)\b",
        ),
        (
            "no_information",
            r"\b(?:i|we) (?:do not|don't|dont|did not|didn't) (?:have|find|see|hold)"
            r"(?: (?:any|enough|the|that|this|specific|such|relevant|reliable|an?))*"
            r" (?:information|info|details|data|answer|record|records|knowledge|documentation)\b",
        ),
        (
            "no_information",
            r"\b(?:i|we) have no(?: \w+){0,2} (?:information|info|details|data|answer|record|"
            r"knowledge)\b",
        ),
        (
            "no_information",
            r"\bthere (?:is|are|was|were) no(?: \w+){0,2} (?:information|info|details|data|"
            r"answer|mention|record|records)\b",
        ),
        (
            "no_information",
            r"\bno (?:relevant |specific |such |further |additional |available )?"
            r"(?:information|answer|data available|details|results|matches)\b",
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
            r"\b(?:not|isn't|aren't|wasn't|no mention)\b[^.!?]{0,30}?\b(?:in|from|within) "
            r"(?:the|my|our|this|these|your|provided|available|given)(?: \w+){0,2}? "
            r"(?:knowledge base|documents?|documentation|context|sources?|materials?|"
            r"database|records|faq|texts?|knowledge)\b",
        ),
        (
            "not_in_documents",
            r"\b(?:documents?|knowledge base|context|sources?|documentation|materials|faq|"
            r"texts?) (?:do not|does not|don't|doesn't|did not|didn't)(?: \w+){0,2}? "
            r"(?:mention|say|contain|include|cover|specify|state|provide|address|discuss)\b",
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
            r"\bunable\b)",
        ),
        ("apology_declines", r"\bnot something (?:i|we) can\b"),
        (
            "contact_support",
            r"\b(?:contact|reach out to|get in touch with|call|email|ask|consult|check with|"
            r"speak (?:to|with)|talk to) (?:our |the |your |a |an )?(?:\w+ )?(?:support|"
            r"customer (?:service|care|support)|help ?desk|service desk|administrator|admin|"
            r"representative|operator|owner|account manager|support team)\b",
        ),
        (
            "as_an_ai",
            r"\bas an? (?:ai|artificial intelligence|language model|virtual assistant|chatbot)\b",
        ),
        ("as_an_ai", r"\bi(?:'m| am) (?:just |only )?an? (?:ai|language model|chatbot)\b"),
    ),
    "ru": (
        ("dont_know", r"\b(?:я )?не знаю\b"),
        ("dont_know", r"\bзатрудняюсь (?:ответить|сказать)\b|\b(?:мне )?(?:ничего )?неизвестно\b"),
        ("dont_know", r"\bничего не известно\b"),
        (
            "no_information",
            r"\b(?:нет|отсутству\w*|не имею|не располагаю|не располагаем|не хватает|"
            r"недостаточно)\b[^.!?]{0,30}?\b(?:информаци\w*|данн\w*|сведени\w*|ответа|"
            r"материал\w*)",
        ),
        (
            "no_information",
            r"\b(?:информаци\w*|данн\w*|сведени\w*)\b[^.!?]{0,30}?\b(?:нет|отсутству\w*|"
            r"не найден\w*|не нашл\w*|не обнаружен\w*)\b",
        ),
        ("no_information", r"\b(?:нет ответа|ответа нет)\b"),
        ("no_information", r"\bотсутству\w* в (?:базе|документ\w*|материал\w*|источник\w*)"),
        (
            "cannot_find",
            r"\b(?:не|нельзя)\s+(?:могу|можем|смог\w*|удалось|получилось|получается|удается|"
            r"сумел\w*)\b[^.!?]{0,20}?\b(?:найти|ответить|подсказать|помочь|определить|"
            r"сказать|уточнить|дать|обнаружить|отыскать)\b",
        ),
        (
            "cannot_find",
            r"\b(?:не|ничего не) (?:нашел|нашла|нашли|нашлось|найдено|найдена|найден|"
            r"найдены|обнаружил\w*|обнаружено)\b",
        ),
        (
            "not_in_documents",
            r"\bв (?:базе|документ\w*|материал\w*|источник\w*|контексте|справк\w*|найденн\w*|"
            r"предоставленн\w*)\b[^.!?]{0,40}?\b(?:нет|не (?:указан\w*|сказано|говорится|"
            r"упоминается|определен\w*|описан\w*|содерж\w*|приведен\w*))\b",
        ),
        (
            "not_in_documents",
            r"\bне (?:указан\w*|определен\w*|упоминается|упомянут\w*|оговорен\w*|сказано|"
            r"описан\w*)\b",
        ),
        (
            "apology_declines",
            r"\b(?:к сожалению|извините|простите|прошу прощения|увы|сожалею)\b[^.!?]{0,60}?"
            r"\b(?:я|мы|мне|нам)\b[^.!?]{0,20}?\bне\b",
        ),
        (
            "contact_support",
            r"\b(?:обратитесь|обращайтесь|свяжитесь|напишите|позвоните|уточните|уточнить|"
            r"спросите|узнайте)\b[^.!?]{0,30}?\b(?:поддержк\w*|служб\w*|оператор\w*|"
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
    "fa": (
        ("dont_know", r"(?<!\w)(?:نمیدونم|نمیدانم|اطلاع ندارم|خبر ندارم)(?!\w)"),
        (
            "no_information",
            r"(?<!\w)(?:اطلاعات|اطلاعاتی|دادهای|داده|پاسخی|جوابی|مطلبی|موردی)(?:\s+\w+){0,3}?"
            r"\s+(?:ندارم|نداریم|وجود ندارد|وجود نداره|موجود نیست|در دسترس نیست|یافت نشد|"
            r"پیدا نشد)(?!\w)",
        ),
        (
            "cannot_find",
            r"(?<!\w)(?:نتوانستم|نتونستم|نمیتوانم|نمیتونم|قادر نیستم|قادر به)(?:\s+\w+){0,3}?"
            r"\s*(?:پیدا|بیابم|یافتن|پاسخ|جواب|کمک|بگویم|بگم)",
        ),
        ("cannot_find", r"(?<!\w)(?:پیدا|یافت)\s+(?:نکردم|نشد|نکردیم)(?!\w)"),
        (
            "not_in_documents",
            r"(?<!\w)در\s+(?:اسناد|سند|مستندات|پایگاه|منابع|متن|متون|دانش)(?:\s+\w+){0,3}?"
            r"\s+(?:نیامده|ذکر نشده|وجود ندارد|اشارهای نشده|اشاره نشده|نیست|موجود نیست)(?!\w)",
        ),
        ("not_in_documents", r"(?<!\w)(?:مشخص|ذکر|تعریف|تعیین|اشاره|بیان)\s+نشده(?!\w)"),
        (
            "apology_declines",
            r"(?<!\w)(?:متاسفانه|متأسفانه|پوزش|عذر میخواهم|ببخشید|معذرت)[^.!?؟]{0,60}?"
            r"(?:نمی|ندارم|نیست|نشد|نکردم|نتوانستم)",
        ),
        (
            "contact_support",
            r"(?<!\w)(?:با|از)\s+(?:پشتیبانی|واحد پشتیبانی|مدیر|مالک|کارشناس|اپراتور|"
            r"خدمات مشتریان|صاحب)(?:\s+\w+){0,2}?\s+(?:تماس|بپرسید|سوال کنید|هماهنگ)",
        ),
        (
            "as_an_ai",
            r"(?<!\w)(?:به عنوان (?:یک )?(?:هوش مصنوعی|مدل زبانی|دستیار|ربات)|"
            r"من (?:فقط )?(?:یک )?(?:هوش مصنوعی|مدل زبانی|ربات) (?:هستم|ام))",
        ),
    ),
    "zh": (
        ("dont_know", r"(?:不知道|不清楚|不太清楚|不了解|不确定(?!性))"),
        (
            "no_information",
            r"(?:没有|沒有|暂无|暫無|缺乏|缺少|无)(?:关于|有关|相关|足够|具体|任何|这方面|此方面|"
            r"该)?(?:的)?(?:相关)?(?:信息|資訊|资讯|资料|資料|数据|答案|记录|说明)",
        ),
        (
            "cannot_find",
            r"(?:无法|無法|不能|没能|未能|没法)(?:为您|帮您|给您)?(?:找到|回答|提供|确定|查到|"
            r"查询到|解答|判断|确认|告知|获取)",
        ),
        ("cannot_find", r"(?:找不到|查不到|没找到|没有找到|未找到|未能找到|未检索到|未查到)"),
        (
            "not_in_documents",
            r"(?:文档|文件|知识库|资料|材料|上下文|来源|数据库|检索结果)(?:中|里|内)?(?:并)?"
            r"(?:没有|未|没)(?:有)?(?:提到|提及|说明|涉及|包含|记载|给出|列出|介绍|明确)",
        ),
        ("not_in_documents", r"未(?:提及|提到|说明|定义|明确|涉及|规定|注明|载明)"),
        ("not_in_documents", r"没有(?:提到|提及|说明|明确)"),
        (
            "apology_declines",
            r"(?:抱歉|对不起|很遗憾|不好意思)[^。.!?]{0,30}?(?:无法|不能|没有|未|不知道|找不到|"
            r"不清楚)",
        ),
        (
            "contact_support",
            r"(?:请|建议|可以|您可)(?:您)?(?:联系|咨询|询问|致电|联络)(?:我们的|相关|人工|在线)?"
            r"(?:客服|人工|支持团队|技术支持|管理员|工作人员|负责人|客户服务|相关部门)",
        ),
        ("as_an_ai", r"作为(?:一个|一名)?(?:人工智能|ai|语言模型|智能助手|聊天机器人|机器人)"),
    ),
    "de": (
        ("dont_know", r"\bich weiss (?:es |das )?(?:leider )?nicht\b"),
        ("dont_know", r"\bkeine ahnung\b"),
        (
            "no_information",
            r"\b(?:keine|kein|keinerlei|nicht genug|nicht genügend)(?: \w+){0,2}? "
            r"(?:informationen|information|angaben|daten|antwort|hinweise|details|auskunft|"
            r"einträge|ergebnisse)\b",
        ),
        (
            "cannot_find",
            r"\b(?:ich|wir)\b[^.!?]{0,20}?\b(?:kann|konnte|können|konnten)\b[^.!?]{0,30}?"
            r"\b(?:nicht|nichts|keine)\b[^.!?]{0,30}?\b(?:finden|beantworten|sagen|helfen|"
            r"feststellen|bestätigen|nennen|geben|herausfinden)\b",
        ),
        ("cannot_find", r"\b(?:nicht (?:gefunden|auffindbar)|nichts gefunden)\b"),
        (
            "not_in_documents",
            r"\b(?:in den|in der|im|in unseren|in meinen)\b(?: \w+){0,2}? (?:unterlagen|"
            r"dokumenten|dokumentation|wissensdatenbank|datenbank|quellen|kontext|texten|faq)"
            r"\b[^.!?]{0,40}?\b(?:nicht|kein\w*|nichts)\b",
        ),
        (
            "not_in_documents",
            r"\bnicht (?:angegeben|definiert|erwähnt|festgelegt|dokumentiert|genannt|"
            r"spezifiziert)\b",
        ),
        (
            "apology_declines",
            r"\b(?:leider|entschuldigung|entschuldigen sie|tut mir leid|bedauerlicherweise)\b"
            r"[^.!?]{0,60}?\b(?:ich|wir|mir|uns)\b[^.!?]{0,30}?\b(?:nicht|keine|kein|nichts)\b",
        ),
        (
            "contact_support",
            r"\b(?:wenden sie sich|wende dich|kontaktieren sie|kontaktiere|rufen sie|"
            r"fragen sie|schreiben sie)\b[^.!?]{0,40}?\b(?:support|kundendienst|kundenservice|"
            r"kundensupport|administrator|ansprechpartner|hotline|verantwortlichen)\b",
        ),
        (
            "as_an_ai",
            r"\bals (?:eine? )?(?:ki|künstliche intelligenz|sprachmodell|ki-assistent|"
            r"chatbot)\b",
        ),
    ),
    "fr": (
        ("dont_know", r"\bje ne (?:le )?sais pas\b"),
        ("dont_know", r"\b(?:j'ignore|aucune idée)\b"),
        (
            "no_information",
            r"\b(?:aucune?|pas d'|pas de|je n'ai pas d'|je n'ai pas de)\s*(?:\w+ )?"
            r"(?:information|informations|donnée|données|réponse|renseignements?|détails?|"
            r"précisions?|mention|résultat)\b",
        ),
        (
            "cannot_find",
            r"\b(?:je|nous)\s+(?:ne|n')\s*(?:peux|pouvons|pourrai|pourrais|parviens|parvenons|"
            r"suis|sommes|arrive|arrivons|ai|avons|trouve|trouvons)\b[^.!?]{0,30}?"
            r"\b(?:pas|trouver|répondre|aider|fournir|préciser|confirmer|dire|trouvé)\b",
        ),
        (
            "cannot_find",
            r"\b(?:impossible de (?:trouver|répondre|fournir|déterminer|confirmer|préciser)|"
            r"introuvable|rien trouvé)\b",
        ),
        (
            "not_in_documents",
            r"\b(?:ne|n')\s*(?:est|sont|figure|figurent|apparaît|apparait|apparaissent)\s+pas"
            r"\b[^.!?]{0,30}?\b(?:dans|parmi)\s+(?:les|la|le|nos|mes|vos|ces|cette|l')\s*"
            r"(?:\w+ )?(?:documents?|base|sources?|contexte|documentation|faq|textes?)\b",
        ),
        (
            "not_in_documents",
            r"\b(?:n'est|ne sont|n'a|n'ont) pas (?:été )?(?:précisé|indiqué|mentionné|défini|"
            r"spécifié|documenté)\w*",
        ),
        (
            "not_in_documents",
            r"\bles? documents? (?:ne|n')\s*(?:mentionne|mentionnent|contient|contiennent|"
            r"précise|précisent|indique|indiquent|parle|parlent|dit|disent)\b",
        ),
        (
            "apology_declines",
            r"\b(?:désolée?|desolee?|malheureusement|je regrette|excusez-moi)\b[^.!?]{0,60}?"
            r"\b(?:je|nous)\b[^.!?]{0,20}?\b(?:ne|n'|pas)",
        ),
        (
            "contact_support",
            r"\b(?:contactez|contacter|adressez-vous|veuillez contacter|appelez|écrivez|"
            r"renseignez-vous)\b[^.!?]{0,30}?\b(?:support|service client|service clientèle|"
            r"assistance|administrateur|conseiller|responsable|propriétaire|hotline)\b",
        ),
        (
            "as_an_ai",
            r"\b(?:en tant qu'(?:ia|intelligence artificielle|assistant)|en tant que (?:modèle "
            r"de langage|chatbot)|je suis (?:une? )?(?:ia|intelligence artificielle|modèle de "
            r"langage|assistant virtuel|chatbot))\b",
        ),
    ),
    "es": (
        ("dont_know", r"\b(?:no (?:lo )?sé|desconozco|ni idea)\b"),
        (
            "no_information",
            r"\bno (?:tengo|tenemos|hay|dispongo de|disponemos de|cuento con|existe|existen|"
            r"encontré|encuentro|se encontró|se encontraron)\b(?: \w+){0,3}? (?:información|"
            r"informacion|datos|respuesta|detalles|registros?|menciones?|referencias?|"
            r"resultados)\b",
        ),
        ("no_information", r"\b(?:sin|ninguna?) (?:información|informacion|datos|respuesta)\b"),
        (
            "cannot_find",
            r"\bno (?:puedo|podemos|pude|pudimos|he podido|hemos podido|logro|logré|consigo|"
            r"soy capaz de|es posible)\b[^.!?]{0,30}?\b(?:encontrar|responder|contestar|ayudar|"
            r"proporcionar|determinar|confirmar|decir|dar|localizar|hallar)\b",
        ),
        ("cannot_find", r"\bno (?:encuentro|encontré|encontramos|hallé)\b"),
        (
            "not_in_documents",
            r"\bno (?:está|están|aparece|aparecen|figura|figuran|se menciona|se mencionan|"
            r"se encuentra|se incluye)\b[^.!?]{0,30}?\ben (?:los|las|la|el|nuestros?|nuestras?|"
            r"mis|estos|estas|esta|este)\b(?: \w+)? (?:documentos?|base|fuentes?|contexto|"
            r"documentación|faq|textos?|materiales)\b",
        ),
        (
            "not_in_documents",
            r"\bno (?:se )?(?:especifica|especifican|menciona|mencionan|indica|indican|define|"
            r"definen|detalla|detallan|aclara)\b",
        ),
        (
            "not_in_documents",
            r"\bno (?:está|están) (?:especificad|definid|indicad|mencionad|documentad)\w*",
        ),
        (
            "apology_declines",
            r"\b(?:lo siento|lo lamento|lamentablemente|desafortunadamente|disculpe|disculpa)"
            r"\b[^.!?]{0,60}?\bno (?:puedo|podemos|tengo|tenemos|sé|encuentro|dispongo|cuento|"
            r"es posible)\b",
        ),
        (
            "contact_support",
            r"\b(?:contacte|contacta|contactar|comuníquese|comunícate|póngase en contacto|"
            r"ponte en contacto|llame|escriba|consulte|pregunte)\b[^.!?]{0,30}?\b(?:soporte|"
            r"atención al cliente|servicio al cliente|administrador|agente|responsable|"
            r"propietario|asesor)\b",
        ),
        (
            "as_an_ai",
            r"\b(?:como|soy) (?:una? )?(?:ia|inteligencia artificial|modelo de lenguaje|"
            r"asistente virtual|chatbot)\b",
        ),
    ),
}
