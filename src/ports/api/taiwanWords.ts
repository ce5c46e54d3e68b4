/**
 * Where this product's Taiwan wording differs from OpenCC's Taiwan vocabulary (s2twp), reviewed word by word:
 * a simplified word → the Taiwan text it becomes. taiwanText splits a sentence at these words before OpenCC
 * reads it, and the longest word wins (一并 before 并).
 */
export const TAIWAN_WORDS: Readonly<Record<string, string>> = {
  // OpenCC's IT vocabulary reads a 专业代码 as source code and an interest 类型 as a data type.
  类型: '類型',
  代码: '代碼',
  // 稽核 is an audit; the product's 志愿审核 and 智能审核 are a review.
  审核: '審核',
  智能: '智能',
  // 参数 is a form field, not a function's argument (引數); the assistant 调用 (calls) a tool, not 呼叫s it.
  参数: '參數',
  调用: '調用',
  响应: '回應',
  // Everyday interface verbs: s2twp's 傳送, 新增, 檢視, 點選 read as software jargon in a sentence to a family.
  // (A format or a payment is 支援ed, as s2twp writes; backing for an idea stays 支持.)
  争取支持: '爭取支持',
  发送: '發送',
  添加: '添加',
  查看: '查看',
  点击: '點擊',
  了解: '了解',
  // Taiwan's standard forms (教育部): 公布, 分布, 布局, not the variant 佈.
  公布: '公布',
  分布: '分布',
  布局: '布局',
  账号: '帳號',
  // A study programme (学习项目), not a project (專案).
  项目: '項目',
  运营: '營運',
  // Signing out is 登出; quitting the questionnaire stays 退出.
  退出: '登出',
  退出登录: '登出',
  退出答题: '退出答題',
  // OpenCC's phrase table misreads these in our sentences: 3天后 (the goddess 天后), 最多只能 (隻, a measure
  // word), 提交并查看 and 组合并列 (併, to merge; 一并 is the one 併 we write), 旧表 and 看表里 (錶, a watch),
  // 官方志愿表 (地方志).
  天后: '天後',
  只能: '只能',
  并: '並',
  一并: '一併',
  旧表: '舊表',
  表里: '表裡',
  志愿: '志願',
}

/**
 * Whole texts chosen by hand, by key: where a word is not converted on purpose (a search example shown as a
 * student types it) or the text is not a sentence (a language tag).
 */
export const TAIWAN_TEXTS: Readonly<Record<string, string>> = {
  // The search matches the data's simplified names, so the examples show what to type.
  'school.searchPlaceholder': '輸入院校名稱、全拼或首字母，如「浙江工业大学」或「zjgydx」',
  'major.searchPlaceholder': '輸入專業名稱或代碼，如「计算机」或「0809」',
  'intro.htmlLang': 'zh-TW',
}
