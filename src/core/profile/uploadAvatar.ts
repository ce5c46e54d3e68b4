import type { HttpApi } from '@/ports/HttpApi'
import type { ImageEncoder, PickedImage } from '@/ports/ImageEncoder'
import { updateProfile } from '@/ports/api/user'
import { avatarDataUrlError, IMAGE_QUALITY, imageResize, isImageType } from '../domain/imageResize'
import { attempt, fail, ok, type Result } from '../result'

/**
 * Image upload: refuse non-images ("please upload an image"), shrink by 0.8 while too large,
 * re-encode at quality 0.8, and save the data URL as the avatar. Returns the new avatar's data URL.
 */
export async function uploadAvatar(deps: { api: HttpApi; images: ImageEncoder }, image: PickedImage): Promise<Result<string>> {
  if (!isImageType(image.type)) return fail('image.notImage')
  const encoded = await deps.images.toDataUrl(image, { quality: IMAGE_QUALITY, resize: imageResize })
  if (!encoded.ok) return fail(encoded.error)
  const invalid = avatarDataUrlError(encoded.value)
  if (invalid) return fail(invalid)
  const saved = await attempt(() => deps.api.call(updateProfile, { avatar: encoded.value }))
  return saved.ok ? ok(encoded.value) : saved
}
