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
