"""A list of help articles given instead of an answer ("Here are some articles that might
help:\\n- How to return an item\\n- Refund policy", «Возможно, вам помогут эти статьи: …»,
以下文章可能对您有帮助：…): what a help centre's answer bot says when it found pages and
read none of them to the customer. The answer may be in one, but the bot did not say it
(a battery of 24: none read before these rules). A rule reads the offer and its titles
to the reply's end, with no figure of a claim among them (a number with its unit);
read only when the rest of the reply is such parts or pleasantries (refusals.ALONE):
"These articles cover returns; in short, you have 30 days to return an item." answers.
"""

from __future__ import annotations

from .refusal_clauses import START

# the titles, to the reply's end: no figure with its unit (a claim's), at most 400 marks
_TITLES = (
    r"(?![\s\S]*\d+\s*(?:%|days?|euros?|dollars?|hours?|minutes?|weeks?|дн|руб|час|минут|"
    r"недел|天|元|小时|分钟|周))[\s\S]{1,400}$"
)
_EN_OFFER = (
    r"(?:here are|these are|i found|check out|see(?= (?:these|some|related|the following))|"
    r"maybe|perhaps) (?:one of )?(?:some |these |the following |a few |this )?"
    r"(?:related |suggested |helpful |help |useful )?(?:articles?|topics|pages|"
    r"resources|questions)(?: (?:that|which) (?:might|may|could) (?:help|be (?:useful|"
    r"helpful)|answer your question))?(?: (?:will|might|may) help)?(?: for you)?|"
    # a heading alone is such an offer only with its colon: "Related questions:"
    r"(?:related|suggested|helpful|help|useful) (?:articles?|topics|pages|resources|"
    r"questions)(?=\s*:)|"
    r"(?:these|this) (?:articles?|pages?) (?:may|might|could) answer your question|"
    r"you might find (?:this|these) (?:articles?|pages?) (?:useful|helpful)"
)
_RU_OFFER = (
    r"(?:возможно,? |может быть,? )?(?:вам )?(?:помогут|поможет) (?:эти |эта |один из )?"
    r"(?:статьи|статья|разделов|материалы)|"
    r"(?:посмотрите|рекомендуем|вот) (?:статьи|статью)(?: по теме)?|"
    r"(?:я )?нашел (?:для вас )?(?:статьи|статью)(?: в справке)?|похожие вопросы(?=\s*:)|"
    r"статьи,? которые могут быть полезны|вот что нашлось в справке"
)
_ZH_OFFER = (
    r"以下(?:文章|内容|问题)可能对(?:您|你)有帮助|(?:您可以看看|推荐您阅读|为您找到以下)(?:这些)?"
    r"(?:相关)?(?:帮助)?(?:文章)?|猜(?:您|你)想问|相关问题(?=\s*[:：])|(?:您|你)可能想了解|"
    r"这些文章或许能解答(?:您|你)的疑问"
)

RULES_ARTICLES: dict[str, tuple[tuple[str, str], ...]] = {
    language: (("articles", rf"{START}(?:{offer})\s*[:：]?\s*(?=\S){_TITLES}"),)
    for language, offer in (("en", _EN_OFFER), ("ru", _RU_OFFER), ("zh", _ZH_OFFER))
}
