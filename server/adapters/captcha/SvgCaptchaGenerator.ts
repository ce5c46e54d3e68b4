import svgCaptcha from 'svg-captcha'
import type { CaptchaGenerator, CaptchaImage } from '../../ports/CaptchaGenerator'

/** svg-captcha pictures; look-alike characters are left out so a fair reader can always answer. */
export class SvgCaptchaGenerator implements CaptchaGenerator {
  create(): CaptchaImage {
    const { text, data } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', width: 120, height: 40, background: '#f5f5f5' })
    return { text, bytes: new TextEncoder().encode(data), contentType: 'image/svg+xml' }
  }
}
