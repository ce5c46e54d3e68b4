import type { baseMessages_zh_CN } from './baseMessages.zh_CN'
import { SERVER_ERROR } from './lang'

/** The words of baseMessages.zh_CN.ts in English, key for key (a missing or extra key does not type-check). */
export const baseMessages_en: Record<keyof typeof baseMessages_zh_CN, string> = {
  // Login validation
  'login.accountRequired': 'Please enter phone number',
  'login.passwordRequired': 'Please enter password',
  'login.captchaRequired': 'Please enter verification code',
  'login.agreementRequired': 'Please read and tick the service agreement!',
  'login.phoneInvalid': 'Please enter the correct phone number',
  'login.smsCodeRequired': 'Please fill in the verification code',
  'login.noticeRequired': 'Please read the notes first!',
  'login.captchaWrong': 'The picture code is wrong or has expired',
  'login.badCredentials': 'Wrong phone number or password',
  'login.smsCodeWrong': 'The SMS code is wrong or has expired',
  'login.tooManyAttempts': 'Too many attempts, please try again later',
  'security.proofNeeded': 'Please wait: a security check must be completed before trying again',
  'sms.siteBusy': 'Text messages are busy right now; try again later or sign in with your password',
  'sms.tooSoon': 'Codes are sent at most once every 120 s; try again in {{seconds}} s',
  'sms.phoneRejected': 'This phone number cannot receive text messages; please check the number',
  'sms.providerBusy': 'Text messages are busy right now; please try again later',
  'sms.notConfigured': 'Text messages are unavailable for now; sign in with your password or try again later',
  'register.phoneTaken': 'This phone number is already registered; please sign in',
  'register.passwordShort': 'The password must be 6 to 32 characters',
  'register.passwordMismatch': 'The two passwords do not match',
  'register.examNumInvalid': 'Please enter a valid candidate number',
  'forget.unknownPhone': 'This phone number is not registered',
  // Envelope-level failures
  'common.invalidField': 'The field "{{field}}" is not valid',
  'common.tooLong': 'The field "{{field}}" is too long',
  'common.badJson': 'The request body is not valid JSON',
  'common.tooDeep': 'The request body is nested too deeply',
  'common.notFound': 'No such API endpoint',
  'common.sessionExpired': 'Your session has expired; please sign in again',
  'common.forbiddenUser': "You cannot access another user's data",
  'common.notYet': 'This feature is not available yet',
  'common.serverError': SERVER_ERROR.en,
  'common.unavailable': 'Your data cannot be read or saved just now; please try again shortly. Nothing already saved is lost',
  'common.busy': 'Many students are filling in their lists right now; please try again in a moment. Nothing already saved is lost',
  'common.tooManyRequests': 'Too many requests; please try again later',
  'common.payloadTooLarge': 'The request is too large',
  'common.noContent': 'No content yet',
  'common.ok': 'Done',
  // The chat assistant's refusals before an answer streams
  'chat.questionTooLong': 'The question is too long; please keep it under {{max}} characters',
  'chat.tooFast': 'You are asking too fast; please ask again in {{seconds}} s',
  'chat.dailyLimit': "You have used today's {{max}} questions; please come back tomorrow",
}
