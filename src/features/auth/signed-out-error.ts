/**
 * Nobody is signed in: the admin layout shows the owner landing instead of any page. Its own module,
 * because the /admin guard that throws it is in every page's first load and the admin's screens are not.
 */
export class SignedOutError extends Error {
  constructor() {
    super('Sign in to see this page')
    this.name = 'SignedOutError'
  }
}

/**
 * This session acts as a venue partner and the owner admin was opened: the admin shows the way to
 * the venue portal and the switch to the owner role instead of any page. Here for the same reason.
 */
export class PartnerSessionError extends Error {
  constructor() {
    super('Signed in as a venue partner')
    this.name = 'PartnerSessionError'
  }
}
