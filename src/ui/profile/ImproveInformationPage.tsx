import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import type { RouteInfo } from '@/core/navigation/routeTable'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { ProfileFormView } from './ProfileFormView'

/** 完善信息: the guard sends students here until their record is complete. */
const ImproveInformationPage = observer(function ImproveInformationPage({ route }: { route: RouteInfo }) {
  const { t } = useTranslation()
  const app = useService(UiTokens.app)
  const complete = app.user?.student?.complete === true
  return (
    <section className="mx-auto max-w-[1160px] space-y-5">
      <header className="flex items-end justify-between gap-4">
        <div>
          <h1 className="section-title">{t(route.titleKey)}</h1>
          <p className="mt-2 text-sm text-stone-500 dark:text-stone-400">{t('profile.improveIntro')}</p>
        </div>
      </header>
      {!complete && (
        <div
          role="alert"
          className="rounded-xl border border-amber-300 bg-amber-50 px-5 py-3 text-sm text-amber-800 dark:border-amber-700 dark:bg-amber-900/30 dark:text-amber-200"
        >
          {t('improve.warning')}
        </div>
      )}
      <ProfileFormView />
    </section>
  )
})

export default ImproveInformationPage
