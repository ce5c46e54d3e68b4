import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { DEFAULT_WANTS } from '@/core/domain/admission/listWants'
import { paths } from '@/core/navigation/routeTable'
import { PayTokens } from '../pay/payTokens'
import { useService } from '../ServiceContext'
import { BandChip } from '../volunteer/BandChip'
import { riskText } from '@/core/domain/admission/chanceText'
import { homeTone } from './homeTone'
import { HomeTokens } from './homeTokens'
import { useDataText } from '../i18n/dataText'

const BANDS = ['chong', 'wen', 'bao', 'no'] as const

/** 志愿表: rows filled of 80 by band, the 滑档 risk and the likeliest landing, as the list page computes them. */
export const ListCard = observer(function ListCard() {
  const { t } = useTranslation()
  const dataText = useDataText()
  const vm = useService(HomeTokens.home)
  const pay = useService(PayTokens.pay)
  const list = vm.list
  let body
  if (vm.needService !== null)
    body = (
      <div className="mt-4 space-y-4">
        <p className={`text-sm leading-6 ${homeTone.body}`}>{t('home.list.needService')}</p>
        <button type="button" className="btn-primary" onClick={() => pay.request(vm.needService ?? undefined)}>
          {t('word.buyNow')}
        </button>
      </div>
    )
  else if (vm.listError)
    body = (
      <p role="alert" className={`mt-4 text-sm ${homeTone.body}`}>
        {t('home.list.failed', { msg: vm.listError })}
      </p>
    )
  else if (!list) body = <p className={`mt-4 text-sm ${homeTone.muted}`}>{t('app.loading')}</p>
  else if (list.rows === 0)
    body = (
      <div className="mt-4 space-y-4">
        <p className={`text-sm leading-6 ${homeTone.body}`}>{t('home.list.empty')}</p>
        <Link href={paths.aiVolunteer()} className="btn-primary">
          {t('home.step.list')}
        </Link>
      </div>
    )
  else {
    const c = list.counts
    const slip = list.landing?.slip ?? null
    const risky = slip !== null && slip > DEFAULT_WANTS.maxSlipRisk
    const top = list.landing?.likeliest[0] ?? null
    body = (
      <div className="mt-4 space-y-4">
        <div>
          <div className="flex items-baseline justify-between">
            <span className={`text-sm ${homeTone.muted}`}>{t('home.list.filled')}</span>
            <span className="tabular-nums text-stone-900 dark:text-stone-100">
              <strong className="text-2xl">{c.total}</strong> / {c.max}
            </span>
          </div>
          <div
            className="mt-2 h-2 overflow-hidden rounded-full bg-stone-100 dark:bg-zinc-700"
            role="progressbar"
            aria-label={t('home.list.filled')}
            aria-valuenow={c.total}
            aria-valuemin={0}
            aria-valuemax={c.max}
          >
            <div className="h-full rounded-full bg-primary-600" style={{ width: `${Math.min(100, (c.total / c.max) * 100)}%` }} />
          </div>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm">
            {BANDS.map((b) => (
              <li key={b} className="flex items-center gap-1.5">
                <BandChip band={b} />
                <span className="tabular-nums text-stone-800 dark:text-stone-100">{c[b]}</span>
              </li>
            ))}
            {c.unknown > 0 && <li className={homeTone.muted}>{t('home.list.unknown', { n: c.unknown })}</li>}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-3 border-t border-stone-100 pt-4 dark:border-zinc-700">
          <div>
            <p className={`text-xs ${homeTone.muted}`}>{t('home.list.slip')}</p>
            <p
              className={`mt-1 text-xl font-bold tabular-nums ${slip === null ? 'text-stone-500 dark:text-stone-400' : risky ? 'text-primary-700 dark:text-primary-300' : 'text-emerald-700 dark:text-emerald-300'}`}
              data-testid="home-slip"
            >
              {slip === null ? '—' : riskText(slip)}
            </p>
          </div>
          <div className="min-w-0">
            <p className={`text-xs ${homeTone.muted}`}>{t('home.list.likeliest')}</p>
            {top ? (
              <p className="mt-1 text-sm leading-5 text-stone-900 dark:text-stone-100" title={`${dataText(top.schoolName)} ${dataText(top.majorName)}`}>
                <span className="line-clamp-2">
                  {t('home.list.row', { n: top.dataIndex })} {dataText(top.schoolName)} · {dataText(top.majorName)}
                </span>
                <span className={`text-xs ${homeTone.muted}`}>{riskText(top.probability)}</span>
              </p>
            ) : (
              <p className={`mt-1 text-sm ${homeTone.muted}`}>{t(slip === null ? 'home.list.noNumbers' : 'home.list.nowhere')}</p>
            )}
          </div>
        </div>
        <Link href={paths.aiResult()} className={`inline-block text-sm ${homeTone.link}`}>
          {t('home.list.open')} →
        </Link>
      </div>
    )
  }
  return (
    <section aria-labelledby="home-list" className={homeTone.card}>
      <h2 id="home-list" className={homeTone.title}>
        {t('home.list.title')}
      </h2>
      {body}
    </section>
  )
})
