import type { intro_zh_CN } from './intro.zh_CN'

/** Words of the phone introduction page in Traditional Chinese (tools/introPage.ts). */
export const intro_zh_TW: Record<keyof typeof intro_zh_CN, string> = {
  'intro.htmlLang': 'zh-TW',
  'intro.title': '浙江高考志願填報AI系統 - 手機版',
  'intro.description': '浙江高考志願填報AI系統：依據浙江省新高考平行志願規則和歷年位次數據，提供AI志願推薦、志願審核與招生計劃查詢。',
  'intro.systemName': '浙江高考志願填報AI系統',
  'intro.lead': '依據浙江省「專業（類）+院校」平行志願規則和歷年位次，為您生成、檢查和匯出 80 個志願。',
  'intro.continue': '繼續使用手機版',
  'intro.continueHint': '手機上可以登入、填寫成績、換算位次、查大學和專業、生成與調整志願表、智慧審核、匯出和 AI 問答。',
  'intro.pcTitle': '比較志願時，電腦更順手',
  'intro.pcText': '一張志願表有 80 行，每行都有歷年分數和錄取機率。在電腦上開啟同一網址、用同一手機號登入，志願表和成績都在。',
  'intro.featuresTitle': '我們能幫您做什麼',
  'intro.feature.ai': 'AI 志願：按您的分數、位次、選考科目和偏好，給出衝穩保分層的志願表，每一行都說明理由。',
  'intro.feature.check': '智慧審核：檢查選考要求、梯度與滑檔風險，每個問題都能一鍵修正。',
  'intro.feature.lookup': '一鍵查大學、查專業：歷年投檔線、2026 年招生計劃、位次與分數換算。',
  'intro.feature.chat': 'AI 志願問答：用數據回答「600 分能上哪些學校」這類問題。',
  'intro.official': '正式志願請在浙江省教育考試院官網（{{site}}）填報，本系統僅供參考。',
  'intro.cooperation': '學校與機構合作申請',
  'intro.languages': '語言',
}
