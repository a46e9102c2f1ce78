import type { Feature } from '@cms/core/feature'

import { ContentSubmissions } from './collections/ContentSubmissions'
import { SubmissionImages } from './collections/SubmissionImages'
import { Comments } from './collections/Comments'
import { CommentReports } from './collections/CommentReports'
import { submitterNotice } from './notices/submitterNotice'

/** Members’ content and its moderation: submissions and their pictures, comments and reports. */
export const contentFeature: Feature = {
  collections: [ContentSubmissions, SubmissionImages, Comments, CommentReports],
  tasks: [submitterNotice.task],
}
