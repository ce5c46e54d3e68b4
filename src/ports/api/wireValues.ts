import { z } from 'zod'
import { deferred } from './deferred'

/** A decimal number as text: what a query string or a form carries. Nothing else (no hex, exponent, array or object). */
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/

/**
 * A number field: a number, or a string holding one (a query string carries only strings); anything else is
 * refused with the field named. `z.coerce.number()`, used before, turned `[[["1"]]]` into 1 and `true` into 1.
 */
export function numeric<T extends z.ZodNumber>(inner: T) {
  return z.union([z.number(), z.string().trim().regex(NUMBER_TEXT).transform(Number)]).pipe(inner)
}

/** A yes/no field: a boolean, or its text in a query string ('true'/'false', '1'/'0'); `z.coerce.boolean('false')` was true. */
export const flag = deferred(() => z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((text) => text === 'true' || text === '1')]))
