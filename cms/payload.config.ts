import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { ru } from '@payloadcms/translations/languages/ru'
import path from 'node:path'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Activities } from '@cms/collections/Activities'
import { AuthCodes } from '@cms/collections/AuthCodes'
import { Bookings } from '@cms/collections/Bookings'
import { GatewayCharges } from '@cms/collections/GatewayCharges'
import { Payments } from '@cms/collections/Payments'
import { YachtBlocks } from '@cms/collections/YachtBlocks'
import { Notifications } from '@cms/collections/Notifications'
import { AuditLog } from '@cms/collections/AuditLog'
import { ContentSubmissions } from '@cms/collections/ContentSubmissions'
import { EventRegistrations } from '@cms/collections/EventRegistrations'
import { Comments } from '@cms/collections/Comments'
import { CommentReports } from '@cms/collections/CommentReports'
import { ClubMemberships } from '@cms/collections/ClubMemberships'
import { CrewAnswers } from '@cms/collections/CrewAnswers'
import { ServiceOrders } from '@cms/collections/ServiceOrders'
import { CrewProfiles } from '@cms/collections/CrewProfiles'
import { CrewRequests } from '@cms/collections/CrewRequests'
import { ContactMessages } from '@cms/collections/ContactMessages'
import { NewsletterSubscribers } from '@cms/collections/NewsletterSubscribers'
import { Donations } from '@cms/collections/Donations'
import { Plans } from '@cms/collections/Plans'
import { Subscriptions } from '@cms/collections/Subscriptions'
import { Leads } from '@cms/collections/Leads'
import { Insurers } from '@cms/collections/Insurance/Insurers'
import { QuoteRequests } from '@cms/collections/Insurance/QuoteRequests'
import { Quotes } from '@cms/collections/Insurance/Quotes'
import { SpecialEvents } from '@cms/collections/SpecialEvents'
import { YachtListings } from '@cms/collections/YachtListings'
import { Destinations } from '@cms/collections/Destinations'
import { EmailOutbox } from '@cms/collections/EmailOutbox'
import { Events } from '@cms/collections/Events'
import { MAX_UPLOAD_BYTES, Media } from '@cms/collections/Media'
import { Pages } from '@cms/collections/Pages'
import { Services } from '@cms/collections/Services'
import { SiteBuilds } from '@cms/collections/SiteBuilds'
import { Testimonials } from '@cms/collections/Testimonials'
import { TripPackages } from '@cms/collections/TripPackages'
import { SubmissionImages } from '@cms/collections/SubmissionImages'
import { UserPhotos } from '@cms/collections/UserPhotos'
import { Users } from '@cms/collections/Users'
import { withGuardedInternalCollections } from '@cms/access/internalCollections'
import { answerFailuresByKind } from '@cms/hooks/answerFailuresByKind'
import { withDocumentData } from '@cms/hooks/documentData'
import { survivePoolErrors } from '@cms/hooks/survivePoolErrors'
import { RATE_LIMITED_LOG_LEVEL } from '@cms/errors/RateLimited'
import { WikiArticles } from '@cms/collections/WikiArticles'
import { Yachts } from '@cms/collections/Yachts'
import { recordingAdapter } from '@cms/email/recordingAdapter'
import { mailTransportFromEnv } from '@cms/email/transport'
import { withFieldLabels } from '@cms/fields/labels'
import { Home } from '@cms/globals/Home'
import { SiteSettings } from '@cms/globals/SiteSettings'
import { BOOKINGS_QUEUE, expireBookingHoldsTask } from '@cms/jobs/expireBookingHoldsTask'
import { expireRegistrationHoldsTask } from '@cms/jobs/expireRegistrationHoldsTask'
import { renewSubscriptionsTask } from '@cms/jobs/renewSubscriptionsTask'
import { quoteInsuranceTask } from '@cms/jobs/quoteInsuranceTask'
import { MAINTENANCE_QUEUE, pruneRecordsTask } from '@cms/jobs/pruneRecordsTask'
import { tellCrewTask } from '@cms/jobs/tellCrewTask'
import { tellServiceTakenTask } from '@cms/jobs/tellServiceTakenTask'
import { importCalendarsTask } from '@cms/jobs/importCalendarsTask'
import { tellRegistrantTask } from '@cms/jobs/tellRegistrantTask'
import { tellSubmitterTask } from '@cms/jobs/tellSubmitterTask'
import { rebuildSiteTask, REBUILD_SITE_QUEUE } from '@cms/jobs/rebuildSiteTask'
import { refundPaymentTask } from '@cms/jobs/refundPaymentTask'
import { tellCustomerTask } from '@cms/jobs/tellCustomerTask'
import { migrations } from '@cms/migrations'
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
