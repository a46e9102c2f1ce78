/**
 * Named `req.context` flags through which the portal's own server code, and only it, takes a
 * path the collections otherwise refuse. REST and GraphQL callers cannot set `req.context`.
 */

/** The portal's sign-up (cms/features/accounts/flows/register.ts): the one way a visitor creates an account. */
export const REGISTRATION_FLOW = 'portalRegistration'

/**
 * The portal's reset with an emailed code (cms/features/accounts/flows/resetPassword.ts): it has proved the
 * inbox, so no current password is asked, and the reset form's rule applies (at least 6
 * characters, spec 5) rather than registration's.
 */
export const PASSWORD_RESET_FLOW = 'portalPasswordReset'

/** The account page's photo upload (cms/features/accounts/flows/accountPhoto.ts): it checks the bytes first. */
export const ACCOUNT_PHOTO_FLOW = 'userPhotoThroughAccountPage'

/** The portal's booking flow (cms/features/bookings/flows/createBooking.ts): the one way members book. */
export const BOOKING_FLOW = 'portalBooking'

/** The submission form's picture upload (cms/features/content/flows/submissionImages.ts): it checks the bytes first. */
export const SUBMISSION_IMAGE_FLOW = 'submissionImageThroughPortal'
