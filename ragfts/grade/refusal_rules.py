"""The refusal rules, by language: (rule, regular expression over folded text) pairs.
refusals.py says how they are matched; a new phrasing is a new pattern here.
"""

from __future__ import annotations

from .refusal_cues import ASKER_NEEDS
from .refusal_rules_de_fr_es import RULES_DE_FR_ES
from .refusal_rules_fa_zh import RULES_FA_ZH
from .refusal_rules_ru import RULES_RU

# (rule, pattern) by language. \b is Unicode-aware: it holds for Cyrillic, Arabic-script
# and accented Latin letters alike.
# "No idea is too small", "Not a clue needed": the idea or the clue is the subject, not
# what the bot lacks
_NOT_OURS = r"\s+(?:is|was|are|too|needed|required)\b"

RULES: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        ("dont_know", r"\bi (?:really |simply )?(?:do not|don't|dont) know\b"),
        # a casual register: "sorry no idea about that one", "Beats me", "Not a clue"
        (
            "dont_know",
            r"\bsorry,? no (?:idea|clue)\b|\bno (?:idea|clue) (?:about|on|regarding)\b|"
            r"(?:^|[.!?;:,]\s*)not a clue\b(?!"
            + _NOT_OURS
            + r")|\bbeats me\b|\ba (?:complete |total )?mystery "
            r"to me\b|\b(?:i've|i have|i) got nothing (?:on|about|for|regarding)\b",
        ),
        (
            # uncertainty owned: "hard for me to say with any confidence", "I'm in the dark
            # on that one"; not "hard to say no to"
            "dont_know",
            r"\b(?:hard|difficult|tough) for me to (?:say|tell|answer)\b(?! no\b)|"
            r"\bi can only (?:speculate|guess)\b|\buncertain territory\b|"
            r"\bi(?:'m| am) (?:(?:completely|totally|rather|a bit|still) )?in the dark\b|"
            r"\b(?:isn't|is not|not) something i (?:can|could) (?:pin down|confirm|verify|"
            r"answer|say for sure)\b|\b(?:can't|cannot|couldn't) pin (?:it|that|this) down\b",
        ),
        (
            # the bot's scope or its permissions, not a policy's: "For security reasons I
            # can't discuss that here", "That's not within my remit", "I'm restricted from
            # answering questions like this one" ("You're not permitted to return opened
            # software" and "We only deliver within the EU" answer)
            "cannot_find",
            r"\b(?:i|this assistant|the assistant|this bot|this chat) (?:really )?(?:can't|cannot|"
            r"can not|am not able to|'m not able to|won't be able to|am unable to|'m unable to) "
            r"(?:discuss|comment on|handle|go into|talk about|speak to|speak on)\b|"
            r"\bi can't handle\b|"
            r"\b(?:this|the) (?:assistant|bot|chat(?:bot)?) (?:can't|cannot|is unable to|isn't "
            r"able to) (?:help|assist|answer|handle)\b|"
            r"\bi(?:'m| am) (?:not (?:permitted|allowed|authori[sz]ed) to|restricted from|"
            r"prohibited from|forbidden (?:from|to)) (?:comment|answer|discuss|respond|go into|"
            r"talk about)\w*\b|"
            r"\bnot (?:within|in|part of) (?:my|this assistant's|this chat's) (?:remit|scope|"
            r"purview|area|competence|wheelhouse|brief)\b|"
            r"\bout of (?:my |the )?scope (?:for|of) (?:this|the|my) (?:chat|assistant|"
            r"conversation|bot|service)\b|\bout of scope for me\b|"
            r"\bbeyond (?:this|the) (?:assistant|bot|chat)(?:'s)? (?:capabilities|abilities|"
            r"scope)\b|\bbeyond my (?:capabilities|abilities|remit)\b|"
            r"\bnot in a position to (?:answer|comment|say|confirm|help|advise)\b|"
            r"\b(?:have|need) to pass on (?:that|this|your) (?:question|one|request)\b(?! to\b)|"
            # "The retrieved documents focus on shipping; they don't touch on warranties."
            r"\b(?:documents|articles|sources|materials|passages)\b[^.!?]{0,40}?\bthey (?:don't|"
            r"do not) (?:touch on|mention|address|go into)\b",
        ),
        (
            # a service desk's formal register, said of the question, the query or the topic
            # (not of a service: "Refunds are currently not supported for gift cards")
            "no_information",
            r"\bno (?:records?|entr(?:y|ies)|results?|match(?:es)?|articles?|items?) (?:matching|"
            r"for|related to) (?:your|this|the) (?:query|question|request|inquiry|search)\b|"
            r"\b(?:response|answer|reply) (?:to|for) (?:this|your|the) (?:query|question|request|"
            r"inquiry) (?:cannot|can't|could not|couldn't) be (?:generated|provided|given|shared|"
            r"found|produced)\b|"
            r"\b(?:response|answer|reply) to (?:this|your|the) (?:query|question|request|inquiry) "
            r"is (?:pending|under review|not yet approved)\b|"
            r"\bno (?:entry|record|data|information|details)\b[^.!?]{0,30}?\byou asked about\b|"
            r"\b(?:question|query|request|topic) (?:has not|hasn't|has yet to) (?:been )?"
            r"(?:assigned|given|provided with) an answer\b|"
            r"\bno (?:guidance|answer|information|clarification|ruling) has been (?:issued|"
            r"published|provided|given|released) (?:on|about|for|regarding) (?:this|that|the) "
            r"(?:point|matter|question|topic|issue)\b|"
            r"\bnot (?:yet )?(?:included|covered) in (?:the|this|my) (?:assistant's|bot's) "
            r"(?:content|knowledge|materials)\b|"
            r"\bno (?:applicable |relevant |matching |suitable |approved )?(?:articles?|answers?|"
            r"entr(?:y|ies)|content) (?:exists?|is available|are available|is on file|on file) "
            r"for (?:this|your|the) (?:request|question|query|inquiry|topic)\b|"
            r"\bno (?:approved |official )?answer (?:is )?on file\b|"
            r"\bthere is no approved answer\b|"
            r"\b(?:information|answer|details|data) you(?:'re| are) (?:looking|searching) for "
            r"(?:has not|hasn't|is not|isn't) (?:been )?(?:published|available|provided)\b|"
            r"^\W*results?\s*:\s*0\b|\b0 (?:relevant|matching) (?:items|results|documents|"
            r"articles|passages)\b|"
            r"\b(?:this|that|the) (?:topic|subject|question) is (?:currently |not yet |presently )?"
            r"(?:not supported|unsupported)\b|"
            r"\b(?:content|information|answer|article)s? (?:for|on|about) (?:this|that|the) "
            r"(?:topic|subject|question|matter) (?:is|are) (?:being updated|unavailable|not "
            r"available)\b",
        ),
        (
            "dont_know",
            r"\bi(?:'m| am) (?:not (?:sure|certain|aware)|unsure)\b(?!" + ASKER_NEEDS["en"] + ")|"
            r"\bi have no (?:idea|clue)\b|\b(?:is|'s) beyond me\b|"
            r"\bi have nothing to say\b|(?:^|[.!?;:,]\s*)no (?:idea|clue)\b(?!" + _NOT_OURS + ")|"
            r"\bi(?:'m| am) not in a position to (?:answer|say|comment|advise|help)\b|"
            r"(?:^|[.!?,;:]\s*)not (?:sure|certain)\b"
            r"(?! (?:which|what|whether|if|how|where|when)\b)",
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
            r"\b(?:i|we) (?:do not|don't|dont|did not|didn't) (?:have|find|see|hold|possess)"
            r"(?: (?:any|enough|the|that|this|specific|such|relevant|reliable|an?|exact|precise|"
            r"detailed|further|more|current|accurate|complete))*"
            r" (?:information|info|details|data|answer|record|records|knowledge|documentation|"
            r"context)\b",
        ),
        (
            "no_information",
            r"\b(?:i|we) have no(?: \w+){0,2} (?:information|info|details|data|answer|records?|"
            r"knowledge)\b",
        ),
        (
            "no_information",
            r"\bthere(?:'s| is| are| was| were) no(?: \w+){0,2} (?:information|info|details|data|"
            r"answer|mention|record|records|guidance)\b(?! from\b)|"
            r"\bthere(?:'s| is) no (?:article|page|entry|faq) (?:covering|on|about)\b",
        ),
        (
            "no_information",
            r"\bno (?:relevant |specific |such |further |additional |available )?"
            r"(?:information|answer|data available|details|"
            r"(?:matching )?(?:results|matches|articles)"
            # «no results fees»: a noun after it is what there is none of
            r"(?=\s*(?:[.!?,;:]|$|found|returned|were|for|to show|matched|came up|"
            r"in (?:the|our|my)\b)))\b(?! from\b)"
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
        # what a reading-comprehension model answers when the passage has no answer:
        # "Unanswerable.", "Answer not found.", "Not enough information to answer."
        (
            "no_information",
            r"\bunanswerable\b|\b(?:answer|information) not found\b|"
            # "impossible to tell from the passage", not "not possible to determine precisely
            # how the virus spread": an answer that says what is not yet known
            r"\b(?:impossible|not possible) to (?:tell|say|know|determine|answer|infer|judge)"
            r"(?=\s*(?:[.!]|$)| (?:from|based on|with|given|using) (?:the|this|these|that|what|"
            r"my|provided|given)\b)|"
            r"\b(?:text|passage|paragraph|excerpt|snippet|article|context|documents?|sources?) "
            r"(?:gives?|provides?|offers?) no (?:indication|answer|clue|hint|information|"
            r"details)\b|"
            r"(?:^|[.!?]\s*)(?:there is |there's )?(?:insufficient|not enough) (?:information|"
            r"context|data|details)(?=\s*(?:[.!]|$)| to (?:answer|determine|say|tell|know)\b| "
            r"(?:in|from) (?:the|this|these|my|our|provided|given)\b| (?:is |was )?(?:provided|"
            r"available|given)\b)",
        ),
        (
            "cannot_find",
            r"\b(?:i|we)(?: am| are|'m|'re)? (?:can't|cannot|can not|couldn't|could not|"
            r"wasn't able to|was not able to|weren't able to|unable to|not able to)"
            r"(?: \w+){0,2}? (?:find|locate|answer|provide|determine|confirm|tell|say|"
            # "I can't see any issue with your account" answers
            r"see(?! (?:any |an? )?(?:issues?|problems?|reasons?|errors?|faults?)\b| why not\b)|"
            r"access|give|help|offer|share)\b",
        ),
        (
            "cannot_find",
            r"\b(?:can't|cannot|can not|couldn't|could not|unable to) (?:find|locate|answer)\b",
        ),
        (
            "cannot_find",
            r"\b(?:nothing (?:was |could be )?found|found nothing|(?:cannot|can't|could not) be "
            r"(?:answered|found|determined|retrieved|located|obtained|resolved by))\b",
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
            r"texts?|help cent(?:er|re)|docs|articles?|manual|guide|records|passages?|paragraphs?|"
            r"excerpts?|snippets?|knowledge)"
            r"(?: (?:provided|available|given|supplied|above|here|i have|we have))? "
            r"(?:do not|does not|don't|doesn't|did not|didn't)(?: \w+){0,2}? "
            r"(?:mention|say|contain|include|cover|specify|state|provide|address|discuss|"
            r"go into|touch on|deal with|answer|extend to|"
            r"have (?:an? |any )?(?:answer|information|details))\b",
        ),
        (
            "not_in_documents",
            r"\b(?:documents?|knowledge base|context|sources?|documentation|materials|faq|"
            r"texts?|passages?|paragraphs?|excerpts?|snippets?|articles?) (?:is|are|was|were|"
            r"remains?) (?:silent|unclear|vague) (?:on|about)\b|"
            r"\b(?:documents?|knowledge base|context|sources?|documentation|materials|faq|texts?|"
            r"passages?|paragraphs?|excerpts?|snippets?|articles?) (?:is|are|was|were|remains?) "
            r"silent\b",
        ),
        (
            "not_in_documents",
            # not what a paper the customer holds shows: "Tax is not stated separately on the
            # receipt", "Your name isn't mentioned on the invoice"
            r"\b(?:not|isn't|aren't|wasn't) (?:specified|defined|stated|mentioned|documented|"
            r"indicated)\b(?!(?: separately| explicitly)? on (?:the|your) (?:receipt|invoice|bill|"
            r"label|card|ticket|package|packaging|box|statement)\b)",
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
            r"\bno info(?:rmation)? (?:on|about) (?:that|this|it)\b|"
            # not "We store no data on this device"
            # part of the topic told and the rest not: "…; express isn't described anywhere",
            # "…, but the premium plan's price isn't listed." (a telling verb after a turn or
            # with nowhere told: "Your name isn't listed." and "Tax is not stated separately
            # on the receipt" answer)
            r"\b(?:is|are|was|were)(?:n't| not) (?:listed|described|mentioned|stated|specified|"
            r"addressed|documented|explained|spelled out|indicated|given) (?:anywhere|in (?:it|"
            r"them|there)|either)\b|"
            r"(?:\b(?:but|though|however|yet)\b|[;—–])[^.!?]{0,50}?\b(?:is|are|was|were)"
            r"(?:n't| not) "
            r"(?:listed|described|mentioned|stated|specified|addressed|documented|explained|"
            r"spelled out|indicated|given)(?=\s*(?:[.!?;]|$))|"
            r"\b(?:information|documents?|articles?|sources?|faq|knowledge base|materials?|"
            r"context)\b[^.!?]{0,60}?\b(?:is|are)(?:n't| not) (?:covered|there)"
            r"(?=\s*(?:[.!?;]|$))|"
            r"\bbut nothing (?:about|on|regarding)\b|"
            r"\b(?:though|but) none (?:about|on|regarding)\b|"
            r"\b(?:articles?|documents?|sources?|faq|materials?|context|i know|i can see)\b"
            r"[^.!?]{0,50}?,\s*(?:but not (?:their|its|the|how|what|when|where|whether|why|which)|"
            r"not (?:how|what|when|where|whether|why|which))\b|"
            r"\bi(?:'ve| have) (?:got )?nothing (?:on|about|regarding)\b|"
            r"\bi (?:don't|do not) have (?:the )?(?:current|latest|exact|up-to-date|updated|"
            r"recent) (?:ones?|prices|figures|numbers|details|data|information)\b|"
            r"\b(?:faq|articles?|documents?|sources?|texts?|policy|knowledge base|context|"
            r"materials?|documentation|guide|manual)\b[^.!?]{0,60}?\bbut (?:it |they )?(?:says? "
            r"nothing (?:about|on|regarding)|(?:is|are|remains?) silent)\b|"
            r"\b(?:part|section|paragraph|piece) (?:about|on|for|covering) [^.!?]{1,30}?"
            r"\b(?:is|are) missing\b|"
            r"\bwithout any \w+ (?:i|that i) (?:could|can) (?:share|give|offer|tell)\b|"
            r"\b(?:mentioned|listed|described|stated|specified|given),? but [^.!?]{1,40}?"
            r"\b(?:is|are)(?:n't| not)\s*(?:[.!?]|$)|"
            r"\bno data (?:on|about) (?:that|this|it)(?:\s+(?:topic|one|question|subject|matter|"
            r"point))?(?=\s*(?:[.!?,;:]|$)|\s+(?:rn|right now|atm|at the moment|yet|sorry|sry)\b)|"
            # a chat's clipped "sry dont have that info", "sorry cant say"
            r"(?:^|[.!?,;]\s*|\b(?:sorry|sry|soz)\s+)(?:don't|do not) have (?:that|this|any|the) "
            r"(?:info|information|data|details)\b|"
            r"\b(?:sorry|sry|soz),? (?:i )?can't say\b|^\W*(?:i )?can't say\W*$",
        ),
        (
            "no_information",
            r"\b(?:information|info|details|data|answer)\b[^.!?]{0,30}?\b(?:(?:isn't|is not|"
            r"aren't|are not|wasn't|was not) (?:available|provided|given)|"
            r"(?:is |are )?(?:currently )?unavailable)\b"
            # "Tracking information is not available for letters": a service's scope
            r"(?! for (?!(?:me|you|now|that|this|it)\b)\w)",
        ),
        (
            "not_in_documents",
            r"\bnothing in (?:the|my|our|this|these|your|provided|available)(?: \w+){0,2}? "
            r"(?:knowledge base|kb|documents?|documentation|context|sources?|materials?|faq|"
            r"passages?|paragraphs?|excerpts?|snippets?)\b",
        ),
        (
            "apology_declines",
            r"\b(?:outside|beyond) (?:of )?(?:what (?:i|we) can (?:answer|help with|say)|"
            r"(?:my|our) (?:knowledge|scope|expertise|area of expertise|area|remit|field|domain)|"
            r"the scope of)\b",
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
            r"emailing|checking with) (?:our |the |a |your )?(?:\w+ )?(?:team|staff|agents?|"
            r"specialists?|experts?|service|support|care|desk|human|operator)\b",
        ),
        (
            # a reply that is only "No data." or "Unknown.", or a pipeline's placeholder
            # for one ("NO_ANSWER", "[no answer]", "null")
            "no_information",
            r"^[\W_]*(?:no data|unknown|not known|n/a|no info|no[ _]answer|no[ _]context|"
            r"no[ _]results?|not[ _]found|null)[\W_]*$",
        ),
        (
            # read only when the text says nothing else (refusals.ALONE)
            "empty_search",
            r"\b(?:retrieved |search )?(?:context|results|sources|documents) (?:is|are|was|were|"
            r"came back) empty\b|\bno (?:relevant |matching )?(?:documents|sources|passages) "
            r"(?:were )?(?:found|retrieved|returned)\b",
        ),
        (
            # the answer put off or handed on: "Let me look into this and get back to you",
            # "Our team will reply within 24 hours."; read only when the text says nothing
            # else (refusals.ALONE)
            "defers",
            r"\b(?:get back to you|be in touch|follow up (?:with you|by (?:e-?mail|phone)))\b|"
            r"\b(?:passed|forwarded|handed|escalated) (?:your (?:question|request|query)|"
            r"(?:this|it)(?: question)?)(?: on| over)? to\b|"
            # "Let me pass this to a colleague who can answer it properly"
            r"\b(?:let me|i'll|i will|i can) (?:pass|forward|hand|escalate|refer) (?:your "
            r"(?:question|request|query)|(?:this|it|that)(?: question)?)(?: on| over)? to (?:a|an|"
            r"my|our|the) (?:\w+ )?(?:colleague|specialist|agent|human|team|teammate|expert|"
            r"support|person)s?\b|"
            r"\b(?:team|staff|specialists?|experts?|support|agents?|colleagues?|they) "
            r"(?:will|'ll) (?:reply|respond|answer|get back|be in touch)\b|"
            r"\blet me (?:look into|check on|find out)\b|"
            r"\b(?:check|consult) with (?:a |my |our |the )?(?:\w+ )?(?:colleague|team|manager|"
            r"specialist|supervisor)s?\b|"
            r"\b(?:refer to|see|check|consult) (?:our|the) (?:\w+ )?(?:documentation|docs|"
            r"help (?:pages|articles))\b",
        ),
        (
            "cannot_find",
            r"\b(?:came|coming|come) (?:up|away|back) (?:empty(?:-handed)?|short|with nothing)\b|"
            r"\bdrawing a (?:total |complete )?blank\b|\bescapes me\b|"
            r"\ba blind spot for (?:me|us)\b|\bmy blind spot\b|"
            r"\b(?:can't|cannot|can not) (?:speak to|comment on) (?:that|this|it)\b|"
            r"\bno way (?:of|to) (?:know|knowing|tell|telling|say|saying|check|checking)\b|"
            r"\b(?:unable|not able) to (?:retrieve|get|obtain|fetch)"
            r"(?: \w+){0,2}? (?:answer|information|details|data)\b|"
            r"\bnothing (?:i|we) can (?:tell|say|share|offer)\b|"
            r"\bnothing (?:i|we) (?:have|hold|keep|can see|can find)(?: \w+){0,2}? (?:addresses|"
            r"covers|answers|mentions|touches on)\b|"
            # "Our help center has no article on that topic": a store's lack, named
            r"\b(?:help cent(?:er|re)|knowledge base|documentation|faq|docs|wiki|manual) "
            r"(?:has|have|had) no (?:article|entry|page|answer|information|details|guidance)s? "
            r"(?:on|about|for|covering)\b|"
            r"(?:^|[.!?;]\s*)(?:can't|cannot|couldn't) (?:help|answer|say|tell)\b",
        ),
        (
            "no_information",
            r"\b(?:do not|don't) have (?:any |much )?visibility (?:into|on|over)\b|"
            r"\bnot (?:programmed|designed|built|trained|allowed|authori[sz]ed|permitted|"
            r"equipped) to "
            r"(?:answer|respond|discuss|help|comment)\b|"
            r"\bnot the right (?:source|person|place|one|assistant|bot) (?:for|to)\b|"
            r"\b(?:isn't|is not|not) something (?:i've|i have|we've|we have) been "
            r"(?:given|told|provided|trained on)\b|"
            r"\bnot covered (?:by|in) (?:our|the|my|these|this) (?:\w+ )?(?:knowledge base|"
            r"documentation|documents?|faq|materials?|sources?|help cent(?:er|re)|records)\b|"
            r"\bnone of the (?:\w+ )?(?:documents?|sources?|passages|materials?|articles|texts?|"
            r"records) (?:mentions?|say|says|covers?|contains?|answers?|address(?:es)?)\b|"
            r"\b(?:beyond|outside) what (?:i|we)(?:'ve| have)? (?:been )?(?:trained on|taught|"
            r"given|told)\b",
        ),
        (
            # the store's scope, and what is asked outside it: "The documents available to
            # me only cover shipping and returns, not warranties"
            "not_in_documents",
            r"\b(?:documents?|documentation|sources?|materials?|articles?|knowledge base|"
            r"context|passages|faq|notes)\b[^.!?]{0,40}?\bonly (?:cover|covers|include|"
            r"includes|deal with|deals with|discuss|discusses|address|addresses)\b"
            r"[^.!?]{0,60}?,? (?:but )?not\b",
        ),
        (
            # the bot's own store says nothing: "it's not in my notes", "isn't part of my
            # knowledge base", "I don't have that in my database"
            "not_in_documents",
            r"\b(?:not|isn't|no|nothing|don't|do not)\b"
            r"(?! (?:store|keep|save|collect|share|hold)\w*)[^.!?]{0,25}?\b(?:in|part of|on) "
            r"(?:my|our) (?:\w+ )?(?:notes|knowledge base|database|records|files|sources|"
            r"articles|materials|faq|help cent(?:er|re))\b"
            r"(?![^.!?]{0,30}?\b(?:stored|kept|saved|collected|shared)\b)",
        ),
        (
            "no_information",
            r"\b(?:(?:i|we) )?(?:do not|don't|did not|didn't) (?:have|see|find) anything "
            r"(?:on|about|regarding|for|related)\b|\bnothing (?:here |on file )?(?:about|on) "
            r"(?:that|this|it)\b|\bnothing on file\b|\bi(?:'m| am) unaware\b|"
            r"\bnot (?:information|an answer) (?:i|we) have\b|"
            r"\b(?:isn't|is not) (?:something|anything) (?:i|we) (?:have|know)\b|"
            r"\banywhere (?:i|we) can see\b|"
            r"\bstumps? me\b|\byour guess is as good as mine\b|\brather not guess\b|"
            r"\bi'd (?:only |just )?be guessing\b|"
            r"\b(?:wasn't|was not|couldn't|could not|can't|cannot) (?:able to )?pull up "
            r"any(?:thing)?\b|"
            r"\b(?:search|query) (?:returned|gave|found) no(?:thing| results)\b|"
            r"\b(?:search|query) (?:didn't|did not) (?:turn up|bring up|return|find) any"
            r"(?:thing)?\b|"
            r"\bno luck (?:finding|locating|with)\b|\bisn't one (?:i|we) have\b|"
            r"\bno (?:insight|visibility) into\b|\bnot familiar with (?:that|this|it)\b|"
            r"\b(?:haven't|have not|never) (?:come across|seen|found) (?:this|that|it|anything)\b|"
            r"\b(?:has|have|hasn't|haven't) (?:not )?been (?:provided|given|shared|told)"
            r"(?: (?:to me|any (?:details|information)))\b|"
            r"\b(?:hasn't|has not|haven't|have not) been (?:documented|specified|described)\b|"
            r"\b(?:i|we) can only (?:help|answer|assist) (?:you )?with (?:questions )?"
            r"(?:about|on|regarding)\b|\bdon't think (?:i|we) can (?:answer|help|say)\b|"
            r"(?:\bnot|n't) something (?:i|we)(?:'m| am| are)? (?:able to|can) "
            r"(?:look up|look into|check|find)\b",
        ),
        (
            "contact_support",
            r"\b(?:connect|transfer|put) you (?:with|to|through to) (?:an? |our |the )?(?:\w+ )?"
            r"(?:agent|human|operator|specialist|representative|colleague|support|team)\b|"
            r"\b(?:refer to|check|visit|see) (?:our|the) (?:official )?(?:website|site|"
            r"help cent(?:er|re)|support page)\b|"
            # not "Our team will need to confirm your address before shipping": a step
            r"\b(?:our|the) (?:team|staff|specialists|experts|support team) (?:would |will )?"
            r"(?:need to|must|should) (?:confirm|answer|check|advise)(?: (?:that|this|it))?"
            r"\s*(?:[.!?]|$)|"
            r"\ba question for (?:our|the) (?:\w+ )?(?:specialists|team|support|experts|staff)\b|"
            # "Could you rephrase? I couldn't match your question to any of our articles."
            r"\b(?:couldn't|could not|can't|cannot|didn't|did not|wasn't able to|was unable to) "
            r"match (?:your|the|this) (?:question|query|request)\b|"
            r"\b(?:your|the|this) (?:question|query|request) (?:doesn't|does not|didn't|did not) "
            r"match (?:anything|any (?:of (?:our|the|my) )?(?:articles?|entr(?:y|ies)|pages?|"
            r"topics?|documents?))\b|"
            # the bot's remit, not a period's: "falls outside what I've been set up to handle"
            r"\bfalls? outside (?:what i(?:'ve| have)? (?:been |was |am |'m )?(?:set up|designed|"
            r"built|trained|able|meant|allowed)|my (?:scope|remit|area|expertise|knowledge))\b|"
            r"\babove my pay ?grade\b|\b(?:i've|i have|i) drawn a blank\b|"
            r"\bi(?:'m| am) drawing a blank\b|"
            r"\bno way for me to (?:verify|check|confirm|know|tell|say|find out)\b|"
            r"\bnothing (?:reliable |useful |concrete |definitive |solid )?to (?:share|offer|say) "
            r"(?:about|on|regarding)\b",
        ),
        (
            "as_an_ai",
            r"\bas an? (?:ai|artificial intelligence|language model|virtual assistant|chatbot)\b",
        ),
        ("as_an_ai", r"\bi(?:'m| am) (?:just |only )?an? (?:ai|language model|chatbot)\b"),
    ),
}
# Russian, Persian and Chinese, then German, French and Spanish: the first rule that
# fires wins, in this order.
RULES.update(RULES_RU)
RULES.update(RULES_FA_ZH)
RULES.update(RULES_DE_FR_ES)
