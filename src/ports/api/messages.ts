import { consultMessages } from './consultMessages'
import { assessmentMessages } from './assessmentMessages'
import { langFrom, SERVER_ERROR, type Lang } from './lang'
import { listMessages } from './listMessages'
import { payMessages } from './payMessages'
import { sanyiMessages } from './sanyiMessages'
import { profileMessages } from './profileMessages'
import { volunteerMessages } from './volunteerMessages'

/**
 * Messages the API itself answers (validation and failures), in the three interface languages.
 * Schemas carry the key as their zod message; the server localises it by the request's language,
 * and the web app's i18n resources include these so both sides say the same words.
 */
export type { Lang }

export const apiMessages = {
  // Login validation
  'login.accountRequired': { zh_CN: '请输入手机号', zh_TW: '請輸入手機號', en: 'Please enter phone number' },
  'login.passwordRequired': { zh_CN: '请输入密码', zh_TW: '請輸入密碼', en: 'Please enter password' },
  'login.captchaRequired': { zh_CN: '请输入验证码', zh_TW: '請輸入驗證碼', en: 'Please enter verification code' },
  'login.agreementRequired': { zh_CN: '请阅读并勾选服务协议！', zh_TW: '請閱讀並勾選服務協議！', en: 'Please read and tick the service agreement!' },
  'login.phoneInvalid': { zh_CN: '请输入正确的手机号', zh_TW: '請輸入正確的手機號', en: 'Please enter the correct phone number' },
  'login.smsCodeRequired': { zh_CN: '请填写验证码', zh_TW: '請填寫驗證碼', en: 'Please fill in the verification code' },
  'login.noticeRequired': { zh_CN: '请先阅读注意事项！', zh_TW: '請先閱讀注意事項！', en: 'Please read the notes first!' },
  'login.captchaWrong': { zh_CN: '图形验证码错误或已过期', zh_TW: '圖形驗證碼錯誤或已過期', en: 'The picture code is wrong or has expired' },
  'login.badCredentials': { zh_CN: '手机号或密码错误', zh_TW: '手機號或密碼錯誤', en: 'Wrong phone number or password' },
  'login.smsCodeWrong': { zh_CN: '短信验证码错误或已过期', zh_TW: '簡訊驗證碼錯誤或已過期', en: 'The SMS code is wrong or has expired' },
  'login.tooManyAttempts': { zh_CN: '尝试次数过多，请稍后再试', zh_TW: '嘗試次數過多，請稍後再試', en: 'Too many attempts, please try again later' },
  'security.proofNeeded': {
    zh_CN: '请稍候，正在进行安全验证后重试',
    zh_TW: '請稍候，正在進行安全驗證後重試',
    en: 'Please wait: a security check must be completed before trying again',
  },
  'sms.siteBusy': {
    zh_CN: '短信发送繁忙，请稍后再试或使用密码登录',
    zh_TW: '簡訊發送繁忙，請稍後再試或使用密碼登入',
    en: 'Text messages are busy right now; try again later or sign in with your password',
  },
  'sms.tooSoon': {
    zh_CN: '验证码发送过于频繁，请{{seconds}}秒后再试',
    zh_TW: '驗證碼發送過於頻繁，請{{seconds}}秒後再試',
    en: 'Codes are sent at most once every 120 s; try again in {{seconds}} s',
  },
  'sms.phoneRejected': {
    zh_CN: '该手机号无法接收短信，请检查号码',
    zh_TW: '該手機號無法接收簡訊，請檢查號碼',
    en: 'This phone number cannot receive text messages; please check the number',
  },
  'sms.providerBusy': {
    zh_CN: '短信发送繁忙，请稍后再试',
    zh_TW: '簡訊發送繁忙，請稍後再試',
    en: 'Text messages are busy right now; please try again later',
  },
  'sms.notConfigured': {
    zh_CN: '短信服务暂不可用，请使用密码登录或稍后再试',
    zh_TW: '簡訊服務暫不可用，請使用密碼登入或稍後再試',
    en: 'Text messages are unavailable for now; sign in with your password or try again later',
  },
  'register.phoneTaken': {
    zh_CN: '该手机号已注册，请直接登录',
    zh_TW: '該手機號已註冊，請直接登入',
    en: 'This phone number is already registered; please sign in',
  },
  'register.passwordShort': { zh_CN: '密码长度为6-32位', zh_TW: '密碼長度為6-32位', en: 'The password must be 6 to 32 characters' },
  'register.passwordMismatch': { zh_CN: '两次输入的密码不一致', zh_TW: '兩次輸入的密碼不一致', en: 'The two passwords do not match' },
  'register.examNumInvalid': { zh_CN: '请输入正确的考生号', zh_TW: '請輸入正確的考生號', en: 'Please enter a valid candidate number' },
  'forget.unknownPhone': { zh_CN: '该手机号尚未注册', zh_TW: '該手機號尚未註冊', en: 'This phone number is not registered' },
  // Envelope-level failures
  'common.invalidField': { zh_CN: '参数“{{field}}”不正确', zh_TW: '參數「{{field}}」不正確', en: 'The field "{{field}}" is not valid' },
  'common.tooLong': { zh_CN: '参数“{{field}}”过长', zh_TW: '參數「{{field}}」過長', en: 'The field "{{field}}" is too long' },
  'common.badJson': { zh_CN: '请求内容不是有效的 JSON', zh_TW: '請求內容不是有效的 JSON', en: 'The request body is not valid JSON' },
  'common.tooDeep': { zh_CN: '请求内容嵌套层级过深', zh_TW: '請求內容巢狀層級過深', en: 'The request body is nested too deeply' },
  'common.notFound': { zh_CN: '接口不存在', zh_TW: '介面不存在', en: 'No such API endpoint' },
  'common.sessionExpired': { zh_CN: '登录状态已过期，请重新登录', zh_TW: '登入狀態已過期，請重新登入', en: 'Your session has expired; please sign in again' },
  'common.forbiddenUser': { zh_CN: '无权访问其他用户的数据', zh_TW: '無權訪問其他使用者的資料', en: "You cannot access another user's data" },
  'common.notYet': { zh_CN: '该功能正在建设中，敬请期待', zh_TW: '該功能正在建設中，敬請期待', en: 'This feature is not available yet' },
  'common.serverError': SERVER_ERROR,
  'common.unavailable': {
    zh_CN: '数据暂时无法读写，请稍后再试，已保存的内容不会丢失',
    zh_TW: '資料暫時無法讀寫，請稍後再試，已儲存的內容不會丟失',
    en: 'Your data cannot be read or saved just now; please try again shortly. Nothing already saved is lost',
  },
  'common.busy': {
    zh_CN: '当前填报人数较多，请稍后再试，已保存的内容不会丢失',
    zh_TW: '當前填報人數較多，請稍後再試，已儲存的內容不會丟失',
    en: 'Many students are filling in their lists right now; please try again in a moment. Nothing already saved is lost',
  },
  'common.tooManyRequests': { zh_CN: '请求过于频繁，请稍后再试', zh_TW: '請求過於頻繁，請稍後再試', en: 'Too many requests; please try again later' },
  'common.payloadTooLarge': { zh_CN: '请求内容过大', zh_TW: '請求內容過大', en: 'The request is too large' },
  'common.noContent': { zh_CN: '暂无内容', zh_TW: '暫無內容', en: 'No content yet' },
  'common.ok': { zh_CN: '操作成功', zh_TW: '操作成功', en: 'Done' },
  // The chat assistant's refusals before an answer streams
  'chat.questionTooLong': {
    zh_CN: '问题太长了，请控制在{{max}}字以内',
    zh_TW: '問題太長了，請控制在{{max}}字以內',
    en: 'The question is too long; please keep it under {{max}} characters',
  },
  'chat.tooFast': {
    zh_CN: '提问太频繁了，请{{seconds}}秒后再问',
    zh_TW: '提問太頻繁了，請{{seconds}}秒後再問',
    en: 'You are asking too fast; please ask again in {{seconds}} s',
  },
  'chat.dailyLimit': {
    zh_CN: '今天的提问次数已用完（每天{{max}}次），请明天再来',
    zh_TW: '今天的提問次數已用完（每天{{max}}次），請明天再來',
    en: "You have used today's {{max}} questions; please come back tomorrow",
  },
  ...profileMessages,
  ...volunteerMessages,
  ...listMessages,
  ...payMessages,
  ...sanyiMessages,
  ...assessmentMessages,
  ...consultMessages,
} as const satisfies Record<string, Record<Lang, string>>

export type ApiMessageKey = keyof typeof apiMessages

export function isApiMessageKey(value: string): value is ApiMessageKey {
  return Object.prototype.hasOwnProperty.call(apiMessages, value)
}

/** Every message in one language, as the web app's i18n resources take them. */
export function apiWordsIn(lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(apiMessages).map(([key, texts]) => [key, texts[lang]]))
}

/** Localise a message key, filling {{name}} placeholders; unknown keys pass through unchanged. */
export function apiMessage(key: string, lang: Lang, params: Record<string, string | number> = {}): string {
  const text: string = isApiMessageKey(key) ? apiMessages[key][lang] : key
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''))
}

export { langFrom }
