import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { STUDENT_TYPES } from '@/core/domain/studentType'
import { ELECTIVE_COUNT, ELECTIVE_KEYS } from '@/core/domain/subjects'
import { FieldMessage, InputField, PillChoice, Section } from './formParts'
import type { ProfileViewModel } from './ProfileViewModel'

/** Step 1: who and where the student is; city, district and high school suggest from the lists when any. */
export const BasicSection = observer(function BasicSection({ vm }: { vm: ProfileViewModel }) {
  const { t } = useTranslation()
  const form = vm.form
  return (
    <Section step={1} title={t('profile.basic')} hint={t('profile.basicHint')}>
      <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        <InputField label={t('profile.name')} value={form.name ?? ''} onChange={(v) => vm.setText('name', v)} placeholder={t('profile.namePlaceholder')} />
        <PillChoice
          label={t('profile.sex')}
          value={form.sex}
          onChange={(v) => vm.setText('sex', v)}
          options={[
            { value: '男', label: t('profile.male') },
            { value: '女', label: t('profile.female') },
          ]}
        />
        <InputField label={t('profile.province')} value={form.province} onChange={(v) => vm.setText('province', v)} message={vm.messageFor('province')} />
        <InputField
          label={t('profile.city')}
          value={form.city ?? ''}
          onChange={(v) => vm.setText('city', v)}
          suggestions={vm.places.cities}
          placeholder={t('profile.cityPlaceholder')}
        />
        <InputField
          label={t('profile.district')}
          value={form.district ?? ''}
          onChange={(v) => vm.setText('district', v)}
          suggestions={vm.places.districts}
          placeholder={t('profile.districtPlaceholder')}
        />
        <InputField
          label={t('profile.highSchool')}
          // No official list of high schools is among our sources: the field says so instead of suggesting nothing.
          note={vm.places.schools.length === 0 ? t('profile.highSchoolNoList') : undefined}
          value={form.highSchool ?? ''}
          onChange={(v) => vm.setText('highSchool', v)}
          suggestions={vm.places.schools}
          placeholder={t('profile.highSchoolPlaceholder')}
        />
      </div>
    </Section>
  )
})

/** Step 2: the examinee type and the three 选考 subjects (a checkbox chooser of at most 3). */
export const ChoiceSection = observer(function ChoiceSection({ vm }: { vm: ProfileViewModel }) {
  const { t } = useTranslation()
  const chosen = vm.form.subjects
  const subjectMessage = vm.subjectMessage || vm.messageFor('subject')
  return (
    <Section step={2} title={t('profile.typeAndSubjects')} hint={t('profile.subjectsHint', { max: ELECTIVE_COUNT })}>
      <div className="space-y-5">
        <PillChoice
          label={t('profile.studentType')}
          value={vm.form.studentType}
          onChange={(type) => vm.setStudentType(type)}
          message={vm.messageFor('studentType')}
          options={[
            { value: STUDENT_TYPES.ordinary, label: t('profile.type.ordinary') },
            { value: STUDENT_TYPES.art, label: t('profile.type.art') },
            { value: STUDENT_TYPES.sport, label: t('profile.type.sport') },
          ]}
        />
        <fieldset aria-describedby={subjectMessage ? 'profile-subject-msg' : undefined}>
          <legend className="mb-1.5 flex items-baseline gap-2 text-sm font-medium text-stone-700 dark:text-stone-300">
            {t('profile.subjects')}
            <span className="text-xs font-normal text-stone-500 dark:text-stone-400">
              {t('profile.subjectsCount', { count: chosen.length, max: ELECTIVE_COUNT })}
            </span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {ELECTIVE_KEYS.map((key) => (
              <label
                key={key}
                className="flex cursor-pointer items-center gap-1.5 rounded-lg px-3.5 py-2 text-sm ring-1 ring-stone-300 transition hover:ring-primary-400 has-checked:bg-primary-50 has-checked:font-semibold has-checked:text-primary-700 has-checked:ring-primary-500 has-focus-visible:outline-2 has-focus-visible:outline-primary-600 dark:ring-zinc-600 dark:has-checked:bg-primary-900/40 dark:has-checked:text-primary-200"
              >
                <input type="checkbox" className="size-3.5 accent-primary-600" checked={chosen.includes(key)} onChange={() => vm.toggleSubject(key)} />
                {t(`subject.${key}`)}
              </label>
            ))}
          </div>
          <FieldMessage id="profile-subject-msg" message={subjectMessage} />
        </fieldset>
      </div>
    </Section>
  )
})
