"""Batteries of restated facts (2026-12-06, en/ru/zh): each a context, a right answer in a
bot's own words, and that answer with a condition of its own added. The fourth, written
before any mend and read: 9 of 30 right answers flagged, 2 of 30 conditions passed; now 3
and 1. The fifth (FIFTH, a library, a gym, fares, meters, tariffs, a hotel…), read with
fe4846a's rules: 5 and 2; now 1 and 2. The sixth (SIXTH): 8 and 0; now 2 and 0. The
seventh (SEVENTH, health: a clinic, tests, vaccines, in three languages), read at f482a66:
12 and 1; now 9 and 1. The eighth (EIGHTH, telecom, banking, flights, courses), read at
e7a43d8: 5 and 4; now 1 and 0. The ninth (NINTH, 18 answers of two or three sentences,
a greeting or a wish around the fact), read at 62cfbfb: 8 and 1; now 1 and 1. The tenth
(TENTH, 20 numbers in words: a couple, a dozen, half an hour, «полторы тысячи», 一千块,
each with a wrong number or unit beside it), read at bfef4db: 7 and 4; now 3 and 1. The
eleventh (ELEVENTH, 20 conditions of many kinds: a payment, a time of ordering, a first
order, an ID, hours, a count, a place), read at 8111f7a: 4 and 4; now 2 and 1. The
twelfth (TWELFTH, 16 negations and their opposites), read at 9dc8c87: 3 right answers
flagged and 11 opposites passed; now 1 and 5. The thirteenth (THIRTEENTH, 15 short
replies, "Yes, within 14 days.", read with their question), read at 2e9b6a2: 1 right
reply flagged and 7 wrong ones passed; now 0 and 1. The fourteenth (FOURTEENTH, 10 in
German), read at 0d10a04: 4 and 2; now 4 and 0. The fifteenth (FIFTEENTH, 16 conditions
in Russian and Chinese), read at 476bf5d: 1 and 2; now 0 and 1. The sixteenth
(SIXTEENTH, 12 times added: a season, "currently", the end of the year), read at
95eca74: 0 and 4; now 0 and 0. The seventeenth (SEVENTEENTH, 12 bounds and ranges,
each beside its bound turned), read at 396298d: 2 and 6; now 1 and 0. The eighteenth
(EIGHTEENTH, 10 of a software subscription's account and billing), read at 62de43e
with no mend of its own: 0 and 1. The nineteenth (NINETEENTH, 8 of the same in
Russian), read at 1baef68: 1 and 1; now 0 and 1. The twentieth (TWENTIETH, 12 of home
services in three languages), read at a1a99a6: 3 and 0; now 1 and 0. The twenty-first
(TWENTYFIRST, 12 of parcel lockers, exams, courses and a vet clinic), read at 710bd9a: 2
and 0; now 1 and 0. The twenty-second (TWENTYSECOND, 12 of tyre storage, a gym and a
pharmacy), read at 59aa9e4: 4 and 0; now 2 and 0. The twenty-third (TWENTYTHIRD, 12 of
rides, a library, insurance), read at 85f3e82: 2 and 1; now 1 and 0. The twenty-fourth
(TWENTYFOURTH, 10 replies that list: payment methods, warranty exclusions, steps), read
at 84832ad: 0 and 5; now 0 and 4. Those left are named below (README, "A fourth
statement battery", "a fifth" … "a twenty-fourth")."""

import pytest

from ragfts.grade.statements import check

BATTERY = [
    (
        "International roaming is activated automatically for all postpaid plans.",
        "Roaming switches on by itself on every postpaid plan.",
        "Roaming switches on by itself on every postpaid plan once you have been a customer for six months.",
    ),
    (
        "A replacement SIM card costs 5 euros and can be picked up in any of our stores.",
        "You can get a new SIM in any store for 5 euros.",
        "You can get a new SIM in any store for 5 euros, provided you bring your passport.",
    ),
    (
        "Refunds are paid back to the original payment method within 10 days.",
        "You'll get the money back on the same card within 10 days.",
        "You'll get the money back on the same card within 10 days, as long as the order was over 20 euros.",
    ),
    (
        "The museum is open daily from 10:00 to 18:00.",
        "It's open every day, 10 am to 6 pm.",
        "It's open every day, 10 am to 6 pm, but closed on Mondays in winter.",
    ),
    (
        "Children under 6 travel free of charge.",
        "Kids younger than six ride for free.",
        "Kids younger than six ride for free if accompanied by two adults.",
    ),
    (
        "You can change your delivery address until the order is packed.",
        "The address can be changed until packing.",
        "The address can be changed until packing, only through the mobile app.",
    ),
    (
        "Annual subscriptions can be cancelled at any time with a pro-rata refund.",
        "You may cancel a yearly subscription whenever you like and get a pro-rata refund.",
        "You may cancel a yearly subscription whenever you like and get a pro-rata refund, unless you signed up during a promotion.",
    ),
    (
        "Free Wi-Fi is available on all our trains.",
        "All of our trains have free Wi-Fi.",
        "All of our trains have free Wi-Fi in first class.",
    ),
    (
        "The loan can be repaid early without any fee.",
        "Early repayment is free.",
        "Early repayment is free after the first 12 months.",
    ),
    (
        "Pets up to 8 kg may travel in the cabin in a carrier.",
        "Pets weighing up to 8 kg can fly in the cabin if they are in a carrier.",
        "Pets weighing up to 8 kg can fly in the cabin if they are in a carrier and have a vet certificate.",
    ),
    (
        "Перевыпуск карты бесплатный и занимает до 5 рабочих дней.",
        "Карту перевыпустят бесплатно за 5 рабочих дней или быстрее.",
        "Карту перевыпустят бесплатно за 5 рабочих дней, если вы клиент банка больше года.",
    ),
    (
        "Номер можно сохранить при переходе от другого оператора.",
        "При переходе от другого оператора ваш номер сохранится.",
        "При переходе от другого оператора ваш номер сохранится, но только при личном визите в салон.",
    ),
    (
        "Бесплатная доставка действует для заказов от 3000 рублей.",
        "Доставка бесплатна, если заказ от 3000 рублей.",
        "Доставка бесплатна, если заказ от 3000 рублей и оплачен онлайн.",
    ),
    (
        "Отменить бронирование можно без штрафа за 24 часа до заезда.",
        "Без штрафа бронь отменяется за сутки до заезда.",
        "Без штрафа бронь отменяется за сутки до заезда, кроме праздничных дней.",
    ),
    (
        "Курс доступен в течение года после покупки.",
        "После покупки курс открыт 12 месяцев.",
        "После покупки курс открыт 12 месяцев при условии ежемесячной оплаты.",
    ),
    (
        "Детям до 7 лет вход в музей бесплатный.",
        "Для детей младше семи лет вход бесплатный.",
        "Для детей младше семи лет вход бесплатный по предварительной записи.",
    ),
    (
        "Кешбэк начисляется на все покупки по карте.",
        "Кешбэк начисляют за любые покупки картой.",
        "Кешбэк начисляют за любые покупки картой в супермаркетах.",
    ),
    (
        "Сменить тариф можно в личном кабинете.",
        "Тариф меняется в личном кабинете.",
        "Тариф меняется в личном кабинете не чаще раза в месяц.",
    ),
    (
        "Ремонт по гарантии занимает до 14 дней.",
        "Гарантийный ремонт длится не больше 14 дней.",
        "Гарантийный ремонт длится не больше 14 дней, если есть детали на складе.",
    ),
    (
        "Оплатить заказ можно картой или наличными курьеру.",
        "Заказ оплачивается картой либо наличными курьеру.",
        "Заказ оплачивается картой либо наличными курьеру, только в пределах Москвы.",
    ),
    (
        "会员每月可以免费领取两张电影票。",
        "会员每个月能免费拿两张电影票。",
        "会员每个月能免费拿两张电影票，但仅限工作日使用。",
    ),
    ("本店支持七天无理由退货。", "可以七天无理由退货。", "可以七天无理由退货，前提是商品未拆封。"),
    (
        "信用卡年费首年免收。",
        "第一年不收信用卡年费。",
        "第一年不收信用卡年费，需要每月刷卡满五次。",
    ),
    ("酒店提供免费早餐。", "酒店的早餐是免费的。", "酒店的早餐是免费的，仅限会员。"),
    (
        "快递通常在下单后48小时内发出。",
        "一般下单后两天内发货。",
        "一般下单后两天内发货，除周末外。",
    ),
    (
        "账户密码可以在网页端修改。",
        "在网页上就能改密码。",
        "在网页上就能改密码，只有实名认证后才可以。",
    ),
    ("停车场对住客免费开放。", "住客停车免费。", "住客停车免费，最多停三小时。"),
    ("购买满200元可享受包邮服务。", "买满200元就包邮。", "买满200元就包邮，偏远地区除外。"),
    (
        "儿童票适用于身高1.2米以下的儿童。",
        "身高不到1.2米的孩子可以买儿童票。",
        "身高不到1.2米的孩子可以买儿童票，须由家长陪同购买。",
    ),
    (
        "网上银行全天24小时可用。",
        "网银一天24小时都能用。",
        "网银一天24小时都能用，系统维护期间除外。",
    ),
]

FIFTH = [
    (
        "Library members can borrow up to 10 books at a time for three weeks.",
        "Members may take out as many as 10 books at once, for three weeks.",
        "Members may take out as many as 10 books at once, for three weeks, but only with a photo ID.",
    ),
    (
        "The gym is open 24 hours a day, seven days a week.",
        "The gym never closes: it's open around the clock every day.",
        "The gym is open around the clock every day except public holidays.",
    ),
    (
        "Checked baggage up to 23 kg is included in all economy fares.",
        "All economy fares include one checked bag of up to 23 kg.",
        "All economy fares include one checked bag of up to 23 kg when booked online.",
    ),
    (
        "Meter readings can be submitted through the app between the 15th and the 25th of each month.",
        "You can send your meter readings in the app from the 15th to the 25th of every month.",
        "You can send your meter readings in the app from the 15th to the 25th of every month, after registering your meter number by phone.",
    ),
    (
        "Travel insurance covers medical costs abroad up to 50,000 euros.",
        "Medical expenses abroad are covered up to 50,000 euros.",
        "Medical expenses abroad are covered up to 50,000 euros for trips shorter than 30 days.",
    ),
    (
        "Seats can be selected free of charge 24 hours before departure.",
        "Seat selection is free from 24 hours before the flight.",
        "Seat selection is free from 24 hours before the flight for frequent flyer members.",
    ),
    (
        "The warranty can be extended by two years for 49 euros.",
        "For 49 euros you can add two more years of warranty.",
        "For 49 euros you can add two more years of warranty within 30 days of purchase.",
    ),
    (
        "Students get a 20% discount on monthly passes.",
        "Monthly passes are 20% cheaper for students.",
        "Monthly passes are 20% cheaper for students under 25.",
    ),
    (
        "Parcels are kept at the pickup point for 7 days.",
        "Your parcel waits at the pickup point for a week.",
        "Your parcel waits at the pickup point for a week, and you can extend it once.",
    ),
    (
        "Account statements are sent by email on the first day of every month.",
        "You get your statement by email on the 1st of each month.",
        "You get your statement by email on the 1st of each month if paper statements are switched off.",
    ),
    (
        "Абонемент в бассейн действует 30 дней с момента первого посещения.",
        "Абонемент работает 30 дней начиная с первого визита.",
        "Абонемент работает 30 дней начиная с первого визита, заморозить его нельзя.",
    ),
    (
        "Доставка продуктов бесплатна при заказе от 2000 рублей.",
        "При заказе от 2000 рублей продукты привезут бесплатно.",
        "При заказе от 2000 рублей продукты привезут бесплатно, кроме выходных.",
    ),
    (
        "Сим-карту можно восстановить в любом салоне связи по паспорту.",
        "Восстановить сим-карту можно в любом салоне, взяв с собой паспорт.",
        "Восстановить сим-карту можно в любом салоне, взяв с собой паспорт и старую карту.",
    ),
    (
        "Кредитные каникулы предоставляются на срок до 6 месяцев.",
        "Кредитные каникулы дают максимум на полгода.",
        "Кредитные каникулы дают максимум на полгода, если доход снизился более чем на 30 %.",
    ),
    (
        "Перерасчёт за отопление проводится один раз в год, в первом квартале.",
        "Отопление пересчитывают раз в год, в первом квартале.",
        "Отопление пересчитывают раз в год, в первом квартале, по заявлению жильца.",
    ),
    (
        "Детям до 3 лет место в самолёте не требуется.",
        "Ребёнку младше трёх лет отдельное место в самолёте не нужно.",
        "Ребёнку младше трёх лет отдельное место в самолёте не нужно на внутренних рейсах.",
    ),
    (
        "Вернуть билет в театр можно не позднее чем за 3 дня до спектакля.",
        "Билет в театр принимают обратно минимум за 3 дня до спектакля.",
        "Билет в театр принимают обратно минимум за 3 дня до спектакля с удержанием 10 %.",
    ),
    (
        "Онлайн-консультация врача стоит 900 рублей.",
        "Консультация с врачом онлайн обойдётся в 900 рублей.",
        "Консультация с врачом онлайн обойдётся в 900 рублей при оплате картой.",
    ),
    (
        "Бонусы начисляются в размере 5 % от суммы покупки.",
        "С каждой покупки на счёт приходит 5 % бонусами.",
        "С каждой покупки на счёт приходит 5 % бонусами, но не больше 500 в месяц.",
    ),
    (
        "Пункт выдачи работает ежедневно с 9 до 21.",
        "Пункт выдачи открыт каждый день с 9:00 до 21:00.",
        "Пункт выдачи открыт каждый день с 9:00 до 21:00, в воскресенье до 18:00.",
    ),
    (
        "会员每月可免费取消两次预约。",
        "会员每个月可以免费取消预约两次。",
        "会员每个月可以免费取消预约两次，需提前24小时。",
    ),
    ("退货运费由商家承担。", "退货的运费由商家来出。", "退货的运费由商家来出，仅限质量问题。"),
    (
        "本店支持七天无理由退货。",
        "在本店买的东西七天内可以无理由退货。",
        "在本店买的东西七天内可以无理由退货，但必须保留原包装。",
    ),
    (
        "信用卡每月账单日为15号。",
        "信用卡的账单日是每个月15号。",
        "信用卡的账单日是每个月15号，节假日顺延。",
    ),
    (
        "网约车取消订单5分钟内免费。",
        "叫车后5分钟内取消不收费。",
        "叫车后5分钟内取消不收费，每天限三次。",
    ),
    (
        "学生凭学生证购买火车票可享受半价优惠。",
        "学生出示学生证买火车票能打五折。",
        "学生出示学生证买火车票能打五折，仅限寒暑假。",
    ),
    ("电费可以通过支付宝缴纳。", "交电费可以用支付宝。", "交电费可以用支付宝，手续费1元。"),
    (
        "酒店入住时间为下午两点以后。",
        "酒店下午2点以后可以办理入住。",
        "酒店下午2点以后可以办理入住，需支付押金500元。",
    ),
    ("手机维修保修期为90天。", "手机修好后保修90天。", "手机修好后保修90天，人为损坏除外。"),
    ("博物馆每周一闭馆。", "博物馆周一不开门。", "博物馆周一不开门，法定节假日除外。"),
]
BATTERY += FIFTH

# The sixth (shipping, support hours, gift cards, a pool, transfers, 包邮, 客服…), read with
# 07288a5's rules: 8 right answers flagged, 0 conditions passed; now 2 and 0
SIXTH = [
    (
        "Orders over 50 euros ship free within Germany.",
        "Shipping inside Germany is free for orders above 50 euros.",
        "Shipping inside Germany is free for orders above 50 euros if you pay by card.",
    ),
    (
        "Our support line is available Monday to Friday from 8:00 to 20:00.",
        "You can call support on weekdays between 8 am and 8 pm.",
        "You can call support on weekdays between 8 am and 8 pm, except during public holidays.",
    ),
    (
        "Gift cards are valid for three years from the date of purchase.",
        "A gift card stays valid for three years after you buy it.",
        "A gift card stays valid for three years after you buy it, as long as it is registered online.",
    ),
    (
        "Unused tickets can be exchanged up to 24 hours before the show.",
        "You can swap an unused ticket until 24 hours before the performance.",
        "You can swap an unused ticket until 24 hours before the performance for a fee of 3 euros.",
    ),
    (
        "The hotel offers free parking for guests.",
        "Guests park for free at the hotel.",
        "Guests park for free at the hotel for up to two nights.",
    ),
    (
        "Contact lenses can be returned within 14 days if the package is unopened.",
        "Unopened contact lens packs can be sent back within 14 days.",
        "Unopened contact lens packs can be sent back within 14 days with the original receipt.",
    ),
    (
        "Members earn one point for every euro spent.",
        "Each euro you spend gives you one point.",
        "Each euro you spend gives you one point, doubled on weekends.",
    ),
    (
        "The app lets you freeze your card instantly.",
        "You can block your card in the app right away.",
        "You can block your card in the app right away, but only during business hours.",
    ),
    (
        "Bicycles are allowed on regional trains outside rush hours.",
        "You can take a bike on regional trains except at rush hour.",
        "You can take a bike on regional trains except at rush hour, if you buy a bike ticket.",
    ),
    (
        "Repairs under warranty are carried out within 10 working days.",
        "A warranty repair takes at most 10 working days.",
        "A warranty repair takes at most 10 working days in our main service centre.",
    ),
    (
        "Заказ можно отменить бесплатно до момента отправки.",
        "Пока заказ не отправлен, его можно отменить без оплаты.",
        "Пока заказ не отправлен, его можно отменить без оплаты через личный кабинет.",
    ),
    (
        "Пенсионерам предоставляется скидка 10 % по будним дням.",
        "В будние дни пенсионеры получают скидку 10 %.",
        "В будние дни пенсионеры получают скидку 10 % при предъявлении карты магазина.",
    ),
    (
        "Бассейн работает ежедневно с 7:00 до 22:00.",
        "Бассейн открыт каждый день с 7 утра до 10 вечера.",
        "Бассейн открыт каждый день с 7 утра до 10 вечера, кроме санитарного дня.",
    ),
    (
        "Доставка по Москве занимает 1–2 дня.",
        "По Москве заказ привезут за один-два дня.",
        "По Москве заказ привезут за один-два дня, если оформить его до 14:00.",
    ),
    (
        "Электронный чек приходит на почту сразу после оплаты.",
        "Сразу после оплаты чек отправляется вам на электронную почту.",
        "Сразу после оплаты чек отправляется вам на электронную почту, указанную в профиле не позднее суток назад.",
    ),
    (
        "Перевод между своими счетами выполняется без комиссии.",
        "Переводить деньги между своими счетами можно бесплатно.",
        "Переводить деньги между своими счетами можно бесплатно до 100 000 рублей в месяц.",
    ),
    (
        "Абонемент можно заморозить на срок до 30 дней.",
        "Заморозить абонемент можно максимум на 30 дней.",
        "Заморозить абонемент можно максимум на 30 дней один раз в год.",
    ),
    (
        "Гарантия на ноутбуки составляет 2 года.",
        "На ноутбуки действует двухлетняя гарантия.",
        "На ноутбуки действует двухлетняя гарантия при регистрации на сайте.",
    ),
    (
        "Возврат средств производится на карту, с которой была оплата.",
        "Деньги вернутся на ту карту, которой вы платили.",
        "Деньги вернутся на ту карту, которой вы платили, в течение 30 дней.",
    ),
    (
        "Детям до 7 лет вход в музей бесплатный.",
        "Дети младше семи лет проходят в музей бесплатно.",
        "Дети младше семи лет проходят в музей бесплатно в сопровождении взрослых.",
    ),
    (
        "会员生日当月可享受九折优惠。",
        "会员在生日那个月买东西打九折。",
        "会员在生日那个月买东西打九折，仅限线下门店。",
    ),
    ("订单满99元包邮。", "买满99元就免运费。", "买满99元就免运费，偏远地区除外。"),
    (
        "客服热线每天9:00至21:00提供服务。",
        "客服电话每天早上9点到晚上9点都有人接。",
        "客服电话每天早上9点到晚上9点都有人接，节假日休息。",
    ),
    (
        "电子发票可在订单完成后下载。",
        "订单完成以后就能下载电子发票。",
        "订单完成以后就能下载电子发票，需要先实名认证。",
    ),
    (
        "学生凭学生证可购买半价票。",
        "带学生证的学生可以买半价票。",
        "带学生证的学生可以买半价票，每天限购一张。",
    ),
    (
        "本店支持七天无理由退货。",
        "在本店买的东西七天内可以无理由退。",
        "在本店买的东西七天内可以无理由退，但要保留包装。",
    ),
    ("酒店提供免费早餐。", "住酒店包早餐，不用另外付钱。", "住酒店包早餐，不用另外付钱，限两人。"),
    ("快递一般3天内送达。", "快递通常三天以内就到。", "快递通常三天以内就到，周末顺延。"),
    ("信用卡免年费。", "这张信用卡不收年费。", "这张信用卡不收年费，每年刷满六次即可。"),
    (
        "宠物可以带进餐厅的室外区域。",
        "宠物能进餐厅的露天区。",
        "宠物能进餐厅的露天区，但必须拴绳。",
    ),
]
BATTERY += SIXTH

SEVENTH = [
    (
        "Vaccination is free of charge for all residents at any public health center.",
        "Any resident can get vaccinated for free at a public health center.",
        "Any resident can get vaccinated for free at a public health center if they book online first.",
    ),
    (
        "The second dose is given 21 days after the first one.",
        "You get your second shot three weeks after the first.",
        "You get your second shot three weeks after the first, unless you had a fever.",
    ),
    (
        "PCR test results are usually available within 24 hours and are sent by email.",
        "You'll normally get the PCR result by email within a day.",
        "You'll normally get the PCR result by email within a day, but only on weekdays.",
    ),
    (
        "Close contacts must self-isolate for 7 days after the last contact.",
        "If you were a close contact, stay home for a week after you last saw the person.",
        "If you were a close contact, stay home for a week after you last saw the person, even if you are vaccinated.",
    ),
    (
        "Masks are required on public transport and in pharmacies.",
        "You have to wear a mask on buses and trains and in pharmacies.",
        "You have to wear a mask on buses and trains and in pharmacies for children over 12.",
    ),
    (
        "Home visits by a doctor can be requested by phone between 8:00 and 14:00.",
        "You can ask for a doctor to come to your home by calling from 8 am to 2 pm.",
        "You can ask for a doctor to come to your home by calling from 8 am to 2 pm, for a fee of 20 euros.",
    ),
    (
        "The vaccination certificate appears in your online account three days after the second dose.",
        "Three days after your second dose, the certificate shows up in your online account.",
        "Three days after your second dose, the certificate shows up in your online account and is valid for one year.",
    ),
    (
        "Wash your hands with soap for at least 20 seconds.",
        "Use soap and wash your hands for 20 seconds or longer.",
        "Use soap and wash your hands for 20 seconds or longer, five times a day.",
    ),
    (
        "Travellers arriving from abroad need a negative test taken no more than 72 hours before departure.",
        "If you fly in from abroad, you need a negative test done within 72 hours before you leave.",
        "If you fly in from abroad, you need a negative test done within 72 hours before you leave, paid by the airline.",
    ),
    (
        "Children under 12 do not need to wear a mask.",
        "Kids younger than 12 don't have to wear a mask.",
        "Kids younger than 12 don't have to wear a mask outdoors.",
    ),
    (
        "Записаться к терапевту можно на портале госуслуг или по телефону 122.",
        "К терапевту записываются через госуслуги или по номеру 122.",
        "К терапевту записываются через госуслуги или по номеру 122, но только с полисом ОМС.",
    ),
    (
        "Инкубационный период составляет от 2 до 14 дней.",
        "Симптомы появляются через 2–14 дней после заражения.",
        "Симптомы появляются через 2–14 дней после заражения, у детей быстрее.",
    ),
    (
        "Больничный лист открывает врач после осмотра, электронный лист приходит в личный кабинет.",
        "После осмотра врач откроет больничный, а электронный лист придёт в ваш личный кабинет.",
        "После осмотра врач откроет больничный на 10 дней, а электронный лист придёт в ваш личный кабинет.",
    ),
    (
        "ПЦР-тест можно сдать бесплатно в поликлинике по направлению врача.",
        "По направлению от врача ПЦР-тест в поликлинике делают бесплатно.",
        "По направлению от врача ПЦР-тест в поликлинике делают бесплатно раз в месяц.",
    ),
    (
        "Скорую вызывают по номеру 103 при одышке или боли в груди.",
        "Если трудно дышать или болит грудь, звоните в скорую по 103.",
        "Если трудно дышать или болит грудь, звоните в скорую по 103 с мобильного телефона.",
    ),
    (
        "Самоизоляция после контакта с заболевшим длится 7 дней.",
        "После контакта с больным нужно провести на самоизоляции неделю.",
        "После контакта с больным нужно провести на самоизоляции неделю, если нет прививки.",
    ),
    (
        "Сертификат о вакцинации появляется на госуслугах через три дня после второй прививки.",
        "Через три дня после второй прививки сертификат будет на госуслугах.",
        "Через три дня после второй прививки сертификат будет на госуслугах, а бумажную копию выдают в поликлинике.",
    ),
    (
        "Руки моют с мылом не менее 20 секунд.",
        "Мыть руки с мылом нужно хотя бы 20 секунд.",
        "Мыть руки с мылом нужно хотя бы 20 секунд тёплой водой.",
    ),
    (
        "Врача на дом вызывают при температуре выше 38 градусов.",
        "Если температура больше 38, можно вызвать врача домой.",
        "Если температура больше 38 дольше двух дней, можно вызвать врача домой.",
    ),
    (
        "Прививку делают в поликлинике по месту прикрепления без записи.",
        "Привиться можно в своей поликлинике, записываться не нужно.",
        "Привиться можно в своей поликлинике, записываться не нужно, если вам больше 18 лет.",
    ),
    (
        "灭活疫苗需接种两剂，间隔3至8周。",
        "灭活疫苗要打两针，两针之间隔3到8周。",
        "灭活疫苗要打两针，两针之间隔3到8周，60岁以上的人除外。",
    ),
    (
        "核酸检测单人检测费用为16元。",
        "一个人做一次核酸检测收费16元。",
        "一个人做一次核酸检测收费16元，医保可以报销。",
    ),
    (
        "核酸结果一般6至12小时出来，可在健康码小程序中查询。",
        "核酸结果通常6到12个小时就能出来，在健康码小程序里能查到。",
        "核酸结果通常6到12个小时就能出来，在健康码小程序里能查到，周末会慢一些。",
    ),
    (
        "密切接触者需集中隔离7天。",
        "密接人员要集中隔离一周。",
        "密接人员要集中隔离一周，费用由个人承担。",
    ),
    (
        "体温超过37.3℃应前往就近医院发热门诊就诊。",
        "体温高于37.3度的话，要去附近医院的发热门诊看病。",
        "体温高于37.3度的话，要去附近医院的发热门诊看病，需要提前预约。",
    ),
    (
        "儿童多为轻症，高烧不退时应及时到儿科就诊。",
        "孩子一般症状比较轻，如果一直高烧不退，要尽快去看儿科。",
        "孩子一般症状比较轻，如果一直高烧不退超过两天，要尽快去看儿科。",
    ),
    (
        "用肥皂和流动水洗手至少20秒。",
        "洗手要用肥皂和流动的水，最少洗20秒。",
        "洗手要用肥皂和流动的水，最少洗20秒，用温水效果更好。",
    ),
    (
        "病毒在塑料表面可存活2至3天。",
        "病毒在塑料上能活两到三天。",
        "病毒在塑料上能活两到三天，在低温环境下更久。",
    ),
    (
        "在公共交通工具上应规范佩戴口罩。",
        "坐公交地铁的时候要戴好口罩。",
        "坐公交地铁的时候要戴好口罩，不戴会被罚款50元。",
    ),
    (
        "接种疫苗需携带身份证。",
        "去打疫苗记得带上身份证。",
        "去打疫苗记得带上身份证和户口本。",
    ),
]
BATTERY += SEVENTH

EIGHTH = [
    (
        "Students get a 20% discount on the monthly plan with a valid student ID.",
        "With a valid student card, the monthly plan is 20% cheaper for students.",
        "With a valid student card, the monthly plan is 20% cheaper for students under 25.",
    ),
    (
        "Unused mobile data carries over to the next month.",
        "Any data you don't use rolls over into next month.",
        "Any data you don't use rolls over into next month, up to 5 GB.",
    ),
    (
        "International transfers take up to 3 business days.",
        "A transfer abroad arrives within 3 working days at most.",
        "A transfer abroad arrives within 3 working days at most, if sent before noon.",
    ),
    (
        "The card's annual fee is waived in the first year.",
        "You pay no annual fee for the card during the first year.",
        "You pay no annual fee for the card during the first year if you spend 500 euros a month.",
    ),
    (
        "Checked baggage allowance is one bag of up to 23 kg.",
        "You can check in one bag weighing no more than 23 kg.",
        "You can check in one bag weighing no more than 23 kg, plus a free second bag for gold members.",
    ),
    (
        "Online check-in opens 24 hours before departure.",
        "You can check in online from 24 hours before your flight.",
        "You can check in online from 24 hours before your flight, except on domestic routes.",
    ),
    (
        "Courses can be cancelled free of charge up to 14 days before the start date.",
        "Cancelling a course costs nothing if you do it at least 14 days before it starts.",
        "Cancelling a course costs nothing if you do it at least 14 days before it starts and in writing.",
    ),
    (
        "Certificates are issued within 10 working days after the final exam.",
        "After the final exam, you'll receive your certificate within 10 business days.",
        "After the final exam, you'll receive your certificate within 10 business days by post.",
    ),
    (
        "The SIM card is activated automatically within two hours of purchase.",
        "Your SIM switches on by itself within 2 hours after you buy it.",
        "Your SIM switches on by itself within 2 hours after you buy it, once you register it online.",
    ),
    (
        "Late payment incurs a fee of 15 euros.",
        "If you pay late, there is a 15 euro fee.",
        "If you pay late, there is a 15 euro fee per week.",
    ),
    (
        "Перевод между своими счетами выполняется мгновенно и без комиссии.",
        "Деньги между вашими счетами переводятся сразу, комиссии нет.",
        "Деньги между вашими счетами переводятся сразу, комиссии нет, если сумма до 100 000 рублей.",
    ),
    (
        "Кредитные каникулы можно оформить не более чем на 6 месяцев.",
        "Оформить кредитные каникулы можно максимум на полгода.",
        "Оформить кредитные каникулы можно максимум на полгода и только один раз.",
    ),
    (
        "Перевыпуск карты при истечении срока действия бесплатный.",
        "Когда срок карты заканчивается, новую выпускают бесплатно.",
        "Когда срок карты заканчивается, новую выпускают бесплатно и привозят курьером.",
    ),
    (
        "Багаж до 10 кг можно взять в салон бесплатно.",
        "Ручную кладь весом до 10 кг в салон берут без доплаты.",
        "Ручную кладь весом до 10 кг в салон берут без доплаты на рейсах по России.",
    ),
    (
        "Регистрация на рейс закрывается за 40 минут до вылета.",
        "Зарегистрироваться на рейс можно не позже чем за 40 минут до вылета.",
        "Зарегистрироваться на рейс можно не позже чем за 40 минут до вылета, а в Шереметьеве — за час.",
    ),
    (
        "Абонентская плата по тарифу «Базовый» составляет 350 рублей в месяц.",
        "Тариф «Базовый» стоит 350 рублей в месяц.",
        "Тариф «Базовый» стоит 350 рублей в месяц для новых абонентов.",
    ),
    (
        "Сменить тариф можно в личном кабинете или в мобильном приложении.",
        "Поменять тариф можно в приложении или в личном кабинете.",
        "Поменять тариф можно в приложении или в личном кабинете, но не чаще раза в месяц.",
    ),
    (
        "Занятия в группе проходят два раза в неделю по 90 минут.",
        "Группа занимается дважды в неделю, каждое занятие длится полтора часа.",
        "Группа занимается дважды в неделю, каждое занятие длится полтора часа, по вечерам.",
    ),
    (
        "Справку об обучении выдают в течение 5 рабочих дней после заявления.",
        "Справку об обучении выдают за 5 рабочих дней после того, как вы подадите заявление.",
        "Справку об обучении выдают за 5 рабочих дней после того, как вы подадите заявление лично.",
    ),
    (
        "Вклад можно пополнять в любое время без ограничений.",
        "Пополнять вклад можно когда угодно и на любую сумму.",
        "Пополнять вклад можно когда угодно и на любую сумму, кроме последнего месяца.",
    ),
    (
        "跨行转账手续费为每笔2元。",
        "转账到其他银行，每笔收2元手续费。",
        "转账到其他银行，每笔收2元手续费，超过5万元另收费。",
    ),
    (
        "信用卡首年免年费。",
        "信用卡第一年不收年费。",
        "信用卡第一年不收年费，刷满6次第二年也免。",
    ),
    (
        "套餐内流量当月有效，不可结转。",
        "套餐里的流量只能当月用，不能转到下个月。",
        "套餐里的流量只能当月用，不能转到下个月，国际漫游流量除外。",
    ),
    (
        "国内航班提前45分钟停止办理登机手续。",
        "国内航班起飞前45分钟就不能再办登机手续了。",
        "国内航班起飞前45分钟就不能再办登机手续了，节假日提前到60分钟。",
    ),
    (
        "经济舱免费托运行李额为20公斤。",
        "坐经济舱可以免费托运20公斤的行李。",
        "坐经济舱可以免费托运20公斤的行李，国际航线是两件。",
    ),
    (
        "课程开课前7天内取消不予退款。",
        "开课前7天以内取消的话，学费不退。",
        "开课前7天以内取消的话，学费不退，但可以转到下一期。",
    ),
    (
        "手机号码可以在营业厅或App上办理过户。",
        "号码过户可以去营业厅办，也可以在App上办。",
        "号码过户可以去营业厅办，也可以在App上办，需要双方都到场。",
    ),
    (
        "宽带安装一般在下单后3个工作日内完成。",
        "宽带一般下单后3个工作日内就能装好。",
        "宽带一般下单后3个工作日内就能装好，偏远地区要5天。",
    ),
    (
        "存款利率为年化2.5%。",
        "存款的年利率是2.5%。",
        "存款的年利率是2.5%，存满三年才有。",
    ),
    (
        "学员可以免费补考一次。",
        "学员有一次免费补考的机会。",
        "学员有一次免费补考的机会，需要提前一周报名。",
    ),
]
BATTERY += EIGHTH

NINTH = [
    (
        "Orders over 50 euros ship free within Germany.",
        "Good news! Shipping is free within Germany for orders above 50 euros. Let me know if you need anything else.",
        "Good news! Shipping is free within Germany for orders above 50 euros. This applies to orders placed on weekdays only.",
    ),
    (
        "You can return unworn shoes within 30 days for a full refund.",
        "Thanks for reaching out. Unworn shoes can be returned within 30 days, and you'll get a full refund.",
        "Thanks for reaching out. Unworn shoes can be returned within 30 days, and you'll get a full refund minus a 5 euro handling fee.",
    ),
    (
        "The gym is open 24 hours a day for members with a premium pass.",
        "Hi! With a premium pass, members can use the gym around the clock. Have a great workout!",
        "Hi! With a premium pass, members can use the gym around the clock. Guests must leave by 22:00.",
    ),
    (
        "Password resets are done via the 'Forgot password' link on the login page.",
        "No problem. Click 'Forgot password' on the login page to reset it. Hope that helps!",
        "No problem. Click 'Forgot password' on the login page to reset it. The link is valid for 15 minutes.",
    ),
    (
        "Invoices are available in the Billing section of your account.",
        "You'll find your invoices under Billing in your account. Is there anything else I can help with?",
        "You'll find your invoices under Billing in your account. Invoices older than two years are deleted.",
    ),
    (
        "Gift cards never expire.",
        "Great question! Our gift cards don't have an expiry date.",
        "Great question! Our gift cards don't have an expiry date, but they can only be used online.",
    ),
    (
        "Appointments can be rescheduled online up to 24 hours in advance.",
        "Sure! You can move your appointment online as long as it's at least 24 hours ahead. Anything else?",
        "Sure! You can move your appointment online as long as it's at least 24 hours ahead. Each change costs 10 euros.",
    ),
    (
        "Здравствуйте! Доставка по Москве занимает 1 день.",
        "Добрый день! По Москве доставим за 1 день. Хорошего дня!",
        "Добрый день! По Москве доставим за 1 день. В выходные доставка не работает.",
    ),
    (
        "Возврат денег на карту занимает до 10 рабочих дней.",
        "Спасибо за обращение. Деньги вернутся на карту в течение 10 рабочих дней. Если будут вопросы — пишите!",
        "Спасибо за обращение. Деньги вернутся на карту в течение 10 рабочих дней. Для карт других банков — до 30 дней.",
    ),
    (
        "Пароль от Wi-Fi в отеле указан на ключ-карте.",
        "Пароль от Wi-Fi написан на вашей ключ-карте. Приятного отдыха!",
        "Пароль от Wi-Fi написан на вашей ключ-карте. Пароль меняется каждый день в полдень.",
    ),
    (
        "Подписку можно отменить в любой момент в настройках профиля.",
        "Конечно! Отменить подписку можно когда угодно в настройках профиля. Обращайтесь, если что.",
        "Конечно! Отменить подписку можно когда угодно в настройках профиля. Деньги за текущий месяц не возвращаются.",
    ),
    (
        "Бонусы сгорают через 12 месяцев после начисления.",
        "Бонусы действуют 12 месяцев с момента начисления, потом сгорают. Чем ещё могу помочь?",
        "Бонусы действуют 12 месяцев с момента начисления, потом сгорают. Продлить их нельзя.",
    ),
    (
        "Оплатить заказ можно картой или наличными при получении.",
        "Здравствуйте! Заказ можно оплатить картой или наличными, когда будете получать. Хорошего дня!",
        "Здравствуйте! Заказ можно оплатить картой или наличными, когда будете получать. Наличными — не больше 50 000 рублей.",
    ),
    (
        "会员每月可免费领取一张电影票。",
        "您好！会员每个月都能免费领一张电影票。祝您观影愉快！",
        "您好！会员每个月都能免费领一张电影票。电影票仅限工作日使用。",
    ),
    (
        "退货运费由商家承担。",
        "亲，退货的运费是商家出的哦。还有其他问题吗？",
        "亲，退货的运费是商家出的哦。但是需要在签收后3天内申请。",
    ),
    (
        "积分可以在下单时抵扣现金，100积分抵1元。",
        "您好，下单的时候可以用积分抵现金，100积分抵1元。感谢您的支持！",
        "您好，下单的时候可以用积分抵现金，100积分抵1元。每单最多抵扣50元。",
    ),
    (
        "酒店提供免费早餐，时间为7点至10点。",
        "您好！酒店有免费早餐，早上7点到10点供应。祝您入住愉快！",
        "您好！酒店有免费早餐，早上7点到10点供应。儿童早餐需另付费。",
    ),
    (
        "账户注销后数据无法恢复。",
        "您好，账户注销以后，数据就没办法恢复了。请您谨慎操作。",
        "您好，账户注销以后，数据就没办法恢复了。注销申请需要7天审核。",
    ),
]
BATTERY += NINTH

# the tenth's third item is the right one with another number or unit, not a condition
TENTH = [
    (
        "Deliveries take 2 days.",
        "Delivery takes a couple of days.",
        "Delivery takes a couple of weeks.",
    ),
    (
        "A box holds 12 eggs.",
        "There are a dozen eggs in a box.",
        "There are two dozen eggs in a box.",
    ),
    (
        "The meeting lasts 30 minutes.",
        "The meeting takes half an hour.",
        "The meeting takes an hour.",
    ),
    (
        "Statements are sent twice a month.",
        "You get a statement every two weeks.",
        "You get a statement every week.",
    ),
    (
        "The pool is cleaned every 2 days.",
        "The pool is cleaned every other day.",
        "The pool is cleaned every day.",
    ),
    (
        "The warranty lasts 24 months.",
        "The warranty is valid for two years.",
        "The warranty is valid for three years.",
    ),
    (
        "Support replies within 48 hours.",
        "Support gets back to you within two days.",
        "Support gets back to you within a day.",
    ),
    (
        "The fee is 1,000 rubles.",
        "The fee is one thousand rubles.",
        "The fee is two thousand rubles.",
    ),
    ("Доставка занимает 2 дня.", "Доставка займёт пару дней.", "Доставка займёт пару недель."),
    (
        "Выписку присылают 1 раз в месяц.",
        "Выписку присылают ежемесячно.",
        "Выписку присылают еженедельно.",
    ),
    ("Гарантия — 12 месяцев.", "Гарантия действует год.", "Гарантия действует два года."),
    (
        "Ответ придёт в течение 24 часов.",
        "Ответ придёт в течение суток.",
        "Ответ придёт в течение двух суток.",
    ),
    (
        "Стоимость — 1500 рублей.",
        "Стоит полторы тысячи рублей.",
        "Стоит две с половиной тысячи рублей.",
    ),
    ("Занятие длится 45 минут.", "Занятие идёт три четверти часа.", "Занятие идёт полтора часа."),
    ("配送需要2天。", "两天就能送到。", "三天就能送到。"),
    ("保修期为24个月。", "保修两年。", "保修三年。"),
    ("会议时长30分钟。", "会议开半个小时。", "会议开一个小时。"),
    ("每月发送2次账单。", "账单一个月发两次。", "账单一个月发三次。"),
    ("费用为1000元。", "费用是一千块。", "费用是两千块。"),
    ("客服会在24小时内回复。", "客服一天之内就会回复。", "客服两天之内就会回复。"),
]
BATTERY += TENTH

ELEVENTH = [
    (
        "Returns are free.",
        "Returning an item costs nothing.",
        "Returning an item costs nothing when you pay by card.",
    ),
    (
        "Delivery takes 3 days.",
        "We deliver in 3 days.",
        "We deliver in 3 days for orders placed before 2 pm.",
    ),
    ("The discount is 10%.", "You get 10% off.", "You get 10% off on your first order."),
    (
        "You can pick up your order at any store.",
        "Any of our stores can hand over your order.",
        "Any of our stores can hand over your order, with a photo ID.",
    ),
    (
        "Support is available by chat.",
        "You can reach support in the chat.",
        "You can reach support in the chat during business hours.",
    ),
    (
        "The app is free to download.",
        "Downloading the app is free.",
        "Downloading the app is free in the EU.",
    ),
    (
        "Refunds go back to the original card.",
        "The money is returned to the card you paid with.",
        "The money is returned to the card you paid with, within the same calendar month.",
    ),
    (
        "Orders can be changed before shipping.",
        "You can edit an order until it ships.",
        "You can edit an order until it ships, but only once.",
    ),
    (
        "The warranty covers manufacturing defects.",
        "Manufacturing defects are covered by the warranty.",
        "Manufacturing defects are covered by the warranty if registered online.",
    ),
    (
        "Parking is free for guests.",
        "Guests park for free.",
        "Guests park for free for up to 3 hours.",
    ),
    (
        "Возврат бесплатный.",
        "Вернуть товар можно бесплатно.",
        "Вернуть товар можно бесплатно при оплате картой.",
    ),
    (
        "Доставка занимает 3 дня.",
        "Доставим за 3 дня.",
        "Доставим за 3 дня, если заказ оформлен до 14:00.",
    ),
    ("Скидка — 10 %.", "Скидка составляет 10 %.", "Скидка составляет 10 % на первый заказ."),
    (
        "Заказ можно забрать в любом магазине.",
        "Забрать заказ можно в любом нашем магазине.",
        "Забрать заказ можно в любом нашем магазине по паспорту.",
    ),
    (
        "Поддержка работает в чате.",
        "Написать в поддержку можно в чате.",
        "Написать в поддержку можно в чате в рабочее время.",
    ),
    (
        "Парковка для гостей бесплатная.",
        "Гости паркуются бесплатно.",
        "Гости паркуются бесплатно не дольше трёх часов.",
    ),
    ("退货免费。", "退货不收费。", "退货不收费，但需要保留原包装。"),
    ("3天内送达。", "3天就能送到。", "3天就能送到，下午2点前下单的话。"),
    ("折扣为10%。", "可以打九折。", "首单可以打九折。"),
    ("客服通过在线聊天提供服务。", "可以在在线聊天里找客服。", "工作时间可以在在线聊天里找客服。"),
]
BATTERY += ELEVENTH

# the twelfth's third item is the right one turned to its opposite, not a condition
TWELFTH = [
    (
        "Returns must be requested no later than 30 days after delivery.",
        "You have to ask for a return within 30 days of delivery.",
        "You have to ask for a return at least 30 days after delivery.",
    ),
    (
        "The refund is issued only after the item is inspected.",
        "We don't issue the refund until the item has been inspected.",
        "We issue the refund before the item is inspected.",
    ),
    (
        "Cancellation is not possible after shipping.",
        "Once shipped, an order can't be cancelled.",
        "Once shipped, an order can still be cancelled.",
    ),
    (
        "Pets are not allowed in the rooms.",
        "Pets can't stay in the rooms.",
        "Pets can stay in the rooms.",
    ),
    (
        "The card cannot be used abroad.",
        "You can't use the card outside the country.",
        "You can use the card outside the country.",
    ),
    ("No deposit is required.", "You don't need to pay a deposit.", "You need to pay a deposit."),
    (
        "The offer is valid until March 31.",
        "The offer runs through March 31.",
        "The offer starts on March 31.",
    ),
    (
        "Children under 3 do not need a ticket.",
        "Kids under 3 travel without a ticket.",
        "Kids under 3 need a ticket.",
    ),
    (
        "Возврат возможен не позднее 14 дней после покупки.",
        "Вернуть товар можно в течение 14 дней после покупки.",
        "Вернуть товар можно не раньше чем через 14 дней после покупки.",
    ),
    (
        "Отменить заказ после отправки нельзя.",
        "После отправки заказ уже не отменить.",
        "После отправки заказ ещё можно отменить.",
    ),
    (
        "С животными в номера не пускают.",
        "В номера с животными нельзя.",
        "В номера с животными можно.",
    ),
    ("Залог вносить не нужно.", "Залог не требуется.", "Нужно внести залог."),
    ("发货后不能取消订单。", "订单发货以后就没法取消了。", "订单发货以后还可以取消。"),
    ("房间内禁止携带宠物。", "宠物不能带进房间。", "宠物可以带进房间。"),
    ("无需支付押金。", "不用交押金。", "需要交押金。"),
    ("3岁以下儿童免票。", "3岁以下的小孩不用买票。", "3岁以下的小孩也要买票。"),
]
BATTERY += TWELFTH

FOURTEENTH = [
    (
        "Die Rücksendung ist innerhalb von 30 Tagen kostenlos.",
        "Sie können den Artikel 30 Tage lang kostenlos zurückschicken.",
        "Sie können den Artikel 30 Tage lang kostenlos zurückschicken, wenn die Originalverpackung vorhanden ist.",
    ),
    (
        "Die Lieferung dauert 2 bis 3 Werktage.",
        "Die Lieferung braucht 2–3 Werktage.",
        "Die Lieferung braucht 2–3 Werktage, außer an Feiertagen.",
    ),
    (
        "Der Versand ist ab 50 Euro Bestellwert kostenlos.",
        "Ab einem Bestellwert von 50 Euro versenden wir kostenlos.",
        "Ab einem Bestellwert von 50 Euro versenden wir kostenlos, aber nur innerhalb Deutschlands.",
    ),
    (
        "Die Garantie beträgt zwei Jahre.",
        "Sie haben zwei Jahre Garantie.",
        "Sie haben drei Jahre Garantie.",
    ),
    (
        "Unser Kundenservice ist montags bis freitags von 8 bis 18 Uhr erreichbar.",
        "Sie erreichen den Kundenservice Montag bis Freitag zwischen 8 und 18 Uhr.",
        "Sie erreichen den Kundenservice Montag bis Samstag zwischen 8 und 18 Uhr.",
    ),
    (
        "Eine Stornierung ist bis zum Versand möglich.",
        "Sie können die Bestellung stornieren, solange sie noch nicht versendet wurde.",
        "Sie können die Bestellung stornieren, solange sie noch nicht versendet wurde, gegen eine Gebühr von 5 Euro.",
    ),
    (
        "Haustiere sind in den Zimmern nicht erlaubt.",
        "Haustiere dürfen nicht in die Zimmer.",
        "Haustiere dürfen in die Zimmer.",
    ),
    (
        "Kinder unter 6 Jahren fahren kostenlos.",
        "Kinder bis 5 Jahre fahren gratis.",
        "Kinder unter 6 Jahren fahren kostenlos, wenn sie von einem Erwachsenen begleitet werden.",
    ),
    (
        "Die Rückerstattung erfolgt innerhalb von 14 Tagen.",
        "Das Geld bekommen Sie innerhalb von 14 Tagen zurück.",
        "Das Geld bekommen Sie innerhalb von 14 Tagen auf Ihr Kundenkonto zurück.",
    ),
    (
        "Der Tarif kostet 20 Euro im Monat.",
        "Der Tarif kostet monatlich 20 Euro.",
        "Der Tarif kostet monatlich 20 Euro für Neukunden.",
    ),
]
BATTERY += FOURTEENTH

FIFTEENTH = [
    (
        "Доставка по Москве бесплатная.",
        "По Москве доставляем бесплатно.",
        "По Москве доставляем бесплатно в пределах МКАД.",
    ),
    (
        "Возврат денег занимает до 10 дней.",
        "Деньги вернутся в течение 10 дней.",
        "Деньги вернутся в течение 10 дней по предъявлении чека.",
    ),
    (
        "Скидка 5 % действует на все товары.",
        "На все товары действует скидка 5 %.",
        "На все товары действует скидка 5 %, кроме товаров со скидкой.",
    ),
    (
        "Курьер привезёт заказ с 10 до 18.",
        "Курьер приедет с 10 до 18.",
        "Курьер приедет с 10 до 18, кроме воскресенья.",
    ),
    (
        "Примерка доступна при получении.",
        "Примерить вещи можно при получении.",
        "Примерить вещи можно при получении, но не более 15 минут.",
    ),
    (
        "Подарочную упаковку добавляют бесплатно.",
        "Упаковка в подарок бесплатная.",
        "Упаковка в подарок бесплатная для заказов от 3000 рублей.",
    ),
    (
        "Обмен товара возможен в течение 14 дней.",
        "Поменять товар можно в течение 14 дней.",
        "Поменять товар можно в течение 14 дней при сохранении бирок.",
    ),
    (
        "Заказ хранится в пункте выдачи 5 дней.",
        "Пункт выдачи хранит заказ 5 дней.",
        "Пункт выдачи хранит заказ 5 дней, потом его отправляют обратно за ваш счёт.",
    ),
    ("会员可以享受9折优惠。", "会员能打九折。", "会员能打九折，生日当月打八折。"),
    ("订单满199元包邮。", "买满199元就包邮。", "买满199元就包邮，偏远地区除外。"),
    (
        "门店营业时间为10点至22点。",
        "门店10点开门，22点关门。",
        "门店10点开门，22点关门，周一休息。",
    ),
    ("积分有效期为一年。", "积分一年内有效。", "积分一年内有效，过期清零不补。"),
    ("可以在App上申请退款。", "退款可以在App上申请。", "退款可以在App上申请，需要上传照片。"),
    ("快递一般3天送达。", "一般3天能收到快递。", "一般3天能收到快递，凭取件码领取。"),
    (
        "会员生日当天可领取优惠券。",
        "生日那天会员能领优惠券。",
        "生日那天会员能领优惠券，仅限线上使用。",
    ),
    (
        "新用户注册送10元红包。",
        "新用户注册就送10元红包。",
        "新用户注册就送10元红包，需绑定银行卡。",
    ),
]
BATTERY += FIFTEENTH

SIXTEENTH = [
    (
        "The price is 20 euros a month.",
        "It costs 20 euros per month.",
        "It costs 20 euros per month until the end of the year.",
    ),
    (
        "Returns are accepted within 30 days.",
        "You have 30 days to return items.",
        "You have 30 days to return items, starting next month.",
    ),
    (
        "The store opens at 9:00.",
        "The store opens at 9 am.",
        "The store opens at 9 am during the summer.",
    ),
    ("Shipping takes 2 days.", "Shipping takes two days.", "Shipping currently takes two days."),
    (
        "The promotion ends on December 31.",
        "The promotion runs until December 31.",
        "The promotion runs until December 31 and will be extended in January.",
    ),
    (
        "Цена — 500 рублей.",
        "Стоит 500 рублей.",
        "Сейчас стоит 500 рублей, со следующего месяца — дороже.",
    ),
    ("Доставка занимает 3 дня.", "Доставим за 3 дня.", "Доставим за 3 дня, а летом — за 5."),
    (
        "Акция действует до 31 декабря.",
        "Акция идёт до 31 декабря.",
        "Акция идёт до 31 декабря, потом её продлят.",
    ),
    ("价格为每月20元。", "每个月20元。", "每个月20元，下个月开始涨价。"),
    ("配送需要2天。", "两天能送到。", "最近两天能送到，节假日会慢。"),
    ("活动截止到12月31日。", "活动到12月31日结束。", "活动到12月31日结束，明年还会再办。"),
    ("门店9点开门。", "门店早上9点开门。", "门店夏天早上9点开门。"),
]
BATTERY += SIXTEENTH

# the seventeenth's third item is the right one with its bound turned, not a condition
SEVENTEENTH = [
    (
        "Delivery takes 3 to 5 days.",
        "Delivery takes between 3 and 5 days.",
        "Delivery takes between 3 and 7 days.",
    ),
    (
        "Refunds arrive within 5 days.",
        "Refunds arrive in 5 days at most.",
        "Refunds arrive in at least 5 days.",
    ),
    (
        "You can book up to 10 seats.",
        "You can book as many as 10 seats.",
        "You must book at least 10 seats.",
    ),
    (
        "A minimum of 3 nights is required.",
        "You need to stay at least 3 nights.",
        "You can stay at most 3 nights.",
    ),
    (
        "The limit is 1,000 euros per day.",
        "You can send no more than 1,000 euros a day.",
        "You can send more than 1,000 euros a day.",
    ),
    ("Доставка занимает от 3 до 5 дней.", "Доставка — 3–5 дней.", "Доставка — 3–7 дней."),
    (
        "Возврат денег — не более 5 дней.",
        "Деньги вернутся максимум за 5 дней.",
        "Деньги вернутся минимум за 5 дней.",
    ),
    (
        "Можно забронировать до 10 мест.",
        "Забронировать можно не больше 10 мест.",
        "Забронировать можно не меньше 10 мест.",
    ),
    (
        "Минимальный срок проживания — 3 ночи.",
        "Остановиться можно не меньше чем на 3 ночи.",
        "Остановиться можно не больше чем на 3 ночи.",
    ),
    ("配送需要3到5天。", "3-5天送达。", "3-7天送达。"),
    ("退款最多5天到账。", "退款不超过5天到账。", "退款至少5天到账。"),
    ("最多可预订10个座位。", "座位最多能订10个。", "座位至少要订10个。"),
]
BATTERY += SEVENTEENTH

EIGHTEENTH = [
    (
        "You can reset your password from the login page.",
        "Use the login page to reset your password.",
        "Use the login page to reset your password once a month.",
    ),
    (
        "Subscriptions renew automatically every month.",
        "Your subscription renews by itself each month.",
        "Your subscription renews by itself each month unless you paid by PayPal.",
    ),
    (
        "Accounts are deleted 30 days after a deletion request.",
        "Once you ask us to delete your account, it's gone after 30 days.",
        "Once you ask us to delete your account, it's gone after 30 days, and backups after 90.",
    ),
    (
        "Two-factor authentication can be enabled in Security settings.",
        "You can turn on two-factor authentication under Security settings.",
        "You can turn on two-factor authentication under Security settings on the desktop app only.",
    ),
    (
        "Invoices are emailed on the first day of each month.",
        "We email your invoice on the 1st of every month.",
        "We email your invoice on the 1st of every month, in PDF and CSV.",
    ),
    (
        "The free trial lasts 14 days.",
        "You get a 14-day free trial.",
        "You get a 14-day free trial with a credit card.",
    ),
    (
        "You can change your email address in Profile settings.",
        "To update your email, go to Profile settings.",
        "To update your email, go to Profile settings and confirm by SMS.",
    ),
    (
        "Downgrading takes effect at the end of the billing period.",
        "If you downgrade, the change applies when your billing period ends.",
        "If you downgrade, the change applies right away.",
    ),
    (
        "Team plans include up to 10 users.",
        "A team plan covers as many as 10 users.",
        "A team plan covers as many as 20 users.",
    ),
    (
        "Data is stored in EU data centers.",
        "We keep your data in data centers in the EU.",
        "We keep your data in data centers in the EU and the US.",
    ),
]
BATTERY += EIGHTEENTH

NINETEENTH = [
    (
        "Пароль можно сбросить на странице входа.",
        "Сбросить пароль можно на странице входа.",
        "Сбросить пароль можно на странице входа только с компьютера.",
    ),
    (
        "Подписка продлевается автоматически каждый месяц.",
        "Подписка сама продлевается каждый месяц.",
        "Подписка сама продлевается каждый месяц, если на карте есть деньги.",
    ),
    (
        "Счёт отправляется на почту первого числа каждого месяца.",
        "Счёт приходит на почту 1-го числа каждого месяца.",
        "Счёт приходит на почту 1-го числа каждого месяца в формате PDF.",
    ),
    (
        "Пробный период длится 14 дней.",
        "Пробный период — 14 дней.",
        "Пробный период — 14 дней для новых пользователей.",
    ),
    (
        "Электронную почту можно изменить в настройках профиля.",
        "Почту меняют в настройках профиля.",
        "Почту меняют в настройках профиля с подтверждением по СМС.",
    ),
    (
        "Командный тариф включает до 10 пользователей.",
        "В командный тариф входит до 10 пользователей.",
        "В командный тариф входит до 20 пользователей.",
    ),
    (
        "Данные хранятся в дата-центрах в России.",
        "Мы храним данные в российских дата-центрах.",
        "Мы храним данные в российских дата-центрах и в Европе.",
    ),
    (
        "Двухфакторную аутентификацию можно включить в настройках безопасности.",
        "Включить двухфакторную аутентификацию можно в разделе «Безопасность».",
        "Включить двухфакторную аутентификацию можно в разделе «Безопасность» в мобильном приложении.",
    ),
]
BATTERY += NINETEENTH

TWENTIETH = [
    (
        "Meter readings can be submitted between the 15th and the 25th of each month.",
        "You can send your meter readings from the 15th to the 25th of every month.",
        "You can send your meter readings from the 15th to the 25th of every month, but only through the mobile app.",
    ),
    (
        "Installation of home internet is free and takes place within 3 working days of the order.",
        "We install home internet for free within 3 business days after you order.",
        "We install home internet for free within 3 business days after you order, if you sign a 12-month contract.",
    ),
    (
        "A late payment fee of 2% is charged on bills paid after the due date.",
        "If you pay after the due date, there's a 2% late fee.",
        "If you pay after the due date, there's a 2% late fee for business customers.",
    ),
    (
        "When you move, you can transfer your contract to the new address at no cost.",
        "Moving house? Your contract can go with you to the new address for free.",
        "Moving house? Your contract can go with you to the new address for free, as long as it is in the same city.",
    ),
    (
        "The router remains the property of the provider and must be returned when the contract ends.",
        "The router belongs to us, so please return it when your contract ends.",
        "The router belongs to us, so please return it within 14 days when your contract ends.",
    ),
    (
        "Emergency gas leaks are handled around the clock on 104.",
        "For a gas leak, call 104 at any hour of the day or night.",
        "For a gas leak, call 104 at any hour of the day or night, from a landline only.",
    ),
    (
        "Показания счётчиков можно передать с 20 по 25 число каждого месяца.",
        "Передать показания можно с 20-го по 25-е число месяца.",
        "Передать показания можно с 20-го по 25-е число месяца, но только через личный кабинет.",
    ),
    (
        "Подключение домашнего интернета бесплатное, мастер приезжает в течение 3 дней.",
        "Интернет подключим бесплатно, мастер будет у вас в течение трёх дней.",
        "Интернет подключим бесплатно, мастер будет у вас в течение трёх дней после внесения аванса.",
    ),
    (
        "При переезде договор можно переоформить на новый адрес без оплаты.",
        "Если вы переезжаете, договор переоформим на новый адрес бесплатно.",
        "Если вы переезжаете, договор переоформим на новый адрес бесплатно, если вы клиент больше года.",
    ),
    (
        "抄表数据请在每月15日至25日之间提交。",
        "每个月15号到25号之间都可以提交抄表数据。",
        "每个月15号到25号之间都可以提交抄表数据，但只能在营业厅办理。",
    ),
    (
        "宽带安装免费，下单后3个工作日内上门。",
        "宽带免费安装，下单后三个工作日内师傅上门。",
        "宽带免费安装，下单后三个工作日内师傅上门，需要预存200元话费。",
    ),
    (
        "燃气泄漏请拨打24小时抢修电话96777。",
        "发现燃气泄漏，可以随时拨打96777，全天24小时有人处理。",
        "发现燃气泄漏，可以随时拨打96777，全天24小时有人处理，仅限市区用户。",
    ),
]
BATTERY += TWENTIETH

TWENTYFIRST = [
    (
        "Parcels stay in the locker for 72 hours; after that they are returned to the sender.",
        "You have 72 hours to pick up your parcel from the locker, then it goes back to the sender.",
        "You have 72 hours to pick up your parcel from the locker, then it goes back to the sender unless you pay for an extension.",
    ),
    (
        "The exam can be retaken once, no earlier than 14 days after the first attempt.",
        "You can resit the exam one time, at least 14 days after your first try.",
        "You can resit the exam one time, at least 14 days after your first try, for a fee of 30 euros.",
    ),
    (
        "Course certificates are issued in PDF format within 5 days of completing the final test.",
        "Once you pass the final test, you'll get a PDF certificate within 5 days.",
        "Once you pass the final test with at least 80%, you'll get a PDF certificate within 5 days.",
    ),
    (
        "Vaccination of dogs against rabies is required once a year.",
        "Dogs need a rabies shot every year.",
        "Dogs need a rabies shot every year, starting from the age of three months.",
    ),
    (
        "The clinic accepts walk-in patients on Saturdays from 9:00 to 13:00.",
        "On Saturdays you can come without an appointment between 9 and 1.",
        "On Saturdays you can come without an appointment between 9 and 1, except on public holidays.",
    ),
    (
        "Students can pause their subscription for up to 3 months per year.",
        "You can freeze your student subscription for a maximum of three months a year.",
        "You can freeze your student subscription for a maximum of three months a year, but only in summer.",
    ),
    (
        "Посылка хранится в постамате 3 дня, затем возвращается отправителю.",
        "Забрать посылку из постамата можно в течение трёх дней, потом её вернут отправителю.",
        "Забрать посылку из постамата можно в течение трёх дней, потом её вернут отправителю за его счёт.",
    ),
    (
        "Пересдать экзамен можно один раз, не раньше чем через 14 дней.",
        "Пересдача возможна один раз и не ранее чем через две недели.",
        "Пересдача возможна один раз и не ранее чем через две недели, после письменного заявления.",
    ),
    (
        "Приём без записи ведётся по субботам с 9:00 до 13:00.",
        "По субботам с 9 до 13 можно прийти без записи.",
        "По субботам с 9 до 13 можно прийти без записи, только со взрослыми пациентами.",
    ),
    (
        "快递柜包裹保存72小时，超时将退回寄件人。",
        "包裹在快递柜里可以放72小时，过了时间会退回给寄件人。",
        "包裹在快递柜里可以放72小时，过了时间会退回给寄件人，并收取5元超时费。",
    ),
    (
        "考试可以补考一次，须在首次考试14天后进行。",
        "补考机会只有一次，要在第一次考试14天以后。",
        "补考机会只有一次，要在第一次考试14天以后，需要先交100元补考费。",
    ),
    (
        "狂犬疫苗每年需要接种一次。",
        "狗狗每年都要打一次狂犬疫苗。",
        "狗狗每年都要打一次狂犬疫苗，三个月以上的狗才需要。",
    ),
]
BATTERY += TWENTYFIRST

TWENTYSECOND = [
    (
        "Tyre storage costs 40 euros per season, including washing.",
        "We store your tyres for 40 euros a season, and washing is included.",
        "We store your tyres for 40 euros a season, and washing is included for premium members.",
    ),
    (
        "An oil change takes about 30 minutes and no appointment is needed.",
        "Changing the oil takes roughly half an hour, and you don't need to book.",
        "Changing the oil takes roughly half an hour, and you don't need to book on weekdays.",
    ),
    (
        "Prescription medicines are delivered only to the pharmacy, not to your home.",
        "Prescription drugs can't be sent to your home; you collect them at the pharmacy.",
        "Prescription drugs can't be sent to your home; you collect them at the pharmacy within 3 days.",
    ),
    (
        "Members may bring one guest per month free of charge.",
        "Once a month you can bring a guest for free.",
        "Once a month you can bring a guest for free if they are over 18.",
    ),
    (
        "The sauna is included in all memberships except the Basic plan.",
        "Every plan comes with the sauna, apart from Basic.",
        "Every plan comes with the sauna, apart from Basic and Student.",
    ),
    (
        "Orders from the online pharmacy arrive in 1 to 2 days.",
        "Online pharmacy orders take one or two days to arrive.",
        "Online pharmacy orders take one or two days to arrive in major cities.",
    ),
    (
        "Хранение шин стоит 3000 рублей за сезон, мойка включена.",
        "Сезон хранения шин обойдётся в 3000 рублей, мойка входит в стоимость.",
        "Сезон хранения шин обойдётся в 3000 рублей, мойка входит в стоимость при оплате картой.",
    ),
    (
        "Рецептурные препараты выдаются только в аптеке, доставка на дом невозможна.",
        "Лекарства по рецепту на дом не доставляем, их можно забрать в аптеке.",
        "Лекарства по рецепту на дом не доставляем, их можно забрать в аптеке с 10 до 20.",
    ),
    (
        "Заморозить абонемент можно на срок до 30 дней в год.",
        "Абонемент можно поставить на паузу максимум на 30 дней за год.",
        "Абонемент можно поставить на паузу максимум на 30 дней за год, предъявив справку.",
    ),
    (
        "轮胎存放每季200元，含清洗。",
        "轮胎存一季200元，清洗费用已经包含在内。",
        "轮胎存一季200元，清洗费用已经包含在内，仅限会员。",
    ),
    (
        "处方药只能到店自提，不提供送货上门。",
        "处方药不能送到家，需要您到店里自己取。",
        "处方药不能送到家，需要您带身份证到店里自己取。",
    ),
    (
        "会员每月可免费带一位朋友。",
        "会员每个月能免费带一个朋友来。",
        "会员每个月能免费带一个朋友来，周末除外。",
    ),
]
BATTERY += TWENTYSECOND

TWENTYTHIRD = [
    (
        "Rides can be cancelled free of charge within 2 minutes of booking.",
        "You can cancel a ride for free during the first two minutes after booking.",
        "You can cancel a ride for free during the first two minutes after booking, unless the driver has already arrived.",
    ),
    (
        "Library books can be borrowed for 21 days and renewed twice.",
        "You can keep a library book for three weeks and renew it two times.",
        "You can keep a library book for three weeks and renew it two times, online only.",
    ),
    (
        "Lost cards are replaced for a fee of 3 euros.",
        "If you lose your card, a new one costs 3 euros.",
        "If you lose your card, a new one costs 3 euros and takes a week to arrive.",
    ),
    (
        "Travel insurance covers medical costs up to 50,000 euros.",
        "Medical expenses are covered up to 50,000 euros by the travel insurance.",
        "Medical expenses are covered up to 50,000 euros by the travel insurance, but not for winter sports.",
    ),
    (
        "Claims must be reported within 30 days of the incident.",
        "You have 30 days after the incident to report a claim.",
        "You have 30 days after the incident to report a claim by phone.",
    ),
    (
        "Drivers must be at least 21 years old.",
        "You need to be 21 or older to drive with us.",
        "You need to be 21 or older and have held a licence for 2 years to drive with us.",
    ),
    (
        "Книги выдаются на 21 день, продлить можно дважды.",
        "Книгу можно взять на три недели и продлить два раза.",
        "Книгу можно взять на три недели и продлить два раза, если на неё нет очереди.",
    ),
    (
        "Страховка покрывает медицинские расходы до 50 000 евро.",
        "Медицинские расходы страховка покрывает в пределах 50 000 евро.",
        "Медицинские расходы страховка покрывает в пределах 50 000 евро, кроме стоматологии.",
    ),
    (
        "Отменить поездку бесплатно можно в течение 2 минут после заказа.",
        "В первые две минуты после заказа поездку можно отменить без оплаты.",
        "В первые две минуты после заказа поездку можно отменить без оплаты, если водитель ещё не выехал.",
    ),
    (
        "Заявление о страховом случае нужно подать в течение 30 дней.",
        "Сообщить о страховом случае нужно не позднее чем через 30 дней.",
        "Сообщить о страховом случае нужно не позднее чем через 30 дней через мобильное приложение.",
    ),
    (
        "图书借期为21天，可续借两次。",
        "书可以借三周，还能续借两次。",
        "书可以借三周，还能续借两次，但仅限线上办理。",
    ),
    (
        "旅行保险的医疗费用保额最高5万欧元。",
        "旅行险最多赔付5万欧元的医疗费。",
        "旅行险最多赔付5万欧元的医疗费，滑雪受伤不赔。",
    ),
]
BATTERY += TWENTYTHIRD

TWENTYFOURTH = [
    (
        "To reset your password, open Settings, choose Security and tap Reset password. A link is sent to your email.",
        "Go to Settings > Security > Reset password, and we'll email you a link.",
        "Go to Settings > Security > Reset password, and we'll text you a code.",
    ),
    (
        "Orders over 50 euros ship free. Below that, shipping costs 4.90 euros.",
        "Shipping is free from 50 euros; otherwise it's 4.90.",
        "Shipping is free from 50 euros; otherwise it's 4.90, or 9.90 for express.",
    ),
    (
        "You can pay by card, PayPal or bank transfer.",
        "We accept cards, PayPal and bank transfers.",
        "We accept cards, PayPal and bank transfers, but not American Express.",
    ),
    (
        "The warranty is 2 years. It does not cover water damage.",
        "You get a 2-year warranty; water damage isn't covered.",
        "You get a 2-year warranty; water damage and drops aren't covered.",
    ),
    (
        "Gift cards are valid for 3 years and cannot be exchanged for cash.",
        "Gift cards last three years and can't be cashed out.",
        "Gift cards last three years and can't be cashed out or used online.",
    ),
    (
        "Оплатить заказ можно картой, через СБП или наличными курьеру.",
        "Принимаем карты, СБП и наличные при получении.",
        "Принимаем карты, СБП и наличные при получении, но наличными только до 10 000 рублей.",
    ),
    (
        "Гарантия 2 года. Гарантия не распространяется на механические повреждения.",
        "Гарантия — два года, механические повреждения ею не покрываются.",
        "Гарантия — два года, механические повреждения и следы влаги ею не покрываются.",
    ),
    (
        "Подарочная карта действует 3 года и не обменивается на деньги.",
        "Подарочной картой можно пользоваться три года, обменять её на деньги нельзя.",
        "Подарочной картой можно пользоваться три года, обменять её на деньги нельзя, а в интернет-магазине она не действует.",
    ),
    (
        "支持银行卡、支付宝和微信支付。",
        "可以用银行卡、支付宝或者微信付款。",
        "可以用银行卡、支付宝或者微信付款，信用卡除外。",
    ),
    (
        "礼品卡有效期3年，不可兑换现金。",
        "礼品卡三年内有效，不能换成现金。",
        "礼品卡三年内有效，不能换成现金，也不能在网上使用。",
    ),
]
BATTERY += TWENTYFOURTH

# the thirteenth: short replies read with their question (question, context, right, wrong)
THIRTEENTH = [
    (
        "Can I return an item?",
        "Items can be returned within 14 days.",
        "Yes, within 14 days.",
        "Yes, within 30 days.",
    ),
    ("Do you ship to Norway?", "We do not ship to Norway.", "No, we don't.", "Yes, we do."),
    (
        "Is delivery free?",
        "Delivery is free for orders over 50 euros.",
        "Yes, for orders over 50 euros.",
        "Yes, always.",
    ),
    ("How long is the warranty?", "The warranty lasts 2 years.", "Two years.", "Three years."),
    (
        "When is the store open?",
        "The store is open from 9:00 to 18:00 on weekdays.",
        "From 9 to 6 on weekdays.",
        "From 9 to 6 every day.",
    ),
    (
        "Can I pay in cash?",
        "Cash payment is accepted on delivery.",
        "Yes, on delivery.",
        "Yes, in the store only.",
    ),
    (
        "Можно ли вернуть товар?",
        "Товар можно вернуть в течение 14 дней.",
        "Да, в течение 14 дней.",
        "Да, в течение месяца.",
    ),
    (
        "Доставляете в Казахстан?",
        "Доставка в Казахстан не осуществляется.",
        "Нет, не доставляем.",
        "Да, доставляем.",
    ),
    (
        "Бесплатна ли доставка?",
        "Доставка бесплатна при заказе от 3000 рублей.",
        "Да, при заказе от 3000 рублей.",
        "Да, всегда.",
    ),
    ("Сколько длится гарантия?", "Гарантия составляет 2 года.", "Два года.", "Три года."),
    (
        "Можно оплатить наличными?",
        "Наличными можно оплатить при получении.",
        "Да, при получении.",
        "Да, только в магазине.",
    ),
    ("可以退货吗？", "商品可在14天内退货。", "可以，14天内都能退。", "可以，30天内都能退。"),
    ("能寄到挪威吗？", "我们不寄送到挪威。", "不能。", "可以的。"),
    ("运费免吗？", "订单满99元免运费。", "满99元就免。", "全部都免。"),
    ("保修多久？", "保修期为两年。", "两年。", "三年。"),
]

# read wrongly still: a paraphrase of three words or more ("kids", "younger", "ride" for
# "children under 6 travel"; "money" and "card" for "refunds" and "the original payment
# method"), and one word of a place added («длится не больше» for «занимает до» is read
# since the twenty-second: the context's bound in other words)
RIGHT_FLAGGED = {
    "You'll get the money back on the same card within 10 days.",
    "Kids younger than six ride for free.",
    "С каждой покупки на счёт приходит 5 % бонусами.",
    # the sixth's: 免运费 for 包邮, 电话 and 有人接 for 热线 and 提供服务
    "买满99元就免运费。",
    "客服电话每天早上9点到晚上9点都有人接。",
    # the seventh's: "stay home", "saw the person", "wear", "buses and trains"; "fly in"
    # for "arriving"; «симптомы появляются» for «инкубационный период»; «трудно дышать»
    # for «одышке»; «больным», «провести», a bare «неделю» for 7 days; «привиться» and
    # «записываться» for «прививку» and «записи» (one base, which roots.py reads in
    # intake only); 孩子, 一般, 尽快, 看 for 儿童, 多为, 及时, 就诊; 坐公交地铁 for 公共交通工具
    "If you were a close contact, stay home for a week after you last saw the person.",
    "You have to wear a mask on buses and trains and in pharmacies.",
    "If you fly in from abroad, you need a negative test done within 72 hours before you leave.",
    "Симптомы появляются через 2–14 дней после заражения.",
    "Если трудно дышать или болит грудь, звоните в скорую по 103.",
    "После контакта с больным нужно провести на самоизоляции неделю.",
    "Привиться можно в своей поликлинике, записываться не нужно.",
    "孩子一般症状比较轻，如果一直高烧不退，要尽快去看儿科。",
    "坐公交地铁的时候要戴好口罩。",
    # the eighth's: «ручную кладь», «весом», «берут», «доплаты» for «багаж», «взять», «бесплатно»
    "Ручную кладь весом до 10 кг в салон берут без доплаты.",
    # the ninth's: a caution after the answer, "please act with care", is no courtesy
    "您好，账户注销以后，数据就没办法恢复了。请您谨慎操作。",
    # the tenth's: "every two weeks" is not quite "twice a month" (flagged fairly); a
    # bare «год» after a verb; «три четверти часа»
    "You get a statement every two weeks.",
    "Гарантия действует год.",
    "Занятие идёт три четверти часа.",
    # the eleventh's: "money", "returned", "paid" for "refunds", "the original card"
    # («вернуть товар» for «возврат» is read since «вернуть» and «возврат» are synonyms)
    "The money is returned to the card you paid with.",
    # the twelfth's: "kids", "travel" for "children", "do not need"
    "Kids under 3 travel without a ticket.",
    # the fourteenth's (German, which no stemmer reads in a statement: «Tage», «Tagen»):
    # «Artikel … zurückschicken» for «Rücksendung», «Bestellung stornieren» for
    # «Stornierung», «bis 5 Jahre» for «unter 6 Jahren», «Geld … zurück» for
    # «Rückerstattung»
    "Sie können den Artikel 30 Tage lang kostenlos zurückschicken.",
    "Sie können die Bestellung stornieren, solange sie noch nicht versendet wurde.",
    "Kinder bis 5 Jahre fahren gratis.",
    "Das Geld bekommen Sie innerhalb von 14 Tagen zurück.",
    # the seventeenth's: «остановиться» for «проживания»
    "Остановиться можно не меньше чем на 3 ночи.",
    # the twentieth's: 随时, 全天, 有人处理 for 抢修
    "发现燃气泄漏，可以随时拨打96777，全天24小时有人处理。",
    # the twenty-first's: "come without an appointment" for "accepts walk-in patients"
    "On Saturdays you can come without an appointment between 9 and 1.",
    # the twenty-second's: 费用已经包含在内 for 含, 需要您…自己取 for 自提
    "轮胎存一季200元，清洗费用已经包含在内。",
    "处方药不能送到家，需要您到店里自己取。",
    # the twenty-third's: "a new one costs" for "are replaced for a fee of"
    "If you lose your card, a new one costs 3 euros.",
}
# and a condition of one word of its own: «старую»
CONDITION_PASSED = {
    "Кешбэк начисляют за любые покупки картой в супермаркетах.",
    "Восстановить сим-карту можно в любом салоне, взяв с собой паспорт и старую карту.",
    # the seventh's: two words in the instrumental, with no word that scopes them
    "Мыть руки с мылом нужно хотя бы 20 секунд тёплой водой.",
    # the ninth's: a sentence of one word of its own and a negation («Продлить их нельзя.»)
    "Бонусы действуют 12 месяцев с момента начисления, потом сгорают. Продлить их нельзя.",
    # the tenth's: a period's word for the context's rate in other words («еженедельно»
    # for «1 раз в месяц»)
    "Выписку присылают еженедельно.",
    # (the eleventh's one word of a place, «in the EU», and the eighteenth's and the
    # nineteenth's place added after "and", "…in the EU and the US", «…и в Европе», are
    # read since places.py names a place the context does not)
    # the twelfth's opposites said in other words: "once shipped" in a clause of its own,
    # "outside the country" for "abroad", "starts" for "valid until", «внести» for
    # «вносить», 也要买票 against 免票 (免 is no negation: 免费 is "free")
    "Once shipped, an order can still be cancelled.",
    "You can use the card outside the country.",
    "The offer starts on March 31.",
    "Нужно внести залог.",
    "3岁以下的小孩也要买票。",
    # (the fifteenth's exception in the context's own words, «кроме товаров со скидкой», is
    # read since an exception against a context that makes none is a claim)
    # (the thirteenth's "every day" for "on weekdays" is read since every day widens the
    # context's weekdays)
    # the twenty-fourth's: a clause of two words of its own ("we'll text you a code" for
    # "a link is sent to your email": three are flagged, two would flag six right
    # answers), a place of use ("online", «в интернет-магазине»: too common in right
    # answers to be a channel); (its item added to a list, "and drops", is read since
    # 2026-12-07: lists.one_more)
    "Go to Settings > Security > Reset password, and we'll text you a code.",
    "Gift cards last three years and can't be cashed out or used online.",
    "Подарочной картой можно пользоваться три года, обменять её на деньги нельзя, а в "
    "интернет-магазине она не действует.",
}


def flagged(answer: str, context: str, given: str = "q 2026-10-23") -> bool:
    return any(s.unsupported for s in check(answer, {"doc": context}, given))


@pytest.mark.parametrize(("context", "right", "invented"), BATTERY)
def test_a_right_answer_passes_and_a_condition_added_is_named(context, right, invented):
    assert flagged(right, context) is (right in RIGHT_FLAGGED)
    assert flagged(invented, context) is (invented not in CONDITION_PASSED)


def test_a_place_the_question_names_is_the_asker_s_not_the_statement_s_own():
    context = {"doc": "We ship to all CIS countries."}
    said = [
        s.unsupported
        for s in check(
            "Yes, we ship to Kazakhstan.", context, "Do you ship to Kazakhstan? 2026-10-23"
        )
    ]
    assert said == [[]]
    said = [s.unsupported for s in check("We ship to Kazakhstan.", context, "q 2026-10-23")]
    assert said == [["the place «kazakhstan»"]]


@pytest.mark.parametrize(("question", "context", "right", "wrong"), THIRTEENTH)
def test_a_short_reply_is_read_with_its_question(question, context, right, wrong):
    assert flagged(right, context, f"{question} 2026-10-23") is (right in RIGHT_FLAGGED)
    assert flagged(wrong, context, f"{question} 2026-10-23") is (wrong not in CONDITION_PASSED)


@pytest.mark.parametrize(
    ("answer", "context", "unsupported"),
    [
        # a count in words is the context's number in digits
        (
            "Kids younger than six travel free of charge.",
            "Children under 6 travel free of charge.",
            [],
        ),
        # free, of the context's "without any fee"
        ("Early repayment is free.", "The loan can be repaid early without any fee.", []),
        (
            "Early repayment is free.",
            "The loan can be repaid early.",
            ["«free»", "words not in the context: repayment, free"],
        ),
        # a year said without a number is twelve months
        (
            "После покупки курс открыт 12 месяцев.",
            "Курс доступен в течение года после покупки.",
            [],
        ),
        (
            "После покупки курс открыт 10 месяцев.",
            "Курс доступен в течение года после покупки.",
            ["the number 10"],
        ),
        # days in the context's hours
        ("一般下单后两天内发货。", "快递通常在下单后48小时内发出。", []),
        ("一般下单后三天内发货。", "快递通常在下单后48小时内发出。", ["the number 三"]),
        # an ordinal's numeral and a rate's day count nothing
        ("第一年不收信用卡年费。", "信用卡年费首年免收。", []),
        ("网银一天24小时都能用。", "网上银行全天24小时可用。", []),
        ("网银一天12小时都能用。", "网上银行全天24小时可用。", ["the number 12"]),
        # a whole hour is its hour, and 两点 is 2点
        ("Пункт выдачи открыт с 9:00 до 21:00.", "Пункт выдачи работает с 9 до 21.", []),
        (
            "Пункт выдачи открыт с 9:00 до 20:00.",
            "Пункт выдачи работает с 9 до 21.",
            ["the number 20"],
        ),
        (
            "Пункт выдачи открыт с 9:30 до 21:00.",
            "Пункт выдачи работает с 9 до 21.",
            ["the number 30"],
        ),
        ("酒店下午2点以后可以办理入住。", "酒店入住时间为下午两点以后。", []),
        ("酒店下午3点以后可以办理入住。", "酒店入住时间为下午两点以后。", ["the number 15"]),
        # a number held in a smaller unit, its unit with it: «полгода» of «6 месяцев»
        (
            "Кредитные каникулы предоставляются на полгода.",
            "Кредитные каникулы предоставляются на срок до 6 месяцев.",
            [],
        ),
        (
            "Кредитные каникулы предоставляются на полтора года.",
            "Кредитные каникулы предоставляются на срок до 6 месяцев.",
            ["the number 1.5"],
        ),
        # round the clock is 24 hours a day, seven days a week is daily
        ("The gym is open around the clock.", "The gym is open 24 hours a day.", []),
        ("The gym is open around the clock.", "The gym is open 12 hours a day.", ["the number 24"]),
        ("The gym is open every day.", "The gym is open seven days a week.", []),
        # «по» scopes as «при» does
        (
            "Для детей младше семи лет вход бесплатный по предварительной записи.",
            "Детям до 7 лет вход в музей бесплатный.",
            ["words not in the context: предварительной, записи"],
        ),
        # the sixth's: weekdays are Monday to Friday, either way round
        ("Support answers on weekdays.", "Support is available Monday to Friday.", []),
        (
            "Support answers on weekends.",
            "Support is available Monday to Friday.",
            ["«weekends»", "words not in the context: answers, weekends"],
        ),
        ("Support answers Monday to Friday.", "Support answers on weekdays.", []),
        ("Support answers on Saturday.", "Support answers on weekdays.", ["«saturday»"]),
        ("В будние дни скидка 10 %.", "Скидка 10 % по будним дням.", []),
        # an hour and the part of the day it is in (not «2 дня», two days)
        ("Бассейн открыт с 7 утра до 10 вечера.", "Бассейн работает с 7:00 до 22:00.", []),
        (
            "Бассейн открыт с 7 утра до 11 вечера.",
            "Бассейн работает с 7:00 до 22:00.",
            ["the number 23"],
        ),
        ("Доставка займёт 2 дня.", "Доставка занимает 2 дня.", []),
        ("客服早上9点到晚上9点在线。", "客服9点至21点在线。", []),
        ("客服早上9点到晚上10点在线。", "客服9点至21点在线。", ["the number 22"]),
        # free in other words, of a context that says free; a count of people
        (
            "Переводить между счетами можно бесплатно.",
            "Перевод между своими счетами без комиссии.",
            [],
        ),
        ("住酒店包早餐，不用另外付钱。", "酒店提供免费早餐。", []),
        ("住酒店包早餐，不用另外付钱，限两人。", "酒店提供免费早餐。", ["the number 两"]),
        # words a support reply says for the context's own
        ("You can block your card in the app.", "The app lets you freeze your card.", []),
        ("Cards are frozen immediately.", "Cards are frozen instantly.", []),
        # a week or a day said with no number is one: seven days, twenty-four hours
        ("We ship within a week.", "We ship within 7 days.", []),
        ("We ship within a week.", "We ship within 3 days.", ["the number a week", "«week»"]),
        ("Ответим за сутки.", "Ответим за 24 часа.", []),
        ("Ответим за сутки.", "Ответим за 48 часов.", ["the number за сутки", "«сутки»"]),
        ("We ship once a week.", "We ship on Mondays.", ["the number once", "«week»"]),
        # a bound turned the other way is the opposite of the context's bound
        (
            "Kids under 12 pay the full fare.",
            "Children over 12 pay the full fare.",
            ["the opposite of the context's «over 12»"],
        ),
        (
            "Kids 12 and under ride free.",
            "Children over 12 ride free.",
            ["the opposite of the context's «over 12»"],
        ),
        (
            "Мыть руки нужно меньше 20 секунд.",
            "Руки моют с мылом не менее 20 секунд.",
            ["the opposite of the context's «не менее 20»"],
        ),
        ("Мыть руки нужно не меньше 20 секунд.", "Руки моют с мылом не менее 20 секунд.", []),
        ("60岁以下的人除外。", "60岁以上的人除外。", ["the opposite of the context's «60岁以上»"]),
        (
            "体温低于37.3度要去发热门诊。",
            "体温超过37.3℃应前往就近医院发热门诊就诊。",
            ["the opposite of the context's «超过37.3»"],
        ),
        # ... and a bound in a negation is no negation: "no more than" is "within"
        (
            "You need a test taken within 72 hours before departure.",
            "You need a negative test taken no more than 72 hours before departure.",
            [],
        ),
        (
            "You need a test taken more than 72 hours before departure.",
            "You need a negative test taken no more than 72 hours before departure.",
            ["the opposite of the context's «no more than 72»"],
        ),
        # comparatives, a phone and a request in a bot's words
        (
            "Если температура больше 38, вызовите врача.",
            "Врача вызывают при температуре выше 38 градусов.",
            [],
        ),
        ("Записаться можно по номеру 122.", "Записаться можно по телефону 122.", []),
        ("You can ask for a refund by calling us.", "Refunds can be requested by phone.", []),
        # a bound of a time before a deadline: "up to" says until when, not how much
        (
            "Cancel for free at least 14 days before the course starts.",
            "Courses can be cancelled free of charge up to 14 days before the start date.",
            [],
        ),
        ("提前超过3天取消可以全额退款。", "提前3天以内取消不退款。", []),
        # a channel, an audience of new customers, a habit of a part of the day, "once you"
        (
            "You can return it by post.",
            "Items can be returned in any store.",
            ["the channel «by post»"],
        ),
        ("Send the form by post.", "The form can be sent by post or in person.", []),
        (
            "Тариф «Базовый» стоит 350 рублей в месяц для новых абонентов.",
            "Абонентская плата по тарифу «Базовый» составляет 350 рублей в месяц.",
            ["the audience «новых абонентов»"],
        ),
        (
            "Classes run twice a week, in the evenings.",
            "Classes run twice a week for 90 minutes.",
            ["«evenings»"],
        ),
        (
            "The plan costs 350 rubles a month for new customers.",
            "The plan costs 350 rubles a month for customers.",
            ["the audience «new customers»"],
        ),
        (
            "Your SIM works within 2 hours, once you register it online.",
            "Your SIM works within 2 hours.",
            ["the condition «once you register it online»"],
        ),
        ("You can extend it once.", "You can extend it.", ["the number once"]),
        # an hour with its part of the day in English is the context's hour on the clock
        ("The shop is open from 7 in the evening.", "The shop is open from 19:00.", []),
        (
            "We open at 9 in the morning and close at 11 at night.",
            "We are open from 9:00 to 23:00.",
            [],
        ),
        ("We open at 9 in the morning.", "We are open from 10:00.", ["the number 9"]),
        # a wish whose noun is the customer's own is a courtesy; "have your receipt ready" not
        (
            "Orders over 50 euros ship free. Have a great weekend!",
            "Orders over 50 euros ship free.",
            [],
        ),
        (
            "Have a valid receipt with you.",
            "Returns are free.",
            ["words not in the context: valid, receipt"],
        ),
        ("Приятного отдыха! Завтрак с 7 до 10.", "Завтрак подают с 7:00 до 10:00.", []),
        ("早餐7点到10点。祝您入住愉快！", "早餐时间为7点至10点。", []),
        ("感谢您的支持！早餐7点到10点。", "早餐时间为7点至10点。", []),
        # the context's number of another unit of time; numbers in words
        (
            "Delivery takes 2 weeks.",
            "Deliveries take 2 days.",
            ["«2 weeks», the context's «2 days»"],
        ),
        ("Гарантия — 3 месяца.", "Гарантия — 3 года.", ["«3 месяца», the context's «3 года»"]),
        ("Delivery takes a couple of days.", "Deliveries take 2 days.", []),
        ("There are two dozen eggs in a box.", "A box holds 12 eggs.", ["the number 24"]),
        ("Стоит полторы тысячи рублей.", "Стоимость — 1500 рублей.", []),
        ("费用是一千块。", "费用为1000元。", []),
        ("一块蛋糕10元。", "蛋糕每块10元。", []),
        ("账单一个月发三次。", "每月发送2次账单。", ["the number 三"]),
        ("Support gets back to you within two days.", "Support replies within 48 hours.", []),
        # a requirement, hours, a count of times; a discount in other words
        (
            "Забрать заказ можно в любом нашем магазине по паспорту.",
            "Заказ можно забрать в любом магазине.",
            ["the requirement «паспорту»"],
        ),
        (
            "Написать в поддержку можно в чате в рабочее время.",
            "Поддержка работает в чате.",
            ["the time «в рабочее время»"],
        ),
        (
            "You can edit an order until it ships, but only once.",
            "Orders can be changed before shipping.",
            ["the number once"],
        ),
        ("Групповые занятия идут дважды в неделю.", "Занятия проходят два раза в неделю.", []),
        (
            "Members may take out 10 books at once.",
            "Members can borrow up to 10 books at a time.",
            [],
        ),
        ("You get 10% off.", "The discount is 10%.", []),
        ("You get 20% off.", "The discount is 10%.", ["the number 20"]),
        ("Students travel at half price.", "Students get a 50% discount.", []),
        ("Студенты ездят за полцены.", "Студентам скидка 50 %.", []),
        ("可以打八折。", "折扣为20%。", []),
        # an opposite with one word said otherwise; after against before; a later bound
        (
            "Pets can stay in the rooms.",
            "Pets are not allowed in the rooms.",
            ["the opposite of the context's «pets are not allowed in the rooms»"],
        ),
        (
            "We issue the refund before the item is inspected.",
            "The refund is issued only after the item is inspected.",
            [
                "the opposite of the context's «the refund is issued only after the item is inspected»"
            ],
        ),
        (
            "We don't issue the refund until the item has been inspected.",
            "The refund is issued only after the item is inspected.",
            [],
        ),
        ("You can edit an order until it ships.", "Orders cannot be changed after shipping.", []),
        (
            "You have to ask for a return at least 30 days after delivery.",
            "Returns must be requested no later than 30 days after delivery.",
            ["the opposite of the context's «no later than 30»"],
        ),
        (
            "Once shipped, an order can't be cancelled.",
            "Cancellation is not possible after shipping.",
            [],
        ),
        (
            "Cancelling costs nothing if you do it 14 days before the start.",
            "Courses can be cancelled free of charge up to 14 days before the start date.",
            [],
        ),
        # a Chinese clause's polarity, by its characters, where its negation is of them
        (
            "订单发货以后还可以取消。",
            "发货后不能取消订单。",
            ["the opposite of the context's «发货后不能取消订单»"],
        ),
        (
            "宠物可以带进房间。",
            "房间内禁止携带宠物。",
            ["the opposite of the context's «房间内禁止携带宠物»"],
        ),
        ("宠物不能带进房间。", "房间内禁止携带宠物。", []),
        ("开课前7天以内取消的话，学费不退。", "课程开课前7天内取消不予退款。", []),
        # a yes against the context's no; all of what the context narrows; "only" closing
        ("Yes, always.", "Delivery is free for orders over 50 euros.", ["the scope «always»"]),
        ("全部都免。", "订单满99元免运费。", ["the scope «全部»"]),
        (
            "Yes, in the store only.",
            "Cash payment is accepted on delivery.",
            ["the condition «in the store only»"],
        ),
        ("From 9 to 6 on weekdays.", "The store is open from 9:00 to 18:00 on weekdays.", []),
        ("From 8 to 2 days.", "Delivery takes 2 to 8 days.", []),
        # a discount in digits; a clause of its own after a clause half held
        ("会员能打九折。", "会员可以享受9折优惠。", []),
        ("会员能打八五折。", "会员可以享受85折优惠。", []),
        (
            "积分一年内有效，过期清零不补。",
            "积分有效期为一年。",
            ["the clause «过期清零不补», not in the context"],
        ),
        # a Russian verb's л after a labial: «доставляем» is the context's «доставка»
        (
            "Мы доставляем в Казахстан.",
            "Доставка в Казахстан не осуществляется.",
            ["the opposite of the context's «доставка в казахстан не осуществляется»"],
        ),
        ("Мы не доставляем в Казахстан.", "Доставка в Казахстан не осуществляется.", []),
        # a period's word for a rate the context counts in every so many of its unit
        (
            "The pool is cleaned every day.",
            "The pool is cleaned every 2 days.",
            ["«daily», the context's «every 2 days»"],
        ),
        (
            "Бассейн чистят ежедневно.",
            "Бассейн чистят каждые 2 дня.",
            ["«ежедневно», the context's «каждые 2 дня»"],
        ),
        ("泳池每天清洁。", "泳池每两天清洁一次。", ["«每天», the context's «每两天»"]),
        ("We post every day.", "We post daily and every 2 weeks a digest.", []),
        # a minimum, a maximum, a limit, «до», 至少, 最多 are bounds; 1,000 is one number
        (
            "You can send more than 1,000 euros a day.",
            "The limit is 1,000 euros per day.",
            ["the opposite of the context's «the limit is 1,000»"],
        ),
        (
            "Забронировать можно не меньше 10 мест.",
            "Можно забронировать до 10 мест.",
            ["the opposite of the context's «до 10»"],
        ),
        (
            "座位至少要订10个。",
            "最多可预订10个座位。",
            ["the opposite of the context's «最多可预订10»"],
        ),
        (
            "Деньги вернутся минимум за 5 дней.",
            "Возврат денег — не более 5 дней.",
            ["the opposite of the context's «не более 5»"],
        ),
        # a requirement the context states too, restated with one word of its own
        ("You need to stay at least 3 nights.", "A minimum of 3 nights is required.", []),
        (
            "You need to bring your passport.",
            "Check-in starts at 14:00.",
            [
                "the condition «you need to bring your passport»",
                "words not in the context: need, bring, passport",
            ],
        ),
        # a day of the month as an ordinal is its number
        (
            "We send the invoice on the 1st of every month.",
            "Invoices are emailed on the first day of each month.",
            [],
        ),
        (
            "We send the invoice on the 2nd of every month.",
            "Invoices are emailed on the first day of each month.",
            ["the number 2"],
        ),
        ("Счёт приходит 1-го числа.", "Счёт отправляется первого числа.", []),
        ("Счёт приходит 2-го числа.", "Счёт отправляется первого числа.", ["the number 2"]),
        ("The sale ends on May 22nd.", "The sale ends on May 21.", ["the number 22"]),
        # a season, "currently", the end of the year are times of their own
        ("The store opens at 9 am during the summer.", "The store opens at 9:00.", ["«summer»"]),
        ("The store opens at 9 am in summer.", "In summer the store opens at 9:00.", []),
        ("门店夏天早上9点开门。", "门店9点开门。", ["«夏天»"]),
        (
            "It costs 20 euros per month until the end of the year.",
            "The price is 20 euros a month.",
            ["«yearend»"],
        ),
        ("Акция действует до конца года.", "Акция действует до конца года.", []),
        # German weekdays and customers
        (
            "Sie erreichen uns Montag bis Samstag.",
            "Der Kundenservice ist montags bis freitags erreichbar.",
            ["«samstag»"],
        ),
        (
            "Sie erreichen uns Montag bis Freitag.",
            "Der Kundenservice ist montags bis freitags erreichbar.",
            [],
        ),
        (
            "Der Tarif kostet monatlich 20 Euro für Neukunden.",
            "Der Tarif kostet 20 Euro im Monat.",
            ["the audience «neukunden»"],
        ),
        # business days are working days; paying late is a late payment
        ("It arrives within 3 working days.", "It arrives within 3 business days.", []),
        ("If you pay late, there is a 15 euro fee.", "Late payment incurs a fee of 15 euros.", []),
        # a verb's ж where its noun has д; another verb is still a condition of its own
        (
            "Если вы переезжаете, договор переоформим бесплатно.",
            "При переезде договор можно переоформить без оплаты.",
            [],
        ),
        (
            "Если вы уезжаете, договор переоформим бесплатно.",
            "При переезде договор можно переоформить без оплаты.",
            ["the condition «если вы уезжаете»"],
        ),
        # a day of the month is no span of one; a month alone still is
        (
            "Показания передают 25 числа месяца.",
            "Показания передают 25 числа каждого месяца.",
            [],
        ),
        ("Показания передают в течение месяца.", "Показания передают 25 числа.", ["«месяца»"]),
        # a condition's number held in a smaller unit is held, with its unit
        (
            "Пересдача возможна через две недели.",
            "Пересдать экзамен можно не раньше чем через 14 дней.",
            [],
        ),
        (
            "Пересдача возможна через две недели после заявления.",
            "Пересдать экзамен можно не раньше чем через 14 дней.",
            [
                "the condition «через две недели после заявления»",
                "words not in the context: возможна, заявления",
            ],
        ),
        # "between 9 and 1" ends at 13:00, as "from 9 to 6" at 18:00
        ("We are open between 9 and 1.", "We are open from 9:00 to 13:00.", []),
        ("We are open between 9 and 2.", "We are open from 9:00 to 13:00.", ["the number 14"]),
        # a negation is of its own part of a clause "and" joins
        (
            "Changing the oil takes half an hour.",
            "An oil change takes about 30 minutes and no appointment is needed.",
            [],
        ),
        (
            "An oil change needs an appointment.",
            "An oil change takes about 30 minutes and no appointment is needed.",
            [
                "the opposite of the context's «an oil change takes about 30 minutes and no "
                "appointment is needed»"
            ],
        ),
        # the context's bound in other words; the bound turned is still its opposite
        ("Заморозить можно максимум на 30 дней.", "Заморозить можно на срок до 30 дней.", []),
        (
            "Заморозить можно минимум на 30 дней.",
            "Заморозить можно на срок до 30 дней.",
            ["the opposite of the context's «до 30»"],
        ),
        # a place neither the context nor the question names; one the question names is
        # the asker's; a place in another form is the context's
        (
            "Доставляем по России и в Казахстан.",
            "Доставка по всей России.",
            ["the place «казахстан»"],
        ),
        (
            "Мы храним данные в российских дата-центрах.",
            "Данные хранятся в дата-центрах в России.",
            [],
        ),
        ("我们在北京和上海配送。", "目前仅支持北京市内配送。", ["the place «上海»"]),
        # "but not" and 除外 are exceptions; a closing word's condition is named as said
        (
            "We accept cards, PayPal and bank transfers, but not American Express.",
            "You can pay by card, PayPal or bank transfer.",
            ["the condition «but not american express»"],
        ),
        (
            "可以用银行卡、支付宝或者微信付款，信用卡除外。",
            "支持银行卡、支付宝和微信支付。",
            ["the condition «信用卡除外»"],
        ),
        # an exception against a context that makes none; one the context makes too
        (
            "Free shipping on all orders except bulky items.",
            "Shipping is free on all orders.",
            ["the condition «except bulky items»"],
        ),
        (
            "Every plan comes with the sauna, apart from Basic.",
            "The sauna is included in all memberships except the Basic plan.",
            [],
        ),
        # an English verb's irregular form is the context's verb
        (
            "If you lose your card, call us.",
            "Call us about lost cards.",
            [],
        ),
        # a channel the context does not name
        (
            "You have 30 days after the incident to report a claim by phone.",
            "Claims must be reported within 30 days of the incident.",
            ["the channel «by phone»"],
        ),
        # a bound after its number, the context's before it
        (
            "You need to be 21 or older to drive with us.",
            "Drivers must be at least 21 years old.",
            [],
        ),
        # who pays, where the context does not say
        (
            "Return shipping is at your expense.",
            "Items can be returned within 30 days.",
            ["«at your expense»", "words not in the context: shipping, expense"],
        ),
        ("Доставка за счёт покупателя.", "Доставка за счёт покупателя, 300 рублей.", []),
        # every day widens the context's weekdays
        (
            "Мы работаем ежедневно с 9 до 18.",
            "Магазин работает по будням с 9:00 до 18:00.",
            ["«ежедневно», the context's «будням»"],
        ),
        # where a claim holds: a setting the context does not say
        (
            "Kids younger than 12 don't have to wear a mask outdoors.",
            "Children under 12 do not need to wear a mask.",
            ["the setting «outdoors»"],
        ),
    ],
)
def test_what_each_mend_reads(answer, context, unsupported):
    assert [s.unsupported for s in check(answer, {"doc": context}, "q 2026-10-23")] == [unsupported]
