import { ELECTIVE_COUNT, type ElectiveKey } from './subjects'

export type ChooseSubjectsError = 'profile.tooManySubjects' | 'profile.cannotChange'
export type ChooseSubjectsResult = { ok: true; value: ElectiveKey[] } | { ok: false; error: ChooseSubjectsError; max?: number }

/**
 * The subject checkbox chooser: toggling a subject adds or removes it; a fourth one is refused with
 * "At most 3 subjects can be chosen!" and a disabled chooser refuses every change with "Cannot be changed!".
 */
export function chooseSubjects(chosen: readonly ElectiveKey[], toggled: ElectiveKey, options: { disabled?: boolean; max?: number } = {}): ChooseSubjectsResult {
  const max = options.max ?? ELECTIVE_COUNT
  if (options.disabled) return { ok: false, error: 'profile.cannotChange' }
  if (chosen.includes(toggled)) return { ok: true, value: chosen.filter((key) => key !== toggled) }
  if (chosen.length >= max) return { ok: false, error: 'profile.tooManySubjects', max }
  return { ok: true, value: [...chosen, toggled] }
}
