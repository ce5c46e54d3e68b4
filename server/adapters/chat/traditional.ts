/** Traditional characters of the words students use here, each followed by its simplified form. */
const TRADITIONAL =
  '學学業业檔档線线錄录專专師师範范醫医機机電电經经濟济華华東东廣广術术農农傳传語语國国對对應应數数們们幾几嗎吗麼么級级歷历選选讀读計计軟软體体網网資资訊讯號号會会進进這这個个來来兩两萬万後后與与還还變变從从這这說说時时間间該该現现種种當当麵面參参報报線线狀状況况準准確确項项點点關关開开門门問问題题歲岁區区縣县島岛雲云為为員员聯联藥药護护衛卫師师範范財财貿贸輕轻紡纺織织礦矿鐵铁車车氣气遺遗屬属實实驗验辦办類类試试穩稳費费願愿據据規规則则順顺賦赋難难習习寫写給给錢钱療疗餘余臺台灣湾樣样獲获績绩雙双優优寧宁溫温紹绍興兴麗丽蘇苏廈厦鄭郑漢汉陽阳龍龙遼辽陝陕貴贵藝艺樂乐視视聽听戲戏劇剧設设論论話话濱滨腦脑動动臨临築筑環环際际營营銷销貨货險险統统務务稅税審审圖图書书館馆檢检測测繪绘礎础園园標标獸兽漁渔鋼钢構构態态義义處处識识運运輸输陸陆證证課课閱阅價价屆届達达邊边將将嚴严產产團团質质勞劳發发細细養养鎮镇鄉乡頭头歡欢覺觉離离遠远駐驻習习練练'

const TO_SIMPLIFIED = new Map<string, string>()
const TO_TRADITIONAL = new Map<string, string>()
for (let i = 0; i + 1 < TRADITIONAL.length; i += 2) {
  TO_SIMPLIFIED.set(TRADITIONAL[i], TRADITIONAL[i + 1])
  if (!TO_TRADITIONAL.has(TRADITIONAL[i + 1])) TO_TRADITIONAL.set(TRADITIONAL[i + 1], TRADITIONAL[i])
}

/** A zh_TW question read like a zh_CN one. */
export const toSimplified = (text: string): string => [...text].map((c) => TO_SIMPLIFIED.get(c) ?? c).join('')

/** The same words in traditional characters (the chat evaluation asks in both). */
export const toTraditional = (text: string): string => [...text].map((c) => TO_TRADITIONAL.get(c) ?? c).join('')
