import { describe, expect, it } from 'vitest'
import { jsonMemberText } from '../../../../server/adapters/payment/jsonMemberText'
import { formatShanghaiRfc3339, formatShanghaiTime, parseRfc3339, parseShanghaiTime } from '../../../../server/adapters/payment/shanghaiTime'
import { fenToYuan, yuanToFen } from '../../../../server/adapters/payment/yuanFen'

describe('yuan and fen', () => {
  it.each([
    [1, '0.01'],
    [99, '0.99'],
    [4990, '49.90'],
    [29800, '298.00'],
    [10_000_000, '100000.00'],
  ])('%i fen is %s yuan and back', (fen, yuan) => {
    expect(fenToYuan(fen)).toBe(yuan)
    expect(yuanToFen(yuan)).toBe(fen)
  })

  it('reads every two-decimal amount up to 10^7 fen exactly (where parseFloat * 100 would not)', () => {
    for (let fen = 0; fen <= 10_000_000; fen += 997) expect(yuanToFen(fenToYuan(fen))).toBe(fen)
    expect(Math.round(parseFloat('0.29') * 100)).toBe(29)
    expect(parseFloat('0.29') * 100).not.toBe(29)
    expect(yuanToFen('0.29')).toBe(29)
  })
})

describe('Asia/Shanghai times', () => {
  it('formats and parses at UTC+8, dropping milliseconds', () => {
    const t = Date.UTC(2026, 5, 25, 16, 30, 5, 999)
    expect(formatShanghaiTime(t)).toBe('2026-06-26 00:30:05')
    expect(formatShanghaiRfc3339(t)).toBe('2026-06-26T00:30:05+08:00')
    expect(parseShanghaiTime('2026-06-26 00:30:05')).toBe(Date.UTC(2026, 5, 25, 16, 30, 5))
  })

  it.each(['2026-02-30 10:00:00', '2026-06-25T10:00:00', '2026-6-25 10:00:00', '2026-06-25 24:00:00', ''])('rejects %j', (text) => {
    expect(parseShanghaiTime(text)).toBeNull()
  })

  it('parses RFC 3339 with an explicit offset only', () => {
    expect(parseRfc3339('2026-06-25T16:05:30+08:00')).toBe(Date.UTC(2026, 5, 25, 8, 5, 30))
    expect(parseRfc3339('2026-06-25T08:05:30.250Z')).toBe(Date.UTC(2026, 5, 25, 8, 5, 30, 250))
    expect(parseRfc3339('2026-06-25T16:05:30')).toBeNull()
    expect(parseRfc3339('yesterday')).toBeNull()
  })
})

describe('jsonMemberText', () => {
  it('returns the member’s text exactly as written, braces and quotes inside strings included', () => {
    const inner = '{ "a":"}{\\"]", "b" : [1,{"c":"\\\\"}], "d":null }'
    const json = ` {"sign":"x" , "r": ${inner} ,"n":-1.5e3}`
    expect(jsonMemberText(json, 'r')).toBe(inner)
    expect(jsonMemberText(json, 'n')).toBe('-1.5e3')
    expect(jsonMemberText(json, 'sign')).toBe('"x"')
  })

  it('finds only top-level members, and answers null for what is not an object', () => {
    expect(jsonMemberText('{"a":{"r":1}}', 'r')).toBeNull()
    expect(jsonMemberText('{"\\u0072":2}', 'r')).toBe('2')
    for (const text of ['', '[]', '"r"', '{"r":', '{"r":{"x":1}', '{"r" 1}', '{"a":"unterminated}']) expect(jsonMemberText(text, 'r')).toBeNull()
  })
})
