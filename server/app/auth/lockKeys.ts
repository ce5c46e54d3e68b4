import { addressBlock } from '@/core/domain/addressBlock'

/**
 * The limiter keys of every sign-in and SMS budget, in one place, so the operator's unlock and the owner's SMS
 * sign-in clear exactly what the budgets count. Each key ends in a separator, so one phone's or one address's
 * prefix never matches another's (1.2.3.4 is not a prefix of 1.2.3.45 once it ends in "|").
 */
export const lockKeys = {
  signInAddress: (ip: string) => `login:ip:${ip}|`,
  signInBlock: (ip: string) => `login:block:${addressBlock(ip)}|`,
  passwordPhoneAddress: (phone: string, ip: string) => `pw:phone-ip:${phone}:${ip}|`,
  passwordPhone: (phone: string) => `pw:phone:${phone}:`,
  codePhoneAddress: (phone: string, ip: string) => `code:phone-ip:${phone}:${ip}|`,
  codePhone: (phone: string) => `code:phone:${phone}:`,
  smsPhoneAddress: (phone: string, ip: string) => `sms:phone-ip:${phone}:${ip}|`,
  smsAddress: (ip: string) => `sms:ip:${ip}|`,
  smsBlock: (ip: string) => `sms:block:${addressBlock(ip)}|`,
  /** The whole site's sends: one key per window (hour, day). */
  smsSite: (window: 'hour' | 'day') => `sms:site:${window}:`,
  proofAddress: (ip: string) => `proof:ip:${ip}|`,
  proofSpent: (id: string) => `proof:spent:${id}`,
}

/** The guessing budgets on a phone: wrong passwords and codes, per address and in all (the owner's right code lifts them). */
export const guessLockPrefixes = (phone: string): string[] => [
  `pw:phone-ip:${phone}:`,
  lockKeys.passwordPhone(phone),
  `code:phone-ip:${phone}:`,
  lockKeys.codePhone(phone),
]

/** Every budget on a phone (an operator's unlock): the guessing ones and its sends per address. */
export const phoneLockPrefixes = (phone: string): string[] => [...guessLockPrefixes(phone), `sms:phone-ip:${phone}:`]

/** Every budget on an address and its network. */
export const addressLockPrefixes = (ip: string): string[] => [
  lockKeys.signInAddress(ip),
  lockKeys.signInBlock(ip),
  lockKeys.smsAddress(ip),
  lockKeys.smsBlock(ip),
  lockKeys.proofAddress(ip),
]
