/** What the server says about the interest tests (专业选择测试, 选科测评). */
export const assessmentMessages = {
  'assess.incomplete': {
    zh_CN: '请回答全部题目后再提交',
    zh_TW: '請回答全部題目後再提交',
    en: 'Please answer every question before submitting',
  },
  'assess.oldVersion': {
    zh_CN: '问卷已更新，请刷新页面后重新作答',
    zh_TW: '問卷已更新，請重新整理頁面後重新作答',
    en: 'The questionnaire has changed; please reload the page and answer again',
  },
  'assess.nothingToReuse': {
    zh_CN: '还没有可以沿用的测评答案',
    zh_TW: '還沒有可以沿用的測評答案',
    en: 'There are no earlier answers to reuse',
  },
} as const
