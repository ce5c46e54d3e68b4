import type { ParsedInputOf } from '@/ports/api/endpoint'
import type { captchaImage } from '@/ports/api/user'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { CAPTCHA_TTL_MS } from '../shared/limits'
import type { Outcome } from '../shared/outcome'

/** Draws a picture code for the client-chosen uuid; only the lowercase answer's hash is kept, for 5 minutes. */
export async function issueCaptcha(
  deps: UsesRepos<'captchas'> & Pick<ServerDeps, 'captcha' | 'digest' | 'clock'>,
  input: ParsedInputOf<typeof captchaImage>,
): Promise<Outcome<Uint8Array<ArrayBuffer>>> {
  const image = deps.captcha.create()
  const bytes = new Uint8Array(image.bytes)
  const answerHash = await deps.digest.sha256(image.text.toLowerCase())
  await deps.repos.captchas.put({ uuid: input.uuid, answerHash, expiresAt: deps.clock.now() + CAPTCHA_TTL_MS })
  return { ok: true, value: bytes, binary: { bytes, contentType: image.contentType } }
}
