import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { CALENDAR_SOURCE } from '@/core/home/officialCalendar'
import { useService } from '../ServiceContext'
import { formatSpan } from './formatSpan'
import { homeTone } from './homeTone'
import { HomeTokens } from './homeTokens'

/** 重要日程: the next official dates of the 2027 calendar with a countdown, each marked 预计 until published. */
export const CalendarCard = observer(function CalendarCard() {
  const { t, i18n } = useTranslation()
  const vm = useService(HomeTokens.home)
  const events = vm.upcoming
  return (
    <section aria-labelledby="home-calendar" className={`${homeTone.card} flex flex-col`}>
      <h2 id="home-calendar" className={homeTone.title}>
        {t('home.calendar.title', { year: CALENDAR_SOURCE.year })}
      </h2>
      {events.length === 0 ? (
        <p className={`mt-4 text-sm ${homeTone.body}`}>{t('home.calendar.over', { year: CALENDAR_SOURCE.year })}</p>
      ) : (
        <ol className="mt-4 flex-1 space-y-3">
          {events.map((e, i) => (
            <li key={e.key} className={`flex items-start gap-3 rounded-xl px-3 py-2.5 ${i === 0 ? 'bg-primary-50 dark:bg-primary-900/30' : ''}`}>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-stone-900 dark:text-stone-100">{t(`home.event.${e.key}`)}</p>
                <p className={`mt-0.5 text-sm ${homeTone.muted}`}>
                  {formatSpan(e, t, i18n.language)}
                  {e.estimated && (
                    <span className="ml-2 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-200 dark:ring-amber-800">
                      {t('home.calendar.estimated')}
                    </span>
                  )}
                </p>
              </div>
              <p className="shrink-0 text-right text-sm font-semibold tabular-nums text-primary-700 dark:text-primary-300">
                {e.ongoing ? t('home.calendar.now') : t('home.calendar.inDays', { n: e.inDays })}
              </p>
            </li>
          ))}
        </ol>
      )}
      <p className={`mt-4 text-xs leading-5 ${homeTone.muted}`}>
        {t('home.calendar.source', { authority: t('home.calendar.authority'), basedOn: CALENDAR_SOURCE.basedOn, year: CALENDAR_SOURCE.year })}
      </p>
    </section>
  )
})
