// The migrations in the order they apply. A new one is a new file here with the next version; an
// applied one is never edited.
import type { Migration } from './helpers';
import { accounts } from './0001_accounts';
import { catalog } from './0002_catalog';
import { storefront } from './0003_storefront';
import { outboxRetry } from './0004_outbox_retry';
import { goods } from './0005_goods';
import { collections } from './0006_collections';
import { buying } from './0007_buying';
import { orderAftersales } from './0010_order_aftersales';
import { addressDefault } from './0012_address_default';
import { jobsParcels } from './0013_jobs_parcels';
import { auctions } from './0015_auctions';
import { groups } from './0016_groups';
import { auctionEnds } from './0017_auction_ends';
import { groupExits } from './0018_group_exits';
import { uploads } from './0019_uploads';
import { invitesWorkOrders } from './0020_invites_work_orders';
import { experienceSharing } from './0021_experience_sharing';
import { contents } from './0022_contents';
import { savedSearches } from './0023_saved_searches';
import { accountSettings } from './0024_account_settings';
import { personal } from './0025_personal';
import { analytics } from './0026_analytics';
import { searchFacets } from './0027_search_facets';
import { shortTerms } from './0028_short_terms';
import { orderFeeDiscount } from './0029_order_fee_discount';
import { changeNotifications } from './0030_change_notifications';
import { inertAddresses } from './0031_inert_addresses';
import { orderPhotoFiles } from './0032_order_photo_files';
import { signupAttempts } from './0033_signup_attempts';
import { resetAttempts } from './0034_reset_attempts';
import { categoryNames } from './0035_category_names';
import { postalRates } from './0036_postal_rates';
import { cardPurposes } from './0037_card_purposes';
import { parcelInsurance } from './0038_parcel_insurance';
import { parcelStory } from './0039_parcel_story';
import { policyPages } from './0040_policy_pages';
import { parcelPhotos } from './0041_parcel_photos';
import { parcelClaims } from './0042_parcel_claims';
import { contentTranslations } from './0044_content_translations';
import { providerCalls } from './0045_provider_calls';
import { goodsReadAt } from './0046_goods_read_at';
import { providerNextCall } from './0047_provider_next_call';
import { liveSeen } from './0048_live_seen';

// One per line, in version order: each area's migration is one import and one line here.
export const migrations: readonly Migration[] = [
  accounts,
  catalog,
  storefront,
  outboxRetry,
  goods,
  collections,
  buying,
  orderAftersales,
  addressDefault,
  jobsParcels,
  auctions,
  groups,
  auctionEnds,
  groupExits,
  uploads,
  invitesWorkOrders,
  experienceSharing,
  contents,
  savedSearches,
  accountSettings,
  personal,
  analytics,
  searchFacets,
  shortTerms,
  orderFeeDiscount,
  changeNotifications,
  inertAddresses,
  orderPhotoFiles,
  signupAttempts,
  resetAttempts,
  categoryNames,
  postalRates,
  cardPurposes,
  parcelInsurance,
  parcelStory,
  policyPages,
  parcelPhotos,
  parcelClaims,
  contentTranslations,
  providerCalls,
  goodsReadAt,
  providerNextCall,
  liveSeen,
];
