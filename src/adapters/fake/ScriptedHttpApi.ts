import type { HttpApi } from '@/ports/HttpApi'
import type { Endpoint, InputOf, OutputOf } from '@/ports/api/endpoint'

type Reply = (input: unknown) => unknown | Promise<unknown>

/**
 * A fake HttpApi for use-case tests: answers each endpoint by name from a script (a thrown ApiError is
 * a server refusal) and records every call, so tests can check what was sent.
 */
export class ScriptedHttpApi implements HttpApi {
  readonly calls: { name: string; input: unknown }[] = []
  private readonly replies = new Map<string, Reply>()

  reply<E extends Endpoint>(endpoint: E, reply: (input: InputOf<E>) => OutputOf<E> | Promise<OutputOf<E>>): this {
    this.replies.set(endpoint.name, reply as Reply)
    return this
  }

  async call<E extends Endpoint>(endpoint: E, input: InputOf<E>): Promise<OutputOf<E>> {
    this.calls.push({ name: endpoint.name, input })
    const reply = this.replies.get(endpoint.name)
    if (!reply) throw new Error(`ScriptedHttpApi: no reply scripted for ${endpoint.name}`)
    return (await reply(input)) as OutputOf<E>
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

  callsTo(name: string) {
    return this.calls.filter((call) => call.name === name)
  }
}
