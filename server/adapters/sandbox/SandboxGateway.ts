import type { NotifyAck, PaymentGateway, PaymentLaunch, PaymentNotice } from '../../ports/PaymentGateway'

/** The app's own page that plays the provider: it shows the order with pay / fail buttons (route /pay/sandbox). */
export const sandboxPagePath = (outTradeNo: string): string => `/#/pay/sandbox?no=${encodeURIComponent(outTradeNo)}`

/**
 * The default when no provider is configured: no money moves. The QR code and the payment page both lead to
 * our sandbox page, whose buttons call sandboxSettle, which settles through the same path a verified provider
 * callback takes. There are no callbacks of its own to verify, and nothing to ask: the order row is the truth.
 */
export class SandboxGateway implements PaymentGateway {
  readonly kind = 'sandbox' as const

  constructor(private readonly method: 'wx' | 'zfb') {}

  async create(order: { outTradeNo: string }): Promise<PaymentLaunch> {
    const url = sandboxPagePath(order.outTradeNo)
    return this.method === 'wx' ? { kind: 'qr', codeUrl: url } : { kind: 'page', url }
  }

  async verifyNotify(): Promise<PaymentNotice | null> {
    return null
  }

  ack(handled: boolean): NotifyAck {
    return { status: handled ? 200 : 400, contentType: 'text/plain', body: handled ? 'success' : 'failure' }
  }

  async query(outTradeNo: string): Promise<PaymentNotice> {
    return { outTradeNo, providerTradeNo: '', state: 'pending', amountFen: 0, paidAt: null }
  }
}
