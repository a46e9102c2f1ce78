import type { Feature } from '@cms/core/feature'

import { ClubMemberships } from './collections/ClubMemberships'
import { CrewProfiles } from './collections/CrewProfiles'
import { CrewRequests } from './collections/CrewRequests'
import { CrewAnswers } from './collections/CrewAnswers'
import { tellCrewTask } from './jobs/tellCrewTask'

/** Clubs and crew: club memberships, crew profiles, owners’ crew requests and the answers. */
export const crewFeature: Feature = {
  collections: [ClubMemberships, CrewProfiles, CrewRequests, CrewAnswers],
  tasks: [tellCrewTask],
}
