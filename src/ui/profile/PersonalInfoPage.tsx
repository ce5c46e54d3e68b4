import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useSearch } from 'wouter'
import type { RouteInfo } from '@/core/navigation/routeTable'
import { OrdersPanel } from '../pay/OrdersPanel'
import { AccountBanner } from './AccountBanner'
import { InvitationPanel } from './InvitationPanel'
import { PasswordPanel } from './PasswordPanel'
import { SignOutEverywherePanel } from './SignOutEverywherePanel'
import { ProfileFormView } from './ProfileFormView'

const TABS = ['profile.tabRecord', 'orders.tab', 'profile.tabPassword', 'profile.tabInvite'] as const

/** 个人信息: the account banner, then the student record, the orders, the password and the invitations as tabs (?tab=orders opens the orders). */
export default function PersonalInfoPage({ route }: { route: RouteInfo }) {
  const { t } = useTranslation()
  const initialTab = new URLSearchParams(useSearch()).get('tab') === 'orders' ? 1 : 0
  return (
    <section className="mx-auto max-w-[1160px] space-y-5">
      <h1 className="section-title">{t(route.titleKey)}</h1>
      <AccountBanner />
      <TabGroup defaultIndex={initialTab}>
        <TabList className="flex gap-1 border-b border-stone-200 dark:border-zinc-700">
          {TABS.map((key) => (
            <Tab
              key={key}
              className="-mb-px border-b-2 border-transparent px-5 py-2.5 text-sm font-medium text-stone-500 data-hover:text-stone-800 data-selected:border-primary-600 data-selected:text-primary-700 dark:text-stone-400 dark:data-hover:text-stone-200 dark:data-selected:text-primary-300"
            >
              {t(key)}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="pt-5">
          {/* Kept mounted: switching to the password tab must not throw away unsaved edits of the record. */}
          <TabPanel unmount={false}>
            <ProfileFormView />
          </TabPanel>
          <TabPanel className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
            <OrdersPanel />
          </TabPanel>
          <TabPanel className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
            <PasswordPanel />
            <SignOutEverywherePanel />
          </TabPanel>
          <TabPanel className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
            <InvitationPanel />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </section>
  )
}
