import type { Lang } from './messages'

/** Messages of issue 5 (AI target, plans, volunteer list, check, export, entitlements). */
export const volunteerMessages = {
  'volunteer.badPlanId': { zh_CN: '专业编号不正确', zh_TW: '專業編號不正確', en: 'The programme id is not valid' },
  'volunteer.dataInconsistent': { zh_CN: '数据不一致！', zh_TW: '資料不一致！', en: 'Data inconsistent!' },
  'volunteer.targetParseFailed': { zh_CN: '目标专业解析失败！', zh_TW: '目標專業解析失敗！', en: 'Target major parse failed!' },
  'volunteer.noRank': { zh_CN: '请先完善成绩信息并选择批次', zh_TW: '請先完善成績資訊並選擇批次', en: 'Please enter your scores and choose a batch first' },
  'volunteer.noPlan': { zh_CN: '暂无该批次的招生计划数据', zh_TW: '暫無該批次的招生計劃資料', en: 'There is no admissions plan for this batch yet' },
  'volunteer.unknownPlan': { zh_CN: '该专业不在今年的招生计划中', zh_TW: '該專業不在今年的招生計劃中', en: "This programme is not in this year's plan" },
  'volunteer.duplicate': { zh_CN: '该专业已在志愿表中（第{{index}}志愿）', zh_TW: '該專業已在志願表中（第{{index}}志願）', en: 'This programme is already in your list (choice {{index}})' },
  'volunteer.full': { zh_CN: '志愿表最多填报{{max}}个专业，请先删除再添加', zh_TW: '志願表最多填報{{max}}個專業，請先刪除再添加', en: 'A list holds at most {{max}} programmes; remove one first' },
  'volunteer.notFound': { zh_CN: '志愿不存在或已删除', zh_TW: '志願不存在或已刪除', en: 'This choice does not exist or was removed' },
  'volunteer.orderMismatch': { zh_CN: '排序内容与当前志愿表不一致，请刷新后重试', zh_TW: '排序內容與當前志願表不一致，請重新整理後重試', en: 'The new order does not match your current list; reload and try again' },
  'volunteer.emptyList': { zh_CN: '志愿表为空，请先添加志愿', zh_TW: '志願表為空，請先添加志願', en: 'Your list is empty; add programmes first' },
  'volunteer.noTarget': { zh_CN: '请先保存目标信息', zh_TW: '請先保存目標資訊', en: 'Please save your target first' },
  'volunteer.noCandidates': { zh_CN: '没有符合条件的专业，请放宽目标或预算', zh_TW: '沒有符合條件的專業，請放寬目標或預算', en: 'No programme fits; widen your targets or budget' },
  'volunteer.noSecondSegmentData': { zh_CN: '我们的数据只有普通类第一段的历年投档线，第二段（含专科）暂不能给出可靠的录取概率，因此暂不生成AI志愿；您可以在招生计划中自选，并以浙江省教育考试院公布为准', zh_TW: '我們的資料只有普通類第一段的歷年投檔線，第二段（含專科）暫不能給出可靠的錄取機率，因此暫不生成AI志願；您可以在招生計劃中自選，並以浙江省教育考試院公布為準', en: 'Our data holds only the first-segment cutoffs of past years, so the second segment (incl. vocational programmes) cannot get reliable probabilities and no AI list is built yet; pick from the admissions plan yourself and rely on the official figures' },
  'volunteer.modelLoading': { zh_CN: '录取模型正在准备中，请稍后再试', zh_TW: '錄取模型正在準備中，請稍後再試', en: 'The admission model is still loading; try again shortly' },
  'access.needAi': { zh_CN: '该功能需要开通“AI志愿”服务（基础版或高级版会员）', zh_TW: '該功能需要開通「AI志願」服務（基礎版或高級版會員）', en: 'This needs the AI volunteer service (base or super membership)' },
  'access.needSuper': { zh_CN: '该功能需要开通“高级版会员”服务', zh_TW: '該功能需要開通「高級版會員」服務', en: 'This needs the super membership' },
  'access.needCheck': { zh_CN: '志愿审核次数已用完，请开通“志愿审核”服务', zh_TW: '志願審核次數已用完，請開通「志願審核」服務', en: 'No volunteer checks left; buy the volunteer check service' },
} as const satisfies Record<string, Record<Lang, string>>
