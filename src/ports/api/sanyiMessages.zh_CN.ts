/** What the 三位一体 endpoints answer when they refuse (validation and failures). */
export const sanyiMessages_zh_CN = {
  'sanyi.gradesTen': '学考十门科目的等级个数之和须为10',
  'sanyi.percentRange': '预估校测成绩须在0到100之间',
  'sanyi.gaokaoRange': '高考成绩须在0到750之间',
  'sanyi.noteTooLong': '备注最多200字',
  'sanyi.schoolMissing': '请选择院校',
  'sanyi.unknownSchool': '该院校不在当前的三位一体院校名单中',
  'sanyi.unknownMajor': '该专业不在该校的三位一体招生专业中',
  'sanyi.alreadyAdded': '已在我的意向志愿中',
  'sanyi.tooMany': '意向志愿最多保存{{max}}个，请先删除不需要的',
  'sanyi.choiceMissing': '该意向志愿不存在或已删除',
  'sanyi.reorderMismatch': '列表已在别处修改，请刷新后再调整顺序',
  'sanyi.needThreeOne': '三位一体志愿参考需开通三位一体服务',
}
