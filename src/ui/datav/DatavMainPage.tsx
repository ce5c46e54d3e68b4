import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { paths } from '@/core/navigation/routeTable'
import { PayTokens } from '../pay/payTokens'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { PageHead } from '../volunteer/AccessPrompt'
import { DatavPrompt } from './DatavPrompt'
import { datavTabs } from './DatavTabs'
import { DatavTokens } from './datavTokens'
import { LandingCard } from './LandingCard'
import { ListDistributionCard } from './ListDistributionCard'
import { ListTrendCard } from './ListTrendCard'
import { RankCurveCard } from './RankCurveCard'
import { useScreenWords } from '../i18n/useScreenWords'
import { datav_zh_CN } from '../i18n/datav.zh_CN'

/** 数据总览: the 一分一段 curves for everyone; the signed-in student's list as trends, distributions and landing. */
export default observer(function DatavMainPage() {
  useScreenWords(datav_zh_CN)
  const { t } = useTranslation()
  const vm = useService(DatavTokens.main)
  const app = useService(UiTokens.app)
  const login = useService(UiTokens.login)
  const userId = app.user?.id ?? null
  useEffect(() => void vm.load(), [vm, userId])
  const signIn = () => login.openWith({ redirect: paths.datavMain() })
  return (
    <div className="space-y-6 pb-10">
      <PageHead title={t('datav.main.title')} intro={t('datav.main.intro')}>
        {datavTabs(t, paths.datavMain())}
      </PageHead>
      <RankCurveCard vm={vm} onSignIn={signIn} />
      <ListPart onSignIn={signIn} />
    </div>
  )
})

const ListPart = observer(function ListPart({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation()
  const vm = useService(DatavTokens.main)
  const pay = useService(PayTokens.pay)
  if (!vm.student)
    return (
      <DatavPrompt title={t('datav.prompt.visitorTitle')} text={t('datav.prompt.visitorText')} testId="datav-visitor">
        <button type="button" className="btn-primary" onClick={onSignIn}>
          {t('datav.signIn')}
        </button>
      </DatavPrompt>
    )
  if (vm.listState === 'needService' && vm.needService !== null) {
    const type = vm.needService
    return (
      <DatavPrompt title={t('datav.prompt.serviceTitle')} text={t('datav.prompt.serviceText')} testId="datav-service">
        <button type="button" className="btn-primary" onClick={() => pay.request(type)}>
          {t('word.buyNow')}
        </button>
      </DatavPrompt>
    )
  }
  if (vm.listState === 'error')
    return (
      <DatavPrompt title={t('datav.prompt.errorTitle')} text={t('datav.loadFailed', { msg: vm.listError })}>
        <button type="button" className="btn-secondary" onClick={() => void vm.load()}>
          {t('word.retry')}
        </button>
      </DatavPrompt>
    )
  const list = vm.list
  if (!list)
    return (
      <div className="space-y-6" aria-busy="true" aria-label={t('app.loading')}>
        {[0, 1].map((k) => (
          <div key={k} className="h-96 animate-pulse rounded-2xl bg-white ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700" />
        ))}
      </div>
    )
  if (list.rows.length === 0)
    return (
      <DatavPrompt title={t('datav.prompt.emptyTitle')} text={t('datav.prompt.emptyText')} testId="datav-empty">
        <Link href={paths.aiVolunteer()} className="btn-primary">
          {t('datav.prompt.generate')}
        </Link>
        <Link href={paths.schools()} className="btn-secondary">
          {t('datav.prompt.schools')}
        </Link>
      </DatavPrompt>
    )
  return (
    <>
      <ListTrendCard vm={vm} list={list} />
      <ListDistributionCard vm={vm} list={list} />
      <LandingCard vm={vm} list={list} />
    </>
  )
})
