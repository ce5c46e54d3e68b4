import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { paths } from '@/core/navigation/routeTable'
import { BandLegend } from '../volunteer/BandChip'
import type { SchoolDetailViewModel } from './SchoolDetailViewModel'
import { formatCount } from '@/ui/i18n/formatCount'

const BOX = 'flex items-center justify-between gap-4 rounded-xl px-4 py-3 text-sm'

/** What the chance column rests on: sign in, complete the profile, or the student's rank, years and legend. */
export const ChanceBar = observer(function ChanceBar({ vm }: { vm: SchoolDetailViewModel }) {
  const { t } = useTranslation()
  const c = vm.chances
  if (!vm.signedIn)
    return (
      <div className={`${BOX} bg-primary-50 text-stone-800 ring-1 ring-primary-100 dark:bg-primary-900/30 dark:text-stone-100 dark:ring-primary-900`}>
        <p>{t('school.chanceVisitor')}</p>
        <button type="button" className="btn-primary shrink-0 px-4 py-2" onClick={() => vm.signIn()}>
          {t('school.chanceSignIn')}
        </button>
      </div>
    )
  if (vm.chancesError)
    return (
      <p role="alert" className={`${BOX} bg-stone-100 text-stone-700 dark:bg-zinc-900 dark:text-stone-200`}>
        {t('school.chanceFailed', { msg: t(vm.chancesError) })}
      </p>
    )
  if (!c) return <p className={`${BOX} bg-stone-50 text-stone-600 dark:bg-zinc-900 dark:text-stone-300`}>{t('app.loading')}</p>
  if (c.status === 'noRank')
    return (
      <div className={`${BOX} bg-amber-50 text-amber-900 ring-1 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-100 dark:ring-amber-800`}>
        <p>{t('school.chanceNoRank')}</p>
        <Link href={paths.profile()} className="btn-secondary shrink-0 px-4 py-2">
          {t('school.chanceComplete')}
        </Link>
      </div>
    )
  if (c.status !== 'ok')
    return (
      <p className={`${BOX} bg-stone-100 text-stone-700 dark:bg-zinc-900 dark:text-stone-200`}>
        {t(c.status === 'secondSegment' ? 'school.chanceSecond' : 'school.chanceNoPlan')}
      </p>
    )
  return (
    <div className="space-y-2 rounded-xl bg-stone-50 px-4 py-3 dark:bg-zinc-900">
      <div className="flex items-start justify-between gap-4">
        <p className="text-sm leading-6 text-stone-700 dark:text-stone-200">
          {t('school.chanceOk', { rank: formatCount(c.rank ?? 0), planYear: c.planYear, forecastYear: c.forecastYear })}
        </p>
        <p className="shrink-0 text-sm font-medium tabular-nums text-stone-700 dark:text-stone-200">{t('school.listSize', { n: c.listSize, max: c.max })}</p>
      </div>
      <BandLegend />
    </div>
  )
})
