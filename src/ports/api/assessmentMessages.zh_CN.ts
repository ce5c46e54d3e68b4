/** What the server says about the interest tests (专业选择测试, 选科测评). */
export const assessmentMessages_zh_CN = {
  'assess.incomplete': '请回答全部题目后再提交',
  'assess.oldVersion': '问卷已更新，请刷新页面后重新作答',
  'assess.nothingToReuse': '还没有可以沿用的测评答案',
}
