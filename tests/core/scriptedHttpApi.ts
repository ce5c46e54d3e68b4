import { ApiError, type HttpApi } from '@/ports/HttpApi'
import type { Endpoint, InputOf, OutputOf } from '@/ports/api/endpoint'

type Handler = (input: unknown) => unknown

/**
 * A working HttpApi for use-case tests: each endpoint answers from a script, inputs are validated with
 * the endpoint's own schema (so a payload the server would refuse fails here too), every call is recorded.
 */
export class ScriptedHttpApi implements HttpApi {
  readonly calls: { name: string; input: unknown }[] = []
  constructor(private readonly script: Record<string, Handler>) {}

  async call<E extends Endpoint>(endpoint: E, input: InputOf<E>): Promise<OutputOf<E>> {
    this.calls.push({ name: endpoint.name, input })
    const parsed = endpoint.input.safeParse(JSON.parse(JSON.stringify(input ?? {})))
    if (!parsed.success) throw new ApiError(1, `invalid input for ${endpoint.name}: ${parsed.error.message}`)
    const handler = this.script[endpoint.name]
    if (!handler) throw new ApiError(1, '该功能正在建设中，敬请期待')
    const value = await handler(parsed.data)
    if (value instanceof ApiError) throw value
    return value as OutputOf<E>
  }

  /** A file endpoint: the scripted reply is the file's content. */
  async blob<E extends Endpoint>(endpoint: E, input: InputOf<E>): Promise<Blob> {
    return new Blob([String(await this.call(endpoint, input))])
  }

  url(): string {
    return ''
  }

  async imageSrc(): Promise<string> {
    return ''
  }

  names(): string[] {
    return this.calls.map((call) => call.name)
  }
}
