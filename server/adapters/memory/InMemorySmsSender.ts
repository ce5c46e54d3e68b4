import { delivered, type SmsDelivery, type SmsSender } from '../../ports/SmsSender'

/** Sends nothing; remembers the last code per phone so tests and demo mode can show it. */
export class InMemorySmsSender implements SmsSender {
  private readonly last = new Map<string, string>()

  async send(phone: string, code: string): Promise<SmsDelivery> {
    this.last.set(phone, code)
    return delivered
  }

  lastCode(phone: string): string | null {
    return this.last.get(phone) ?? null
  }
}
