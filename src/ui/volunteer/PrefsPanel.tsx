import { Description, Field, Label, Radio, RadioGroup, Switch } from '@headlessui/react'
import { VOCATIONAL_ROWS } from '@/core/domain/admission/undergradEdge'
import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import {
  DEFAULT_MAX_SLIP_RISK,
  DEFAULT_REACH_ROWS,
  LIST_PRIORITIES,
  MAX_REACH_SHARE,
  MAX_VOLUNTEERS,
  REACH_CHOICES,
  ROW_CHOICES,
  SCHOOL_LEVELS,
  SLIP_RISK_CHOICES,
  type AvoidableKind,
  type ListPriority,
  type SchoolLevel,
} from '@/ports/api/listPrefs'
import { SelectBox } from '../school/SelectBox'
import { riskText } from '@/core/domain/admission/chanceText'
import type { ListPrefsForm } from './ListPrefsForm'
import { CARD, CHIP } from './volunteerStyles'

/** Kinds a family may rule out with one click; 定向 and 中外合作 are ruled out unless they opt in. */
const RULE_OUT: AvoidableKind[] = ['medical', 'teacher', 'minorLanguage']
const OPT_IN: AvoidableKind[] = ['directed', 'sinoForeign', 'minorityOnly']

/** The offered ceilings, plus a saved one that is not among them (so the select never shows blank). */
const slipChoices = (current: number): number[] => [...new Set<number>([...SLIP_RISK_CHOICES, current])].sort((a, b) => a - b)
const rowChoices = (current: number): number[] => [...new Set<number>([...ROW_CHOICES, current])].sort((a, b) => b - a)
/** 冲 counts up to half the list (the engine's limit), plus a saved one that is not among them. */
const reachChoices = (current: number, rows: number): number[] =>
  [...new Set<number>([...REACH_CHOICES.filter((n) => n <= Math.floor(rows * MAX_REACH_SHARE)), Math.min(current, Math.floor(rows * MAX_REACH_SHARE))])].sort(
    (a, b) => a - b,
  )

const HEAD = 'text-xs font-medium text-stone-500 dark:text-stone-400'

/** 学校优先 / 专业优先, the school level, the kinds to rule out or opt in to, the budget, the list's size and 冲 rows, and the 滑档 ceiling. */
export const PrefsPanel = observer(function PrefsPanel({ prefs }: { prefs: ListPrefsForm }) {
  const { t } = useTranslation()
  const budgetId = useId()
  return (
    <section aria-labelledby="ai-prefs" className={`${CARD} space-y-5`}>
      <h2 id="ai-prefs" className="section-title text-lg">
        {t('vol.prefs.title')}
      </h2>

      <RadioGroup value={prefs.priority} onChange={(p: ListPriority) => prefs.setPriority(p)} aria-label={t('vol.prefs.priority')} className="space-y-2">
        <p className={HEAD}>{t('vol.prefs.priority')}</p>
        {LIST_PRIORITIES.map((p) => (
          <Radio
            key={p}
            value={p}
            className="group flex cursor-pointer items-start gap-2.5 rounded-lg px-3 py-2 ring-1 ring-stone-200 data-checked:bg-primary-50 data-checked:ring-2 data-checked:ring-primary-500 dark:ring-zinc-600 dark:data-checked:bg-primary-900/30"
          >
            <span
              aria-hidden
              className="mt-1 flex size-3.5 shrink-0 items-center justify-center rounded-full ring-1 ring-stone-400 group-data-checked:bg-primary-600 group-data-checked:ring-primary-600"
            >
              <span className="size-1.5 rounded-full bg-white" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-stone-800 dark:text-stone-100">{t(`vol.prefs.priority.${p}`)}</span>
              <span className="block text-xs leading-5 text-stone-500 dark:text-stone-400">{t(`vol.prefs.priority.${p}Hint`)}</span>
            </span>
          </Radio>
        ))}
      </RadioGroup>

      <RadioGroup value={prefs.schoolLevel} onChange={(l: SchoolLevel) => prefs.setSchoolLevel(l)} aria-label={t('vol.prefs.level')}>
        <p className={HEAD}>{t('vol.prefs.level')}</p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          {SCHOOL_LEVELS.map((l) => (
            <Radio
              key={l}
              value={l}
              className="cursor-pointer rounded-full px-3 py-1 text-sm ring-1 ring-stone-300 text-stone-600 data-checked:bg-primary-600 data-checked:text-white data-checked:ring-primary-600 dark:text-stone-300 dark:ring-zinc-600 dark:data-checked:text-white"
            >
              {t(`vol.prefs.level.${l}`)}
            </Radio>
          ))}
        </div>
        <p className="mt-1.5 text-xs leading-5 text-stone-500 dark:text-stone-400">{t('vol.prefs.levelHint')}</p>
      </RadioGroup>

      <div>
        <p className={HEAD}>{t('vol.prefs.avoid')}</p>
        <div className="mt-2 flex flex-wrap gap-1.5" role="group" aria-label={t('vol.prefs.avoid')}>
          {RULE_OUT.map((k) => (
            <button
              key={k}
              type="button"
              aria-pressed={prefs.isAvoided(k)}
              className={`${CHIP} px-3 py-1 text-sm`}
              onClick={() => prefs.setAvoided(k, !prefs.isAvoided(k))}
            >
              {t(`vol.prefs.avoid.${k}`)}
            </button>
          ))}
        </div>
        <p className="mt-1.5 text-xs leading-5 text-stone-500 dark:text-stone-400">{t('vol.prefs.avoidHint')}</p>
      </div>

      <div className="space-y-2">
        <p className={HEAD}>{t('vol.prefs.optIn')}</p>
        {OPT_IN.map((k) => (
          <Field key={k} className="flex items-start justify-between gap-3 rounded-lg bg-stone-50 px-3 py-2 dark:bg-zinc-900">
            <span className="min-w-0">
              <Label className="block text-sm font-medium text-stone-800 dark:text-stone-100">{t(`vol.prefs.optIn.${k}`)}</Label>
              <Description className="block text-xs leading-5 text-stone-500 dark:text-stone-400">
                {t(prefs.isAvoided(k) ? `vol.prefs.optIn.${k}Off` : `vol.prefs.optIn.${k}On`)}
              </Description>
            </span>
            <Switch
              checked={!prefs.isAvoided(k)}
              onChange={(accept: boolean) => prefs.setAvoided(k, !accept)}
              className="group relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-stone-300 transition data-checked:bg-primary-600 dark:bg-zinc-600"
            >
              <span className="size-4 translate-x-1 rounded-full bg-white shadow transition group-data-checked:translate-x-6" />
            </Switch>
          </Field>
        ))}
      </div>

      <div>
        <label htmlFor={budgetId} className={`block ${HEAD}`}>
          {t('vol.ai.budget')}
        </label>
        <input
          id={budgetId}
          inputMode="numeric"
          className="field mt-1.5"
          placeholder={t('vol.ai.budgetPlaceholder')}
          value={prefs.maxTuition}
          onChange={(e) => prefs.setMaxTuition(e.target.value)}
        />
      </div>

      <div className="space-y-4">
        <SelectBox<number>
          label={t('vol.prefs.rows')}
          value={prefs.rows}
          onChange={(n) => prefs.setRows(n)}
          options={rowChoices(prefs.rows).map((n) => ({ value: n, label: t(n === MAX_VOLUNTEERS ? 'vol.prefs.rowsDefault' : 'vol.prefs.rowsOption', { n }) }))}
        />
        <SelectBox<number>
          label={t('vol.prefs.reach')}
          value={Math.min(prefs.reachRows, Math.floor(prefs.rows * MAX_REACH_SHARE))}
          onChange={(n) => prefs.setReachRows(n)}
          options={reachChoices(prefs.reachRows, prefs.rows).map((n) => ({
            value: n,
            label: t(n === DEFAULT_REACH_ROWS ? 'vol.prefs.reachDefault' : 'vol.prefs.reachOption', { n }),
          }))}
        />
        <p className="text-xs leading-5 text-stone-500 dark:text-stone-400">{t('vol.prefs.rowsHint')}</p>
        <Field className="flex items-start justify-between gap-3 rounded-lg bg-stone-50 px-3 py-2 dark:bg-zinc-900">
          <span className="min-w-0">
            <Label className="block text-sm font-medium text-stone-800 dark:text-stone-100">{t('vol.prefs.vocational')}</Label>
            <Description className="block text-xs leading-5 text-stone-500 dark:text-stone-400">
              {t(prefs.vocational ? 'vol.prefs.vocationalOn' : 'vol.prefs.vocationalOff', { n: VOCATIONAL_ROWS })}
            </Description>
          </span>
          <Switch
            checked={prefs.vocational}
            onChange={(on: boolean) => prefs.setVocational(on)}
            className="group relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-stone-300 transition data-checked:bg-primary-600 dark:bg-zinc-600"
          >
            <span className="size-4 translate-x-1 rounded-full bg-white shadow transition group-data-checked:translate-x-6" />
          </Switch>
        </Field>
      </div>

      <div>
        <SelectBox<number>
          label={t('vol.prefs.slip')}
          value={prefs.maxSlipRisk}
          onChange={(risk) => prefs.setMaxSlipRisk(risk)}
          options={slipChoices(prefs.maxSlipRisk).map((p) => ({
            value: p,
            label: t(p === DEFAULT_MAX_SLIP_RISK ? 'vol.prefs.slipDefault' : 'vol.prefs.slipOption', { p: riskText(p) }),
          }))}
        />
        <p className="mt-1.5 text-xs leading-5 text-stone-500 dark:text-stone-400">{t('vol.prefs.slipHint')}</p>
      </div>
    </section>
  )
})
