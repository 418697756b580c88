/** What other modules (and the seed) may use of rvs: which RVs renters may see, and a new RV's listing address. */
export { publiclyListed } from './listing'
export { rvSlug } from './slug'
