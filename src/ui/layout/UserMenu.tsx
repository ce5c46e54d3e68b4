import { observer } from 'mobx-react-lite'
import { displayName } from '@/core/domain/displayName'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { DropdownMenu } from '../components/DropdownMenu'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { paths } from '@/core/navigation/routeTable'

/** Signed in: the phone (masked) with profile and sign-out; signed out: the 登录/注册 button. */
export const UserMenu = observer(function UserMenu() {
  const { t } = useTranslation()
  const app = useService(UiTokens.app)
  const login = useService(UiTokens.login)
  if (!app.user)
    return (
      <button
        type="button"
        onClick={() => login.openWith({ tab: 'sms' })}
        className="shrink-0 whitespace-nowrap rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-primary-700 shadow-sm hover:bg-primary-50"
      >
        {t('nav.login')}
      </button>
    )
  const name = displayName({ nickName: app.user.nickName, studentName: app.user.student?.name, phone: app.user.phone })
  return (
    <DropdownMenu
      buttonClassName="inline-flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm text-white hover:bg-white/10"
      button={
        // Named by what it shows (the phone or nickname) and then what it is, so a voice user can say what they see.
        <>
          <span aria-hidden className="flex size-7 items-center justify-center rounded-full bg-white/25 text-xs font-bold">
            {name.slice(-2)}
          </span>
          <span className="max-md:sr-only">{name}</span>
          <span className="sr-only">{t('nav.userMenu')}</span>
        </>
      }
      anchor="bottom end"
      itemsClassName="z-[3000] mt-2 w-40 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-stone-200 outline-none focus-visible:ring-2 focus-visible:ring-primary-500 dark:bg-zinc-800 dark:ring-zinc-700"
      items={[
        <Link
          key="profile"
          href={paths.profile()}
          className="block rounded-lg px-3 py-2 text-sm text-stone-700 data-focus:bg-primary-50 dark:text-stone-200 dark:data-focus:bg-zinc-700"
        >
          {t('nav.profile')}
        </Link>,
        <button
          key="logout"
          type="button"
          onClick={() => void app.signOut()}
          className="block w-full rounded-lg px-3 py-2 text-left text-sm text-stone-700 data-focus:bg-primary-50 dark:text-stone-200 dark:data-focus:bg-zinc-700"
        >
          {t('nav.logout')}
        </button>,
      ]}
    />
  )
})
