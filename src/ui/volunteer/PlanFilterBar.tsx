import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useDataText } from '../i18n/dataText'
import { PLAN_TAGS } from '@/ports/api/planTags'
import { SelectBox } from '../school/SelectBox'
import type { PlanSearchViewModel } from './PlanSearchViewModel'
import { CARD, CHIP } from './volunteerStyles'

/** Province, school, major, band, tags and 只看可报: the filters of the plan pages. */
export const PlanFilterBar = observer(function PlanFilterBar({ vm }: { vm: PlanSearchViewModel }) {
  const { t } = useTranslation()
  const dataText = useDataText()
  const schoolId = useId()
  const majorId = useId()
  const f = vm.filters
  return (
    <form
      role="search"
      aria-label={t('vol.plan.filters')}
      className={`${CARD} space-y-4`}
      onSubmit={(e) => {
        e.preventDefault()
        void vm.search(1)
      }}
    >
      <div className="grid md:grid-cols-[1fr_1fr_10rem_10rem_auto] items-end gap-3">
        <div>
          <label htmlFor={schoolId} className="mb-1.5 block text-xs font-medium text-stone-500 dark:text-stone-400">
            {t('vol.plan.school')}
          </label>
          <input
            id={schoolId}
            type="search"
            className="field"
            placeholder={t('vol.plan.schoolPlaceholder')}
            value={f.school}
            onChange={(e) => vm.setText('school', e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={majorId} className="mb-1.5 block text-xs font-medium text-stone-500 dark:text-stone-400">
            {t('vol.plan.major')}
          </label>
          <input
            id={majorId}
            type="search"
            className="field"
            placeholder={t('vol.plan.majorPlaceholder')}
            value={f.major}
            onChange={(e) => vm.setText('major', e.target.value)}
          />
        </div>
        <SelectBox
          label={t('vol.plan.province')}
          value={f.province}
          onChange={(v) => vm.setFilter('province', v)}
          options={[{ value: '', label: t('word.any') }, ...vm.provinceOptions.map((p) => ({ value: p, label: dataText(p) }))]}
        />
        <SelectBox<typeof f.band>
          label={t('vol.plan.band')}
          value={f.band}
          onChange={(v) => vm.setFilter('band', v)}
          options={[{ value: '', label: t('word.any') }, ...(['chong', 'wen', 'bao', 'no'] as const).map((b) => ({ value: b, label: t(`vol.band.${b}`) }))]}
        />
        <button type="submit" className="btn-primary">
          {t('vol.plan.search')}
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-1 text-xs font-medium text-stone-500 dark:text-stone-400">{t('vol.plan.tags')}</span>
        {PLAN_TAGS.map((tag) => (
          <button key={tag} type="button" aria-pressed={f.tags.includes(tag)} className={`${CHIP} px-2.5 py-0.5 text-xs`} onClick={() => vm.toggleTag(tag)}>
            {dataText(tag)}
          </button>
        ))}
        <label className="ml-auto flex items-center gap-2 text-sm text-stone-700 dark:text-stone-200">
          <input
            type="checkbox"
            className="size-4 accent-primary-600"
            checked={f.eligibleOnly}
            onChange={(e) => vm.setFilter('eligibleOnly', e.target.checked)}
          />
          {t('vol.plan.eligibleOnly')}
        </label>
        <button type="button" className="text-sm text-stone-500 hover:text-primary-600 dark:text-stone-400" onClick={() => vm.reset()}>
          {t('vol.plan.reset')}
        </button>
      </div>
    </form>
  )
})
