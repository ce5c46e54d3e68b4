import type { ParsedInputOf } from '@/ports/api/endpoint'
import type { captchaImage } from '@/ports/api/user'
import type { ServerDeps } from '../ports/ServerDeps'
import { CAPTCHA_TTL_MS } from './limits'
import type { Outcome } from './outcome'

/** Draws a picture code for the client-chosen uuid; only the lowercase answer's hash is kept, for 5 minutes. */
export async function issueCaptcha(deps: ServerDeps, input: ParsedInputOf<typeof captchaImage>): Promise<Outcome<Uint8Array<ArrayBuffer>>> {
  const image = deps.captcha.create()
  const bytes = new Uint8Array(image.bytes)
  const answerHash = await deps.digest.sha256(image.text.toLowerCase())
  await deps.repos.captchas.put({ uuid: input.uuid, answerHash, expiresAt: deps.clock.now() + CAPTCHA_TTL_MS })
  return { ok: true, value: bytes, binary: { bytes, contentType: image.contentType } }
}

/** Case-insensitive, single use: the captcha is removed whether the answer was right or not. */
export async function checkCaptcha(deps: ServerDeps, uuid: string, answer: string): Promise<boolean> {
  const found = await deps.repos.captchas.take(uuid)
  if (!found || found.expiresAt <= deps.clock.now()) return false
  return found.answerHash === (await deps.digest.sha256(answer.trim().toLowerCase()))
}
