import { mkdirSync, writeFileSync } from 'node:fs'

/** Keeps a benchmark's figures (JSON for tools, Markdown for the README) under bench/results and prints the Markdown. */
export function writeResults(name: string, result: unknown, md: string): void {
  mkdirSync('bench/results', { recursive: true })
  writeFileSync(`bench/results/${name}.json`, JSON.stringify(result, null, 2) + '\n')
  writeFileSync(`bench/results/${name}.md`, md)
  console.log(md)
}
