import type { Feature } from '@cms/core/feature'

/** The yacht assistant: the chat and its tools over the catalogue and the forecast. */
export const assistantFeature: Feature = {}
