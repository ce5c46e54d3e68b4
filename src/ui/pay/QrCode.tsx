import { useEffect, useState } from 'react'

/**
 * A QR code of `text`, drawn as SVG by the `qrcode` package (loaded with the first QR, not with the app) and
 * shown as an image with alt text; `size` px square.
 */
export function QrCode({ text, size, alt, loadingText }: { text: string; size: number; alt: string; loadingText: string }) {
  const [drawn, setDrawn] = useState<{ text: string; src: string } | null>(null)
  useEffect(() => {
    let live = true
    void import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 1, width: size, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (live) setDrawn({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` })
      })
    return () => {
      live = false
    }
  }, [text, size])
  const box = { width: size, height: size }
  if (drawn?.text !== text)
    return (
      <div role="status" style={box} className="flex items-center justify-center bg-stone-100 text-sm text-stone-600 dark:bg-zinc-700 dark:text-stone-200">
        {loadingText}
      </div>
    )
  return <img src={drawn.src} alt={alt} width={size} height={size} style={box} className="bg-white" data-qr-text={text} />
}
