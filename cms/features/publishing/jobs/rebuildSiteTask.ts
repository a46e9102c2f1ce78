import type { TaskConfig } from 'payload'

import { notifyAdmins } from '@cms/features/notifications'
import { buildSite } from '../siteBuild'

export const REBUILD_SITE_TASK = 'rebuildSite'

/**
 * Builds the public site from the published content and switches the site server to it. One at a
 * time (exclusive), and a newer request replaces one that has not started (supersedes). The
 * outcome is recorded in `site-builds` for the admin.
 */
export const rebuildSiteTask: TaskConfig<{ input: { reason: string }; output: { pageCount: number } }> = {
  slug: REBUILD_SITE_TASK,
  label: 'Rebuild the public site',
  retries: 0,
  inputSchema: [{ name: 'reason', type: 'text', required: true }],
  outputSchema: [{ name: 'pageCount', type: 'number', required: true }],
  concurrency: { key: () => 'site-rebuild', exclusive: true, supersedes: true },
  handler: async ({ input, req }) => {
    const startedAt = new Date()
    const record = await req.payload.create({
      collection: 'site-builds',
      data: { status: 'running', reason: input.reason, startedAt: startedAt.toISOString() },
      overrideAccess: true,
      // Outside the job's request: a failed build must still leave its record behind.
    })
    try {
      // A build that succeeds marks its record live and finished, in the transaction that announces it.
      const result = await buildSite({ logger: req.payload.logger, pool: req.payload.db.pool, record: { recordId: record.id, startedAt } })
      return { output: { pageCount: result.pageCount } }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      await req.payload.update({
        collection: 'site-builds',
        id: record.id,
        data: { status: 'failed', error: message, finishedAt: new Date().toISOString(), durationMs: Date.now() - startedAt.getTime() },
        overrideAccess: true,
      })
      await notifyAdmins(req.payload, {
        template: 'buildFailed',
        // The build's output ends with what went wrong; the record keeps all of it.
        values: { reason: input.reason, error: message.slice(-600) },
        link: `${req.payload.config.serverURL}/admin/collections/site-builds/${record.id}`,
      })
      throw error
    }
  },
}
