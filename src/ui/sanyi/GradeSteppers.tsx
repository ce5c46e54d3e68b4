import { useTranslation } from '@/ui/i18n/useTranslation'
import { GRADES, XK_SUBJECTS, type Grade } from '@/core/domain/sanyi/composite'
import type { GradeCounts } from '@/ports/api/sanyi'

/** Five number fields (A–E) with −/+ buttons; their sum is held at most ten by the owner. */
export function GradeSteppers({ grades, onChange, idPrefix }: { grades: GradeCounts; onChange: (grade: Grade, value: number) => void; idPrefix: string }) {
  const { t } = useTranslation()
  const total = GRADES.reduce((n, g) => n + grades[g], 0)
  return (
    <div>
      {/* Two to a row on a phone: five in a row left each field too narrow for its number. */}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {GRADES.map((grade) => (
          <div key={grade} className="flex flex-col items-center rounded-lg bg-stone-50 p-1.5 ring-1 ring-stone-200 dark:bg-zinc-900 dark:ring-zinc-700">
            <label htmlFor={`${idPrefix}-${grade}`} className="text-xs font-semibold text-stone-600 dark:text-stone-300">
              {grade}
            </label>
            <input
              id={`${idPrefix}-${grade}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={XK_SUBJECTS}
              aria-label={t('sanyi.calc.gradeLabel', { grade })}
              value={grades[grade]}
              onChange={(e) => onChange(grade, Number(e.target.value))}
              className="my-1 w-full rounded-md border-0 bg-white px-1 py-1 text-center text-base font-semibold tabular-nums text-stone-900 ring-1 ring-stone-300 focus:ring-2 focus:ring-primary-500 dark:bg-zinc-800 dark:text-stone-100 dark:ring-zinc-600"
            />
            <div className="flex gap-1">
              <button
                type="button"
                aria-label={t('sanyi.calc.less', { grade })}
                disabled={grades[grade] === 0}
                onClick={() => onChange(grade, grades[grade] - 1)}
                className="size-6 rounded text-stone-600 hover:bg-stone-200 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-stone-300 dark:hover:bg-zinc-700"
              >
                −
              </button>
              <button
                type="button"
                aria-label={t('sanyi.calc.more', { grade })}
                disabled={total >= XK_SUBJECTS}
                onClick={() => onChange(grade, grades[grade] + 1)}
                className="size-6 rounded text-stone-600 hover:bg-stone-200 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-stone-300 dark:hover:bg-zinc-700"
              >
                +
              </button>
            </div>
          </div>
        ))}
      </div>
      <p
        className={`mt-1.5 text-xs ${total === XK_SUBJECTS ? 'text-emerald-700 dark:text-emerald-400' : 'text-stone-600 dark:text-stone-400'}`}
        aria-live="polite"
      >
        {t('sanyi.calc.gradeCount', { n: total })}
      </p>
    </div>
  )
}
