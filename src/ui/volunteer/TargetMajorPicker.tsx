import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useRovingFocus } from '../components/useRovingFocus'
import { useDataText } from '../i18n/dataText'
import { MAX_VOLUNTEERS } from '@/core/domain/admission/listTypes'
import { isMajorClass, type AiVolunteerViewModel } from './AiVolunteerViewModel'
import { CARD } from './volunteerStyles'

const SHOWN = 150
const PICK =
  'rounded-full px-2.5 py-0.5 text-xs ring-1 ring-stone-300 text-stone-700 hover:ring-primary-300 aria-pressed:bg-primary-600 aria-pressed:text-white aria-pressed:ring-primary-600 dark:text-stone-200 dark:ring-zinc-600 dark:aria-pressed:text-white'
/** The 专业类 chip: dashed, so a whole class reads apart from its majors. */
const CLASS_PICK =
  'rounded-full border border-dashed border-primary-400 px-2.5 py-px text-xs font-medium text-primary-700 hover:bg-primary-50 aria-pressed:border-solid aria-pressed:border-primary-600 aria-pressed:bg-primary-600 aria-pressed:text-white dark:border-primary-500 dark:text-primary-300 dark:hover:bg-primary-900/30 dark:aria-pressed:text-white'

/**
 * Target majors from the catalogue (门类 → 专业类 → 专业): a single major, or a whole 专业类 (the chip
 * before its majors), each with how many programmes the student wants (from one to a whole list).
 */
export const TargetMajorPicker = observer(function TargetMajorPicker({ vm }: { vm: AiVolunteerViewModel }) {
  const { t } = useTranslation()
  const catalogueKeys = useRovingFocus<HTMLDivElement>()
  const dataText = useDataText()
  const searchId = useId()
  let shown = 0
  return (
    <section aria-labelledby="target-majors" className={CARD}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="target-majors" className="section-title text-lg">
          {t('vol.ai.majors')}
        </h2>
        <span className="text-xs text-stone-500 dark:text-stone-400">{t('vol.ai.majorsTotal', { n: vm.majors.length, total: vm.totalWanted })}</span>
      </div>
      <p className="mt-2 text-xs leading-5 text-stone-500 dark:text-stone-400">{t('vol.ai.majorsHint', { max: MAX_VOLUNTEERS })}</p>
      {vm.majors.length > 0 ? (
        <ul className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-2" aria-label={t('vol.ai.chosenMajors')}>
          {vm.majors.map((m) => (
            <li
              key={m.name}
              className="flex items-center gap-2 rounded-lg bg-primary-50/60 px-3 py-1.5 ring-1 ring-primary-100 dark:bg-primary-900/20 dark:ring-primary-900"
            >
              {isMajorClass(m) && (
                <span className="shrink-0 rounded bg-white px-1 text-[11px] font-medium text-primary-700 ring-1 ring-primary-200 dark:bg-zinc-900 dark:text-primary-300 dark:ring-primary-800">
                  {t('vol.ai.classBadge')}
                </span>
              )}
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-stone-800 dark:text-stone-100" title={dataText(m.name)}>
                {dataText(m.name)}
              </span>
              <CountInput label={t('vol.ai.majorNum', { name: dataText(m.name) })} value={m.num} onChange={(n) => vm.setNum(m.name, n)} />
              <button
                type="button"
                aria-label={t('vol.ai.removeMajor', { name: dataText(m.name) })}
                className="rounded px-1 text-stone-500 dark:text-stone-400 hover:text-primary-600"
                onClick={() => vm.removeMajor(m.name)}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-500 dark:bg-zinc-900 dark:text-stone-400">{t('vol.ai.noMajors')}</p>
      )}
      <label htmlFor={searchId} className="mt-4 block text-xs font-medium text-stone-500 dark:text-stone-400">
        {t('vol.ai.catalogueSearch')}
      </label>
      <input
        id={searchId}
        type="search"
        className="field mt-1.5"
        placeholder={t('vol.ai.cataloguePlaceholder')}
        value={vm.catalogueQuery}
        onChange={(e) => vm.setCatalogueQuery(e.target.value)}
      />
      {/* One Tab stop: the arrow keys move among the 专业类 and majors (the search narrows them). */}
      <div
        className="mt-2 max-h-72 overflow-auto rounded-lg ring-1 ring-stone-200 dark:ring-zinc-700"
        role="toolbar"
        aria-orientation="vertical"
        aria-label={t('vol.ai.catalogue')}
        {...catalogueKeys}
      >
        {vm.catalogueMatches.flatMap((d) =>
          d.children.map((c) => {
            if (shown >= SHOWN) return null
            const majors = c.children.slice(0, SHOWN - shown)
            shown += majors.length
            const classChosen = vm.majors.some((x) => x.name === c.name)
            return (
              <div key={c.code} className="border-b border-stone-100 px-3 py-2 last:border-0 dark:border-zinc-700">
                <div className="text-xs text-stone-500 dark:text-stone-400">
                  {dataText(d.name)} · {dataText(c.name)}
                </div>
                <div className="mt-1 flex flex-wrap gap-1.5">
                  <button
                    type="button"
                    aria-pressed={classChosen}
                    title={t('vol.ai.classHint', { name: dataText(c.name) })}
                    onClick={() => vm.toggleMajor(c)}
                    className={CLASS_PICK}
                  >
                    {t('vol.ai.classChip', { name: dataText(c.name) })}
                  </button>
                  {majors.map((m) => (
                    <button
                      key={m.code}
                      type="button"
                      aria-pressed={vm.majors.some((x) => x.name === m.name)}
                      onClick={() => vm.toggleMajor(m)}
                      className={PICK}
                    >
                      {dataText(m.name)}
                    </button>
                  ))}
                </div>
              </div>
            )
          }),
        )}
        {vm.catalogueMatches.length === 0 && <p className="px-3 py-4 text-center text-sm text-stone-500">{t('vol.ai.noCatalogueMatch')}</p>}
      </div>
    </section>
  )
})

/**
 * The count of one target (1 to MAX_VOLUNTEERS): the text may be emptied while typing; a number is kept (clamped) as soon
 * as one is typed, and leaving the field shows the kept count again.
 */
function CountInput({ label, value, onChange }: { label: string; value: number; onChange: (n: number) => void }) {
  const [text, setText] = useState(String(value))
  const [shownValue, setShownValue] = useState(value)
  // A count changed from outside (clamped, or set elsewhere) replaces the text, unless the text already says it.
  if (value !== shownValue) {
    setShownValue(value)
    if (Number(text) !== value) setText(String(value))
  }
  return (
    <input
      type="number"
      min={1}
      max={MAX_VOLUNTEERS}
      aria-label={label}
      className="w-14 rounded-md border border-stone-300 bg-white px-1.5 py-0.5 text-right text-sm tabular-nums dark:border-zinc-600 dark:bg-zinc-900 dark:text-stone-100"
      value={text}
      onChange={(e) => {
        setText(e.target.value)
        if (e.target.value.trim() !== '' && Number.isFinite(Number(e.target.value))) onChange(Number(e.target.value))
      }}
      onBlur={() => setText(String(value))}
    />
  )
}
