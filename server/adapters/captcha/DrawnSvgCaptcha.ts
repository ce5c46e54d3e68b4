import type { CaptchaGenerator, CaptchaImage } from '../../ports/CaptchaGenerator'

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabdefghjmnqrt23456789'

/** A small hand-drawn SVG picture code for demo mode (svg-captcha needs Node's fs for its font). */
export class DrawnSvgCaptcha implements CaptchaGenerator {
  constructor(private readonly random: () => number = () => globalThis.crypto.getRandomValues(new Uint32Array(1))[0] / 0x1_0000_0000) {}

  create(): CaptchaImage {
    const pick = (n: number) => Math.floor(this.random() * n)
    const text = Array.from({ length: 4 }, () => ALPHABET[pick(ALPHABET.length)]).join('')
    const letters = [...text]
      .map(
        (char, i) =>
          `<text x="${18 + i * 26}" y="${28 + pick(8)}" transform="rotate(${pick(30) - 15} ${18 + i * 26} 26)" font-size="26" font-family="monospace" fill="#${(0x333333 + pick(0x666666)).toString(16)}">${char}</text>`,
      )
      .join('')
    const noise = Array.from(
      { length: 4 },
      () => `<path d="M${pick(120)} ${pick(40)} Q${pick(120)} ${pick(40)} ${pick(120)} ${pick(40)}" stroke="#999" fill="none"/>`,
    ).join('')
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#f5f5f5"/>${noise}${letters}</svg>`
    return { text, bytes: new TextEncoder().encode(svg), contentType: 'image/svg+xml' }
  }
}
