import { Dialog, DialogPanel, DialogTitle, Field, Label, Radio, RadioGroup, Switch } from '@headlessui/react'
import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useService } from '../ServiceContext'
import type { LayoutMode } from '../stores/ThemeStore'
import { UiTokens } from '../tokens'

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    // A Field ties the Label to the Switch: the words are its name and clicking them toggles it too.
    <Field className="flex items-center justify-between py-3">
      <Label className="cursor-pointer text-sm text-stone-700 dark:text-stone-200">{label}</Label>
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 items-center rounded-full bg-stone-300 transition data-checked:bg-primary-600 dark:bg-zinc-600"
      >
        <span className="size-4 translate-x-1 rounded-full bg-white shadow transition group-data-checked:translate-x-6" />
      </Switch>
    </Field>
  )
}

export const ThemeDrawer = observer(function ThemeDrawer() {
  const { t } = useTranslation()
  const theme = useService(UiTokens.theme)
  const { settings } = theme
  return (
    <Dialog open={theme.drawerOpen} onClose={() => theme.setDrawer(false)} className="fixed inset-0 z-[5000]">
      <div className="fixed inset-0 bg-stone-900/30" aria-hidden />
      <DialogPanel className="fixed inset-y-0 right-0 w-80 bg-white p-6 shadow-2xl dark:bg-zinc-800">
        <div className="flex items-center justify-between">
          <DialogTitle className="text-lg font-semibold text-stone-900 dark:text-stone-100">{t('theme.title')}</DialogTitle>
          <button
            type="button"
            className="rounded-md px-2 py-1 text-sm text-stone-500 hover:bg-stone-100 dark:hover:bg-zinc-700"
            onClick={() => theme.setDrawer(false)}
          >
            {t('word.close')}
          </button>
        </div>
        <div className="mt-4 divide-y divide-stone-100 dark:divide-zinc-700">
          <Toggle label={t('theme.dark')} checked={settings.dark} onChange={(dark) => theme.update({ dark })} />
          <Toggle label={t('theme.weak')} checked={settings.weak} onChange={(weak) => theme.update({ weak })} />
          <Toggle label={t('theme.tabs')} checked={settings.showTabs} onChange={(showTabs) => theme.update({ showTabs })} />
          <div className="py-3">
            <p className="text-sm text-stone-700 dark:text-stone-200">{t('theme.layout')}</p>
            <RadioGroup
              value={settings.layout}
              onChange={(layout: LayoutMode) => theme.update({ layout })}
              aria-label={t('theme.layout')}
              className="mt-2 grid grid-cols-2 gap-2"
            >
              {(['top', 'side'] as const).map((layout) => (
                <Radio
                  key={layout}
                  value={layout}
                  className="cursor-pointer rounded-lg px-3 py-2 text-center text-sm ring-1 ring-stone-300 data-checked:bg-primary-50 data-checked:font-semibold data-checked:text-primary-700 data-checked:ring-primary-500 dark:ring-zinc-600 dark:data-checked:bg-primary-900/40 dark:data-checked:text-primary-200"
                >
                  {t(layout === 'top' ? 'theme.layoutTop' : 'theme.layoutSide')}
                </Radio>
              ))}
            </RadioGroup>
          </div>
        </div>
      </DialogPanel>
    </Dialog>
  )
})
