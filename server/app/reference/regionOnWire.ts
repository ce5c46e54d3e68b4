import type { RefRegion } from '../../ports/ReferenceData'

/** A city or district as the profile form's pickers show it. */
export const regionOnWire = (r: RefRegion) => ({ code: r.code, name: r.name })
