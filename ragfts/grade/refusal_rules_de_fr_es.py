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
            # «Ich bin mir nicht sicher», «Darüber ist mir nichts bekannt», «Ich kenne die
            # Antwort darauf nicht»
            "dont_know",
            r"\bich bin mir (?:leider )?(?:nicht (?:ganz )?sicher|unsicher)\b|"
            r"\b(?:ist|sind) mir (?:leider )?(?:nichts|nicht) bekannt\b|"
            r"\bich kenne (?:die antwort|das|es)(?: \w+){0,2}? (?:leider )?nicht\b|"
            # «Genaueres weiß ich leider nicht», «Da muss ich leider passen»
            r"\b\w+ weiss ich (?:leider )?(?:auch )?(?:es )?nicht\b|"
            r"\b(?:muss|müssen) (?:ich|wir)(?: \w+){0,2}? passen\b|\büberfragt\b|"
            r"\b(?:bin|sind)(?: \w+){0,2}? nicht (?:dafür |darauf )?programmiert\b|"
            # a help without its article (not «keinen Artikel auf Lager»: a shop's stock)
            r"\b(?:gibt es|existiert|finde ich|habe ich)(?: \w+){0,2}? keinen (?:artikel|"
            r"eintrag|beitrag)\b|"
            r"\b(?:ich|wir) (?:muss|müssen)(?: \w+){0,2}? passen\b",
        ),
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
            r"weiterhelfen|feststellen|bestätigen|nennen|geben|herausfinden)\b",
        ),
        ("cannot_find", r"\b(?:nicht (?:gefunden|auffindbar)|nichts(?: \w+){0,2}? gefunden)\b"),
        (
            # the verb first: «Das kann ich Ihnen nicht sagen», «Dazu kann ich keine
            # verlässliche Aussage machen», «… nicht beurteilen»
            "cannot_find",
            r"\b(?:kann|konnte|können|konnten) (?:ich|wir)\b[^.!?]{0,50}?\b(?:nicht|nichts|"
            r"keine)\b[^.!?]{0,30}?\b(?:finden|beantworten|sagen|helfen|weiterhelfen|"
            r"feststellen|bestätigen|nennen|geben|herausfinden|beurteilen|aussage machen|"
            r"aussage treffen|auskunft geben)\b",
        ),
        (
            "no_information",
            r"\b(?:steht|stehen) (?:mir|uns) (?:leider )?nicht zur verfügung\b|"
            r"\b(?:dazu|darüber|hierzu|dazu leider) habe ich (?:leider )?nichts\b|"
            # the bot's own lack, not the customer's («Sie brauchen keine Unterlagen»)
            r"\b(?:(?:ich|wir) (?:habe|haben)|(?:habe|haben) (?:ich|wir))(?: \w+){0,3}? keine "
            r"(?:\w+ )?(?:unterlagen|"
            r"kenntnis\w*|antwort|informationen|daten|angaben)\b|"
            r"\b(?:antwort|informationen|angaben)\b[^.!?]{0,20}?\bhabe ich (?:leider )?"
            r"(?:nicht|keine)\b|"
            r"\bfehl\w* (?:mir|uns)\b[^.!?]{0,30}?\b(?:informationen|angaben|daten|"
            r"kenntnisse|details|unterlagen)\b|"
            r"\b(?:mir|uns) fehl\w*\b[^.!?]{0,30}?\b(?:informationen|angaben|daten|kenntnisse|"
            r"details)\b|"
            r"\bkeine(?: \w+){0,2}? (?:artikel|treffer|ergebnisse|einträge|antworten|"
            r"informationen|dokumente) gefunden\b",
        ),
        (
            # «Das geht aus den Unterlagen nicht hervor», «Meine Quellen sagen dazu nichts»,
            # «Das liegt außerhalb meines Wissens», «Dafür bin ich nicht zuständig»
            "not_in_documents",
            r"\bgeht aus\b[^.!?]{0,50}?\bnicht hervor\b|"
            r"\b(?:quellen|unterlagen|dokumente|faq|wissensdatenbank|texte|kontext|artikel)\b"
            r"[^.!?]{0,20}?\b(?:sagen|enthalten|erwähnen|nennen)\b[^.!?]{0,20}?\b(?:nichts|"
            r"nicht|keine)\b|"
            r"\b(?:ausserhalb|jenseits) (?:meines|meiner|unseres|des) (?:wissens|kenntnis\w*|"
            r"bereichs|zuständigkeit\w*)\b|"
            r"\b(?:bin|sind) (?:ich|wir) (?:leider )?nicht zuständig\b|"
            r"\b(?:übersteigt|übersteigen) (?:mein|unser)\w* (?:wissen|kenntnis\w*)\b|"
            r"\bnicht teil (?:meines|unseres) wissens\b|"
            r"\b(?:lässt|lassen) sich\b[^.!?]{0,40}?\bnicht (?:entnehmen|ableiten|erkennen|"
            r"sagen|beantworten|feststellen)\b|\bnicht zu entnehmen\b",
        ),
        (
            "cannot_find",
            r"\b(?:bin|sind) (?:ich|wir) (?:leider )?nicht in der lage\b|"
            r"\b(?:ich|wir) (?:bin|sind) (?:leider )?nicht in der lage\b",
        ),
        (
            "not_in_documents",
            r"\b(?:in den|in der|im|in unseren|in unserer|in meinen|in meiner|in diesen|"
            r"in dieser)\b(?: \w+){0,2}? (?:unterlagen|"
            r"dokumenten|dokumentation|wissensdatenbank|datenbank|quellen|kontext|texten|faq)"
            r"\b[^.!?]{0,40}?\b(?:nicht|kein\w*|nichts)\b",
        ),
        (
            "not_in_documents",
            r"\bnicht (?:angegeben|definiert|erwähnt|festgelegt|dokumentiert|genannt|"
            r"spezifiziert|hinterlegt)\b",
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
            # «Je ne connais pas la réponse», «Cela dépasse mes connaissances»
            "dont_know",
            r"\bje ne (?:connais|connaissons) pas\b|"
            r"\b(?:dépasse|dépassent|au-delà de) (?:mes|nos) connaissances\b|"
            # «Cette question dépasse ce que je peux vous dire»
            r"\b(?:dépasse|dépassent|va au-delà de) ce que (?:je|nous) "
            r"(?:peux|pouvons|sais|savons)\b",
        ),
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
            r"introuvable|rien trouvé)\b|"
            # «Je crains de ne pas pouvoir répondre», «Je ne trouve rien là-dessus»
            r"\bde ne pas pouvoir (?:répondre|vous aider|aider|trouver|préciser)\b|"
            r"\b(?:je|nous) ne (?:trouve|trouvons) rien\b",
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
            r"\b(?:les? documents?|la documentation|la base|les? sources?|le contexte|la faq|"
            r"les? articles?|les? textes?) (?:ne|n')\s*(?:mentionne|mentionnent|contient|"
            r"contiennent|précise|précisent|indique|indiquent|parle|parlent|dit|disent|couvre|"
            r"couvrent|aborde|abordent|traite|traitent)\b|"
            # «Ce sujet n'est pas couvert par nos articles»
            r"\b(?:n'est|ne sont) pas (?:couverts?|couvertes?|traités?|abordés?)\b",
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
            # «No conozco la respuesta», «No estoy seguro», «fuera de mi conocimiento»
            "dont_know",
            r"\bno (?:conozco|conocemos)\b|\bno estoy (?:muy |del todo )?segur[oa]\b|"
            r"\bfuera de (?:mi|nuestro) (?:conocimiento|alcance)\b",
        ),
        (
            "no_information",
            r"\bno (?:tengo|tenemos|hay|dispongo de|disponemos de|cuento con|existe|existen|"
            r"encontré|encuentro|se encontró|se encontraron)\b(?: \w+){0,3}? (?:información|"
            r"informacion|datos|respuesta|detalles|registros?|menciones?|referencias?|"
            r"resultados)\b",
        ),
        (
            "no_information",
            r"\b(?:sin|ninguna?) (?:información|informacion|datos|respuesta)\b|"
            r"\bningún resultado\b|\bsin resultados\b|"
            r"\bno hay ninguna (?:mención|referencia|información|respuesta)\b",
        ),
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
            r"\bno (?:está|están) (?:especificad|definid|indicad|mencionad|documentad|cubiert|"
            r"tratad|recogid)\w*",
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
