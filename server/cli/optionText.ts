/**
 * A string option's value as parseArgs reads it without strict mode. The commands read their options leniently
 * (unknown words are left alone, a value may start with a dash), and a flag given without its value (which
 * parseArgs then reports as `true`) has always counted as absent.
 */
export function optionText(value: string | boolean | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined
}
