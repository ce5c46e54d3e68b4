/** Messages of memberships, coupons, orders and payment; the three coupon messages keep their prescribed wording. */
export const payMessages_zh_CN = {
  'pay.couponShort': '请输入正确的优惠码！',
  'pay.couponNotApplied': '请先使用优惠码！',
  'pay.couponUnusable': '该优惠码不能用于此服务！',
  'pay.couponUsedUp': '该优惠码已达使用次数上限',
  'pay.couponExpired': '该优惠码不在有效期内',
  'pay.itemMissing': '该服务不存在或已下架',
  'pay.alreadyBought': '您已购买该服务，无需重复购买',
  'pay.includedInSuper': '您的尊享版会员已包含该服务，无需购买',
  'pay.ownsPart': '该套餐含有您已拥有的服务，请单独购买其余服务',
  'pay.orderOpen': '您有一笔含该服务的订单尚未支付，请先完成支付或等待其过期（{{minutes}}分钟后）',
  'pay.gatewayFailed': '支付服务暂时不可用，请稍后再试（未扣款）',
  'pay.orderMissing': '订单不存在',
  'pay.orderExpired': '订单已过期，请重新下单',
  'pay.sandboxOff': '沙箱支付未启用（已配置真实支付渠道）',
  'pay.tooMany': '下单过于频繁，请稍后再试',
}
