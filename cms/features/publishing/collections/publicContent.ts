import type { CollectionConfig } from 'payload'

import { isContentStaff } from '@cms/core/access/isContentStaff'
import { publishedOrStaff } from '@cms/core/access/publishedOrStaff'
import { previewAdmin } from '../preview/previewAddress'
import { requestSiteRebuildAfterChange, requestSiteRebuildAfterDelete } from '../requestSiteRebuild'

/**
 * Drafts save themselves this often while an editor types, and the live preview pane reloads on
 * each save (site/src/features/publishing/preview): the pane follows within about a second.
 */
export const AUTOSAVE_INTERVAL_MS = 375

/**
 * What every collection shown on the public site shares: drafts saved as the editor types, with
 * version history, publishing now or at a chosen time (Payload's schedulePublish, run by the jobs
 * of SCHEDULED_PUBLISH_QUEUE), the site's page of the draft beside the form and behind a preview
 * link, published documents public to read, editors and admins edit, and a site rebuild after each
 * publish, unpublish or delete. Collection-specific access or hooks given in `config` win; `preview:
 * false` for a type no page of the site shows by itself.
 */
export function publicContent(config: CollectionConfig, { preview = true }: { preview?: boolean } = {}): CollectionConfig {
  return {
    ...config,
    admin: { ...(preview ? previewAdmin({ collection: config.slug }) : {}), ...config.admin },
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
