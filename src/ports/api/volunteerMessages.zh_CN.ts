/** Messages of the volunteer area (AI target, plans, volunteer list, check, export, entitlements). */
export const volunteerMessages_zh_CN = {
  'volunteer.badPlanId': '专业编号不正确',
  'volunteer.dataInconsistent': '数据不一致！',
  'volunteer.targetParseFailed': '目标专业解析失败！',
  'volunteer.noRank': '请先完善成绩信息并选择批次',
  'volunteer.noPlan': '暂无该批次的招生计划数据',
  'volunteer.unknownPlan': '该专业不在今年的招生计划中',
  'volunteer.duplicate': '该专业已在志愿表中（第{{index}}志愿）',
  'volunteer.full': '志愿表最多填报{{max}}个专业，请先删除再添加',
  'volunteer.notFound': '志愿不存在或已删除',
  'volunteer.orderMismatch': '排序内容与当前志愿表不一致，请刷新后重试',
  'volunteer.emptyList': '志愿表为空，请先添加志愿',
  'volunteer.noCandidates': '没有同时符合你的选考科目和全部条件、且有录取希望的专业。请放宽条件（排除类别、地区、院校层次、预算），或检查成绩与批次。',
  'volunteer.belowFirstLine':
    '你的总分{{score}}分（位次{{rank}}）低于{{year}}年普通类一段线{{line}}分，第一段没有可报的机会。请在“选择批次”中改为普通类第二段，我们会为第二段列出可报的专业。',
  'access.needAi': '该功能需要开通“AI志愿”服务（基础版或尊享版会员）',
  'access.needSuper': '该功能需要开通“尊享版会员”服务',
  'access.needCheck': '志愿审核次数已用完，请开通“志愿审核”服务',
}
