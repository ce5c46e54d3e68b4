import type { Endpoint, OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import type { StreamMessage } from '@/ports/api/stream'
import type { ServerDeps } from '../../ports/ServerDeps'
import type { Call, Outcome } from './outcome'

/** A use case as the dispatcher runs it: it is handed every dep and reads only the part its own signature names. */
export type Handler = (deps: ServerDeps, input: unknown, call: Call) => Promise<Outcome<unknown>>

/** Registers a use case for an endpoint with the endpoint's own input/output types. */
export function handle<E extends Endpoint>(
  endpoint: E,
  useCase: (deps: ServerDeps, input: ParsedInputOf<E>, call: Call) => Promise<Outcome<OutputOf<E>>>,
): Record<string, Handler> {
  return { [endpoint.name]: useCase as Handler }
}

/** A use case that answers a stream of messages (the chat's answer) instead of one envelope. */
export type StreamHandler = (deps: ServerDeps, input: unknown, call: Call, signal: AbortSignal) => Promise<Outcome<AsyncIterable<StreamMessage>>>

/** Registers a streaming use case for an endpoint with the endpoint's own input type. */
export function handleStream<E extends Endpoint>(
  endpoint: E,
  useCase: (deps: ServerDeps, input: ParsedInputOf<E>, call: Call, signal: AbortSignal) => Promise<Outcome<AsyncIterable<StreamMessage>>>,
): Record<string, StreamHandler> {
  return { [endpoint.name]: useCase as StreamHandler }
}
