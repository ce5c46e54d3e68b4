import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { observer } from 'mobx-react-lite'
import type { FormEvent } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Modal } from '../components/Modal'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { AccountForms } from './AccountForms'
import { FormError } from './fields'
import type { LoginTab } from './LoginViewModel'
import { PasswordLoginForm } from './PasswordLoginForm'
import { SmsLoginForm } from './SmsLoginForm'

const TABS: LoginTab[] = ['sms', 'password']

/** The login dialog (event openLogin); Enter submits because the tabs live inside one form. */
export const LoginDialog = observer(function LoginDialog() {
  const { t } = useTranslation()
  const vm = useService(UiTokens.login)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void vm.submit()
  }
  const title = vm.view === 'register' ? t('register.title') : vm.view === 'forget' ? t('forget.title') : t('login.title')
  return (
    <Modal open={vm.open} title={title} onClose={() => vm.dismiss()} closeLabel={t('login.close')} width="max-w-[440px]" zIndex={5500}>
      {vm.view !== 'login' ? (
        <AccountForms mode={vm.view} />
      ) : (
        <form onSubmit={submit} className="space-y-5">
          <TabGroup selectedIndex={TABS.indexOf(vm.tab)} onChange={(index) => vm.setTab(TABS[index])}>
            <TabList className="grid grid-cols-2 rounded-lg bg-stone-100 p-1 dark:bg-zinc-900">
              {TABS.map((tab) => (
                <Tab
                  key={tab}
                  className="rounded-md py-2 text-sm font-medium text-stone-500 data-selected:bg-white data-selected:text-primary-700 data-selected:shadow-sm dark:data-selected:bg-zinc-700 dark:data-selected:text-primary-200"
                >
                  {t(tab === 'sms' ? 'login.tabSms' : 'login.tabPassword')}
                </Tab>
              ))}
            </TabList>
            <TabPanels className="mt-5">
              <TabPanel unmount>
                <SmsLoginForm vm={vm} />
              </TabPanel>
              <TabPanel unmount>
                <PasswordLoginForm vm={vm} />
              </TabPanel>
            </TabPanels>
          </TabGroup>
          <FormError message={vm.error ? t(vm.error) : ''} />
          <button type="submit" className="btn-primary w-full !py-3 text-base" disabled={vm.busy}>
            {t(vm.tab === 'sms' ? 'login.submitSms' : 'login.submit')}
          </button>
          <div className="flex justify-between text-sm">
            <button type="button" className="text-stone-500 hover:text-primary-700" onClick={() => vm.setView('register')}>
              {t('login.toRegister')}
            </button>
            <button type="button" className="text-stone-500 hover:text-primary-700" onClick={() => vm.setView('forget')}>
              {t('login.toForget')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  )
})
