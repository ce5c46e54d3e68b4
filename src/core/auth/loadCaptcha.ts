import type { HttpApi } from '@/ports/HttpApi'
import { captchaImage } from '@/ports/api/user'
import { attempt, type Result } from '../result'

/** The picture code for `uuid` as an image `src` (the password login sends the uuid with the typed code). */
export function loadCaptcha(deps: { api: HttpApi }, uuid: string): Promise<Result<string>> {
  return attempt(() => deps.api.imageSrc(captchaImage, { uuid }))
}
