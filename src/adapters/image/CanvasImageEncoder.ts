import type { Size } from '@/ports/ImageEncoder'
import type { ImageEncodeError, ImageEncoder, PickedImage } from '@/ports/ImageEncoder'

type Encoded = { ok: true; value: string } | { ok: false; error: ImageEncodeError }

/**
 * The browser's ImageEncoder: decodes the picked File through an <img>, draws it on a canvas at the size
 * the domain rule gives, and re-encodes it as JPEG (PNG keeps its transparency) at the given quality.
 * Each failure has its own message key: no canvas, the file not loading, no file, no base64 produced.
 */
export class CanvasImageEncoder implements ImageEncoder {
  /** The document is looked up when an image is encoded, so composing the app needs no DOM. */
  constructor(private readonly doc?: Document) {}

  async toDataUrl(image: PickedImage, options: { quality: number; resize(size: Size): Size }): Promise<Encoded> {
    if (!(image.source instanceof Blob)) return { ok: false, error: 'image.noImage' }
    const canvas = (this.doc ?? document).createElement('canvas')
    const context = canvas.getContext?.('2d') ?? null
    if (!context) return { ok: false, error: 'image.noCanvas' }
    const loaded = await this.load(image.source)
    if (!loaded) return { ok: false, error: 'image.loadFailed' }
    const size = options.resize({ width: loaded.naturalWidth, height: loaded.naturalHeight })
    if (size.width <= 0 || size.height <= 0) return { ok: false, error: 'image.loadFailed' }
    canvas.width = size.width
    canvas.height = size.height
    context.drawImage(loaded, 0, 0, size.width, size.height)
    const type = image.type === 'image/png' ? 'image/png' : 'image/jpeg'
    let dataUrl: string
    try {
      dataUrl = canvas.toDataURL(type, options.quality)
    } catch {
      // A tainted or oversized canvas throws: the spec's "failed to generate base64".
      return { ok: false, error: 'image.base64Failed' }
    }
    return dataUrl.startsWith('data:image/') ? { ok: true, value: dataUrl } : { ok: false, error: 'image.base64Failed' }
  }

  private load(file: Blob): Promise<HTMLImageElement | null> {
    return new Promise((resolve) => {
      const url = URL.createObjectURL(file)
      const img = new Image()
      img.onload = () => {
        URL.revokeObjectURL(url)
        resolve(img)
      }
      img.onerror = () => {
        URL.revokeObjectURL(url)
        resolve(null)
      }
      img.src = url
    })
  }
}
