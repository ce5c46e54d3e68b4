import { ok, type Outcome } from '../shared/outcome'

/**
 * listSchool: honestly empty. No official list of high schools is among the raw sources, and we do not
 * invent one; the profile page keeps the high school as free text.
 */
export async function highSchools(): Promise<Outcome<Array<{ id: number; name: string }>>> {
  return ok([])
}
