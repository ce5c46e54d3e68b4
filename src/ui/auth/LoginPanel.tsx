import { observer } from 'mobx-react-lite'
import type { FormEvent } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { PlainTabs } from '../components/PlainTabs'
import { AccountForms } from './AccountForms'
import { FormError } from './fields'
import type { LoginTab, LoginView, LoginViewModel } from './LoginViewModel'
import { PasswordLoginForm } from './PasswordLoginForm'
import { SmsLoginForm } from './SmsLoginForm'

const TABS: readonly LoginTab[] = ['sms', 'password']

/** The heading of the sign-in panel for what it shows: signing in, registering or resetting a password. */
export function loginTitleKey(view: LoginView): string {
  return view === 'register' ? 'register.title' : view === 'forget' ? 'forget.title' : 'login.title'
}

/**
 * What the sign-in shows, wherever it is shown: the two tabs (Enter submits, the tabs live inside one form),
 * or the register / reset forms. The login dialog frames it in a modal; the /login page shows it as the page.
 */
export const LoginPanel = observer(function LoginPanel({ vm }: { vm: LoginViewModel }) {
  const { t } = useTranslation()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void vm.submit()
  }
  if (vm.view !== 'login') return <AccountForms mode={vm.view} />
  return (
    <form onSubmit={submit} className="space-y-5">
      <PlainTabs
        tabs={TABS.map((tab) => ({ key: tab, label: t(tab === 'sms' ? 'login.tabSms' : 'login.tabPassword') }))}
        selected={vm.tab}
        onSelect={(tab) => vm.setTab(tab)}
        listClassName="grid grid-cols-2 rounded-lg bg-stone-100 p-1 dark:bg-zinc-900"
        tabClassName="rounded-md py-2 text-sm font-medium text-stone-500 data-selected:bg-white data-selected:text-primary-700 data-selected:shadow-sm dark:data-selected:bg-zinc-700 dark:data-selected:text-primary-200"
        panelClassName="mt-5"
      >
        {vm.tab === 'sms' ? <SmsLoginForm vm={vm} /> : <PasswordLoginForm vm={vm} />}
      </PlainTabs>
      <FormError message={vm.error ? t(vm.error) : ''} />
      {/* aria-disabled, not disabled: disabled while signing in, it would drop the keyboard's focus to the page. */}
      <button type="submit" className="btn-primary w-full !py-3 text-base" aria-disabled={vm.busy}>
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
  )
})
