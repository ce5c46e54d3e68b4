import { observer } from 'mobx-react-lite'
import { displayName, maskedPhone } from '@/core/domain/displayName'
import { useRef } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useDataText } from '../i18n/dataText'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { ProfileTokens } from './profileTokens'

/** The top of personal info: the avatar (click to upload), the masked phone, the batch and its switch. */
export const AccountBanner = observer(function AccountBanner() {
  const { t } = useTranslation()
  const dataText = useDataText()
  const app = useService(UiTokens.app)
  const account = useService(ProfileTokens.account)
  const chooser = useService(ProfileTokens.batchChooser)
  const input = useRef<HTMLInputElement>(null)
  const user = app.user
  if (!user) return null
  const phone = maskedPhone(user.phone)
  // Shown in place of a picture, and the start of the avatar button's name then.
  const initials = phone.slice(-2)
  const student = user.student
  const batchName = student && (student.batchId ?? 0) > 0 ? student.batchName : null
  return (
    <div className="flex items-center gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
      {/* The file input is visually hidden: reached by Tab, its ring is drawn around the avatar (clear of its 4 px halo). */}
      <div className="shrink-0 rounded-full text-center has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-4 has-[input:focus-visible]:outline-primary-600 dark:has-[input:focus-visible]:outline-primary-300">
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={account.uploading}
          // Without a picture the button shows the phone's last two digits (and 更换头像 on hover): its name starts with
          // what is seen, so a voice user can say it (WCAG 2.5.3, label in name).
          aria-label={user.avatar ? t('profile.changeAvatar') : t('profile.changeAvatarInitials', { initials })}
          className="group relative block size-20 overflow-hidden rounded-full bg-primary-100 ring-4 ring-primary-50 dark:bg-primary-900/40 dark:ring-zinc-700"
        >
          {user.avatar ? (
            <img src={user.avatar} alt="" className="size-full object-cover" />
          ) : (
            <span className="text-2xl font-bold text-primary-700 dark:text-primary-200">{initials}</span>
          )}
          <span className="absolute inset-x-0 bottom-0 bg-stone-900/55 py-0.5 text-[11px] text-white opacity-0 transition group-hover:opacity-100">
            {t(account.uploading ? 'profile.uploading' : 'profile.changeAvatar')}
          </span>
        </button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-label={t('profile.avatarFile')}
          onChange={(event) => {
            void account.pickAvatar(event.target.files?.[0])
            event.target.value = ''
          }}
        />
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-xl font-semibold text-stone-900 dark:text-stone-100">
          {displayName({ nickName: user.nickName, studentName: student?.name, phone })}
        </p>
        <p className="mt-1 text-sm text-stone-500 dark:text-stone-400">{t('profile.phoneLine', { phone })}</p>
        <p className="mt-1 text-xs text-stone-500 dark:text-stone-400">{t('profile.avatarHint')}</p>
        {account.avatarError && (
          <p role="alert" className="mt-1.5 text-xs font-medium text-primary-700 dark:text-primary-300">
            {account.avatarError}
          </p>
        )}
      </div>
      <div className="shrink-0 rounded-xl bg-stone-50 px-5 py-3 text-right dark:bg-zinc-900">
        <p className="text-xs text-stone-500 dark:text-stone-400">{t('profile.batchLabel')}</p>
        <p className="mt-0.5 text-lg font-semibold text-stone-900 dark:text-stone-100">{batchName ? dataText(batchName) : t('profile.noBatch')}</p>
        <button
          type="button"
          onClick={() => void chooser.show()}
          className="mt-1 text-sm font-medium text-primary-600 hover:text-primary-700 dark:text-primary-400"
        >
          {t(batchName ? 'profile.changeBatch' : 'profile.chooseBatch')} →
        </button>
      </div>
    </div>
  )
})
