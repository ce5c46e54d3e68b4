import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { Link } from 'wouter'
import { paths } from '@/core/navigation/routeTable'
import type { CohortOverview } from '@/ports/api/datav'
import { EChart } from '../charts/EChart'
import { CHART_COLORS } from '../charts/chartPalette'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { PageHead } from '../volunteer/AccessPrompt'
import { CARD } from '../volunteer/volunteerStyles'
import { ChartCard } from './ChartCard'
import { formatInt, formatShare } from './chartFormat'
import { bandShareOption, bucketLabel, bucketOption, daysOption, myDaysOption, topOption } from './cohortOptions'
import { DatavPrompt } from './DatavPrompt'
import { datavTabs } from './DatavTabs'
import { DatavTokens } from './datavTokens'
import { useChartContext } from './useChartContext'
import { useShownNamed } from './useShownNames'
import { useScreenWords } from '../i18n/useScreenWords'
import { datav_zh_CN } from '../i18n/datav.zh_CN'

/**
 * 课堂行为分析, for our users the cohort's planning: how many students have lists, where they rank, how
 * risky their lists are, what they list most and how that moved over the days — only in aggregate, never
 * about fewer than ten students — and, signed in, the student's own list day by day.
 */
export default observer(function ClassRoomPage() {
  useScreenWords(datav_zh_CN)
  const c = useChartContext()
  const { t } = c
  const vm = useService(DatavTokens.classRoom)
  const app = useService(UiTokens.app)
  const login = useService(UiTokens.login)
  const userId = app.user?.id ?? null
  useEffect(() => void vm.load(), [vm, userId])
  const d = vm.data
  return (
    <div className="space-y-6 pb-10">
      <PageHead title={t('route.classRoom')} intro={t('datav.class.subtitle')}>
        {datavTabs(t, paths.classRoom())}
      </PageHead>
      {vm.error && !d ? (
        <DatavPrompt title={t('datav.prompt.errorTitle')} text={t('datav.loadFailed', { msg: vm.error })}>
          <button type="button" className="btn-secondary" onClick={() => void vm.load()}>
            {t('word.retry')}
          </button>
        </DatavPrompt>
      ) : !d ? (
        <div
          className="h-96 animate-pulse rounded-2xl bg-white ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700"
          aria-busy="true"
          aria-label={t('app.loading')}
        />
      ) : (
        <>
          <p className={`${CARD} px-6 py-4 text-sm leading-7 text-stone-700 dark:text-stone-200`} data-testid="cohort-about">
            {t('datav.class.about', { min: d.minGroup, time: new Date(d.takenAt).toLocaleString(c.locale, { hour12: false }), since: d.since })}
          </p>
          <Cohort d={d} />
          {d.mine ? (
            <MyDays d={d} />
          ) : (
            <DatavPrompt title={t('datav.class.mineTitle')} text={t('datav.class.mineVisitor')}>
              <button type="button" className="btn-primary" onClick={() => login.openWith({ redirect: paths.classRoom() })}>
                {t('datav.signIn')}
              </button>
            </DatavPrompt>
          )}
        </>
      )}
    </div>
  )
})

const Stat = ({ label, value, testId }: { label: string; value: string; testId?: string }) => (
  <div className={`${CARD} min-w-0 p-5`} data-testid={testId}>
    <p className="text-xs text-stone-600 dark:text-stone-300">{label}</p>
    <p className="mt-1.5 truncate text-2xl font-bold tabular-nums text-stone-900 dark:text-stone-50">{value}</p>
  </div>
)

const Cohort = observer(function Cohort({ d }: { d: CohortOverview }) {
  const c = useChartContext()
  const { t } = c
  const vm = useService(DatavTokens.classRoom)
  const f = d.figures
  if (f.students === null)
    return <DatavPrompt title={t('datav.class.fewTitle', { min: d.minGroup })} text={t('datav.class.fewText', { min: d.minGroup })} testId="cohort-few" />
  const dash = '—'
  const rankText = f.ranks
    .filter((b) => b.count !== null && b.count > 0)
    .map((b) => t('datav.dist.item', { name: bucketLabel('rank', b, c), n: b.count, share: formatShare((b.count ?? 0) / (f.students ?? 1)) }))
    .join(t('datav.listSep'))
  const source = t('datav.class.source', { min: d.minGroup })
  return (
    <>
      <div className="grid grid-cols-4 gap-4">
        <Stat label={t('datav.class.statStudents')} value={formatInt(f.students)} testId="stat-students" />
        <Stat label={t('datav.class.statRows')} value={f.medianRows === null ? dash : t('datav.class.rowsValue', { n: Math.round(f.medianRows) })} />
        <Stat label={t('datav.class.statSlip')} value={f.medianSlip === null ? dash : formatShare(f.medianSlip)} />
        <Stat label={t('datav.class.statRisk')} value={f.atRisk === null ? dash : formatShare(f.atRisk)} />
      </div>
      <div className="grid grid-cols-2 gap-6">
        <ChartCard
          id="cohort-ranks"
          title={t('datav.class.ranksTitle')}
          summary={
            <p>
              {rankText ? t('datav.class.ranksSummary', { list: rankText }) : t('datav.class.ranksNone', { min: d.minGroup })}{' '}
              {vm.myBucket >= 0 && t('datav.class.ranksMine', { bucket: bucketLabel('rank', f.ranks[vm.myBucket], c) })}
            </p>
          }
          source={source}
        >
          {f.ranks.length > 0 ? (
            <EChart option={bucketOption('rank', f.ranks, { ...c, mine: vm.myBucket })} label={t('datav.class.ranksTitle')} height={260} />
          ) : (
            <p className="py-10 text-center text-sm text-stone-600 dark:text-stone-300">{t('datav.class.ranksNone', { min: d.minGroup })}</p>
          )}
        </ChartCard>
        <ChartCard
          id="cohort-slip"
          title={t('datav.class.slipTitle')}
          summary={
            <p>
              {f.medianSlip === null || f.atRisk === null
                ? t('datav.class.slipNone', { min: d.minGroup })
                : t('datav.class.slipSummary', { n: f.withOutcome, median: formatShare(f.medianSlip), risk: formatShare(f.atRisk) })}
            </p>
          }
          source={source}
        >
          {f.slip.length > 0 ? (
            <EChart option={bucketOption('slip', f.slip, c)} label={t('datav.class.slipTitle')} height={260} />
          ) : (
            <p className="py-10 text-center text-sm text-stone-600 dark:text-stone-300">{t('datav.class.slipNone', { min: d.minGroup })}</p>
          )}
        </ChartCard>
        <ChartCard
          id="cohort-rows"
          title={t('datav.class.rowsTitle')}
          summary={<p>{t('datav.class.rowsSummary', { median: f.medianRows === null ? dash : Math.round(f.medianRows) })}</p>}
          source={source}
        >
          <EChart option={bucketOption('rows', f.rows, c)} label={t('datav.class.rowsTitle')} height={240} />
        </ChartCard>
        <ChartCard
          id="cohort-bands"
          title={t('datav.class.bandsTitle')}
          summary={
            <p>
              {f.bandShare
                ? t('datav.class.bandsSummary', { chong: formatShare(f.bandShare.chong), wen: formatShare(f.bandShare.wen), bao: formatShare(f.bandShare.bao) })
                : t('datav.dist.bandNone')}
            </p>
          }
          source={source}
        >
          {f.bandShare && <EChart option={bandShareOption(f.bandShare, c)} label={t('datav.class.bandsTitle')} height={240} />}
        </ChartCard>
        <TopCard id="cohort-schools" title={t('datav.class.schoolsTitle')} items={f.topSchools} color={CHART_COLORS[0]} min={d.minGroup} source={source} />
        <TopCard id="cohort-majors" title={t('datav.class.majorsTitle')} items={f.topMajors} color={CHART_COLORS[2]} min={d.minGroup} source={source} />
      </div>
      <ChartCard
        id="cohort-days"
        title={t('datav.class.daysTitle')}
        intro={t('datav.class.daysIntro')}
        summary={
          <p>
            {d.days.length < 2
              ? t('datav.class.daysOne', { since: d.since })
              : t('datav.class.daysSummary', {
                  from: d.days[0].day,
                  to: d.days.at(-1)?.day ?? '',
                  first: d.days[0].students,
                  last: d.days.at(-1)?.students ?? 0,
                })}
          </p>
        }
        source={source}
      >
        {d.days.length > 0 && <EChart option={daysOption(d.days, c)} label={t('datav.class.daysTitle')} height={260} />}
      </ChartCard>
    </>
  )
})

function TopCard({
  id,
  title,
  items: dataItems,
  color,
  min,
  source,
}: {
  id: string
  title: string
  items: ReadonlyArray<{ name: string; students: number }>
  color: string
  min: number
  source: string
}) {
  const c = useChartContext()
  const { t } = c
  const items = useShownNamed(dataItems)
  return (
    <ChartCard
      id={id}
      title={title}
      summary={
        <p>
          {items.length === 0
            ? t('datav.class.topNone', { min })
            : t('datav.class.topSummary', {
                list: items
                  .slice(0, 3)
                  .map((i) => t('datav.class.topItem', { name: i.name, n: i.students }))
                  .join(t('datav.listSep')),
              })}
        </p>
      }
      source={source}
    >
      {items.length > 0 && <EChart option={topOption(items, color, c)} label={title} height={Math.max(160, items.length * 30 + 24)} />}
    </ChartCard>
  )
}

const MyDays = observer(function MyDays({ d }: { d: CohortOverview }) {
  const c = useChartContext()
  const { t } = c
  const mine = d.mine
  if (!mine) return null
  const days = mine.days
  const today = days.at(-1)
  const first = days[0]
  return (
    <ChartCard
      id="cohort-mine"
      title={t('datav.class.mineTitle')}
      intro={t('datav.class.mineIntro')}
      summary={
        <p data-testid="mine-summary">
          {!today
            ? t('datav.class.mineEmpty')
            : [
                t('datav.class.mineToday', {
                  day: today.day,
                  rows: today.rows,
                  chong: today.chong,
                  wen: today.wen,
                  bao: today.bao,
                  slip: today.slip === null ? '—' : formatShare(today.slip),
                }),
                days.length < 2
                  ? t('datav.class.mineStarts', { since: first.day })
                  : t('datav.class.mineSince', { since: first.day, rows: first.rows, n: days.length }),
              ].join(' ')}{' '}
          {!today && (
            <Link href={paths.aiVolunteer()} className="font-semibold text-primary-700 hover:underline dark:text-primary-300">
              {t('datav.prompt.generate')}
            </Link>
          )}
        </p>
      }
      source={t('datav.class.mineSource')}
    >
      {days.length > 0 && <EChart option={myDaysOption(days, c)} label={t('datav.class.mineTitle')} height={280} />}
    </ChartCard>
  )
})
