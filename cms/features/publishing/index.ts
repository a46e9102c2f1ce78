import type { Feature } from '@cms/core/feature'

import { Pages } from './collections/Pages'
import { Redirects } from './collections/Redirects'
import { MAX_UPLOAD_BYTES, Media } from './collections/Media'
import { SiteBuilds } from './collections/SiteBuilds'
import { Home } from './globals/Home'
import { SiteSettings } from './globals/SiteSettings'
import { rebuildSiteOnNewDayTask } from './jobs/rebuildSiteOnNewDayTask'
import { rebuildSiteTask } from './jobs/rebuildSiteTask'

export { MAX_UPLOAD_BYTES }

/**
 * From the CMS to the static site: pages, media, the home page and settings, the rebuild that
 * follows each publish and each new day at the marina, and old addresses' redirects.
 */
export const publishingFeature: Feature = {
  collections: [Pages, Media, SiteBuilds, Redirects],
  globals: [Home, SiteSettings],
  tasks: [rebuildSiteTask, rebuildSiteOnNewDayTask],
  // What the site serves, a build under way or failed, and a rebuild for admins.
  dashboard: ['/features/publishing/components/SiteBuildStatus#SiteBuildStatus'],
}

// What other features use: they import this feature only from here.
export { SKIP_SITE_REBUILD, requestSiteRebuild } from './requestSiteRebuild'
export { publicContent } from './collections/publicContent'
export { redirectOldSlug } from './redirects/redirectOldSlug'
export { lexicalToSource } from './lexicalText'
export { recordStartAsSiteChange, siteChangesTable } from './siteChanges'
