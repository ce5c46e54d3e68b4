import type { Generated, Kysely } from 'kysely'

/** Issue 5 tables (migration 0300_volunteer_lists; ai_targets.prefs from 0600_list_prefs); kept apart from schema.ts, which other areas edit. */
export interface VolunteerTables {
  volunteer_entries: { id: Generated<number>; user_id: number; plan_id: string; year: number; position: number; from_ai: number; created_at: number | string }
  ai_targets: { user_id: number; major: string; json_list: string; province: string; max_tuition: number | null; exclude_sino_foreign: number; prefs: string | null; updated_at: number | string }
  entitlement_grants: { id: Generated<number>; user_id: number; kind: string; detail: string; at: number | string }
}

export const volunteerDb = (db: Kysely<any>): Kysely<VolunteerTables> => db as Kysely<VolunteerTables>
