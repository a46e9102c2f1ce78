import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'

/**
 * Removes each folder given on its command line, and fails if one is left: run in a process of
 * its own (removeFoldersAside). A folder removed meanwhile by someone else is no failure.
 */
const REMOVE_FOLDERS = `const fs = require('node:fs')
const folders = process.argv.slice(1)
for (const folder of folders) try { fs.rmSync(folder, { recursive: true, force: true, maxRetries: 3 }) } catch {}
process.exitCode = folders.some((folder) => fs.existsSync(folder)) ? 1 : 0`

/**
 * Removes folders in a process of its own, at the lowest priority, and resolves once they are gone.
 * An old build holds tens of thousands of files at a catalogue's size: removed in this process, the
 * removal filled its thread pool, and the next publish's build, started meanwhile, waited behind
 * it for every file it touched (6 to 10 s of a publish at 10,000 yachts). What the process leaves,
 * or all of it if the process cannot start, is removed here.
 */
export async function removeFoldersAside(folders: string[]): Promise<void> {
  if (folders.length === 0) return
  const removed = await new Promise<boolean>((resolve) => {
    const child = spawn(process.execPath, ['-e', REMOVE_FOLDERS, ...folders], { stdio: 'ignore' })
    child.on('spawn', () => {
      try {
        if (child.pid) os.setPriority(child.pid, os.constants.priority.PRIORITY_LOW)
      } catch {
        // A lower priority is a courtesy: a system that refuses it still removes the folders.
      }
    })
    child.on('error', () => resolve(false))
    child.on('exit', (code) => resolve(code === 0))
  })
  if (!removed) await Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true })))
}
