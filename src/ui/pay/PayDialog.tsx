import { Label, Radio, RadioGroup } from '@headlessui/react'
import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useLocation } from 'wouter'
import type { MembershipItem, PayMethod } from '@/ports/api/pay'
import { Modal } from '../components/Modal'
import { useService } from '../ServiceContext'
import { PendingDialog } from './PendingDialog'
import { minusYuan, yuan } from './money'
import type { PayViewModel } from './PayViewModel'
import { PayTokens } from './payTokens'
import { useDataText } from '../i18n/dataText'

const badgeBase = 'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1'
const HELD = `${badgeBase} bg-stone-100 text-stone-700 ring-stone-300 dark:bg-zinc-700 dark:text-stone-200 dark:ring-zinc-500`
const BADGE = {
  bought: HELD,
  included: HELD,
  overlaps: HELD,
  trial: `${badgeBase} bg-amber-50 text-amber-800 ring-amber-300 dark:bg-amber-900/40 dark:text-amber-200 dark:ring-amber-700`,
}

/** The original price as the server wrote it: yuan ('147.00') shown like the price beside it, other text as it is. */
function originalPrice(text: string): string {
  const value = Number(text)
  return text.trim() !== '' && Number.isFinite(value) ? yuan(Math.round(value * 100), false) : text
}

/** One membership as a selectable card: name, badge, price per year (and the struck-through original), slogan, validity. */
function ItemCard({ item }: { item: MembershipItem }) {
  const { t } = useTranslation()
  const dataText = useDataText()
  const bought = item.isBuy === 1
  // The server says why an item cannot be bought (owned, included in 尊享版, a package with an owned part).
  const label = item.label ?? (bought ? 'bought' : null)
  return (
    <Radio
      value={item.id}
      disabled={bought}
      className="group relative flex cursor-pointer flex-col rounded-xl bg-white p-4 ring-1 ring-stone-300 transition outline-none not-data-checked:hover:ring-stone-500 dark:not-data-checked:hover:ring-zinc-400 data-checked:bg-primary-50 data-checked:ring-2 data-checked:ring-primary-600 data-disabled:cursor-not-allowed data-disabled:bg-stone-50 data-disabled:hover:ring-stone-300 data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-primary-600 dark:bg-zinc-900 dark:ring-zinc-600 dark:data-checked:bg-primary-900/30 dark:data-checked:ring-primary-400 dark:data-disabled:bg-zinc-800"
    >
      <span className="flex items-start justify-between gap-2">
        <span className="font-semibold text-stone-900 group-data-disabled:text-stone-600 dark:text-stone-100 dark:group-data-disabled:text-stone-400">
          {dataText(item.name)}
        </span>
        {label && <span className={BADGE[label]}>{t(`buy.${label}`)}</span>}
      </span>
      <span className="mt-2 flex items-baseline gap-2">
        <span className="text-2xl font-bold tabular-nums text-primary-700 group-data-disabled:text-stone-600 dark:text-primary-300 dark:group-data-disabled:text-stone-400">
          {yuan(Math.round(item.price * 100), false)}
          <span className="text-sm font-medium">{t('buy.perYear')}</span>
        </span>
        {item.failure && (
          <s className="text-sm tabular-nums text-stone-600 dark:text-stone-400">
            <span className="sr-only">{t('buy.originalPrice')} </span>
            {originalPrice(item.failure)}
          </s>
        )}
      </span>
      {item.slogan && <span className="mt-1.5 text-sm leading-5 text-stone-600 dark:text-stone-300">{dataText(item.slogan)}</span>}
      <span className="mt-auto flex flex-wrap gap-x-3 pt-2 text-xs text-stone-600 dark:text-stone-400">
        <span>{t('buy.validity', { days: item.validDays })}</span>
        {item.checks > 0 && <span>{t('buy.checks', { n: item.checks })}</span>}
      </span>
      <span
        aria-hidden
        className="absolute -right-2 -top-2 hidden size-6 items-center justify-center rounded-full bg-primary-600 text-white shadow group-data-checked:flex"
      >
        <svg viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M16.7 5.3a1 1 0 010 1.4l-7.5 7.5a1 1 0 01-1.4 0L3.3 9.7a1 1 0 011.4-1.4l3.8 3.8 6.8-6.8a1 1 0 011.4 0z" />
        </svg>
      </span>
    </Radio>
  )
}

/** One group of cards (服务 or 热门套餐) as a radio group; both groups share the one selection. */
const ItemGroup = observer(function ItemGroup({ vm, titleKey, items }: { vm: PayViewModel; titleKey: string; items: MembershipItem[] }) {
  const { t } = useTranslation()
  if (items.length === 0) return null
  return (
    <RadioGroup value={vm.selectedId} onChange={(value: number | null) => value !== null && vm.select(value)}>
      <Label as="h3" className="mb-2.5 block text-sm font-semibold text-stone-700 dark:text-stone-200">
        {t(titleKey)}
      </Label>
      {/* One card to a row on a phone: three in a row stacked each name one character a line. */}
      <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-3">
        {items.map((item) => (
          <ItemCard key={item.id} item={item} />
        ))}
      </div>
    </RadioGroup>
  )
})

const METHODS: { value: PayMethod; labelKey: string; icon: string; color: string }[] = [
  {
    value: 'wx',
    labelKey: 'buy.wx',
    color: 'text-emerald-600 dark:text-emerald-400',
    icon: 'M9 4C5.1 4 2 6.6 2 9.9c0 1.9 1 3.5 2.6 4.6L4 16.6l2.4-1.2c.8.2 1.7.4 2.6.4h.5a5 5 0 01-.2-1.4c0-3.2 3-5.7 6.7-5.7h.5C15.8 6 12.7 4 9 4zm7 6c-3.3 0-6 2.2-6 5s2.7 5 6 5c.7 0 1.4-.1 2-.3l2 1-.5-1.8c1.5-.9 2.5-2.3 2.5-3.9 0-2.8-2.7-5-6-5z',
  },
  {
    value: 'zfb',
    labelKey: 'buy.zfb',
    color: 'text-sky-600 dark:text-sky-400',
    icon: 'M5 3h14a2 2 0 012 2v10.5c-2-.8-4.6-1.8-6.3-2.4.6-1 1.1-2.3 1.4-3.6H12.5V8h4V7h-4V5h-2v2h-4v1h4v1.5H7v1h7c-.2.8-.5 1.5-.9 2.1-1.6-.5-3.6-1-5-1-2.3 0-3.6 1.1-3.6 2.6s1.3 2.7 3.7 2.7c1.8 0 3.5-.9 4.8-2.4 1.7.8 4.4 2.1 8 3.9V19a2 2 0 01-2 2H5a2 2 0 01-2-2V5a2 2 0 012-2z',
  },
]

/** 优惠码 field with 验证; once applied, the discount line with 取消使用. */
const CouponField = observer(function CouponField({ vm }: { vm: PayViewModel }) {
  const { t } = useTranslation()
  const id = useId()
  const applied = vm.coupon.status === 'applied'
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-stone-700 dark:text-stone-200">
        {t('buy.coupon')}
      </label>
      {applied ? (
        <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-emerald-50 px-3 py-2 text-sm ring-1 ring-emerald-200 dark:bg-emerald-900/30 dark:ring-emerald-800">
          <span className="text-stone-800 dark:text-stone-100">
            {t('buy.couponLine')} <span className="font-mono">{vm.coupon.code.toUpperCase()}</span>
          </span>
          <span className="font-semibold tabular-nums text-emerald-800 dark:text-emerald-200" data-testid="coupon-discount">
            {minusYuan(vm.discountFen)}
          </span>
          <button
            type="button"
            className="ml-auto rounded font-medium text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-primary-300"
            onClick={() => vm.cancelCoupon()}
          >
            {t('buy.cancelCoupon')}
          </button>
        </p>
      ) : (
        <div className="mt-1.5 flex gap-2">
          <input
            id={id}
            className="field"
            value={vm.couponText}
            maxLength={32}
            autoComplete="off"
            placeholder={t('buy.couponPlaceholder')}
            aria-invalid={vm.coupon.status === 'unusable' || undefined}
            aria-describedby={vm.couponMessage ? `${id}-msg` : undefined}
            onChange={(event) => vm.typeCoupon(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                void vm.verifyCoupon()
              }
            }}
          />
          <button type="button" className="btn-secondary shrink-0" disabled={vm.verifying || !vm.selected} onClick={() => void vm.verifyCoupon()}>
            {vm.verifying ? t('buy.verifying') : t('buy.verify')}
          </button>
        </div>
      )}
      {vm.couponMessage && (
        <p id={`${id}-msg`} role="alert" className="mt-1.5 text-sm text-primary-700 dark:text-primary-300">
          {vm.couponMessage}
        </p>
      )}
    </div>
  )
})

const MethodChoice = observer(function MethodChoice({ vm }: { vm: PayViewModel }) {
  const { t } = useTranslation()
  return (
    <RadioGroup value={vm.method} onChange={(value: PayMethod) => vm.setMethod(value)}>
      <Label className="block text-sm font-medium text-stone-700 dark:text-stone-200">{t('buy.method')}</Label>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {METHODS.map((method) => (
          <Radio
            key={method.value}
            value={method.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg bg-white px-4 py-2.5 text-sm font-medium text-stone-800 ring-1 ring-stone-300 outline-none not-data-checked:hover:ring-stone-500 dark:not-data-checked:hover:ring-zinc-400 data-checked:ring-2 data-checked:ring-primary-600 data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-primary-600 dark:bg-zinc-900 dark:text-stone-100 dark:ring-zinc-600 dark:data-checked:ring-primary-400"
          >
            <svg viewBox="0 0 24 24" className={`size-5 ${method.color}`} fill="currentColor" aria-hidden>
              <path d={method.icon} />
            </svg>
            {t(method.labelKey)}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  )
})

/** The purchase form under the cards: coupon, method, the amount payable and 去支付. */
const Checkout = observer(function Checkout({ vm }: { vm: PayViewModel }) {
  const { t } = useTranslation()
  const item = vm.selected
  const trial = item?.label === 'trial'
  return (
    <form
      className="mt-5 grid gap-x-8 gap-y-4 rounded-xl bg-stone-50 p-5 ring-1 ring-stone-200 sm:grid-cols-[1fr_auto] dark:bg-zinc-900/60 dark:ring-zinc-700"
      onSubmit={(event) => {
        event.preventDefault()
        void vm.pay()
      }}
    >
      <div className="space-y-4">
        <CouponField vm={vm} />
        <MethodChoice vm={vm} />
      </div>
      <div className="flex flex-col justify-between gap-3 sm:min-w-56 sm:items-end sm:text-right">
        <div aria-live="polite">
          <p className="text-sm font-medium text-stone-700 dark:text-stone-200">{t('buy.payable')}</p>
          <p className="text-4xl font-bold tabular-nums text-primary-600 dark:text-primary-300" data-testid="payable">
            {yuan(vm.payableFen)}
          </p>
          {vm.discountFen > 0 && (
            <p className="mt-1 text-xs tabular-nums text-stone-600 dark:text-stone-300">
              {t('buy.priceLine', { price: yuan(vm.priceFen), discount: yuan(vm.discountFen) })}
            </p>
          )}
          {trial && <p className="mt-1 text-xs text-amber-800 dark:text-amber-200">{t('buy.trialFree')}</p>}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={() => vm.close()}>
            {t('word.cancel')}
          </button>
          <button type="submit" className="btn-primary min-w-32 px-6 text-base" disabled={!vm.canPay}>
            {vm.paying ? t('buy.paying') : t('buy.pay')}
          </button>
        </div>
      </div>
      {vm.payError && (
        <p role="alert" className="rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-800 sm:col-span-2 dark:bg-primary-900/30 dark:text-primary-200">
          {vm.payError}
        </p>
      )}
    </form>
  )
})

/**
 * The purchase dialog (event openPayModal): services and popular packages, the coupon, the amount
 * and the method; 去支付 leads to the WeChat QR or the Alipay window. Mounted once in the shell; no mask-close,
 * and a route change closes it.
 */
export const PayDialog = observer(function PayDialog() {
  const { t } = useTranslation()
  const vm = useService(PayTokens.pay)
  const [location] = useLocation()
  useEffect(() => vm.routeChanged(location), [vm, location])
  return (
    <Modal open={vm.open} title={t('buy.title')} onClose={() => vm.close()} closeLabel={t('word.close')} width="max-w-4xl" zIndex={5100} maskClosable={false}>
      {vm.loading ? (
        <p role="status" className="py-10 text-center text-sm text-stone-600 dark:text-stone-300">
          {t('app.loading')}
        </p>
      ) : vm.loadError ? (
        <div role="alert" className="space-y-4 py-6 text-center text-sm text-stone-700 dark:text-stone-200">
          <p>{t('buy.loadFailed', { msg: vm.loadError })}</p>
          <button type="button" className="btn-secondary" onClick={() => void vm.loadItems()}>
            {t('word.retry')}
          </button>
        </div>
      ) : vm.items.length === 0 ? (
        <p className="py-10 text-center text-sm text-stone-600 dark:text-stone-300">{t('buy.empty')}</p>
      ) : (
        <>
          <div className="space-y-5">
            <ItemGroup vm={vm} titleKey="buy.services" items={vm.services} />
            <ItemGroup vm={vm} titleKey="buy.packages" items={vm.packages} />
          </div>
          {vm.allBought ? (
            <p className="mt-5 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200 dark:bg-emerald-900/30 dark:text-emerald-100 dark:ring-emerald-800">
              {t('buy.allBought')}
            </p>
          ) : (
            <Checkout vm={vm} />
          )}
        </>
      )}
      {/* Nested in the purchase dialog's panel: Headless UI stacks it above, the purchase dialog stays behind. */}
      <PendingDialog vm={vm} />
    </Modal>
  )
})
