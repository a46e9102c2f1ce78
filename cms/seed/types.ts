/**
 * Shapes of the bilingual seed content. The data files under `data/` are plain objects in these
 * shapes, independent of Payload, so that the content reads like copy and the seeding code maps it
 * onto the collections in one place (`seed/run.ts`).
 */

/** Text in both interface languages; Russian is the default locale. */
export type Localized = { ru: string; en: string }

/** Paragraphs separated by a blank line ("\n\n"); they become Lexical paragraphs. */
type LocalizedRichText = Localized

/** A picture made at seed time (no downloads): see `seed/images.ts`. */
export type SeedImage = {
  /** File name without extension, unique across the seed, e.g. `yacht-baikal-star`. */
  name: string
  scene: 'motor-yacht' | 'sail-yacht' | 'catamaran' | 'speedboat' | 'island' | 'cliffs' | 'bay' | 'ice' | 'village' | 'sunset' | 'regatta' | 'crew' | 'table' | 'camera' | 'map'
  /** Two colours of the sky gradient, `#rrggbb`. */
  sky: [string, string]
  alt: Localized
}

export type SeedYacht = {
  slug: string
  name: string
  type: 'motor-yacht' | 'sail-yacht' | 'catamaran' | 'speedboat'
  capacity: number
  cabins: number
  lengthMeters: number
  year: number
  pricePerDayRub: number
  captain: 'included' | 'optional' | 'not-available'
  /** Booking terms; unset: instant book, one day at least, the moderate policy. */
  bookingMode?: 'instant' | 'request'
  minimumDays?: number
  cancellationPolicy?: 'flexible' | 'moderate' | 'strict'
  captainPricePerDayRub?: number
  waterEquipmentPricePerDayRub?: number
  /** The English name of its marina (data/marinas.ts). */
  homeMarina: string
  summary: Localized
  description: LocalizedRichText
  amenities: Localized[]
  images: SeedImage[]
}

type ActivityCategory =
  | 'nature'
  | 'culture'
  | 'adventure'
  | 'relaxation'
  | 'wellness'
  | 'wildlife'
  | 'photography'
  | 'water-sports'
  | 'research'
  | 'education'
  | 'culinary'
  | 'fishing'

export type SeedActivity = {
  key: string
  name: Localized
  description: Localized
  priceRub: number
  durationHours: number
  category: ActivityCategory
  included: boolean
}

export type SeedDestination = {
  slug: string
  name: Localized
  shortDescription: Localized
  description: LocalizedRichText
  durationDays: number
  distanceKm: number
  highlights: Localized[]
  bestSeason: Localized
  difficulty: 'easy' | 'moderate' | 'challenging'
  priceRub: number
  /** `SeedActivity.key`s */
  activities: string[]
  latitude: number
  longitude: number
  image: SeedImage
}

export type SeedTripPackage = {
  slug: string
  title: Localized
  summary: Localized
  description: LocalizedRichText
  /** `SeedYacht.slug` */
  yacht: string
  yachtType: 'motor-yacht' | 'sailing-yacht' | 'catamaran' | 'research-vessel' | 'luxury-yacht'
  /** ISO dates, `YYYY-MM-DD` */
  startDate: string
  endDate: string
  durationText: Localized
  durationDays: number
  capacity: number
  basePricePerDayUsd: number
  totalPriceUsd: number
  rating: number
  reviewsCount: number
  /** `SeedDestination.slug`s */
  destinations: string[]
  /** `SeedActivity.key`s */
  activities: string[]
  includes: Localized[]
  image: SeedImage
}

export type SeedService = {
  key: 'crew' | 'charters' | 'training' | 'safety' | 'catering' | 'photography'
  title: Localized
  description: Localized
  icon: 'users' | 'anchor' | 'compass' | 'life-buoy' | 'utensils' | 'camera'
  /** exactly four */
  features: Localized[]
  priceText: Localized
  detailedDescription: Localized
  /** exactly three */
  benefits: Localized[]
}

export type SeedTestimonial = {
  name: Localized
  location: Localized
  rating: 1 | 2 | 3 | 4 | 5
  comment: Localized
  /** ISO date */
  date: string
  /** `SeedYacht.slug` */
  yacht: string
}

type EventCategory = 'workshop' | 'conference' | 'meetup' | 'competition' | 'regatta' | 'race' | 'trainingCamp' | 'exhibition' | 'championship' | 'cup' | 'festival'
type EventType = 'oneDesign' | 'offshore' | 'dinghy' | 'match' | 'team' | 'handicap' | 'oceanic' | 'cruiseRacing'
type EventRegion =
  | 'local'
  | 'regional'
  | 'national'
  | 'international'
  | 'baikal'
  | 'volga'
  | 'blackSea'
  | 'mediterranean'
  | 'baltic'
  | 'northSea'
  | 'atlantic'
  | 'pacific'
  | 'caribbean'
  | 'farEast'
  | 'turkey'
  | 'france'
  | 'italy'
  | 'thailand'
  | 'greece'

export type SeedEvent = {
  slug: string
  title: Localized
  summary: Localized
  description: LocalizedRichText
  /** ISO date-times */
  startDate: string
  endDate: string
  location: Localized
  category: EventCategory
  type: EventType
  region: EventRegion
  maxParticipants: number
  difficulty: 'easy' | 'moderate' | 'challenging'
  entryFeeRub: number
  boatClasses: string[]
  sponsor: string
  organizer: Localized
  prizes: Localized
  image: SeedImage
}

export type SeedWikiArticle = {
  slug: string
  title: Localized
  excerpt: Localized
  content: LocalizedRichText
  category: 'sailing-basics' | 'safety' | 'navigation' | 'nature' | 'history' | 'equipment'
  image: SeedImage
}

export type SeedPage = {
  slug:
    | 'privacy-policy'
    | 'offer'
    | 'concierge'
    | 'yacht-sales'
    | 'skippered-charters'
    | 'special-events'
    | 'baikal-club'
    | 'captains-club'
    | 'crew-showcase'
    | 'crew-request'
    | 'subscription-plans'
    | 'business-subscriptions'
    | 'donations'
    | 'insurance'
    | 'services'
    | 'contact'
    | 'yacht-assistant'
  title: Localized
  metaDescription: Localized
  content: LocalizedRichText
}

type SeedHeroSlide = {
  title: Localized
  subtitle: Localized
  description: Localized
  image: SeedImage
}

export type SeedHome = {
  heroSlides: SeedHeroSlide[]
  /** `SeedTripPackage.slug`s, six */
  featuredTripPackages: string[]
  ratingBadgeText: Localized
}

export type SeedSiteSettings = {
  phone: string
  email: string
  address: Localized
  socials: { videoChannel: string; photoSharing: string; messenger: string }
}

export type SeedYachtListing = {
  slug: string
  title: Localized
  summary: Localized
  description: Localized
  builder: string
  year: number
  lengthMeters: number
  cabins: number
  berths: number
  engine: Localized
  location: Localized
  askingPriceRub: number
  saleStatus: 'for-sale' | 'under-offer' | 'sold'
  highlights: Localized[]
  images: SeedImage[]
}

export type SeedSpecialEvent = {
  slug: string
  title: Localized
  occasion: 'corporate' | 'wedding' | 'birthday' | 'proposal' | 'photo-shoot' | 'other'
  summary: Localized
  description: Localized
  priceFromRub: number
  maxGuests: number
  durationHours: number
  includes: Localized[]
  image: SeedImage
}
