import { describe, expect, it } from 'vitest'
import { WebCryptoIds } from '@/adapters/crypto/WebCryptoIds'
import { SvgCaptchaGenerator } from '../../../server/adapters/captcha/SvgCaptchaGenerator'
import { NodeCryptoDigest } from '../../../server/adapters/crypto/NodeCryptoDigest'
import { ScryptPasswordHasher } from '../../../server/adapters/crypto/ScryptPasswordHasher'
import { DrawnSvgCaptcha } from '../../../server/adapters/captcha/DrawnSvgCaptcha'
import { InMemorySmsSender } from '../../../server/adapters/memory/InMemorySmsSender'
import { Pbkdf2PasswordHasher } from '../../../server/adapters/webcrypto/Pbkdf2PasswordHasher'
import { WebCryptoDigest } from '../../../server/adapters/webcrypto/WebCryptoDigest'
import { ConsoleSmsSender } from '../../../server/adapters/sms/ConsoleSmsSender'

describe.each([
  { name: 'ScryptPasswordHasher', hasher: new ScryptPasswordHasher() },
  { name: 'Pbkdf2PasswordHasher', hasher: new Pbkdf2PasswordHasher(1000) },
])('PasswordHasher: $name', ({ hasher }) => {
  it('verifies the secret it hashed and nothing else', async () => {
    const stored = await hasher.hash('0123456789abcdef0123456789abcdef')
    expect(stored).not.toContain('0123456789abcdef')
    expect(await hasher.verify('0123456789abcdef0123456789abcdef', stored)).toBe(true)
    expect(await hasher.verify('0123456789abcdef0123456789abcdee', stored)).toBe(false)
    expect(await hasher.verify('anything', 'garbage')).toBe(false)
  })

  it('salts per hash, so equal passwords store differently', async () => {
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'))
  })
})

describe('Digest', () => {
  it('gives the same sha-256 hex on Node and WebCrypto', async () => {
    const text = '13800000000:123456 中文'
    const node = await new NodeCryptoDigest().sha256(text)
    expect(node).toMatch(/^[0-9a-f]{64}$/)
    expect(await new WebCryptoDigest().sha256(text)).toBe(node)
  })
})

describe('Ids: WebCryptoIds (web app, demo mode and server)', () => {
  const ids = new WebCryptoIds()
  it('makes six-digit SMS codes, long distinct tokens, readable invite codes and distinct uuids', () => {
    const codes = Array.from({ length: 200 }, () => ids.smsCode())
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    expect(new Set(codes).size).toBeGreaterThan(190)
    expect(ids.token()).toMatch(/^[0-9a-f]{64}$/)
    expect(ids.token()).not.toBe(ids.token())
    expect(ids.inviteCode()).toMatch(/^[A-HJKMNP-Z2-9]{8}$/)
    expect(ids.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(ids.uuid()).not.toBe(ids.uuid())
  })
})

describe.each([
  {
    name: 'ConsoleSmsSender',
    make: () => {
      const lines: string[] = []
      return { sender: new ConsoleSmsSender((line) => lines.push(line)), lines }
    },
  },
  { name: 'InMemorySmsSender', make: () => ({ sender: new InMemorySmsSender(), lines: null }) },
])('SmsSender: $name', ({ make }) => {
  it('remembers the last code per phone', async () => {
    const { sender, lines } = make()
    await sender.send('13800000000', '111111')
    await sender.send('13800000000', '222222')
    await sender.send('13900000000', '333333')
    expect(sender.lastCode('13800000000')).toBe('222222')
    expect(sender.lastCode('13700000000')).toBeNull()
    if (lines) expect(lines).toEqual(['[sms] to 13800000000 code 111111', '[sms] to 13800000000 code 222222', '[sms] to 13900000000 code 333333'])
  })
})

describe.each([
  { name: 'SvgCaptchaGenerator', captcha: new SvgCaptchaGenerator() },
  { name: 'DrawnSvgCaptcha', captcha: new DrawnSvgCaptcha() },
])('CaptchaGenerator: $name', ({ captcha }) => {
  it('draws an SVG picture for a four-character answer', () => {
    const image = captcha.create()
    expect(image.contentType).toBe('image/svg+xml')
    expect(image.text).toMatch(/^[A-Za-z0-9]{4}$/)
    expect(new TextDecoder().decode(image.bytes)).toMatch(/^<svg[\s\S]*<\/svg>$/)
    expect(captcha.create().text === image.text && captcha.create().text === image.text).toBe(false)
  })
})
