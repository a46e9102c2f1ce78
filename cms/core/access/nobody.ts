import type { Access, FieldAccess } from 'payload'

/** Closed to every API caller: only the server's own Local API calls (overrideAccess) get in. */
export const nobody: Access = () => false

/** A field no API caller sets: the collection's hooks write it. */
export const nobodyField: FieldAccess = () => false
