import { getPayload } from 'payload'

import { ensureFirstAdmin, type FirstAdmin } from '../../cms/seed/firstAdmin'
import { isEmpty, seed } from '../../cms/seed/run'
import { say } from './log'

/**
 * Brings the database up to date: applies the committed migrations (Payload runs them on init in
 * production mode), seeds an empty portal and makes sure an admin exists.
 */
export async function prepareData(env: NodeJS.ProcessEnv): Promise<{ admin: FirstAdmin | null; seeded: boolean }> {
  const { default: config } = await import('../../cms/payload.config')
  const payload = await getPayload({ config })
  try {
    let seeded = false
    if (await isEmpty(payload)) {
      say('Seeding the portal with its Russian and English content…')
      const started = Date.now()
      await seed(payload)
      say(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      seeded = true
    }
    return { admin: await ensureFirstAdmin(payload, env), seeded }
  } finally {
    await payload.destroy()
  }
}
