import type { CollectionConfig } from 'payload'

import { isContentStaff } from '@cms/core/access/isContentStaff'
import { publishedOrStaff } from '@cms/core/access/publishedOrStaff'
import { requestSiteRebuildAfterChange, requestSiteRebuildAfterDelete } from '../requestSiteRebuild'

/**
 * Drafts save themselves this often while an editor types.
 */
export const AUTOSAVE_INTERVAL_MS = 375

/**
 * What every collection shown on the public site shares: drafts saved as the editor types, with
 * version history, publishing now or at a chosen time (Payload's schedulePublish, run by the jobs
 * of SCHEDULED_PUBLISH_QUEUE), published documents public to read, editors and admins edit, and a
 * site rebuild after each publish, unpublish or delete. Collection-specific access or hooks given
 * in `config` win.
 */
export function publicContent(config: CollectionConfig): CollectionConfig {
  return {
    ...config,
    access: {
      read: publishedOrStaff,
      create: isContentStaff,
      update: isContentStaff,
      delete: isContentStaff,
      readVersions: isContentStaff,
      ...config.access,
    },
    versions: { drafts: { autosave: { interval: AUTOSAVE_INTERVAL_MS }, schedulePublish: true }, maxPerDoc: 25 },
    hooks: {
      ...config.hooks,
      afterChange: [...(config.hooks?.afterChange ?? []), requestSiteRebuildAfterChange],
      afterDelete: [...(config.hooks?.afterDelete ?? []), requestSiteRebuildAfterDelete],
    },
  }
}
