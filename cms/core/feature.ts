import type { CollectionConfig, Config, GlobalConfig } from 'payload'

type Tasks = NonNullable<NonNullable<Config['jobs']>['tasks']>

/**
 * One feature of the portal as the config registers it, shaped like Payload's own plugins: a folder
 * with everything of the feature, and an entry (its index.ts) naming what the config takes from it.
 */
export type Feature = {
  collections?: CollectionConfig[]
  globals?: GlobalConfig[]
  tasks?: Tasks
}

/** The features' collections, globals and tasks, in the order the features are listed. */
export function combineFeatures(features: Feature[]): { collections: CollectionConfig[]; globals: GlobalConfig[]; tasks: Tasks } {
  return {
    collections: features.flatMap((feature) => feature.collections ?? []),
    globals: features.flatMap((feature) => feature.globals ?? []),
    tasks: features.flatMap((feature) => feature.tasks ?? []),
  }
}
