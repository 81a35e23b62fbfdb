"""The refusal rules, by language: (rule, regular expression over folded text) pairs.
refusals.py says how they are matched; a new phrasing is a new pattern here.
"""

from __future__ import annotations

from .refusal_cues import ASKER_NEEDS
from .refusal_rules_articles import RULES_ARTICLES
from .refusal_rules_auto import RULES_AUTO
from .refusal_rules_casual import RULES_CASUAL
from .refusal_rules_de_fr_es import RULES_DE_FR_ES
from .refusal_rules_en_more import RULES_EN_MORE
from .refusal_rules_evades import RULES_EVADES
from .refusal_rules_fa_zh import RULES_FA_ZH
from .refusal_rules_failed import RULES_FAILED
from .refusal_rules_greets import RULES_GREETS
from .refusal_rules_handoff import RULES_HANDOFF
from .refusal_rules_learning import RULES_LEARNING
from .refusal_rules_menu import RULES_MENU
from .refusal_rules_official import RULES_OFFICIAL
from .refusal_rules_refers import RULES_REFERS
from .refusal_rules_ru import RULES_RU
from .refusal_rules_silent import RULES_SILENT
from .refusal_rules_stalls import RULES_STALLS
from .refusal_rules_unheard import RULES_UNHEARD
from .refusal_rules_withheld import RULES_WITHHELD

# (rule, pattern) by language. \b is Unicode-aware: it holds for Cyrillic, Arabic-script
# and accented Latin letters alike.
# "No idea is too small", "Not a clue needed": the idea or the clue is the subject, not
# what the bot lacks
_NOT_OURS = r"\s+(?:is|was|are|too|needed|required)\b"
# "We can't find a courier on holidays, so …": the shop's lack of hands, not of an answer
_NOT_HANDS = (
    r"(?! (?:a |an |any )?(?:couriers?|drivers?|slots?|seats?|rooms?|staff|replacements?)\b)"
)
# "There's no data cap", "We have no data roaming charges": a telecom's mobile data, not
# data the bot lacks
_MOBILE_DATA = (
    r"(?!(?<=data) (?:caps?|limits?|allowances?|roaming|plans?|usage|packages?|bundles?|"
    r"speeds?|charges?|fees?|throttling)\b)"
)

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
            r"talk about|share|shar|disclose|disclos|reveal|give out|giv)\w*\b|"
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
            r"\b(?:isn't|is not|not) something i (?:have access to|know(?: about)?|can answer)\b|"
            r"\bthere (?:doesn't|does not|don't|do not) (?:seem|appear) to be (?:any )?(?:\w+ )?"
            r"(?:information|info|data|details|answers?|mention|records?)\b",
        ),
        (
            "no_information",
            r"\b(?:i|we) (?:do not|don't) have access to\b|\b(?:has|have|contains?) no"
            r"(?: \w+)? (?:information|details|data)\b" + _MOBILE_DATA,
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
            r"knowledge)\b" + _MOBILE_DATA,
        ),
        (
            "no_information",
            r"\bthere(?:'s| is| are| was| were) no(?: \w+){0,2} (?:information|info|details|data|"
            r"answer|mention|record|records|guidance)\b" + _MOBILE_DATA +
            # "There's no answer required from you", "There is no information fee"
            r"(?! from\b| (?:is |are )?(?:required|needed|necessary)\b| (?:fee|charge|cost)s?\b)|"
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
            # "no answer required from you", "no information fee"
            r"(?! (?:is |are )?(?:required|needed|necessary)\b| (?:fee|charge|cost)s?\b)"
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
            r"(?:^|[.!?]\s*)(?:(?:there is |there's )?(?:insufficient|not enough)|there "
            r"(?:isn't|is not|'s not) enough) (?:information|"
            r"context|data|details)(?=\s*(?:[.!]|$)| to (?:answer|determine|say|tell|know)\b| "
            r"(?:in|from) (?:the|this|these|my|our|provided|given)\b| (?:is |was )?(?:provided|"
            r"available|given)\b)",
        ),
        (
            "cannot_find",
            r"\b(?:i|we)(?: am| are|'m|'re)? (?:can't|cannot|can not|couldn't|could not|"
            r"wasn't able to|was not able to|weren't able to|unable to|not able to)"
            # "I can't wait to help: …" is eagerness
            r"(?! wait\b)"
            # "We can't find a courier on holidays, so …" is the shop's lack of hands
            r"(?: \w+){0,2}? (?:find"
            + _NOT_HANDS
            + r"|locate|answer|provide|determine|confirm|tell|say|"
            # "I can't see any issue with your account" answers
            r"see(?! (?:any |an? )?(?:issues?|problems?|reasons?|errors?|faults?)\b| why not\b)|"
            r"access|give|help|offer|share)\b",
        ),
        (
            "cannot_find",
            r"\b(?:can't|cannot|can not|couldn't|could not|unable to) (?:find"
            + _NOT_HANDS
            + r"|locate|answer)\b",
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
            r"have (?:an? |any )?(?:answer|information|details))\b|"
            # the information a bot was given, not an account's ("Your order information
            # doesn't include the flat number" answers)
            r"\b(?:information|info|data) (?:provided|available|given|supplied|i have|we have) "
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
        (
            "apology_declines",
            r"\b(?:not|isn't|aren't) something (?:i|we) (?:can|could|(?:am|are) able to)\b",
        ),
        (
            "not_in_documents",
            r"\bnot something (?:the|our|my|these|this) (?:\w+ )?(?:documentation|documents?|"
            r"knowledge base|context|sources?|faq|docs|articles?|help cent(?:er|re)|texts?) "
            r"(?:mentions?|covers?|says?|includes?|contains?|addresses|specifies|describes)\b",
        ),
    )
    + RULES_EN_MORE,
}
# Russian, Persian and Chinese, then German, French and Spanish: the first rule that
# fires wins, in this order.
RULES.update(RULES_RU)
RULES.update(RULES_FA_ZH)
RULES.update(RULES_DE_FR_ES)
for _more in (
    RULES_FAILED,
    RULES_UNHEARD,
    RULES_MENU,
    RULES_GREETS,
    RULES_HANDOFF,
    RULES_AUTO,
    RULES_STALLS,
    RULES_OFFICIAL,
    RULES_ARTICLES,
    RULES_LEARNING,
    RULES_EVADES,
    RULES_CASUAL,
    RULES_REFERS,
    RULES_WITHHELD,
    RULES_SILENT,
):
    for _language, _rules in _more.items():
        RULES[_language] += _rules
