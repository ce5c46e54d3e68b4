import { useTranslation } from 'react-i18next'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'

export function Footer() {
  const { t } = useTranslation()
  const agreement = useService(UiTokens.agreement)
  return (
    <footer className="border-t border-stone-200 bg-white py-6 text-xs text-stone-500 dark:border-zinc-700 dark:bg-zinc-800 dark:text-stone-400">
      <div className="mx-auto flex max-w-[1440px] items-center justify-between gap-6 px-6">
        <p className="max-w-3xl leading-5">{t('footer.notice')}</p>
        <div className="flex shrink-0 items-center gap-4">
          <button type="button" className="hover:text-primary-700" onClick={() => agreement.openReadOnly()}>
            {t('footer.agreement')}
          </button>
          <span>{t('footer.copyright')}</span>
        </div>
      </div>
    </footer>
  )
}
