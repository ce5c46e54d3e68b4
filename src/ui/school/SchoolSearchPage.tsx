import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import type { SchoolSearchForm } from '@/core/school/searchSchools'
import { useService } from '../ServiceContext'
import { RankWidget } from './RankWidget'
import { SchoolResults } from './SchoolResults'
import { SchoolTokens } from './schoolTokens'
import { SelectBox } from './SelectBox'

/** The status toggles, labelled with the official terms (the same in every language). */
const FEATURES: Array<['is985' | 'is211' | 'isDoubleFirst', string]> = [
  ['is985', '985'],
  ['is211', '211'],
  ['isDoubleFirst', '双一流'],
]

/** 一键查大学: name/pinyin/initials search, place and status filters, paged cards, and the 位次 widget. */
export default observer(function SchoolSearchPage() {
  const { t } = useTranslation()
  const vm = useService(SchoolTokens.search)
  const searchId = useId()
  useEffect(() => vm.start(), [vm])
  const f = vm.form
  return (
    <div className="space-y-6 pb-6">
      <header className="rounded-2xl bg-gradient-to-r from-primary-700 to-primary-600 px-5 py-5 text-white shadow md:px-8 md:py-7">
        <h1 className="text-2xl font-bold">{t('school.searchTitle')}</h1>
        <p className="mt-2 max-w-3xl text-sm leading-6 text-white/90">{t('school.searchIntro')}</p>
        <form
          role="search"
          className="mt-5 flex max-w-3xl gap-3"
          onSubmit={(e) => {
            e.preventDefault()
            void vm.search(1)
          }}
        >
          <label htmlFor={searchId} className="sr-only">
            {t('school.searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            className="field border-0 py-3 text-base shadow-inner"
            value={f.name}
            placeholder={t('school.searchPlaceholder')}
            onChange={(e) => vm.setName(e.target.value)}
          />
          <button type="submit" className="shrink-0 rounded-lg bg-white px-5 font-semibold text-primary-700 shadow hover:bg-primary-50 md:px-7">
            {t('school.searchButton')}
          </button>
        </form>
      </header>

      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-5">
          <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
            <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
              <SelectBox
                label={t('school.province')}
                value={f.province}
                onChange={(v) => vm.setFilter('province', v)}
                options={[{ value: '', label: t('school.anyProvince') }, ...vm.provinces.map((p) => ({ value: p.name, label: `${p.name}（${p.num}）` }))]}
              />
              <SelectBox
                label={t('school.city')}
                value={f.city}
                disabled={!f.province}
                onChange={(v) => vm.setFilter('city', v)}
                options={[{ value: '', label: t('school.anyCity') }, ...vm.cities.map((c) => ({ value: c.name, label: `${c.name}（${c.num}）` }))]}
              />
              <SelectBox<SchoolSearchForm['level']>
                label={t('school.level')}
                value={f.level}
                onChange={(v) => vm.setFilter('level', v)}
                options={[
                  { value: '', label: t('word.any') },
                  { value: '本科', label: t('school.levelUndergraduate') },
                  { value: '专科', label: t('school.levelVocational') },
                ]}
              />
              <SelectBox<SchoolSearchForm['nature']>
                label={t('school.nature')}
                value={f.nature}
                onChange={(v) => vm.setFilter('nature', v)}
                options={[
                  { value: '', label: t('word.any') },
                  { value: 'public', label: t('school.public') },
                  { value: 'private', label: t('school.private') },
                ]}
              />
            </div>
            <div className="mt-4 flex items-center gap-3">
              <span className="text-xs font-medium text-stone-500 dark:text-stone-400">{t('school.features')}</span>
              {FEATURES.map(([key, label]) => (
                <button
                  key={key}
                  type="button"
                  aria-pressed={f[key]}
                  onClick={() => vm.setFilter(key, !f[key])}
                  className="rounded-full px-3.5 py-1 text-sm font-medium ring-1 transition ring-stone-300 text-stone-600 hover:ring-primary-300 aria-pressed:bg-primary-600 aria-pressed:text-white aria-pressed:ring-primary-600 dark:text-stone-300 dark:ring-zinc-600"
                >
                  {label}
                </button>
              ))}
              <button type="button" className="ml-auto text-sm text-stone-500 hover:text-primary-600 dark:text-stone-400" onClick={() => vm.reset()}>
                {t('school.reset')}
              </button>
            </div>
          </section>
          <SchoolResults vm={vm} />
        </div>
        {/* On a phone the 位次 ↔ 分数 tool comes first (beside the results there is no room). */}
        <aside className="sticky top-4 max-md:static max-md:order-first">
          <RankWidget />
        </aside>
      </div>
    </div>
  )
})
