import type { Activity } from '@cms/payload-types'

export type ActivityCategory = Activity['category']

/** Spec section 3: these four categories have a badge colour of their own, the rest share one. */
const OWN_COLOURS = ['nature', 'culture', 'adventure', 'relaxation'] as const
export type BadgeTone = (typeof OWN_COLOURS)[number] | 'default'

function hasOwnColour(category: ActivityCategory): category is (typeof OWN_COLOURS)[number] {
  return (OWN_COLOURS as readonly string[]).includes(category)
}

/** The colour of an activity's badge: its category's own, or the shared default. */
export function activityTone(category: ActivityCategory): BadgeTone {
  return hasOwnColour(category) ? category : 'default'
}
