/**
 * Loads a module of bench/package.json (lighthouse, puppeteer-core, autocannon). They are kept out of the root
 * install, which CI and every developer run, because only `npm run bench:web` and `bench:load` use them; so a
 * checkout that never ran `npm ci --prefix bench` lacks them, and this says what to run instead of printing a
 * module-not-found stack.
 *
 * It does not install them itself: a benchmark that first downloads and unpacks some 250 packages would load the
 * machine it is about to measure (the results record the load average before the run), and reach the network
 * when the operator only asked for figures. Installing once, like the root's `npm ci`, is the operator's step.
 *
 * The modules must be loaded through here, after the file's static imports (a static import of a missing
 * package fails while the module graph is linked, before any of the file's code runs).
 */
export async function fromBenchPackage<T>(name: string, load: () => T | Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw error
    console.error(`${name} is not installed: run \`npm ci --prefix bench\` once (the bench tools are not in the root install), then this again.`)
    process.exit(1)
  }
}
