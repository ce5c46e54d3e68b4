import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs'
import { join } from 'node:path'
import { datasetRoot } from './datasetVersions'

/** Thrown when another import or rollback holds DATA_DIR's dataset. */
export class DatasetBusyError extends Error {}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Runs `work` holding DATA_DIR/dataset/lock, so two operators importing at once cannot both build on the
 * same version and have the second swap drop the first's import. The lock names its process; a lock
 * left by a process that is gone (killed mid-import) is taken over.
 */
export async function withDatasetLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(datasetRoot(dataDir), { recursive: true })
  const file = join(datasetRoot(dataDir), 'lock')
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, `${process.pid}\n`)
      closeSync(fd)
      break
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw e
      const holder = Number(readFileSync(file, 'utf8').trim())
      if (holder && alive(holder)) throw new DatasetBusyError(`另一次导入或回滚正在进行（进程 ${holder}），请等它结束后再试（若确实没有，删除 ${file} 后重试）`)
      rmSync(file, { force: true })
    }
  }
  try {
    return await work()
  } finally {
    rmSync(file, { force: true })
  }
}
