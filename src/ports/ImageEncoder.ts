/** An image's size in pixels. */
export interface Size {
  width: number
  height: number
}

/** A file the user picked; the adapter knows the real object (a browser File), the core only its type. */
export interface PickedImage {
  readonly type: string
  readonly source: unknown
}

/** The image errors, as message keys. */
export type ImageEncodeError = 'image.noCanvas' | 'image.loadFailed' | 'image.noImage' | 'image.base64Failed'

/** Draws an image at a new size and re-encodes it as a data URL (a canvas in the browser). */
export interface ImageEncoder {
  toDataUrl(
    image: PickedImage,
    options: { quality: number; resize(size: Size): Size },
  ): Promise<{ ok: true; value: string } | { ok: false; error: ImageEncodeError }>
}
export const ImageEncoder = Symbol('ImageEncoder')
