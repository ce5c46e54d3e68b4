import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { ScoreGrid } from '../profile/ScoreGrid'
import type { AiScoresForm } from './AiScoresForm'

/** The scores of the AI page's record card, editable in place; a badge tells of unsaved edits (500 ms hash). */
export const AiScoresEditor = observer(function AiScoresEditor({ scores }: { scores: AiScoresForm }) {
  const { t } = useTranslation()
  return (
    <div className="mt-5 border-t border-stone-100 pt-4 dark:border-zinc-700">
      <div className="flex flex-wrap items-baseline gap-3">
        <h3 className="text-sm font-semibold text-stone-800 dark:text-stone-100">{t('vol.ai.scores')}</h3>
        {scores.draft.dirty && (
          <span
            role="status"
            className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-700 ring-1 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-300 dark:ring-amber-700"
          >
            {t('vol.ai.unsaved')}
          </span>
        )}
      </div>
      <p className="mt-1 text-xs leading-5 text-stone-500 dark:text-stone-400">{t('vol.ai.scoresHint')}</p>
      <ScoreGrid draft={scores.draft} keys={scores.keys} className="mt-3 grid grid-cols-3 md:grid-cols-6 items-end gap-3" />
    </div>
  )
})
