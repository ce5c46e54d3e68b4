import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { DropdownMenu } from '../components/DropdownMenu'
import { useService } from '../ServiceContext'
import { LANGS } from '@/ports/api/lang'
import { UiTokens } from '../tokens'

export const LanguageMenu = observer(function LanguageMenu() {
  const { t } = useTranslation()
  const language = useService(UiTokens.language)
  return (
    <DropdownMenu
      buttonLabel={t('nav.language')}
      buttonClassName="inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md px-2 py-1.5 text-sm text-white/90 hover:bg-white/10"
      button={
        <>
          <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden>
            <path d="M12 21a9 9 0 100-18 9 9 0 000 18zM3.6 9h16.8M3.6 15h16.8M12 3a15 15 0 010 18M12 3a15 15 0 000 18" />
          </svg>
          <span className="hidden 2xl:inline">{t(`lang.${language.lang}`)}</span>
        </>
      }
      anchor="bottom end"
      itemsClassName="z-[3000] mt-2 w-36 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-stone-200 outline-none focus-visible:ring-2 focus-visible:ring-primary-500 dark:bg-zinc-800 dark:ring-zinc-700"
      items={LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          onClick={() => language.set(lang)}
          className={`block w-full rounded-lg px-3 py-2 text-left text-sm data-focus:bg-primary-50 dark:data-focus:bg-zinc-700 ${lang === language.lang ? 'font-semibold text-primary-700' : 'text-stone-700 dark:text-stone-200'}`}
        >
          {t(`lang.${lang}`)}
        </button>
      ))}
    />
  )
})
