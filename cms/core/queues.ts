/**
 * The jobs queues, each run by its own runner (payload.config.ts): a site rebuild at a time,
 * customers' and members' notices and the holds' expiry within a second, maintenance once a minute.
 */
export const REBUILD_SITE_QUEUE = 'site'
export const BOOKINGS_QUEUE = 'bookings'
export const MAINTENANCE_QUEUE = 'maintenance'
