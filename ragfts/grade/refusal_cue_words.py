"""The words a refusal is read from by its parts (refusal_cues.py reads them), per
language: what a cue is and what, though it starts like one, is none."""

from __future__ import annotations


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split())


# Per language: negations and words of lack; words of knowing and telling; the bot itself
# (I, not the company's "we", which states its policies: "We don't ship to PO boxes");
# the store's nouns, which speak for the bot alone ("the knowledge base") or after a word
# that makes them its own ("my sources", "the retrieved passages", not "the sources of
# the virus"); the customer; words of handling; and words with which a store states
# something ("The documents specify that setup is not included"). A Latin or Cyrillic cue
# is a word's start (answer: answers, answered), but where a list says a word is whole;
# a Chinese cue is a run of characters.
CUES: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "lack": _words(
            "not no nothing none never neither cannot unable lack without gap blank "
            "quiet silent empty outside beyond unclear unknown unsure uncertain "
            "missing unavailable insufficient"
        ),
        "know": _words(
            "know knew knowledge information info detail specifics answer source "
            "document docs article material context passage faq record data trained "
            "training given provided find found locate sure clear cover mention "
            "addressed say tell spell explain confirm guidance notes reference "
            "aware idea clue access search check address"
        ),
        "self": _words("i i'm i've i'd me my myself assistant assistant's bot chatbot helper"),
        "store": _words("knowledge documentation docs faq context passages wiki handbook playbook"),
        "owned": _words(
            "source document article material record notes reference information page "
            "manual guide guidelines catalogue catalog sop doc list"
        ),
        "owner": _words("my our these provided retrieved available help given supplied in policy"),
        "you": _words("you your you're yours"),
        "handle": _words(
            "store share sell sold collect keep kept save send sent require need "
            "necessary charge accept ship deliver refund issue pass disclose retain "
            "transfer print bring attach upload submit sign expire valid change cancel modify"
        ),
        "tells": _words(
            "specif state say note list show explain confirm describe indicate mention clarif "
            "accord"
        ),
    },
    "ru": {
        "lack": _words(
            "не нет ни ничего ничем никак нигде никогда нету без неясн неизвестн "
            "непонятн пробел молч вне рамк предел недоступн отсутству ничто недостаточн "
            "невозможн"
        ),
        "know": _words(
            "знаю знает знать знани знал знаем знают информац сведени данные данных "
            "данными ответ источник документ стать материал контекст фрагмент база "
            "базе базы базу запис справк уверен найт найд нашел нашла нашлось нахож охватыва "
            "обнаруж отвеч обуч передавал передан расписан описан упомина упомян "
            "сказ говор подска касает касаю касающ разобран освещ покрыва подтверд "
            "помоч помогу известн поняти идея идеи курсе располага облада провер "
            "данным дали объясн подтян рекомендац замет видн"
        ),
        "self": _words(
            "я мне меня мной мой моя мое мои моих моем моей моим моими мою моего "
            "моему могу смогу знаю вижу нахожу нашел нашла уверен уверена "
            "располагаю обладаю подскажу скажу отвечу помогу бот бота боту чат-бот ассистент "
            "ассистента ассистенту помощник помощника помощнику"
        ),
        "store": _words("база базе базы базу контекст фрагмент документаци"),
        "owned": _words(
            "документ источник стать материал запис справк информац сведени центр вики "
            "памятк руководств регламент инструкци справочник"
        ),
        "owner": _words(
            "мои моих моем моей наш предоставленн найденн переданн справочн доступн имеющ в во "
            "текущ"
        ),
        "you": _words("вы вас вам ваш тебе тебя твой твоя твои"),
        "handle": _words(
            "нужн требу хран сохраня передаем передаются передадим списыва взима работает работают "
            "открыт "
            "доставля принима отправля возвраща собира обязательн плат продаем выда измен "
            "отмен"
        ),
        "tells": _words(
            "указ сказано говорится отмеч перечисл поясня объясня подтвержда описыва уточня"
        ),
    },
    "zh": {
        "lack": _words("不 没 无 未 缺 超出 盲区 只字未提 空白"),
        "know": _words(
            "数据 知道 清楚 确定 知识 信息 资料 文档 文章 答案 回答 作答 解答 上下文 段落 来源 "
            "内容 记录 找到 查到 提到 提及 涉及 覆盖 写明 说明 讲到 拿准 掌握 了解 "
            "答复 核实 确认 细节 说不准 说不好 解释 帮 准 出现 明确 调出 训练 写"
        ),
        "self": _words("我 机器人 小助手 助手 智能客服"),
        "store": _words("知识库 上下文 段落 检索 帮助中心 常见问题 知识"),
        "owned": _words("资料 文档 文章 材料 文本 文件 页面 维基 手册 规章 目录 价目表 说明书"),
        "owner": _words("我的 提供的 检索到的 现有 手头 参考 依据的 收到的 帮助 这些 给定的 政策"),
        "you": _words("您 你"),
        "handle": _words(
            "需要 保存 收取 收费 扣款 配送 提供给 退货 发货 存储 分享 共享 要求 必须 泄露 出售 "
            "保留 收集 修改 更改 取消"
        ),
        "tells": _words("写明 规定 注明 指出 显示 表明"),
    },
}
# words that start like a cue but are none: a prefix would otherwise take them
_NOT_CUE = {
    "en": _words(
        "nonetheless nevertheless notice noted foundation accessor clearan ideal "
        "location statement listen showroom"
    ),
    "ru": _words(
        "нельзя небольш немного неделю недели нескольк необходим ответствен базов статус указатель "
        "контекстн"
    ),
    # 我们 is the company, not the bot; the rest hold a negation and negate nothing
    # a store's page is a page of the site (常见问题页面暂时没有哈萨克语版本), and a
    # store that does not open is closed (帮助中心周日不营业): neither is the store lacking
    "zh": _words(
        "我们 不久 非常 无论 不仅 不少 没关系 无需 不妨 不管 不过 "
        "常见问题页面 帮助中心页面 知识库页面 不营业 不开放 不开门 知识付费"
    ),
}
# store nouns that are the bot's store only with the next word: "knowledge base", not "a
# lack of knowledge about how it spreads"; and never with it: a "context menu" is none
_STORE_BEFORE = {"knowledge": "base"}
_STORE_NOT_BEFORE = {
    "context": ("menu", "menus"),
    # "The FAQ page is not available in Kazakh yet": a page of the site
    "faq": ("page", "pages", "section", "link", "button", "tab"),
}
