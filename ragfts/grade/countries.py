"""A country asked and given: "Which two countries share the mountain?" of «on the border
between Nepal and China», «В какой стране …?» of «в Иордании», 在哪个国家 of 在秘鲁. A
value names no noun "country"; a country is a closed class the question names by that
noun alone, as materials.py's (asked_led.by_noun reads both). The countries an
encyclopedia and a help desk name most, in English, Russian and Chinese."""

from __future__ import annotations

from functools import lru_cache

NOUNS = ("countr", "стран", "государств", "国家", "国")
# each line: the English name, the Russian (its stem is read, so «Непале» is Непал), the
# Chinese
NAMES = """
Afghanistan Афганистан 阿富汗
Albania Албания 阿尔巴尼亚
Algeria Алжир 阿尔及利亚
Argentina Аргентина 阿根廷
Armenia Армения 亚美尼亚
Australia Австралия 澳大利亚
Austria Австрия 奥地利
Azerbaijan Азербайджан 阿塞拜疆
Belarus Беларусь 白俄罗斯
Belgium Бельгия 比利时
Bhutan Бутан 不丹
Bolivia Боливия 玻利维亚
Brazil Бразилия 巴西
Bulgaria Болгария 保加利亚
Cambodia Камбоджа 柬埔寨
Canada Канада 加拿大
Chile Чили 智利
China Китай 中国
Colombia Колумбия 哥伦比亚
Croatia Хорватия 克罗地亚
Cuba Куба 古巴
Cyprus Кипр 塞浦路斯
Czechia Чехия 捷克
Denmark Дания 丹麦
Egypt Египет 埃及
Estonia Эстония 爱沙尼亚
Ethiopia Эфиопия 埃塞俄比亚
Finland Финляндия 芬兰
France Франция 法国
Georgia Грузия 格鲁吉亚
Germany Германия 德国
Greece Греция 希腊
Hungary Венгрия 匈牙利
Iceland Исландия 冰岛
India Индия 印度
Indonesia Индонезия 印度尼西亚
Iran Иран 伊朗
Iraq Ирак 伊拉克
Ireland Ирландия 爱尔兰
Israel Израиль 以色列
Italy Италия 意大利
Japan Япония 日本
Jordan Иордания 约旦
Kazakhstan Казахстан 哈萨克斯坦
Kenya Кения 肯尼亚
Korea Корея 韩国
Kyrgyzstan Киргизия 吉尔吉斯斯坦
Laos Лаос 老挝
Latvia Латвия 拉脱维亚
Lebanon Ливан 黎巴嫩
Lithuania Литва 立陶宛
Malaysia Малайзия 马来西亚
Mexico Мексика 墨西哥
Moldova Молдавия 摩尔多瓦
Mongolia Монголия 蒙古
Morocco Марокко 摩洛哥
Myanmar Мьянма 缅甸
Nepal Непал 尼泊尔
Netherlands Нидерланды 荷兰
Norway Норвегия 挪威
Pakistan Пакистан 巴基斯坦
Peru Перу 秘鲁
Philippines Филиппины 菲律宾
Poland Польша 波兰
Portugal Португалия 葡萄牙
Romania Румыния 罗马尼亚
Russia Россия 俄罗斯
Serbia Сербия 塞尔维亚
Singapore Сингапур 新加坡
Slovakia Словакия 斯洛伐克
Spain Испания 西班牙
Sweden Швеция 瑞典
Switzerland Швейцария 瑞士
Syria Сирия 叙利亚
Tajikistan Таджикистан 塔吉克斯坦
Tanzania Танзания 坦桑尼亚
Thailand Таиланд 泰国
Turkey Турция 土耳其
Turkmenistan Туркмения 土库曼斯坦
Ukraine Украина 乌克兰
Uzbekistan Узбекистан 乌兹别克斯坦
Vietnam Вьетнам 越南
Zambia Замбия 赞比亚
Zimbabwe Зимбабве 津巴布韦
"""


def asked(noun: str) -> bool:
    """Whether the noun a question asks which of is a country ("countries", «стране», 国家)."""
    return noun.startswith(NOUNS)


@lru_cache(maxsize=1)
def _names() -> tuple[frozenset[str], tuple[str, ...]]:
    """The names' stems (English and Russian) and the Chinese names."""
    from .asked import stems

    lines = [line.split() for line in NAMES.strip().splitlines()]
    latin = frozenset(s for en, ru, _zh in lines for s in stems(f"{en} {ru}"))
    return latin, tuple(zh for *_names, zh in lines)


def names_one(value: str) -> bool:
    """Whether a value names a country of NAMES (Nepal and China, «в южной Иордании», 秘鲁)."""
    from ..kit.profile import fold
    from .asked import stems

    latin, cjk = _names()
    return bool(stems(value) & latin) or any(name in fold(value) for name in cjk)
