"""Words a question says for a fact's own: "begin" for "start", «обнаружить» for
«найти», 步行 for 徒步. Intake reads a question's stem that no fact of the registry holds
as the registry's stems of its group (kin), as roots.same_root reads a Russian verb as
its noun; a kit adds its own groups in kin.txt («код скидки» for «промокод»)."""

from __future__ import annotations

from functools import lru_cache

# each group: words one asks with for another's meaning in questions on a knowledge base
# (plain language against an article's or a policy's), general, not of one domain
GROUPS = (
    "begin start commence",
    "find discover",
    "big large huge",
    "small little tiny",
    "build construct erect",
    "make create produce",
    "end finish complete",
    "live reside inhabit",
    "climber hiker mountaineer",
    "climb ascend ascent",
    "buy purchase",
    "get receive obtain",
    "send ship deliver dispatch",
    "show display",
    "high tall",
    "height altitude elevation",
    "old ancient",
    "famous renowned celebrated",
    "use employ",
    "oppose protest",
    "scientist researcher",
    "crew staff personnel",
    "building structure edifice",
    "shop store",
    "boat ship vessel",
    "price cost fee",
    "fix repair mend",
    "broken damaged faulty defective",
    "fast quick rapid",
    "help assist support",
    "need require",
    "allow permit",
    "choose select pick",
    "arrive reach",
    "leave depart",
    "cancel terminate",
    "sea ocean",
    "top summit peak",
    "item product goods",
    "client customer",
    "picture photo image",
    "start launch",
    "delete remove erase",
    "disable deactivate",
    "enable activate",
    "book reserve",
    "rent hire lease",
    "unlock open",
    "register enrol enroll signup",
    "coupon voucher",
    "invoice bill",
    "answer reply respond",
    "speak talk",
    "child kid",
    "city town",
    "country nation",
    "stop halt",
    "keep retain",
    "protect guard",
    "destroy demolish",
    "travel journey trip",
    "disease illness sickness",
    "medicine medication drug",
    "doctor physician",
    "sick ill",
    "spread transmit",
    "mistake error",
    "wrong incorrect",
    "heavy weigh weight",
    "dig quarry excavate",
    "manage administer operate",
    "organisation organization institution agency",
    "damage harm",
    "underground subterranean",
    "spectator audience viewer onlooker",
    "entrance entry gateway",
    "carry transport convey",
    "shape form",
    "wide broad",
    "earthquake quake tremor",
    "army troops forces",
    "unique unparalleled",
    "visitor tourist sightseer",
    "ruler monarch sovereign",
    "recover retrieve",
    "начать начинать начало стартовать",
    "найти обнаружить",
    "большой крупный огромный",
    "маленький небольшой",
    "построить строить возвести соорудить",
    "создать сделать изготовить",
    "закончить завершить окончить",
    "жить проживать обитать",
    "древний старый старинный",
    "известный знаменитый",
    "использовать применять",
    "высота высокий",
    "глубина глубокий",
    "длина длинный протяжённость",
    "ширина широкий",
    "здание постройка сооружение строение",
    "судно корабль",
    "учёный исследователь",
    "вещь товар предмет",
    "вернуть сдать",
    "цена стоимость",
    "купить приобрести",
    "клиент покупатель",
    "починить отремонтировать",
    "сломанный повреждённый бракованный неисправный",
    "быстро скоро",
    "помощь поддержка",
    "выбрать подобрать",
    "отменить аннулировать отказаться",
    "подняться взойти",
    "вершина пик",
    "удалить стереть",
    "выключить отключить деактивировать",
    "включить подключить активировать",
    "забронировать зарезервировать",
    "арендовать прокат",
    "отправить доставить выслать прислать",
    "открыть отпереть",
    "купон промокод ваучер",
    "болезнь заболевание",
    "лекарство препарат медикамент",
    "врач доктор",
    "заразиться инфицироваться",
    "симптом признак",
    "ошибка неточность",
    "оплатить заплатить",
    "страна государство",
    "пожар возгорание",
    "ремонт восстановление реставрация",
    "тяжёлый весить вес масса",
    "посетитель турист гость",
    "мастер ремесленник умелец",
    "наклон крен",
    "землетрясение толчок",
    "вход проход",
    "форма очертание",
    "погибнуть умереть",
    "армия войска войско",
    "захватить взять покорить",
    "основать заложить учредить",
    "уникальный единственный неповторимый",
    "крепость замок цитадель",
    "правитель монарх государь",
    "рядом возле вблизи",
    "开始 动工 开工 始建",
    "发现 找到",
    "建造 修建 建成 兴建 修筑 落成 竣工",
    "徒步 步行 走路",
    "原名 原来",
    "名字 名称 得名",
    "商品 货物",
    "价格 费用 价钱",
    "购买 买到",
    "送货 配送 发货",
    "修理 维修",
    "著名 有名 闻名",
    "古老 最早",
    "使用 利用",
    "取消 撤销",
    "顶峰 山顶 主峰 最高峰",
    "发烧 发热",
    "小孩 儿童 孩子",
    "旅游 旅行",
    "国外 境外 海外",
    "取钱 取现 提现",
    "汇款 转账",
    "打针 接种 注射",
    "开票 发票",
    "收费 扣费",
    "删除 清除",
    "关闭 停用",
    "开通 启用 激活",
    "预订 预约 预定",
    "租用 租赁",
    "医生 大夫",
    "药物 药品",
    "传播 传染",
    "付款 支付 付钱",
    "国家 国度",
    "门票 票价 购票 买票",
    "免票 免费",
    "防止 避免 防范 预防",
    "作用 功能 用途 用处",
    "损坏 毁坏 破坏",
    "游览 参观 观光",
    "游客 旅客 访客",
    "重量 体重",
    "明代 明朝",
    "唐代 唐朝",
    "宋代 宋朝",
    "元代 元朝",
    "清代 清朝",
    "顶上 顶部 顶端",
    "汽车 车辆 轿车",
    # a help desk's and a clinic's everyday words, one for another in a question (words
    # only near in meaning, 快递 and 物流, a hospital and a clinic, stay apart; so does a
    # car: in a car-sharing desk's entries every other one says it, and «авто» read as
    # «машина» was a question's one shared word with three entries, none the one asked)
    "phone mobile cellphone smartphone",
    "password passcode",
    "refund reimbursement",
    "package parcel",
    "baby infant newborn",
    "elderly senior",
    "symptom sign",
    "cure treat heal",
    "kindergarten daycare childcare",
    "job employment",
    "airplane plane aircraft",
    "mask facemask",
    "телефон мобильник смартфон",
    "деньги средства",
    "посылка отправление",
    "малыш младенец новорождённый",
    "пожилой пенсионер",
    "карантин самоизоляция",
    "маска респиратор",
    "температура жар лихорадка",
    "войти зайти авторизоваться",
    "курьер доставщик",
    "тест анализ",
    "登录 登陆",
    "账户 账号 户头",
    "修改 更改 变更 更换",
    "查询 查看",
    "每天 每日 单日 一天",
    "限额 额度 上限",
    "优惠 折扣 打折",
    "感染 染上",
    "检测 检查 化验",
    "孕妇 怀孕",
    "老人 长者",
    "死亡 去世",
    "治疗 医治",
    "消毒 杀菌",
    "外出 出门",
    "退款 退钱",
)


@lru_cache(maxsize=16)
def _by_stem(own: tuple[str, ...] = ()) -> dict[str, frozenset[str]]:
    """The stems of each stem's groups, by it (a word of more than one stem, a CJK word
    of three characters, stays out of its group)."""
    return {
        stem: frozenset(its for members in groups for _word, its in members)
        for stem, groups in _groups_by_stem(own).items()
    }


def kin(wanted: set[str], counts: dict, own: tuple[str, ...] = ()) -> set[str]:
    """The registry's stems (counts: how many facts hold each) of one group with a stem
    of the question that the registry does not hold (own: the kit's kin.txt groups)."""
    groups = _by_stem(own)
    return {k for w in wanted if w not in counts for k in groups.get(w, ()) if k in counts}


@lru_cache(maxsize=16)
def _groups_by_stem(own: tuple[str, ...] = ()) -> dict[str, list]:
    """Each group's words with their stems, by each word's stem, the kit's own groups
    first: computed once, as kin_terms is asked of every word no row holds."""
    from .asked import stems

    out: dict[str, list] = {}
    for group in own + GROUPS:
        members = [(word, stems(word)) for word in group.split()]
        members = [(word, next(iter(found))) for word, found in members if len(found) == 1]
        for stem in dict.fromkeys(stem for _word, stem in members):
            out.setdefault(stem, []).append(members)
    return out


@lru_cache(maxsize=4096)
def kin_terms(word: str, own: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The other words of a word's groups, as written, in their groups' order, the kit's
    own first, each with its irregular forms (a derived query searches one of them for a
    word no row holds)."""
    from .asked import stems
    from .irregular import forms

    stem = stems(word)
    if len(stem) != 1:
        return ()
    (stem,) = stem
    out: list[str] = list(forms(word.lower()))
    for members in _groups_by_stem(own).get(stem, ()):
        for m, its in members:
            # each kin word with its irregular forms: "constructed" where the text says
            # "built" is "build" of its group, said in the past
            out += [f for f in (m, *forms(m)) if its != stem and f not in out]
    return tuple(out)
