"""A country or a city asked and given: "Which two countries share the mountain?" of
«on the border between Nepal and China», «В какой стране …?» of «в Иордании», 颐和园在哪座
城市？ of 北京. A value names no noun "country" or "city"; each is a closed class the
question names by that noun alone, as materials.py's (asked_led.by_noun reads them).
The countries and cities an encyclopedia and a help desk name most, in English,
Russian and Chinese. (places.py's list is another: the places a statement may add.)"""

from __future__ import annotations

import re
from functools import lru_cache

# each line: the English name (a space written _), the Russian (its stem is read, so
# «Непале» is Непал; a stem of three letters or fewer is not, «Перу», «Дели»: «дела»
# has it), the Chinese
COUNTRIES = """
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
CITIES = """
Beijing Пекин 北京
Shanghai Шанхай 上海
Xian Сиань 西安
Hangzhou Ханчжоу 杭州
Nanjing Нанкин 南京
Guangzhou Гуанчжоу 广州
Chengdu Чэнду 成都
Chongqing Чунцин 重庆
Tianjin Тяньцзинь 天津
Wuhan Ухань 武汉
Kunming Куньмин 昆明
Lhasa Лхаса 拉萨
Guilin Гуйлинь 桂林
Suzhou Сучжоу 苏州
Xiamen Сямынь 厦门
Luoyang Лоян 洛阳
Dunhuang Дуньхуан 敦煌
Harbin Харбин 哈尔滨
Qingdao Циндао 青岛
Hong_Kong Гонконг 香港
Macau Макао 澳门
Taipei Тайбэй 台北
Tokyo Токио 东京
Kyoto Киото 京都
Seoul Сеул 首尔
Bangkok Бангкок 曼谷
Delhi Дели 德里
Mumbai Мумбаи 孟买
Agra Агра 阿格拉
Moscow Москва 莫斯科
Petersburg Петербург 彼得堡
Kazan Казань 喀山
Novosibirsk Новосибирск 新西伯利亚
Vladivostok Владивосток 符拉迪沃斯托克
Kyiv Киев 基辅
Minsk Минск 明斯克
Istanbul Стамбул 伊斯坦布尔
Paris Париж 巴黎
London Лондон 伦敦
Rome Рим 罗马
Venice Венеция 威尼斯
Florence Флоренция 佛罗伦萨
Milan Милан 米兰
Berlin Берлин 柏林
Munich Мюнхен 慕尼黑
Vienna Вена 维也纳
Prague Прага 布拉格
Madrid Мадрид 马德里
Barcelona Барселона 巴塞罗那
Lisbon Лиссабон 里斯本
Amsterdam Амстердам 阿姆斯特丹
Brussels Брюссель 布鲁塞尔
Athens Афины 雅典
Cairo Каир 开罗
Jerusalem Иерусалим 耶路撒冷
Dubai Дубай 迪拜
Sydney Сидней 悉尼
Toronto Торонто 多伦多
Chicago Чикаго 芝加哥
Boston Бостон 波士顿
Washington Вашингтон 华盛顿
New_York Нью-Йорк 纽约
Los_Angeles Лос-Анджелес 洛杉矶
San_Francisco Сан-Франциско 旧金山
"""
# the nouns a question asks which of: "countries", «стране», 国家; "city", «городе», 市
CLASSES = (
    (re.compile(r"countr(?:y|ies)|стран\w*|государств\w*|国家|国"), COUNTRIES),
    (re.compile(r"city|cities|towns?|город\w*|城市|市|城"), CITIES),
)


def asked_class(noun: str) -> str | None:
    """The list of names a noun asks which of is (COUNTRIES, CITIES), or none."""
    return next((names for rule, names in CLASSES if rule.fullmatch(noun)), None)


@lru_cache(maxsize=4)
def _names(names: str) -> tuple[tuple[frozenset[str], ...], tuple[str, ...]]:
    """Each name's stems (English and Russian, one set per name) and the Chinese names."""
    from .asked import stems

    latin, cjk = [], []
    for en, ru, zh in (line.split() for line in names.strip().splitlines()):
        latin.append(frozenset(stems(en.replace("_", " "))))
        its = frozenset(stems(ru.replace("-", " ")))
        if all(len(s) > 3 for s in its):
            latin.append(its)
        cjk.append(zh)
    return tuple(s for s in latin if s), tuple(cjk)


def names_one(value: str, names: str) -> bool:
    """Whether a value names one of the names (Nepal and China, «в южной Иордании», 秘鲁,
    "in New York"): every stem of one of them, or one of the Chinese among its
    characters."""
    from ..kit.profile import fold
    from .asked import stems

    latin, cjk = _names(names)
    said = stems(value)
    return any(name <= said for name in latin) or any(name in fold(value) for name in cjk)
