import type { Endpoint } from 'payload'

import { removePhotoEndpoint, uploadPhotoEndpoint } from './accountPhoto'
import { changePasswordEndpoint } from './changePassword'
import { deleteAccountEndpoint } from './deleteAccount'
import { emailExistsEndpoint } from './emailExists'
import { forgotPasswordEndpoint } from './forgotPassword'
import { loginEndpoint } from './login'
import { meEndpoint } from './me'
import { registerEndpoint } from './register'
import { resendVerificationEndpoint } from './resendVerification'
import { resetPasswordEndpoint } from './resetPassword'
import { verifyEmailEndpoint } from './verifyEmail'

/** The CMS side of the portal's account API (spec 7), reached only through the site server. */
export const portalEndpoints: Endpoint[] = [
  meEndpoint,
  loginEndpoint,
  registerEndpoint,
  emailExistsEndpoint,
  forgotPasswordEndpoint,
  resetPasswordEndpoint,
  verifyEmailEndpoint,
  resendVerificationEndpoint,
  changePasswordEndpoint,
  deleteAccountEndpoint,
  uploadPhotoEndpoint,
  removePhotoEndpoint,
]
