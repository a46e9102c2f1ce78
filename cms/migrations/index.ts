import * as migration_20261122_021741_initial from './20261122_021741_initial';
import * as migration_20261122_034729_contact_messages from './20261122_034729_contact_messages';
import * as migration_20261122_054100_accounts from './20261122_054100_accounts';
import * as migration_20261123_143718_user_photos from './20261123_143718_user_photos';
import * as migration_20261123_211920_doors_obey from './20261123_211920_doors_obey';
import * as migration_20261124_000702_bookings from './20261124_000702_bookings';
import * as migration_20261124_011251_payments from './20261124_011251_payments';
import * as migration_20261124_013522_yacht_blocks from './20261124_013522_yacht_blocks';
import * as migration_20261124_020202_refund_jobs from './20261124_020202_refund_jobs';
import * as migration_20261124_035218_notifications from './20261124_035218_notifications';
import * as migration_20261124_040914_audit_log_locked_users from './20261124_040914_audit_log_locked_users';
import * as migration_20261124_042347_mail_delivery from './20261124_042347_mail_delivery';
import * as migration_20261124_050500_security_daily from './20261124_050500_security_daily';
import * as migration_20261124_051932_prune_records_user_search from './20261124_051932_prune_records_user_search';
import * as migration_20261124_070246_content_submissions from './20261124_070246_content_submissions';
import * as migration_20261124_073000_analytics_daily from './20261124_073000_analytics_daily';
import * as migration_20261124_074757_event_registrations from './20261124_074757_event_registrations';
import * as migration_20261124_081000_analytics_rollups from './20261124_081000_analytics_rollups';
import * as migration_20261124_121816_comments from './20261124_121816_comments';
import * as migration_20261124_123657_event_submissions from './20261124_123657_event_submissions';
import * as migration_20261124_124657_club_memberships from './20261124_124657_club_memberships';
import * as migration_20261124_130149_wiki_proposals from './20261124_130149_wiki_proposals';
import * as migration_20261124_155344_crew from './20261124_155344_crew';
import * as migration_20261124_172453_charter_crew from './20261124_172453_charter_crew';
import * as migration_20261124_192802_service_orders from './20261124_192802_service_orders';
import * as migration_20261124_195704_wind_warning from './20261124_195704_wind_warning';
import * as migration_20261124_200719_marina_coordinates from './20261124_200719_marina_coordinates';
import * as migration_20261124_201402_service_taken_news from './20261124_201402_service_taken_news';
import * as migration_20261124_202641_calendar_import from './20261124_202641_calendar_import';
import * as migration_20261124_225433_newsletter from './20261124_225433_newsletter';
import * as migration_20261124_233714_leads from './20261124_233714_leads';
import * as migration_20261125_022936_event_entry_fee from './20261125_022936_event_entry_fee';
import * as migration_20261125_024433_donations from './20261125_024433_donations';
import * as migration_20261125_030320_yacht_sales from './20261125_030320_yacht_sales';
import * as migration_20261125_031602_special_events from './20261125_031602_special_events';
import * as migration_20261125_032606_insurance from './20261125_032606_insurance';
import * as migration_20261125_061321_plans_subscriptions from './20261125_061321_plans_subscriptions';
import * as migration_20261126_001856_notice_tasks from './20261126_001856_notice_tasks';
import * as migration_20261126_022213_service_company_approval from './20261126_022213_service_company_approval';
import * as migration_20261126_042912_schedule_publish from './20261126_042912_schedule_publish';
import * as migration_20261126_043439_redirects from './20261126_043439_redirects';
import * as migration_20261126_052200_payments_paid_for from './20261126_052200_payments_paid_for';
import * as migration_20261126_064500_autosave_drafts from './20261126_064500_autosave_drafts';
import * as migration_20261126_100017_upload_storage_fields from './20261126_100017_upload_storage_fields';
import * as migration_20261126_140205_live_site_build from './20261126_140205_live_site_build';
import * as migration_20261126_181555_build_changed_pages from './20261126_181555_build_changed_pages';
import * as migration_20261126_203736_marinas_and_seasons from './20261126_203736_marinas_and_seasons';
import * as migration_20261126_210405_yacht_price_periods from './20261126_210405_yacht_price_periods';
import * as migration_20261126_213913_booking_weather_call_off from './20261126_213913_booking_weather_call_off';
import * as migration_20261126_232143_reviews from './20261126_232143_reviews';
import * as migration_20261126_235058_conversations from './20261126_235058_conversations';
import * as migration_20261128_020304_rebuild_site_on_new_day from './20261128_020304_rebuild_site_on_new_day';
import * as migration_20261128_040746_index_locale_rows_by_parent from './20261128_040746_index_locale_rows_by_parent';
import * as migration_20261128_071045_site_changes from './20261128_071045_site_changes';
import * as migration_20261128_103823_index_versions_by_parent_and_date from './20261128_103823_index_versions_by_parent_and_date';

export const migrations = [
  {
    up: migration_20261122_021741_initial.up,
    down: migration_20261122_021741_initial.down,
    name: '20261122_021741_initial',
  },
  {
    up: migration_20261122_034729_contact_messages.up,
    down: migration_20261122_034729_contact_messages.down,
    name: '20261122_034729_contact_messages',
  },
  {
    up: migration_20261122_054100_accounts.up,
    down: migration_20261122_054100_accounts.down,
    name: '20261122_054100_accounts',
  },
  {
    up: migration_20261123_143718_user_photos.up,
    down: migration_20261123_143718_user_photos.down,
    name: '20261123_143718_user_photos',
  },
  {
    up: migration_20261123_211920_doors_obey.up,
    down: migration_20261123_211920_doors_obey.down,
    name: '20261123_211920_doors_obey',
  },
  {
    up: migration_20261124_000702_bookings.up,
    down: migration_20261124_000702_bookings.down,
    name: '20261124_000702_bookings',
  },
  {
    up: migration_20261124_011251_payments.up,
    down: migration_20261124_011251_payments.down,
    name: '20261124_011251_payments',
  },
  {
    up: migration_20261124_013522_yacht_blocks.up,
    down: migration_20261124_013522_yacht_blocks.down,
    name: '20261124_013522_yacht_blocks',
  },
  {
    up: migration_20261124_020202_refund_jobs.up,
    down: migration_20261124_020202_refund_jobs.down,
    name: '20261124_020202_refund_jobs',
  },
  {
    up: migration_20261124_035218_notifications.up,
    down: migration_20261124_035218_notifications.down,
    name: '20261124_035218_notifications',
  },
  {
    up: migration_20261124_040914_audit_log_locked_users.up,
    down: migration_20261124_040914_audit_log_locked_users.down,
    name: '20261124_040914_audit_log_locked_users',
  },
  {
    up: migration_20261124_042347_mail_delivery.up,
    down: migration_20261124_042347_mail_delivery.down,
    name: '20261124_042347_mail_delivery',
  },
  {
    up: migration_20261124_050500_security_daily.up,
    down: migration_20261124_050500_security_daily.down,
    name: '20261124_050500_security_daily',
  },
  {
    up: migration_20261124_051932_prune_records_user_search.up,
    down: migration_20261124_051932_prune_records_user_search.down,
    name: '20261124_051932_prune_records_user_search',
  },
  {
    up: migration_20261124_070246_content_submissions.up,
    down: migration_20261124_070246_content_submissions.down,
    name: '20261124_070246_content_submissions',
  },
  {
    up: migration_20261124_073000_analytics_daily.up,
    down: migration_20261124_073000_analytics_daily.down,
    name: '20261124_073000_analytics_daily',
  },
  {
    up: migration_20261124_074757_event_registrations.up,
    down: migration_20261124_074757_event_registrations.down,
    name: '20261124_074757_event_registrations',
  },
  {
    up: migration_20261124_081000_analytics_rollups.up,
    down: migration_20261124_081000_analytics_rollups.down,
    name: '20261124_081000_analytics_rollups',
  },
  {
    up: migration_20261124_121816_comments.up,
    down: migration_20261124_121816_comments.down,
    name: '20261124_121816_comments',
  },
  {
    up: migration_20261124_123657_event_submissions.up,
    down: migration_20261124_123657_event_submissions.down,
    name: '20261124_123657_event_submissions',
  },
  {
    up: migration_20261124_124657_club_memberships.up,
    down: migration_20261124_124657_club_memberships.down,
    name: '20261124_124657_club_memberships',
  },
  {
    up: migration_20261124_130149_wiki_proposals.up,
    down: migration_20261124_130149_wiki_proposals.down,
    name: '20261124_130149_wiki_proposals',
  },
  {
    up: migration_20261124_155344_crew.up,
    down: migration_20261124_155344_crew.down,
    name: '20261124_155344_crew',
  },
  {
    up: migration_20261124_172453_charter_crew.up,
    down: migration_20261124_172453_charter_crew.down,
    name: '20261124_172453_charter_crew',
  },
  {
    up: migration_20261124_192802_service_orders.up,
    down: migration_20261124_192802_service_orders.down,
    name: '20261124_192802_service_orders',
  },
  {
    up: migration_20261124_195704_wind_warning.up,
    down: migration_20261124_195704_wind_warning.down,
    name: '20261124_195704_wind_warning',
  },
  {
    up: migration_20261124_200719_marina_coordinates.up,
    down: migration_20261124_200719_marina_coordinates.down,
    name: '20261124_200719_marina_coordinates',
  },
  {
    up: migration_20261124_201402_service_taken_news.up,
    down: migration_20261124_201402_service_taken_news.down,
    name: '20261124_201402_service_taken_news',
  },
  {
    up: migration_20261124_202641_calendar_import.up,
    down: migration_20261124_202641_calendar_import.down,
    name: '20261124_202641_calendar_import',
  },
  {
    up: migration_20261124_225433_newsletter.up,
    down: migration_20261124_225433_newsletter.down,
    name: '20261124_225433_newsletter',
  },
  {
    up: migration_20261124_233714_leads.up,
    down: migration_20261124_233714_leads.down,
    name: '20261124_233714_leads',
  },
  {
    up: migration_20261125_022936_event_entry_fee.up,
    down: migration_20261125_022936_event_entry_fee.down,
    name: '20261125_022936_event_entry_fee',
  },
  {
    up: migration_20261125_024433_donations.up,
    down: migration_20261125_024433_donations.down,
    name: '20261125_024433_donations',
  },
  {
    up: migration_20261125_030320_yacht_sales.up,
    down: migration_20261125_030320_yacht_sales.down,
    name: '20261125_030320_yacht_sales',
  },
  {
    up: migration_20261125_031602_special_events.up,
    down: migration_20261125_031602_special_events.down,
    name: '20261125_031602_special_events',
  },
  {
    up: migration_20261125_032606_insurance.up,
    down: migration_20261125_032606_insurance.down,
    name: '20261125_032606_insurance',
  },
  {
    up: migration_20261125_061321_plans_subscriptions.up,
    down: migration_20261125_061321_plans_subscriptions.down,
    name: '20261125_061321_plans_subscriptions',
  },
  {
    up: migration_20261126_001856_notice_tasks.up,
    down: migration_20261126_001856_notice_tasks.down,
    name: '20261126_001856_notice_tasks',
  },
  {
    up: migration_20261126_022213_service_company_approval.up,
    down: migration_20261126_022213_service_company_approval.down,
    name: '20261126_022213_service_company_approval',
  },
  {
    up: migration_20261126_042912_schedule_publish.up,
    down: migration_20261126_042912_schedule_publish.down,
    name: '20261126_042912_schedule_publish',
  },
  {
    up: migration_20261126_043439_redirects.up,
    down: migration_20261126_043439_redirects.down,
    name: '20261126_043439_redirects',
  },
  {
    up: migration_20261126_052200_payments_paid_for.up,
    down: migration_20261126_052200_payments_paid_for.down,
    name: '20261126_052200_payments_paid_for',
  },
  {
    up: migration_20261126_064500_autosave_drafts.up,
    down: migration_20261126_064500_autosave_drafts.down,
    name: '20261126_064500_autosave_drafts',
  },
  {
    up: migration_20261126_100017_upload_storage_fields.up,
    down: migration_20261126_100017_upload_storage_fields.down,
    name: '20261126_100017_upload_storage_fields',
  },
  {
    up: migration_20261126_140205_live_site_build.up,
    down: migration_20261126_140205_live_site_build.down,
    name: '20261126_140205_live_site_build',
  },
  {
    up: migration_20261126_181555_build_changed_pages.up,
    down: migration_20261126_181555_build_changed_pages.down,
    name: '20261126_181555_build_changed_pages',
  },
  {
    up: migration_20261126_203736_marinas_and_seasons.up,
    down: migration_20261126_203736_marinas_and_seasons.down,
    name: '20261126_203736_marinas_and_seasons',
  },
  {
    up: migration_20261126_210405_yacht_price_periods.up,
    down: migration_20261126_210405_yacht_price_periods.down,
    name: '20261126_210405_yacht_price_periods',
  },
  {
    up: migration_20261126_213913_booking_weather_call_off.up,
    down: migration_20261126_213913_booking_weather_call_off.down,
    name: '20261126_213913_booking_weather_call_off',
  },
  {
    up: migration_20261126_232143_reviews.up,
    down: migration_20261126_232143_reviews.down,
    name: '20261126_232143_reviews',
  },
  {
    up: migration_20261126_235058_conversations.up,
    down: migration_20261126_235058_conversations.down,
    name: '20261126_235058_conversations',
  },
  {
    up: migration_20261128_020304_rebuild_site_on_new_day.up,
    down: migration_20261128_020304_rebuild_site_on_new_day.down,
    name: '20261128_020304_rebuild_site_on_new_day',
  },
  {
    up: migration_20261128_040746_index_locale_rows_by_parent.up,
    down: migration_20261128_040746_index_locale_rows_by_parent.down,
    name: '20261128_040746_index_locale_rows_by_parent',
  },
  {
    up: migration_20261128_071045_site_changes.up,
    down: migration_20261128_071045_site_changes.down,
    name: '20261128_071045_site_changes',
  },
  {
    up: migration_20261128_103823_index_versions_by_parent_and_date.up,
    down: migration_20261128_103823_index_versions_by_parent_and_date.down,
    name: '20261128_103823_index_versions_by_parent_and_date'
  },
];
