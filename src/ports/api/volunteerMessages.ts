import type { Lang } from './lang'

/** Messages of the volunteer area (AI target, plans, volunteer list, check, export, entitlements). */
export const volunteerMessages = {
  'volunteer.badPlanId': { zh_CN: '专业编号不正确', zh_TW: '專業編號不正確', en: 'The programme id is not valid' },
  'volunteer.dataInconsistent': { zh_CN: '数据不一致！', zh_TW: '資料不一致！', en: 'Data inconsistent!' },
  'volunteer.targetParseFailed': { zh_CN: '目标专业解析失败！', zh_TW: '目標專業解析失敗！', en: 'Target major parse failed!' },
  'volunteer.noRank': { zh_CN: '请先完善成绩信息并选择批次', zh_TW: '請先完善成績資訊並選擇批次', en: 'Please enter your scores and choose a batch first' },
  'volunteer.noPlan': { zh_CN: '暂无该批次的招生计划数据', zh_TW: '暫無該批次的招生計劃資料', en: 'There is no admissions plan for this batch yet' },
  'volunteer.unknownPlan': { zh_CN: '该专业不在今年的招生计划中', zh_TW: '該專業不在今年的招生計劃中', en: "This programme is not in this year's plan" },
  'volunteer.duplicate': {
    zh_CN: '该专业已在志愿表中（第{{index}}志愿）',
    zh_TW: '該專業已在志願表中（第{{index}}志願）',
    en: 'This programme is already in your list (choice {{index}})',
  },
  'volunteer.full': {
    zh_CN: '志愿表最多填报{{max}}个专业，请先删除再添加',
    zh_TW: '志願表最多填報{{max}}個專業，請先刪除再添加',
    en: 'A list holds at most {{max}} programmes; remove one first',
  },
  'volunteer.notFound': { zh_CN: '志愿不存在或已删除', zh_TW: '志願不存在或已刪除', en: 'This choice does not exist or was removed' },
  'volunteer.orderMismatch': {
    zh_CN: '排序内容与当前志愿表不一致，请刷新后重试',
    zh_TW: '排序內容與當前志願表不一致，請重新整理後重試',
    en: 'The new order does not match your current list; reload and try again',
  },
  'volunteer.emptyList': { zh_CN: '志愿表为空，请先添加志愿', zh_TW: '志願表為空，請先添加志願', en: 'Your list is empty; add programmes first' },
  'volunteer.noTarget': { zh_CN: '请先保存目标信息', zh_TW: '請先儲存目標資訊', en: 'Please save your target first' },
  'volunteer.noCandidates': {
    zh_CN: '没有同时符合你的选考科目和全部条件、且有录取希望的专业。请放宽条件（排除类别、地区、院校层次、预算），或检查成绩与批次。',
    zh_TW: '沒有同時符合你的選考科目和全部條件、且有錄取希望的專業。請放寬條件（排除類別、地區、院校層次、預算），或檢查成績與批次。',
    en: 'No programme meets your subjects and all your conditions with a real chance. Relax the conditions (ruled-out kinds, places, school level, budget) or check your scores and batch.',
  },
  'volunteer.belowFirstLine': {
    zh_CN:
      '你的总分{{score}}分（位次{{rank}}）低于{{year}}年普通类一段线{{line}}分，第一段没有可报的机会。请在“选择批次”中改为普通类第二段，我们会为第二段列出可报的专业。',
    zh_TW:
      '你的總分{{score}}分（位次{{rank}}）低於{{year}}年普通類一段線{{line}}分，第一段沒有可報的機會。請在「選擇批次」中改為普通類第二段，我們會為第二段列出可報的專業。',
    en: 'Your total of {{score}} (rank {{rank}}) is below the {{year}} first-segment line of {{line}}, so the first segment holds no chance. Change your batch to the ordinary second segment and we will list what you can apply for there.',
  },
  'volunteer.modelLoading': {
    zh_CN: '录取模型正在准备中，请稍后再试',
    zh_TW: '錄取模型正在準備中，請稍後再試',
    en: 'The admission model is still loading; try again shortly',
  },
  'access.needAi': {
    zh_CN: '该功能需要开通“AI志愿”服务（基础版或尊享版会员）',
    zh_TW: '該功能需要開通「AI志願」服務（基礎版或尊享版會員）',
    en: 'This needs the AI volunteer service (base or Premium membership)',
  },
  'access.needSuper': { zh_CN: '该功能需要开通“尊享版会员”服务', zh_TW: '該功能需要開通「尊享版會員」服務', en: 'This needs the Premium membership' },
  'access.needCheck': {
    zh_CN: '志愿审核次数已用完，请开通“志愿审核”服务',
    zh_TW: '志願審核次數已用完，請開通「志願審核」服務',
    en: 'No volunteer checks left; buy the volunteer check service',
  },
} as const satisfies Record<string, Record<Lang, string>>
