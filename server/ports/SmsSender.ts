/** Delivers a verification code to a phone. */
export interface SmsSender {
  send(phone: string, code: string): Promise<void>
}
