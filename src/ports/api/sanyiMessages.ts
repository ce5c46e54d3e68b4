/** What the 三位一体 endpoints answer when they refuse (validation and failures), in the three languages. */
export const sanyiMessages = {
  'sanyi.gradesTen': {
    zh_CN: '学考十门科目的等级个数之和须为10',
    zh_TW: '學考十門科目的等級個數之和須為10',
    en: 'The proficiency test grades must cover exactly ten subjects',
  },
  'sanyi.percentRange': {
    zh_CN: '预估校测成绩须在0到100之间',
    zh_TW: '預估校測成績須在0到100之間',
    en: 'The expected school test result must be from 0 to 100',
  },
  'sanyi.gaokaoRange': { zh_CN: '高考成绩须在0到750之间', zh_TW: '高考成績須在0到750之間', en: 'The gaokao score must be 0 to 750' },
  'sanyi.noteTooLong': { zh_CN: '备注最多200字', zh_TW: '備註最多200字', en: 'A note may be at most 200 characters' },
  'sanyi.schoolMissing': { zh_CN: '请选择院校', zh_TW: '請選擇院校', en: 'Please choose a university' },
  'sanyi.unknownSchool': {
    zh_CN: '该院校不在当前的三位一体院校名单中',
    zh_TW: '該院校不在當前的三位一體院校名單中',
    en: 'This university is not in the current Three-in-one list',
  },
  'sanyi.unknownMajor': {
    zh_CN: '该专业不在该校的三位一体招生专业中',
    zh_TW: '該專業不在該校的三位一體招生專業中',
    en: "This major is not among the university's Three-in-one majors",
  },
  'sanyi.alreadyAdded': { zh_CN: '已在我的意向志愿中', zh_TW: '已在我的意向志願中', en: 'Already in my intention list' },
  'sanyi.tooMany': {
    zh_CN: '意向志愿最多保存{{max}}个，请先删除不需要的',
    zh_TW: '意向志願最多儲存{{max}}個，請先刪除不需要的',
    en: 'The intention list holds at most {{max}} items; please remove one first',
  },
  'sanyi.choiceMissing': { zh_CN: '该意向志愿不存在或已删除', zh_TW: '該意向志願不存在或已刪除', en: 'This item does not exist or was removed' },
  'sanyi.reorderMismatch': {
    zh_CN: '列表已在别处修改，请刷新后再调整顺序',
    zh_TW: '列表已在別處修改，請重新整理後再調整順序',
    en: 'The list changed elsewhere; please reload before reordering',
  },
  'sanyi.needThreeOne': {
    zh_CN: '三位一体志愿参考需开通三位一体服务',
    zh_TW: '三位一體志願參考需開通三位一體服務',
    en: 'The Three-in-one reference list needs the Three-in-one service',
  },
} as const
