import type { Access } from 'payload'

/** True for any signed-in user. */
export const authenticated: Access = ({ req: { user } }) => Boolean(user)
