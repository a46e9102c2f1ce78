import type { Feature } from '@cms/core/feature'

import { ConversationReads } from './collections/ConversationReads'
import { Conversations } from './collections/Conversations'
import { Messages } from './collections/Messages'
import { unreadMessageNotice } from './notices/unreadMessageNotice'

/** Conversations between guests, owners and crew: questions before booking, and each booking's own. */
export const conversationsFeature: Feature = {
  collections: [Conversations, Messages, ConversationReads],
  tasks: [unreadMessageNotice.task],
}
