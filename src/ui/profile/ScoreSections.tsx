import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useDataText } from '../i18n/dataText'
import { POLICY_MAX } from '@/core/domain/scores'
import { BASIC_KEYS, BASIC_MAX, ELECTIVE_COUNT, ELECTIVE_MAX } from '@/core/domain/subjects'
import { InputField, numberText, PillChoice, Section } from './formParts'
import type { ProfileViewModel } from './ProfileViewModel'
import { ScoreGrid } from './ScoreGrid'

/** Step 3: 语数外 and the chosen 选考 subjects, each with its own message and full mark. */
export const ScoresSection = observer(function ScoresSection({ vm }: { vm: ProfileViewModel }) {
  const { t } = useTranslation()
  const keys = [...BASIC_KEYS, ...vm.form.subjects]
  const missing = ELECTIVE_COUNT - vm.form.subjects.length
  return (
    <Section step={3} title={t('profile.scores')} hint={t('profile.scoresHint', { elective: ELECTIVE_MAX, basic: BASIC_MAX })}>
      <ScoreGrid draft={vm.draft} keys={keys} className="grid grid-cols-2 gap-x-4 gap-y-4 md:grid-cols-3 md:gap-x-5">
        {Array.from({ length: Math.max(missing, 0) }, (_, index) => (
          <div key={index} className="flex items-end">
            <p className="flex h-[42px] w-full items-center justify-center rounded-lg border border-dashed border-stone-300 text-xs text-stone-500 dark:text-stone-400 dark:border-zinc-600">
              {t('profile.chooseSubjectFirst')}
            </p>
          </div>
        ))}
      </ScoreGrid>
    </Section>
  )
})

/** Step 4: the policy bonus, national or provincial: only one of the two counts. */
export const PolicySection = observer(function PolicySection({ vm }: { vm: ProfileViewModel }) {
  const { t } = useTranslation()
  const type = vm.form.addScoreType
  return (
    <Section step={4} title={t('profile.policy')} hint={t('profile.policyHint')}>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <PillChoice<0 | 1 | 2>
          label={t('profile.policyType')}
          value={type ?? 0}
          onChange={(v) => vm.setPolicyType(v === 0 ? null : v)}
          message={vm.messageFor('addScoreType')}
          options={[
            { value: 0, label: t('profile.policyNone') },
            { value: 1, label: t('profile.policyNational') },
            { value: 2, label: t('profile.policyProvince') },
          ]}
        />
        {type !== null && (
          <InputField
            type="number"
            label={t('profile.policyScore')}
            note={t('profile.policyMax', { max: POLICY_MAX })}
            value={numberText(vm.form.policyScore)}
            onChange={(v) => vm.setNumber('policyScore', v)}
            message={vm.messageFor('policyScore')}
          />
        )}
      </div>
    </Section>
  )
})

/** Step 5, art and sport students only: professional scores, a second art type, and the 综合分 they give. */
export const ProfessionalSection = observer(function ProfessionalSection({ vm }: { vm: ProfileViewModel }) {
  const { t } = useTranslation()
  if (vm.kind !== 'art' && vm.kind !== 'sport') return null
  const art = vm.kind === 'art'
  const composite = (which: 'first' | 'second') => {
    const value = vm.composite(which)
    return value === null ? null : <p className="mt-1.5 text-xs text-stone-500 dark:text-stone-400">{t('profile.composite', { score: value })}</p>
  }
  return (
    <Section step={5} title={t(art ? 'profile.artScores' : 'profile.sportScores')} hint={t('profile.proHint')}>
      <div className="grid grid-cols-2 gap-x-5 gap-y-4">
        {art && <ArtTypeSelect vm={vm} which="first" />}
        <div>
          <InputField
            type="number"
            label={t('profile.proScore')}
            note={maxNote(vm.proMax('first'), t)}
            value={numberText(vm.form.proScore)}
            onChange={(v) => vm.setNumber('proScore', v)}
            message={vm.messageFor('proScore')}
          />
          {composite('first')}
        </div>
        {art && <ArtTypeSelect vm={vm} which="second" />}
        {art && (
          <div>
            <InputField
              type="number"
              label={t('profile.secondProScore')}
              note={maxNote(vm.proMax('second'), t)}
              value={numberText(vm.form.secondProScore)}
              onChange={(v) => vm.setNumber('secondProScore', v)}
              message={vm.messageFor('secondProScore')}
            />
            {composite('second')}
          </div>
        )}
      </div>
    </Section>
  )
})

function maxNote(max: number | null, t: (key: string, params?: Record<string, unknown>) => string) {
  return max === null ? undefined : t('profile.fullMark', { max })
}

const ArtTypeSelect = observer(function ArtTypeSelect({ vm, which }: { vm: ProfileViewModel; which: 'first' | 'second' }) {
  const { t } = useTranslation()
  const dataText = useDataText()
  const field = which === 'first' ? 'artTypeName' : 'secondArtTypeName'
  const message = vm.messageFor(field)
  const id = `profile-${field}`
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700 dark:text-stone-300">
        {t(which === 'first' ? 'profile.artType' : 'profile.secondArtType')}
      </label>
      <select
        id={id}
        className="field"
        value={vm.form[field] ?? ''}
        onChange={(event) => vm.setText(field, event.target.value)}
        aria-invalid={message ? true : undefined}
      >
        <option value="">{t(which === 'first' ? 'profile.chooseArtType' : 'profile.noSecondArtType')}</option>
        {vm.artTypes.map((type) => (
          <option key={type} value={type}>
            {dataText(type)}
          </option>
        ))}
      </select>
      {message && (
        <p role="alert" className="mt-1.5 text-xs font-medium text-primary-700 dark:text-primary-300">
          {message}
        </p>
      )}
    </div>
  )
})
