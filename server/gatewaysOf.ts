import { AlipayGateway } from './adapters/payment/AlipayGateway'
import { WechatPayGateway } from './adapters/payment/WechatPayGateway'
import { SandboxGateway } from './adapters/sandbox/SandboxGateway'
import type { PaymentConfig } from './config'
import type { PaymentGateway } from './ports/PaymentGateway'

/** The configured gateway per payment method (PAY_WX, PAY_ZFB); the sandbox unless a provider is set up. */
export function gatewaysOf(payment: PaymentConfig): { wx: PaymentGateway; zfb: PaymentGateway } {
  return {
    wx: payment.wx.kind === 'wechatpay' ? new WechatPayGateway(payment.wx.options) : new SandboxGateway('wx'),
    zfb: payment.zfb.kind === 'alipay' ? new AlipayGateway(payment.zfb.options) : new SandboxGateway('zfb'),
  }
}
