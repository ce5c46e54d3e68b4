import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { maxScoreOf, type SubjectKey } from '@/core/domain/subjects'
import { InputField, numberText } from './formParts'
import type { ProfileDraft } from './ProfileDraft'

interface Props {
  draft: ProfileDraft
  keys: readonly SubjectKey[]
  /** The grid's layout: three columns on the profile page, six on the AI page's record card. */
  className: string
  /** Cells after the inputs (the profile page's "choose the subject first" slots). */
  children?: ReactNode
}

/** One number input per subject, with its full mark and the message of the rule it broke. */
export const ScoreGrid = observer(function ScoreGrid({ draft, keys, className, children }: Props) {
  const { t } = useTranslation()
  return (
    <div className={className}>
      {keys.map((key) => (
        <InputField
          key={key}
          type="number"
          label={t(`subject.${key}`)}
          note={t('profile.fullMark', { max: maxScoreOf(key) })}
          max={maxScoreOf(key)}
          value={numberText(draft.form.scores[key])}
          onChange={(v) => draft.setScore(key, v)}
          message={draft.messageFor(key)}
          placeholder="0"
        />
      ))}
      {children}
    </div>
  )
})
