import { z } from 'zod'
import { deferred } from './deferred'
import { numeric } from './wireValues'
import { AVOIDABLE_KINDS, DEFAULT_LIST_PREFS as D, LIST_PRIORITIES, MAX_VOLUNTEERS, SCHOOL_LEVELS } from './listPrefs'
import { endpoint } from './endpoint'
import { UserIdField } from './schemas'

/** One chosen target major with how many programmes of it the student wants. */
export const TargetMajorItem = deferred(() =>
  z.object({
    name: z.string().min(1).max(64),
    num: numeric(z.number().int().min(1).max(MAX_VOLUNTEERS)),
    code: z.string().max(16).optional(),
  }),
)
export type TargetMajorItem = z.infer<typeof TargetMajorItem>

export {
  AVOIDABLE_KINDS,
  DEFAULT_AVOID,
  DEFAULT_MAX_SLIP_RISK,
  DEFAULT_REACH_ROWS,
  LIST_PRIORITIES,
  SCHOOL_LEVELS,
  SLIP_RISK_CHOICES,
  listPrefsOf,
} from './listPrefs'
export type { AvoidableKind, ListPriority, SchoolLevel } from './listPrefs'

const PlaceName = deferred(() => z.string().trim().min(1).max(16))
/**
 * What families decide by, beyond the wanted majors (`major`/`jsonList`) and wanted provinces
 * (`province`): what to rule out, places to avoid or prefer, the lowest school level, the budget
 * (`maxTuition` beside it) and 学校优先 / 专业优先. Every field has a default, so an old target reads.
 */
export const ListPrefs = deferred(() =>
  z.object({
    priority: z.enum(LIST_PRIORITIES).default(D.priority),
    avoid: z
      .array(z.enum(AVOIDABLE_KINDS))
      .max(AVOIDABLE_KINDS.length)
      .default(() => [...D.avoid]),
    avoidProvinces: z
      .array(PlaceName)
      .max(40)
      .default(() => []),
    cities: z
      .array(PlaceName)
      .max(40)
      .default(() => []),
    avoidCities: z
      .array(PlaceName)
      .max(40)
      .default(() => []),
    schoolLevel: z.enum(SCHOOL_LEVELS).default(D.schoolLevel),
    maxSlipRisk: numeric(z.number().min(0.001).max(0.2)).default(D.maxSlipRisk),
    rows: numeric(z.number().int().min(1).max(MAX_VOLUNTEERS)).default(D.rows),
    reachRows: numeric(z.number().int().min(0).max(MAX_VOLUNTEERS)).default(D.reachRows),
    placeOnly: z.boolean().default(D.placeOnly),
    vocational: z.boolean().default(D.vocational),
  }),
)
export type ListPrefs = z.infer<typeof ListPrefs>
export type ListPrefsInput = z.input<typeof ListPrefs>

/**
 * Target info for the AI recommendation. `major` is comma-joined; `jsonList`
 * is a JSON list of TargetMajorItem whose length must equal the number of majors (else "Data
 * inconsistent!"); a jsonList that is not such a list is "Target major parse failed!". Both rules are
 * src/core/domain/aiTarget.ts, applied by the web app before saving and by the server on save.
 * maxTuition (yuan/year, optional budget), excludeSinoForeign (kept for old clients: the same as 'sinoForeign'
 * in prefs.avoid) and prefs are our additions for the list.
 */
export const AiTarget = deferred(() =>
  z.object({
    major: z.string().max(4000),
    jsonList: z.string().max(20000),
    province: z.string().max(1000),
    maxTuition: numeric(z.number().int().min(0).max(1000000)).nullable().optional(),
    excludeSinoForeign: z.boolean().optional(),
    prefs: ListPrefs.optional(),
    userId: UserIdField,
  }),
)
export type AiTarget = z.infer<typeof AiTarget>

export const addAiTarget = endpoint(
  'addAiTarget',
  'POST',
  '/api/gk/gk-ai-msg/add',
  () => AiTarget,
  () => z.null(),
)
export const deleteAiTarget = endpoint(
  'deleteAiTarget',
  'GET',
  '/api/gk/gk-ai-msg/del',
  () => z.object({ userId: UserIdField }),
  () => z.null(),
)
export const aiTarget = endpoint(
  'aiTarget',
  'GET',
  '/api/gk/gk-ai-msg/detailed',
  () => z.object({ userId: UserIdField }),
  () => AiTarget.nullable(),
)
