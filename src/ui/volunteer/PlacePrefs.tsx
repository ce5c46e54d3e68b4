import { Description, Field, Label, Radio, RadioGroup, Switch } from '@headlessui/react'
import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useRovingFocus } from '../components/useRovingFocus'
import { useDataText } from '../i18n/dataText'
import type { ListPrefsForm, PlaceMode, PlaceState } from './ListPrefsForm'
import { CARD } from './volunteerStyles'

const STATE: Record<PlaceState, string> = {
  want: 'bg-primary-600 text-white ring-primary-600',
  avoid: 'bg-stone-200 text-stone-500 line-through ring-stone-300 dark:bg-zinc-700 dark:text-stone-400 dark:ring-zinc-500',
  none: 'text-stone-600 ring-stone-300 hover:ring-primary-300 dark:text-stone-300 dark:ring-zinc-600',
}

function PlaceChip({ name, state, onClick, small = false }: { name: string; state: PlaceState; onClick: () => void; small?: boolean }) {
  const { t } = useTranslation()
  const dataText = useDataText()
  return (
    <button
      type="button"
      aria-pressed={state !== 'none'}
      onClick={onClick}
      className={`rounded-full ring-1 transition ${small ? 'px-2 py-px text-xs' : 'px-2.5 py-0.5 text-xs'} ${STATE[state]}`}
    >
      {state === 'avoid' && (
        <span aria-hidden className="mr-0.5 no-underline">
          ✕
        </span>
      )}
      {dataText(name)}
      {state !== 'none' && <span className="sr-only">{t(`vol.places.state.${state}`)}</span>}
    </button>
  )
}

/**
 * Wanted and avoided places: pick the mode (想去 / 不想去), then click provinces or cities of the plan year;
 * the chosen places are listed above, each removable. Nothing chosen means anywhere.
 */
export const PlacePrefs = observer(function PlacePrefs({ prefs }: { prefs: ListPrefsForm }) {
  const { t } = useTranslation()
  // Each list of places is one Tab stop; the arrow keys move within it.
  const provinceKeys = useRovingFocus<HTMLDivElement>()
  const cityKeys = useRovingFocus<HTMLDivElement>()
  const dataText = useDataText()
  const chosen: Array<{ name: string; state: 'want' | 'avoid'; clear: () => void }> = [
    ...prefs.provinces.map((p) => ({ name: p, state: 'want' as const, clear: () => prefs.clearProvince(p) })),
    ...prefs.cities.map((c) => ({ name: c, state: 'want' as const, clear: () => prefs.clearCity(c) })),
    ...prefs.avoidProvinces.map((p) => ({ name: p, state: 'avoid' as const, clear: () => prefs.clearProvince(p) })),
    ...prefs.avoidCities.map((c) => ({ name: c, state: 'avoid' as const, clear: () => prefs.clearCity(c) })),
  ]
  return (
    <section aria-labelledby="ai-places" className={CARD}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ai-places" className="section-title text-lg">
          {t('vol.places.title')}
        </h2>
        <RadioGroup
          value={prefs.placeMode}
          onChange={(m: PlaceMode) => prefs.setPlaceMode(m)}
          aria-label={t('vol.places.mode')}
          className="inline-flex rounded-lg bg-stone-100 p-0.5 dark:bg-zinc-900"
        >
          {(['want', 'avoid'] as const).map((m) => (
            <Radio
              key={m}
              value={m}
              className="cursor-pointer rounded-md px-3 py-1 text-sm text-stone-600 data-checked:bg-white data-checked:font-semibold data-checked:text-primary-700 data-checked:shadow-sm dark:text-stone-300 dark:data-checked:bg-zinc-700 dark:data-checked:text-primary-200"
            >
              {t(`vol.places.${m}`)}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      <p className="mt-2 text-xs leading-5 text-stone-500 dark:text-stone-400">{t('vol.places.hint')}</p>
      <div
        className="mt-3 flex min-h-8 flex-wrap items-center gap-1.5 rounded-lg bg-stone-50 px-3 py-1.5 text-xs dark:bg-zinc-900"
        aria-label={t('vol.places.chosen')}
        role="group"
      >
        {chosen.length === 0 && <span className="text-stone-500 dark:text-stone-400">{t('vol.places.none')}</span>}
        {chosen.map((c) => (
          <span
            key={`${c.state}-${c.name}`}
            className={`inline-flex items-center gap-1 rounded-full px-2 py-px ring-1 ${c.state === 'want' ? 'bg-primary-50 text-primary-800 ring-primary-200 dark:bg-primary-900/30 dark:text-primary-200 dark:ring-primary-800' : 'bg-white text-stone-500 ring-stone-300 dark:bg-zinc-800 dark:text-stone-400 dark:ring-zinc-600'}`}
          >
            <span className="font-medium">{t(`vol.places.${c.state}`)}</span>
            <span className={c.state === 'avoid' ? 'line-through' : ''}>{dataText(c.name)}</span>
            <button
              type="button"
              className="rounded px-0.5 text-stone-500 dark:text-stone-400 hover:text-primary-600"
              aria-label={t('vol.places.remove', { name: dataText(c.name) })}
              onClick={c.clear}
            >
              ✕
            </button>
          </span>
        ))}
      </div>
      <Field className="mt-3 flex items-start justify-between gap-3 rounded-lg bg-stone-50 px-3 py-2 dark:bg-zinc-900">
        <span className="min-w-0">
          <Label className="block text-sm font-medium text-stone-800 dark:text-stone-100">{t('vol.places.only')}</Label>
          <Description className="block text-xs leading-5 text-stone-500 dark:text-stone-400">
            {t(prefs.placeOnly ? 'vol.places.onlyOn' : 'vol.places.onlyOff')}
          </Description>
        </span>
        <Switch
          checked={prefs.placeOnly}
          onChange={(only: boolean) => prefs.setPlaceOnly(only)}
          className="group relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-stone-300 transition data-checked:bg-primary-600 dark:bg-zinc-600"
        >
          <span className="size-4 translate-x-1 rounded-full bg-white shadow transition group-data-checked:translate-x-6" />
        </Switch>
      </Field>
      <h3 className="mt-4 text-xs font-medium text-stone-500 dark:text-stone-400">{t('vol.places.provinces')}</h3>
      <div className="mt-1.5 flex flex-wrap gap-1.5" role="toolbar" aria-label={t('vol.places.provinces')} {...provinceKeys}>
        {prefs.provinceOptions.map((p) => (
          <PlaceChip key={p} name={p} state={prefs.provinceState(p)} onClick={() => prefs.toggleProvince(p)} />
        ))}
      </div>
      {prefs.cityOptions.length > 0 && (
        <>
          <div className="mt-4 flex items-center justify-between gap-3">
            <h3 className="text-xs font-medium text-stone-500 dark:text-stone-400">{t('vol.places.cities')}</h3>
            <input
              type="search"
              aria-label={t('vol.places.citySearch')}
              className="field max-w-56 py-1.5"
              placeholder={t('vol.places.cityPlaceholder')}
              value={prefs.cityQuery}
              onChange={(e) => prefs.setCityQuery(e.target.value)}
            />
          </div>
          <div
            className="mt-2 max-h-56 overflow-auto rounded-lg ring-1 ring-stone-200 dark:ring-zinc-700"
            role="toolbar"
            aria-orientation="vertical"
            aria-label={t('vol.places.cities')}
            {...cityKeys}
          >
            {prefs.cityGroups.map((g) => (
              <div key={g.province} className="flex items-start gap-3 border-b border-stone-100 px-3 py-1.5 last:border-0 dark:border-zinc-700">
                <span className="w-20 shrink-0 pt-0.5 text-xs text-stone-500 dark:text-stone-400">{dataText(g.province)}</span>
                <div className="flex flex-wrap gap-1">
                  {g.cities.map((c) => (
                    <PlaceChip key={c.city} small name={c.city} state={prefs.cityState(c.city)} onClick={() => prefs.toggleCity(c.city)} />
                  ))}
                </div>
              </div>
            ))}
            {prefs.cityGroups.length === 0 && <p className="px-3 py-3 text-center text-sm text-stone-500">{t('vol.places.noCity')}</p>}
          </div>
        </>
      )}
    </section>
  )
})
