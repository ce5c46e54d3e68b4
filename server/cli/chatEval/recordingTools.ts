import type { ChatTools } from '../../ports/ChatModel'

/**
 * The tools, each result also appended to `results`: so every figure of an answer can be traced to a tool's
 * result (the chat evaluation, and the tests that hold answers to their sources).
 */
export function recordingTools(tools: ChatTools, results: unknown[]): ChatTools {
  return Object.fromEntries(
    Object.entries(tools).map(([k, t]: [string, ChatTools[keyof ChatTools]]) => [
      k,
      {
        ...t,
        run: async (a: never) => {
          const r: unknown = await (t.run as (x: never) => Promise<unknown>)(a)
          results.push(r)
          return r
        },
      },
    ]),
  ) as unknown as ChatTools
}
