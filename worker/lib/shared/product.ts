/**
 * The product's own name, as wrangler.toml's APP_NAME spells it: the sender of its own emails, and
 * the footer of every email and receipt a business sends through it.
 */
export const PRODUCT_NAME = 'RV Connect'
