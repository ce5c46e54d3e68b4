import { useTranslation } from '@/ui/i18n/useTranslation'
import type { SanyiMeta } from '@/ports/api/sanyi'

/** Where the 三位一体 figures come from: the shipped compilation of the 章程, or the operator's update, and the version. */
export function SourceLine({ meta, year }: { meta: SanyiMeta | null; year: number | null }) {
  const { t, i18n } = useTranslation()
  if (!meta || !meta.version) return null
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'Asia/Shanghai' }).format(new Date(meta.loadedAt))
  return (
    <p className="text-xs leading-5 text-stone-600 dark:text-stone-400">
      {meta.origin === 'import'
        ? t('sanyi.source.import', { when, version: meta.version })
        : t('sanyi.source.shipped', { year: year ?? '', version: meta.version })}
    </p>
  )
}
