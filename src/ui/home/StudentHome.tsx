import { observer } from 'mobx-react-lite'
import { displayName } from '@/core/domain/displayName'
import { useEffect } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { CalendarCard } from './CalendarCard'
import { FeatureGrid } from './FeatureGrid'
import { homeTone } from './homeTone'
import { HomeTokens } from './homeTokens'
import { ListCard } from './ListCard'
import { NextStep } from './NextStep'
import { ProfileCard } from './ProfileCard'

/** The signed-in student's home: a greeting with the next step, profile and list at a glance, dates, features. */
export const StudentHome = observer(function StudentHome() {
  const { t } = useTranslation()
  const app = useService(UiTokens.app)
  const vm = useService(HomeTokens.home)
  const userId = app.user?.id
  // Every visit (the page is kept alive): the list may have changed on another page.
  useEffect(() => void vm.load(), [vm, userId])
  const user = app.user
  const name = user ? displayName({ nickName: user.nickName, studentName: user.student?.name, phone: user.phone }) : ''
  return (
    <div className="space-y-6 pb-6">
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-primary-800 via-primary-700 to-primary-600 px-5 py-6 text-white md:px-10 md:py-8 shadow-lg">
        <div className="absolute -right-16 -top-20 size-64 rounded-full bg-white/10" aria-hidden />
        <div className="relative flex items-center justify-between gap-8 max-md:flex-col max-md:items-start max-md:gap-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold">{t('home.hello', { name })}</h1>
            <p className="mt-2 text-white/90">{t('home.helloText')}</p>
          </div>
          <NextStep />
        </div>
      </section>
      <div className="grid gap-5 md:grid-cols-3">
        <ProfileCard />
        <ListCard />
        <CalendarCard />
      </div>
      <FeatureGrid />
      <p className={`text-xs ${homeTone.muted}`}>{t('home.disclaimer')}</p>
    </div>
  )
})
