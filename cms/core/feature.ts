import type { CollectionConfig, Config, GlobalConfig } from 'payload'

import type { Payable } from '@cms/features/payments'

type Tasks = NonNullable<NonNullable<Config['jobs']>['tasks']>

/**
 * One feature of the portal as the config registers it, shaped like Payload's own plugins: a folder
 * with everything of the feature, and an entry (its index.ts) naming what the config takes from it.
 */
export type Feature = {
  collections?: CollectionConfig[]
  globals?: GlobalConfig[]
  tasks?: Tasks
  /** What the feature takes money for, and how a payment for it is settled (see payments/payable.ts). */
  payables?: Payable[]
  /** Components shown above the CMS admin's dashboard (import-map paths, as Payload's admin.components take them). */
  dashboard?: string[]
}

/** The features' collections, globals, tasks, payables and dashboard components, in the order the features are listed. */
export function combineFeatures(features: Feature[]): Required<Feature> {
  return {
    collections: features.flatMap((feature) => feature.collections ?? []),
    globals: features.flatMap((feature) => feature.globals ?? []),
    tasks: features.flatMap((feature) => feature.tasks ?? []),
    payables: features.flatMap((feature) => feature.payables ?? []),
    dashboard: features.flatMap((feature) => feature.dashboard ?? []),
  }
}
