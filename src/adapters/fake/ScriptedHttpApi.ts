import { ApiError, type HttpApi } from '@/ports/HttpApi'
import type { Endpoint, InputOf, OutputOf } from '@/ports/api/endpoint'
import { apiMessage } from '@/ports/api/messages'

type Reply = (input: unknown) => unknown

/**
 * A fake HttpApi for use-case and view-model tests: each endpoint answers from a script, by name in the
 * constructor or typed through `reply`; a returned or thrown ApiError is a server refusal. Inputs are
 * validated with the endpoint's own schema (a payload the server would refuse fails here too), an endpoint
 * with no reply answers as the server does for one not built yet, and every call is recorded.
 */
export class ScriptedHttpApi implements HttpApi {
  readonly calls: { name: string; input: unknown }[] = []
  private readonly replies: Map<string, Reply>

  constructor(script: Record<string, Reply> = {}) {
    this.replies = new Map(Object.entries(script))
  }

  reply<E extends Endpoint>(endpoint: E, reply: (input: InputOf<E>) => OutputOf<E> | ApiError | Promise<OutputOf<E>>): this {
    this.replies.set(endpoint.name, reply as Reply)
    return this
  }

  async call<E extends Endpoint>(endpoint: E, input: InputOf<E>): Promise<OutputOf<E>> {
    this.calls.push({ name: endpoint.name, input })
    const parsed = endpoint.input.safeParse(JSON.parse(JSON.stringify(input ?? {})))
    if (!parsed.success) throw new ApiError(1, `invalid input for ${endpoint.name}: ${parsed.error.message}`)
    const reply = this.replies.get(endpoint.name)
    if (!reply) throw new ApiError(1, apiMessage('common.notYet', 'zh_CN'))
    const value = await reply(parsed.data)
    if (value instanceof ApiError) throw value
    return value as OutputOf<E>
  }

  /** A file endpoint: the scripted reply is the file's content. */
  async blob<E extends Endpoint>(endpoint: E, input: InputOf<E>): Promise<Blob> {
    return new Blob([String(await this.call(endpoint, input))])
  }

  url<E extends Endpoint>(endpoint: E): string {
    return endpoint.path
  }

  async imageSrc<E extends Endpoint>(endpoint: E): Promise<string> {
    return endpoint.path
  }

  names(): string[] {
    return this.calls.map((call) => call.name)
  }

  callsTo(name: string) {
    return this.calls.filter((call) => call.name === name)
  }
}
