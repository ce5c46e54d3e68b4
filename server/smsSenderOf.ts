import { AliyunSmsSender } from './adapters/sms/AliyunSmsSender'
import { ConsoleSmsSender } from './adapters/sms/ConsoleSmsSender'
import { TencentSmsSender } from './adapters/sms/TencentSmsSender'
import type { SmsConfig } from './config'
import type { SmsSender } from './ports/SmsSender'

/** The configured SMS sender (SMS_PROVIDER); the console, which writes codes to stdout, unless a provider is set up. */
export function smsSenderOf(sms: SmsConfig): SmsSender {
  if (sms.kind === 'aliyun') return new AliyunSmsSender(sms.options)
  if (sms.kind === 'tencent') return new TencentSmsSender(sms.options)
  return new ConsoleSmsSender()
}
