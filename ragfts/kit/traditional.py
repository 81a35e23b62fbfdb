"""Traditional Chinese folded to Simplified (很抱歉，目前沒有相關資訊 is 很抱歉，目前没有相关信息),
as profile.fold folds case: a table of the Traditional characters support texts use
most, each to its Simplified one, and the words Taiwan's usage writes otherwise (資訊 for
信息, 支援 for 支持), every one keeping its length, so a position in the folded text is
one in the text. The rules and word lists are written in Simplified characters; a
folding profile indexes and searches the folded text (plain keeps the text as written).
"""

from __future__ import annotations

import re

_TRADITIONAL = (
    "並來個們側備傳價億優兒內冊凍則創劃動務勞勢匯區協厲參吳員問啓啞啟喪單嗎嚴圍圓圖團"
    "執堅場墊壓壞夠夥奪奮孫學實寧審寫寶將專尋對導屆層屬島帳幣幫幾庫廠廣廳張彈後徑從復"
    "態憑應懷戰戲戶掃換損擇擊擔據擬擴攜攝敗敵數斷於時晝暫曆曉書會東條業極構樓標樣機檔"
    "檢欄權歐歡歲歷歸殘殺氣決沒況減測準溫滅滿漲濟灣為無熱燈營爛爭爲狀獨獲獻現環產畫異"
    "當療發盡監盤瞭確碼礎禮禱稅種稱積穩窮競筆節範簡糧紀約納紐純紙級細紹終組結絕絡給統"
    "絲經綜綠維網緊緒線練縣縮總績織繫繳繼續罰羅習聖聞聯聲職聽肅脫腦臉臺與舉舊艦萬蓋藍"
    "藥蘇處號虧衛補裝裡製複見規視親覺覽觀訂計訊討訓記設許訴診註評詞詢試詩話該詳誌認誤"
    "說誰課調談請論諸謀講謝謹證識議護讀變讓豐貝負財貢貧貨販責貴買費貼資賓賞賠賣質購贊"
    "趕趨跡蹤車軍軟較載輔輕輛輸轉辦農這連週進運過達違遠適遲遷選遺還邊郵鄉鄰醫釋針鈔鈕"
    "銷錄錢錯鍵鎖鎮鐘鐵長門閉開間閱闆闊關陰陳陸陽隊階際隨險隱雖雙雜雞離難電霧靈靜響頁"
    "頂項順須預領頭頻題額顏願類顧顯風飛飯飲館馬驗體髮鬥魚鳥麗麥麼黃點齊齒齡龍龜"
)
_SIMPLIFIED = (
    "并来个们侧备传价亿优儿内册冻则创划动务劳势汇区协厉参吴员问启哑启丧单吗严围圆图团"
    "执坚场垫压坏够伙夺奋孙学实宁审写宝将专寻对导届层属岛账币帮几库厂广厅张弹后径从复"
    "态凭应怀战戏户扫换损择击担据拟扩携摄败敌数断于时昼暂历晓书会东条业极构楼标样机档"
    "检栏权欧欢岁历归残杀气决没况减测准温灭满涨济湾为无热灯营烂争为状独获献现环产画异"
    "当疗发尽监盘了确码础礼祷税种称积稳穷竞笔节范简粮纪约纳纽纯纸级细绍终组结绝络给统"
    "丝经综绿维网紧绪线练县缩总绩织系缴继续罚罗习圣闻联声职听肃脱脑脸台与举旧舰万盖蓝"
    "药苏处号亏卫补装里制复见规视亲觉览观订计讯讨训记设许诉诊注评词询试诗话该详志认误"
    "说谁课调谈请论诸谋讲谢谨证识议护读变让丰贝负财贡贫货贩责贵买费贴资宾赏赔卖质购赞"
    "赶趋迹踪车军软较载辅轻辆输转办农这连周进运过达违远适迟迁选遗还边邮乡邻医释针钞钮"
    "销录钱错键锁镇钟铁长门闭开间阅板阔关阴陈陆阳队阶际随险隐虽双杂鸡离难电雾灵静响页"
    "顶项顺须预领头频题额颜愿类顾显风飞饭饮馆马验体发斗鱼鸟丽麦么黄点齐齿龄龙龟"
)
_TABLE = str.maketrans(_TRADITIONAL, _SIMPLIFIED)
# whole words after the characters are mapped: 資訊 → 资讯 → 信息
_WORDS = (("资讯", "信息"), ("支援", "支持"), ("档案", "文件"), ("软体", "软件"), ("网路", "网络"))


# the table's Traditional characters: a text without any (Simplified Chinese, every
# other script) is returned as it is, with no pass of the table over it
_ANY = re.compile("[" + _TRADITIONAL + "]")


def simplified(text: str) -> str:
    if not _ANY.search(text):
        return text
    mapped = text.translate(_TABLE)
    for written, meant in _WORDS:
        mapped = mapped.replace(written, meant)
    return mapped
