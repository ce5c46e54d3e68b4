import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useService } from '../ServiceContext'
import { ProfileTokens } from './profileTokens'

/** 邀请好友: the student's own code (copy) and who signed up with it. */
export const InvitationPanel = observer(function InvitationPanel() {
  const { t } = useTranslation()
  const vm = useService(ProfileTokens.account)
  useEffect(() => {
    void vm.loadInvitations()
  }, [vm])
  const invitations = vm.invitations
  if (!invitations) return <p className="text-sm text-stone-500 dark:text-stone-400">{vm.invitationsError || t('app.loading')}</p>
  return (
    <div className="space-y-5">
      <div className="flex items-center gap-4 rounded-xl bg-primary-50 px-5 py-4 dark:bg-primary-900/20">
        <div>
          <p className="text-xs text-stone-500 dark:text-stone-400">{t('profile.inviteCode')}</p>
          <p className="mt-0.5 font-mono text-2xl font-bold tracking-widest text-primary-700 dark:text-primary-300" aria-label={t('profile.inviteCode')}>
            {invitations.code}
          </p>
        </div>
        <button type="button" className="btn-secondary ml-auto" onClick={() => void vm.copyCode()}>
          {t('profile.copyCode')}
        </button>
      </div>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-sm font-medium text-stone-700 dark:text-stone-300">
          {t('profile.invitedCount', { count: invitations.invited.length })}
        </caption>
        <thead className="bg-stone-50 text-xs text-stone-500 dark:bg-zinc-900 dark:text-stone-400">
          <tr>
            <th className="px-4 py-2 font-medium">{t('profile.invitedPhone')}</th>
            <th className="px-4 py-2 font-medium">{t('profile.invitedAt')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 dark:divide-zinc-700">
          {invitations.invited.length === 0 && (
            <tr>
              <td colSpan={2} className="px-4 py-8 text-center text-stone-500 dark:text-stone-400">
                {t('profile.noInvited')}
              </td>
            </tr>
          )}
          {invitations.invited.map((item) => (
            <tr key={item.id}>
              <td className="px-4 py-2.5 tabular-nums">{item.phone}</td>
              <td className="px-4 py-2.5 tabular-nums text-stone-500">{item.createdAt}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
})
