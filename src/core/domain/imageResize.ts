import type { Size } from '@/ports/ImageEncoder'

/** Image upload: recompress at quality 0.8; shrink by 0.8 while width ≥ 3264 or height ≥ 2448. */
export const IMAGE_QUALITY = 0.8
export const IMAGE_SCALE_STEP = 0.8
export const IMAGE_MAX_WIDTH = 3264
export const IMAGE_MAX_HEIGHT = 2448
/** What the server accepts for an avatar data URL (≤ 2 MB). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024

/** The canvas size for an image: repeatedly × 0.8 while too large, then rounded to whole pixels. */
export function imageResize(size: Size): Size {
  let { width, height } = size
  // An unreadable size would never shrink below the caps; the caller reports it as a failed load.
  if (!Number.isFinite(width) || !Number.isFinite(height)) return { width: 0, height: 0 }
  while (width >= IMAGE_MAX_WIDTH || height >= IMAGE_MAX_HEIGHT) {
    width *= IMAGE_SCALE_STEP
    height *= IMAGE_SCALE_STEP
  }
  return { width: Math.round(width), height: Math.round(height) }
}

/** The file type must contain "image", else "please upload an image". */
export function isImageType(mimeType: string | null | undefined): boolean {
  return (mimeType ?? '').includes('image')
}

export type AvatarError = 'image.notImage' | 'image.tooLarge'

/** The server's avatar rule: a base64 data URL of an image/* type whose decoded size is at most 2 MB. */
export function avatarDataUrlError(dataUrl: string): AvatarError | null {
  const match = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i.exec(dataUrl)
  if (!match) return 'image.notImage'
  const body = match[2]
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0
  const bytes = (body.length / 4) * 3 - padding
  if (body.length % 4 !== 0) return 'image.notImage'
  return bytes > AVATAR_MAX_BYTES ? 'image.tooLarge' : null
}
