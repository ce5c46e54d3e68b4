import type { Migration, MigrationProvider } from 'kysely'
import { coreTables } from './0001_core'
import { seedContent } from './0002_seed_content'
import { referenceData } from './0100_reference_data'
import { profileBatches } from './0200_profile_batches'
import { volunteerLists } from './0300_volunteer_lists'
import { operatorGrants } from './0400_operator_grants'
import { regionsAndNotices } from './0401_regions_and_notices'
import { rateLimits } from './0500_rate_limits'
import { listPrefs } from './0600_list_prefs'
import { chat } from './0700_chat'
import { payment } from './0800_payment'
import { assessments } from './0900_assessments'
import { sanyi } from './1000_sanyi'
import { sanyiOnSale } from './1001_sanyi_on_sale'
import { consultations } from './1100_consultations'
import { datav } from './1200_datav'
import { schoolRuanke } from './1300_school_ruanke'
import { chatStreams } from './1400_chat_streams'
import { securityLog } from './1500_security_log'
import { boundedAuth } from './1501_bounded_auth'
import { datedEntitlements } from './1600_dated_entitlements'

/**
 * Each migration is a Kysely `Migration`, whose up/down receive `Kysely<any>` (Kysely's own migration API
 * types it so): a migration works on the schema as it stood at its own time, not on today's Database type
 * in schema.ts, which the repositories use.
 */
export interface NamedMigration {
  name: string
  migration: Migration
}

/**
 * Every migration, in order. Names sort in run order: 00xx core, 01xx reference data
 * (the data engineer appends `0100_reference_…` entries here).
 */
export const migrations: NamedMigration[] = [
  { name: '0001_core', migration: coreTables },
  { name: '0002_seed_content', migration: seedContent },
  { name: '0100_reference_data', migration: referenceData },
  { name: '0200_profile_batches', migration: profileBatches },
  { name: '0300_volunteer_lists', migration: volunteerLists },
  { name: '0400_operator_grants', migration: operatorGrants },
  { name: '0401_regions_and_notices', migration: regionsAndNotices },
  { name: '0500_rate_limits', migration: rateLimits },
  { name: '0600_list_prefs', migration: listPrefs },
  { name: '0700_chat', migration: chat },
  { name: '0800_payment', migration: payment },
  { name: '0900_assessments', migration: assessments },
  { name: '1000_sanyi', migration: sanyi },
  { name: '1001_sanyi_on_sale', migration: sanyiOnSale },
  { name: '1100_consultations', migration: consultations },
  { name: '1200_datav', migration: datav },
  { name: '1300_school_ruanke', migration: schoolRuanke },
  { name: '1400_chat_streams', migration: chatStreams },
  { name: '1500_security_log', migration: securityLog },
  { name: '1501_bounded_auth', migration: boundedAuth },
  { name: '1600_dated_entitlements', migration: datedEntitlements },
]

/** Kysely's Migrator reads migrations from code rather than from a folder, so tsx and bundlers need no file globbing. */
export function migrationProvider(list: readonly NamedMigration[] = migrations): MigrationProvider {
  return { getMigrations: async () => Object.fromEntries(list.map((entry) => [entry.name, entry.migration])) }
}
