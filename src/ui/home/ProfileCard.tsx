import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { paths } from '@/core/navigation/routeTable'
import { ProfileTokens } from '../profile/profileTokens'
import { useService } from '../ServiceContext'
import { homeTone } from './homeTone'
import { HomeTokens } from './homeTokens'
import { formatCount } from '@/ui/i18n/formatCount'

/** 我的档案: 选考 subjects, total, 位次 from the newest 一分一段 and the batch; a clear first step when empty. */
export const ProfileCard = observer(function ProfileCard() {
  const { t } = useTranslation()
  const vm = useService(HomeTokens.home)
  const chooser = useService(ProfileTokens.batchChooser)
  const p = vm.profile
  const num = (n: number) => formatCount(n)
  return (
    <section aria-labelledby="home-profile" className={`${homeTone.card} flex flex-col`}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="home-profile" className={homeTone.title}>
          {t('home.profile.title')}
        </h2>
        <Link href={paths.profile()} className={`text-sm ${homeTone.link}`}>
          {t('home.profile.edit')}
        </Link>
      </div>
      {!p?.complete ? (
        <div className="mt-4 flex flex-1 flex-col justify-between gap-4">
          <p className={`text-sm leading-6 ${homeTone.body}`}>{t('home.profile.empty')}</p>
          <Link href={paths.improveInformation()} className="btn-primary self-start">
            {t('home.step.profile')}
          </Link>
        </div>
      ) : (
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-4">
          <div className="col-span-2">
            <dt className={`text-xs ${homeTone.muted}`}>{t('home.profile.subjects')}</dt>
            <dd className="mt-1.5 flex flex-wrap gap-1.5">
              {p.subjects.length === 0 ? (
                <span className={homeTone.muted}>—</span>
              ) : (
                p.subjects.map((s) => (
                  <span
                    key={s}
                    className="rounded-md bg-primary-50 px-2 py-0.5 text-sm font-medium text-primary-800 ring-1 ring-primary-100 dark:bg-primary-900/40 dark:text-primary-100 dark:ring-primary-800"
                  >
                    {t(`subject.${s}`)}
                  </span>
                ))
              )}
            </dd>
          </div>
          <div>
            <dt className={`text-xs ${homeTone.muted}`}>{t('home.profile.total')}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-stone-900 dark:text-stone-50">{p.total ?? '—'}</dd>
          </div>
          <div>
            <dt className={`text-xs ${homeTone.muted}`}>{t('home.profile.rank')}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-primary-700 dark:text-primary-300" data-testid="home-rank">
              {p.rank !== null ? num(p.rank) : '—'}
            </dd>
            {p.rank !== null && vm.rankYear !== null && <dd className={`text-xs ${homeTone.muted}`}>{t('home.profile.rankSource', { year: vm.rankYear })}</dd>}
          </div>
          <div className="col-span-2">
            <dt className={`text-xs ${homeTone.muted}`}>{t('home.profile.batch')}</dt>
            <dd className="mt-1 flex items-center justify-between gap-3">
              <span className="font-semibold text-stone-900 dark:text-stone-100">
                {p.batchId !== null ? t(`home.batch.${p.batchId}`, { defaultValue: p.batchName ?? '' }) : t('home.profile.noBatch')}
              </span>
              <button type="button" className={`text-sm ${homeTone.link}`} onClick={() => void chooser.show()}>
                {t(p.batchId !== null ? 'home.profile.changeBatch' : 'home.profile.chooseBatch')}
              </button>
            </dd>
          </div>
        </dl>
      )}
    </section>
  )
})
