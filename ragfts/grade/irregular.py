"""An English verb's irregular forms, read as the verb: "built" as "build", "began" as
"begin". Snowball stems "built" to built and "build" to build, so "When did they build
the tower?" and «The tower was built in 1889» shared nothing of the verb; intake reads
each form as the verb it is of (asked.stems), and a derived query searches a form no
row holds as the verb's other forms (kin_words.kin_terms)."""

from __future__ import annotations

# each: the verb, then its irregular forms. Left out: forms that are as often another
# word (rose, left, lay, shot, fed, bound, ground, wound, born).
VERBS = (
    "arise arose arisen",
    "become became",
    "begin began begun",
    "bend bent",
    "bleed bled",
    "break broke broken",
    "breed bred",
    "bring brought",
    "build built",
    "buy bought",
    "catch caught",
    "choose chose chosen",
    "come came",
    "deal dealt",
    "dig dug",
    "draw drew drawn",
    "drink drank drunk",
    "drive drove driven",
    "eat ate eaten",
    "fall fell fallen",
    "feel felt",
    "fight fought",
    "find found",
    "flee fled",
    "fly flew flown",
    "forbid forbade forbidden",
    "forget forgot forgotten",
    "freeze froze frozen",
    "give gave given",
    "go went gone",
    "grow grew grown",
    "hang hung",
    "hear heard",
    "hide hid hidden",
    "hold held",
    "keep kept",
    "know knew known",
    "lead led",
    "lend lent",
    "lose lost",
    "make made",
    "mean meant",
    "meet met",
    "overtake overtook overtaken",
    "pay paid",
    "ride rode ridden",
    "ring rang rung",
    "run ran",
    "see saw seen",
    "seek sought",
    "sell sold",
    "send sent",
    "shake shook shaken",
    "sing sang sung",
    "sink sank sunk",
    "sleep slept",
    "speak spoke spoken",
    "spend spent",
    "stand stood",
    "steal stole stolen",
    "stick stuck",
    "strike struck",
    "swim swam swum",
    "take took taken",
    "teach taught",
    "tear tore torn",
    "tell told",
    "think thought",
    "throw threw thrown",
    "understand understood",
    "undertake undertook undertaken",
    "wake woke woken",
    "wear wore worn",
    "win won",
    "withdraw withdrew withdrawn",
    "write wrote written",
)

VERB_OF = {form: verb for verb, *forms in map(str.split, VERBS) for form in forms}
FORMS_OF = {verb: tuple(forms) for verb, *forms in map(str.split, VERBS)}


def forms(word: str) -> tuple[str, ...]:
    """A verb's other forms, the verb first when the word is one of its forms."""
    verb = VERB_OF.get(word, word)
    return tuple(f for f in (verb, *FORMS_OF.get(verb, ())) if f != word)
