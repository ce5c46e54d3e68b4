import { useTranslation } from '@/ui/i18n/useTranslation'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'

export function Footer() {
  const { t } = useTranslation()
  const agreement = useService(UiTokens.agreement)
  return (
    <footer className="border-t border-stone-200 bg-white py-6 text-xs text-stone-500 dark:border-zinc-700 dark:bg-zinc-800 dark:text-stone-400">
      {/* Stacked on a phone (the narrow pages a phone opens), one row from 640 px up. */}
      <div className="mx-auto flex max-w-[1440px] flex-col gap-3 px-6 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
        <p className="max-w-3xl leading-5">{t('footer.notice')}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 sm:shrink-0">
          <button type="button" className="hover:text-primary-700" onClick={() => agreement.openReadOnly()}>
            {t('footer.agreement')}
          </button>
          <span>{t('footer.copyright')}</span>
        </div>
      </div>
    </footer>
  )
}
