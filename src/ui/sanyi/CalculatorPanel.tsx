import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { isWeighted } from '@/core/domain/sanyi/composite'
import { useDataText } from '../i18n/dataText'
import { SelectBox } from '../school/SelectBox'
import { formulaPercents, score } from './formulaWords'
import { GradeSteppers } from './GradeSteppers'
import type { SanyiIndexViewModel } from './SanyiIndexViewModel'
import { PART_BG } from './WeightBar'

/** The 综合成绩 calculator: a school's formula applied to the student's grades, 校测 and 高考 scores. */
export const CalculatorPanel = observer(function CalculatorPanel({ vm }: { vm: SanyiIndexViewModel }) {
  const { t } = useTranslation()
  const dataText = useDataText()
  const id = useId()
  const school = vm.calcTarget
  const calc = vm.calc
  const result = calc.result(school)
  const problems = school && isWeighted(school.formula) ? calc.problems(school) : []
  const w = school?.formula.weights
  return (
    <section
      id="sanyi-calculator"
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-900 dark:text-stone-100">
        {t('sanyi.calc.title')}
      </h2>
      <p className="mt-1 text-xs leading-5 text-stone-600 dark:text-stone-400">{t('sanyi.calc.intro')}</p>
      <SelectBox
        className="mt-4"
        label={t('sanyi.calc.school')}
        value={vm.calcSchool}
        onChange={(v) => vm.chooseForCalc(v)}
        options={vm.schools.map((s) => ({ value: s.name, label: dataText(s.name) }))}
      />
      {school && w && <p className="mt-2 text-xs text-stone-600 dark:text-stone-400">{t('sanyi.calc.formula', formulaPercents(school.formula))}</p>}
      {school && !isWeighted(school.formula) ? (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm leading-6 text-amber-900 ring-1 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-100 dark:ring-amber-800">
          {t('sanyi.calc.notWeighted')}
          {dataText(school.note)}
        </p>
      ) : (
        <>
          <fieldset className="mt-4">
            <legend className="mb-1.5 text-xs font-medium text-stone-600 dark:text-stone-300">{t('sanyi.calc.grades')}</legend>
            <GradeSteppers idPrefix={`${id}-grade`} grades={calc.grades} onChange={(grade, value) => calc.setGrade(grade, value)} />
          </fieldset>
          <div className="mt-3 grid grid-cols-2 gap-3">
            <NumberField
              id={`${id}-test`}
              label={t('sanyi.calc.test')}
              hint={t('sanyi.calc.outOf', { n: school?.formula.testFull ?? 100 })}
              value={calc.testText}
              onChange={(text) => calc.setTest(text)}
            />
            <NumberField
              id={`${id}-gaokao`}
              label={t('sanyi.calc.gaokao')}
              hint={t('sanyi.calc.outOf', { n: school?.formula.gaokaoFull ?? 750 })}
              value={calc.gaokaoText}
              onChange={(text) => calc.setGaokao(text)}
            />
          </div>
          <div className="mt-4 rounded-xl bg-primary-50 p-4 ring-1 ring-primary-100 dark:bg-primary-900/30 dark:ring-primary-900" aria-live="polite">
            <p className="text-xs font-medium text-primary-800 dark:text-primary-100">{t('sanyi.calc.result')}</p>
            {result ? (
              <>
                <p className="mt-1 text-3xl font-bold tabular-nums text-primary-700 dark:text-primary-200">
                  {result.xk === null ? `${score(result.low)} – ${score(result.high)}` : score(result.low)}
                </p>
                {w && (
                  <ul className="mt-3 space-y-1.5">
                    {(['xk', 'test', 'gaokao'] as const)
                      .filter((part) => w[part] > 0)
                      .map((part) => {
                        const value = result[part]
                        const max = w[part] * 100
                        return (
                          <li key={part} className="grid grid-cols-[4.5rem_1fr_6.5rem] items-center gap-2 text-xs text-stone-700 dark:text-stone-200">
                            <span className="truncate">{t(`sanyi.part.${part}`)}</span>
                            <span className="h-2 overflow-hidden rounded-full bg-white dark:bg-zinc-700">
                              <span className={`block h-full ${PART_BG[part]}`} style={{ width: `${max > 0 && value !== null ? (value / max) * 100 : 0}%` }} />
                            </span>
                            <span className="text-right tabular-nums">
                              {value === null ? '?' : t('sanyi.calc.part', { value: score(value), max: score(max) })}
                            </span>
                          </li>
                        )
                      })}
                  </ul>
                )}
                {result.xk === null && <p className="mt-2 text-xs leading-5 text-stone-600 dark:text-stone-300">{t('sanyi.calc.rangeHint')}</p>}
              </>
            ) : (
              <ul className="mt-1 list-inside list-disc text-sm text-stone-700 dark:text-stone-200">
                {problems.map((p) => (
                  <li key={p}>{t(p)}</li>
                ))}
              </ul>
            )}
          </div>
          <button type="button" className="btn-secondary mt-3 w-full" disabled={!calc.inputs(school) || vm.saving} onClick={() => void vm.saveInputs()}>
            {t('sanyi.calc.save')}
          </button>
        </>
      )}
      <p className="mt-3 text-xs leading-5 text-stone-600 dark:text-stone-400">{t('sanyi.calc.scaleNote')}</p>
    </section>
  )
})

function NumberField({ id, label, hint, value, onChange }: { id: string; label: string; hint: string; value: string; onChange: (text: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-stone-600 dark:text-stone-300">
        {label}
      </label>
      <input
        id={id}
        className="field tabular-nums"
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-stone-600 dark:text-stone-400">
        {hint}
      </p>
    </div>
  )
}
