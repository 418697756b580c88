/**
 * For every API route with an :id, a factory that creates such an object for a given owner and
 * returns the path params that address it. The route matrix test uses these to prove another
 * owner gets a 404. A new :id route without a factory here fails that test by name.
 */
export type OwnedObjectFactory = (ownerCookie: string) => Promise<Record<string, string>>

export const ownedObjectFactories: Record<string, OwnedObjectFactory> = {}
