import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { consult_zh_CN } from '@/ui/i18n/consult.zh_CN'
import { useScreenWords } from '@/ui/i18n/useScreenWords'
import { COOPERATION_KINDS, FIELD_MAX, MESSAGE_MAX } from '@/core/domain/consult/consultChoices'
import type { CooperationForm } from '@/core/domain/consult/consultForms'
import { ConsultTokens } from '../consult/consultTokens'
import { FormField, invalidRing } from '../consult/FormField'
import { useService } from '../ServiceContext'

type TextKey = Exclude<keyof CooperationForm, 'kind' | 'message'>

const TEXT_FIELDS: { key: TextKey; label: string; placeholder?: string; type?: 'tel'; autoComplete: string; maxLength: number }[] = [
  {
    key: 'organisation',
    label: 'coopForm.organisation',
    placeholder: 'coopForm.organisationPlaceholder',
    autoComplete: 'organization',
    maxLength: FIELD_MAX.organisation + 10,
  },
  {
    key: 'contactName',
    label: 'coopForm.contactName',
    placeholder: 'coopForm.contactNamePlaceholder',
    autoComplete: 'name',
    maxLength: FIELD_MAX.contactName + 10,
  },
  { key: 'phone', label: 'coopForm.phone', type: 'tel', autoComplete: 'tel', maxLength: 11 },
  { key: 'city', label: 'coopForm.city', placeholder: 'coopForm.cityPlaceholder', autoComplete: 'address-level2', maxLength: FIELD_MAX.city + 10 },
]

/** 合作申请 (/codeForm): a narrow page a phone may open (no floating AI button); validated, stored, thanked. */
const CodeFormPage = observer(function CodeFormPage() {
  useScreenWords(consult_zh_CN)
  const { t } = useTranslation()
  const vm = useService(ConsultTokens.cooperation)
  const problems = vm.problems
  const say = (key: string | undefined) => (key ? t(key) : undefined)
  if (vm.sent)
    return (
      <section className="mx-auto max-w-lg px-1 py-6" aria-live="polite">
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
          <span
            aria-hidden
            className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-200"
          >
            <svg viewBox="0 0 20 20" className="size-7" fill="currentColor">
              <path d="M16.7 5.3a1 1 0 010 1.4l-7.5 7.5a1 1 0 01-1.4 0L3.3 9.7a1 1 0 111.4-1.4l3.8 3.8 6.8-6.8a1 1 0 011.4 0z" />
            </svg>
          </span>
          <h1 className="mt-4 text-2xl font-semibold text-stone-900 dark:text-stone-100">{t('coopForm.thanksTitle')}</h1>
          <p className="mt-3 leading-7 break-words text-stone-600 dark:text-stone-300">
            {t('coopForm.thanksText', { organisation: vm.sent.organisation, phone: vm.sent.phone, name: vm.sent.contactName })}
          </p>
          <button type="button" className="btn-secondary mt-6" onClick={() => vm.again()}>
            {t('coopForm.again')}
          </button>
        </div>
      </section>
    )
  return (
    <section className="mx-auto max-w-lg px-1 py-6">
      <h1 className="text-2xl font-semibold text-stone-900 dark:text-stone-100">{t('coopForm.title')}</h1>
      <p className="mt-2 leading-7 text-stone-600 dark:text-stone-300">{t('coopForm.lead')}</p>
      <form
        noValidate
        className="mt-6 space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700"
        onSubmit={(event) => {
          event.preventDefault()
          void vm.submit()
        }}
      >
        {TEXT_FIELDS.map((field) => (
          <FormField key={field.key} label={t(field.label)} error={say(problems[field.key])}>
            {(control) => (
              <input
                {...control}
                className={`field ${invalidRing(control['aria-invalid'])}`}
                type={field.type ?? 'text'}
                inputMode={field.type === 'tel' ? 'numeric' : undefined}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                placeholder={field.placeholder ? t(field.placeholder) : undefined}
                value={vm.form[field.key]}
                onChange={(event) => vm.setField(field.key, event.target.value)}
              />
            )}
          </FormField>
        ))}
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-stone-700 dark:text-stone-300">{t('coopForm.kind')}</legend>
          <div className="flex flex-wrap gap-2">
            {COOPERATION_KINDS.map((kind) => (
              <label
                key={kind}
                className="cursor-pointer rounded-full px-4 py-2 text-sm ring-1 ring-stone-300 has-checked:bg-primary-50 has-checked:font-semibold has-checked:text-primary-700 has-checked:ring-2 has-checked:ring-primary-500 has-focus-visible:outline-2 has-focus-visible:outline-primary-600 dark:text-stone-200 dark:ring-zinc-600 dark:has-checked:bg-primary-900/40 dark:has-checked:text-primary-200"
              >
                <input
                  type="radio"
                  name="coop-kind"
                  className="sr-only"
                  value={kind}
                  checked={vm.form.kind === kind}
                  onChange={() => vm.setField('kind', kind)}
                />
                {t(`coopForm.kind.${kind}`)}
              </label>
            ))}
          </div>
          {problems.kind && <p className="mt-1.5 text-sm text-primary-700 dark:text-primary-300">{t(problems.kind)}</p>}
        </fieldset>
        <FormField
          label={t('coopForm.message')}
          error={say(problems.message)}
          aside={t('booking.counter', { count: vm.form.message.trim().length, max: MESSAGE_MAX })}
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              className={`field resize-none ${invalidRing(control['aria-invalid'])}`}
              placeholder={t('coopForm.messagePlaceholder')}
              value={vm.form.message}
              onChange={(event) => vm.setField('message', event.target.value)}
            />
          )}
        </FormField>
        <p className="text-xs text-stone-500 dark:text-stone-400">{t('coopForm.privacy')}</p>
        {vm.error && (
          <p role="alert" className="rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-800 dark:bg-primary-900/40 dark:text-primary-200">
            {vm.error}
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={vm.submitting}>
          {vm.submitting ? t('coopForm.submitting') : t('coopForm.submit')}
        </button>
      </form>
    </section>
  )
})

export default CodeFormPage
