import { describe, expect, it } from 'vitest'
import type { Size } from '@/ports/ImageEncoder'
import { uploadAvatar } from '@/core/profile/uploadAvatar'
import type { ImageEncodeError, ImageEncoder, PickedImage } from '@/ports/ImageEncoder'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'

/** Pretends to draw the picked image: records the size and quality it was asked for. */
class SizingImageEncoder implements ImageEncoder {
  asked: { size: Size; quality: number } | null = null
  constructor(
    private readonly natural: Size,
    private readonly outcome: { ok: true; value: string } | { ok: false; error: ImageEncodeError } = { ok: true, value: 'data:image/jpeg;base64,/9j/4AAQ' },
  ) {}
  async toDataUrl(_image: PickedImage, options: { quality: number; resize(size: Size): Size }) {
    this.asked = { size: options.resize(this.natural), quality: options.quality }
    return this.outcome
  }
}

const photo: PickedImage = { type: 'image/jpeg', source: null }

describe('uploadAvatar', () => {
  it('shrinks a large photo by 0.8 steps, re-encodes at 0.8 and saves it as the avatar', async () => {
    const api = new ScriptedHttpApi({ updateProfile: () => null })
    const images = new SizingImageEncoder({ width: 4032, height: 3024 })
    const result = await uploadAvatar({ api, images }, photo)
    expect(result).toEqual({ ok: true, value: 'data:image/jpeg;base64,/9j/4AAQ' })
    expect(images.asked).toEqual({ size: { width: 3226, height: 2419 }, quality: 0.8 })
    expect(api.calls).toEqual([{ name: 'updateProfile', input: { avatar: 'data:image/jpeg;base64,/9j/4AAQ' } }])
  })

  it('refuses a file that is not an image before drawing anything', async () => {
    const api = new ScriptedHttpApi({})
    const images = new SizingImageEncoder({ width: 10, height: 10 })
    expect(await uploadAvatar({ api, images }, { type: 'application/pdf', source: null })).toEqual({ ok: false, error: 'image.notImage' })
    expect(images.asked).toBeNull()
  })

  it('reports the encoder’s failure with its own message and saves nothing', async () => {
    const api = new ScriptedHttpApi({})
    const images = new SizingImageEncoder({ width: 10, height: 10 }, { ok: false, error: 'image.loadFailed' })
    expect(await uploadAvatar({ api, images }, photo)).toEqual({ ok: false, error: 'image.loadFailed' })
    expect(api.calls).toHaveLength(0)
  })
})
