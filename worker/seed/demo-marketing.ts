/** The demo owner's marketing campaigns, promotions, ad campaigns and their daily performance. */
import type { adCampaigns, AdPerformancePlatform, adPerformance, campaigns, promotions } from '../db/schema'
import { ratesOf } from '../modules/advertising/rules/performance-csv'
import { addDays, fixedId, idGroup, msAt } from './demo-helpers'
import { demoOwner } from './demo-people'

type NewCampaign = typeof campaigns.$inferInsert
type NewPromotion = typeof promotions.$inferInsert
type NewAdCampaign = typeof adCampaigns.$inferInsert
type NewAdPerformance = typeof adPerformance.$inferInsert

const ownerId = demoOwner.id

export const demoCampaigns = (today: string): NewCampaign[] => [
  {
    id: fixedId(idGroup.campaign, 1),
    ownerId,
    name: 'Spring Getaway Email',
    type: 'email',
    status: 'draft',
    targetAudience: 'returning_customers',
    description: 'Invite past renters back for a spring trip with 15% off.',
    content: {
      emailSubject: 'Your spring adventure is waiting',
      emailContent: 'Book by the end of the month and save 15% with code EARLYBIRD15.',
    },
    startDate: addDays(today, -10),
    endDate: addDays(today, 20),
    createdAt: msAt(today, -12, 10),
  },
  {
    id: fixedId(idGroup.campaign, 2),
    ownerId,
    name: 'Summer Road Trip Social',
    type: 'social_media',
    status: 'draft',
    targetAudience: 'family_travelers',
    description: 'Family road-trip stories and a Class C spotlight.',
    content: {
      socialPlatforms: ['facebook', 'instagram'],
      postContent: 'Room for the whole crew: the Family Voyager sleeps 8. Where will your summer take you?',
    },
    startDate: addDays(today, 14),
    endDate: addDays(today, 60),
    createdAt: msAt(today, -2, 16),
  },
  {
    id: fixedId(idGroup.campaign, 3),
    ownerId,
    name: 'Early Bird Banner',
    type: 'web',
    status: 'active',
    targetAudience: 'all_customers',
    description: 'The banner beside our RVs for the early-bird code.',
    // Season-neutral: the demo is seeded on any day of the year.
    content: {
      bannerTitle: 'Early bird: 15% off',
      bannerMessage: 'Book a trip of $500 or more ahead of time with code EARLYBIRD15.',
    },
    startDate: addDays(today, -3),
    endDate: addDays(today, 45),
    createdAt: msAt(today, -4, 11),
  },
]

export const demoPromotions = (today: string): NewPromotion[] => [
  {
    id: fixedId(idGroup.promotion, 1),
    ownerId,
    name: 'Early Bird',
    code: 'EARLYBIRD15',
    description: '15% off trips booked early.',
    discountType: 'percentage',
    discountValue: 1_500,
    minBookingAmountCents: 50_000,
    maxUses: 100,
    validFrom: addDays(today, -30),
    validUntil: addDays(today, 60),
    createdAt: msAt(today, -31, 9),
  },
  {
    id: fixedId(idGroup.promotion, 2),
    ownerId,
    name: 'Weeknight Van Deal',
    code: 'VAN50',
    description: '$50 off any camper-van booking.',
    discountType: 'fixed',
    discountValue: 5_000,
    validFrom: addDays(today, -7),
    validUntil: null,
    applicableToRvTypes: ['Class B'],
    createdAt: msAt(today, -8, 9),
  },
]

interface Day {
  impressions: number
  clicks: number
  conversions: number
  spendCents: number
}

/** A day's figures with the rates derived as an import derives them. */
const withRates = (d: Day) => ({ ...d, ...ratesOf(d) })

interface AdSpec {
  n: number
  platform: AdPerformancePlatform
  firstDay: number
  day: (i: number) => Day
}

// Seven days each, shaped to stay within the daily budget (50.00 and 35.00).
const adSpecs: AdSpec[] = [
  {
    n: 1,
    platform: 'google',
    firstDay: -7,
    day: (i) => ({
      impressions: 380 + 23 * (i % 5),
      clicks: 12 + (i % 4),
      conversions: 1 + (i % 2),
      spendCents: (12 + (i % 4)) * (320 + 10 * (i % 3)),
    }),
  },
  {
    n: 2,
    platform: 'facebook',
    firstDay: -14,
    day: (i) => ({
      impressions: 2_100 + 90 * (i % 6),
      clicks: 20 + (i % 5),
      conversions: i % 3 === 0 ? 1 : 0,
      spendCents: (20 + (i % 5)) * (130 + 5 * (i % 3)),
    }),
  },
]

export function demoAdPerformance(today: string): NewAdPerformance[] {
  return adSpecs.flatMap(({ n, platform, firstDay, day }) =>
    Array.from({ length: 7 }, (_, i) => ({
      id: fixedId(idGroup.adPerformance, n * 100 + i + 1),
      ownerId,
      campaignId: fixedId(idGroup.adCampaign, n),
      platform,
      date: addDays(today, firstDay + i),
      ...withRates(day(i)),
      createdAt: msAt(today, firstDay + i + 1, 2),
    })),
  )
}

/** Campaign totals are the sums of its performance rows. */
function totals(rows: NewAdPerformance[], campaignId: string) {
  const sum = (key: keyof Day) =>
    rows.filter((r) => r.campaignId === campaignId).reduce((acc, r) => acc + (r[key] ?? 0), 0)
  return withRates({
    impressions: sum('impressions'),
    clicks: sum('clicks'),
    conversions: sum('conversions'),
    spendCents: sum('spendCents'),
  })
}

export function demoAdCampaigns(today: string, performance: NewAdPerformance[]): NewAdCampaign[] {
  const google = fixedId(idGroup.adCampaign, 1)
  const facebook = fixedId(idGroup.adCampaign, 2)
  return [
    {
      id: google,
      ownerId,
      name: 'Search: RV Rentals Colorado',
      platform: 'google',
      objective: 'lead_generation',
      status: 'active',
      budgetCents: 5_000,
      bidStrategy: 'cpc',
      targetAudience: {
        ageMin: 28,
        ageMax: 65,
        interests: ['camping', 'national parks'],
        locations: ['Denver, CO', 'Boulder, CO'],
      },
      adContent: {
        headlines: ['RV Rentals Near Denver', 'Book Your Rocky Mountain RV'],
        descriptions: ['Class A to camper vans, delivered to your campsite.'],
      },
      keywords: ['rv rental denver', 'motorhome rental colorado', 'camper van rental'],
      placements: ['search'],
      googleCampaignId: 'demo-google-1001',
      startDate: addDays(today, -7),
      endDate: addDays(today, 23),
      ...totals(performance, google),
      createdAt: msAt(today, -8, 9),
      updatedAt: msAt(today, 0),
    },
    {
      id: facebook,
      ownerId,
      name: 'Family Road Trips',
      platform: 'facebook',
      objective: 'brand_awareness',
      status: 'paused',
      budgetCents: 3_500,
      bidStrategy: 'cpm',
      targetAudience: { ageMin: 30, ageMax: 55, interests: ['family travel', 'road trips'], demographics: ['parents'] },
      adContent: { headlines: ['Room for the Whole Crew'], descriptions: ['Sleeps 8. Memories for a lifetime.'] },
      keywords: [],
      placements: ['facebook_feed', 'instagram_stories'],
      facebookCampaignId: 'demo-facebook-2001',
      startDate: addDays(today, -14),
      endDate: addDays(today, 16),
      ...totals(performance, facebook),
      createdAt: msAt(today, -15, 9),
      updatedAt: msAt(today, -7, 12),
    },
  ]
}
