"""English refusal rules of the registers later batteries found (a chat's, a help
desk's, a retrieval pipeline's, the bot's scope, a topic told in part): refusal_rules.py
puts them after its own, in this order."""

from __future__ import annotations

RULES_EN_MORE: tuple[tuple[str, str], ...] = (
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
        r"\b(?:isn't|is not|aren't|are not) (?:part of|among|included in) (?:the |my )?(?:content|"
        r"materials?|information|documents|sources|data) (?:i was|i've been|i have been) "
        r"(?:provided|given|supplied)(?: with)?\b|"
        r"\bnot (?:included|contained|present|available) in my (?:resources|sources|materials|"
        r"documents|knowledge base|data|notes)\b|"
        r"\bbeyond what (?:the|my|our) (?:\w+ )?(?:documents?|sources?|articles?|materials?|"
        r"knowledge base|context|faq) (?:covers?|says?|contains?|describes?)\b|"
        # a retrieval pipeline's register: "From the information available, it's not
        # possible to say…", "The retrieved chunks are unrelated to your question",
        # "…, which is not what you asked"
        r"\b(?:from|based on|given|according to) (?:the )?(?:\w+ )?(?:information|context|"
        r"documents?|sources?|passages?|data|materials?|text)\b[^.!?]{0,40}?\b(?:impossible|"
        r"not possible|isn't possible|can't|cannot) (?:to )?(?:tell|say|determine|know|"
        r"confirm)\b|"
        r"\b(?:are|were|is|seem) (?:unrelated|irrelevant|not relevant) to (?:your|the|this) "
        r"(?:question|query|request)\b|"
        r"\bnot what you (?:asked|asked about|were asking(?: about)?)\b|"
        r"\b(?:insufficient|not enough|not sufficient) (?:for|to give|to provide) (?:a |an )?"
        r"(?:confident |reliable |complete |definitive )?answer\b|"
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
        # a field's label may come first: "**Answer:** Not available.", "Result: no match."
        r"^[\W_]*(?:(?:answer|response|result|status|reply)\s*:[\W_]*)?"
        r"(?:not available|unavailable|no match(?:es)?|"
        r"no (?:info(?:rmation)?|data)(?: (?:available|found))?|unknown|not known|n/a|"
        r"no[ _]answer|no[ _]context|"
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
        # "I don't have the exact figure", "…the current rates": the bot's, not the shop's
        r"\bi (?:do not|don't) have (?:the |those |these )?(?:exact |current |precise |latest "
        r"|up-to-date )?(?:figures?|numbers?|rates?|prices?|amounts?|dates?)"
        r"(?= *(?:[.!,;?]|$|for|on|about))|"
        r"(?:\b(?:isn't|is not)|'s not) (?:something|anything) (?:i|we) (?:have|know)"
        r"(?= *(?:[.!,;?]|$|on file|on record|info|information|details|data|about|"
        r"of|on th|in (?:my|our)))|"
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
    (
        # a speaker's idioms of not knowing ("You've stumped me", "Not my department");
        # each whole, so "Search by order number" and "No comment field is needed" answer
        "dont_know",
        r"\byou(?:'ve| have) (?:stumped|got|lost) me(?: there| on (?:that|this)(?: one)?)?"
        r"\s*(?:[.!?,]|$)|\bhead-?scratcher\b|^\W*search me\W*$|"
        r"\bno comment (?:on|about) (?:that|this)\b|\bnews to me\b|"
        r"\b(?:haven't|have not|don't have) (?:got )?(?:the (?:foggiest|faintest|slightest)"
        r"(?: idea| clue)?|a clue)\b|\bnot the (?:foggiest|faintest|slightest) (?:idea|clue)\b|"
        r"\b(?:outside|beyond|not in) my wheelhouse\b|"
        r"\bi(?:'m| am) (?:completely |totally |a bit |rather )?(?:stumped|clueless|at a loss)"
        r"(?!-)\b|"
        r"\bnot my (?:department|area|field|specialty|domain)\b|\b(?:got|has|have) me beat\b|"
        r"\bnot the right (?:source|person|place|one) (?:for (?:that|this)|to ask)\b|"
        # the bot in the third person: "Ava doesn't know the answer", "The AI helper is
        # unsure about this", "Our assistant isn't able to help with this one"
        r"\b(?:doesn't|does not) know (?:the )?answer\b|"
        r"\b(?:assistant|bot|chatbot|helper)\b[^.!?]{0,15}?\b(?:is|was) (?:not sure|unsure|"
        r"uncertain)\b|"
        r"\b(?:assistant|bot|chatbot|helper)\b[^.!?]{0,10}?\b(?:isn't|is not|wasn't|was not) "
        r"able to (?:help|answer|assist|find)\b",
    ),
    (
        # a search told and its empty outcome: "I went through the articles; no luck",
        # "Looked everywhere, found zilch" ("I checked: nothing is owed" answers)
        "cannot_find",
        r"\b(?:searched|looked|checked|went through|combed|dug|tried to find|ran a search|"
        r"had a look|my search|the search|the lookup)\b[^.!?]{0,60}?(?:\bno luck\b|"
        r"\bwithout (?:success|luck|results?)\b|\bnothing\b(?! (?:is|was|needs?|to)\b)|"
        r"\bzilch\b|\bzero (?:hits|results|matches)\b|\b(?:came|come|comes) (?:back|up) empty\b|"
        r"\bempty-handed\b|\b(?:didn't|did not|couldn't|could not) turn (?:anything )?up\b|"
        r"\bno (?:hits|results|matches)\b)|"
        r"\b(?:doesn't|does not) (?:appear|seem) to be (?:documented|covered|mentioned|listed)\b",
    ),
    (
        # a marketplace's register: "The seller hasn't provided information about this
        # item", "That detail isn't shown on our end"
        "no_information",
        r"\b(?:seller|manufacturer|supplier|vendor|brand)\b[^.!?]{0,10}?\b(?:hasn't|has not|"
        r"didn't|did not|haven't|have not) (?:provided|given|shared|listed|specified)"
        r"(?: any)? (?:information|details|data|specs|specifications)\b|"
        r"\b(?:don't|do not) have any (?:updates|news|information|details) (?:on|about|"
        r"regarding) (?:that|this|it)\b|"
        r"\b(?:isn't|is not|aren't|are not) (?:shown|visible|displayed) on (?:our|my) end\b|"
        r"\b(?:not able|unable) to advise (?:on|about) (?:that|this|it)\b|"
        r"\b(?:product page|listing|product description|item description)\b[^.!?]{0,10}?"
        r"\b(?:doesn't|does not) (?:specify|say|mention|state)\b",
    ),
    (
        # the question blamed: "too vague for me to answer", "I'd need more specifics than
        # I have"
        "cannot_find",
        r"\btoo (?:vague|broad|general|unclear|ambiguous)(?: a question)? for me to "
        r"(?:answer|help)\b|\bneed more (?:specifics|details|context|information) than i "
        r"(?:have|was given)\b",
    ),
    (
        # what the bot was last given: "I was last updated in March, so I may not have
        # this", "My training data doesn't include that"
        "no_information",
        r"\bi (?:may|might) not have (?:this|that|it|the (?:latest|current) \w+)\b|"
        r"\bi (?:haven't|have not) been (?:updated|trained) (?:with|on)\b|"
        r"\bi(?:'m| am) not up[- ]to[- ]date (?:on|with|about)\b|"
        r"\bmy (?:training )?data (?:doesn't|does not) (?:include|cover|contain|have)\b",
    ),
    (
        # the answer elsewhere, not with the bot: "The pricing page would have that; I
        # don't.", "…in your account settings, which I have no access to"
        "no_information",
        r"[;,—–]\s*(?:but |as |since )?i (?:don't|do not)(?: have (?:it|them|that|this))?"
        r"\s*(?:[.!?]|$)|\bas i (?:don't|do not) have (?:it|them|that)\b|"
        r"\bwhich i (?:can't|cannot|can not|don't|do not) (?:see|access|view|open|read)\b|"
        r"\bwhich i have no access to\b|"
        r"\bon (?:our|the) (?:website|site|app) for (?:those|these|the|more|further) details\b",
    ),
    (
        # the core forms said otherwise: "Nothing suitable turned up", "No data was found
        # for your question", "I find it hard to answer"
        "cannot_find",
        r"\bnothing (?:suitable |relevant |useful )?turned up\b|"
        r"\bno (?:data|information|details|results?) (?:was|were) found for (?:your|this|the) "
        r"(?:question|query|request)\b|"
        r"\bi have nothing to (?:suggest|offer|add) (?:here|on (?:this|that))\b|"
        r"\b(?:it's|it is) unknown to me\b|"
        r"\b(?:can't|cannot) point you in the right direction\b|"
        r"\bi find it (?:hard|difficult) to (?:answer|say)\b",
    ),
    (
        # the customer's own data, which the bot cannot see: "I can't pull up your
        # statement", "Your application status isn't visible to me" (said by the bot, not
        # of staff: "Support can't see your card details" is a policy)
        "cannot_find",
        r"\bi(?:'m| am)? (?:can't|cannot|can not|unable to|not able to) (?:look up|check|"
        r"pull up|view|retrieve|open)\b|\bi have no way of (?:checking|seeing|viewing|"
        r"accessing|knowing)\b|\bi (?:don't|do not) have visibility (?:of|into|on)\b|"
        r"\b(?:isn't|aren't|is not|are not) something i (?:can|could) (?:see|access|check|view)\b|"
        r"\b(?:isn't|aren't|is not|are not) (?:available|visible|accessible|shown) to me\b",
    ),
    (
        # a support team's own stores by name: "That isn't in the SOP I have", "The policy
        # doc I was given doesn't go into that"
        "not_in_documents",
        r"\b(?:isn't|is not|aren't|are not|wasn't) in (?:the|my|our|this) (?:\w+ )?(?:sop|wiki|"
        r"handbook|playbook|manual|guide|guidelines|catalogue|catalog|price list|policy "
        r"doc(?:ument)?|documents?|docs|knowledge base|faq|articles?)\b|"
        r"\b(?:docs?|documents?|guide|manual|handbook|wiki|policy|sop|playbook|faq|articles?)\b"
        r"[^.!?]{0,30}?\b(?:doesn't|does not|don't|do not) go into\b|"
        # what it does not list is the topic asked ("that", "it"), not a content ("The
        # catalogue prices don't include VAT" answers)
        r"\b(?:catalogue|catalog|price list|manual|guide|handbook|wiki)\b[^.!?]{0,20}?"
        r"\b(?:doesn't|does not) (?:list|include|mention|cover|specify) (?:that|this|it|those|"
        r"these)\b",
    ),
    (
        # the bot's scope stated alone: "I can only answer questions about orders", "I'm here
        # for product questions only" (a shop's "We only deliver on weekdays" answers)
        "cannot_find",
        r"\bi(?:'m| am)? (?:can |am )?only (?:able to )?(?:answer|help|handle|assist|deal|"
        r"cover)\w*\b|\bi only (?:answer|help|handle|deal|cover|assist)\w*\b|"
        r"\bi(?:'m| am) (?:only )?(?:here|designed|built|set up|trained|meant) (?:for|to)\b"
        r"[^.!?]{0,40}?\bonly\b|\bmy answers are limited to\b|\bi(?:'m| am) limited to\b|"
        r"\b(?:this|the) (?:chat|assistant|bot) (?:only )?covers\b[^.!?]{0,40}?\bonly\b",
    ),
    (
        # a wish for the answer: "Ha, I wish I knew!", "If only I knew that one", "That makes
        # two of us" (the wish's own "if" opens the match, so it is no condition)
        "dont_know",
        r"\bi wish i (?:knew|could (?:tell|say|help|answer))\b|"
        r"(?:^|[.!?,;—–]\s*)wish i could (?:tell|say|help|answer)\b|\bif only i knew\b|"
        r"\bi'd love to know (?:too|as well|that too|myself)\b|\bi'd love to know\s*[.!]|"
        r"\bmakes two of us\b|\b(?:puzzle|mystery|riddle) i can't (?:solve|crack)\b|"
        r"\bone i can't (?:crack|answer|solve)\b",
    ),
)
