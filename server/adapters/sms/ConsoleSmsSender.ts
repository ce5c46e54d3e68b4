import { delivered, type SmsDelivery, type SmsSender } from '../../ports/SmsSender'

/**
 * For development and self-hosting without an SMS contract: the code is written to the server log,
 * one line per code, and the last code per phone is kept for tests.
 */
export class ConsoleSmsSender implements SmsSender {
  private readonly last = new Map<string, string>()

  constructor(private readonly write: (line: string) => void = (line) => console.log(line)) {}

  async send(phone: string, code: string): Promise<SmsDelivery> {
    this.last.set(phone, code)
    this.write(`[sms] to ${phone} code ${code}`)
    return delivered
  }

  lastCode(phone: string): string | null {
    return this.last.get(phone) ?? null
  }
}
