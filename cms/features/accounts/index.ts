import type { Feature } from '@cms/core/feature'

import { UserPhotos } from './collections/UserPhotos'
import { Users } from './collections/Users'
import { AuthCodes } from './collections/AuthCodes'

export { Users }

/** Members: signing up and in, verification and reset codes, profiles and photos. */
export const accountsFeature: Feature = {
  collections: [UserPhotos, Users, AuthCodes],
}

// What other features use: they import this feature only from here.
export { hashToken, newVerificationToken } from './oneTimeCodes'
