import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { avatarDataUrlError, IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH, imageResize, isImageType } from '@/core/domain/imageResize'

const side = fc.integer({ min: 1, max: 40000 })

describe('imageResize', () => {
  it('ends below both caps, keeping the aspect ratio', () => {
    fc.assert(
      fc.property(side, side, (width, height) => {
        const out = imageResize({ width, height })
        expect(out.width).toBeLessThanOrEqual(IMAGE_MAX_WIDTH)
        expect(out.height).toBeLessThanOrEqual(IMAGE_MAX_HEIGHT)
        if (out.width > 50 && out.height > 50) expect(Math.abs(out.width / out.height - width / height)).toBeLessThan(0.05 * (width / height))
      }),
    )
  })

  it('leaves images under both caps untouched', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: IMAGE_MAX_WIDTH - 1 }), fc.integer({ min: 1, max: IMAGE_MAX_HEIGHT - 1 }), (width, height) => {
        expect(imageResize({ width, height })).toEqual({ width, height })
      }),
    )
  })

  it('shrinks in steps of 0.8 and stops at the first step under the caps', () => {
    expect(imageResize({ width: 3264, height: 1000 })).toEqual({ width: 2611, height: 800 })
    expect(imageResize({ width: 4000, height: 3000 })).toEqual({ width: 3200, height: 2400 })
    expect(imageResize({ width: 5000, height: 3000 })).toEqual({ width: 3200, height: 1920 })
    fc.assert(
      fc.property(side, side, (width, height) => {
        fc.pre(width >= IMAGE_MAX_WIDTH || height >= IMAGE_MAX_HEIGHT)
        const out = imageResize({ width, height })
        // One step less would still have been too large.
        expect(out.width / 0.8 >= IMAGE_MAX_WIDTH - 1 || out.height / 0.8 >= IMAGE_MAX_HEIGHT - 1).toBe(true)
      }),
    )
  })

  it('accepts only file types that contain "image"', () => {
    expect(isImageType('image/png')).toBe(true)
    expect(isImageType('application/pdf')).toBe(false)
    expect(isImageType('')).toBe(false)
  })

  it('accepts an image data URL up to 2 MB and refuses other types or bigger ones', () => {
    expect(avatarDataUrlError('data:image/png;base64,iVBORw0KGgo=')).toBeNull()
    expect(avatarDataUrlError('data:text/html;base64,PGgxPg==')).toBe('image.notImage')
    expect(avatarDataUrlError('https://example.org/a.png')).toBe('image.notImage')
    expect(avatarDataUrlError(`data:image/jpeg;base64,${'A'.repeat(2_796_204)}`)).toBe('image.tooLarge')
    expect(avatarDataUrlError(`data:image/jpeg;base64,${'A'.repeat(2_796_200)}`)).toBeNull()
  })
})
