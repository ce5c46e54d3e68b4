import type { HttpApi } from '@/ports/HttpApi'
import { systemSettingList } from '@/ports/api/system'
import { attempt, ok, type Result } from '../result'

export type Settings = Readonly<Record<string, string>>

export const DEFAULT_SYSTEM_NAME = '浙江高考志愿填报AI系统'

export async function loadSettings(deps: { api: HttpApi }): Promise<Result<Settings>> {
  const result = await attempt(() => deps.api.call(systemSettingList, {}))
  if (!result.ok) return result
  const settings: Record<string, string> = {}
  for (const { fieldName, fieldValue } of result.value) if (fieldValue !== null) settings[fieldName] = fieldValue
  return ok(settings)
}

/** Data version: is_test 1 gives data version 1, anything else 2. */
export function dataVersionOf(settings: Settings): number {
  return Number(settings.is_test) === 1 ? 1 : 2
}

/** The system name shown in the header and in every page title. */
export function systemNameOf(settings: Settings): string {
  return settings.system_name?.trim() || DEFAULT_SYSTEM_NAME
}
