"""What a thing is made of, asked and given: "What material is the tower made of?",
«Из чего сделан купол?», 塔是用什么材料建的？ ask for a material, and a value that names
one («the wrought-iron lattice tower»: wrought iron) gives it. Materials are a closed
class a question names by its noun alone, as it names a country or a river by its own
noun (asked_led.by_noun): which materials a knowledge base's values name is read from
this list, not from the value's words."""

from __future__ import annotations

import re
from functools import lru_cache

# "What material …", «Из какого материала …», 用什么材料: the noun of the class
NOUNS = ("material", "материал", "材料", "材质")
# a question that asks what something is made of, naming no noun
_MADE_OF = re.compile(
    r"\b(?:made|built|constructed) (?:of|from|out of)\W*$|^\W*из чего\b|"
    r"用什么(?:建|做|造|砌)|由什么(?:建|做|造|砌)|什么材[料质]"
)
# what is built, carved or worn, in the three languages; the everyday metals, woods,
# stones and fibres, not a compound's trade name
WORDS = (
    "iron steel wood wooden timber stone marble granite limestone sandstone basalt brick "
    "concrete glass gold golden silver bronze copper brass tin lead clay terracotta ivory "
    "bamboo jade plastic cotton wool silk leather paper porcelain ceramic earth mud "
    "железо железный чугун сталь стальной дерево деревянный древесина камень каменный "
    "мрамор мраморный гранит гранитный известняк песчаник кирпич кирпичный бетон стекло "
    "золото золотой серебро бронза медь медный глина глиняный слоновая кость бамбук "
    "нефрит пластик хлопок шерсть шёлк кожа бумага фарфор"
)
# a CJK material is one character or two, read among the value's characters
_CJK = tuple(
    "大理石 花岗岩 石灰岩 砂岩 混凝土 玻璃 青铜 黄铜 陶瓷 "
    "瓷 竹 玉 铁 钢 木 石 砖 金 银 铜 泥 土 丝 皮 纸".split()
)


def asked(question: str, noun: str) -> bool:
    """Whether the question asks for a material: it names the class's noun, or asks what
    something is made of."""
    from ..kit.profile import fold

    return noun.startswith(NOUNS) or bool(_MADE_OF.search(" ".join(fold(question).split())))


@lru_cache(maxsize=1)
def _stems() -> frozenset[str]:
    from .asked import stems

    return frozenset(stems(WORDS))


def names_one(value: str) -> bool:
    """Whether a value names a material (wrought iron, «из белого камня», 汉白玉)."""
    from ..kit.profile import fold
    from .asked import stems

    if stems(value) & _stems():
        return True
    return any(c in fold(value) for c in _CJK)
