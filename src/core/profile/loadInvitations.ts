import type { HttpApi } from '@/ports/HttpApi'
import { inviteCodeOf, listInvitation } from '@/ports/api/user'
import { attempt, type Result } from '../result'

export interface Invitations {
  /** The code friends type at sign-up (addCode). */
  code: string
  invited: { id: number; phone: string; createdAt: string }[]
}

/** The student's own invitation code and the people who signed up with it. */
export async function loadInvitations(deps: { api: HttpApi }): Promise<Result<Invitations>> {
  return attempt(async () => {
    const [code, invited] = await Promise.all([deps.api.call(inviteCodeOf, {}), deps.api.call(listInvitation, {})])
    return { code, invited }
  })
}
