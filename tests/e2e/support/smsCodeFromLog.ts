import { readFileSync } from 'node:fs'

/** The e2e server's log (see playwright.config.ts); the console SMS adapter writes one line per code. */
export const SERVER_LOG = `var/e2e-${process.env.E2E_PORT ?? 8091}/server.log`

/** The newest code the console SMS adapter logged for this phone, waiting for it to appear. */
export async function smsCodeFromLog(phone: string, timeoutMs = 10_000): Promise<string> {
  const pattern = new RegExp(`\\[sms\\] to ${phone} code (\\d{6})`, 'g')
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const codes = [...readFileSync(SERVER_LOG, 'utf8').matchAll(pattern)].map((match) => match[1])
    if (codes.length > 0) return codes[codes.length - 1]
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no SMS code for ${phone} in ${SERVER_LOG}`)
}
