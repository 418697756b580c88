/**
 * The renters' search query (spec §2 step 1, §5 Booking search): step 1's own fields and the place,
 * radius and filters the API takes beside them, and 'use my location'. Query values arrive as text;
 * an empty value means the filter is not set, as the wizard's empty inputs send it.
 */
import * as v from 'valibot'
import { formObject } from '../../lib/shared/fields'
import { DEFAULT_SEARCH_RADIUS, SEARCH_RADII } from '../../lib/shared/geo'
import { toCents } from '../../lib/shared/money'
import { ACCESSIBILITY_FEATURES, FEATURE_FILTERS } from '../../lib/shared/rv-amenities'
import { endsAfterStart, MAX_STAY_MESSAGE, withinMaxStay } from '../bookings/schemas'
// Step 1's own fields (rvSearchFields) live in ./schemas, so the wizard's form takes them without this schema.
import { RV_LIMITS, rvSearchFields } from './schemas'

/** A query value that is text, trimmed; '' (an empty input) is the same as none. */
const blankable = <Output>(parse: v.GenericSchema<string, Output>) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((text) => text || undefined),
      v.optional(parse),
    ),
  )

/** Degrees within ±`limit`, as text ('37.7749'). */
const coordinate = (label: string, limit: number) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.regex(/^-?\d{1,3}(\.\d{1,10})?$/, `${label} must be a number of degrees, like 37.7749`),
    v.transform(Number),
    v.minValue(-limit, `${label} must be between -${limit} and ${limit}`),
    v.maxValue(limit, `${label} must be between -${limit} and ${limit}`),
  )

const wholeNumberBetween = (label: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,4}$/, `${label} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${label} must be between ${min} and ${max}`),
    v.maxValue(max, `${label} must be between ${min} and ${max}`),
  )

/** Dollars ('500' or '499.99') → cents. */
const dollars = (label: string) =>
  v.pipe(
    v.string(),
    v.transform((text: string) => toCents(text)),
    v.number(`${label} must be an amount like 500 or 499.99`),
  )

/** A comma-separated list of `options` ('generator,solar'), in any case, each kept once. */
const commaList = <const Options extends readonly string[]>(options: Options, message: string) =>
  v.pipe(
    v.string(),
    v.transform((text) =>
      [
        ...new Set(
          text
            .toLowerCase()
            .split(',')
            .map((item) => item.trim()),
        ),
      ].filter(Boolean),
    ),
    v.check((items) => items.every((item) => options.includes(item)), message),
    v.transform((items) => items as Options[number][]),
  )

const flag = v.pipe(
  v.picklist(['true', 'false'], 'Use true or false'),
  v.transform((value) => value === 'true'),
)

/** Where to search from and what to leave out: each only narrows the search. */
export const rvSearchFilterFields = {
  /** A centre instead of the zip code ('use my location'); both or neither. They win over the zip code. */
  latitude: blankable(coordinate('Latitude', 90)),
  longitude: blankable(coordinate('Longitude', 180)),
  /** Miles around the centre; without a centre, every place. */
  radius: v.optional(
    v.pipe(
      v.picklist(
        SEARCH_RADII.map((miles) => String(miles) as `${(typeof SEARCH_RADII)[number]}`),
        `Search within ${SEARCH_RADII.join(', ')} miles`,
      ),
      v.transform((miles) => Number(miles) as (typeof SEARCH_RADII)[number]),
    ),
    String(DEFAULT_SEARCH_RADIUS) as `${typeof DEFAULT_SEARCH_RADIUS}`,
  ),
  /** The all-in total for the dates, in dollars. */
  minTotal: blankable(dollars('Minimum total')),
  maxTotal: blankable(dollars('Maximum total')),
  pets: blankable(flag),
  /** Feet; an RV whose length the owner did not give is left out by either. */
  minLength: blankable(wholeNumberBetween('Minimum length', ...RV_LIMITS.length)),
  maxLength: blankable(wholeNumberBetween('Maximum length', ...RV_LIMITS.length)),
  /** Every feature named must be there. */
  features: blankable(commaList(FEATURE_FILTERS, `Features are ${FEATURE_FILTERS.join(', ')}`)),
  /** Every accessibility feature named must be ticked by the owner. */
  accessibility: blankable(commaList(ACCESSIBILITY_FEATURES, `Accessibility is ${ACCESSIBILITY_FEATURES.join(', ')}`)),
  /** Only RVs whose pickup location delivers. */
  delivery: blankable(flag),
}

export const rvSearchQuerySchema = v.pipe(
  formObject({ ...rvSearchFields, ...rvSearchFilterFields }),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (stay) => endsAfterStart(stay),
      'Return date must be after pickup date',
    ),
    ['endDate'],
  ),
  v.forward(
    v.partialCheck([['startDate'], ['endDate']], (stay) => withinMaxStay(stay), MAX_STAY_MESSAGE),
    ['endDate'],
  ),
  v.forward(
    v.partialCheck(
      [['latitude'], ['longitude']],
      ({ latitude, longitude }) => (latitude === undefined) === (longitude === undefined),
      'Give both latitude and longitude, or neither',
    ),
    ['longitude'],
  ),
  v.forward(
    v.partialCheck(
      [['minTotal'], ['maxTotal']],
      ({ minTotal, maxTotal }) => minTotal === undefined || maxTotal === undefined || minTotal <= maxTotal,
      'Maximum total must be at least the minimum',
    ),
    ['maxTotal'],
  ),
  v.forward(
    v.partialCheck(
      [['minLength'], ['maxLength']],
      ({ minLength, maxLength }) => minLength === undefined || maxLength === undefined || minLength <= maxLength,
      'Maximum length must be at least the minimum',
    ),
    ['maxLength'],
  ),
)

/** GET /api/rvs/nearest-zip: 'use my location' turns the browser's position into a zip code. */
export const nearestZipQuerySchema = v.object({
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
})
