/** What other modules may use of rvs: which RVs renters may see. */
export { publiclyListed } from './listing'
