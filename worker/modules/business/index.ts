/**
 * What other modules may use of the business (the owner's account as renters meet it): the limits
 * that grow with an account's standing, whether its email is confirmed, and its name.
 */
export { ACCOUNT_LIMITS, businessName, emailConfirmed, establishedOwner, ownerLimit } from './standing'
export { businessBrand, emailBrand } from './brand'
