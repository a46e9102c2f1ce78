import type { Access } from 'payload'

/** Closed to every API caller: only the server's own Local API calls (overrideAccess) get in. */
export const nobody: Access = () => false
