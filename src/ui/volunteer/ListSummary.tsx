import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import type { Band } from '@/core/domain/admission/admitProbability'
import { BandChip, BandLegend } from './BandChip'
import { ListNotices } from './ListNotices'
import { OutcomeCard } from './OutcomeCard'
import type { VolunteerListViewModel } from './VolunteerListViewModel'
import { CARD } from './volunteerStyles'
import { paths } from '@/core/navigation/routeTable'

const BANDS: Band[] = ['chong', 'wen', 'bao', 'no']

/** Counts per band, where the list lands the student (with the 滑档 risk against its ceiling), the list's notices and the band legend. */
export const ListSummary = observer(function ListSummary({ vm }: { vm: VolunteerListViewModel }) {
  const { t } = useTranslation()
  const secondSegment = vm.segment === '二段'
  return (
    <section aria-labelledby="list-summary" className={`${CARD} space-y-4`}>
      {/* The page's h1 is the band above; the outcome's h3 sits under this one (no level skipped). */}
      <h2 id="list-summary" className="sr-only">
        {t('vol.summary')}
      </h2>
      <div className="flex flex-wrap items-center gap-x-8 gap-y-3">
        <div className="flex items-baseline gap-1.5">
          <span className="text-3xl font-bold tabular-nums text-stone-900 dark:text-stone-100">{vm.rows.length}</span>
          <span className="text-sm text-stone-500 dark:text-stone-400">
            / {vm.counts.max} {t('vol.rowsUnit')}
          </span>
        </div>
        {!secondSegment && (
          <ul className="flex gap-4" aria-label={t('vol.bandCounts')}>
            {BANDS.map((b) => (
              <li key={b} className="flex items-center gap-1.5 text-sm">
                <BandChip band={b} />
                <span className="font-semibold tabular-nums text-stone-800 dark:text-stone-100">{vm.counts[b]}</span>
              </li>
            ))}
          </ul>
        )}
        {secondSegment && (
          <span className="rounded-full bg-amber-50 px-3 py-1 text-xs font-medium text-amber-800 ring-1 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-200 dark:ring-amber-800">
            {t('vol.segment2')}
          </span>
        )}
      </div>
      <div className="border-t border-stone-100 pt-4 dark:border-zinc-700">
        <OutcomeCard
          view={vm.latest}
          stale={vm.stale}
          segment={vm.segment}
          action={
            <Link href={paths.volunteerCheck()} className="font-medium text-primary-600 hover:underline dark:text-primary-300">
              {t('vol.outcome.toCheck')}
            </Link>
          }
        />
      </div>
      <ListNotices notices={vm.notices} />
      {/* Bands are probability ranges: a 二段 list has none to show. */}
      {!secondSegment && (
        <div className="border-t border-stone-100 pt-3 dark:border-zinc-700">
          <BandLegend />
        </div>
      )}
    </section>
  )
})
