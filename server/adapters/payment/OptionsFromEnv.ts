/** Settings read from the environment: the options, or every variable that is missing or unusable, to report at start. */
export type OptionsFromEnv<T> = { ok: true; options: T } | { ok: false; missing: string[]; invalid: string[] }

/** The variable's value, trimmed; undefined when unset or blank, which counts as missing. */
export function envValue(env: Record<string, string | undefined>, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}
