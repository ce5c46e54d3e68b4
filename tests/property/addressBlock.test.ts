import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addressBlock } from '@/core/domain/addressBlock'

describe('an address block', () => {
  it('is the /24 of an IPv4 address, whatever its last part (and however it is mapped into IPv6)', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.nat(255), (ip, last) => {
        const other = ip.replace(/\.\d+$/, `.${last}`)
        expect(addressBlock(ip)).toBe(addressBlock(other))
        expect(addressBlock(`::ffff:${ip}`)).toBe(addressBlock(ip))
        expect(addressBlock(ip)).toMatch(/^\d+\.\d+\.\d+\.0\/24$/)
      }),
    )
    expect(addressBlock('10.1.1.7')).not.toBe(addressBlock('10.1.2.7'))
  })
  it('is the /48 of an IPv6 address, written short or long', () => {
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        expect(addressBlock(ip)).toMatch(/^[0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}::\/48$/)
      }),
    )
    expect(addressBlock('2001:db8:1234:5::1')).toBe(addressBlock('2001:0db8:1234:ffff:0:0:0:9'))
    expect(addressBlock('2001:db8:1234::1')).not.toBe(addressBlock('2001:db8:1235::1'))
  })
  it('leaves what is not an address as its own block', () => {
    expect(addressBlock('ip')).toBe('ip')
  })
})
