import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { BOOKING_PERIODS, QUESTION_MAX } from '@/core/domain/consult/consultChoices'
import { Modal } from '../components/Modal'
import { useDataText } from '../i18n/dataText'
import type { ExpertViewModel } from './ExpertViewModel'
import { FormField, invalidRing } from './FormField'
import { formatDay } from './formatTime'

/** The booking request: expert (or any), contact, day and part of day, the question. Enter in a field submits. */
export const BookingDialog = observer(function BookingDialog({ vm }: { vm: ExpertViewModel }) {
  const { t, i18n } = useTranslation()
  const data = useDataText()
  const problems = vm.problems
  const say = (key: string | undefined) => (key ? t(key) : undefined)
  return (
    <Modal open={vm.dialogOpen} title={t('booking.dialogTitle')} onClose={() => vm.closeBooking()} closeLabel={t('word.close')} width="max-w-xl">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          void vm.submit()
        }}
      >
        <FormField label={t('booking.expert')}>
          {(control) => (
            <select
              {...control}
              className="field"
              value={vm.expertId ?? ''}
              onChange={(event) => vm.chooseExpert(event.target.value === '' ? null : Number(event.target.value))}
            >
              <option value="">{t('booking.expertAny')}</option>
              {vm.taking.map((e) => (
                <option key={e.id} value={e.id}>
                  {data(e.name)} · {data(e.title)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField label={t('booking.contactName')} error={say(problems.contactName)}>
            {(control) => (
              <input
                {...control}
                className={`field ${invalidRing(control['aria-invalid'])}`}
                value={vm.form.contactName}
                placeholder={t('booking.contactNamePlaceholder')}
                autoComplete="name"
                onChange={(event) => vm.setField('contactName', event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('booking.phone')} error={say(problems.phone)}>
            {(control) => (
              <input
                {...control}
                className={`field ${invalidRing(control['aria-invalid'])}`}
                type="tel"
                inputMode="numeric"
                maxLength={11}
                autoComplete="tel"
                value={vm.form.phone}
                onChange={(event) => vm.setField('phone', event.target.value)}
              />
            )}
          </FormField>
        </div>
        <FormField label={t('booking.date')} error={say(problems.preferredDate)}>
          {(control) => (
            <select
              {...control}
              className={`field ${invalidRing(control['aria-invalid'])}`}
              value={vm.form.preferredDate}
              onChange={(event) => vm.setField('preferredDate', event.target.value)}
            >
              <option value="" disabled>
                {t('booking.date')}
              </option>
              {vm.days.map((day) => (
                <option key={day} value={day}>
                  {formatDay(day, i18n.language)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-stone-700 dark:text-stone-300">{t('booking.period')}</legend>
          <div className="grid grid-cols-3 gap-2" aria-describedby={problems.preferredPeriod ? 'booking-period-error' : undefined}>
            {BOOKING_PERIODS.map((period) => (
              <label
                key={period}
                className="flex cursor-pointer items-center justify-center rounded-lg px-2 py-2.5 text-center text-sm ring-1 ring-stone-300 has-checked:bg-primary-50 has-checked:font-semibold has-checked:text-primary-700 has-checked:ring-2 has-checked:ring-primary-500 has-focus-visible:outline-2 has-focus-visible:outline-primary-600 dark:ring-zinc-600 dark:has-checked:bg-primary-900/40 dark:has-checked:text-primary-200"
              >
                <input
                  type="radio"
                  name="booking-period"
                  className="sr-only"
                  value={period}
                  checked={vm.form.preferredPeriod === period}
                  onChange={() => vm.setField('preferredPeriod', period)}
                />
                {t(`booking.period.${period}`)}
              </label>
            ))}
          </div>
          {problems.preferredPeriod && (
            <p id="booking-period-error" className="mt-1.5 text-sm text-primary-700 dark:text-primary-300">
              {t(problems.preferredPeriod)}
            </p>
          )}
        </fieldset>
        <FormField
          label={t('booking.question')}
          error={say(problems.question)}
          aside={t('booking.counter', { count: vm.form.question.trim().length, max: QUESTION_MAX })}
        >
          {(control) => (
            <textarea
              {...control}
              rows={5}
              className={`field resize-none ${invalidRing(control['aria-invalid'])}`}
              value={vm.form.question}
              placeholder={t('booking.questionPlaceholder')}
              onChange={(event) => vm.setField('question', event.target.value)}
            />
          )}
        </FormField>
        <p className="text-xs text-stone-500 dark:text-stone-400">{t('booking.consent')}</p>
        {vm.submitError && (
          <p role="alert" className="rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-800 dark:bg-primary-900/40 dark:text-primary-200">
            {vm.submitError}
          </p>
        )}
        <div className="flex justify-end gap-3 pt-2">
          <button type="button" className="btn-secondary" onClick={() => vm.closeBooking()}>
            {t('word.close')}
          </button>
          <button type="submit" className="btn-primary" disabled={vm.submitting}>
            {vm.submitting ? t('booking.submitting') : t('booking.submit')}
          </button>
        </div>
      </form>
    </Modal>
  )
})
