import { SERVER_ERROR } from './lang'

/**
 * Messages the API itself answers (sign-in, SMS, validation, failures) that belong to no one area. Schemas carry
 * the key as their zod message; the server localises it by the request's language (messages.ts), and the web
 * app's i18n resources include these so both sides say the same words.
 */
export const baseMessages_zh_CN = {
  // Login validation
  'login.accountRequired': '请输入手机号',
  'login.passwordRequired': '请输入密码',
  'login.captchaRequired': '请输入验证码',
  'login.agreementRequired': '请阅读并勾选服务协议！',
  'login.phoneInvalid': '请输入正确的手机号',
  'login.smsCodeRequired': '请填写验证码',
  'login.noticeRequired': '请先阅读注意事项！',
  'login.captchaWrong': '图形验证码错误或已过期',
  'login.badCredentials': '手机号或密码错误',
  'login.smsCodeWrong': '短信验证码错误或已过期',
  'login.tooManyAttempts': '尝试次数过多，请稍后再试',
  'security.proofNeeded': '请稍候，正在进行安全验证后重试',
  'sms.siteBusy': '短信发送繁忙，请稍后再试或使用密码登录',
  'sms.tooSoon': '验证码发送过于频繁，请{{seconds}}秒后再试',
  'sms.phoneRejected': '该手机号无法接收短信，请检查号码',
  'sms.providerBusy': '短信发送繁忙，请稍后再试',
  'sms.notConfigured': '短信服务暂不可用，请使用密码登录或稍后再试',
  'register.phoneTaken': '该手机号已注册，请直接登录',
  'register.passwordShort': '密码长度为6-32位',
  'register.passwordMismatch': '两次输入的密码不一致',
  'register.examNumInvalid': '请输入正确的考生号',
  'forget.unknownPhone': '该手机号尚未注册',
  // Envelope-level failures
  'common.invalidField': '参数“{{field}}”不正确',
  'common.tooLong': '参数“{{field}}”过长',
  'common.badJson': '请求内容不是有效的 JSON',
  'common.tooDeep': '请求内容嵌套层级过深',
  'common.notFound': '接口不存在',
  'common.sessionExpired': '登录状态已过期，请重新登录',
  'common.forbiddenUser': '无权访问其他用户的数据',
  'common.notYet': '该功能正在建设中，敬请期待',
  'common.serverError': SERVER_ERROR.zh_CN,
  'common.unavailable': '数据暂时无法读写，请稍后再试，已保存的内容不会丢失',
  'common.busy': '当前填报人数较多，请稍后再试，已保存的内容不会丢失',
  'common.tooManyRequests': '请求过于频繁，请稍后再试',
  'common.payloadTooLarge': '请求内容过大',
  'common.noContent': '暂无内容',
  'common.ok': '操作成功',
  // The chat assistant's refusals before an answer streams
  'chat.questionTooLong': '问题太长了，请控制在{{max}}字以内',
  'chat.tooFast': '提问太频繁了，请{{seconds}}秒后再问',
  'chat.dailyLimit': '今天的提问次数已用完（每天{{max}}次），请明天再来',
}
