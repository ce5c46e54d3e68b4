import { useDataText } from '../i18n/dataText'

/** Tag colours by weight: the tags families scan for (C9/985/211/双一流) stand out, the rest stay quiet. */
const STYLE: Record<string, string> = {
  C9: 'bg-primary-600 text-white',
  '985': 'bg-primary-50 text-primary-700 ring-primary-200 dark:bg-primary-900/40 dark:text-primary-200 dark:ring-primary-800',
  '211': 'bg-orange-50 text-orange-700 ring-orange-200 dark:bg-orange-900/30 dark:text-orange-200 dark:ring-orange-800',
  双一流: 'bg-amber-50 text-amber-700 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-200 dark:ring-amber-800',
}
const QUIET = 'bg-stone-100 text-stone-600 ring-stone-200 dark:bg-zinc-700 dark:text-stone-300 dark:ring-zinc-600'

/** A school's tags as the data spells them (公办, 双一流), shown in the interface language: 公辦 in zh_TW, Public in en. */
export function SchoolTags({ tags }: { tags: string[] }) {
  const dataText = useDataText()
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <span key={tag} className={`rounded px-1.5 py-0.5 text-xs font-semibold ring-1 ring-inset ring-transparent ${STYLE[tag] ?? QUIET}`}>
          {dataText(tag)}
        </span>
      ))}
    </span>
  )
}
