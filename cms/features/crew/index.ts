import type { Feature } from '@cms/core/feature'

import { ClubMemberships } from './collections/ClubMemberships'
import { CrewProfiles } from './collections/CrewProfiles'
import { CrewRequests } from './collections/CrewRequests'
import { CrewAnswers } from './collections/CrewAnswers'
import { crewNotice } from './notices/crewNotice'

/** Clubs and crew: club memberships, crew profiles, owners’ crew requests and the answers. */
export const crewFeature: Feature = {
  collections: [ClubMemberships, CrewProfiles, CrewRequests, CrewAnswers],
  tasks: [crewNotice.task],
}
