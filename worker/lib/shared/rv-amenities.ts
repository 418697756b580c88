/**
 * What renters filter RVs by beyond type and size: the common features (matched in the words an
 * owner typed, case-insensitively) and the accessibility an owner ticks. Shared by the search's
 * schema, the owner's RV form and the wizard's filters.
 */

export const ACCESSIBILITY_FEATURES = ['wheelchair_access', 'accessible_bathroom', 'roll_in_shower'] as const
export type AccessibilityFeature = (typeof ACCESSIBILITY_FEATURES)[number]

export const ACCESSIBILITY_LABELS: Record<AccessibilityFeature, string> = {
  wheelchair_access: 'Wheelchair lift or ramp',
  accessible_bathroom: 'Accessible bathroom',
  roll_in_shower: 'Roll-in shower',
}

/**
 * The features a renter may ask for. Each matches an RV whose feature list names it (any of its
 * words, so 'Solar panels' is solar); 'accessible' matches any accessibility the owner ticked.
 */
export const FEATURE_FILTERS = ['generator', 'solar', 'bathroom', 'kitchen', 'wifi', 'accessible'] as const
export type FeatureFilter = (typeof FEATURE_FILTERS)[number]

export const FEATURE_FILTER_LABELS: Record<FeatureFilter, string> = {
  generator: 'Generator',
  solar: 'Solar',
  bathroom: 'Bathroom',
  kitchen: 'Kitchen',
  wifi: 'Wi-Fi',
  accessible: 'Accessible',
}

/** The words in an owner's feature list that mean each filter (lower case, matched as substrings). */
export const FEATURE_FILTER_WORDS: Record<Exclude<FeatureFilter, 'accessible'>, readonly string[]> = {
  generator: ['generator'],
  solar: ['solar'],
  bathroom: ['bathroom', 'toilet', 'shower'],
  kitchen: ['kitchen', 'stove', 'galley'],
  wifi: ['wifi', 'wi-fi'],
}
