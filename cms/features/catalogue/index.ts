import type { Feature } from '@cms/core/feature'

import { Yachts } from './collections/Yachts'
import { Destinations } from './collections/Destinations'
import { Activities } from './collections/Activities'
import { TripPackages } from './collections/TripPackages'
import { Services } from './collections/Services'
import { Testimonials } from './collections/Testimonials'

/** The fleet and what it sails to: yachts, destinations, activities, trip packages, services and testimonials. */
export const catalogueFeature: Feature = {
  collections: [Yachts, Destinations, Activities, TripPackages, Services, Testimonials],
}
