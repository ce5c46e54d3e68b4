/** Messages of memberships, coupons, orders and payment; the three coupon messages keep their prescribed wording. */
export const payMessages = {
  'pay.couponShort': { zh_CN: '请输入正确的优惠码！', zh_TW: '請輸入正確的優惠碼！', en: 'Please enter the correct coupon code!' },
  'pay.couponNotApplied': { zh_CN: '请先使用优惠码！', zh_TW: '請先使用優惠碼！', en: 'Please use the coupon first!' },
  'pay.couponUnusable': { zh_CN: '该优惠码不能用于此服务！', zh_TW: '該優惠碼不能用於此服務！', en: 'This coupon cannot be used for this service!' },
  'pay.couponUsedUp': { zh_CN: '该优惠码已达使用次数上限', zh_TW: '該優惠碼已達使用次數上限', en: 'This coupon has been used as many times as it allows' },
  'pay.couponExpired': { zh_CN: '该优惠码不在有效期内', zh_TW: '該優惠碼不在有效期內', en: 'This coupon is not valid at this time' },
  'pay.itemMissing': { zh_CN: '该服务不存在或已下架', zh_TW: '該服務不存在或已下架', en: 'This service does not exist or is no longer sold' },
  'pay.alreadyBought': { zh_CN: '您已购买该服务，无需重复购买', zh_TW: '您已購買該服務，無需重複購買', en: 'You already have this service' },
  'pay.includedInSuper': {
    zh_CN: '您的尊享版会员已包含该服务，无需购买',
    zh_TW: '您的尊享版會員已包含該服務，無需購買',
    en: 'Your Premium membership already includes this service',
  },
  'pay.ownsPart': {
    zh_CN: '该套餐含有您已拥有的服务，请单独购买其余服务',
    zh_TW: '該套餐含有您已擁有的服務，請單獨購買其餘服務',
    en: 'This package includes a service you already have; buy the other services on their own',
  },
  'pay.orderOpen': {
    zh_CN: '您有一笔含该服务的订单尚未支付，请先完成支付或等待其过期（{{minutes}}分钟后）',
    zh_TW: '您有一筆含該服務的訂單尚未支付，請先完成支付或等待其過期（{{minutes}}分鐘後）',
    en: 'An unpaid order for this service is still open; pay it or wait for it to expire (in {{minutes}} min)',
  },
  'pay.methodUnavailable': { zh_CN: '暂不支持该支付方式', zh_TW: '暫不支援該支付方式', en: 'This payment method is not available' },
  'pay.gatewayFailed': {
    zh_CN: '支付服务暂时不可用，请稍后再试（未扣款）',
    zh_TW: '支付服務暫時不可用，請稍後再試（未扣款）',
    en: 'The payment service is unavailable; please try again later (nothing was charged)',
  },
  'pay.orderMissing': { zh_CN: '订单不存在', zh_TW: '訂單不存在', en: 'No such order' },
  'pay.orderExpired': { zh_CN: '订单已过期，请重新下单', zh_TW: '訂單已過期，請重新下單', en: 'The order has expired; please order again' },
  'pay.sandboxOff': {
    zh_CN: '沙箱支付未启用（已配置真实支付渠道）',
    zh_TW: '沙箱支付未啟用（已配置真實支付渠道）',
    en: 'Sandbox payment is off (a real payment provider is configured)',
  },
  'pay.tooMany': { zh_CN: '下单过于频繁，请稍后再试', zh_TW: '下單過於頻繁，請稍後再試', en: 'Too many orders; please try again later' },
} as const
