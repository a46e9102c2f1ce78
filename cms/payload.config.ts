import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { ru } from '@payloadcms/translations/languages/ru'
import path from 'node:path'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Activities } from './collections/Activities'
import { AuthCodes } from './collections/AuthCodes'
import { Bookings } from './collections/Bookings'
import { GatewayCharges } from './collections/GatewayCharges'
import { Payments } from './collections/Payments'
import { YachtBlocks } from './collections/YachtBlocks'
import { Notifications } from './collections/Notifications'
import { AuditLog } from './collections/AuditLog'
import { ContentSubmissions } from './collections/ContentSubmissions'
import { EventRegistrations } from './collections/EventRegistrations'
import { Comments } from './collections/Comments'
import { CommentReports } from './collections/CommentReports'
import { ClubMemberships } from './collections/ClubMemberships'
import { CrewAnswers } from './collections/CrewAnswers'
import { ServiceOrders } from './collections/ServiceOrders'
import { CrewProfiles } from './collections/CrewProfiles'
import { CrewRequests } from './collections/CrewRequests'
import { ContactMessages } from './collections/ContactMessages'
import { NewsletterSubscribers } from './collections/NewsletterSubscribers'
import { Donations } from './collections/Donations'
import { Plans } from './collections/Plans'
import { Subscriptions } from './collections/Subscriptions'
import { Leads } from './collections/Leads'
import { Insurers } from './collections/Insurance/Insurers'
import { QuoteRequests } from './collections/Insurance/QuoteRequests'
import { Quotes } from './collections/Insurance/Quotes'
import { SpecialEvents } from './collections/SpecialEvents'
import { YachtListings } from './collections/YachtListings'
import { Destinations } from './collections/Destinations'
import { EmailOutbox } from './collections/EmailOutbox'
import { Events } from './collections/Events'
import { MAX_UPLOAD_BYTES, Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Services } from './collections/Services'
import { SiteBuilds } from './collections/SiteBuilds'
import { Testimonials } from './collections/Testimonials'
import { TripPackages } from './collections/TripPackages'
import { SubmissionImages } from './collections/SubmissionImages'
import { UserPhotos } from './collections/UserPhotos'
import { Users } from './collections/Users'
import { withGuardedInternalCollections } from './access/internalCollections'
import { answerFailuresByKind } from './hooks/answerFailuresByKind'
import { withDocumentData } from './hooks/documentData'
import { survivePoolErrors } from './hooks/survivePoolErrors'
import { RATE_LIMITED_LOG_LEVEL } from './errors/RateLimited'
import { WikiArticles } from './collections/WikiArticles'
import { Yachts } from './collections/Yachts'
import { recordingAdapter } from './email/recordingAdapter'
import { mailTransportFromEnv } from './email/transport'
import { withFieldLabels } from './fields/labels'
import { Home } from './globals/Home'
import { SiteSettings } from './globals/SiteSettings'
import { BOOKINGS_QUEUE, expireBookingHoldsTask } from './jobs/expireBookingHoldsTask'
import { expireRegistrationHoldsTask } from './jobs/expireRegistrationHoldsTask'
import { renewSubscriptionsTask } from './jobs/renewSubscriptionsTask'
import { quoteInsuranceTask } from './jobs/quoteInsuranceTask'
import { MAINTENANCE_QUEUE, pruneRecordsTask } from './jobs/pruneRecordsTask'
import { tellCrewTask } from './jobs/tellCrewTask'
import { tellServiceTakenTask } from './jobs/tellServiceTakenTask'
import { importCalendarsTask } from './jobs/importCalendarsTask'
import { tellRegistrantTask } from './jobs/tellRegistrantTask'
import { tellSubmitterTask } from './jobs/tellSubmitterTask'
import { rebuildSiteTask, REBUILD_SITE_QUEUE } from './jobs/rebuildSiteTask'
import { refundPaymentTask } from './jobs/refundPaymentTask'
import { tellCustomerTask } from './jobs/tellCustomerTask'
import { migrations } from './migrations'
import { rootDir } from './paths'
import { requireEnv } from './requireEnv'

const CMS_DIR = path.join(rootDir(), 'cms')
const cmsUrl = process.env.CMS_URL ?? 'http://localhost:3000'
const siteUrl = process.env.SITE_URL ?? 'http://localhost:4321'
/** Browsers may call the CMS with credentials only from these origins. */
const trustedOrigins = [...new Set([cmsUrl, siteUrl])]

export default buildConfig({
  hooks: { afterError: [answerFailuresByKind] },
  onInit: survivePoolErrors,
  // A refusal is the visitor's mistake or a limit doing its job, not the server's error.
  loggingLevels: { AuthenticationError: 'info', Forbidden: 'info', NotFound: 'info', QueryError: 'info', ValidationError: 'info', ...RATE_LIMITED_LOG_LEVEL },
  secret: requireEnv('PAYLOAD_SECRET'),
  serverURL: cmsUrl,
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Baikal Yachts' },
    // Payload's default avatar is fetched from Gravatar; the admin must work offline.
    avatar: 'default',
    importMap: { baseDir: CMS_DIR, importMapFile: path.join(CMS_DIR, 'app', '(payload)', 'admin', 'importMap.js') },
  },
  collections: [
    Yachts,
    Destinations,
    Activities,
    TripPackages,
    YachtListings,
    SpecialEvents,
    Plans,
    Events,
    WikiArticles,
    Testimonials,
    Services,
    Pages,
    Media,
    Bookings,
    YachtBlocks,
    Payments,
    GatewayCharges,
    UserPhotos,
    Users,
    ContactMessages,
    NewsletterSubscribers,
    Leads,
    Donations,
    Subscriptions,
    Insurers,
    QuoteRequests,
    Quotes,
    EmailOutbox,
    AuthCodes,
    SiteBuilds,
    Notifications,
    AuditLog,
    ContentSubmissions,
    SubmissionImages,
    EventRegistrations,
    Comments,
    CommentReports,
    ClubMemberships,
    CrewProfiles,
    CrewRequests,
    CrewAnswers,
    ServiceOrders,
  ]
    .map(withFieldLabels)
    .map(withDocumentData),
  globals: [Home, SiteSettings].map(withFieldLabels),
  localization: {
    locales: [
      { code: 'ru', label: 'Русский' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'ru',
    fallback: true,
  },
  i18n: {
    supportedLanguages: { ru, en },
    fallbackLanguage: 'ru',
  },
  editor: lexicalEditor(),
  db: postgresAdapter({
    // A database that refuses connections is known at once (503); one that hangs, or a burst that
    // queues for the pool, is given 5 s before the request fails, not the client's whole patience.
    pool: { connectionString: requireEnv('DATABASE_URL'), max: 10, connectionTimeoutMillis: 5000 },
    migrationDir: path.join(CMS_DIR, 'migrations'),
    // The schema changes only through committed migrations; dev push would fight them.
    push: false,
    // Migrations run once per start, from the process that prepares the data (scripts/lib/prepare.ts,
    // or the CMS in docker-compose); the site server's Payload only uses the schema.
    prodMigrations: process.env.PORTAL_RUN_MIGRATIONS === 'false' ? undefined : migrations,
  }),
  graphQL: { disable: true },
  // Mail goes out through Resend when it is configured; otherwise it is kept in the outbox.
  email: recordingAdapter(mailTransportFromEnv()),
  cors: trustedOrigins,
  csrf: trustedOrigins,
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES } },
  sharp,
  jobs: {
    tasks: [
      rebuildSiteTask,
      expireBookingHoldsTask,
      expireRegistrationHoldsTask,
      renewSubscriptionsTask,
      quoteInsuranceTask,
      tellCustomerTask,
      refundPaymentTask,
      pruneRecordsTask,
      tellSubmitterTask,
      tellRegistrantTask,
      tellCrewTask,
      tellServiceTakenTask,
      importCalendarsTask,
    ],
    enableConcurrencyControl: true,
    deleteJobOnComplete: true,
    // Only the long-running CMS server runs jobs; scripts and tests that load the config do not.
    autoRun: [
      { cron: '* * * * * *', queue: REBUILD_SITE_QUEUE, limit: 1 },
      // The expiry task is scheduled every minute (its own schedule); customers' emails are queued
      // by the changes that call for them. This runs what is queued, within a second or so.
      { cron: '* * * * * *', queue: BOOKINGS_QUEUE, limit: 10 },
      // The nightly clean-up (its own schedule), looked for once a minute.
      { cron: '0 * * * * *', queue: MAINTENANCE_QUEUE, limit: 1 },
    ],
    shouldAutoRun: () => process.env.PAYLOAD_RUN_JOBS === 'true',
    access: { queue: () => false, run: () => false, cancel: () => false },
  },
  typescript: {
    outputFile: path.join(CMS_DIR, 'payload-types.ts'),
    autoGenerate: false,
  },
  telemetry: false,
}).then(withGuardedInternalCollections)
