"""The refusal rules of German, French and Spanish (refusal_rules.py holds English and
Russian, and says how the rules are written; refusal_rules_fa_zh.py Persian and
Chinese)."""

from __future__ import annotations

RULES_DE_FR_ES: dict[str, tuple[tuple[str, str], ...]] = {
    "de": (
        ("dont_know", r"\bich weiss (?:es |das )?(?:leider )?nicht\b"),
        ("dont_know", r"\b(?:das|es) weiss ich (?:leider )?(?:auch )?nicht\b"),
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
            r"[^.!?]{0,60}?\b(?:ich|wir|mir|uns)\b[^.!?]{0,30}?\b(?:nicht|keine|kein|nichts)\b"
            # what is declined is telling: «Leider bieten wir keine Rabatte an» is an answer
            r"[^.!?,;:]{0,30}?\b(?:weiterhelfen|helfen|beantworten|sagen|finden|gefunden|wissen|"
            r"weiß|weiss|bekannt|auskunft|informationen|antwort|bestätigen|sicher)\b",
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
            r"\b(?:je|nous)\b[^.!?]{0,20}?\b(?:ne|n'|pas)[^.!?,;:]{0,25}?\b(?:aider|répondre|"
            r"repondre|trouv\w*|sais|savons|dire|confirmer|informations?|réponse|reponse|"
            r"renseign\w*|préciser|preciser|sûre?|sure?)\b",
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
            # what is declined is telling: «no podemos enviar al extranjero» is an answer
            r"\b[^.!?]{0,60}?\bno (?:sé|encuentro|encontré|(?:puedo|podemos|es posible)\s+"
            r"(?:\w+\s+)?"
            r"(?:ayudar\w*|responder\w*|confirmar\w*|decir\w*|encontrar\w*|indicar\w*|"
            r"asesorar\w*|proporcionar\w*|dar\w* (?:una )?respuesta)|(?:tengo|tenemos|dispongo|"
            r"disponemos|cuento|contamos)\s+(?:con\s+)?(?:\w+\s+)?(?:informaci\w*|datos|respuesta))",
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
