import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * The live build's folder, when the publish says the pages this build does not render are the
 * live build's own (PREVIOUS_SITE_BUILD, set by cms/features/publishing/siteBuild.ts only then).
 */
export const liveBuildFolder = (): string | null => process.env.PREVIOUS_SITE_BUILD || null

/**
 * A JSON record a build wrote beside its output; null
 * when the record is missing or unreadable.
 */
export async function readBuildRecord(folder: string, name: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(path.join(folder, name), 'utf8'))
  } catch {
    return null
  }
}

/**
 * A JSON record the live build wrote beside its output, such as its compressed files or its
 * search parts. Null without a live build to reuse, or when the record is missing or unreadable:
 * then nothing of the live build is reused, and this build does the work itself.
 */
export async function readLiveBuildRecord(name: string): Promise<unknown> {
  const folder = liveBuildFolder()
  return folder ? readBuildRecord(folder, name) : null
}
