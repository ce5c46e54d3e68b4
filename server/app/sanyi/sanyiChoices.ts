import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import { MAX_SANYI_CHOICES, type SanyiChoice } from '@/ports/api/sanyi'
import type * as sanyi from '@/ports/api/sanyi'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { callerOf, fail, ok, type Call, type Outcome } from '../shared/outcome'

/** "My intention volunteers", in the student's order. */
export async function listSanyiChoices(deps: UsesRepos<'sanyiChoices'>, _input: unknown, call: Call): Promise<Outcome<SanyiChoice[]>> {
  return ok(await deps.repos.sanyiChoices.list(callerOf(call)))
}

/** Adds a school (optionally one of its 三位一体 majors) of the current catalogue at the end of the list. */
export async function addSanyiChoice(
  deps: UsesRepos<'sanyiChoices' | 'sanyiCatalogue'> & Pick<ServerDeps, 'clock'>,
  input: ParsedInputOf<typeof sanyi.sanyiAddMine>,
  call: Call,
): Promise<Outcome<OutputOf<typeof sanyi.sanyiAddMine>>> {
  const userId = callerOf(call)
  const catalogue = await deps.repos.sanyiCatalogue.catalogue()
  if (!catalogue.schools.some((s) => s.name === input.school)) return fail('sanyi.unknownSchool')
  const major = input.major === '' ? null : input.major
  if (major !== null && !catalogue.majors.some((m) => m.school === input.school && m.name === major)) return fail('sanyi.unknownMajor')
  if ((await deps.repos.sanyiChoices.list(userId)).length >= MAX_SANYI_CHOICES) return fail('sanyi.tooMany', { max: MAX_SANYI_CHOICES })
  const added = await deps.repos.sanyiChoices.add(userId, { school: input.school, major, note: input.note, createdAt: deps.clock.now() })
  return added ? ok(added) : fail('sanyi.alreadyAdded')
}

export async function editSanyiChoice(deps: UsesRepos<'sanyiChoices'>, input: ParsedInputOf<typeof sanyi.sanyiEditMine>, call: Call): Promise<Outcome<null>> {
  return (await deps.repos.sanyiChoices.setNote(callerOf(call), input.id, input.note)) ? ok(null) : fail('sanyi.choiceMissing')
}

export async function deleteSanyiChoice(
  deps: UsesRepos<'sanyiChoices'>,
  input: ParsedInputOf<typeof sanyi.sanyiDeleteMine>,
  call: Call,
): Promise<Outcome<null>> {
  return (await deps.repos.sanyiChoices.remove(callerOf(call), input.id)) ? ok(null) : fail('sanyi.choiceMissing')
}

export async function reorderSanyiChoices(
  deps: UsesRepos<'sanyiChoices'>,
  input: ParsedInputOf<typeof sanyi.sanyiReorderMine>,
  call: Call,
): Promise<Outcome<null>> {
  return (await deps.repos.sanyiChoices.reorder(callerOf(call), input.ids)) ? ok(null) : fail('sanyi.reorderMismatch')
}
