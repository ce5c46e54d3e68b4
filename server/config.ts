import { join, resolve } from 'node:path'
import { z } from 'zod'
import { SMS_BUDGET_PER_DAY, SMS_BUDGET_PER_HOUR } from './app/shared/limits'
import { SystemClock } from '@/adapters/time/SystemClock'
import type { AlipayOptions } from './adapters/payment/AlipayGateway'
import { alipayOptionsFromEnv } from './adapters/payment/alipayOptionsFromEnv'
import { envValue, type OptionsFromEnv } from './adapters/payment/OptionsFromEnv'
import type { WechatPayOptions } from './adapters/payment/WechatPayGateway'
import { wechatPayOptionsFromEnv } from './adapters/payment/wechatPayOptionsFromEnv'
import type { AliyunSmsOptions } from './adapters/sms/AliyunSmsSender'
import type { TencentSmsOptions } from './adapters/sms/TencentSmsSender'

/** Every knob of the server (docs/CONFIGURATION.md lists them with their meaning). */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./var'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SMS_PROVIDER: z.enum(['console', 'aliyun', 'tencent']).default('console'),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(72),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SMS_BUDGET_PER_HOUR: z.coerce.number().int().min(1).default(SMS_BUDGET_PER_HOUR),
  SMS_BUDGET_PER_DAY: z.coerce.number().int().min(1).default(SMS_BUDGET_PER_DAY),
  CHALLENGE_KEY: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  CHAT_MODEL: z.enum(['local', 'openai']).default('local'),
  LLM_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://api.openai.com/v1' }).optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).max(200).optional(),
  PAY_WX: z.enum(['sandbox', 'wechatpay']).default('sandbox'),
  PAY_ZFB: z.enum(['sandbox', 'alipay']).default('sandbox'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be the http(s) address students open, e.g. https://gk.example.com' }).optional(),
})

/** The payment gateways: the sandbox (no money moves), or a provider with its keys read from the environment. */
export interface PaymentConfig {
  wx: { kind: 'sandbox' } | { kind: 'wechatpay'; options: WechatPayOptions }
  zfb: { kind: 'sandbox' } | { kind: 'alipay'; options: AlipayOptions }
}

const problemsOf = (result: OptionsFromEnv<unknown>, provider: string): string[] =>
  result.ok ? [] : [...result.missing.map((v) => `${v}: ${provider} needs it`), ...result.invalid.map((v) => `${v}: set, but not usable for ${provider}`)]

/** Each method's gateway; a provider needs PUBLIC_URL (where it sends payment results) and its keys. */
function paymentOf(
  e: z.infer<typeof EnvSchema>,
  env: Record<string, string | undefined>,
): { ok: true; payment: PaymentConfig } | { ok: false; problems: string[] } {
  const problems: string[] = []
  const clock = new SystemClock()
  const real = e.PAY_WX !== 'sandbox' || e.PAY_ZFB !== 'sandbox'
  if (real && !e.PUBLIC_URL) problems.push('PUBLIC_URL: a payment provider needs the public address of this server to send payment results to')
  if (e.NODE_ENV === 'production' && !real)
    problems.push(
      'PAY_WX / PAY_ZFB: production needs a real payment provider; the sandbox lets anyone pay with a button. Run with NODE_ENV=development for self-hosted or test use.',
    )
  const publicUrl = (e.PUBLIC_URL ?? '').replace(/\/+$/, '')
  let wx: PaymentConfig['wx'] = { kind: 'sandbox' }
  let zfb: PaymentConfig['zfb'] = { kind: 'sandbox' }
  if (e.PAY_WX === 'wechatpay') {
    const read = wechatPayOptionsFromEnv(env, { publicUrl, clock })
    if (read.ok) wx = { kind: 'wechatpay', options: read.options }
    else problems.push(...problemsOf(read, 'PAY_WX=wechatpay'))
  }
  if (e.PAY_ZFB === 'alipay') {
    const read = alipayOptionsFromEnv(env, { publicUrl, clock })
    if (read.ok) zfb = { kind: 'alipay', options: read.options }
    else problems.push(...problemsOf(read, 'PAY_ZFB=alipay'))
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, payment: { wx, zfb } }
}

/** The SMS provider: the console (codes written to the log), or a provider with its keys read from the environment. */
export type SmsConfig = { kind: 'console' } | { kind: 'aliyun'; options: AliyunSmsOptions } | { kind: 'tencent'; options: TencentSmsOptions }

const ALIYUN_SMS = ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'] as const
const TENCENT_SMS = ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID'] as const

/** The provider SMS_PROVIDER names, with every setting it needs; production refuses the console, which delivers nothing. */
function smsOf(e: z.infer<typeof EnvSchema>, env: Record<string, string | undefined>): { ok: true; sms: SmsConfig } | { ok: false; problems: string[] } {
  if (e.SMS_PROVIDER === 'console') {
    if (e.NODE_ENV !== 'production') return { ok: true, sms: { kind: 'console' } }
    return {
      ok: false,
      problems: [
        'SMS_PROVIDER: production needs a real SMS provider, aliyun (Alibaba Cloud SMS) or tencent (Tencent Cloud SMS); "console" only writes codes to the log. Run with NODE_ENV=development for self-hosted or test use.',
      ],
    }
  }
  const value = (name: string) => envValue(env, name) ?? ''
  const unusable = (name: string, pattern: RegExp) => envValue(env, name) !== undefined && !pattern.test(value(name))
  const badUrl = (name: string) => unusable(name, /^https?:\/\/\S+$/) || !URL.canParse(envValue(env, name) ?? 'https://default.example')
  const provider = `SMS_PROVIDER=${e.SMS_PROVIDER}`
  if (e.SMS_PROVIDER === 'aliyun') {
    const missing = ALIYUN_SMS.filter((name) => envValue(env, name) === undefined)
    const invalid = badUrl('ALIYUN_SMS_ENDPOINT') ? ['ALIYUN_SMS_ENDPOINT'] : []
    if (missing.length > 0 || invalid.length > 0) return { ok: false, problems: problemsOf({ ok: false, missing, invalid }, provider) }
    const options: AliyunSmsOptions = {
      accessKeyId: value('ALIYUN_SMS_ACCESS_KEY_ID'),
      accessKeySecret: value('ALIYUN_SMS_ACCESS_KEY_SECRET'),
      signName: value('ALIYUN_SMS_SIGN_NAME'),
      templateCode: value('ALIYUN_SMS_TEMPLATE_CODE'),
      endpoint: envValue(env, 'ALIYUN_SMS_ENDPOINT'),
    }
    return { ok: true, sms: { kind: 'aliyun', options } }
  }
  const missing = TENCENT_SMS.filter((name) => envValue(env, name) === undefined)
  const invalid = [
    ...(unusable('TENCENT_SMS_SDK_APP_ID', /^\d+$/) ? ['TENCENT_SMS_SDK_APP_ID'] : []),
    ...(unusable('TENCENT_SMS_REGION', /^[a-z]+(-[a-z]+)+$/) ? ['TENCENT_SMS_REGION'] : []),
    ...(badUrl('TENCENT_SMS_ENDPOINT') ? ['TENCENT_SMS_ENDPOINT'] : []),
  ]
  if (missing.length > 0 || invalid.length > 0) return { ok: false, problems: problemsOf({ ok: false, missing, invalid }, provider) }
  const options: TencentSmsOptions = {
    secretId: value('TENCENT_SMS_SECRET_ID'),
    secretKey: value('TENCENT_SMS_SECRET_KEY'),
    sdkAppId: value('TENCENT_SMS_SDK_APP_ID'),
    signName: value('TENCENT_SMS_SIGN_NAME'),
    templateId: value('TENCENT_SMS_TEMPLATE_ID'),
    region: envValue(env, 'TENCENT_SMS_REGION') ?? 'ap-guangzhou',
    endpoint: envValue(env, 'TENCENT_SMS_ENDPOINT'),
  }
  return { ok: true, sms: { kind: 'tencent', options } }
}

/** The chat assistant: built in (no network), or a remote model behind an OpenAI-compatible API. */
export type ChatConfig = { kind: 'local' } | { kind: 'openai'; baseUrl: string; apiKey?: string; model: string }

export interface Config {
  port: number
  host: string
  dataDir: string
  database: { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string }
  nodeEnv: 'development' | 'production' | 'test'
  sms: SmsConfig
  tokenTtlHours: number
  /** A session's absolute lifetime, however much it is used. */
  sessionMaxDays: number
  smsBudget: { perHour: number; perDay: number }
  /** Signs proof-of-work challenges; shared by every process (a random one per process when unset). */
  challengeKey?: string
  logLevel: string
  trustProxy: boolean
  chat: ChatConfig
  payment: PaymentConfig
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] }

/** Environment → config; every problem is reported at once, in words an operator can act on. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ConfigResult {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const parsed = EnvSchema.safeParse(blanksRemoved)
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) }
  const e = parsed.data
  const sms = smsOf(e, blanksRemoved)
  if (!sms.ok) return { ok: false, problems: sms.problems }
  if (e.CHAT_MODEL === 'openai' && (!e.LLM_BASE_URL || !e.LLM_MODEL)) {
    return {
      ok: false,
      problems: [
        ...(e.LLM_BASE_URL ? [] : ['LLM_BASE_URL: CHAT_MODEL=openai needs the API base URL, e.g. https://api.openai.com/v1']),
        ...(e.LLM_MODEL ? [] : ['LLM_MODEL: CHAT_MODEL=openai needs the model name, e.g. gpt-4o-mini or qwen-plus']),
      ],
    }
  }
  const chat: ChatConfig =
    e.CHAT_MODEL === 'openai' && e.LLM_BASE_URL && e.LLM_MODEL
      ? { kind: 'openai', baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL }
      : { kind: 'local' }
  const payment = paymentOf(e, blanksRemoved)
  if (!payment.ok) return { ok: false, problems: payment.problems }
  const dataDir = resolve(e.DATA_DIR)
  return {
    ok: true,
    config: {
      port: e.PORT,
      host: e.HOST,
      dataDir,
      database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'sqlite', file: join(dataDir, 'app.db') },
      nodeEnv: e.NODE_ENV,
      sms: sms.sms,
      tokenTtlHours: e.TOKEN_TTL_HOURS,
      sessionMaxDays: e.SESSION_MAX_DAYS,
      smsBudget: { perHour: e.SMS_BUDGET_PER_HOUR, perDay: e.SMS_BUDGET_PER_DAY },
      challengeKey: e.CHALLENGE_KEY,
      logLevel: e.LOG_LEVEL,
      trustProxy: e.TRUST_PROXY === '1',
      chat,
      payment: payment.payment,
    },
  }
}
