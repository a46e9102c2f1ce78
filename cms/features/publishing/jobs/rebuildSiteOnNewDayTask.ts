import type { Pool } from 'pg'
import type { TaskConfig } from 'payload'

import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { MAINTENANCE_QUEUE } from '@cms/core/queues'
import { requestSiteRebuild } from '../requestSiteRebuild'

export const REBUILD_SITE_ON_NEW_DAY_TASK = 'rebuildSiteOnNewDay'

/** The reason the rebuild records (`site-builds`), for the admin. */
export const NEW_DAY_REASON = 'new day at the marina'

/**
 * The marina day of the newest build the site serves or is making: a build under way renders
 * with its own day. Null before the first build.
 */
async function dayOfNewestBuild(pool: Pool): Promise<string | null> {
  const { rows } = await pool.query<{ started_at: Date | null }>("SELECT max(started_at) AS started_at FROM site_builds WHERE live OR status = 'running'")
  const startedAt = rows[0]?.started_at
  return startedAt ? marinaDayOf(startedAt) : null
}

/**
 * The site shows some things as of the day it was built, not of an edit: a club page's coming
 * events, a yacht's coming season, the footer's year. Without a publish they would stay as that
 * day left them. So once a new day has begun at the marina since the newest build, this asks for
 * a rebuild; the pages whose key did not change are the live build's own, linked
 * (site/src/integrations/liveBuildPages.ts). Checked every hour rather than at midnight: the
 * schedule runs on the server's clock, in whatever time zone it has, and a server that was down
 * at midnight catches up within the hour.
 */
export const rebuildSiteOnNewDayTask: TaskConfig<{ input: Record<string, never>; output: { requested: boolean } }> = {
  slug: REBUILD_SITE_ON_NEW_DAY_TASK,
  label: 'Rebuild the public site once a new day begins at the marina',
  retries: 0,
  schedule: [{ cron: '0 5 * * * *', queue: MAINTENANCE_QUEUE }],
  handler: async ({ req }) => {
    const builtOn = await dayOfNewestBuild(req.payload.db.pool)
    const requested = builtOn !== null && builtOn < marinaDayOf(new Date())
    if (requested) await requestSiteRebuild(req.payload, NEW_DAY_REASON, req)
    return { output: { requested } }
  },
}
